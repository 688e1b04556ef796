import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import type { ConnectionSettings } from '../common/connection-inputs.ts';
import { InputError } from '../common/inputs.ts';
import { StepFailure } from '../common/step-control.ts';
import { type EvalSettings, isGateOn } from '../evaluation/eval-inputs.ts';
import { withLangSmithFetch } from '../evaluation/langsmith-fetch.ts';
import { type EvalPlan, prepareEvaluation } from '../evaluation/prepare-evaluation.ts';

/**
 * The gate made ready while the inputs are checked: the plan, or the trouble LangSmith gave
 * reading its dataset (not bad input: the step fails with it, still before any request).
 */
export type PreparedGate = { plan: EvalPlan } | { trouble: StepFailure };

/** What the gate is made ready from: its inputs, and the credentials LangSmith takes too. */
export type GateInputs = EvalSettings & {
  connection?: Pick<ConnectionSettings, 'apiKey' | 'tenantId'>;
};

/**
 * Reads eval-dataset and loads the evaluators, before anything is sent; undefined when the gate
 * is off. Each problem of the inputs is an InputError naming its input.
 */
export async function prepareGate(
  settings: GateInputs,
  workspace: string,
  signal: AbortSignal,
): Promise<PreparedGate | undefined> {
  const { apiKey, tenantId } = settings.connection ?? {};
  if (!isGateOn(settings)) return undefined;
  const prepare = (send?: typeof fetch) =>
    prepareEvaluation(settings, {
      workspace,
      signal,
      ...(apiKey && { apiKey }),
      ...(tenantId && { tenantId }),
      ...(send && { fetch: send }),
    });
  try {
    const fromLangSmith = settings.evalDataset.kind === 'langsmith';
    return {
      plan: await (fromLangSmith ? withLangSmithFetch(createProxyAwareAgent, prepare) : prepare()),
    };
  } catch (error) {
    if (error instanceof InputError || signal.aborted || !(error instanceof StepFailure)) {
      throw error;
    }
    return { trouble: error };
  }
}
