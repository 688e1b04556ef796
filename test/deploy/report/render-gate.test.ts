// src/deploy/report/render-gate.ts: the evaluation gate in the deploy's summary, comment and chart.
import { describe, expect, it } from 'vitest';
import {
  gateCommentLine,
  gateRow,
  gateSection,
  gateSpans,
} from '../../../src/deploy/report/render-gate.ts';
import { renderDeployComment, renderSummary } from '../../../src/deploy/report/render-report.ts';
import { gateOutcome, REVISION_ID, report } from './deploy-report-fixture.ts';

async function gated(passed: boolean, baseline = false) {
  const evaluation = await gateOutcome(passed, { baseline });
  return report({
    result: passed ? 'deployed' : 'unhealthy',
    revisionId: REVISION_ID,
    status: 'DEPLOYED',
    timeline: [{ status: 'DEPLOYED', atMs: 10_000 }],
    durationMs: 25_000,
    proof: { sent: true, passed, revisionAtFault: !passed, evaluation },
  });
}

describe('the evaluation gate in the report', () => {
  it('is nothing without the gate', () => {
    const plain = report();
    expect([gateRow(plain), gateSection(plain), gateCommentLine(plain)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(gateSpans(plain)).toEqual({});
  });

  it('is a row of the facts table, the section with each key, and the comment’s line', async () => {
    const built = await gated(true, true);
    expect(gateRow(built)).toEqual(['Evaluation', '**passed**: 1 of 4 examples fell short']);
    expect(gateSection(built)).toContain('### ✅ Evaluation passed');
    expect(gateCommentLine(built)).toBe('Evaluation passed: `exact` 0.75 (live 1.00)');
  });

  it('says why the gate did not run, on and skipped', () => {
    const skipped = report({ gateSkipped: 'the revision was not DEPLOYED' });
    expect(gateRow(skipped)).toEqual(['Evaluation', 'skipped: the revision was not DEPLOYED']);
    expect(gateCommentLine(skipped)).toBe('Evaluation skipped: the revision was not DEPLOYED');
    expect(gateSection(skipped)).toBeUndefined();
  });

  it('puts the section in the job summary and draws the baseline and the evaluation on the chart', async () => {
    const markdown = renderSummary(await gated(false, true), {});
    expect(markdown).toContain('| Evaluation | **failed**: 3 of 4 examples fell short |');
    expect(markdown).toContain('### ❌ Evaluation failed');
    expect(markdown).toContain(
      '  section Evaluation\n  baseline :e0, 2000, 6000\n  evaluation :e1, 20000, 24000',
    );
  });

  it('gives the pull-request comment its one line', async () => {
    const body = renderDeployComment(await gated(false, true), {}, undefined);
    expect(body).toContain('Evaluation **failed**: `exact` 0.25 (live 1.00)');
  });
});
