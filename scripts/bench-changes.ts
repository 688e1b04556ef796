// `npm run bench:changes`: the changes action over the history of a synthetic monorepo (50
// agents, 3 shared libraries, about 20,000 files, 100 commits shaped like real work; see
// bench-changes-repo.ts). For each commit, with the commit before it as the base, it counts the
// builds a deploy-everything workflow starts (every agent) and the builds the action starts (the
// agents it marks changed), and checks every decision against an oracle that takes what a deploy
// of each agent packs at both commits from the checkout, without git (bench-changes-oracle.ts):
// an agent the oracle sees change and the action does not is a miss, and there must be none.
// It also times each decision against `git diff --name-only` on the same two commits. Then the
// wide shape (bench-changes-wide.ts): 1,000 agents that each name all 63 shared libraries, and a
// commit that adds 320,000 files; each decision in a process of its own, for its peak memory.
// Last, how soon the bundled action (dist/, as built) hears a cancel sent while it compares.
//
//   npm run bench:changes                   # build, run, report, remove the repositories
//   npm run bench:changes -- --keep         # leave the history's repository for a look afterwards
//   npm run bench:changes -- --only wide    # one part: history, wide or cancel
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { detectChanges } from '../src/changes/detect.ts';
import { archivedFiles, type Digests, PackingOracle } from './bench-changes-oracle.ts';
import {
  AGENTS,
  buildRepository,
  type CommitKind,
  GIT_ENV,
  LIBRARIES,
} from './bench-changes-repo.ts';
import { reportCancel, reportWide } from './bench-changes-wide-runs.ts';
import { figure, verdict } from './bench-report.ts';

const { values: options } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const parts = options.only ? [options.only] : ['history', 'wide', 'cancel'];

/** A decision takes at most this many times `git diff --name-only` of the same two commits. */
const RATIO_GOAL = { max: 3, text: '≤ 3×' };

interface Step {
  kind: CommitKind;
  agents: number;
  oracle: string[];
  action: string[];
  decisionMs: number;
  diffMs: number;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 1 << 28 }).trim();

async function main(): Promise<void> {
  if (parts.includes('history')) await history();
  if (parts.includes('wide')) await reportWide();
  if (parts.includes('cancel')) await reportCancel();
}

async function history(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-changes-'));
  const repo = path.join(work, 'repo');
  try {
    let started = performance.now();
    const kinds = buildRepository(repo);
    const commits = git(repo, 'rev-list', '--reverse', 'HEAD').split('\n');
    const files = git(repo, 'ls-files').split('\n').length;
    console.log(
      `monorepo: ${AGENTS} agents, ${LIBRARIES} shared libraries, ${files} files, ${commits.length - 1} commits after the first (built in ${seconds(started)})`,
    );
    started = performance.now();
    const steps = await walkHistory(repo, commits, kinds);
    console.log(
      `history walked in ${seconds(started)}: oracle, action and git diff at each commit`,
    );
    started = performance.now();
    const checked = await checkOracle(repo);
    console.log(
      `oracle checked against ${checked} real archives at the last commit in ${seconds(started)}`,
    );
    const { userCPUTime: user, systemCPUTime: system } = process.resourceUsage();
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    console.log(
      `CPU time of this process: ${(user / 1e6).toFixed(1)} s user, ${(system / 1e6).toFixed(1)} s system (git's own not counted); load average now ${load} on ${availableParallelism()} cores`,
    );
    report(steps);
  } finally {
    if (options.keep) console.log(`the repository stays at ${repo}`);
    else await rm(work, { recursive: true, force: true });
  }
}

async function walkHistory(repo: string, commits: string[], kinds: CommitKind[]): Promise<Step[]> {
  const oracle = new PackingOracle();
  git(repo, 'checkout', '--quiet', '--detach', commits[0] as string);
  let before: Digests = await oracle.digests(repo);
  const steps: Step[] = [];
  for (let index = 1; index < commits.length; index++) {
    const [base, head] = [commits[index - 1] as string, commits[index] as string];
    git(repo, 'checkout', '--quiet', '--detach', head);
    const after = await oracle.digests(repo);
    const changedByOracle = [...after.keys()].filter(
      (config) => before.get(config) !== after.get(config),
    );

    let started = performance.now();
    const detection = await detectChanges({
      workspace: repo,
      patterns: { include: ['**/langgraph.json'], exclude: [] },
      deploymentName: '{name}',
      warn: (message) => console.warn(`warning: ${message}`),
      baseOf: async () => ({ commit: base, source: 'input', detail: 'the commit before' }),
      // As the action gives it the push's own base (or the base input): diffed at once.
      likelyBases: [base],
    });
    const decisionMs = performance.now() - started;
    started = performance.now();
    git(repo, 'diff', '--name-only', base, head);
    const diffMs = performance.now() - started;

    steps.push({
      kind: kinds[index - 1] as CommitKind,
      agents: after.size,
      oracle: changedByOracle,
      action: detection.agents.filter((agent) => agent.changed).map((agent) => agent.config),
      decisionMs,
      diffMs,
    });
    before = after;
  }
  return steps;
}

/** The oracle's file lists and contents equal the real archives', for every agent of the last commit. */
async function checkOracle(repo: string): Promise<number> {
  const oracle = new PackingOracle();
  const configs = [...(await oracle.digests(repo)).keys()];
  for (const config of configs) {
    const expected = await oracle.files(repo, config);
    const archived = await archivedFiles(repo, config);
    if (JSON.stringify(expected) !== JSON.stringify(archived)) {
      throw new Error(`the oracle disagrees with the archive of ${config}`);
    }
  }
  return configs.length;
}

function report(steps: Step[]): void {
  const sum = (pick: (step: Step) => number) =>
    steps.reduce((total, step) => total + pick(step), 0);
  const missed = steps.flatMap((step) =>
    step.oracle.filter((config) => !step.action.includes(config)),
  );
  const extra = steps.flatMap((step) =>
    step.action.filter((config) => !step.oracle.includes(config)),
  );
  console.log('');
  console.log(`| over ${steps.length} commits | builds |`);
  console.log('| --- | ---: |');
  console.log(`| a deploy-everything workflow starts | ${sum((step) => step.agents)} |`);
  console.log(`| the changes action starts | ${sum((step) => step.action.length)} |`);
  console.log(`| the oracle says are needed | ${sum((step) => step.oracle.length)} |`);
  console.log(`| agents missed (the oracle saw a change, the action did not) | ${missed.length} |`);
  console.log(`| builds started that the oracle says were not needed | ${extra.length} |`);
  console.log('');
  console.log('| commit kind | commits | builds by the action | needed (oracle) |');
  console.log('| --- | ---: | ---: | ---: |');
  const kinds = [...new Set(steps.map((step) => step.kind))];
  for (const kind of kinds) {
    const of = steps.filter((step) => step.kind === kind);
    const action = of.reduce((total, step) => total + step.action.length, 0);
    const needed = of.reduce((total, step) => total + step.oracle.length, 0);
    console.log(`| ${kind} | ${of.length} | ${action} | ${needed} |`);
  }
  console.log('');
  console.log('| time per decision (ms) | median | p90 | max |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, pick] of [
    ['the changes action (every agent, in-process)', (step: Step) => step.decisionMs],
    ['`git diff --name-only` of the same commits', (step: Step) => step.diffMs],
  ] as const) {
    const sorted = steps.map(pick).sort((a, b) => a - b);
    const at = (q: number) =>
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
    console.log(`| ${label} | ${at(0.5)} | ${at(0.9)} | ${at(1)} |`);
  }
  // The goal: a decision within 3× `git diff --name-only` of the same commits.
  const decision = figure(steps.map((step) => step.decisionMs)).median;
  const diff = figure(steps.map((step) => step.diffMs)).median;
  const perCommit = figure(steps.map((step) => step.decisionMs / step.diffMs));
  const ratio = figure([decision / diff]);
  const goal = verdict({ label: 'ratio', value: ratio, unit: 'x', target: RATIO_GOAL });
  console.log(
    `\nthe decision against \`git diff --name-only\`: ${ratio.median.toFixed(1)}× (median against median; per commit ${perCommit.median.toFixed(1)}×, ${perCommit.min.toFixed(1)}–${perCommit.max.toFixed(1)}×), goal ${goal}`,
  );
  if (goal.endsWith('MISSED')) process.exitCode = 1;
  if (missed.length > 0) {
    console.log(`\nmissed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
  if (extra.length > 0) console.log(`\nnot needed: ${extra.join(', ')}`);
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
