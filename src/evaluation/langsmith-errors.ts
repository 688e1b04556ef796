import { parseBoundedJson } from '../common/bounded-json.ts';

/** What a LangSmith call's error tells, in the client's words. */
export type LangSmithTrouble =
  | { kind: 'status'; status: number; detail: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'other'; message: string };

const MAX_DETAIL_CHARS = 500;

/**
 * Reads an error of the official client: an HTTP answer it refused (`Failed to … Received status
 * [403]: Forbidden. Message: {"detail": …}`), with the service's `detail`; a request that never
 * got an answer (`fetch failed`, its cause's code); or anything else, by its first line.
 */
export function langSmithTrouble(error: unknown): LangSmithTrouble {
  const message = error instanceof Error ? error.message : String(error);
  const answered = /Received status \[(\d{3})\]: [^\n]*?\. Message: ([\s\S]*)$/.exec(message);
  if (answered) {
    return { kind: 'status', status: Number(answered[1]), detail: detailOf(answered[2] ?? '') };
  }
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET/.test(message)) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = typeof cause?.code === 'string' ? cause.code : message.split('\n')[0];
    return { kind: 'unreachable', reason: String(reason) };
  }
  return { kind: 'other', message: (message.split('\n')[0] ?? '').slice(0, MAX_DETAIL_CHARS) };
}

/** The trouble as the end of a sentence: `HTTP 403: <detail>`, `no answer (ECONNREFUSED)`. */
export function describeTrouble(trouble: LangSmithTrouble): string {
  if (trouble.kind === 'status') {
    return `HTTP ${trouble.status}${trouble.detail ? `: ${trouble.detail}` : ''}`;
  }
  if (trouble.kind === 'unreachable') return `no answer (${trouble.reason})`;
  return trouble.message;
}

/** `detail` of a JSON error body (or its `error`), else the body's start. */
function detailOf(body: string): string {
  const parsed = parseBoundedJson(body.trim());
  if (parsed.kind === 'json' && typeof parsed.value === 'object' && parsed.value !== null) {
    const { detail, error } = parsed.value as { detail?: unknown; error?: unknown };
    const told = detail ?? error;
    if (told !== undefined) {
      return (typeof told === 'string' ? told : JSON.stringify(told)).slice(0, MAX_DETAIL_CHARS);
    }
  }
  return body.trim().slice(0, MAX_DETAIL_CHARS);
}
