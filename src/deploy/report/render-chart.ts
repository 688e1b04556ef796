import { code, table } from '../../common/markdown.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import type { TimelineEntry } from '../follow/follow-revision.ts';
import { isKnownStatus, outcomeOf } from '../follow/revision-status.ts';

/**
 * The deploy's timeline for the job summary: each status from when it was first seen, and the
 * checks after DEPLOYED, drawn once as a Mermaid `gantt` chart and told once more in a table of
 * one row for screen readers (a chart is a picture to them).
 *
 * Everything inside the chart's block is the action's own text: the documented status names
 * (any other status becomes a fixed label), numbers, and fixed words. Nothing the service
 * sends can reach the chart's syntax or end the fenced block. A word of capitals is not
 * enough: Mermaid reads its keywords in any case, so a status SECTION or DATEFORMAT would be
 * syntax. No documented status is a gantt keyword. The table shows a status as inline code.
 */
export const MAX_CHART_BARS = 20;
const OTHER_STATUS = 'OTHER_STATUS';

export interface ChartInput {
  timeline: readonly TimelineEntry[];
  /** When the chart ends: the step's duration so far. */
  endMs: number;
  /** The wait for `/info` to name the revision, when one ran: its start and end on the same clock. */
  servingRevision?: Span | undefined;
  /** The health check after DEPLOYED, when one ran. */
  healthCheck?: Span | undefined;
  /** The smoke test after DEPLOYED, when one ran. */
  smokeTest?: Span | undefined;
  /** The evaluation gate's baseline, evaluated while the revision built, when it ran. */
  baseline?: Span | undefined;
  /** The evaluation gate on the new revision, when it ran. */
  evaluation?: Span | undefined;
}

interface Span {
  startMs: number;
  endMs: number;
}

/** One bar of the chart and one column of the table. */
interface Phase extends Span {
  /** The bar's label: a documented status, a fixed word, or a count. */
  bar: string;
  /** The column's heading: the status as the service wrote it (as code), or the same words. */
  heading: string;
  /** The Mermaid section the bar stands in, and its id there. */
  section: string;
  id: string;
  milestone: boolean;
}

/** The checks after DEPLOYED, each in its own section: the section, its bar, the bar's id. */
const CHECKS = [
  ['servingRevision', 'Serving revision', 'serving revision', 'c0'],
  ['healthCheck', 'Health check', 'health check', 'h0'],
  ['smokeTest', 'Smoke test', 'smoke test', 'c1'],
  ['baseline', 'Evaluation', 'baseline', 'e0'],
  ['evaluation', 'Evaluation', 'evaluation', 'e1'],
] as const;

/**
 * The timeline's section of the summary: its heading, the chart and the one-row table; undefined
 * when no status was seen at a readable time.
 */
export function renderTimeline(input: ChartInput): string | undefined {
  const chart = renderGantt(input);
  if (!chart) return undefined;
  return ['### Timeline (time since the step began)', chart, renderPhaseTable(input)].join('\n\n');
}

/** The fenced `mermaid` block, or undefined when there is nothing to draw. */
export function renderGantt(input: ChartInput): string | undefined {
  const phases = phasesOf(input);
  if (phases.length === 0) return undefined;
  const axis = axisFor(Math.max(input.endMs, ...phases.map((phase) => phase.endMs)));
  const at = (value: number) => String(Math.round(value / axis.scale));
  const lines = [
    'gantt',
    '  dateFormat x',
    `  axisFormat ${axis.format}`,
    `  tickInterval ${axis.tick}`,
    '  todayMarker off',
  ];
  let section = '';
  for (const phase of phases) {
    if (phase.section !== section) {
      section = phase.section;
      lines.push(`  section ${section}`);
    }
    const kind = phase.milestone ? 'milestone, ' : '';
    const end = phase.milestone ? '0ms' : at(phase.endMs);
    lines.push(`  ${phase.bar} :${kind}${phase.id}, ${at(phase.startMs)}, ${end}`);
  }
  return ['```mermaid', ...lines, '```'].join('\n');
}

/** The same phases as a table of one row: when each status was first seen, when each check began and how long it took. */
export function renderPhaseTable(input: ChartInput): string {
  const phases = phasesOf(input);
  const when = (phase: Phase) =>
    phase.section === 'Revision'
      ? formatDuration(phase.startMs)
      : `${formatDuration(phase.startMs)} for ${formatDuration(phase.endMs - phase.startMs)}`;
  return table(['Phase', ...phases.map((phase) => phase.heading)], [['When', ...phases.map(when)]]);
}

/**
 * The axis, in labels that differ from tick to tick. `%s` (seconds since 1970, the chart's
 * zero) is the one label that reads the same in every viewer's time zone; for a step of three
 * minutes or more the chart is drawn in minutes, a chart second standing for a real minute,
 * and labelled `5m`. About ten ticks at most, on a round step.
 */
export function axisFor(spanMs: number): { scale: number; format: string; tick: string } {
  const minutes = spanMs >= 180_000;
  const unitMs = minutes ? 60_000 : 1000;
  const steps = minutes ? [1, 2, 5, 10, 15, 30, 60, 120, 240, 360] : [1, 2, 5, 10, 15, 30];
  const units = Math.max(0, spanMs) / unitMs;
  const step = steps.find((candidate) => units / candidate <= 9) ?? (steps.at(-1) as number);
  return {
    scale: minutes ? 60 : 1,
    format: minutes ? '%sm' : '%ss',
    tick: `${step}second`,
  };
}

/** The bars, at most MAX_CHART_BARS: the statuses (the last one standing for any past room), then the checks. */
function phasesOf(input: ChartInput): Phase[] {
  const checks = CHECKS.flatMap(([key, section, bar, id]): Phase[] => {
    const span = input[key];
    if (!span || !isTime(span.startMs) || !isTime(span.endMs) || span.endMs < span.startMs) {
      return [];
    }
    return [{ ...span, bar, heading: bar, section, id, milestone: false }];
  });
  const statuses = statusPhases(input, MAX_CHART_BARS - checks.length);
  return statuses.length > 0 ? [...statuses, ...checks] : [];
}

/** One bar per status, from when it was first seen to when the next one was; an end status is a milestone. */
function statusPhases({ timeline, endMs }: ChartInput, room: number): Phase[] {
  const entries = timeline.filter((entry) => isTime(entry.atMs));
  const shown = entries.length > room ? entries.slice(0, room - 1) : entries;
  const phases = shown.map((entry, index): Phase => {
    const next = entries[index + 1];
    const outcome = outcomeOf(entry.status);
    return {
      bar: isKnownStatus(entry.status) ? entry.status : OTHER_STATUS,
      heading: code(entry.status, 40),
      section: 'Revision',
      id: `s${index}`,
      startMs: entry.atMs,
      endMs: Math.max(next?.atMs ?? endMs, entry.atMs),
      milestone: !next && outcome !== 'in-progress' && outcome !== 'unknown',
    };
  });
  const rest = entries.slice(shown.length);
  const first = rest[0];
  if (first) {
    const more = `${rest.length} more statuses`;
    phases.push({
      bar: more,
      heading: more,
      section: 'Revision',
      id: `s${shown.length}`,
      startMs: first.atMs,
      endMs: Math.max(endMs, first.atMs),
      milestone: false,
    });
  }
  return phases;
}

function isTime(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}
