// `npm run bench:pack`: packs and uploads generated source trees with src/source/ against a
// local sink, next to `tar -czf` plus a plain streaming HTTP PUT of the same tree, and measures
// the peak RSS of the pack+upload process. Each measurement runs in a child process of its own:
// this script bundled with ncc, as the action ships (running the .ts source costs some 20 MB
// more for type stripping). Trees are generated under the OS temp dir and removed afterwards.
//
//   npm run bench:pack                 # 100 MB timing tree, 10 MB and 150 MB RSS trees
//   npm run bench:pack -- --runs 5     # more timing runs per side (median shown)
//   npm run bench:pack -- --source     # children run this .ts file instead of a bundle
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packSource } from '../src/source/pack.ts';
import { uploadArchive } from '../src/source/upload.ts';

const MB = 1024 * 1024;
const { values: options } = parseArgs({
  options: {
    child: { type: 'string' },
    root: { type: 'string' },
    file: { type: 'string' },
    sink: { type: 'string' },
    runs: { type: 'string', default: '3' },
    source: { type: 'boolean', default: false },
  },
});

interface ChildResult {
  ms: number;
  bytes: number;
  peakRssMb: number;
}

/** This file, as the parent and (with --source) the children run it. */
const SCRIPT = process.argv[1] ?? '';

// No top-level await: ncc bundles this file for the children, and its parser refuses one.
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

/** Child: pack the tree with packSource and upload it with uploadArchive. */
async function ours(root: string, sink: string): Promise<void> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'bench-pack-out-'));
  try {
    const started = performance.now();
    const quiet = () => {};
    const packed = await packSource({
      root,
      configPath: 'agent.json',
      tempDir,
      log: quiet,
      warn: quiet,
    });
    await uploadArchive({
      url: `${sink}/bucket/source.tar.gz?X-Goog-Signature=bench`,
      file: packed.file,
      bytes: packed.bytes,
      log: quiet,
    });
    report(performance.now() - started, packed.bytes);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** Child: the baseline's upload half, node's own http client streaming the file. */
async function plainPut(file: string, sink: string): Promise<void> {
  const started = performance.now();
  const { size } = await stat(file);
  await new Promise<void>((resolve, reject) => {
    const put = request(`${sink}/bucket/source.tar.gz`, {
      method: 'PUT',
      headers: { 'content-type': 'application/gzip', 'content-length': size },
    });
    put.on('response', (response) => response.resume().on('end', resolve));
    put.on('error', reject);
    createReadStream(file).pipe(put);
  });
  report(performance.now() - started, size);
}

function report(ms: number, bytes: number): void {
  console.log(JSON.stringify({ ms, bytes, selfPeakRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main(): Promise<void> {
  const runs = Number(options.runs);
  const sink = await startSink();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-pack-'));
  try {
    const child = options.source ? SCRIPT : bundleThisScript(work);
    const baseline = await measure(child, ['--child', 'idle']);
    const rows: string[][] = [];
    const timingTree = await generateTree(path.join(work, 'tree-100'), 100 * MB);
    const oursRuns: ChildResult[] = [];
    const baseRuns: { ms: number; bytes: number }[] = [];
    for (let run = 0; run < runs; run++) {
      oursRuns.push(
        await measure(child, ['--child', 'ours', '--root', timingTree, '--sink', sink.url]),
      );
      const archive = path.join(work, 'baseline.tar.gz');
      const tarStarted = performance.now();
      execFileSync('tar', ['-czf', archive, '-C', timingTree, '.']);
      const tarMs = performance.now() - tarStarted;
      const put = await measure(child, ['--child', 'put', '--file', archive, '--sink', sink.url]);
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
      const run = await measure(child, ['--child', 'ours', '--root', tree, '--sink', sink.url]);
      rows.push([
        `${size} MB tree: peak RSS of pack+upload (target ≤ 120 MB)`,
        `${run.peakRssMb.toFixed(0)} MB`,
        `${mb(run.bytes)} archive`,
      ]);
      await rm(tree, { recursive: true, force: true });
    }
    rows.push([
      'idle child: loads the modules, then exits',
      `${baseline.peakRssMb.toFixed(0)} MB`,
      'the floor under both RSS figures',
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

/** This script bundled with ncc into `work`, as the action's dist/ is built. */
function bundleThisScript(work: string): string {
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const out = path.join(work, 'bundle');
  execFileSync(process.execPath, [ncc, 'build', SCRIPT, '-o', out, '--quiet', '--transpile-only'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return path.join(out, 'index.js');
}

/** Runs this script as a child, timed by itself, its peak RSS read from outside. */
async function measure(script: string, args: string[]): Promise<ChildResult> {
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const argv = useTime
    ? ['-f', 'peak-rss-kb=%M', process.execPath, script, ...args]
    : [script, ...args];
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sampledKb = 0;
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const sampler = useTime
    ? undefined
    : setInterval(() => (sampledKb = Math.max(sampledKb, vmHwmKb(child.pid))), 20);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`child ${args.join(' ')} failed (${code}): ${stderr}`);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    ms: number;
    bytes: number;
  };
  const peakKb = useTime ? Number(/peak-rss-kb=(\d+)/.exec(stderr)?.[1]) : sampledKb;
  return { ...result, peakRssMb: peakKb / 1024 };
}

function vmHwmKb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A tree of about `bytes`: 55% text files of 2–64 kB in nested folders (source-like, from a
 * small vocabulary, so it compresses a few times over), 45% random binary from 64 kB to 4 MB
 * with one large file, which does not compress.
 */
async function generateTree(root: string, bytes: number): Promise<string> {
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'agent.json'), '{"graphs":{"agent":"./src/agent.py:graph"}}\n');
  const words = Array.from(
    { length: 400 },
    (_, i) => `w${(i * 2654435761).toString(36).slice(0, 3 + (i % 7))}`,
  );
  let text = 0;
  for (let i = 0; text < bytes * 0.55; i++) {
    const size = 2048 + ((i * 7919) % (62 * 1024));
    await writeSized(
      path.join(root, 'src', `pkg${i % 23}`, `mod${i % 11}`, `file${i}.py`),
      textOf(size, words, i),
    );
    text += size;
  }
  const large = Math.floor(bytes * 0.1);
  await writeSized(path.join(root, 'assets', 'large.bin'), randomBytes(large));
  let binary = large;
  for (let i = 0; binary < bytes * 0.45; i++) {
    const size = Math.min(64 * 1024 + ((i * 104729) % (4 * MB)), Math.ceil(bytes * 0.45 - binary));
    await writeSized(path.join(root, 'assets', `blob${i}.bin`), randomBytes(size));
    binary += size;
  }
  return root;
}

function textOf(size: number, words: string[], seed: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const word = words[(seed * 31 + i * i * 17 + i) % words.length] ?? 'x';
    const piece = i % 12 === 11 ? `${word}\n` : `${word} `;
    parts.push(piece);
    length += piece.length;
  }
  return parts.join('').slice(0, size);
}

async function writeSized(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function startSink() {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      count++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
