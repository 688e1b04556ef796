// `npm run bench:pack -- --profile`: one more run of the action on the agent tree under
// `node --cpu-prof` (a flag of the bench's spawn, never of the product), and where the main
// thread's time went: self time by function, and by where the code lives.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Emulator } from '../emulator/index.ts';
import { runAction } from './bench-pack-runs.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs the action once with `--cpu-prof` and prints its main thread's self time, top first. */
export async function profileAction(
  emulator: Emulator,
  entry: string,
  workspace: string,
  keepIn: string | undefined,
): Promise<string[]> {
  const dir = keepIn ?? (await mkdtemp(path.join(tmpdir(), 'bench-pack-prof-')));
  try {
    const run = await runAction(emulator, entry, workspace, 'none', [
      '--cpu-prof',
      '--cpu-prof-dir',
      dir,
    ]);
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).sort();
    if (!file) throw new Error(`no profile was written to ${dir}`);
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
    return [
      `profile of one run (${(run.ms / 1000).toFixed(2)} s to the upload's answer, under --cpu-prof)${keepIn ? `: ${path.join(dir, file)}` : ''}`,
      ...describe(profile),
      ...timeline(run.stdout ?? ''),
    ];
  } finally {
    if (!keepIn) await rm(dir, { recursive: true, force: true });
  }
}

function describe(profile: CpuProfile): string[] {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(placeOf(functionName, url), (byPlace.get(placeOf(functionName, url)) ?? 0) + ms);
    total += ms;
  });
  const rows = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms ${pct(ms, total)}  ${name.trim()}`);
  return [
    `main thread, ${total.toFixed(0)} ms sampled; by where the code lives:`,
    ...rows(byPlace, 8),
    'by function (self time):',
    ...rows(byFunction, 20),
  ];
}

function placeOf(functionName: string, url: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: built-ins';
  return `bundle: ${path.basename(url)}`;
}

function pct(part: number, whole: number): string {
  return `${((100 * part) / (whole || 1)).toFixed(1).padStart(5)} %`;
}

/** The action's own timestamps are not in its log; its packing lines show the phases. */
function timeline(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => /^(packing|packed|uploaded|Packed)/.test(line))
    .map((line) => `  log: ${line}`);
}
