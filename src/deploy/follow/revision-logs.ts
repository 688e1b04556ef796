import type { ControlPlaneClient } from '../../client/control-plane-client.ts';
import { ServiceError } from '../../client/service-error.ts';
import type { LogLine } from '../../client/service-schemas.ts';
import { MAX_SERVICE_TEXT_CHARS, oneLine } from '../../common/runner-text.ts';
import type { StepLog } from '../../common/step-context.ts';
import { buildLogGrows, hasBuildLog, type LogKind } from './revision-status.ts';

/** The last lines of a failed revision's log, oldest first, as shown in the log and summary. */
export interface LogExcerpt {
  kind: LogKind;
  lines: string[];
  /** The service has no logs for it (404): said once, never a failure. */
  unavailable?: boolean;
}

/** How many lines public clients show of a failed build; the summary shows no more. */
export const FAILURE_LOG_LINES = 30;
const STREAM_PAGE = 50;

/**
 * One log line as text: the message on one bounded line, after its level unless that is INFO.
 * The service gives every line a level; most are INFO, so only the others say something.
 */
export function formatLogLine(line: LogLine): string {
  const { level: said } = line;
  const level = said && said.toUpperCase() !== 'INFO' ? `${oneLine(said, 10)} ` : '';
  return `${level}${oneLine(line.message, MAX_SERVICE_TEXT_CHARS)}`;
}

/**
 * The newest lines of the revision's log, asked for newest first and shown oldest first.
 * A service without logs answers 404; any other trouble leaves the excerpt empty too, because
 * the logs only explain the result and never change it.
 */
export async function fetchFailureLog(
  client: ControlPlaneClient,
  ids: { deploymentId: string; revisionId: string },
  kind: LogKind,
  signal: AbortSignal,
): Promise<LogExcerpt> {
  try {
    const page = await client.revisionLogs(
      ids.deploymentId,
      ids.revisionId,
      kind,
      { limit: FAILURE_LOG_LINES, order: 'desc' },
      { signal },
    );
    const lines = page.logs.slice(0, FAILURE_LOG_LINES).map(formatLogLine).reverse();
    return { kind, lines };
  } catch (error) {
    if (signal.aborted) throw error;
    const missing = error instanceof ServiceError && error.status === 404;
    return { kind, lines: [], unavailable: missing };
  }
}

/**
 * Prints a failure's log excerpt: its lines in a collapsible group, or one line saying why
 * there are none (a service without logs, or a log that could not be read).
 */
export function showFailureLog(
  { log, group }: Pick<StepLog, 'log' | 'group'>,
  excerpt: LogExcerpt,
  revisionId: string,
): void {
  const title = `${excerpt.kind === 'build' ? 'Build' : 'Deploy'} log of revision ${revisionId}`;
  if (excerpt.unavailable) {
    log(`${title}: this service has no logs (404); the result stands as it is.`);
  } else if (excerpt.lines.length === 0) {
    log(`${title}: no lines could be read.`);
  } else {
    group(title, excerpt.lines);
  }
}

/** The ids of lines shown, the newest MAX_REMEMBERED_IDS of them: memory stays bounded. */
class ShownIds {
  readonly #ids = new Set<string>();

  /** Whether a line with this id is new (a line without an id always is), remembering it. */
  firstTime(id: string | undefined): boolean {
    if (id === undefined) return true;
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > MAX_REMEMBERED_IDS) {
      this.#ids.delete(this.#ids.values().next().value as string);
    }
    return true;
  }
}

/** A repeated page comes back within a few pages; ids further back are forgotten. */
const MAX_REMEMBERED_IDS = 10_000;

/**
 * The build log as it grows, one request per call (the poll loop calls it once per status
 * poll at most), each continuing from the last page's `next_offset`, passed back as the
 * service gave it. `next_offset: null` says nothing follows yet: while the build runs, the
 * next call asks from the same offset again and skips the lines it already showed; once the
 * build stage is over, it means the log is complete and the follower stops. A line whose `id`
 * was shown before (a service that repeats a page) is not shown again.
 */
export class BuildLogFollower {
  readonly #client: ControlPlaneClient;
  readonly #ids: { deploymentId: string; revisionId: string };
  #offset: string | number | undefined;
  /** Lines already shown from the page that starts at `#offset`. */
  #shownFromOffset = 0;
  /** Ids of the lines shown, so a line a page repeats is shown once. */
  readonly #shownIds = new ShownIds();
  #stopped = false;

  constructor(client: ControlPlaneClient, ids: { deploymentId: string; revisionId: string }) {
    this.#client = client;
    this.#ids = ids;
  }

  /**
   * Whether a poll that saw `status` should ask for more lines: not before the build, not for
   * a failure (its own log is shown then), not once the whole log was read.
   */
  wants(status: string): boolean {
    return !this.#stopped && hasBuildLog(status);
  }

  /**
   * New lines since the last call, after a poll that saw `status`; none once the service has
   * said it has no logs.
   */
  async next(
    status: string,
    signal: AbortSignal,
  ): Promise<{ lines: string[]; unavailable?: boolean }> {
    if (this.#stopped) return { lines: [] };
    try {
      const offset = this.#offset;
      const page = await this.#client.revisionLogs(
        this.#ids.deploymentId,
        this.#ids.revisionId,
        'build',
        { limit: STREAM_PAGE, order: 'asc', ...(offset !== undefined && { offset }) },
        { signal },
      );
      const fresh = page.logs
        .slice(this.#shownFromOffset)
        .filter((line) => this.#shownIds.firstTime(line.id));
      if (page.next_offset == null) {
        this.#shownFromOffset = Math.max(this.#shownFromOffset, page.logs.length);
        if (!buildLogGrows(status)) this.#stopped = true;
      } else {
        this.#offset = page.next_offset;
        this.#shownFromOffset = 0;
      }
      // A page longer than asked for is not printed whole: the log stays readable and bounded.
      const lines = fresh.slice(0, STREAM_PAGE).map(formatLogLine);
      const dropped = fresh.length - lines.length;
      if (dropped > 0) lines.push(`… ${dropped} more lines of this page not shown`);
      return { lines };
    } catch (error) {
      if (signal.aborted) throw error;
      const missing = error instanceof ServiceError && error.status === 404;
      if (missing) this.#stopped = true;
      return { lines: [], ...(missing && { unavailable: true }) };
    }
  }
}
