import { randomUUID } from 'node:crypto';
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs';
import { EOL } from 'node:os';

/*
 * The runner's side of a step, written the way @actions/core 3 writes it: inputs from
 * INPUT_* variables, workflow commands (`::add-mask::`, `::error title=…::`) on stdout, outputs
 * and the job summary appended to the files the runner names. @actions/core itself is not
 * bundled: its index loads an HTTP client (for OIDC tokens) and a process runner that no
 * action here uses, and those cost more start-up time than the whole rest of the step
 * (docs/benchmark.md).
 */

export type AnnotationProperties = {
  title?: string;
};

/** Reads inputs as the runner passes them (`INPUT_<NAME>`), trimmed, empty when not given. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}

/** The runner masks this value in every log line from now on. */
export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('warning', properties, message);
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('error', properties, message);
}

export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

export function setOutput(name: string, value: string): void {
  const filePath = process.env.GITHUB_OUTPUT || '';
  if (!filePath) {
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, value);
    return;
  }
  if (!existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: an output should not contain the delimiter "${delimiter}"`);
  }
  appendFileSync(filePath, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, {
    encoding: 'utf8',
  });
}

/**
 * Appends Markdown (and a line break) to the job summary. Synchronous, like the output file:
 * the step is ending, and the first asynchronous file call would start libuv's thread pool
 * just for this.
 */
export async function appendSummary(markdown: string): Promise<void> {
  const filePath = process.env.GITHUB_STEP_SUMMARY;
  if (!filePath) {
    throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY.');
  }
  try {
    accessSync(filePath, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(
      `Unable to access summary file: '${filePath}'. Check if the file has correct read/write permissions.`,
    );
  }
  appendFileSync(filePath, markdown + EOL, { encoding: 'utf8' });
}

function issueCommand(
  command: string,
  properties: Record<string, string | undefined>,
  message: string,
) {
  const given = Object.entries(properties).filter(([, value]) => value);
  const props =
    given.length > 0
      ? ` ${given.map(([key, value]) => `${key}=${escapeProperty(value as string)}`).join(',')}`
      : '';
  process.stdout.write(`::${command}${props}::${escapeData(message)}${EOL}`);
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
