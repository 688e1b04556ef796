// src/eval/report.ts: how an evaluation ends (passed, unhealthy, failed, planned), its outputs
// as the deploy's gate sets them, its summary, and its failure's words.
import { describe, expect, it } from 'vitest';
import type { EvalFindings } from '../../src/eval/evaluate-deployment.ts';
import { endingOf, evalReport } from '../../src/eval/report.ts';
import { evalResult } from '../../src/evaluation/eval-result.ts';
import { planOf, runOf } from '../evaluation/eval-fixtures.ts';

const DEPLOYMENT = {
  label: 'support-agent',
  deploymentId: '4b8d2f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f',
  revisionId: '9a1c3e5b-7d2f-4a6b-8c0e-2d4f6a8c0e1b',
  url: 'https://support.agents.example.com',
};

/** Findings whose run scored `exact` as given, one score per example. */
async function findings(exact: number[], extra: Partial<EvalFindings> = {}) {
  const plan = await planOf({ 'eval-threshold': 'exact >= 0.75' });
  const run = runOf({ exact: exact.map((score) => [score]) });
  const result = evalResult(plan, run, undefined, (text) => text);
  return { plan, target: DEPLOYMENT, result, atFault: !result.passed, ...extra };
}

describe('endingOf', () => {
  it('tells a pass, a failure of the answers, one that says nothing of them, and a plan', async () => {
    expect(endingOf(await findings([1, 1, 1, 1]))).toBe('passed');
    expect(endingOf(await findings([1, 0, 0, 1]))).toBe('unhealthy');
    expect(endingOf(await findings([1, 0, 0, 1], { atFault: false }))).toBe('failed');
    const planned = await findings([1, 1, 1, 1]);
    expect(endingOf({ plan: planned.plan, target: DEPLOYMENT, planned: true })).toBe('planned');
  });
});

describe('evalReport', () => {
  it('sets the gate’s outputs beside result, the deployment and its revision', async () => {
    const report = evalReport(await findings([1, 1, 1, 0.5]));
    expect(report.outputs).toEqual({
      result: 'passed',
      'deployment-id': DEPLOYMENT.deploymentId,
      'revision-id': DEPLOYMENT.revisionId,
      eval: 'passed',
      'eval-scores': '{"exact":0.875}',
      'eval-examples': '4',
      'eval-failed-examples': '1',
    });
    expect(report.failure).toBeUndefined();
    expect(report.conclusion).toBe(
      'Evaluation passed on 4 examples: exact 0.875 (threshold 0.75).',
    );
  });

  it('fails the step with the gate’s message, saying when the runs told nothing', async () => {
    const unhealthy = evalReport(await findings([1, 0, 0, 1]));
    expect(unhealthy.outputs).toMatchObject({ result: 'unhealthy', eval: 'failed' });
    expect(unhealthy.failure).toEqual({
      title: 'Evaluation of support-agent failed',
      message: 'Evaluation failed on 4 examples: exact 0.50 (threshold 0.75): 0.50 < 0.75.',
    });
    const refused = evalReport(await findings([1, 0, 0, 1], { atFault: false }));
    expect(refused.outputs.result).toBe('failed');
    expect(refused.failure?.message).toMatch(
      / Some runs were refused the key or never sent, so this says nothing of its answers\.$/,
    );
  });

  it('sets no deployment id for a URL, and names the URL in the summary', async () => {
    const url = 'https://agents.example.com';
    const target = { label: 'the agent server', url };
    const report = evalReport(await findings([1, 1, 1, 1], { target }));
    expect(report.outputs['deployment-id']).toBeUndefined();
    expect(report.outputs['revision-id']).toBeUndefined();
    expect(report.summary).toContain(`| Evaluated | \`${url}\` |`);
    expect(report.summary).not.toContain('| URL |');
  });

  it('shows the gate’s section, then what was evaluated', async () => {
    const { summary } = evalReport(await findings([1, 0, 0, 1]));
    expect(summary.indexOf('### ❌ Evaluation failed')).toBe(0);
    expect(summary).toContain(`| Evaluated | \`support-agent\` (\`${DEPLOYMENT.deploymentId}\`) |`);
    expect(summary).toContain(`| Active revision | \`${DEPLOYMENT.revisionId}\` |`);
    expect(summary).toContain('| Assistant | `agent` |');
  });

  it('reports a dry run as planned: the plan, no run, the gate skipped', async () => {
    const { plan } = await findings([1]);
    const report = evalReport({ plan, target: DEPLOYMENT, planned: true });
    expect(report.outputs).toMatchObject({ result: 'planned', eval: 'skipped' });
    expect(report.summary).toMatch(/^### 📋 Evaluation planned \(dry run\)/);
    expect(report.summary).toContain('· no run sent |');
    expect(report.conclusion).toMatch(/^Evaluation: 4 examples of evals\/qa\.jsonl on agent;/);
  });
});
