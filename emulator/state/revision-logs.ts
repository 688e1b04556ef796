import { randomUUID } from 'node:crypto';
import { now } from '../common/clock.ts';
import type { RevisionStep } from './resources.ts';
import { isFinal, type Schedule, type ScheduledStep, statusAt } from './revision-schedule.ts';
import type { LogLineInput, RevisionLogs } from './service-types.ts';

export interface StoredLogLine {
  /** Unique per line, as the service's are: clients following a log skip ids they have shown. */
  id: string;
  message: string;
  level: string;
}

export interface StoredLogs {
  build: StoredLogLine[];
  deploy: StoredLogLine[];
}

export type LogPhase = keyof StoredLogs;

/** A line as the log operations answer it: every line carries its level. */
export interface LogEntry {
  id: string;
  timestamp: number | string;
  level: string;
  message: string;
}

const PHASE_STATUS: Record<LogPhase, string> = { build: 'BUILDING', deploy: 'DEPLOYING' };

/** The level of a line given without one, and of the made-up lines but a failure's last. */
const DEFAULT_LEVEL = 'INFO';

/** The lines a revision gets: the given ones, or made-up ones for the phases its steps reach. */
export function revisionLogLines(steps: RevisionStep[], given: RevisionLogs = {}): StoredLogs {
  const statuses = new Set(steps.map((step) => step.status));
  const build: LogLineInput[] = statuses.has('BUILDING')
    ? ['Fetching source', 'Installing dependencies', 'Building image']
    : [];
  if (build.length > 0) {
    build.push(
      statuses.has('BUILD_FAILED')
        ? { message: 'The build failed', level: 'ERROR' }
        : 'Image built',
    );
  }
  const deploy: LogLineInput[] =
    statuses.has('DEPLOYING') || statuses.has('DEPLOYED')
      ? ['Starting server', 'Waiting for the health check']
      : [];
  if (deploy.length > 0) {
    deploy.push(
      statuses.has('DEPLOY_FAILED')
        ? { message: 'The server never became healthy', level: 'ERROR' }
        : 'Server is ready',
    );
  }
  return {
    build: (given.buildLog ?? build).map(storedLine),
    deploy: (given.deployLog ?? deploy).map(storedLine),
  };
}

function storedLine(line: LogLineInput): StoredLogLine {
  const id = randomUUID();
  if (typeof line === 'string') return { id, message: line, level: DEFAULT_LEVEL };
  return { id, message: line.message, level: line.level ?? DEFAULT_LEVEL };
}

/**
 * The lines of a phase that have appeared by `at`, oldest first, and whether more may come.
 * Lines are spread evenly over the phase's step (BUILDING or DEPLOYING), or over its polls when
 * the step is counted in polls (a line appears with the GET that reveals it); without that step
 * they all appear when the last step begins. Build lines carry epoch milliseconds, deploy
 * lines ISO strings: the service may send either.
 */
export function visibleLog(
  schedule: Schedule,
  lines: StoredLogLine[],
  phase: LogPhase,
  at = now(),
): { entries: LogEntry[]; complete: boolean } {
  const window = phaseWindow(schedule, PHASE_STATUS[phase]);
  const cutoff = Math.min(at, schedule.stoppedAt ?? Number.POSITIVE_INFINITY);
  const entries: LogEntry[] = [];
  for (const [index, line] of lines.entries()) {
    const appearsAt = appearanceOf(window, index, lines.length);
    if (appearsAt === undefined || appearsAt > cutoff) break;
    const timestamp = phase === 'build' ? Math.round(appearsAt) : new Date(appearsAt).toISOString();
    entries.push({ timestamp, ...line });
  }
  const { status } = statusAt(schedule, at);
  const phaseOver = window.found && at >= window.start + window.ms && status !== window.status;
  return { entries, complete: isFinal(status) || phaseOver };
}

interface PhaseWindow {
  start: number;
  ms: number;
  found: boolean;
  status: string;
  polls?: ScheduledStep['polls'];
}

function phaseWindow(schedule: Schedule, status: string): PhaseWindow {
  let since = schedule.startedAt;
  let lastStart = since;
  for (const step of schedule.steps) {
    if (step.status === status) {
      return {
        start: since,
        ms: step.ms,
        found: true,
        status,
        ...(step.polls && { polls: step.polls }),
      };
    }
    lastStart = since;
    since += step.ms;
  }
  return { start: lastStart, ms: 0, found: false, status };
}

/** When line `index` of `count` appears; undefined while the GET that reveals it has not come. */
function appearanceOf(window: PhaseWindow, index: number, count: number): number | undefined {
  if (!window.polls) return window.start + (index * window.ms) / count;
  const polled = Math.floor((index * window.polls.count) / count);
  return polled === 0 ? window.start : window.polls.answeredAt[polled - 1];
}
