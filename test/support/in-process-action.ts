// An action run in this process, as the runner runs it: inputs as the runner hands them
// (trimmed; action.yml's defaults are the caller's to pass), the runner's environment, and what
// the step writes kept in the runner's own forms: workflow commands on stdout as @actions/core
// prints them, the outputs file, the job summary, the saved state. The result is an ActionRun,
// so what reads a spawned run (failureMessage, writtenText, everythingWritten) reads this one the
// same way. A decision of an action (an input refused, a PATCH resent or not) is tested here; a
// spawned run (scripts/runner/run-action.ts) proves once per action that the bundle is wired to it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionName } from '../../scripts/runner/action-manifest.ts';
import {
  type ActionRun,
  parseOutputFile,
  runnerEnvironment,
} from '../../scripts/runner/run-action.ts';
import {
  type ActionRuntime,
  cleanMessage,
  outputsToWrite,
  summaryToWrite,
} from '../../src/common/action-runtime.ts';
import type { StepReport } from '../../src/common/action-step.ts';
import { processRedactor, Redactor } from '../../src/common/redactor.ts';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import { inertLog, oneLine } from '../../src/common/runner-text.ts';
import { NO_STOPS, type StopSignals } from '../../src/common/stop-signals.ts';

/** The actions a step runs, each by its action.yml's name; `registry-post` is the post step. */
const ACTIONS: Record<
  ActionName | 'registry-post',
  () => Promise<(runtime: ActionRuntime) => Promise<StepReport | undefined>>
> = {
  deploy: async () => (await import('../../src/deploy/main.ts')).run,
  changes: async () => (await import('../../src/changes/main.ts')).run,
  listener: async () => (await import('../../src/listener/main.ts')).run,
  repos: async () => (await import('../../src/repos/main.ts')).run,
  registry: async () => (await import('../../src/registry/main.ts')).run,
  'registry-post': async () => {
    const { runPost } = await import('../../src/registry/post.ts');
    return async (runtime) => {
      await runPost(runtime);
      return undefined;
    };
  },
  sweep: async () => (await import('../../src/sweep/main.ts')).run,
  delete: async () => (await import('../../src/delete/main.ts')).run,
  eval: async () => (await import('../../src/eval/main.ts')).run,
};

export interface InProcessOptions {
  /** Inputs by their action.yml names, as the runner passes them. */
  inputs: Record<string, string>;
  /** Variables of the step's environment besides the runner's own. */
  env?: Record<string, string>;
  /** What an earlier step saved (ActionRun.state), for a post step. */
  state?: string;
  /** The job's stop signals; by default none comes. */
  stops?: StopSignals;
}

/** GitHub's title limit for an annotation, as GitHubRuntime cuts it. */
const MAX_TITLE_CHARS = 200;

/** @actions/core's escaping of a workflow command's data and of its properties. */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The runner as an action's runtime, writing by GitHubRuntime's rules: a log line made inert,
 * an annotation's title one bounded line, outputs and the job summary redacted and bounded,
 * secrets handed to the process's redactor and to the runner's masking (`::add-mask::`).
 */
class RecordingRuntime implements ActionRuntime {
  readonly inputs;
  readonly environment;
  readonly stops;
  stdout = '';
  outputs: Record<string, string> = {};
  summary = '';
  failed: boolean | undefined;
  readonly #state: Record<string, string>;
  readonly #saved: Array<[string, string]> = [];

  constructor(options: InProcessOptions, env: Record<string, string>) {
    const inputs = options.inputs;
    this.inputs = { read: (name: string) => (inputs[name] ?? '').trim() };
    this.environment = runEnvironmentOf(env);
    this.stops = options.stops ?? NO_STOPS;
    this.#state = parseOutputFile(options.state ?? '');
  }

  get state(): string {
    return this.#saved
      .map(([name, value]) => {
        const delimiter = `ghadelimiter_${randomUUID()}`;
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
      })
      .join('');
  }

  #command(name: string, message: string, title?: string): void {
    const properties = title ? ` title=${escapeProperty(oneLine(title, MAX_TITLE_CHARS))}` : '';
    this.stdout += `::${name}${properties}::${escapeData(message)}\n`;
  }

  stepEnded(failed: boolean): void {
    this.failed = failed;
  }

  addSecrets(values: Iterable<string>): void {
    for (const value of processRedactor.add(values)) this.#command('add-mask', value);
  }

  info(message: string): void {
    this.stdout += `${inertLog(cleanMessage(message))}\n`;
  }

  debug(message: string): void {
    this.#command('debug', inertLog(cleanMessage(message)));
  }

  group(title: string, lines: readonly string[]): void {
    this.#command('group', oneLine(title, MAX_TITLE_CHARS));
    for (const line of lines) this.info(line);
    this.#command('endgroup', '');
  }

  warning(message: string, title?: string): void {
    this.#command('warning', cleanMessage(message), title);
  }

  error(message: string, title?: string): void {
    this.#command('error', cleanMessage(message), title);
  }

  setOutputs(
    values: Record<string, string | undefined>,
    ownWords?: ReadonlySet<string>,
    jsonOutputs?: ReadonlySet<string>,
  ): void {
    const { written, warnings } = outputsToWrite(values, ownWords, jsonOutputs);
    for (const [name, value] of written) this.outputs[name] = value;
    for (const warning of warnings) this.warning(warning);
  }

  async writeSummary(markdown: string): Promise<void> {
    this.summary += `${summaryToWrite(markdown)}\n`;
  }

  saveState(name: string, value: string): void {
    this.#saved.push([name, value]);
  }

  readState(name: string): string {
    return this.#state[name] ?? '';
  }
}

/**
 * The secrets a run registers, kept to that run as its own process would keep them: the
 * process's redactor answers from the redactor of the run it is called in, and as before
 * outside any run. Without it, a value one run registers would star out text in every run after.
 */
const runRedactor = new AsyncLocalStorage<Redactor>();
let redactorPerRun = false;

function keepRedactionPerRun(): void {
  if (redactorPerRun) return;
  redactorPerRun = true;
  const add = processRedactor.add.bind(processRedactor);
  const redact = processRedactor.redact.bind(processRedactor);
  Object.assign(processRedactor, {
    add: (values: Iterable<string>) => runRedactor.getStore()?.add(values) ?? add(values),
    redact: (text: string) => runRedactor.getStore()?.redact(text) ?? redact(text),
  });
}

let running = 0;
let listenersBefore = new Set<unknown>();

/**
 * Runs `action` in this process and reads back what it wrote, as a spawned run reads it. The
 * exit code is the one GitHubRuntime gives the process: 1 for a failed step, 0 otherwise; an
 * error that escapes the step's own handling is a crash, with exit code 1 and the error on
 * stderr, as node would end.
 */
export async function runInProcess(
  action: ActionName | 'registry-post',
  options: InProcessOptions,
): Promise<ActionRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'action-in-process-'));
  if (running++ === 0) listenersBefore = new Set(process.listeners('unhandledRejection'));
  // One listener per step running side by side, as many processes would each hold one.
  process.setMaxListeners(Math.max(process.getMaxListeners(), listenersBefore.size + running + 10));
  try {
    const env = { ...runnerEnvironment({}, workDir), ...options.env };
    const runtime = new RecordingRuntime(options, env);
    const run = await ACTIONS[action]();
    let stderr = '';
    keepRedactionPerRun();
    try {
      await runRedactor.run(new Redactor(), () => run(runtime));
    } catch (error) {
      stderr = error instanceof Error ? (error.stack ?? String(error)) : String(error);
      runtime.failed = true;
    }
    return {
      exitCode: runtime.failed ? 1 : 0,
      signal: null,
      stdout: runtime.stdout,
      stderr,
      outputs: runtime.outputs,
      summary: runtime.summary,
      state: runtime.state,
    };
  } finally {
    // Each step listens for the rejections nothing handled, for as long as its process lives:
    // here, until no step runs any more.
    if (--running === 0) {
      for (const listener of process.listeners('unhandledRejection')) {
        if (!listenersBefore.has(listener)) process.off('unhandledRejection', listener);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}
