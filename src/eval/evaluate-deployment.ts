import { AgentServerClient, type RequestClock } from '../agent-server-client/client.ts';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import { type StepContext, stepContext } from '../client/step-client.ts';
import { describeFailure } from '../common/action-runtime.ts';
import type { WorkContext } from '../common/action-step.ts';
import { redact } from '../common/redactor.ts';
import { StepFailure } from '../common/step-control.ts';
import { type Evaluation, evaluateOn } from '../deployment-evaluation/evaluate-on.ts';
import {
  type EvaluatedDeployment,
  evaluatedDeployment,
  findNamedDeployment,
  refusalFor,
} from '../deployment-evaluation/evaluated-deployment.ts';
import { type EvalResult, evalResult } from '../evaluation/eval-result.ts';
import type { Baseline } from '../evaluation/gate.ts';
import type { EvalPlan } from '../evaluation/prepare-evaluation.ts';
import { evalPlanLine } from '../evaluation/render-eval.ts';
import type { EvalActionSettings } from './inputs.ts';

/**
 * What is evaluated: a deployment found through the control plane (named by its name), or a URL
 * as given (`the agent server`).
 */
export type Evaluated = Partial<Pick<EvaluatedDeployment, 'deploymentId' | 'revisionId'>> &
  Pick<EvaluatedDeployment, 'label' | 'url'>;

/** What one run of the eval action learned: data its report is made of. */
export interface EvalFindings {
  plan: EvalPlan;
  target: Evaluated;
  baseline?: EvaluatedDeployment;
  /** A dry run: found, planned, no run sent. */
  planned?: true;
  /** The gate's verdict, when it ran. */
  result?: EvalResult;
  /** The gate failed on the deployment's own answers (not on runs never sent, or refused the key). */
  atFault?: boolean;
}

/**
 * Evaluates the deployment the inputs name, changing nothing: the control plane is only read
 * (the deployment, and a baseline deployment, found with their URLs), the dataset runs on the
 * deployment's server and, beside it, on the baseline's; then the gate's verdict.
 */
export async function evaluateDeployment(
  settings: EvalActionSettings,
  plan: EvalPlan,
  context: WorkContext,
): Promise<EvalFindings> {
  const step = controlPlane(settings, context);
  const target = await findTarget(settings, step);
  const baseline = step && (await findBaselineDeployment(settings, step, target));
  tellFound(context, 'Deployment', target);
  if (baseline) tellFound(context, 'Baseline', baseline);
  if (settings.dryRun) {
    context.log(`${evalPlanLine(plan)} No run is sent in a dry run.`);
    return { plan, target, ...(baseline && { baseline }), planned: true };
  }
  const dispatcher = createProxyAwareAgent();
  try {
    const open = (url: string) => openServer(url, settings, dispatcher, context);
    const { own, compared } = await evaluateBoth(
      plan,
      context,
      { server: open(target.url), evaluated: target },
      baseline && { server: open(baseline.url), evaluated: baseline },
    );
    const result = evalResult(plan, own.run, compared, redact);
    const atFault = !result.passed && own.tally.unjudged === 0;
    return { plan, target, ...(baseline && { baseline }), result, atFault };
  } finally {
    await dispatcher.destroy();
  }
}

/** `Deployment support-agent: active revision 3f2a…, at https://…`, for one found by the control plane. */
function tellFound(context: WorkContext, role: string, found: Evaluated): void {
  if (!found.deploymentId) return;
  const revision = found.revisionId ? `active revision ${found.revisionId}` : 'no active revision';
  context.log(`${role} ${found.label}: ${revision}, at ${found.url}`);
}

/** The control plane's step context, when the inputs ask it anything. */
function controlPlane(settings: EvalActionSettings, context: WorkContext) {
  const { baseUrl } = settings.connection;
  return baseUrl ? stepContext(context, { ...settings.connection, baseUrl }) : undefined;
}

async function findTarget(
  settings: EvalActionSettings,
  step: StepContext | undefined,
): Promise<Evaluated> {
  const { target } = settings;
  if ('url' in target) return { label: 'the agent server', url: target.url };
  if (!step) throw new Error('a deployment is found through the control plane (see inputs.ts)');
  const refuse = refusalFor('id' in target ? 'deployment-id' : 'deployment-name', target);
  return evaluatedDeployment(await findNamedDeployment(step, target, refuse), refuse);
}

async function findBaselineDeployment(
  settings: EvalActionSettings,
  step: StepContext,
  target: Evaluated,
): Promise<EvaluatedDeployment | undefined> {
  const spec = settings.evalBaseline;
  if (spec?.kind !== 'deployment') return undefined;
  const refuse = refusalFor('eval-baseline', spec);
  const found = await findNamedDeployment(step, spec, refuse);
  if (found.id === target.deploymentId) {
    throw refuse('is the deployment evaluated: give another one to compare with');
  }
  return evaluatedDeployment(found, refuse);
}

/** The client of the server at `url` (checked already), on the step's clock. */
function openServer(
  url: string,
  settings: EvalActionSettings,
  dispatcher: ReturnType<typeof createProxyAwareAgent>,
  context: WorkContext,
): AgentServerClient {
  const { stepClock } = context;
  const clock: RequestClock = {
    signal: context.signal,
    remainingMs: () => stepClock.remainingMs(),
    elapsedMs: () => stepClock.elapsedMs(),
    whose: "the step's timeout",
  };
  const { apiKey } = settings.connection;
  const opened = AgentServerClient.open(url, { connection: { apiKey }, dispatcher, clock });
  if (!opened.ok) throw new StepFailure(`${url} cannot be asked: ${opened.problem}`);
  return opened.server;
}

/** A server to evaluate, and what it is. */
interface OnServer<T extends Evaluated> {
  server: AgentServerClient;
  evaluated: T;
}

/**
 * The dataset on the deployment and, at the same time, on the baseline. The baseline's trouble
 * does not end the step: it is not counted, with a warning, and the thresholds judge alone (as
 * the deploy's gate does). The deployment's own trouble ends it, the baseline cut.
 */
async function evaluateBoth(
  plan: EvalPlan,
  context: WorkContext,
  own: OnServer<Evaluated>,
  other: OnServer<EvaluatedDeployment> | undefined,
): Promise<{ own: Evaluation; compared?: Baseline }> {
  const cutter = new AbortController();
  const compared = other && evaluateBaseline(plan, context, other, cutter.signal);
  const { label, deploymentId, revisionId } = own.evaluated;
  try {
    const evaluation = await evaluateOn(own.server, plan, {
      evaluated: 'deployed',
      named: label,
      signal: context.signal,
      log: context.log,
      debug: context.debug,
      experiment: {
        ...(deploymentId && { deploymentId }),
        ...(revisionId && { revisionId }),
        prefix: 'agent-deploy-eval',
        description: `An evaluation of ${label} by agent-deploy's eval action`,
      },
    });
    return { own: evaluation, ...(compared && { compared: await compared }) };
  } catch (error) {
    cutter.abort();
    await compared?.catch(() => undefined);
    throw error;
  }
}

/** The baseline's evaluation, or why it is not counted; rejects only with the step's stop. */
async function evaluateBaseline(
  plan: EvalPlan,
  context: WorkContext,
  { server, evaluated }: OnServer<EvaluatedDeployment>,
  cut: AbortSignal,
): Promise<Baseline> {
  const { label, deploymentId, revisionId } = evaluated;
  try {
    const { run } = await evaluateOn(server, plan, {
      evaluated: 'baseline',
      named: label,
      signal: AbortSignal.any([context.signal, cut]),
      log: context.log,
      debug: context.debug,
      experiment: {
        deploymentId,
        ...(revisionId && { revisionId }),
        prefix: 'agent-deploy-baseline',
        description: `The baseline (${label}) of an evaluation by agent-deploy's eval action`,
      },
    });
    return { label, run };
  } catch (error) {
    if (context.signal.aborted) throw error;
    const why = `its evaluation failed: ${describeFailure(error)}`;
    if (!cut.aborted) {
      context.warn(
        `eval-baseline: the baseline (${label}) was not counted, so the gate judged the thresholds alone: ${why}`,
      );
    }
    return { label, missing: why };
  }
}
