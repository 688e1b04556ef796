import { describe, expect, it } from 'vitest';
import { deleteReport } from '../../src/delete/report.ts';

const ID = '3f2c1e9a-0b1d-4c2e-9f00-123456789abc';

describe('deleteReport', () => {
  it('says what this run deleted, and whether the tracing project went with it', () => {
    const report = deleteReport(
      { target: { name: 'agent-pr-7' }, deploymentId: ID, deleted: true },
      true,
    );
    expect(report.outputs).toEqual({ deleted: 'true', 'deployment-id': ID });
    expect(report.summary).toContain('### 🗑️ Deleted `agent-pr-7`');
    expect(report.summary).toContain('| Tracing project | deleted with it |');
    expect(report.conclusion).toBe(`Deleted deployment ${ID}.`);
  });

  it('is a success with deleted false when nothing has the name, and sets no deployment-id', () => {
    const report = deleteReport({ target: { name: 'agent-pr-8' }, deleted: false }, false);
    expect(report.outputs).toEqual({ deleted: 'false', 'deployment-id': undefined });
    expect(report.summary).toContain('Nothing to delete: `agent-pr-8` is already gone');
    expect(report.summary).toContain('no deployment has that exact name');
    expect(report.failure).toBeUndefined();
  });

  it('shows a name as data: it stays one code span, its backquote no longer closing it', () => {
    const report = deleteReport({ target: { name: 'a`<b>x</b>' }, deleted: false }, false);
    expect(report.summary).toContain('Nothing to delete: `a\u02cb<b>x</b>` is already gone');
  });
});
