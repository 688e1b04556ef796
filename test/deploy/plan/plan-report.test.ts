import { describe, expect, it } from 'vitest';
import type { DeployPlan } from '../../../src/deploy/plan/dry-run.ts';
import { renderPlanComment, toPlanStepReport } from '../../../src/deploy/plan/plan-report.ts';
import { planOf } from '../../evaluation/eval-fixtures.ts';

const UPDATE: DeployPlan = {
  action: 'update',
  deploymentId: '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
  deploymentName: 'support-agent',
  currentRevision: { id: 'rev-1', status: 'DEPLOYED' },
  changes: [{ field: 'repo_ref', from: 'main', to: 'release-7' }],
  makesRevision: true,
};

describe('toPlanStepReport', () => {
  it('sets result planned, changed and changes; changed and result are its own words', () => {
    const report = toPlanStepReport(UPDATE, {});
    expect(report.outputs).toEqual({
      result: 'planned',
      changed: 'true',
      changes: '[{"field":"repo_ref","from":"main","to":"release-7"}]',
      'deployment-id': UPDATE.deploymentId,
      'deployment-name': 'support-agent',
    });
    expect([...(report.ownWords ?? [])]).toEqual(['result', 'changed']);
    expect([...(report.jsonOutputs ?? [])]).toEqual(['changes']);
    expect(report.failure).toBeUndefined();
    expect(report.conclusion).toBe('Result: planned (1 changes); nothing was sent');
  });

  it('leaves a deployment-name a shell would act on unset, with one warning', () => {
    const report = toPlanStepReport({ ...UPDATE, deploymentName: 'agent-`id`' }, {});
    expect(report.outputs['deployment-name']).toBeUndefined();
    expect(report.warnings).toEqual([
      'Output deployment-name is left unset: the deployment\'s name holds "`", which a shell would act on.',
    ]);
  });

  it('says no change, and that a deploy would still make a revision, when nothing differs', () => {
    const report = toPlanStepReport({ ...UPDATE, changes: [] }, {});
    expect(report.outputs).toMatchObject({ changed: 'false', changes: '[]' });
    expect(report.summary).toContain('## 📋 Plan: `support-agent` no change');
    expect(report.summary).toContain('No field would change.');
    expect(report.summary).toContain('A deploy would still make a new revision');
  });

  it('shows a plan table whose cells cannot carry markup from the values', () => {
    const hostile = { field: 'repo_ref', from: 'main', to: 'x` | <img src=y> [l](http://e)\n# h' };
    const { summary } = toPlanStepReport({ ...UPDATE, changes: [hostile] }, {});
    const row = summary.split('\n').find((line) => line.startsWith('| `repo_ref`'));
    expect(row).toBeDefined();
    expect(row).not.toContain('\n');
    expect(row?.split(/(?<!\\)\|/)).toHaveLength(5);
    expect(summary).not.toMatch(/^# h/m);
  });

  it('says in the source-path row what would be packed, and that it was not uploaded', () => {
    const packed = {
      directories: ['agent'],
      files: 5,
      bytes: 1_300_000,
      untracked: 2,
      setApart: { count: 0, examples: [] },
    };
    const { summary } = toPlanStepReport({ ...UPDATE, packed }, {});
    expect(summary).toContain(
      '| source-path | `agent` · 5 files, a 1.2 MB archive · 2 of 5 not tracked by git · not uploaded |',
    );
  });

  it('words a create and a redeploy', () => {
    const create = toPlanStepReport(
      { action: 'create', deploymentName: 'new-agent', changes: [], makesRevision: true },
      {},
    );
    expect(create.summary).toContain('`new-agent` would be created');
    expect(create.outputs['deployment-id']).toBeUndefined();
    expect(renderPlanComment({ ...UPDATE, action: 'redeploy' })).toMatch(
      /^### 📋 Plan: `support-agent` would deploy an earlier revision again/,
    );
  });
});

describe('a dry run with the evaluation gate', () => {
  it('plans it in the summary and the comment: examples, evaluators, thresholds, baseline, no run', async () => {
    const evaluation = await planOf({ 'eval-baseline': 'live', 'eval-repetitions': '2' });
    const summary = toPlanStepReport({ ...UPDATE, evaluation }, {}).summary;
    const row =
      '| Evaluation | Evaluation: 4 examples × 2 repetitions of evals/qa.jsonl on agent; 4 at once, each within 2m; evaluators exact; thresholds exact &gt;= 0.5; baseline the live revision \\(delta, at most 0.05 lower\\). · no run sent |';
    expect(summary).toContain(row);
    expect(renderPlanComment({ ...UPDATE, evaluation })).toContain(row);
    expect(toPlanStepReport(UPDATE, {}).summary).not.toContain('| Evaluation |');
  });
});
