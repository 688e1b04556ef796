import { formatDuration } from '../../common/parse-duration.ts';
import { oneLine } from '../../common/runner-text.ts';
import {
  type AgentServerAnswer,
  type AgentServerCheck,
  callAgentServer,
} from './agent-server-request.ts';
import type { SmokeCase } from './smoke-cases.ts';
import { unmetExpectation } from './smoke-expectations.ts';

/** The most of one answer read (1 MiB): a run's state is data to judge, not a download. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** How much of a problem is told; a server's words inside it are cut. */
const MAX_PROBLEM_CHARS = 300;
/** How much of an answer is kept to show (the summary shows less, once redacted). */
const KEPT_ANSWER_CHARS = 1000;
/** A case starts only while the step's time-out leaves this much, so the step can still report. */
const STEP_RESERVE_MS = 1000;

export interface SmokeCaseResult {
  name: string;
  passed: boolean;
  /** How long the request took. */
  ms: number;
  /** Why it did not pass: one bounded line, the server's words in it redacted. */
  problem?: string;
  /** The start of the answer's body as it came: data, shown only redacted and cut. */
  answer?: string;
}

export interface SmokeOutcome {
  passed: boolean;
  cases: SmokeCaseResult[];
  startedAtMs: number;
  endedAtMs: number;
}

export interface SmokeTestRequest extends AgentServerCheck {
  /** The endpointOf URL of `/runs/wait`. */
  url: string;
  cases: readonly SmokeCase[];
  apiKey?: string | undefined;
}

/**
 * Each case in order, one `POST /runs/wait` each with its own time-out (never past what is left
 * of the step's); every case runs, whatever the one before it did.
 */
export async function runSmokeTest(test: SmokeTestRequest): Promise<SmokeOutcome> {
  const startedAtMs = test.elapsedMs();
  const cases: SmokeCaseResult[] = [];
  for (const [index, smokeCase] of test.cases.entries()) {
    const result = await runCase(smokeCase, test);
    cases.push(result);
    const verdict = result.passed ? 'passed' : `failed: ${result.problem}`;
    test.log(
      `Smoke test ${index + 1}/${test.cases.length} ${JSON.stringify(result.name)}: POST ${test.url} → ${verdict} (${formatDuration(result.ms)})`,
    );
  }
  return {
    passed: cases.every((result) => result.passed),
    cases,
    startedAtMs,
    endedAtMs: test.elapsedMs(),
  };
}

async function runCase(smokeCase: SmokeCase, test: SmokeTestRequest): Promise<SmokeCaseResult> {
  const { name } = smokeCase;
  const budgetMs = test.remainingMs() - STEP_RESERVE_MS;
  if (budgetMs < 100) {
    return { name, passed: false, ms: 0, problem: "not run: the step's timeout left no time" };
  }
  const timeoutMs = Math.min(smokeCase.timeoutMs, budgetMs);
  const started = performance.now();
  const answer = await callAgentServer({
    url: test.url,
    method: 'POST',
    body: {
      assistant_id: smokeCase.assistant,
      input: smokeCase.input,
      ...(smokeCase.config && { config: smokeCase.config }),
    },
    apiKey: test.apiKey,
    signal: test.signal,
    timeoutMs,
    maxBodyBytes: MAX_ANSWER_BYTES,
    dispatcher: test.dispatcher,
  });
  const ms = Math.round(performance.now() - started);
  const problem = judge(answer, smokeCase, timeoutMs);
  return {
    name,
    passed: problem === undefined,
    ms,
    ...(problem !== undefined && { problem: oneLine(problem, MAX_PROBLEM_CHARS) }),
    ...(answer.kind === 'answer' && { answer: answer.text.slice(0, KEPT_ANSWER_CHARS) }),
  };
}

/** Why the case failed, or undefined when it passed. */
function judge(
  answer: AgentServerAnswer,
  smokeCase: SmokeCase,
  timeoutMs: number,
): string | undefined {
  if (answer.kind === 'no-answer') {
    if (!answer.timedOut) return answer.reason;
    return timeoutMs < smokeCase.timeoutMs
      ? `no answer before the step's timeout (${formatDuration(timeoutMs)} were left)`
      : `no answer within the case's timeout of ${formatDuration(smokeCase.timeoutMs)}`;
  }
  if (answer.status < 200 || answer.status >= 300) {
    return `HTTP ${answer.status}${errorDetail(answer.text)}`;
  }
  if (answer.body === 'too-large') {
    return `the answer is longer than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, all that is read of it`;
  }
  if (answer.body === 'broken') return 'the answer broke off before its end';
  let output: unknown;
  try {
    output = JSON.parse(answer.text);
  } catch {
    return 'the answer is not JSON';
  }
  const failure = runError(output);
  if (failure) return `the run failed: ${failure}`;
  return unmetExpectation(output, JSON.stringify(output), smokeCase.expect);
}

/** `__error__` in a 200 answer: the run failed (facts). */
function runError(output: unknown): string | undefined {
  if (typeof output !== 'object' || output === null || !('__error__' in output)) return undefined;
  const error = (output as { __error__: unknown }).__error__;
  if (typeof error !== 'object' || error === null) return String(error);
  const { error: kind, message } = error as { error?: unknown; message?: unknown };
  return [kind, message].filter((part) => typeof part === 'string').join(': ') || 'an __error__';
}

/** `: <detail>` of an error answer, or the start of its body. */
function errorDetail(text: string): string {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return `: ${detail}`;
    if (detail !== undefined) return `: ${JSON.stringify(detail)}`;
  } catch {
    // Not JSON: the start of the text says what it is.
  }
  return text.trim() ? `: ${text.trim()}` : '';
}
