// Shared by the delete tests and the preview flow: the delete action run as a workflow step.
import { expect } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { API_KEY } from '../../support/deploy-fixture.ts';

/** What the runner would have made of `${{ github.token }}`; unused without `environment`. */
const GITHUB_TOKEN = 'ghs_deleteStepToken0000000000000000000';

/**
 * Runs the bundled delete action against the emulator with the runner's defaults and the
 * emulator's key, plus `inputs`. Whatever a test checks, the key is never written anywhere.
 */
export async function runDelete(emu: Emulator, inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAction(ACTION_ENTRIES.delete, {
    inputs: {
      ...defaultInputs('delete'),
      'github-token': GITHUB_TOKEN,
      'base-url': emu.url,
      'api-key': API_KEY,
      ...inputs,
    },
  });
  const written = everythingWritten(run);
  expect(written).not.toContain(API_KEY);
  expect(written).not.toContain(GITHUB_TOKEN);
  return run;
}

/** The DELETE requests the emulator received, as `path?query` lines. */
export function deletesSent(emu: Emulator): string[] {
  return emu.requests
    .filter((request) => request.method === 'DELETE')
    .map((request) => `${request.path}?${new URLSearchParams(request.query)}`);
}
