// How the inputs-module tests pass inputs: the way the runner does (INPUT_<NAME>), in this
// process, with a runtime that reads the runner's inputs and only records what it is asked to mask.
import { expect, vi } from 'vitest';
import type { ActionRuntime } from '../../src/common/action-runtime.ts';
import { runnerInputs } from '../../src/common/github-runtime.ts';
import { InputError } from '../../src/common/inputs.ts';

export const CONNECTION = { 'base-url': 'https://cp.example.com', 'api-key': 'sk-unit-1234' };

/** What a workflow gets from `with: name: ${{ vars.UNSET }}` plus YAML folding: only blanks. */
export const BLANKS = ' \t \n  ';

export function recordingRuntime(): { runtime: ActionRuntime; masked: string[] } {
  const masked: string[] = [];
  const runtime = {
    inputs: runnerInputs,
    addSecrets: (values: Iterable<string>) => masked.push(...values),
  };
  return { runtime: runtime as unknown as ActionRuntime, masked };
}

/** Sets exactly these inputs, every other one not given. */
export function setInputs(inputs: Record<string, string>): void {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
  }
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

/** The problems an InputError names, as `input: message` lines. */
export async function problemsOf(reading: Promise<unknown>): Promise<string[]> {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).problems.map(({ input, message }) => `${input}: ${message}`);
}
