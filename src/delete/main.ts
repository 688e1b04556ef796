import { runAction } from '../common/lifecycle.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { readDeleteInputs } from './inputs.ts';

export const DELETE_OUTPUT_NAMES = ['deleted', 'deployment-id'] as const;

export function run(): Promise<void> {
  return runAction({
    noun: 'Delete',
    readInputs: readDeleteInputs,
    timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
    work: async () => {
      throw new Error('not built yet');
    },
  });
}
