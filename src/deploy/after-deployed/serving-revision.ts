import type { AgentServerClient } from '../../agent-server-client/client.ts';
import { SERVER_ID } from '../../agent-server-client/request.ts';
import { isPlainObject } from '../../agent-server-client/runs.ts';
import { parseBoundedJson } from '../../common/bounded-json.ts';
import { oneLine } from '../../common/runner-text.ts';
import type { StepLog } from '../../common/step-context.ts';

/** The least time between two `/info` requests. */
export const INFO_INTERVAL_MS = 2000;
/** What a server that cannot tell which revision it runs is said to be, once. */
export const SAYS_NO_REVISION = 'this server does not say which revision it runs';

/**
 * What `/info` showed. `proved`: it named this run's revision. `unknown`: the server cannot
 * tell (no `/info`, no `host.revision_id`, a refused key, an answer that is not its shape): not
 * a failure, the checks go on. The other three fail the step: `other-revision` (time ran out
 * while it named another), `no-answer` (it never answered `/info`), `other-deployment` (its
 * `host.project_id` is another deployment's: the URL points at another deployment's server).
 */
export interface ServingRevisionOutcome {
  verdict: 'proved' | 'unknown' | 'other-revision' | 'no-answer' | 'other-deployment';
  /** The revision `/info` named last, when it named one in the form of an id. */
  servingRevisionId?: string;
  url: string;
  attempts: number;
  /**
   * Why it could not be proved (`unknown`: a phrase to follow "Serving revision:"), or why the
   * step fails (a sentence); words for a person.
   */
  note?: string;
  startedAtMs: number;
  endedAtMs: number;
}

export interface ServingRevisionRequest extends Pick<StepLog, 'log'> {
  deploymentId: string;
  revisionId: string;
  /** Time between requests; tests shorten it, the deploy action always uses the default. */
  intervalMs?: number;
}

type Reading =
  | { kind: 'final'; verdict: ServingRevisionOutcome['verdict']; note?: string; named?: string }
  | { kind: 'again'; seen: string; named?: string };

/**
 * `GET <deployment URL>/info` until `host.revision_id` names this run's revision, at least
 * INFO_INTERVAL_MS apart, while the step's time-out leaves room for one more request. A 5xx, a
 * 429 or no answer is asked again (the server may still be starting).
 */
export async function waitForServingRevision(
  server: AgentServerClient,
  wait: ServingRevisionRequest,
): Promise<ServingRevisionOutcome> {
  const { clock } = server;
  const info = server.endpoint('/info');
  const url = info.ok ? info.url : server.url;
  const outcome: ServingRevisionOutcome = {
    verdict: 'no-answer',
    url,
    attempts: 0,
    startedAtMs: clock.elapsedMs(),
    endedAtMs: 0,
  };
  if (!info.ok) {
    outcome.note = `No request was sent to /info: ${info.problem}.`;
    outcome.endedAtMs = clock.elapsedMs();
    return outcome;
  }
  const tell = (answer: string) => {
    const { attempts: attempt } = outcome;
    const event = { type: 'check', check: 'serving-revision', attempt, url, answer } as const;
    wait.log(`Serving revision ${attempt}: GET ${url} → ${answer}`, event);
  };
  const intervalMs = wait.intervalMs ?? INFO_INTERVAL_MS;
  let lastSeen = '';
  for (;;) {
    outcome.attempts += 1;
    const answer = await server.info();
    const reading: Reading =
      answer.kind === 'answer'
        ? readInfo(answer.status, answer.text, wait)
        : { kind: 'again', seen: answer.reason };
    if (reading.named !== undefined) outcome.servingRevisionId = reading.named;
    if (reading.kind === 'final') {
      outcome.verdict = reading.verdict;
      if (reading.note) outcome.note = reading.note;
      tell(describe(outcome));
      outcome.endedAtMs = clock.elapsedMs();
      return outcome;
    }
    lastSeen = reading.seen;
    tell(lastSeen);
    if (!server.roomForAnother(intervalMs)) break;
    await server.pause(intervalMs);
  }
  const named = outcome.servingRevisionId;
  outcome.verdict = named ? 'other-revision' : 'no-answer';
  outcome.note = named
    ? `The server at the deployment's URL still runs revision ${named}, not this run's ${wait.revisionId}: ${outcome.attempts} requests to ${url} named it until ${clock.whose} left no room for another.`
    : `The server at the deployment's URL never told which revision it runs: ${outcome.attempts} requests to ${url}, the last one ${lastSeen}.`;
  outcome.endedAtMs = clock.elapsedMs();
  return outcome;
}

/** What one answer of `/info` says, given the deployment and revision this run expects. */
export function readInfo(
  status: number,
  text: string,
  expected: { deploymentId: string; revisionId: string },
): Reading {
  const unknown = (why: string): Reading => ({
    kind: 'final',
    verdict: 'unknown',
    note: why === SAYS_NO_REVISION ? why : `which revision serves could not be proved: ${why}`,
  });
  if (status === 429 || status >= 500) return { kind: 'again', seen: `HTTP ${status}` };
  if (status === 404)
    return unknown('the server has no /info (HTTP 404), as a self-hosted one may not');
  if (status === 401 || status === 403) {
    return unknown(`the server refused the key on /info (HTTP ${status})`);
  }
  if (status < 200 || status >= 300)
    return unknown(`the server answered /info with HTTP ${status}`);
  const info = parseBoundedJson(text);
  if (info.kind !== 'json' || !isPlainObject(info.value)) {
    return unknown('the answer to /info is not a JSON object');
  }
  const host = info.value.host;
  // A server without `host` (the published JS server), or one whose host names no revision (a
  // self-hosted or local server), cannot tell.
  if (!isPlainObject(host)) return unknown(SAYS_NO_REVISION);
  const project = host.project_id;
  if (typeof project === 'string' && project !== expected.deploymentId) {
    return {
      kind: 'final',
      verdict: 'other-deployment',
      note: `The server at the deployment's URL belongs to another deployment: /info names ${oneLine(project, 80)}, not ${expected.deploymentId}. Is source_config.custom_url right?`,
    };
  }
  const revision = host.revision_id;
  if (revision === null || revision === undefined) return unknown(SAYS_NO_REVISION);
  if (typeof revision !== 'string' || !SERVER_ID.test(revision)) {
    return unknown('host.revision_id is not in the form of a revision id');
  }
  if (revision === expected.revisionId)
    return { kind: 'final', verdict: 'proved', named: revision };
  return {
    kind: 'again',
    seen: `revision ${revision}, not yet ${expected.revisionId}`,
    named: revision,
  };
}

function describe(outcome: ServingRevisionOutcome): string {
  if (outcome.verdict === 'proved') return `revision ${outcome.servingRevisionId}: this run's`;
  if (outcome.verdict === 'unknown') return `${outcome.note}; the checks go on.`;
  return outcome.note ?? outcome.verdict;
}
