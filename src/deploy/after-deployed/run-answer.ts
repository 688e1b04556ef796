import { parseBoundedJson, unusableJson } from '../../common/bounded-json.ts';
import type { AgentServerAnswer } from './agent-server-request.ts';

/** The most of one answer read (1 MiB): a run's state is data to judge, not a download. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** How deep one graph error may hold another's JSON in its message before it is shown as it is. */
const MAX_ERROR_NESTING = 4;

/** What one answer of the agent server said: its JSON, or why it did not pass. */
export type AnswerReading = { ok: true; output: unknown } | { ok: false; problem: string };

/**
 * Reads a `…/runs/wait` (or `/threads`) answer: its JSON, or why the run did not pass.
 * `timedOutProblem` is what to say when the call's time-out ran out before the answer's end,
 * whatever came before (headers, keep-alive newlines); whitespace before the JSON is part of a
 * normal answer. Every parse is bounded: an answer nested deeper than any real one fails here.
 */
export function readRunAnswer(answer: AgentServerAnswer, timedOutProblem: string): AnswerReading {
  const fail = (problem: string): AnswerReading => ({ ok: false, problem });
  if (answer.kind === 'no-answer') return fail(answer.timedOut ? timedOutProblem : answer.reason);
  if (answer.body === 'timed-out') return fail(timedOutProblem);
  if (answer.status < 200 || answer.status >= 300) {
    return fail(`HTTP ${answer.status}${errorDetail(answer.text)}`);
  }
  if (answer.body === 'too-large') {
    return fail(
      `the answer is longer than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB, all that is read of it`,
    );
  }
  if (answer.body === 'broken') return fail('the answer broke off before its end');
  const parsed = parseBoundedJson(answer.text);
  if (parsed.kind !== 'json') return fail(`the answer is ${unusableJson(parsed)}`);
  const output = parsed.value;
  if (isPlainObject(output) && '__error__' in output) {
    return fail(`the run failed: ${graphError(output.__error__, 0)}`);
  }
  return { ok: true, output };
}

/**
 * `__error__` in a 200 answer: the graph raised. Told as `<type>: <message>`; a message that is
 * itself the JSON of `{error, message}` (as the published JS server sends it) is unwrapped, so
 * the graph's own error type and words are what shows.
 */
function graphError(error: unknown, depth: number): string {
  if (!isPlainObject(error)) return typeof error === 'string' ? error : JSON.stringify(error);
  const { error: kind, message } = error;
  if (typeof message === 'string' && depth < MAX_ERROR_NESTING) {
    const inner = parseBoundedJson(message);
    if (inner.kind === 'json' && isErrorShape(inner.value))
      return graphError(inner.value, depth + 1);
  }
  const told = [kind, message].filter((part) => typeof part === 'string').join(': ');
  return told || 'an __error__ without error or message';
}

function isErrorShape(value: unknown): value is Record<string, unknown> {
  return (
    isPlainObject(value) && (typeof value.error === 'string' || typeof value.message === 'string')
  );
}

/** `: <detail>` of an error answer, or the start of its body (a text/plain one, say). */
function errorDetail(text: string): string {
  const parsed = parseBoundedJson(text);
  if (parsed.kind === 'json' && isPlainObject(parsed.value) && parsed.value.detail !== undefined) {
    const { detail } = parsed.value;
    return `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  }
  return text.trim() ? `: ${text.trim()}` : '';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
