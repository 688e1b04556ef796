// `npm run bench:pack`: what a user's step pays to ship a checkout (`source-path`). The bundled
// deploy action is spawned as the runner spawns it, against the control-plane emulator and its
// storage host, and timed from its spawn to the storage host's answer to the upload; beside it,
// `tar -czf` of the same folder and a plain `curl -T` PUT to the same storage host, timed the
// same way. Pairs alternate which side goes first, so drift in the machine's load hits both;
// the table gives medians, the spread (min–max) and the action's peak RSS. docs/benchmark.md
// explains the figures.
//
//   npm run bench:pack                       # the 90 MB agent and the 200,000 small files
//   npm run bench:pack -- --runs 11          # pairs on the 90 MB agent (default 7)
//   npm run bench:pack -- --only agent       # or: --only small
//   npm run bench:pack -- --profile          # plus one run under node --cpu-prof, summarised
//   npm run bench:pack -- --dist /tmp/before/dist --label before
//   npm run bench:pack -- --latency-ms 150   # a distant service: each request answered 150 ms late
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.ts';
import { profileAction } from './bench-pack-profile.ts';
import { runAction, runTarPut, type ShipRun } from './bench-pack-runs.ts';
import { generateAgentTree, generateSmallFiles, MB } from './bench-pack-tree.ts';
import { RSS_HINT, rssProbe } from './bench-runs.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'small-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    label: { type: 'string', default: 'pack' },
    profile: { type: 'boolean', default: false },
    'latency-ms': { type: 'string', default: '0' },
    'profile-dir': { type: 'string' },
  },
});

const ENTRY = path.resolve(options.dist, 'deploy.js');
const SMALL_FILES = 200_000;
const started = performance.now();
const log = (line: string) =>
  process.stderr.write(
    `[bench:pack ${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`,
  );

interface TreeResult {
  tree: string;
  pairs: { action: ShipRun; tar: ShipRun }[];
}

async function main(): Promise<void> {
  const rss = rssProbe();
  if (rss !== 'gnu-time') log(`warning: ${RSS_HINT}`);
  const latencyMs = Number(options['latency-ms']);
  const emulator = await startEmulator({ stepMs: 5, serviceGeneration: 'new', latencyMs });
  if (latencyMs > 0) log(`the control plane answers each request ${latencyMs} ms late`);
  const work = await mkdtemp(path.join(tmpdir(), 'bench-pack-'));
  const results: TreeResult[] = [];
  const profiles: string[] = [];
  try {
    const bench = async (tree: string, workspace: string, pairs: number) => {
      log(`${tree}: ${pairs} alternated pairs (+1 warm-up) of the action and tar -czf + curl -T`);
      const result: TreeResult = { tree, pairs: [] };
      for (let pair = -1; pair < pairs; pair++) {
        const action = () => runAction(emulator, ENTRY, workspace, rss);
        const tar = () => runTarPut(emulator, workspace, work);
        const first = pair % 2 === 0 ? await action() : await tar();
        const second = pair % 2 === 0 ? await tar() : await action();
        const [a, t] = pair % 2 === 0 ? [first, second] : [second, first];
        log(
          `  ${pair < 0 ? 'warm-up' : `pair ${pair + 1}`}: ${seconds(a.ms)} / ${seconds(t.ms)}, CPU ${seconds(a.cpuMs ?? 0)} / ${seconds(t.cpuMs ?? 0)}`,
        );
        if (pair >= 0) result.pairs.push({ action: a, tar: t });
      }
      results.push(result);
      if (options.profile) {
        log(`${tree}: one more run of the action under --cpu-prof`);
        profiles.push(
          `${tree}:`,
          ...(await profileAction(emulator, ENTRY, workspace, options['profile-dir'])),
        );
      }
      await rm(workspace, { recursive: true, force: true });
    };
    if (options.only !== 'small') {
      const workspace = await generateAgentTree(path.join(work, 'agent-90'));
      await bench('90 MB agent (422 files)', workspace, Number(options.runs));
    }
    if (options.only !== 'agent') {
      const workspace = await generateSmallFiles(path.join(work, 'small'), SMALL_FILES);
      await bench(
        `${SMALL_FILES.toLocaleString('en')} small files`,
        workspace,
        Number(options['small-runs']),
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    await emulator.close();
  }
  report(results, profiles, rss);
}

function report(results: TreeResult[], profiles: string[], rss: string): void {
  const rows = results.map(({ tree, pairs }) => {
    const action = pairs.map((p) => p.action.ms);
    const tar = pairs.map((p) => p.tar.ms);
    const ratios = pairs.map((p) => p.action.ms / p.tar.ms);
    const peaks = pairs.map((p) => p.action.peakRssMb ?? Number.NaN);
    const cpu = (run: ShipRun) => run.cpuMs ?? Number.NaN;
    const cpuRatios = pairs.map((p) => cpu(p.action) / cpu(p.tar));
    const sample = pairs[0]?.action;
    return [
      tree,
      `${seconds(median(action))} (${seconds(Math.min(...action))}–${seconds(Math.max(...action))})`,
      `${seconds(median(tar))} (${seconds(Math.min(...tar))}–${seconds(Math.max(...tar))})`,
      `${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×)`,
      `${median(peaks).toFixed(0)} MB (max ${Math.max(...peaks).toFixed(0)})`,
      `${seconds(median(pairs.map((p) => cpu(p.action))))} / ${seconds(median(pairs.map((p) => cpu(p.tar))))} = ${median(cpuRatios).toFixed(2)}×`,
      `${sample?.files} files, ${((sample?.bytes ?? 0) / MB).toFixed(1)} MB`,
    ];
  });
  printTable(
    [
      'tree',
      'action: spawn → upload answered',
      'tar -czf + curl -T',
      'ratio, per pair (target ≤ 1.1×)',
      'action peak RSS (≤ 150 MB)',
      'CPU: action / tar + curl',
      'archive',
    ],
    rows,
  );
  console.log(
    `median (min–max) of ${results.map((r) => `${r.pairs.length}`).join(' and ')} pairs; peak RSS: ${rss === 'gnu-time' ? 'GNU time %M' : rss}, MB = 2^20 bytes`,
  );
  for (const line of profiles) console.log(line);
  mkdirSync('bench-results', { recursive: true });
  const file = path.join(
    'bench-results',
    `${options.label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const raw = results.map(({ tree, pairs }) => ({
    tree,
    pairs: pairs.map(({ action, tar }) => ({ action: { ...action, stdout: undefined }, tar })),
  }));
  writeFileSync(file, `${JSON.stringify({ entry: ENTRY, results: raw }, null, 2)}\n`);
  log(`raw samples: ${file}`);
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await main();
