import { type ClientOptions, ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { InputError } from './inputs.ts';
import { renderFailureSummary } from './markdown.ts';
import { Redactor } from './redactor.ts';

type Core = typeof import('@actions/core');

/**
 * What every action of this repository uses to talk to the runner: @actions/core, with
 * everything redacted. @actions/core is loaded on demand: it brings an HTTP client with all of
 * undici (for OIDC tokens) that the first request does not need, so the deploy action loads it
 * once that request is answered (docs/benchmark.md). Until `load()` is done, what would be
 * written waits, and the runner is told every secret value before any of it is written.
 */
export class ActionRuntime {
  readonly redactor = new Redactor();
  #core: Core | undefined;
  #masksToSend: string[] = [];
  #linesToWrite: Array<(core: Core) => void> = [];

  async load(): Promise<this> {
    if (this.#core) return this;
    const core = await import('@actions/core');
    this.#core ??= core;
    for (const value of this.#masksToSend.splice(0)) core.setSecret(value);
    for (const write of this.#linesToWrite.splice(0)) write(core);
    return this;
  }

  #write(write: (core: Core) => void): void {
    if (this.#core) write(this.#core);
    else this.#linesToWrite.push(write);
  }

  get #runner(): Core {
    if (!this.#core) throw new Error('ActionRuntime.load() must finish before the step ends.');
    return this.#core;
  }

  /** Registers secret values with the runner's masking and with our own redaction. */
  addSecrets(values: Iterable<string>): void {
    for (const value of this.redactor.add(values)) {
      if (this.#core) this.#core.setSecret(value);
      else this.#masksToSend.push(value);
    }
  }

  info(message: string): void {
    const line = inert(this.redactor.redact(message));
    this.#write((core) => core.info(line));
  }

  warning(message: string, title?: string): void {
    const text = this.redactor.redact(message);
    this.#write((core) => core.warning(text, this.#title(title)));
  }

  error(message: string, title?: string): void {
    const text = this.redactor.redact(message);
    this.#write((core) => core.error(text, this.#title(title)));
  }

  #title(title: string | undefined) {
    return title ? { title: this.redactor.redact(title) } : {};
  }

  /**
   * Sets each output given, redacted; `undefined` leaves one unset. Outputs named in `ownWords`
   * hold only values the action picks itself (`deployed`, `true`, a number), so a secret that
   * happens to be such a word does not star them out for the steps that read them.
   */
  setOutputs(
    values: Record<string, string | undefined>,
    ownWords: ReadonlySet<string> = new Set(),
  ): void {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      this.#runner.setOutput(name, ownWords.has(name) ? value : this.redactor.redact(value));
    }
  }

  async writeSummary(markdown: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await this.#runner.summary.addRaw(this.redactor.redact(markdown), true).write();
  }

  /** A client whose answers' secret values are masked before anything else reads them. */
  client(options: ClientOptions): ControlPlaneClient {
    return new ControlPlaneClient({
      ...options,
      onSecretValues: (values) => this.addSecrets(values),
      onRetry: (notice) =>
        this.info(
          `${notice.method} ${notice.path}: ${notice.reason}; trying again in ${(notice.delayMs / 1000).toFixed(1)}s (retry ${notice.attempt})`,
        ),
    });
  }

  /** Fails the step with one clear, redacted message. */
  fail(error: unknown): void {
    process.exitCode = 1;
    this.#runner.setFailed(this.redactor.redact(describeFailure(error)));
  }
}

/**
 * A plain log line may hold a service's text (a name, a status), which must not read as a
 * workflow command: `::cmd::` at the start of a line, or the legacy `##[cmd]` anywhere in it.
 * A zero-width space breaks each marker without changing what a person sees.
 */
function inert(text: string): string {
  return text.replace(/^(\s*):(?=:)/gm, '$1:\u200B').replace(/##\[/g, '#\u200B#[');
}

export function describeFailure(error: unknown): string {
  if (error instanceof InputError || error instanceof ServiceError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Runs a step that returns its job summary. A failure fails the step with one message and
 * still gets a summary; a summary that cannot be written is a warning, not a failure.
 */
export async function runSummarizedStep(
  failureTitle: string,
  step: (runtime: ActionRuntime) => Promise<string>,
): Promise<void> {
  const runtime = await new ActionRuntime().load();
  const summary = await step(runtime).catch((error: unknown) => {
    runtime.fail(error);
    return renderFailureSummary(failureTitle, describeFailure(error));
  });
  await runtime.writeSummary(summary).catch((error: unknown) => {
    runtime.warning(`Could not write the job summary: ${describeFailure(error)}`);
  });
}
