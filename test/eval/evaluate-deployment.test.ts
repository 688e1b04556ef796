// src/eval/evaluate-deployment.ts: a deployment evaluated without changing it: found through the
// control plane (read only) or asked at its URL directly, its baseline evaluated beside it, the
// gate's verdict, and whose fault a failed gate is.
import { describe, expect, it, onTestFinished } from 'vitest';
import type { WorkContext } from '../../src/common/action-step.ts';
import { GitHubRuntime } from '../../src/common/github-runtime.ts';
import { StepClock } from '../../src/common/step-control.ts';
import { evaluateDeployment } from '../../src/eval/evaluate-deployment.ts';
import type { EvalActionSettings, EvalTarget } from '../../src/eval/inputs.ts';
import type { BaselineSpec } from '../../src/evaluation/input-lines.ts';
import { capitalsPlan, quizServer } from '../deploy/gate/gate-fixture.ts';
import { useEmulator } from '../support/emulator.ts';
import { fakeAgentServer } from '../support/fake-agent-server.ts';

const KEY = 'emulator-key';
const emulator = useEmulator();

/** The work's context on a real step clock, every line it tells kept. */
function workContext() {
  const stepClock = new StepClock(60_000);
  onTestFinished(() => stepClock.dispose());
  const said = { logs: [] as string[], warnings: [] as string[] };
  const context: WorkContext = {
    runtime: new GitHubRuntime(),
    stepClock,
    signal: stepClock.signal,
    log: (line) => said.logs.push(line),
    warn: (line) => said.warnings.push(line),
    debug: () => {},
    group: () => {},
  };
  return { context, said };
}

/** The capitals plan, and the action's settings around it. */
async function evaluate(
  target: EvalTarget,
  options: { baseline?: BaselineSpec; controlPlane?: boolean; dryRun?: boolean } = {},
) {
  const plan = await capitalsPlan(options.baseline ? { 'eval-threshold': '' } : {});
  const settings: EvalActionSettings = {
    ...plan.settings,
    ...(options.baseline && { evalBaseline: options.baseline }),
    connection: { apiKey: KEY, ...(options.controlPlane !== false && { baseUrl: emulator().url }) },
    target,
    timeout: 60_000,
    dryRun: options.dryRun ?? false,
  };
  const { context, said } = workContext();
  emulator().clearRequests();
  const findings = await evaluateDeployment(settings, plan, context);
  return { findings, said };
}

/** A deployment whose URL is the quiz server's, answering `wrong` countries wrongly. */
async function quizDeployment(name: string, wrong: string[] = []) {
  const server = await quizServer({ wrong });
  const seeded = emulator().seedDeployment({ name, source_config: { custom_url: server.url } });
  return { server, seeded };
}

const runsOn = (seen: Array<{ method: string; path: string }>) =>
  seen.filter(({ method, path }) => method === 'POST' && path === '/runs/wait').length;

describe('evaluateDeployment', () => {
  it('finds a deployment by name, evaluates it on its URL with the key, and reads only', async () => {
    const { server, seeded } = await quizDeployment('support-agent-by-name');
    const { findings, said } = await evaluate({ name: 'support-agent-by-name' });

    expect(findings.target).toEqual({
      label: 'support-agent-by-name',
      deploymentId: seeded.id,
      revisionId: seeded.latest_revision_id,
      url: server.url,
    });
    expect(findings.result?.passed).toBe(true);
    expect(runsOn(server.runs)).toBe(4);
    expect(server.runs.every((run) => run.headers['x-api-key'] === KEY)).toBe(true);
    expect(new Set(emulator().requests.map((request) => request.method))).toEqual(new Set(['GET']));
    expect(said.logs[1]).toBe(
      `Deployment support-agent-by-name: active revision ${seeded.latest_revision_id}, at ${server.url}`,
    );
  });

  it('asks the URL it is given, and never the control plane', async () => {
    const server = await quizServer({ wrong: ['Japan', 'Peru', 'Chile'] });
    const { findings } = await evaluate({ url: server.url }, { controlPlane: false });

    expect(findings.target).toEqual({ label: 'the agent server', url: server.url });
    expect(findings.result).toMatchObject({ passed: false });
    expect(findings.result?.message).toBe(
      'Evaluation failed on 4 examples: exact 0.25 (threshold 0.50): 0.25 < 0.50.',
    );
    expect(findings.atFault).toBe(true);
    expect(emulator().requests).toEqual([]);
  });

  it('evaluates another deployment beside it as the baseline, paired', async () => {
    const production = await quizDeployment('production-baseline');
    const staging = await quizDeployment('staging-evaluated', ['Japan', 'Peru']);
    const { findings } = await evaluate(
      { id: staging.seeded.id },
      { baseline: { kind: 'deployment', name: 'production-baseline' } },
    );

    expect(findings.baseline).toMatchObject({
      label: 'production-baseline',
      deploymentId: production.seeded.id,
      url: production.server.url,
    });
    expect(runsOn(production.server.runs)).toBe(4);
    expect(findings.result?.keys).toEqual([
      expect.objectContaining({
        key: 'exact',
        mean: 0.5,
        baselineMean: 1,
        verdict: 'failed',
        why: '0.50 below production-baseline (more than 0.05)',
      }),
    ]);
    expect(findings.atFault).toBe(true);
  });

  it('refuses a baseline that is the deployment evaluated, found by its name', async () => {
    const { seeded } = await quizDeployment('evaluated-twice');
    const spec = { kind: 'deployment', name: 'evaluated-twice' } as const;
    await expect(evaluate({ id: seeded.id }, { baseline: spec })).rejects.toThrow(
      'eval-baseline: deployment "evaluated-twice" is the deployment evaluated: give another one to compare with.',
    );
  });

  it.each([
    [
      'no deployment has its name',
      { name: 'nowhere-at-all' },
      'deployment-name: deployment "nowhere-at-all" was not found: no deployment has exactly this name.',
    ],
    [
      'it has no URL',
      undefined,
      /^deployment-id: deployment [0-9a-f-]{36} cannot be evaluated: the service gave the deployment no URL\.$/,
    ],
  ])('fails before any run when %s', async (_, target, told) => {
    const named = target ?? { id: emulator().seedDeployment({ withoutUrl: true }).id };
    await expect(evaluate(named)).rejects.toThrow(told);
  });

  it('plans a dry run: found, and no run sent', async () => {
    const { server } = await quizDeployment('planned-only');
    const { findings, said } = await evaluate({ name: 'planned-only' }, { dryRun: true });

    expect(findings).toMatchObject({ planned: true });
    expect(findings.result).toBeUndefined();
    expect(server.runs).toEqual([]);
    expect(said.logs.at(-1)).toBe(
      'Evaluation: 4 examples of evals/qa.jsonl on quiz; 4 at once, each within 2m; evaluators exact; thresholds exact >= 0.5. No run is sent in a dry run.',
    );
  });

  it('does not blame the deployment for runs refused the key', async () => {
    const server = await fakeAgentServer(() => ({ status: 403, body: 'Forbidden' }));
    const { findings } = await evaluate({ url: server.url }, { controlPlane: false });

    expect(findings.result?.passed).toBe(false);
    expect(findings.atFault).toBe(false);
  });
});
