import type { TimelineEntry } from './report.ts';
import { isKnownStatus, outcomeOf } from './revision-status.ts';

/**
 * A Mermaid `gantt` chart of the deploy's phases for the job summary. Everything inside the
 * block is the action's own text: the documented status names (any other status becomes a
 * fixed label), millisecond numbers, and fixed words. Nothing the service sends can reach the
 * chart's syntax or end the fenced block. A word of capitals is not enough: Mermaid reads its
 * keywords in any case, so a status SECTION or DATEFORMAT would be syntax. No documented status
 * is a gantt keyword.
 */
export const MAX_CHART_BARS = 20;
const OTHER_STATUS = 'OTHER_STATUS';

export interface ChartInput {
  timeline: readonly TimelineEntry[];
  /** When the chart ends: the step's duration so far. */
  endMs: number;
  /** The wait for `/info` to name the revision, when one ran: its start and end on the same clock. */
  servingRevision?: Phase | undefined;
  /** The health check after DEPLOYED, when one ran. */
  healthCheck?: Phase | undefined;
  /** The smoke test after DEPLOYED, when one ran. */
  smokeTest?: Phase | undefined;
}

interface Phase {
  startMs: number;
  endMs: number;
}

/** The checks after DEPLOYED, each in its own section: the section, its bar, the bar's id. */
const CHECKS = [
  ['servingRevision', 'Serving revision', 'serving revision', 'c0'],
  ['healthCheck', 'Health check', 'health check', 'h0'],
  ['smokeTest', 'Smoke test', 'smoke test', 'c1'],
] as const;

/**
 * The fenced `mermaid` block, or undefined when there is nothing to draw. Times are
 * milliseconds since the step began; the summary's heading names the chart (a gantt `title`
 * would be one more line to sanitize, on GitHub and in Mermaid).
 */
export function renderGantt(input: ChartInput): string | undefined {
  const bars = revisionBars(input);
  if (bars.length === 0) return undefined;
  const lines = [
    'gantt',
    '  dateFormat x',
    `  axisFormat ${input.endMs >= 3_600_000 ? '%H:%M:%S' : '%M:%S'}`,
    '  todayMarker off',
    '  section Revision',
    ...bars,
  ];
  for (const [key, section, bar, id] of CHECKS) {
    const check = input[key];
    if (check && isTime(check.startMs) && isTime(check.endMs) && check.endMs >= check.startMs) {
      lines.push(
        `  section ${section}`,
        `  ${bar} :${id}, ${ms(check.startMs)}, ${ms(check.endMs)}`,
      );
    }
  }
  return ['```mermaid', ...lines, '```'].join('\n');
}

/** One bar per status, from when it was first seen to when the next one was; an end status is a milestone. */
function revisionBars(input: ChartInput): string[] {
  const { timeline, endMs } = input;
  const room = MAX_CHART_BARS - CHECKS.filter(([key]) => input[key]).length;
  const entries = timeline.filter((entry) => isTime(entry.atMs));
  const shown = entries.length > room ? entries.slice(0, room - 1) : entries;
  const bars = shown.map((entry, index) => {
    const name = isKnownStatus(entry.status) ? entry.status : OTHER_STATUS;
    const next = entries[index + 1];
    if (
      !next &&
      outcomeOf(entry.status) !== 'in-progress' &&
      outcomeOf(entry.status) !== 'unknown'
    ) {
      return `  ${name} :milestone, s${index}, ${ms(entry.atMs)}, 0ms`;
    }
    const end = Math.max(next?.atMs ?? endMs, entry.atMs);
    return `  ${name} :s${index}, ${ms(entry.atMs)}, ${ms(end)}`;
  });
  const rest = entries.slice(shown.length);
  const first = rest[0];
  if (first) {
    const end = Math.max(endMs, first.atMs);
    bars.push(`  ${rest.length} more statuses :s${shown.length}, ${ms(first.atMs)}, ${ms(end)}`);
  }
  return bars;
}

function isTime(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

function ms(value: number): string {
  return String(Math.round(value));
}
