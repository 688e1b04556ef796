import { afterEach, describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { useCheckout } from './eval-fixture.ts';
import { ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

/*
 * The evaluation gate inside the deploy, as the runner runs it, against the emulator's
 * agent-server stand-in: its `agent` graph answers "Hello from agent! You said: <the last user
 * message>", so a dataset's reference makes `contains` pass or fail example by example.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
afterEach(() => emulator().resetAgentServer());

const checkout = useCheckout();
const inCheckout = checkout.write;

/** An example asking "<said>" whose reference expects the echo of `expected`. */
const example = (said: string, expected = said) =>
  JSON.stringify({
    inputs: { messages: [{ role: 'user', content: said }] },
    outputs: { reply: `You said: ${expected}` },
  });

const GATE = {
  'eval-dataset': 'evals/echo.jsonl',
  'eval-assistant': 'agent',
  'eval-evaluators': 'contains',
  'eval-threshold': 'contains >= 0.75',
};

function deploy(deploymentId: string, inputs: Record<string, string>, env = {}) {
  return runDeploy(
    emulator(),
    deploymentId,
    { 'repo-ref': 'main', ...GATE, ...inputs },
    { env: { GITHUB_WORKSPACE: checkout.dir(), ...env } },
  );
}

describe('the evaluation gate after DEPLOYED, on the stand-in', () => {
  it('passes a revision whose answers reach the threshold: its scores in outputs and summary', async () => {
    await inCheckout({
      'evals/echo.jsonl': [
        example('one'),
        example('two'),
        example('three'),
        example('four', 'five'),
      ].join('\n'),
    });
    const deployment = emulator().seedDeployment();
    const run = await deploy(deployment.id, {});

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'deployed',
      eval: 'passed',
      'eval-scores': '{"contains":0.75}',
      'eval-examples': '4',
      'eval-failed-examples': '1',
    });
    expect(run.outputs['eval-baseline-scores']).toBeUndefined();
    expect(summaryRow(run.summary, 'Evaluation')).toBe(
      '| Evaluation | **passed**: 1 of 4 examples fell short |',
    );
    expect(run.summary).toContain('### ✅ Evaluation passed');
    expect(run.stdout).toContain(
      'Evaluation passed on 4 examples: contains 0.75 (threshold 0.75).',
    );
    expect(everythingWritten(run)).not.toContain(API_KEY);
  });

  it('fails a revision below the threshold: unhealthy, eval failed, rolled back as a smoke test is', async () => {
    await inCheckout({
      'evals/echo.jsonl': [
        example('one'),
        example('two', 'deux'),
        example('three', 'trois'),
        example('four'),
      ].join('\n'),
    });
    const deployment = emulator().seedDeployment();
    const live = deployment.latest_revision_id;
    const run = await deploy(deployment.id, ROLLBACK);

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"contains":0.5}',
      'eval-failed-examples': '2',
      'rolled-back-to': live,
    });
    expect(failureMessage(run)).toContain(
      'Evaluation failed on 4 examples: contains 0.50 (threshold 0.75): 0.50 < 0.75.',
    );
    expect(run.stdout).toContain('::error title=Deployed%2C but the evaluation failed::');
    expect(redeploysOf(emulator())).toHaveLength(1);
  });

  it('scores 0 an evaluator module that throws, and shows its error', async () => {
    await inCheckout({
      'evals/echo.jsonl': [example('one'), example('two'), example('three'), example('four')].join(
        '\n',
      ),
      'evals/judge.mjs': `export default [
  ({ outputs }) => ({ key: 'greets', score: outputs.messages.at(-1).content.startsWith('Hello') }),
  ({ inputs }) => {
    if (inputs.messages[0].content === 'two') throw new Error('the judge is out for lunch');
    return { key: 'judged', score: 1 };
  },
];
`,
    });
    const deployment = emulator().seedDeployment();
    const run = await deploy(deployment.id, {
      'eval-evaluators': 'contains\nevals/judge.mjs',
      'eval-threshold': 'judged >= 0.9',
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      eval: 'failed',
      'eval-scores': '{"contains":1,"greets":1,"judged":0.75}',
      'eval-failed-examples': '1',
    });
    expect(failureMessage(run)).toContain('judged 0.75 (threshold 0.90): 0.75 < 0.90');
    expect(run.summary).toContain('evals/judge.mjs\\[1\\] threw: the judge is out for lunch');
    expect(run.summary).toMatch(/\| `judged` \| 0\.75 \(1 errors\) \|/);
  });

  it.each([
    [
      'a dataset line that is not JSON',
      { 'eval-dataset': 'evals/broken.jsonl' },
      'Input "eval-dataset": line 2: is not JSON',
    ],
    [
      'a threshold on a key no evaluator gives',
      { 'eval-threshold': 'exact >= 0.9' },
      'Input "eval-threshold": names "exact", which no evaluator of eval-evaluators gives (they give contains)',
    ],
    [
      'an evaluator module that is not there',
      { 'eval-evaluators': 'evals/missing.mjs' },
      'Input "eval-evaluators": line 1:',
    ],
  ])('refuses %s before anything is sent', async (_, inputs, told) => {
    await inCheckout({ 'evals/broken.jsonl': `${example('one')}\n{"inputs": \n` });
    const deployment = emulator().seedDeployment();
    emulator().clearRequests();
    const agentRequests = emulator().agentServerRequests.length;
    const run = await deploy(deployment.id, inputs);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('::error title=Deploy not started%3A bad input::');
    expect(failureMessage(run)).toContain(told);
    expect(emulator().requests).toEqual([]);
    expect(emulator().agentServerRequests.length).toBe(agentRequests);
  });

  it('plans the gate in a dry run: examples, evaluators, thresholds, baseline, and no run sent', async () => {
    await inCheckout({ 'evals/echo.jsonl': [example('one'), example('two')].join('\n') });
    const deployment = emulator().seedDeployment();
    const before = emulator().agentServerRequests.length;
    const run = await deploy(deployment.id, {
      'dry-run': 'true',
      'eval-baseline': 'live',
      'eval-repetitions': '3',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('planned');
    expect(run.outputs.eval).toBeUndefined();
    const planned =
      'Evaluation: 2 examples × 3 repetitions of evals/echo.jsonl on agent; 4 at once, each within 2m; evaluators contains; thresholds contains >= 0.75; baseline the live revision (delta, at most 0.05 lower).';
    expect(run.stdout).toContain(planned);
    expect(summaryRow(run.summary, 'Evaluation')).toContain('no run sent');
    expect(emulator().agentServerRequests.length).toBe(before);
    expect(emulator().requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
