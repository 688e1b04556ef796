// Shared by the listener and repos tests: reading a sub-action's action.yml the way the runner does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { Emulator } from '../emulator/index.ts';
import { ACTION_ENTRIES, type ActionRun, runAction } from '../support/run-action.ts';

export interface ActionManifest {
  name: string;
  description: string;
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export function readManifest(action: 'listener' | 'repos'): ActionManifest {
  return parse(readFileSync(resolve(action, 'action.yml'), 'utf8')) as ActionManifest;
}

/** The runner passes every input with a default, even when the workflow leaves it out. */
function inputDefaults(action: 'listener' | 'repos'): Record<string, string> {
  const entries = Object.entries(readManifest(action).inputs);
  return Object.fromEntries(
    entries.flatMap(([name, input]) =>
      input.default === undefined ? [] : [[name, input.default]],
    ),
  );
}

export const TEST_API_KEY = 'sk-test-9f3c2b7a1e5d4c6b8a0f';

/** Runs a bundled sub-action against the emulator with the test key, as a workflow step would. */
export async function runSubAction(
  action: 'listener' | 'repos',
  emu: Emulator,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  const connection = { 'base-url': emu.url, 'api-key': TEST_API_KEY };
  const run = await runAction(ACTION_ENTRIES[action], {
    inputs: { ...inputDefaults(action), ...connection, ...inputs },
  });
  // Whatever else a test checks, the key must never be written anywhere.
  expect(everythingWritten(run)).not.toContain(TEST_API_KEY);
  return run;
}

/**
 * Everything the step wrote where a person or a later step can read it. `::add-mask::` lines
 * are how a value is handed to the runner for masking; the runner consumes them unshown.
 */
export function everythingWritten(run: ActionRun): string {
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'));
  return [...log, run.summary, JSON.stringify(run.outputs)].join('\n');
}

/** The `::error::` line the runner turns into the step's failure annotation. */
export function failureMessage(run: ActionRun): string {
  const line = run.stdout.split('\n').find((text) => text.startsWith('::error::'));
  return (line ?? '')
    .slice('::error::'.length)
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%');
}
