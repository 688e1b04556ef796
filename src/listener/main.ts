import { ActionRuntime, describeFailure } from '../common/action-runtime.ts';
import { applyListener } from './apply-listener.ts';
import { readListenerInputs } from './inputs.ts';
import {
  listenerHeadline,
  listenerOutputs,
  renderListenerFailure,
  renderListenerSummary,
} from './report.ts';

export async function run(): Promise<void> {
  const runtime = new ActionRuntime();
  const summary = await registerListener(runtime).catch((error: unknown) => {
    runtime.fail(error);
    return renderListenerFailure(describeFailure(error));
  });
  await runtime.writeSummary(summary).catch((error: unknown) => {
    runtime.warning(`Could not write the job summary: ${describeFailure(error)}`);
  });
}

/** Creates, updates or reads the listener, sets the outputs and returns the summary. */
async function registerListener(runtime: ActionRuntime): Promise<string> {
  const { clientOptions, settings } = await readListenerInputs(runtime.redactor);
  const result = await applyListener(runtime.client(clientOptions), settings, (line) =>
    runtime.info(line),
  );
  for (const [name, value] of Object.entries(listenerOutputs(result))) {
    runtime.setOutput(name, value);
  }
  runtime.info(`${listenerHeadline(result)}: ${result.listener.id}.`);
  return renderListenerSummary(result);
}
