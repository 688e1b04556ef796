import * as core from '@actions/core';
import { type ClientOptions, ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { InputError } from './inputs.ts';
import { Redactor } from './redactor.ts';

/**
 * What every action of this repository uses to talk to the runner: @actions/core, with every
 * known secret value redacted from what is written and handed to the runner's masking first.
 */
export class ActionRuntime {
  readonly redactor = new Redactor();

  /** Registers secret values with the runner's masking and with our own redaction. */
  addSecrets(values: Iterable<string>): void {
    for (const value of this.redactor.add(values)) core.setSecret(value);
  }

  info(message: string): void {
    core.info(inert(this.redactor.redact(message)));
  }

  warning(message: string, title?: string): void {
    core.warning(this.redactor.redact(message), this.#title(title));
  }

  error(message: string, title?: string): void {
    core.error(this.redactor.redact(message), this.#title(title));
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
      core.setOutput(name, ownWords.has(name) ? value : this.redactor.redact(value));
    }
  }

  async writeSummary(markdown: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(this.redactor.redact(markdown), true).write();
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
