import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../src/deploy/follow/follow-revision.ts';
import {
  axisFor,
  MAX_CHART_BARS,
  renderGantt,
  renderPhaseTable,
  renderTimeline,
} from '../../../src/deploy/report/render-chart.ts';

interface GanttTask {
  task: string;
  startTime: Date;
  endTime: Date;
  milestone?: boolean;
}

/** Mermaid's own parser (no DOM needed for a gantt), then its gantt database's resolved tasks. */
async function parseGantt(block: string): Promise<GanttTask[]> {
  const match = /^```mermaid\n([\s\S]*)\n```$/.exec(block);
  if (!match?.[1]) throw new Error(`not one fenced mermaid block:\n${block}`);
  const text = match[1];
  expect(await mermaid.parse(text)).toMatchObject({ diagramType: 'gantt' });
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db as unknown as { getTasks(): GanttTask[] };
  return db.getTasks().map((task) => ({ ...task, task: task.task.trim() }));
}

const PATH: TimelineEntry[] = [
  { status: 'QUEUED', atMs: 400 },
  { status: 'BUILDING', atMs: 30_000 },
  { status: 'DEPLOYING', atMs: 120_000 },
  { status: 'DEPLOYED', atMs: 171_000 },
];

/** The labels Mermaid writes under the ticks: `%s` is the seconds since the chart's zero. */
function tickLabels(spanMs: number): string[] {
  const { scale, format, tick } = axisFor(spanMs);
  const stepMs = Number(/^(\d+)second$/.exec(tick)?.[1]) * 1000;
  const suffix = format.replace('%s', '');
  const labels = [];
  for (let at = 0; at <= spanMs / scale; at += stepMs) {
    labels.push(`${Math.floor(at / 1000)}${suffix}`);
  }
  return labels;
}

describe('axisFor', () => {
  it.each([
    [300, ['0s']],
    [7000, ['0s', '1s', '2s', '3s', '4s', '5s', '6s', '7s']],
    [25_000, ['0s', '5s', '10s', '15s', '20s', '25s']],
    [171_300, ['0s', '30s', '60s', '90s', '120s', '150s']],
    [600_000, ['0m', '2m', '4m', '6m', '8m', '10m']],
    [1_800_000, ['0m', '5m', '10m', '15m', '20m', '25m', '30m']],
    [24 * 3_600_000, ['0m', '240m', '480m', '720m', '960m', '1200m', '1440m']],
  ])('labels a step of %i ms with distinct round figures: %j', (spanMs, labels) => {
    expect(tickLabels(spanMs)).toEqual(labels);
  });

  it('never repeats a label, whatever the length of the step', () => {
    for (let spanMs = 0; spanMs <= 24 * 3_600_000; spanMs += 997 + spanMs / 7) {
      const labels = tickLabels(spanMs);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('renderGantt', () => {
  it('draws one bar per status, ending where the next began, and the end status as a milestone', async () => {
    const block = renderGantt({ timeline: PATH, endMs: 171_300 }) as string;
    const tasks = await parseGantt(block);
    expect(tasks.map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual([
      ['QUEUED', 400, 30_000],
      ['BUILDING', 30_000, 120_000],
      ['DEPLOYING', 120_000, 171_000],
      ['DEPLOYED', 171_000, 171_000],
    ]);
    expect(tasks.at(-1)?.milestone).toBe(true);
    expect(block).toContain('  axisFormat %ss\n  tickInterval 30second\n');
  });

  it('draws a step of three minutes or more in minutes, a chart second for each', async () => {
    const block = renderGantt({ timeline: PATH.slice(0, 3), endMs: 600_000 }) as string;
    const tasks = await parseGantt(block);
    expect(tasks.map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual([
      ['QUEUED', 7, 500],
      ['BUILDING', 500, 2000],
      ['DEPLOYING', 2000, 10_000],
    ]);
    expect(block).toContain('  axisFormat %sm\n  tickInterval 2second\n');
  });

  it('draws a status still under way up to the end of the step, and the health check in its own section', async () => {
    const block = renderGantt({
      timeline: PATH.slice(0, 2),
      endMs: 50_000,
      healthCheck: { startMs: 50_000, endMs: 62_500 },
    }) as string;
    const tasks = await parseGantt(block);
    expect(tasks.map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual([
      ['QUEUED', 400, 30_000],
      ['BUILDING', 30_000, 50_000],
      ['health check', 50_000, 62_500],
    ]);
    expect(block).toContain('section Health check');
  });

  it('draws the wait for /info and the smoke test in their own sections, in order', async () => {
    const block = renderGantt({
      timeline: PATH.slice(0, 2),
      endMs: 50_000,
      servingRevision: { startMs: 50_000, endMs: 54_000 },
      healthCheck: { startMs: 54_000, endMs: 54_100 },
      smokeTest: { startMs: 54_100, endMs: 57_000 },
    }) as string;
    const tasks = await parseGantt(block);
    expect(tasks.slice(2).map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual(
      [
        ['serving revision', 50_000, 54_000],
        ['health check', 54_000, 54_100],
        ['smoke test', 54_100, 57_000],
      ],
    );
    expect(block).toContain('section Serving revision');
    expect(block).toContain('section Smoke test');
  });

  it(`draws at most ${MAX_CHART_BARS} bars, the last one standing for the rest`, async () => {
    const flapping = Array.from({ length: 60 }, (_, i) => ({
      status: i % 2 ? 'BUILDING' : 'QUEUED',
      atMs: i * 1000,
    }));
    const tasks = await parseGantt(renderGantt({ timeline: flapping, endMs: 61_000 }) as string);
    expect(tasks).toHaveLength(MAX_CHART_BARS);
    expect(tasks.at(-1)).toMatchObject({ task: '41 more statuses' });
    const withCheck = renderGantt({
      timeline: flapping,
      endMs: 61_000,
      healthCheck: { startMs: 61_000, endMs: 62_000 },
    }) as string;
    expect(await parseGantt(withCheck)).toHaveLength(MAX_CHART_BARS);
    const withChecks = renderGantt({
      timeline: flapping,
      endMs: 61_000,
      servingRevision: { startMs: 61_000, endMs: 61_500 },
      healthCheck: { startMs: 61_500, endMs: 62_000 },
      smokeTest: { startMs: 62_000, endMs: 63_000 },
    }) as string;
    expect(await parseGantt(withChecks)).toHaveLength(MAX_CHART_BARS);
  });

  it('holds no service text: a status that is not a documented name becomes a fixed label', async () => {
    const hostile = [
      'DEPLOYING\n```\n<img src=x onerror=alert(1)>',
      'done :crit, x1, 0, 1',
      '%%{init: {"theme": "dark"}}%%',
      'Deploying',
      'A'.repeat(500),
      'BUILD-ING',
    ];
    const timeline = hostile.map((status, i) => ({ status, atMs: i * 1000 }));
    const block = renderGantt({ timeline, endMs: 10_000 }) as string;
    const tasks = await parseGantt(block);
    expect(tasks.map((t) => t.task)).toEqual(hostile.map(() => 'OTHER_STATUS'));
    // Line by line: fixed words, status names, numbers; nothing else.
    const body = block.split('\n').slice(1, -1);
    for (const line of body) {
      expect(line).toMatch(
        /^(gantt| {2}dateFormat x| {2}axisFormat %s[sm]| {2}tickInterval \d+second| {2}todayMarker off| {2}section (Revision|Health check)| {2}[A-Z_]+ :(milestone, )?s\d+, \d+, (\d+|0ms)| {2}\d+ more statuses :s\d+, \d+, \d+| {2}health check :h0, \d+, \d+)$/,
      );
    }
    expect(block.match(/```/g)).toHaveLength(2);
  });

  it('draws a status by name only when it is documented: a gantt keyword in capitals is a fixed label', async () => {
    const keywords = [
      'SECTION',
      'DATEFORMAT',
      'EXCLUDES',
      'GANTT',
      'CLICK',
      'CALL',
      'TOPAXIS',
      'INCLUSIVEENDDATES',
      'AXISFORMAT',
      'TICKINTERVAL',
      'TODAYMARKER',
      'INCLUDES',
      'TITLE',
      'ACCTITLE',
      'ACCDESCR',
    ];
    const timeline = keywords.map((status, i) => ({ status, atMs: i * 1000 }));
    const tasks = await parseGantt(renderGantt({ timeline, endMs: 20_000 }) as string);
    expect(tasks.map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual(
      keywords.map((_, i) => [
        'OTHER_STATUS',
        i * 1000,
        i === keywords.length - 1 ? 20_000 : (i + 1) * 1000,
      ]),
    );
    // Every documented status stands as its own label, none read as a keyword.
    const known = [
      'CREATING',
      'QUEUED',
      'AWAITING_BUILD',
      'BUILDING',
      'AWAITING_DEPLOY',
      'DEPLOYING',
      'CREATE_FAILED',
      'BUILD_FAILED',
      'DEPLOY_FAILED',
      'UNKNOWN',
      'SKIPPED',
      'INTERRUPTED',
      'DEPLOYED',
    ];
    const all = known.map((status, i) => ({ status, atMs: i * 1000 }));
    const drawn = await parseGantt(renderGantt({ timeline: all, endMs: 20_000 }) as string);
    expect(drawn.map((t) => t.task)).toEqual(known);
  });

  it('draws nothing without a status, and skips times that are not times', () => {
    expect(renderGantt({ timeline: [], endMs: 1000 })).toBeUndefined();
    const block = renderGantt({
      timeline: [
        { status: 'QUEUED', atMs: Number.NaN },
        { status: 'BUILDING', atMs: 5 },
      ],
      endMs: 10,
      healthCheck: { startMs: 20, endMs: 10 },
    }) as string;
    expect(block).not.toContain('QUEUED');
    expect(block).not.toContain('Health check');
  });
});

describe('renderPhaseTable', () => {
  it('tells the same phases in one row: when each status was first seen, when each check ran', () => {
    const markdown = renderPhaseTable({
      timeline: PATH,
      endMs: 175_000,
      healthCheck: { startMs: 171_500, endMs: 174_000 },
    });
    expect(markdown).toBe(
      [
        '| Phase | `QUEUED` | `BUILDING` | `DEPLOYING` | `DEPLOYED` | health check |',
        '| --- | --- | --- | --- | --- | --- |',
        '| When | 400ms | 30s | 2m | 2m 51s | 2m 52s for 3s |',
      ].join('\n'),
    );
  });

  it('shows a status the chart cannot name as code, one bounded line, and as many columns as the chart has bars', () => {
    const hostile = 'evil | cell\n| row |`x`<img src=x>'.repeat(10);
    const flapping = Array.from({ length: 60 }, (_, i) => ({
      status: i === 0 ? hostile : i % 2 ? 'BUILDING' : 'QUEUED',
      atMs: i * 1000,
    }));
    const markdown = renderPhaseTable({ timeline: flapping, endMs: 61_000 });
    const lines = markdown.split('\n');
    expect(lines).toHaveLength(3);
    const cells = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1);
    for (const line of lines) expect(cells(line)).toHaveLength(MAX_CHART_BARS + 1);
    expect(lines[0]).toContain('41 more statuses');
    // Inside one code span, HTML and Markdown show as text.
    const status = cells(lines[0] as string)[1] as string;
    expect(status).toMatch(/^ `[^`]{1,45}` $/);
  });
});

describe('renderTimeline', () => {
  it('is a heading, the chart and the table, or nothing without a status', () => {
    const section = renderTimeline({ timeline: PATH, endMs: 171_300 }) as string;
    const parts = section.split('\n\n');
    expect(parts[0]).toBe('### Timeline (time since the step began)');
    expect(parts[1]).toBe(renderGantt({ timeline: PATH, endMs: 171_300 }));
    expect(parts[2]).toBe(renderPhaseTable({ timeline: PATH, endMs: 171_300 }));
    expect(parts).toHaveLength(3);
    expect(renderTimeline({ timeline: [], endMs: 1000 })).toBeUndefined();
  });
});
