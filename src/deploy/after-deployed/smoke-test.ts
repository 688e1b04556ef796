import type { AgentServerClient } from '../../agent-server-client/client.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import { oneLine } from '../../common/runner-text.ts';
import type { StepLog } from '../../common/step-context.ts';
import type { SmokeCase, SmokeTurn } from '../smoke-cases.ts';
import { unmetExpectation } from './smoke-expectations.ts';

/** How much of a problem is told; a server's words inside it are cut. */
const MAX_PROBLEM_CHARS = 300;
/** How much of an answer is kept to show (the summary shows less, once redacted). */
const KEPT_ANSWER_CHARS = 1000;

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

export interface SmokeTestRequest extends Pick<StepLog, 'log'> {
  cases: readonly SmokeCase[];
}

/**
 * Each case in order: one `POST /runs/wait`, or for a conversation a new thread
 * (`POST /threads`) and one `POST /threads/{thread_id}/runs/wait` per turn, each run with the
 * case's time-out (never past what is left of the step's). Every case runs, whatever the one
 * before it did; a turn that fails ends its conversation.
 */
export async function runSmokeTest(
  server: AgentServerClient,
  test: SmokeTestRequest,
): Promise<SmokeOutcome> {
  const startedAtMs = server.clock.elapsedMs();
  const cases: SmokeCaseResult[] = [];
  for (const [index, smokeCase] of test.cases.entries()) {
    const started = performance.now();
    const { url, ...result } = await runCase(server, smokeCase);
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
    endedAtMs: server.clock.elapsedMs(),
  };
}

async function runCase(
  server: AgentServerClient,
  smokeCase: SmokeCase,
): Promise<Omit<SmokeCaseResult, 'ms'> & { url: string }> {
  const { name } = smokeCase;
  let threadId: string | undefined;
  if (smokeCase.turns) {
    const thread = await server.createThread();
    if (!thread.ok)
      return { name, passed: false, problem: bounded(thread.problem), url: server.url };
    threadId = thread.threadId;
  }
  const turns: readonly SmokeTurn[] = smokeCase.turns ?? [smokeCase];
  let answer: string | undefined;
  let url = server.url;
  for (const [index, turn] of turns.entries()) {
    const run = await server.runWait(
      {
        assistantId: smokeCase.assistant,
        input: turn.input,
        config: smokeCase.config,
        context: smokeCase.context,
        threadId,
      },
      { timeoutMs: smokeCase.timeoutMs, timeoutName: "the case's timeout" },
    );
    url = run.url;
    answer = run.text === undefined ? answer : keptAnswer(run.text);
    const problem = run.ok
      ? unmetExpectation(run.values, JSON.stringify(run.values), turn.expect)
      : run.problem;
    if (problem !== undefined) {
      const which = smokeCase.turns ? `turn ${index + 1} of ${turns.length}: ` : '';
      return { name, passed: false, problem: bounded(`${which}${problem}`), answer, url };
    }
  }
  return { name, passed: true, ...(answer !== undefined && { answer }), url };
}

/** The answer as the server sent it, less the keep-alive newlines before its JSON. */
function keptAnswer(text: string): string {
  return text.trimStart().slice(0, KEPT_ANSWER_CHARS);
}

function bounded(problem: string): string {
  return oneLine(problem, MAX_PROBLEM_CHARS);
}
