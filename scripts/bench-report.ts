// Figures and the printed table of `npm run bench`.

export interface Figure {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function figure(samples: number[]): Figure {
  if (samples.length === 0)
    return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return {
    median,
    min: sorted[0] as number,
    max: sorted.at(-1) as number,
    runs: sorted.length,
  };
}

export interface Row {
  label: string;
  value: Figure;
  unit: 'ms' | 's' | 'x' | 'count' | 'MB' | 'kB' | 'version';
  /** The goal the median must meet: at most `max`, or at least `min`. */
  target?: { max?: number; min?: number; text: string };
}

function format(value: number, unit: Row['unit']): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${value.toFixed(0)} ms`;
    case 's':
      return `${value.toFixed(2)} s`;
    case 'x':
      return `${value.toFixed(2)}×`;
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
    case 'MB':
      return `${value.toFixed(1)} MB`;
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'version':
      return value.toFixed(1);
  }
}

/** Whether the row's median meets its goal; undefined when it has none or no figure. */
export function meets(row: Row): boolean | undefined {
  const { target, value } = row;
  if (!target || Number.isNaN(value.median)) return undefined;
  return value.median <= (target.max ?? Infinity) && value.median >= (target.min ?? -Infinity);
}

export function verdict(row: Row): string {
  if (!row.target) return '';
  const met = meets(row);
  return `${row.target.text} ${met === undefined ? '?' : met ? 'ok' : 'MISSED'}`;
}

/** The rows whose goal the median misses, or that have a goal and no figure. */
export function missedGoals(rows: Row[]): Row[] {
  return rows.filter((row) => row.target && meets(row) !== true);
}

/** A plain-text table, the same as docs/benchmark.md quotes. */
export function renderTable(title: string, rows: Row[], notes: string[]): string {
  const header = ['', 'median', 'min', 'max', 'runs', 'target'];
  const lines = rows.map((row) => [
    row.label,
    format(row.value.median, row.unit),
    row.value.runs > 1 ? format(row.value.min, row.unit) : '',
    row.value.runs > 1 ? format(row.value.max, row.unit) : '',
    String(row.value.runs),
    verdict(row),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => (line[column] as string).length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column] as number)
          : cell.padStart(widths[column] as number),
      )
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2));
  return [title, rule, render(header), rule, ...lines.map(render), rule, ...notes].join('\n');
}
