// `npm run bench:pack`: packs and uploads generated source trees with src/packing/ against a
// local sink, next to `tar -czf` plus a plain streaming HTTP PUT of the same tree, and measures
// the peak RSS of the pack+upload process. Each measurement runs in a child process of its own:
// this script bundled with ncc, as the action ships (running the .ts source costs some 20 MB
// more for type stripping). Trees are generated under the OS temp dir and removed afterwards.
//
//   npm run bench:pack                 # 100 MB timing tree, 10 MB and 150 MB RSS trees,
//                                      # 200,000 small files
//   npm run bench:pack -- --runs 5     # more timing runs per side (median shown)
//   npm run bench:pack -- --source     # children run this .ts file instead of a bundle
//   npm run bench:pack -- --only-small # only the 200,000 small files
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ours, plainPut, report } from './bench-pack-child.ts';
import { bundleThisScript, type ChildResult, measure, startSink } from './bench-pack-measure.ts';
import { generateSmallFiles, generateTree, MB } from './bench-pack-tree.ts';

const { values: options } = parseArgs({
  options: {
    child: { type: 'string' },
    root: { type: 'string' },
    file: { type: 'string' },
    sink: { type: 'string' },
    runs: { type: 'string', default: '3' },
    source: { type: 'boolean', default: false },
    'only-small': { type: 'boolean', default: false },
  },
});

/** This file, as the parent and (with --source) the children run it. */
const SCRIPT = process.argv[1] ?? '';

// No top-level await, here or in the bench-pack-*.ts modules: ncc bundles them for the children,
// and its parser refuses one.
dispatch().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

async function dispatch(): Promise<void> {
  if (options.child === 'idle') report(0, 0);
  else if (options.child === 'ours') await ours(must(options.root), must(options.sink));
  else if (options.child === 'put') await plainPut(must(options.file), must(options.sink));
  else await main();
}

async function main(): Promise<void> {
  const runs = Number(options.runs);
  const sink = await startSink();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-pack-'));
  try {
    const child = options.source ? SCRIPT : bundleThisScript(SCRIPT, work);
    const baseline = await measure(child, ['--child', 'idle']);
    const rows: string[][] = [];
    if (!options['only-small']) await sizedTrees(child, work, sink.url, runs, rows);
    const small = await generateSmallFiles(path.join(work, 'tree-small'), SMALL_FILES);
    const smallRun = await measure(child, ['--child', 'ours', '--root', small, '--sink', sink.url]);
    rows.push([
      `${SMALL_FILES.toLocaleString('en')} small files: peak RSS of pack+upload (target < 300 MB)`,
      `${smallRun.peakRssMb.toFixed(0)} MB`,
      `${(smallRun.ms / 1000).toFixed(1)} s, ${mb(smallRun.bytes)} archive`,
    ]);
    await rm(small, { recursive: true, force: true });
    rows.push([
      'idle child: loads the modules, then exits',
      `${baseline.peakRssMb.toFixed(0)} MB`,
      'the floor under the RSS figures',
    ]);
    printTable(['measurement', 'figure', 'note'], rows);
    console.log(
      `sink received ${sink.requests()} uploads; RSS read with ${existsSync('/usr/bin/time') ? '/usr/bin/time -f %M' : '/proc/<pid>/status VmHWM'}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
    await sink.close();
  }
}

/** How many files the small-files tree holds: a vendored dependency tree of a large agent. */
const SMALL_FILES = 200_000;

/** The timing tree against tar + PUT, and the RSS of the 10 MB and 150 MB trees. */
async function sizedTrees(
  child: string,
  work: string,
  sinkUrl: string,
  runs: number,
  rows: string[][],
): Promise<void> {
  const timingTree = await generateTree(path.join(work, 'tree-100'), 100 * MB);
  const oursRuns: ChildResult[] = [];
  const baseRuns: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    oursRuns.push(
      await measure(child, ['--child', 'ours', '--root', timingTree, '--sink', sinkUrl]),
    );
    const archive = path.join(work, 'baseline.tar.gz');
    const tarStarted = performance.now();
    execFileSync('tar', ['-czf', archive, '-C', timingTree, '.']);
    const tarMs = performance.now() - tarStarted;
    const put = await measure(child, ['--child', 'put', '--file', archive, '--sink', sinkUrl]);
    baseRuns.push({ ms: tarMs + put.ms, bytes: put.bytes });
    await rm(archive);
  }
  const oursMs = median(oursRuns.map((r) => r.ms));
  const baseMs = median(baseRuns.map((r) => r.ms));
  rows.push([
    '100 MB tree: packSource + uploadArchive',
    `${(oursMs / 1000).toFixed(2)} s`,
    `${mb(oursRuns[0]?.bytes)} archive`,
  ]);
  rows.push([
    '100 MB tree: tar -czf + node http PUT',
    `${(baseMs / 1000).toFixed(2)} s`,
    `${mb(baseRuns[0]?.bytes)} archive`,
  ]);
  rows.push([
    'time ratio (target ≤ 1.2×)',
    `${(oursMs / baseMs).toFixed(2)}×`,
    `median of ${runs}`,
  ]);
  await rm(timingTree, { recursive: true, force: true });

  for (const size of [10, 150]) {
    const tree = await generateTree(path.join(work, `tree-${size}`), size * MB);
    const run = await measure(child, ['--child', 'ours', '--root', tree, '--sink', sinkUrl]);
    rows.push([
      `${size} MB tree: peak RSS of pack+upload (target ≤ 120 MB)`,
      `${run.peakRssMb.toFixed(0)} MB`,
      `${mb(run.bytes)} archive`,
    ]);
    await rm(tree, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function mb(bytes: number | undefined): string {
  return `${((bytes ?? 0) / MB).toFixed(1)} MB`;
}

function must(value: string | undefined): string {
  if (value === undefined) throw new Error('missing a child argument');
  return value;
}
