import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { runGate } from '../../../src/deploy/gate/gate-check.ts';
import type {
  BaselineOutcome,
  RunningBaseline,
} from '../../../src/deploy/gate/running-baseline.ts';
import { evaluateOn } from '../../../src/deployment-evaluation/evaluate-on.ts';
import type { Baseline } from '../../../src/evaluation/gate.ts';
import { fakeAgentServer, testServer } from '../../support/fake-agent-server.ts';
import { capitalsPlan, quizServer } from './gate-fixture.ts';

/*
 * The gate as the last check after DEPLOYED: the new revision evaluated, its baseline awaited
 * within the checks' time, the verdict; and whether a failed gate is the revision's fault.
 */
const dispatcher = new Agent();
afterAll(() => dispatcher.close());
const EXPERIMENT = { deploymentId: 'd-1', revisionId: 'r-2', commit: 'c0ffee' };

function step() {
  const said = { logs: [] as string[], warnings: [] as string[] };
  return {
    said,
    log: (line: string) => said.logs.push(line),
    debug: () => {},
    warn: (line: string) => said.warnings.push(line),
  };
}

/** A baseline that settles as `outcome` once asked, or only once cut (`outcome` undefined). */
function baselineThat(outcome?: BaselineOutcome) {
  let cutWhy: string | undefined;
  let settle: (value: BaselineOutcome) => void = () => {};
  const settled = outcome
    ? Promise.resolve(outcome)
    : new Promise<BaselineOutcome>((resolve) => {
        settle = resolve;
      });
  const baseline: RunningBaseline = {
    source: { kind: 'live', label: 'live', deploymentId: 'd-1', revisionId: 'r-1', url: 'x' },
    cut(why) {
      cutWhy = why;
      settle({ baseline: { label: 'live', missing: why }, lost: true });
    },
    settled,
    progress: () => ({ done: 1, total: 4 }),
  };
  return { baseline, cutWhy: () => cutWhy };
}

describe('runGate', () => {
  it('passes a revision that reaches its thresholds, and logs the verdict', async () => {
    const server = await quizServer({ wrong: ['Peru'] });
    const log = step();
    const plan = await capitalsPlan();
    const outcome = await runGate(
      testServer(server.url, { apiKey: 'sk', dispatcher }),
      { plan, experiment: EXPERIMENT },
      log,
    );
    expect(outcome.result.passed).toBe(true);
    expect(log.said.logs.at(-1)).toBe(
      'Evaluation passed on 4 examples: exact 0.75 (threshold 0.50).',
    );
    expect(outcome.endedAtMs).toBeGreaterThanOrEqual(outcome.startedAtMs);
  });

  it('fails a revision below its baseline, the revision’s fault', async () => {
    const plan = await capitalsPlan({ 'eval-baseline': 'live', 'eval-threshold': '' });
    const before = await quizServer({});
    const live = await evaluateOn(testServer(before.url, { apiKey: 'sk', dispatcher }), plan, {
      evaluated: 'baseline',
      named: 'the live revision',
      signal: new AbortController().signal,
      log: () => {},
      debug: () => {},
    });
    const recorded: Baseline = { label: 'live', run: live.run };
    const { baseline } = baselineThat({
      baseline: recorded,
      lost: false,
      startedAtMs: 1,
      endedAtMs: 5,
    });
    const after = await quizServer({ wrong: ['Peru', 'Chile'] });
    const outcome = await runGate(
      testServer(after.url, { apiKey: 'sk', dispatcher }),
      { plan, baseline, experiment: EXPERIMENT },
      step(),
    );
    expect(outcome.result.passed).toBe(false);
    expect(outcome.result.message).toBe(
      'Evaluation failed on 4 examples: exact 0.50 (live 1.00): 0.50 below live (more than 0.05).',
    );
    expect(outcome.atFault).toBe(true);
    expect(outcome.baselineSpan).toEqual({ startMs: 1, endMs: 5 });
  });

  it('fails a gate whose runs were refused the key, but not as the revision’s fault', async () => {
    const server = await fakeAgentServer(() => ({ status: 401, body: 'Missing x-api-key' }));
    const outcome = await runGate(
      testServer(server.url, { apiKey: undefined, dispatcher }),
      { plan: await capitalsPlan(), experiment: EXPERIMENT },
      step(),
    );
    expect(outcome.result.passed).toBe(false);
    expect(outcome.atFault).toBe(false);
  });

  it('cuts a baseline still running when the checks’ time runs out, and warns it was not counted', async () => {
    const server = await quizServer({});
    const { baseline, cutWhy } = baselineThat();
    const log = step();
    const outcome = await runGate(
      testServer(server.url, {
        apiKey: 'sk',
        dispatcher,
        clock: { remainingMs: () => 1_150 },
      }),
      { plan: await capitalsPlan(), baseline, experiment: EXPERIMENT },
      log,
    );
    expect(cutWhy()).toBe(
      "its evaluation had not ended when the step's timeout ran out (1 of 4 runs)",
    );
    expect(outcome.result.baseline).toEqual({ label: 'live', missing: cutWhy() });
    expect(outcome.result.passed).toBe(true);
    expect(log.said.warnings).toEqual([
      'eval-baseline: the baseline (live) was not counted, so the gate judged the thresholds alone. See the job summary.',
    ]);
  });
});
