// `npm run bench`: start-up, detection lag, requests per deploy, peak RSS and dist/ size of the
// deploy action, measured against the control-plane emulator; docs/benchmark.md explains each
// figure and how it is taken. Prints a table and writes the raw samples to bench-results/.
//
//   npm run bench                        # about a minute and a half
//   npm run bench -- --dist /tmp/x/dist  # another build of the action, e.g. a "before"
//   npm run bench -- --unscaled          # the request profile on the real clock (3 more minutes)
//   npm run bench -- --label after       # names the JSON file
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Emulator, startEmulator } from '../emulator/index.ts';
import { figure, type Row, renderTable } from './bench-report.ts';
import {
  type ChildRun,
  type DeployRun,
  expectDeployed,
  RSS_HINT,
  type RssProbe,
  rssProbe,
  runBareFetch,
  runDeploy,
} from './bench-runs.ts';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    label: { type: 'string', default: 'run' },
    unscaled: { type: 'boolean', default: false },
    scale: { type: 'string', default: '10' },
    'startup-runs': { type: 'string', default: '11' },
    'lag-runs': { type: 'string', default: '9' },
    'request-runs': { type: 'string', default: '3' },
  },
});

const DIST = resolve(options.dist);
// dist/deploy.js since the three actions share one bundle; dist/index.js in older builds.
const ENTRY = existsSync(join(DIST, 'deploy.js'))
  ? join(DIST, 'deploy.js')
  : join(DIST, 'index.js');
const SCALE = options.unscaled ? 1 : Number(options.scale);
const STARTUP_RUNS = Number(options['startup-runs']);
const LAG_RUNS = Number(options['lag-runs']);
const REQUEST_RUNS = Number(options['request-runs']);

/** What a typical workflow passes besides the connection inputs; action.yml supplies the rest. */
const WORKFLOW_INPUTS = {
  'repo-ref': '0123456789abcdef0123456789abcdef01234567',
  'agent-config-path': 'agent_config.json',
  secrets: 'OPENAI_API_KEY=sk-bench-not-a-real-key',
};

/** The realistic deploy of issue 6, in real (unscaled) milliseconds. */
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

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(0)}s`;
const benchStart = performance.now();
const log = (line: string) => process.stderr.write(`[bench ${since(benchStart)}] ${line}\n`);

function firstRequestAfter(emulator: Emulator, run: ChildRun): number {
  const first = emulator.requests[0];
  if (!first) throw new Error(`no request reached the emulator\n${run.stdout}\n${run.stderr}`);
  return first.at - run.spawnedAt;
}

async function measureStartup(emulator: Emulator) {
  const action: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
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
      return firstRequestAfter(emulator, run);
    };
    const runBare = async () => {
      emulator.clearRequests();
      return firstRequestAfter(emulator, await runBareFetch(emulator, deployment.id));
    };
    // Interleaved, and alternating which goes first, so drift in the machine hits both alike.
    let actionMs: number;
    let bareMs: number;
    if (pair % 2 === 0) {
      actionMs = await runAction();
      bareMs = await runBare();
    } else {
      bareMs = await runBare();
      actionMs = await runAction();
    }
    if (pair < 0) continue;
    action.push(actionMs);
    bare.push(bareMs);
    ratios.push(actionMs / bareMs);
  }
  return { action, bare, ratios };
}

interface LagSample {
  lagMs: number;
  /** DEPLOYED → the poll that saw it. */
  waitMs: number;
  /** That poll → the process has exited (outputs, summary, exit). */
  tailMs: number;
  polls: number;
  peakRssKb: number | undefined;
}

async function measureLag(
  emulator: Emulator,
  pollInterval: string,
  windowMs: number,
  rss: RssProbe,
): Promise<LagSample[]> {
  const samples: LagSample[] = [];
  for (let i = 0; i < LAG_RUNS; i++) {
    const phase = (((i + 1) * GOLDEN) % 1) * windowMs;
    const deployment = emulator.seedDeployment();
    emulator.scriptNextRevision([
      { status: 'DEPLOYING', ms: Math.round(LAG_LEAD_MS + phase) },
      { status: 'DEPLOYED' },
    ]);
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

interface RequestSample {
  requests: number;
  earlyPolls: number;
  latePolls: number;
  /** What the action reports, in its (scaled) seconds: the profile's 180 s plus its lag. */
  durationSeconds: number;
}

/** Several deploys of the profile at once, on a clock SCALE times faster (see bench-clock.ts). */
async function measureRequests(
  emulator: Emulator,
  pollInterval: string,
): Promise<{ samples: RequestSample[]; runs: DeployRun[] }> {
  const scaled = PROFILE.map((step) => ({
    status: step.status,
    ...(step.ms !== undefined && { ms: step.ms / SCALE }),
  }));
  const clock = pathToFileURL(resolve('scripts/bench-clock.ts')).href;
  const deployments = Array.from({ length: REQUEST_RUNS }, () => emulator.seedDeployment());
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

function distSizes(): Array<{ file: string; bytes: number }> {
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

/** What a runner fetches for every `uses:` of this repository: the committed tree, compressed. */
function downloadBytes(): number {
  return Number(execSync('git archive HEAD | gzip -9 | wc -c', { encoding: 'utf8' }).trim());
}

async function main() {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < 24) {
    log(`warning: Node ${process.version}; the action runs on node24: use \`npm run bench\``);
  }
  const rss = rssProbe();
  if (rss !== 'gnu-time') log(`warning: ${RSS_HINT}`);
  const emulator = await startEmulator({ stepMs: 5 });
  try {
    log(
      `start-up: ${STARTUP_RUNS} interleaved pairs (+1 warm-up) of ${relative('.', ENTRY)} and a bare fetch`,
    );
    const startup = await measureStartup(emulator);
    log(`detection lag at the default poll-interval: ${LAG_RUNS} deploys`);
    const lagDefault = await measureLag(emulator, '5s', 5000, rss);
    log(`detection lag at poll-interval 1s: ${LAG_RUNS} deploys`);
    const lagOne = await measureLag(emulator, '1s', 1000, rss);
    const clock = SCALE === 1 ? 'the real clock (3 minutes)' : `a clock ${SCALE}× faster`;
    log(
      `requests: ${REQUEST_RUNS} + ${REQUEST_RUNS} concurrent deploys of the 30/90/60 s profile on ${clock}`,
    );
    const [requestsDefault, requestsOne] = await Promise.all([
      measureRequests(emulator, '5s'),
      measureRequests(emulator, '1s'),
    ]);
    const sizes = distSizes();
    report({ startup, lagDefault, lagOne, requestsDefault, requestsOne, sizes, rss });
  } finally {
    await emulator.close();
  }
}

function report(results: {
  startup: Awaited<ReturnType<typeof measureStartup>>;
  lagDefault: LagSample[];
  lagOne: LagSample[];
  requestsDefault: { samples: RequestSample[] };
  requestsOne: { samples: RequestSample[] };
  sizes: Array<{ file: string; bytes: number }>;
  rss: RssProbe;
}) {
  const { startup, lagDefault, lagOne, requestsDefault, requestsOne, sizes } = results;
  const seconds = (samples: LagSample[], key: 'lagMs' | 'waitMs' | 'tailMs') =>
    figure(samples.map((sample) => sample[key] / 1000));
  const rssMb = [...lagDefault, ...lagOne]
    .map((sample) => sample.peakRssKb)
    .filter((kb): kb is number => kb !== undefined)
    .map((kb) => (kb * 1024) / 1e6);
  const kb = (bytes: number) => bytes / 1000;
  const total = (list: typeof sizes) => list.reduce((sum, size) => sum + size.bytes, 0);
  const rows: Row[] = [
    { label: 'Start-up: spawn → first request, action', value: figure(startup.action), unit: 'ms' },
    {
      label: 'Start-up: spawn → first request, bare fetch',
      value: figure(startup.bare),
      unit: 'ms',
    },
    { label: 'Start-up ratio (per interleaved pair)', value: figure(startup.ratios), unit: 'x' },
    {
      label: 'Detection lag, poll-interval 5s (default)',
      value: seconds(lagDefault, 'lagMs'),
      unit: 's',
      target: { max: 1.5, text: '≤ 1.5 s' },
    },
    {
      label: '  of which DEPLOYED → the poll that saw it',
      value: seconds(lagDefault, 'waitMs'),
      unit: 's',
    },
    { label: '  of which that poll → exited', value: seconds(lagDefault, 'tailMs'), unit: 's' },
    { label: 'Detection lag, poll-interval 1s', value: seconds(lagOne, 'lagMs'), unit: 's' },
    { label: '  of which that poll → exited', value: seconds(lagOne, 'tailMs'), unit: 's' },
    {
      label: 'Requests, 30/90/60 s profile, default',
      value: figure(requestsDefault.samples.map((sample) => sample.requests)),
      unit: 'count',
      target: { max: 40, text: '≤ 40' },
    },
    {
      label: '  polls while QUEUED/BUILDING (first 120 s)',
      value: figure(requestsDefault.samples.map((sample) => sample.earlyPolls)),
      unit: 'count',
    },
    {
      label: '  polls while DEPLOYING (last 60 s)',
      value: figure(requestsDefault.samples.map((sample) => sample.latePolls)),
      unit: 'count',
    },
    {
      label: 'Requests, 30/90/60 s profile, poll-interval 1s',
      value: figure(requestsOne.samples.map((sample) => sample.requests)),
      unit: 'count',
    },
    {
      label: 'Peak RSS, whole deploy (all lag runs)',
      value: figure(rssMb),
      unit: 'MB',
      target: { max: 80, text: '≤ 80 MB' },
    },
    { label: 'dist/ JS, all three actions', value: figure([kb(total(sizes))]), unit: 'kB' },
    {
      label: 'Download: git archive HEAD | gzip -9',
      value: figure([kb(downloadBytes())]),
      unit: 'kB',
      target: { max: 1500, text: '≤ 1500 kB' },
    },
  ];
  const listing = sizes.map((size) => `${size.file} ${kb(size.bytes).toFixed(1)} kB`).join(', ');
  const notes = [
    `dist/ JavaScript: ${listing}`,
    SCALE === 1
      ? 'Requests: on the real clock (--unscaled).'
      : `Requests: emulator and action on a clock ${SCALE}× faster (scripts/bench-clock.ts); npm run bench -- --unscaled checks them on the real clock.`,
    `Peak RSS: ${results.rss === 'gnu-time' ? 'GNU time, %M' : results.rss === 'proc-sampling' ? `sampled VmHWM (${RSS_HINT})` : `n/a (${RSS_HINT})`}. Sizes in kB = 1000 bytes, MB = 10^6 bytes.`,
  ];
  const title = `agent-deploy-action bench · Node ${process.version} · ${availableParallelism()} CPUs · ${relative('.', DIST) || '.'}/ · ${new Date().toISOString().slice(0, 16)}Z`;
  const table = renderTable(title, rows, notes);
  process.stdout.write(`${table}\n`);

  mkdirSync('bench-results', { recursive: true });
  const file = join(
    'bench-results',
    `${options.label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const json = {
    node: process.version,
    cpus: availableParallelism(),
    dist: DIST,
    scale: SCALE,
    rows: rows.map((row) => ({
      label: row.label.trim(),
      unit: row.unit,
      ...row.value,
      target: row.target?.max,
    })),
    samples: { ...results, sizes: undefined },
    sizes,
    table,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  log(`raw samples: ${file}`);
}

await main();
