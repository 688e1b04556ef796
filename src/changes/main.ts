import { runAction } from '../common/action-step.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { readChangesSettings } from './inputs.ts';

export function run(): Promise<void> {
  return runAction({
    noun: 'Change detection',
    readInputs: readChangesSettings,
    timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
    // git, the packer's ignore rules and Octokit load only once the inputs are good.
    work: async (settings, context) => {
      const { runChangeDetection } = await import('./run-detection.ts');
      return runChangeDetection(settings, context);
    },
    ownWords: new Set(['changed']),
  });
}
