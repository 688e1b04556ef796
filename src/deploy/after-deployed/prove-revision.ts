import type { Dispatcher } from 'undici';
import {
  AgentServerClient,
  type AgentServerOptions,
  type RequestClock,
} from '../../agent-server-client/client.ts';
import { createProxyAwareAgent } from '../../client/proxy-agent.ts';
import { ServiceError } from '../../client/service-error.ts';
import type { Deployment } from '../../client/service-schemas.ts';
import type { StepContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { sentence } from '../../common/runner-text.ts';
import { words } from '../../common/wording.ts';
import type { GateOutcome, GateRequest } from '../gate/gate-check.ts';
import type { SmokeCase } from '../smoke-cases.ts';
import { checkHealth, type HealthCheckOutcome } from './health-check.ts';
import type { TimeSplit } from './rollback-reserve.ts';
import { type ServingRevisionOutcome, waitForServingRevision } from './serving-revision.ts';
import { runSmokeTest, type SmokeOutcome } from './smoke-test.ts';

/**
 * What the phase after DEPLOYED proved: which revision the deployment's URL serves (`/info`),
 * whether it is healthy (`health-check`), whether its graphs answer (`smoke-test`).
 */
export interface AfterDeployedOutcome {
  /** At least one request went to the deployment's URL. */
  sent: boolean;
  /** Everything asked held. */
  passed: boolean;
  /**
   * What the revision's own server answered shows it bad, so a rollback may help. False when
   * nothing could be asked, or when the URL answers for another deployment.
   */
  revisionAtFault: boolean;
  /** What did not hold, to follow "Revision <id> is DEPLOYED, but"; unset when passed. */
  failure?: string;
  /** Why, in words for a person. */
  problem?: string;
  /** The deployment as read once the revision was DEPLOYED: its URL is the one asked. */
  deployedAs?: Deployment;
  serving?: ServingRevisionOutcome;
  health?: HealthCheckOutcome;
  smoke?: SmokeOutcome;
  /** The evaluation gate (eval-dataset), when it ran. */
  evaluation?: GateOutcome;
  /** How the step's time-out was split between the checks and a rollback, when one is kept apart. */
  timeSplit?: TimeSplit;
}

/** The revision to prove, the checks the inputs ask for, and the checks' time. */
export interface AfterDeployedRequest {
  deploymentId: string;
  /** The revision this run followed to DEPLOYED. */
  revisionId: string;
  /** The health-check input's path, when given. */
  healthCheck?: string | undefined;
  smokeTest?: readonly SmokeCase[] | undefined;
  /** The evaluation gate, when eval-dataset turns it on: the last check. */
  gate?: GateRequest | undefined;
  /** Whose key the agent server's client sends to `/info`, threads and runs (see its rules). */
  connection: AgentServerOptions['connection'];
  /** What is left of the step's time-out. */
  remainingMs: () => number;
  /** The time kept for a rollback out of what is left (rollback-on-failure): the checks get the rest. */
  timeSplit?: TimeSplit | undefined;
  elapsedMs: () => number;
  /** Time between `/info` and health-check requests; tests shorten it. */
  intervalMs?: number;
  dispatcher?: Dispatcher;
}

/** What the checks write to: the log, and the gate's debug lines and warnings. */
type CheckLog = Pick<StepContext, 'log' | 'debug' | 'warn'>;

/**
 * Once the revision is DEPLOYED: reads the deployment again for its URL, waits until `/info`
 * names the revision (a server that cannot tell is a note, not a failure), then runs the health
 * check, the smoke test and the evaluation gate against it. The first check that fails ends
 * the phase.
 */
export async function proveRevision(
  context: Pick<StepContext, 'client' | 'signal'> & CheckLog,
  ask: AfterDeployedRequest,
): Promise<AfterDeployedOutcome> {
  const { signal, log } = context;
  const what = [
    ask.healthCheck && 'health check',
    ask.smokeTest && 'smoke test',
    ask.gate && 'evaluation',
  ]
    .filter(Boolean)
    .join(' or ');
  const notSent = (why: string): AfterDeployedOutcome => ({
    sent: false,
    passed: false,
    revisionAtFault: false,
    failure: 'nothing could be asked of its server',
    problem: `No ${what} was sent: ${why}`,
  });
  let deployedAs: Deployment;
  try {
    deployedAs = await context.client.getDeployment(ask.deploymentId, { signal });
  } catch (error) {
    // The revision is live: a deployment that cannot be read again fails the check, not the deploy.
    if (signal.aborted || !(error instanceof ServiceError)) throw error;
    return notSent(`reading the deployment after DEPLOYED failed: ${describeFailure(error)}`);
  }
  const dispatcher = ask.dispatcher ?? createProxyAwareAgent();
  const opened = AgentServerClient.open(deployedAs.source_config?.custom_url, {
    connection: ask.connection,
    dispatcher,
    clock: checksClock(signal, ask),
  });
  const split = ask.timeSplit && { timeSplit: ask.timeSplit };
  try {
    if (!opened.ok) return { ...notSent(`${opened.problem}.`), deployedAs };
    if (!opened.server.hasKey) {
      log(
        `No ${words().input('api-key')}: /info and the smoke test go without X-Api-Key (the bearer token is never sent to the deployment's URL).`,
      );
    }
    return { deployedAs, ...split, ...(await askServer(opened.server, ask, context)) };
  } catch (error) {
    // The revision is live: whatever broke a check is that check's failure, told, never a
    // crash that leaves the deploy reported as failed before it went live.
    if (signal.aborted) throw error;
    return {
      deployedAs,
      ...split,
      sent: true,
      passed: false,
      revisionAtFault: false,
      failure: 'its checks broke off',
      problem: sentence(describeFailure(error)),
    };
  } finally {
    if (!ask.dispatcher) await dispatcher.close();
  }
}

/** The checks' time: the step's, less what is kept for a rollback when that is kept apart. */
function checksClock(signal: AbortSignal, ask: AfterDeployedRequest): RequestClock {
  const keptMs = ask.timeSplit?.keptMs ?? 0;
  return {
    signal,
    remainingMs: () => Math.max(0, ask.remainingMs() - keptMs),
    elapsedMs: ask.elapsedMs,
    whose: keptMs > 0 ? "the checks' share of the step's timeout" : "the step's timeout",
  };
}

async function askServer(
  server: AgentServerClient,
  ask: AfterDeployedRequest,
  checkLog: CheckLog,
): Promise<AfterDeployedOutcome> {
  const { log } = checkLog;
  const interval = ask.intervalMs === undefined ? {} : { intervalMs: ask.intervalMs };
  const serving = await waitForServingRevision(server, {
    log,
    ...interval,
    deploymentId: ask.deploymentId,
    revisionId: ask.revisionId,
  });
  const outcome: AfterDeployedOutcome = {
    sent: true,
    passed: false,
    revisionAtFault: true,
    serving,
  };
  const fail = (failure: string, problem: string | undefined, atFault = true) => ({
    ...outcome,
    revisionAtFault: atFault,
    failure,
    ...(problem && { problem }),
  });
  if (serving.verdict === 'other-deployment') {
    return fail("its URL answers for another deployment's server", serving.note, false);
  }
  if (serving.verdict === 'other-revision' || serving.verdict === 'no-answer') {
    return fail('it was never seen serving', serving.note);
  }
  if (ask.healthCheck) {
    const health = await checkHealth(server, { log, ...interval, path: ask.healthCheck });
    outcome.health = health;
    if (!health.healthy) {
      // A key check the step could not pass says nothing of the revision: never a rollback.
      const judged = health.sent && health.key !== 'missing' && health.key !== 'refused';
      return fail('the server did not pass its health check', health.problem, judged);
    }
  }
  if (ask.smokeTest) {
    const smoke = await runSmokeTest(server, { log, cases: ask.smokeTest });
    outcome.smoke = smoke;
    if (!smoke.passed) {
      const failed = smoke.cases.filter((result) => !result.passed);
      const first = failed[0];
      return fail(
        `its smoke test failed (${failed.length} of ${smoke.cases.length} cases)`,
        first &&
          `First failed case ${JSON.stringify(first.name)}: ${sentence(first.problem ?? 'failed')}`,
      );
    }
  }
  if (ask.gate) {
    const { runGate } = await import('../gate/gate-check.ts');
    const evaluation = await runGate(server, ask.gate, checkLog);
    outcome.evaluation = evaluation;
    if (!evaluation.result.passed) {
      return fail('its evaluation failed', evaluation.result.message, evaluation.atFault);
    }
  }
  return { ...outcome, passed: true, revisionAtFault: false };
}
