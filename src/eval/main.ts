import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { currentRunEnvironment } from '../common/step-environment.ts';
import { type PreparedGate, prepareGate } from '../deployment-evaluation/prepare-gate.ts';
import { evaluateDeployment } from './evaluate-deployment.ts';
import { type EvalActionSettings, readEvalSettings } from './inputs.ts';
import { evalReport, OWN_WORDS } from './report.ts';

/** The eval inputs once checked: the gate made ready (the dataset read, the evaluators loaded). */
type EvalInputs = EvalActionSettings & { gate?: PreparedGate | undefined };

/**
 * Evaluates a deployment (by id, exact name, or its agent server's URL) on the deploy's gate,
 * changing nothing: for nightly regression runs and other CI systems.
 */
export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction<EvalInputs>(
    {
      noun: 'Evaluation',
      readInputs: readEvalSettings,
      checkInputs: async (settings, { signal }) => ({
        ...settings,
        gate: await prepareGate(settings, currentRunEnvironment().workspace, signal),
      }),
      timeoutMs: (settings) => settings.timeout,
      work: async (settings, context) => {
        const { gate } = settings;
        if (!gate) throw new Error('the gate is made ready with the inputs (see inputs.ts)');
        if ('trouble' in gate) throw gate.trouble;
        return evalReport(await evaluateDeployment(settings, gate.plan, context));
      },
      failedOutputs: { result: 'failed', eval: 'skipped' },
      stoppedOutputs: (kind) => ({ result: kind, eval: 'skipped' }),
      ownWords: OWN_WORDS,
    },
    runtime,
  );
}
