import { stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { applyListener } from './apply-listener.ts';
import { type ListenerSettings, readListenerSettings } from './inputs.ts';
import {
  LISTENER_JSON_OUTPUTS,
  listenerHeadline,
  listenerOutputs,
  renderListenerSummary,
} from './report.ts';

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(
    {
      noun: 'Listener registration',
      readInputs: readListenerSettings,
      timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
      work: registerListener,
    },
    runtime,
  );
}

/** Creates, updates or reads the listener, whichever the inputs ask for. */
async function registerListener(settings: ListenerSettings, context: WorkContext) {
  const result = await applyListener(stepContext(context, settings.connection), settings);
  return {
    outputs: listenerOutputs(result),
    jsonOutputs: LISTENER_JSON_OUTPUTS,
    summary: renderListenerSummary(result),
    conclusion: `${listenerHeadline(result)}: ${result.listener.id}.`,
  };
}
