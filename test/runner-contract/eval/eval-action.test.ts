import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { useCheckout } from '../deploy/eval-fixture.ts';
import {
  connection,
  controlPlaneCalls,
  ECHO_DATASET,
  ECHO_EXAMPLES,
  GATE,
  runEval,
  runsSentTo,
} from './run-eval.ts';

/*
 * The eval action as the runner runs it (dist/eval.js, INPUT_* variables, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY read back) against the emulator and its agent-server stand-in: a
 * deployment found by name or id, or asked at its URL alone; a gate that fails; a baseline
 * deployment beside it; an evaluator that throws; bad input; and never a change: the control
 * plane is only read.
 */
const emulator = useEmulator();
const checkout = useCheckout();
beforeAll(() =>
  checkout.write({
    'evals/echo.jsonl': ECHO_DATASET,
    'evals/judge.mjs': [
      'export default ({ outputs }) => {',
      '  const said = outputs.messages.at(-1).content;',
      "  if (said.includes('two')) throw new Error('the judge model is unreachable');",
      "  return { key: 'polite', score: 1 };",
      '};',
    ].join('\n'),
  }),
);
afterEach(() => emulator().resetAgentServer());

/** Every request the control plane was sent is a read. */
function expectOnlyReads() {
  const calls = controlPlaneCalls(emulator());
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
}

describe('the eval action', () => {
  it('evaluates a deployment found by name, and changes nothing', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'support-agent-nightly' });
    const since = emu.agentServerRequests.length;
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      'deployment-name': 'support-agent-nightly',
      ...GATE,
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toEqual({
      result: 'passed',
      'deployment-id': deployment.id,
      'revision-id': deployment.latest_revision_id,
      eval: 'passed',
      'eval-scores': '{"contains":1}',
      'eval-examples': '3',
      'eval-failed-examples': '0',
    });
    expect(run.summary).toContain('### ✅ Evaluation passed');
    expect(run.summary).toContain(
      `| Evaluated | \`support-agent-nightly\` (\`${deployment.id}\`) |`,
    );
    const runs = runsSentTo(emu, deployment.id, since);
    expect(runs).toHaveLength(3);
    expect(runs.every((request) => request.apiKey === API_KEY)).toBe(true);
    expectOnlyReads();
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
      deployment.latest_revision_id,
    );
  });

  it('fails a gate by id whose answers fall short: result unhealthy, with each key that fell short', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    // The graph answers, but not what was asked: as a model swapped for a worse one does.
    emu.configureAgentServer({ graphs: { agent: 'context' } });
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      'deployment-id': deployment.id,
      ...GATE,
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"contains":0}',
      'eval-failed-examples': '3',
    });
    expect(failureMessage(run)).toBe(
      'Evaluation failed on 3 examples: contains 0.00 (threshold 0.90): 0.00 < 0.90.',
    );
    expect(run.summary).toContain('### ❌ Evaluation failed');
    expect(run.summary).toContain('**The worst examples** (3 of 3 that failed)');
    expectOnlyReads();
  });

  it('asks the URL given without base-url: the control plane hears nothing', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const since = emu.agentServerRequests.length;
    const url = `${emu.agentServerUrl}/${deployment.id}`;
    const run = await runEval(checkout.dir(), { url, 'api-key': API_KEY, ...GATE });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'passed', eval: 'passed' });
    expect(run.outputs['deployment-id']).toBeUndefined();
    expect(run.summary).toContain(`| Evaluated | \`${url}\` |`);
    expect(runsSentTo(emu, deployment.id, since)).toHaveLength(3);
    expect(emu.requests).toEqual([]);
  });

  it('does not call a gate whose runs were refused the key unhealthy: result failed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const url = `${emu.agentServerUrl}/${deployment.id}`;
    const run = await runEval(checkout.dir(), { url, ...GATE });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', eval: 'failed' });
    expect(failureMessage(run)).toMatch(
      / Some runs were refused the key or never sent, so this says nothing of its answers\.$/,
    );
  });

  it('evaluates a baseline deployment beside it, on the same examples', async () => {
    const emu = emulator();
    const production = emu.seedDeployment({ name: 'support-agent-production' });
    const staging = emu.seedDeployment({ name: 'support-agent-staging' });
    const since = emu.agentServerRequests.length;
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      'deployment-name': 'support-agent-staging',
      ...GATE,
      'eval-baseline': 'support-agent-production',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'passed',
      'deployment-id': staging.id,
      'eval-scores': '{"contains":1}',
      'eval-baseline-scores': '{"contains":1}',
    });
    expect(runsSentTo(emu, staging.id, since)).toHaveLength(3);
    expect(runsSentTo(emu, production.id, since)).toHaveLength(3);
    expect(run.summary).toContain('| Key | New | support-agent-production | Threshold | Verdict |');
    expect(run.stdout).toContain(
      `Baseline support-agent-production: active revision ${production.latest_revision_id}, at `,
    );
    expectOnlyReads();
  });

  it('scores 0 where an evaluator module throws, and shows its error', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      'deployment-id': deployment.id,
      ...GATE,
      'eval-evaluators': 'contains\nevals/judge.mjs',
      'eval-threshold': 'contains >= 0.9\npolite >= 0.9',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      'eval-scores': '{"contains":1,"polite":0.6667}',
      'eval-failed-examples': '1',
    });
    expect(failureMessage(run)).toBe(
      'Evaluation failed on 3 examples: polite 0.666 (threshold 0.90): 0.666 < 0.90.',
    );
    expect(run.summary).toContain(
      '`polite` 0.00: evals/judge.mjs threw: the judge model is unreachable',
    );
  });

  it('reads the dataset from the emulator’s LangSmith, and uploads the experiment there', async () => {
    const emu = emulator();
    const dataset = emu.langSmith.addDataset('echo-nightly', ECHO_EXAMPLES);
    const deployment = emu.seedDeployment();
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      'deployment-id': deployment.id,
      ...GATE,
      'eval-dataset': 'langsmith:echo-nightly',
      'eval-upload': 'true',
      'langsmith-endpoint': emu.langSmithUrl,
    });

    expect(run.exitCode, run.stdout).toBe(0);
    const experiment = [...emu.langSmith.sessions.values()].find(
      (session) => session.reference_dataset_id === dataset.id,
    );
    expect(experiment?.name).toMatch(/^agent-deploy-eval-/);
    expect(experiment).toMatchObject({
      extra: {
        metadata: {
          deployment_id: deployment.id,
          deployment_revision_id: deployment.latest_revision_id,
        },
      },
    });
    expect(emu.langSmith.runsOf(experiment?.name ?? '')).toHaveLength(3);
    expect(run.outputs['eval-experiment-url']).toBe(
      `http://localhost:3000/o/${emu.langSmith.tenantId}/datasets/${dataset.id}/compare?selectedSessions=${experiment?.id}`,
    );
    expectOnlyReads();
  });

  it('refuses bad input before anything is sent: every problem named', async () => {
    const emu = emulator();
    const langSmithSeen = emu.langSmith.requests.length;
    const since = emu.agentServerRequests.length;
    const run = await runEval(checkout.dir(), {
      ...connection(emu),
      url: 'https://agents.example.com',
      ...GATE,
      'eval-baseline': 'live',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toEqual({ result: 'failed', eval: 'skipped' });
    expect(failureMessage(run)).toBe(
      [
        'Input "eval-baseline": cannot be live here: nothing is deployed, so no revision replaces the live one; give another deployment’s name or id to compare with; got "live".',
        'Input "base-url": is not used with url: the control plane is asked only for deployment-id, deployment-name, or an eval-baseline that names a deployment.',
      ].join('\n'),
    );
    expect(run.summary).toContain('Evaluation not started: bad input');
    expect(emu.requests).toEqual([]);
    expect(emu.agentServerRequests.length).toBe(since);
    expect(emu.langSmith.requests.length).toBe(langSmithSeen);
  });
});
