// src/sweep/render-summary.ts: the sweep's job summary, bounded however many previews match.
import { describe, expect, it } from 'vitest';
import type { Preview, SweepResult } from '../../src/sweep/outcomes.ts';
import { renderSweepSummary } from '../../src/sweep/render-summary.ts';

const SETTINGS: SweepResult['settings'] = {
  namePattern: { before: 'agent-pr-', after: '' },
  maxDeletes: 10,
  dryRun: false,
  deleteTracingProject: true,
};

function stale(number: number): Preview {
  return {
    name: `agent-pr-${number}`,
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    pullRequest: 'closed',
    idleMs: 86_400_000,
    stale: true,
    reason: 'the pull request is closed',
    outcome: { kind: 'later' },
  };
}

describe('renderSweepSummary', () => {
  it('shows the first thousand rows, and says how many more there are', () => {
    const previews = Array.from({ length: 5000 }, (_, i) => stale(i + 1));
    const summary = renderSweepSummary({ previews, scanned: 5000, settings: SETTINGS });
    const rows = summary.split('\n').filter((line) => line.startsWith('| `agent-pr-'));
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toContain('`agent-pr-1`');
    expect(summary).toContain('4000 more previews are not shown: the table holds the first 1000.');
  });

  it('says beside the count where the deployment list was cut', () => {
    const summary = renderSweepSummary({
      previews: [],
      scanned: 100,
      settings: SETTINGS,
      listCut: 'Listing the deployments stopped after page 1 (100 read): …',
    });
    expect(summary).toContain(
      '0 of 100 deployments listed match the pattern. ⚠️ Listing the deployments stopped after page 1 (100 read): …',
    );
  });
});
