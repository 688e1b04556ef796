import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { MAX_CHART_BARS, renderGantt } from '../../src/deploy/render-chart.ts';
import type { TimelineEntry } from '../../src/deploy/report.ts';

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
  { status: 'DEPLOYED', atMs: 181_000 },
];

describe('renderGantt', () => {
  it('draws one bar per status, ending where the next began, and the end status as a milestone', async () => {
    const tasks = await parseGantt(renderGantt({ timeline: PATH, endMs: 181_300 }) as string);
    expect(tasks.map((t) => [t.task, t.startTime.valueOf(), t.endTime.valueOf()])).toEqual([
      ['QUEUED', 400, 30_000],
      ['BUILDING', 30_000, 120_000],
      ['DEPLOYING', 120_000, 181_000],
      ['DEPLOYED', 181_000, 181_000],
    ]);
    expect(tasks.at(-1)?.milestone).toBe(true);
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
        /^(gantt| {2}title Deploy phases \(time since the step began\)| {2}dateFormat x| {2}axisFormat %(H:%)?M:%S| {2}todayMarker off| {2}section (Revision|Health check)| {2}[A-Z_]+ :(milestone, )?s\d+, \d+, (\d+|0ms)| {2}\d+ more statuses :s\d+, \d+, \d+| {2}health check :h0, \d+, \d+)$/,
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
