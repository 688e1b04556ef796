import { createProxyAwareAgent } from '../../client/proxy-agent.ts';
import { InputError } from '../../common/inputs.ts';
import { StepFailure } from '../../common/step-control.ts';
import { isGateOn } from '../../eval/eval-inputs.ts';
import { withLangSmithFetch } from '../../eval/langsmith-fetch.ts';
import { type EvalPlan, prepareEvaluation } from '../../eval/prepare-evaluation.ts';
import type { DeploySettings } from '../settings.ts';

/**
 * The gate made ready while the inputs are checked: the plan, or the trouble LangSmith gave
 * reading its dataset (not bad input: the deploy fails with it, still before any request).
 */
export type PreparedGate = { plan: EvalPlan } | { trouble: StepFailure };

/**
 * Reads eval-dataset and loads the evaluators, before anything is sent; undefined when the gate
 * is off. Each problem of the inputs is an InputError naming its input.
 */
export async function prepareGate(
  settings: DeploySettings,
  workspace: string,
  signal: AbortSignal,
): Promise<PreparedGate | undefined> {
  if (!isGateOn(settings)) return undefined;
  const { apiKey, tenantId } = settings.connection;
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
