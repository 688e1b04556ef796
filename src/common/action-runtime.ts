import { type ClientOptions, ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { InputError } from './inputs.ts';
import { renderFailureSummary } from './markdown.ts';
import { Redactor } from './redactor.ts';
import * as core from './runner-commands.ts';

/** What every action of this repository uses to talk to the runner: all of it redacted. */
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
    core.warning(
      this.redactor.redact(message),
      title ? { title: this.redactor.redact(title) } : {},
    );
  }

  error(message: string, title?: string): void {
    core.error(this.redactor.redact(message), title ? { title: this.redactor.redact(title) } : {});
  }

  setOutput(name: string, value: string | number | boolean): void {
    core.setOutput(name, this.redactor.redact(String(value)));
  }

  async writeSummary(markdown: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.appendSummary(this.redactor.redact(markdown));
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
    core.setFailed(this.redactor.redact(describeFailure(error)));
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
  const runtime = new ActionRuntime();
  const summary = await step(runtime).catch((error: unknown) => {
    runtime.fail(error);
    return renderFailureSummary(failureTitle, describeFailure(error));
  });
  await runtime.writeSummary(summary).catch((error: unknown) => {
    runtime.warning(`Could not write the job summary: ${describeFailure(error)}`);
  });
}
