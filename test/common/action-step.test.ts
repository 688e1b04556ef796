import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { type ActionDefinition, produceReport, runAction } from '../../src/common/action-step.ts';
import { GitHubRuntime } from '../../src/common/github-runtime.ts';
import { InputError } from '../../src/common/inputs.ts';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import { currentRunEnvironment } from '../../src/common/step-environment.ts';
import { commandLineWording } from '../../src/common/wording.ts';
import { fakeStops } from '../support/fake-stops.ts';

/*
 * The one path every action takes: the inputs are read, then checked against the file system on
 * the step's clock, then the work runs; each way of ending gives one report.
 */

type Inputs = { path: string };

function action(overrides: Partial<ActionDefinition<Inputs>>) {
  const work = vi.fn(async (inputs: Inputs) => ({
    outputs: { result: 'done', path: inputs.path },
    summary: 'done',
  }));
  const definition: ActionDefinition<Inputs> = {
    noun: 'Test',
    readInputs: async () => ({ path: 'as written' }),
    timeoutMs: () => 60_000,
    work,
    failedOutputs: { result: 'failed' },
    stoppedOutputs: (kind) => ({ result: kind }),
    ...overrides,
  };
  return { definition, work };
}

describe('produceReport', () => {
  it('hands the work the inputs as the checks left them', async () => {
    const { definition } = action({ checkInputs: async () => ({ path: 'checked' }) });
    const report = await produceReport(definition, new GitHubRuntime());
    expect(report.failure).toBeUndefined();
    expect(report.outputs).toEqual({ result: 'done', path: 'checked' });
  });

  it('ends checks that never finish at the time-out, with the stopped outputs, and does no work', async () => {
    const { definition, work } = action({
      timeoutMs: () => 50,
      // Ignores the signal, as a file system read that hangs does.
      checkInputs: () => new Promise<never>(() => {}),
    });
    const report = await produceReport(definition, new GitHubRuntime());
    expect(report.failure).toEqual({
      title: 'Test timed out',
      message:
        "The step's time-out of 50ms ran out while its inputs were checked; nothing was sent.",
      kind: 'timed-out',
    });
    expect(report.outputs).toEqual({ result: 'timed-out' });
    expect(report.summary).toContain('Test timed out');
    expect(work).not.toHaveBeenCalled();
  });

  it('counts the reading of the inputs against the time-out: the clock runs from the start', async () => {
    let remainingMs: number | undefined;
    const { definition } = action({
      readInputs: async () => {
        await sleep(80);
        return { path: 'late' };
      },
      timeoutMs: () => 40,
      work: async (_inputs, { stepClock }) => {
        remainingMs = stepClock.remainingMs();
        return { outputs: {}, summary: '' };
      },
    });
    await produceReport(definition, new GitHubRuntime());
    expect(remainingMs).toBe(0);
  });

  it('reports a check that refuses an input as bad input, and does no work', async () => {
    const { definition, work } = action({
      checkInputs: async () => {
        throw new InputError([{ input: 'source-path', message: 'is not a directory.' }]);
      },
    });
    const report = await produceReport(definition, new GitHubRuntime());
    expect(report.failure).toEqual({
      title: 'Test not started: bad input',
      message: 'Input "source-path": is not a directory.',
      kind: 'bad-input',
    });
    expect(report.outputs).toEqual({ result: 'failed' });
    expect(work).not.toHaveBeenCalled();
  });

  it('names each bad input as the runtime names it, in the reading and in the work alike', async () => {
    const runtime = new GitHubRuntime();
    const named = Object.assign(runtime, {
      inputs: { read: () => '', wording: commandLineWording((input) => `--${input}`, false) },
    });
    const refused = new InputError([
      { input: 'source-path', message: 'is not a directory.' },
      { input: 'wait', message: 'must be true or false.' },
    ]);
    const early = action({ readInputs: async () => Promise.reject(refused) });
    expect((await produceReport(early.definition, named)).failure?.message).toBe(
      '--source-path: is not a directory.\n--wait: must be true or false.',
    );
    const late = action({ work: async () => Promise.reject(refused) });
    const report = await produceReport(late.definition, named);
    expect(report.failure).toEqual({
      title: 'Test failed',
      message: '--source-path: is not a directory.\n--wait: must be true or false.',
    });
  });

  it('tells a failure of the work by no ending of its own: the work reported it', async () => {
    const { definition } = action({
      work: async () => Promise.reject(new Error('the service said no')),
    });
    const report = await produceReport(definition, new GitHubRuntime());
    expect(report.failure).toEqual({ title: 'Test failed', message: 'Error: the service said no' });
  });

  it('ends at once, sending nothing, for a cancel the runtime heard before the step began', async () => {
    const stops = fakeStops();
    stops.send('SIGTERM');
    const { definition, work } = action({});
    const report = await produceReport(definition, Object.assign(new GitHubRuntime(), { stops }));
    expect(report.failure).toEqual({
      title: 'Test cancelled',
      message: 'The job was cancelled (SIGTERM) while its inputs were checked; nothing was sent.',
      kind: 'cancelled',
    });
    expect(report.outputs).toEqual({ result: 'cancelled' });
    expect(work).not.toHaveBeenCalled();
  });

  it('stops the work at the runtime’s stop signal, and listens no more once it ends', async () => {
    const stops = fakeStops();
    const { definition } = action({
      work: async (_inputs, { signal }) => {
        stops.send('SIGINT');
        signal.throwIfAborted();
        return { outputs: {}, summary: '' };
      },
    });
    const report = await produceReport(definition, Object.assign(new GitHubRuntime(), { stops }));
    expect(report.failure?.kind).toBe('cancelled');
    expect(stops.listeners).toBe(0);
  });

  it('runs the step in the runtime’s environment', async () => {
    const environment = runEnvironmentOf({ GITHUB_WORKSPACE: '/checkout', RUNNER_TEMP: '/tmp/r' });
    let seen: string[] = [];
    const { definition } = action({
      work: async () => {
        const { workspace, tempDir } = currentRunEnvironment();
        seen = [workspace, tempDir];
        return { outputs: {}, summary: '' };
      },
    });
    await produceReport(definition, Object.assign(new GitHubRuntime(), { environment }));
    expect(seen).toEqual(['/checkout', '/tmp/r']);
  });
});

describe('runAction', () => {
  it('tells the runtime whether the step failed, once its report is written', async () => {
    const ended: boolean[] = [];
    const quiet = () => {};
    const runtime = Object.assign(new GitHubRuntime(), {
      info: quiet,
      error: quiet,
      warning: quiet,
      setOutputs: quiet,
      writeSummary: async () => {},
      stepEnded: (failed: boolean) => ended.push(failed),
    });
    await runAction(action({}).definition, runtime);
    const failing = action({ work: async () => Promise.reject(new Error('no')) });
    await runAction(failing.definition, runtime);
    expect(ended).toEqual([false, true]);
  });
});
