// The measurements of `npm run bench` (see bench.ts and docs/benchmark.md): start-up against a
// bare fetch, detection lag, requests per deploy, and the size of what a runner downloads.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Emulator } from '../emulator/index.ts';
import { DIST, ENTRY, LAG_RUNS, REQUEST_RUNS, SCALE, STARTUP_RUNS } from './bench-options.ts';
import {
  type ChildRun,
  type DeployRun,
  expectDeployed,
  type RssProbe,
  runBareFetch,
  runDeploy,
} from './bench-runs.ts';

/** What a typical workflow passes besides the connection inputs; action.yml supplies the rest. */
const WORKFLOW_INPUTS = {
  'repo-ref': '0123456789abcdef0123456789abcdef01234567',
  'agent-config-path': 'agent_config.json',
  secrets: 'OPENAI_API_KEY=sk-bench-not-a-real-key',
};

/** A realistic deploy, in real (unscaled) milliseconds. */
const PROFILE = [
  { status: 'QUEUED', ms: 30_000 },
  { status: 'BUILDING', ms: 90_000 },
  { status: 'DEPLOYING', ms: 60_000 },
  { status: 'DEPLOYED' },
];
const EARLY_MS = 120_000;

/** Lag runs: DEPLOYING for LEAD + a phase spread over WINDOW, so DEPLOYED lands anywhere between two polls. */
const LAG_LEAD_MS = 500;
const GOLDEN = 0.618_033_988_749_895;

function firstRequestAfter(emulator: Emulator, run: ChildRun): number {
  const first = emulator.requests[0];
  if (!first) throw new Error(`no request reached the emulator\n${run.stdout}\n${run.stderr}`);
  return first.at - run.spawnedAt;
}

/**
 * Preloaded (`node --import`) into both sides of the start-up CPU pairs: the moment undici
 * creates the process's first request (Node's own fetch and the bundled undici both publish
 * `undici:request:create`), it prints the CPU time the process has used and ends it. Plain
 * JavaScript in a data: URL, so neither side pays for Node's TypeScript stripping.
 */
const FIRST_REQUEST_HOOK = `import { subscribe } from 'node:diagnostics_channel';
subscribe('undici:request:create', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write('\\nfirst-request-cpu-ms ' + (user + system) / 1000 + '\\n');
  process.exit(0);
});`;
const FIRST_REQUEST_CPU = [
  '--import',
  `data:text/javascript,${encodeURIComponent(FIRST_REQUEST_HOOK)}`,
];

/** The CPU time a run used until its first request, as FIRST_REQUEST_HOOK printed it. */
function firstRequestCpu(run: ChildRun): number {
  const printed = /^first-request-cpu-ms ([\d.]+)$/m.exec(run.stdout);
  if (!printed) throw new Error(`no first request was created\n${run.stdout}\n${run.stderr}`);
  return Number(printed[1]);
}

/**
 * Spawn → first request at the emulator, of the action and of a bare fetch, and the CPU time
 * each used until it created that request (FIRST_REQUEST_HOOK): interleaved pairs.
 */
export async function measureStartup(emulator: Emulator) {
  const action: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
  const actionCpu: number[] = [];
  const bareCpu: number[] = [];
  const cpuRatios: number[] = [];
  // One pair of each first, discarded: it pays for cold file caches.
  for (let pair = -1; pair < STARTUP_RUNS; pair++) {
    const deployment = emulator.seedDeployment();
    const runAction = async () => {
      emulator.scriptNextRevision([{ status: 'DEPLOYED' }]);
      emulator.clearRequests();
      const run = await runDeploy({
        emulator,
        entry: ENTRY,
        deploymentId: deployment.id,
        inputs: WORKFLOW_INPUTS,
      });
      expectDeployed(run, 'start-up run');
      const ms = firstRequestAfter(emulator, run);
      const cpuRun = await runDeploy({
        emulator,
        entry: ENTRY,
        deploymentId: deployment.id,
        inputs: WORKFLOW_INPUTS,
        nodeArgs: FIRST_REQUEST_CPU,
      });
      return { ms, cpuMs: firstRequestCpu(cpuRun) };
    };
    const runBare = async () => {
      emulator.clearRequests();
      const ms = firstRequestAfter(emulator, await runBareFetch(emulator, deployment.id));
      const cpuRun = await runBareFetch(emulator, deployment.id, FIRST_REQUEST_CPU);
      return { ms, cpuMs: firstRequestCpu(cpuRun) };
    };
    // Interleaved, and alternating which goes first, so drift in the machine hits both alike.
    let actionRun: { ms: number; cpuMs: number };
    let bareRun: { ms: number; cpuMs: number };
    if (pair % 2 === 0) {
      actionRun = await runAction();
      bareRun = await runBare();
    } else {
      bareRun = await runBare();
      actionRun = await runAction();
    }
    if (pair < 0) continue;
    action.push(actionRun.ms);
    bare.push(bareRun.ms);
    ratios.push(actionRun.ms / bareRun.ms);
    actionCpu.push(actionRun.cpuMs);
    bareCpu.push(bareRun.cpuMs);
    cpuRatios.push(actionRun.cpuMs / bareRun.cpuMs);
  }
  return { action, bare, ratios, actionCpu, bareCpu, cpuRatios };
}

export interface LagSample {
  lagMs: number;
  /** DEPLOYED → the poll that saw it. */
  waitMs: number;
  /** That poll → the process has exited (outputs, summary, exit). */
  tailMs: number;
  polls: number;
  peakRssKb: number | undefined;
}

/**
 * The durations of the deployment's earlier deploys, given how long this one will take; none by
 * default. See bench-history.ts.
 */
export type HistoryFor = (durationMs: number) => number[];

export async function measureLag(
  emulator: Emulator,
  pollInterval: string,
  windowMs: number,
  rss: RssProbe,
  history: HistoryFor = () => [],
): Promise<LagSample[]> {
  const samples: LagSample[] = [];
  for (let i = 0; i < LAG_RUNS; i++) {
    const phase = (((i + 1) * GOLDEN) % 1) * windowMs;
    const deployment = emulator.seedDeployment();
    const durationMs = Math.round(LAG_LEAD_MS + phase);
    emulator.seedHistory(
      deployment.id,
      history(durationMs).map((ms) => ({ durationMs: ms })),
    );
    emulator.scriptNextRevision([{ status: 'DEPLOYING', ms: durationMs }, { status: 'DEPLOYED' }]);
    emulator.clearRequests();
    const run = await runDeploy({
      emulator,
      entry: ENTRY,
      deploymentId: deployment.id,
      inputs: { ...WORKFLOW_INPUTS, 'poll-interval': pollInterval },
      rss,
    });
    expectDeployed(run, `lag run (poll-interval ${pollInterval})`);
    const deployedAt = emulator.getRevision(run.outputs['revision-id'] as string)?.deployedAt;
    if (deployedAt === undefined) throw new Error('the emulator has no DEPLOYED time');
    const polls = emulator.requests.filter((request) => request.path.includes('/revisions/'));
    const lastPoll = polls.at(-1)?.at as number;
    samples.push({
      lagMs: run.exitedAt - deployedAt,
      waitMs: lastPoll - deployedAt,
      tailMs: run.exitedAt - lastPoll,
      polls: polls.length,
      peakRssKb: run.peakRssKb,
    });
  }
  return samples;
}

export interface RequestSample {
  requests: number;
  earlyPolls: number;
  latePolls: number;
  /** What the action reports, in its (scaled) seconds: the profile's 180 s plus its lag. */
  durationSeconds: number;
}

/** Several deploys of the profile at once, on a clock SCALE times faster (see bench-clock.ts). */
export async function measureRequests(
  emulator: Emulator,
  pollInterval: string,
  history: HistoryFor = () => [],
): Promise<{ samples: RequestSample[]; runs: DeployRun[] }> {
  const scaled = PROFILE.map((step) => ({
    status: step.status,
    ...(step.ms !== undefined && { ms: step.ms / SCALE }),
  }));
  const clock = pathToFileURL(resolve('scripts/bench-clock.ts')).href;
  const deployments = Array.from({ length: REQUEST_RUNS }, () => emulator.seedDeployment());
  // Unscaled: the action reads the history's timestamps against its own clock, which the scaled
  // clock makes run SCALE times faster, as the emulator plays the profile.
  const profileMs = PROFILE.reduce((sum, step) => sum + (step.ms ?? 0), 0);
  for (const deployment of deployments) {
    emulator.seedHistory(
      deployment.id,
      history(profileMs).map((ms) => ({ durationMs: ms })),
    );
  }
  const runs = await Promise.all(
    deployments.map((deployment) => {
      emulator.scriptNextRevision(scaled);
      return runDeploy({
        emulator,
        entry: ENTRY,
        deploymentId: deployment.id,
        inputs: { ...WORKFLOW_INPUTS, 'poll-interval': pollInterval },
        ...(SCALE !== 1 && {
          nodeArgs: ['--import', clock],
          env: { BENCH_CLOCK_SCALE: String(SCALE) },
        }),
      });
    }),
  );
  const samples = runs.map((run, index) => {
    expectDeployed(run, `request-count run (poll-interval ${pollInterval})`);
    const id = (deployments[index] as { id: string }).id;
    const mine = emulator.requests.filter((request) => request.path.includes(id));
    const patchAt = mine.find((request) => request.method === 'PATCH')?.at ?? 0;
    const polls = mine.filter((request) => request.path.includes('/revisions/'));
    const earlyPolls = polls.filter((poll) => (poll.at - patchAt) * SCALE < EARLY_MS).length;
    return {
      requests: mine.length,
      earlyPolls,
      latePolls: polls.length - earlyPolls,
      durationSeconds: Number(run.outputs['duration-seconds']),
    };
  });
  return { samples, runs };
}

export function distSizes(): Array<{ file: string; bytes: number }> {
  const files: Array<{ file: string; bytes: number }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(c|m)?js$/.test(name))
        files.push({ file: relative(DIST, path), bytes: statSync(path).size });
    }
  };
  walk(DIST);
  return files;
}

/**
 * What a runner fetches for every `uses:` of this repository, compressed: the committed tree
 * with the dist/ being measured in place of the committed one (they differ while a build is
 * uncommitted, or with --dist).
 */
export function downloadBytes(): number {
  const tree = mkdtempSync(join(tmpdir(), 'bench-download-'));
  try {
    execSync(`git archive HEAD ':(exclude)dist' | tar -x -C '${tree}'`);
    cpSync(DIST, join(tree, 'dist'), { recursive: true });
    const tar = `tar -c --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C '${tree}' .`;
    return Number(execSync(`${tar} | gzip -9 -n | wc -c`, { encoding: 'utf8' }).trim());
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}
