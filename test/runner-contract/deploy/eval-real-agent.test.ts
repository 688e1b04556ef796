import { cp } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import CAPITALS from '../../support/real-agent/capitals.json' with { type: 'json' };
import { TEST_AGENT_DIR } from '../../support/real-agent-server.ts';
import { slowBuild, useCheckout } from './eval-fixture.ts';
import { redeploysOf } from './rollback-fixture.ts';

/*
 * The evaluation gate on the real agent server (the published JS one): the bundled deploy action
 * ships the test agent from source-path, and the emulator serves each revision with its own real
 * server. The agent's quiz graph answers capitals; quiz-revision.json beside it, shipped with
 * it, lists the countries a revision answers wrongly or raises on, so two deploys of the
 * directory are two revisions, one worse than the other, on the same examples.
 */
const emulator = useEmulator({ serviceGeneration: 'new', agentServerKind: 'real' });
const checkout = useCheckout();
beforeAll(async () => {
  await cp(TEST_AGENT_DIR, path.join(checkout.dir(), 'agent'), { recursive: true });
  const examples = Object.entries(CAPITALS).map(([country, answer]) =>
    JSON.stringify({ inputs: { country }, outputs: { answer } }),
  );
  await checkout.write({ 'evals/capitals.jsonl': examples.join('\n') });
});

/** What the next shipped revision of the agent answers wrongly, or raises on. */
function answering(revision: { wrong?: string[]; raise?: string[] }) {
  return checkout.write({ 'agent/quiz-revision.json': JSON.stringify(revision) });
}

function ship(deploymentId: string, inputs: Record<string, string>) {
  return runDeploy(
    emulator(),
    deploymentId,
    {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
      secrets: `REAL_AGENT_API_KEY=${API_KEY}`,
      timeout: '120s',
      'eval-dataset': 'evals/capitals.jsonl',
      'eval-assistant': 'quiz',
      'eval-evaluators': 'exact',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: checkout.dir() } },
  );
}

describe('the evaluation gate on the real agent server', () => {
  it('fails a revision worse than the live one, evaluated while it built, and rolls back', async () => {
    const deployment = emulator().seedDeployment({ source: 'internal_source' });
    await answering({});
    const first = await ship(deployment.id, { 'eval-threshold': 'exact >= 0.9' });
    expect(first.outputs, first.stdout).toMatchObject({
      result: 'deployed',
      eval: 'passed',
      'eval-scores': '{"exact":1}',
    });
    const live = first.outputs['revision-id'];

    await answering({ wrong: ['Japan', 'Peru', 'Chile'] });
    slowBuild(emulator(), 8000);
    const run = await ship(deployment.id, {
      'eval-threshold': 'exact >= 0.6',
      'eval-baseline': 'live',
      'rollback-on-failure': 'true',
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs, run.stdout).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"exact":0.7}',
      'eval-baseline-scores': '{"exact":1}',
      'eval-failed-examples': '3',
      'rolled-back-to': live,
    });
    expect(failureMessage(run)).toContain(
      'Evaluation failed on 10 examples: exact 0.70 (threshold 0.60, live 1.00): 0.30 below live (more than 0.05).',
    );
    expect(run.stdout).toContain(`Baseline live: revision ${live} at `);
    // Three examples lost, none won: the exact McNemar test gives p = 0.25.
    expect(run.summary).toContain('| `exact` | 0.70 | 1.00 (-0.30 [-0.60, 0.00], p = 0.25) |');
    expect(redeploysOf(emulator())).toHaveLength(1);
    expect(everythingWritten(run)).not.toContain(API_KEY);
  }, 300_000);

  it('scores 0 a run the graph raised on, with the graph’s own error', async () => {
    const deployment = emulator().seedDeployment({ source: 'internal_source' });
    await answering({ raise: ['Kenya'] });
    const run = await ship(deployment.id, { 'eval-threshold': 'exact >= 0.95' });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"exact":0.9}',
      'eval-failed-examples': '1',
    });
    expect(run.summary).toContain(
      '| line 3 | `exact` 0.00: the run failed: Error: no capital known for Kenya |',
    );
    expect(run.summary).toContain('1 runs failed');
  }, 180_000);
});
