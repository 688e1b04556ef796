// The wide shapes of `npm run bench:changes` (see bench-changes-wide.ts): how long one decision
// takes and how much memory it needs, against `git diff --name-only` of the same commits, each
// in a process of its own (bench-changes-decide.ts); and how soon the bundled action hears a
// cancel sent while it compares.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWideRepository, CANCEL, WIDE, type WideShape } from './bench-changes-wide.ts';
import { type Figure, figure } from './bench-report.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { ACTION_ENTRIES, runAction } from './runner/run-action.ts';

/** What bench-changes-decide.ts prints. */
export interface Decision {
  decisionMs: number;
  diffMs: number;
  /** Peak resident memory of the process, in MB. */
  peakMB: number;
  agents: number;
  changed: number;
}

/** Builds the shape in a scratch folder, hands it to `use`, and removes it. */
export async function withWideRepository<T>(
  shape: WideShape,
  use: (repo: string, base: string) => Promise<T>,
): Promise<T> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-changes-wide-'));
  try {
    const repo = path.join(work, 'repo');
    const { base } = buildWideRepository(repo, shape);
    return await use(repo, base);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `runs` decisions of the shape, each in a fresh process. */
export async function decideWide(shape: WideShape, runs: number): Promise<Decision[]> {
  return withWideRepository(shape, async (repo, base) => {
    const decisions: Decision[] = [];
    for (let run = 0; run < runs; run++) {
      const out = execFileSync(
        process.execPath,
        [path.join(import.meta.dirname, 'bench-changes-decide.ts'), repo, base],
        { encoding: 'utf8', maxBuffer: 1 << 26 },
      );
      decisions.push(JSON.parse(out.trim().split('\n').at(-1) as string) as Decision);
    }
    return decisions;
  });
}

/** One cancel of the bundled action: when it was sent, how long the step took to end after it. */
export interface Cancel {
  /** From the spawn to the log's "comparing" line, to the signal, and to the end, in ms. */
  comparingAtMs?: number;
  signalAtMs?: number;
  endedAtMs: number;
  result?: string;
  matrix: boolean;
}

/**
 * Runs the bundled changes action (dist/, as built) on the shape and sends SIGINT `delayMs` after
 * it says it is comparing, or at `atMs` after the spawn, whichever is given.
 */
export async function cancelWide(
  repo: string,
  base: string,
  when: { delayMs: number } | { atMs: number },
): Promise<Cancel> {
  const eventFile = path.join(path.dirname(repo), 'event.json');
  await writeFile(eventFile, '{}');
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const cancel: Partial<Cancel> = {};
  const run = await runAction(ACTION_ENTRIES.changes, {
    inputs: { ...defaultInputs('changes'), base },
    env: {
      GITHUB_WORKSPACE: repo,
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_EVENT_PATH: eventFile,
    },
    onSpawn: (child) => {
      const send = () => {
        if (cancel.signalAtMs !== undefined || child.exitCode !== null) return;
        cancel.signalAtMs = since();
        child.kill('SIGINT');
      };
      if ('atMs' in when) setTimeout(send, when.atMs).unref();
      let seen = '';
      child.stdout?.on('data', (chunk: Buffer | string) => {
        seen += String(chunk);
        if (cancel.comparingAtMs !== undefined || !/comparing each/.test(seen)) return;
        cancel.comparingAtMs = since();
        if ('delayMs' in when) setTimeout(send, when.delayMs).unref();
      });
    },
  });
  return {
    ...cancel,
    endedAtMs: since(),
    ...(run.outputs.result && { result: run.outputs.result }),
    matrix: run.outputs.matrix !== undefined,
  };
}

/** The wide shape as found (files added outside every agent), and with every file packed. */
export async function reportWide(): Promise<void> {
  const shapes: Array<[string, WideShape]> = [
    ['added outside every agent (as found)', WIDE],
    ['added to the libraries every agent packs', { ...WIDE, inLibraries: 1 }],
  ];
  console.log(
    `\n${WIDE.agents} agents naming ${WIDE.libraries} libraries each, a commit adding ${WIDE.addedFiles} files; three decisions each, in a process of their own:\n`,
  );
  console.log(
    '| the files | decision (ms, median, min–max) | `git diff --name-only` (ms) | ratio | peak RSS (MB) | agents changed |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, shape] of shapes) {
    const decisions = await decideWide(shape, 3);
    const column = (pick: (decision: Decision) => number) => figure(decisions.map(pick));
    const decision = column(({ decisionMs }) => decisionMs);
    const diff = column(({ diffMs }) => diffMs);
    const peak = column(({ peakMB }) => peakMB);
    const whole = (value: number) => value.toFixed(0);
    const range = ({ min, max }: Figure) => `${whole(min)}–${whole(max)}`;
    // The ratio of the medians as shown, whole milliseconds.
    const ratio = (Number(whole(decision.median)) / Number(whole(diff.median))).toFixed(1);
    const [first] = decisions;
    console.log(
      `| ${label} | ${whole(decision.median)} (${range(decision)}) | ${whole(diff.median)} | ${ratio}× | ${range(peak)} | ${first?.changed} of ${first?.agents} |`,
    );
  }
}

/** A cancel sent at 10 s, as it was found, and one sent while the agents are compared. */
export async function reportCancel(): Promise<void> {
  const runs = await withWideRepository(CANCEL, async (repo, base) => {
    const done: Array<[string, Cancel]> = [];
    for (const when of [{ atMs: 10_000 }, { atMs: 10_000 }]) {
      done.push(['SIGINT at 10 s', await cancelWide(repo, base, when)]);
    }
    for (const delayMs of [20, 60, 100, 150]) {
      const label = `SIGINT ${delayMs} ms after "comparing"`;
      done.push([label, await cancelWide(repo, base, { delayMs })]);
    }
    return done;
  });
  console.log(
    `\nA cancel of the bundled action (dist/, as built): ${CANCEL.agents} agents naming ${CANCEL.libraries} libraries each, a commit adding ${CANCEL.addedFiles} files:\n`,
  );
  console.log(
    '| signal | comparing from (ms) | signal at (ms) | step ended at (ms) | result | matrix |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | --- |');
  for (const [label, run] of runs) {
    const shown = (ms: number | undefined) => (ms === undefined ? '—' : String(ms));
    console.log(
      `| ${label} | ${shown(run.comparingAtMs)} | ${shown(run.signalAtMs)} | ${run.endedAtMs} | ${run.result ?? '—'} | ${run.matrix ? 'written' : 'none'} |`,
    );
  }
}
