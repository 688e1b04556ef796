import { type ActionRuntime, runSummarizedStep } from '../common/action-runtime.ts';
import { applyListener } from './apply-listener.ts';
import { readListenerInputs } from './inputs.ts';
import { listenerHeadline, listenerOutputs, renderListenerSummary } from './report.ts';

export function run(): Promise<void> {
  return runSummarizedStep('Listener action failed', registerListener);
}

/** Creates, updates or reads the listener, sets the outputs and returns the summary. */
async function registerListener(runtime: ActionRuntime): Promise<string> {
  const { clientOptions, settings } = await readListenerInputs(runtime);
  const result = await applyListener(runtime.client(clientOptions), settings, (line) =>
    runtime.info(line),
  );
  runtime.setOutputs(listenerOutputs(result));
  runtime.info(`${listenerHeadline(result)}: ${result.listener.id}.`);
  return renderListenerSummary(result);
}
