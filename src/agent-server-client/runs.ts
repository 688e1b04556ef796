import { parseBoundedJson, unusableJson } from '../common/bounded-json.ts';
import { type AgentServerAnswer, sizeInWords } from './request.ts';

/*
 * A run of an assistant: what is asked, and what comes back, its final values or why there are
 * none, each way its own kind.
 */

/** How deep one graph error may hold another's JSON in its message before it is shown as it is. */
const MAX_ERROR_NESTING = 4;

/** One run of an assistant (`POST /runs/wait`, or on a thread `POST /threads/{id}/runs/wait`). */
export interface RunRequest {
  /** A graph's name or an assistant's id. */
  assistantId: string;
  input: unknown;
  config?: Record<string, unknown> | undefined;
  /** The graph's runtime context. */
  context?: Record<string, unknown> | undefined;
  /** A thread createThread started; without one, the run has no thread. */
  threadId?: string | undefined;
}

export interface RunOptions {
  /** How long the run may take; never past what the clock leaves. */
  timeoutMs: number;
  /** Ends this run alone, with the signal's reason (thrown), as the clock's signal ends them all. */
  signal?: AbortSignal;
  /** What the time-out is called when it runs out: "no answer within <name> of 2s". */
  timeoutName?: string;
}

/**
 * Why a run (or a thread's start) gave no values, each way its own kind, with the words for a
 * person in `problem` (the server's words in it are data: stripped and redacted where shown).
 * - `graph-error`: the graph raised (a 200 with `__error__`), told in the graph's own words;
 * - `timed-out`: no whole answer within the time-out, whatever came before (keep-alive newlines);
 * - `not-sent`: nothing was sent: no time was left, or the path may not be requested;
 * - `refused`: the server refused the request's key, or wanted one (401 or 403, with its detail);
 * - `http-error`: any other status that is not 2xx, with its detail;
 * - `no-answer`: the connection failed before an answer;
 * - `unreadable`: an answer that is not a run's values: too long, broken off, not JSON, too deep.
 */
export interface RunFailure {
  kind:
    | 'graph-error'
    | 'timed-out'
    | 'not-sent'
    | 'refused'
    | 'http-error'
    | 'no-answer'
    | 'unreadable';
  problem: string;
  /** The answer's status, when one came. */
  status?: number;
}

/**
 * A run's final values (`values`), or why there are none; either way the URL it went to and the
 * answer's body as far as it was read (data, to be stripped and redacted wherever it is shown).
 */
export type RunOutcome = { url: string; text?: string } & (
  | { ok: true; values: unknown }
  | ({ ok: false } & RunFailure)
);

/** A new thread's id, or why none was started, told as a run that failed is. */
export type ThreadStart = { ok: true; threadId: string } | Extract<RunOutcome, { ok: false }>;

/** What one answer of the agent server said: its JSON, or why it did not pass. */
export type AnswerReading = { ok: true; values: unknown } | ({ ok: false } & RunFailure);

/**
 * Reads a `…/runs/wait` (or `/threads`) answer: its JSON, or why the run did not pass.
 * `timedOut` is what to say when the call's time-out ran out before the answer's end, whatever
 * came before (headers, keep-alive newlines); whitespace before the JSON is part of a normal
 * answer. `limitBytes` is the most of it that was read. Every parse is bounded: an answer nested
 * deeper than any real one fails here.
 */
export function readRunAnswer(
  answer: AgentServerAnswer,
  { limitBytes, timedOut }: { limitBytes: number; timedOut: string },
): AnswerReading {
  const fail = (kind: RunFailure['kind'], problem: string, status?: number): AnswerReading => ({
    ok: false,
    kind,
    problem,
    ...(status !== undefined && { status }),
  });
  if (answer.kind === 'no-answer') {
    return answer.timedOut ? fail('timed-out', timedOut) : fail('no-answer', answer.reason);
  }
  const { status } = answer;
  if (answer.body === 'timed-out') return fail('timed-out', timedOut, status);
  if (status < 200 || status >= 300) {
    const kind = status === 401 || status === 403 ? 'refused' : 'http-error';
    return fail(kind, `HTTP ${status}${errorDetail(answer.text)}`, status);
  }
  if (answer.body === 'too-large') {
    const limit = sizeInWords(limitBytes);
    return fail('unreadable', `the answer is longer than ${limit}, all that is read of it`, status);
  }
  if (answer.body === 'broken') {
    return fail('unreadable', 'the answer broke off before its end', status);
  }
  const parsed = parseBoundedJson(answer.text);
  if (parsed.kind !== 'json') return fail('unreadable', `the answer is ${unusableJson(parsed)}`);
  const values = parsed.value;
  if (isPlainObject(values) && '__error__' in values) {
    return fail('graph-error', `the run failed: ${graphError(values.__error__, 0)}`, status);
  }
  return { ok: true, values };
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

/** A JSON object (not an array, not null): what the server's answers are read as. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
