import { json, type Reply, validationFailed } from '../common/reply.ts';
import type { LogEntry } from '../state/revision-logs.ts';

/** The body of the log operations (LogQuery in emulator/openapi.yaml). */
export interface LogQueryBody {
  limit: number;
  order: 'asc' | 'desc';
  offset?: string | number | null;
  level?: string;
  query?: string;
  start_time?: string;
  end_time?: string;
}

/*
 * Emulator: `next_offset` is a string, the position after the page in the chosen order. It is
 * null once nothing follows: in `desc` order when the oldest line was sent, in `asc` order
 * when the newest was sent and the log is complete. While a log still grows (a build runs),
 * `asc` keeps answering the position, so a client streaming the build can ask again later.
 */
export function logPage(entries: LogEntry[], complete: boolean, body: LogQueryBody): Reply {
  const start = offsetOf(body.offset);
  if (start === undefined) {
    return validationFailed([
      {
        type: 'value_error',
        loc: ['body', 'offset'],
        msg: 'Value error, not an offset this service gave',
        input: body.offset,
      },
    ]);
  }
  const matching = entries.filter((entry) => matches(entry, body));
  const ordered = body.order === 'desc' ? matching.reverse() : matching;
  const logs = ordered.slice(start, start + Math.max(0, body.limit));
  const end = start + logs.length;
  const more = end < ordered.length || (body.order === 'asc' && !complete);
  return json(200, { logs, next_offset: more ? String(end) : null });
}

function offsetOf(offset: LogQueryBody['offset']): number | undefined {
  if (offset === undefined || offset === null || offset === '') return 0;
  const value = Number(offset);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function matches(entry: LogEntry, body: LogQueryBody): boolean {
  if (body.level && entry.level.toLowerCase() !== body.level.toLowerCase()) return false;
  if (body.query && !entry.message.toLowerCase().includes(body.query.toLowerCase())) return false;
  const at = typeof entry.timestamp === 'number' ? entry.timestamp : Date.parse(entry.timestamp);
  const from = timeOf(body.start_time);
  const until = timeOf(body.end_time);
  return (from === undefined || at >= from) && (until === undefined || at <= until);
}

/** Epoch milliseconds or an ISO string; anything else does not filter. */
function timeOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isNaN(value) ? undefined : value;
}
