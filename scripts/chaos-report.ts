// The chaos table: one row per fault, its runs summed up; and the JSON kept in bench-results/.
import type { CaseOutcome } from './chaos-run.ts';

export interface ChaosRow {
  fault: string;
  runs: number;
  correct: number;
  wrong: number;
  requests: number;
  patchesSent: number[];
  patchesApplied: number[];
}

export function summarize(outcomes: CaseOutcome[]): ChaosRow[] {
  const rows = new Map<string, ChaosRow>();
  for (const outcome of outcomes) {
    const row = rows.get(outcome.fault) ?? {
      fault: outcome.fault,
      runs: 0,
      correct: 0,
      wrong: 0,
      requests: 0,
      patchesSent: [],
      patchesApplied: [],
    };
    row.runs += 1;
    if (outcome.problems.length === 0) row.correct += 1;
    else row.wrong += 1;
    row.requests += outcome.requests;
    row.patchesSent.push(outcome.patchesSent);
    row.patchesApplied.push(outcome.patchesApplied);
    rows.set(outcome.fault, row);
  }
  return [...rows.values()];
}

/** `6 (2 each)`, or `5 (1+2+2)` when the runs differ. */
function perRun(counts: number[]): string {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (counts.length === 1) return String(total);
  const same = counts.every((count) => count === counts[0]);
  return `${total} (${same ? `${counts[0]} each` : counts.join('+')})`;
}

const HEADER = [
  'fault',
  'runs',
  'correct',
  'wrong',
  'requests sent',
  'PATCHes sent',
  'PATCHes applied',
];

export function renderTable(rows: ChaosRow[]): string {
  const cells = rows.map((row) => [
    row.fault,
    String(row.runs),
    String(row.correct),
    String(row.wrong),
    String(row.requests),
    perRun(row.patchesSent),
    perRun(row.patchesApplied),
  ]);
  const total = (pick: (row: ChaosRow) => number) =>
    String(rows.reduce((sum, row) => sum + pick(row), 0));
  const totals = [
    'total',
    total((row) => row.runs),
    total((row) => row.correct),
    total((row) => row.wrong),
    total((row) => row.requests),
    total((row) => row.patchesSent.reduce((a, b) => a + b, 0)),
    total((row) => row.patchesApplied.reduce((a, b) => a + b, 0)),
  ];
  const all = [HEADER, ...cells, totals];
  const widths = HEADER.map((_, column) =>
    Math.max(...all.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(HEADER), rule, ...cells.map(line), line(totals)].join('\n');
}

/** Every wrong run with what was wrong about it. */
export function renderProblems(outcomes: CaseOutcome[]): string {
  return outcomes
    .filter((outcome) => outcome.problems.length > 0)
    .map(
      (outcome) =>
        `✗ ${outcome.fault} (${outcome.variant}): ${outcome.problems.join('; ')} [result ${outcome.result}, exit ${outcome.exitCode}, ${outcome.seconds}s]`,
    )
    .join('\n');
}

export function chaosJson(outcomes: CaseOutcome[], seconds: number) {
  return {
    generatedAt: new Date().toISOString(),
    seconds: Math.round(seconds),
    howCounted: {
      patchesSent: 'PATCH requests the emulator received, including ones it answered with a fault',
      patchesApplied:
        "revisions the deployment gained, read from the service's revision list after the run",
    },
    rows: summarize(outcomes),
    runs: outcomes.map((outcome) => ({
      ...outcome,
      expected: { ...outcome.expected, log: outcome.expected.log?.map(String) },
    })),
  };
}
