import type { ActionRuntime } from '../common/action-runtime.ts';
import { type ActionDefinition, runAction, type StepReport } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { type ChangesSettings, readChangesSettings } from './inputs.ts';
import { CHANGES_OWN_WORDS } from './report.ts';

export const CHANGES_ACTION: ActionDefinition<ChangesSettings> = {
  noun: 'Change detection',
  readInputs: readChangesSettings,
  timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
  // git, the packer's ignore rules and Octokit load only once the inputs are good.
  work: async (settings, context) => {
    const { runChangeDetection } = await import('./run-detection.ts');
    return runChangeDetection(settings, context);
  },
  failedOutputs: { result: 'failed' },
  // A stop leaves no matrix: a deploy job must not start from half a comparison.
  stoppedOutputs: (kind) => ({ result: kind }),
  ownWords: CHANGES_OWN_WORDS,
};

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(CHANGES_ACTION, runtime);
}
