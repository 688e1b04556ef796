import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { useCheckout } from '../deploy/eval-fixture.ts';
import { ECHO_DATASET } from '../eval/run-eval.ts';
import { everythingWritten, runPackedCli } from './run-packed-cli.ts';

/*
 * `agent-deploy eval` from the packed command line, as a nightly job of another CI runs it in
 * its checkout: the key from LANGSMITH_API_KEY, the outputs in a dotenv file, and the exit code
 * the job reads: 0 passed, 3 a gate that fell short, 2 bad input with nothing sent.
 */
const emulator = useEmulator();
const checkout = useCheckout();
afterEach(() => emulator().resetAgentServer());

const KEY = { LANGSMITH_API_KEY: API_KEY };
const GATE = [
  '--eval-dataset',
  'evals/echo.jsonl',
  '--eval-assistant',
  'agent',
  '--eval-evaluators',
  'contains',
  '--eval-threshold',
  'contains >= 0.9',
];

async function evaluate(args: string[], env: Record<string, string> = KEY) {
  await checkout.write({ 'evals/echo.jsonl': ECHO_DATASET });
  const run = await runPackedCli(['eval', ...args, ...GATE], { cwd: checkout.dir(), env });
  expect(everythingWritten(run)).not.toContain(API_KEY);
  return run;
}

describe('agent-deploy eval', () => {
  it('passes a deployment found by name: exit code 0, the outputs for later jobs, nothing changed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'support-agent-gitlab' });
    const run = await evaluate([
      '--base-url',
      emu.url,
      '--deployment-name',
      'support-agent-gitlab',
    ]);

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'passed',
      deployment_id: deployment.id,
      eval: 'passed',
      eval_scores: '{"contains":1}',
      eval_examples: '3',
    });
    expect(run.summary).toContain('### ✅ Evaluation passed');
    expect(emu.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('exits 3 when the gate fails on the deployment’s answers', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.configureAgentServer({ graphs: { agent: 'context' } });
    const run = await evaluate(['--base-url', emu.url, '--deployment-id', deployment.id]);

    expect(run.exitCode).toBe(3);
    expect(run.outputs).toMatchObject({ result: 'unhealthy', eval: 'failed' });
    expect(run.stderr).toContain(
      `error: Evaluation of ${deployment.name} failed: Evaluation failed on 3 examples: contains 0.00 (threshold 0.90): 0.00 < 0.90.`,
    );
  });

  it('asks the --url given with no --base-url, and the control plane hears nothing', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await evaluate(['--url', `${emu.agentServerUrl}/${deployment.id}`]);

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'passed', eval: 'passed' });
    expect(emu.requests).toEqual([]);
  });

  it('exits 2 on bad input, sending nothing', async () => {
    const emu = emulator();
    const since = emu.agentServerRequests.length;
    const run = await evaluate([
      '--base-url',
      emu.url,
      '--deployment-name',
      'support-agent',
      '--eval-baseline',
      'live',
    ]);

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      'error: Evaluation not started: bad input: --eval-baseline: cannot be live here: nothing is deployed',
    );
    expect(run.outputs).toEqual({ result: 'failed', eval: 'skipped' });
    expect(emu.requests).toEqual([]);
    expect(emu.agentServerRequests.length).toBe(since);
  });
});
