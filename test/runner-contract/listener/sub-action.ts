// Shared by the listener and repos tests: running a bundled sub-action as a workflow step would.
import { expect } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  runAction,
} from '../../../scripts/runner/run-action.ts';

export { failureMessage } from '../../../scripts/runner/run-action.ts';

export const TEST_API_KEY = 'sk-test-9f3c2b7a1e5d4c6b8a0f';

/** Runs a bundled sub-action against the emulator with the test key. */
export async function runSubAction(
  action: 'listener' | 'repos',
  emu: Emulator,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  const connection = { 'base-url': emu.url, 'api-key': TEST_API_KEY };
  const run = await runAction(ACTION_ENTRIES[action], {
    inputs: { ...defaultInputs(action), ...connection, ...inputs },
  });
  // Whatever else a test checks, the key must never be written anywhere.
  expect(everythingWritten(run)).not.toContain(TEST_API_KEY);
  return run;
}
