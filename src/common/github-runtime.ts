import * as core from '@actions/core';
import {
  type ActionRuntime,
  cleanMessage,
  type InputSource,
  outputsToWrite,
  summaryToWrite,
} from './action-runtime.ts';
import { processRedactor } from './redactor.ts';
import { type RunEnvironment, runEnvironmentOf } from './run-environment.ts';
import { inertLog, oneLine } from './runner-text.ts';
import { ProcessStopSignals } from './stop-signals.ts';

const MAX_TITLE_CHARS = 200;

/** The runner's inputs: `INPUT_<NAME>` as @actions/core reads them (trimmed, '' when not given). */
export const runnerInputs: InputSource = { read: (name) => core.getInput(name) };

/** How long a failed step's process may live on after its report, whatever it still waits for. */
const EXIT_AFTER_FAILURE_MS = 1000;

/**
 * The GitHub runner as an action's runtime: @actions/core, with every known secret value
 * redacted from what is written and handed to the runner's masking first. The values are the
 * process's (processRedactor): the text primitives have redacted service text before escaping
 * or cutting it; each sink here redacts once more, as the last step before anything is cut.
 * The run's environment is the process's, read once when the runtime is made.
 */
export class GitHubRuntime implements ActionRuntime {
  readonly inputs = runnerInputs;
  readonly environment: RunEnvironment = runEnvironmentOf(process.env);
  readonly stops = new ProcessStopSignals();

  stepEnded(failed: boolean): void {
    if (!failed) return;
    process.exitCode = 1;
    // A request the abort could not reach must not keep a cancelled job alive.
    setTimeout(() => process.exit(), EXIT_AFTER_FAILURE_MS).unref();
  }

  addSecrets(values: Iterable<string>): void {
    for (const value of processRedactor.add(values)) core.setSecret(value);
  }

  /** A log line (its event is for other front ends); it cannot act as a workflow command. */
  info(message: string): void {
    core.info(inertLog(cleanMessage(message)));
  }

  debug(message: string): void {
    core.debug(inertLog(cleanMessage(message)));
  }

  group(title: string, lines: readonly string[]): void {
    core.startGroup(oneLine(title, MAX_TITLE_CHARS));
    for (const line of lines) this.info(line);
    core.endGroup();
  }

  /** An annotation: @actions/core escapes line breaks, so the message stays the command's data. */
  warning(message: string, title?: string): void {
    core.warning(cleanMessage(message), this.#title(title));
  }

  error(message: string, title?: string): void {
    core.error(cleanMessage(message), this.#title(title));
  }

  #title(title: string | undefined) {
    return title ? { title: oneLine(title, MAX_TITLE_CHARS) } : {};
  }

  setOutputs(
    values: Record<string, string | undefined>,
    ownWords?: ReadonlySet<string>,
    jsonOutputs?: ReadonlySet<string>,
  ): void {
    const { written, warnings } = outputsToWrite(values, ownWords, jsonOutputs);
    for (const [name, value] of written) core.setOutput(name, value);
    for (const warning of warnings) this.warning(warning);
  }

  async writeSummary(markdown: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(summaryToWrite(markdown), true).write();
  }

  saveState(name: string, value: string): void {
    core.saveState(name, value);
  }

  readState(name: string): string {
    return core.getState(name);
  }
}
