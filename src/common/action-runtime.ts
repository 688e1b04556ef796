import * as core from '@actions/core';
import { type ClientOptions, ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { Redactor } from './redactor.ts';
import { inertLog, oneLine, stripControls, truncate } from './runner-text.ts';
import { StepFailure } from './step-failure.ts';

/** No one message the action writes grows past this, whatever a service sent. */
const MAX_MESSAGE_CHARS = 8 * 1024;
const MAX_TITLE_CHARS = 200;

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

  /** A log line; one that holds service text still cannot act as a workflow command. */
  info(message: string): void {
    core.info(inertLog(this.#clean(message)));
  }

  /** Lines in a collapsible group of the log, under a title. */
  group(title: string, lines: readonly string[]): void {
    core.startGroup(oneLine(this.redactor.redact(title), MAX_TITLE_CHARS));
    for (const line of lines) this.info(line);
    core.endGroup();
  }

  /** An annotation: @actions/core escapes line breaks, so the message stays the command's data. */
  warning(message: string, title?: string): void {
    core.warning(stripControls(this.#clean(message)), this.#title(title));
  }

  error(message: string, title?: string): void {
    core.error(stripControls(this.#clean(message)), this.#title(title));
  }

  #clean(message: string): string {
    return truncate(this.redactor.redact(message), MAX_MESSAGE_CHARS);
  }

  #title(title: string | undefined) {
    return title ? { title: oneLine(this.redactor.redact(title), MAX_TITLE_CHARS) } : {};
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

export function describeFailure(error: unknown): string {
  if (error instanceof StepFailure || error instanceof ServiceError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
