// What the eval action's runner-contract tests share: the bundled eval action run as a workflow
// step against the emulator, a checkout holding the dataset, and what the emulator was sent.
import { expect } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  type RunActionOptions,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { API_KEY } from '../../support/deploy-fixture.ts';

/** Three examples the stand-in's graphs answer right: each reply echoes what the user said. */
export const ECHO_EXAMPLES = ['one', 'two', 'three'].map((said) => ({
  inputs: { messages: [{ role: 'user', content: said }] },
  outputs: { reply: `You said: ${said}` },
}));

export const ECHO_DATASET = ECHO_EXAMPLES.map((example) => JSON.stringify(example)).join('\n');

/** The gate on the checkout's dataset, on the stand-in's default graph. */
export const GATE = {
  'eval-dataset': 'evals/echo.jsonl',
  'eval-assistant': 'agent',
  'eval-evaluators': 'contains',
  'eval-threshold': 'contains >= 0.9',
};

/**
 * Runs the bundled eval action with the runner's defaults plus `inputs`, in `workspace`.
 * Whatever a test checks, the key is never written anywhere.
 */
export async function runEval(
  workspace: string,
  inputs: Record<string, string>,
  options: Omit<RunActionOptions, 'inputs'> = {},
): Promise<ActionRun> {
  const run = await runAction(ACTION_ENTRIES.eval, {
    inputs: { ...defaultInputs('eval'), ...inputs },
    ...options,
    env: { GITHUB_WORKSPACE: workspace, ...options.env },
  });
  expect(everythingWritten(run)).not.toContain(API_KEY);
  return run;
}

/** The connection a workflow passes to find a deployment through the control plane. */
export function connection(emu: Emulator): Record<string, string> {
  return { 'base-url': emu.url, 'api-key': API_KEY };
}

/** Every request the control plane was sent, as `METHOD path` lines. */
export function controlPlaneCalls(emu: Emulator): string[] {
  return emu.requests.map((request) => `${request.method} ${request.path}`);
}

/** The runs a deployment's URL was sent from `since` on (an index of agentServerRequests). */
export function runsSentTo(emu: Emulator, deploymentId: string, since = 0) {
  return emu.agentServerRequests
    .slice(since)
    .filter(
      (request) => request.method === 'POST' && request.path === `/${deploymentId}/runs/wait`,
    );
}
