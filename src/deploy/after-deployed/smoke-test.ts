import { formatDuration } from '../../common/parse-duration.ts';
import { oneLine } from '../../common/runner-text.ts';
import {
  type AgentServerCheck,
  callAgentServer,
  endpointOf,
  whoseTime,
} from './agent-server-request.ts';
import { MAX_ANSWER_BYTES, readRunAnswer } from './run-answer.ts';
import type { SmokeCase, SmokeTurn } from './smoke-cases.ts';
import { unmetExpectation } from './smoke-expectations.ts';
import { startThread } from './smoke-thread.ts';

/** How much of a problem is told; a server's words inside it are cut. */
const MAX_PROBLEM_CHARS = 300;
/** How much of an answer is kept to show (the summary shows less, once redacted). */
const KEPT_ANSWER_CHARS = 1000;
/** A run starts only while the step's time-out leaves this much, so the step can still report. */
const STEP_RESERVE_MS = 1000;

export interface SmokeCaseResult {
  name: string;
  passed: boolean;
  /** How long the case took: its requests and the judging of their answers. */
  ms: number;
  /** Why it did not pass: one bounded line, the server's words in it redacted. */
  problem?: string;
  /** The start of the (last) answer's body as it came: data, shown only redacted and cut. */
  answer?: string;
}

export interface SmokeOutcome {
  passed: boolean;
  cases: SmokeCaseResult[];
  startedAtMs: number;
  endedAtMs: number;
}

export interface SmokeTestRequest extends AgentServerCheck {
  /** The deployment's URL, as endpointOf accepts it. */
  deploymentUrl: string;
  cases: readonly SmokeCase[];
  apiKey?: string | undefined;
}

/** The path a run is sent to: one without a thread, or one on a thread the case started. */
type RunsUrl = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Each case in order: one `POST /runs/wait`, or for a conversation a new thread
 * (`POST /threads`) and one `POST /threads/{thread_id}/runs/wait` per turn, each run with the
 * case's time-out (never past what is left of the step's). Every case runs, whatever the one
 * before it did; a turn that fails ends its conversation.
 */
export async function runSmokeTest(test: SmokeTestRequest): Promise<SmokeOutcome> {
  const startedAtMs = test.elapsedMs();
  const cases: SmokeCaseResult[] = [];
  for (const [index, smokeCase] of test.cases.entries()) {
    const started = performance.now();
    const { url, ...result } = await runCase(smokeCase, test);
    const ms = Math.round(performance.now() - started);
    cases.push({ ...result, ms });
    const verdict = result.passed ? 'passed' : `failed: ${result.problem}`;
    const count = test.cases.length;
    test.log(
      `Smoke test ${index + 1}/${count} ${JSON.stringify(result.name)}: POST ${url} → ${verdict} (${formatDuration(ms)})`,
      {
        type: 'smoke-case',
        index: index + 1,
        count,
        name: result.name,
        url,
        passed: result.passed,
        ...(result.problem !== undefined && { problem: result.problem }),
        ms,
      },
    );
  }
  return {
    passed: cases.every((result) => result.passed),
    cases,
    startedAtMs,
    endedAtMs: test.elapsedMs(),
  };
}

async function runCase(
  smokeCase: SmokeCase,
  test: SmokeTestRequest,
): Promise<Omit<SmokeCaseResult, 'ms'> & { url: string }> {
  const { name } = smokeCase;
  const turns: readonly SmokeTurn[] = smokeCase.turns ?? [smokeCase];
  const runs: RunsUrl = smokeCase.turns
    ? await startThread(test, test.deploymentUrl, timeLeft(test))
    : endpointOf(test.deploymentUrl, '/runs/wait');
  if (!runs.ok) {
    return { name, passed: false, problem: bounded(runs.problem), url: test.deploymentUrl };
  }
  let answer: string | undefined;
  for (const [index, turn] of turns.entries()) {
    const ran = await runTurn(smokeCase, turn, runs.url, test);
    answer = ran.answer ?? answer;
    if (ran.problem !== undefined) {
      const which = smokeCase.turns ? `turn ${index + 1} of ${turns.length}: ` : '';
      return {
        name,
        passed: false,
        problem: bounded(`${which}${ran.problem}`),
        answer,
        url: runs.url,
      };
    }
  }
  return { name, passed: true, ...(answer !== undefined && { answer }), url: runs.url };
}

/** One run of the case's assistant: what was wrong with it, if anything, and its answer's start. */
async function runTurn(
  smokeCase: SmokeCase,
  turn: SmokeTurn,
  url: string,
  test: SmokeTestRequest,
): Promise<{ problem?: string; answer?: string }> {
  const budgetMs = timeLeft(test);
  if (budgetMs < 100) return { problem: `not run: ${whoseTime(test)} left no time` };
  const timeoutMs = Math.min(smokeCase.timeoutMs, budgetMs);
  const answer = await callAgentServer({
    url,
    method: 'POST',
    body: {
      assistant_id: smokeCase.assistant,
      input: turn.input,
      ...(smokeCase.config && { config: smokeCase.config }),
      ...(smokeCase.context && { context: smokeCase.context }),
    },
    apiKey: test.apiKey,
    signal: test.signal,
    timeoutMs,
    maxBodyBytes: MAX_ANSWER_BYTES,
    dispatcher: test.dispatcher,
  });
  const timedOut =
    timeoutMs < smokeCase.timeoutMs
      ? `no answer before ${whoseTime(test)} (${formatDuration(timeoutMs)} were left)`
      : `no answer within the case's timeout of ${formatDuration(smokeCase.timeoutMs)}`;
  const read = readRunAnswer(answer, timedOut);
  const kept = answer.kind === 'answer' ? { answer: keptAnswer(answer.text) } : {};
  if (!read.ok) return { problem: read.problem, ...kept };
  const unmet = unmetExpectation(read.output, JSON.stringify(read.output), turn.expect);
  return { ...(unmet !== undefined && { problem: unmet }), ...kept };
}

/** What a request may still take: the checks' time, less what the step needs to report. */
function timeLeft(test: AgentServerCheck): number {
  return test.remainingMs() - STEP_RESERVE_MS;
}

/** Whose time ran out: the step's, or the checks' share of it when a rollback's is kept apart. */

/** The answer as the server sent it, less the keep-alive newlines before its JSON. */
function keptAnswer(text: string): string {
  return text.trimStart().slice(0, KEPT_ANSWER_CHARS);
}

function bounded(problem: string): string {
  return oneLine(problem, MAX_PROBLEM_CHARS);
}
