// `npm run chaos`: drives the bundled deploy action (dist/index.js, started as the runner starts
// it) against the control-plane emulator through a matrix of faults, and prints one row per
// fault: runs, correct, wrong, requests sent, PATCHes sent and applied. Exits 1 when any run is
// wrong. The table also goes to bench-results/chaos.json with every run's details.
//
// A run is correct when:
// - the result and exit code are the ones chaos-matrix.ts expects for that fault (0 only for
//   deployed): transient faults are ridden out; a fault that persists fails with the service's
//   words after bounded retries, or times out at the step's `timeout`;
// - no more than one PATCH was applied (revisions the deployment gained), and exactly the
//   expected number were sent: a PATCH goes out twice only when the first was not acted on;
// - a deployed run reports the revision its PATCH created;
// - the API key, the `secrets` values and a secret only the service's answer holds appear
//   nowhere in stdout, stderr, the job summary or the outputs.
//
// Cases that need the action's 30 s request time-out run first and side by side; the whole
// matrix takes under a minute on two cores.
//
//   npm run chaos
//   npm run chaos -- --only 'on PATCH'     # the rows whose fault contains this text
//   npm run chaos -- --dist /tmp/x/dist    # another build of the action, e.g. a "before"
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ChaosCase } from './chaos-case.ts';
import { CHAOS_CASES } from './chaos-matrix.ts';
import { chaosJson, renderProblems, renderTable, summarize } from './chaos-report.ts';
import { type CaseOutcome, runCase } from './chaos-run.ts';
import { ACTION_ENTRIES } from './runner/run-action.ts';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    dist: { type: 'string', default: dirname(ACTION_ENTRIES.deploy) },
  },
});

const entry = join(resolve(options.dist), 'index.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run npm run bundle first.`);
  process.exit(1);
}

const cases = CHAOS_CASES.filter((chaos) => !options.only || chaos.fault.includes(options.only));
// Long cases mostly wait on a time-out; starting them first hides that wait behind the rest.
const queue = [...cases.filter((chaos) => chaos.long), ...cases.filter((chaos) => !chaos.long)];
const outcomes = new Map<ChaosCase, CaseOutcome>();
const started = performance.now();

async function worker(): Promise<void> {
  for (let chaos = queue.shift(); chaos; chaos = queue.shift()) {
    const outcome = await runCase(chaos, entry);
    outcomes.set(chaos, outcome);
    const mark = outcome.problems.length === 0 ? '✓' : '✗';
    console.log(`${mark} ${chaos.fault} (${chaos.variant}) ${outcome.seconds}s`);
  }
}

console.log(`chaos: ${cases.length} runs of ${entry} against the emulator`);
await Promise.all(Array.from({ length: Number(options.concurrency) }, worker));

const inMatrixOrder = cases.flatMap((chaos) => outcomes.get(chaos) ?? []);
const seconds = (performance.now() - started) / 1000;
console.log(`\n${renderTable(summarize(inMatrixOrder))}\n`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/chaos.json',
  `${JSON.stringify(chaosJson(inMatrixOrder, seconds), null, 2)}\n`,
);

const wrong = inMatrixOrder.filter((outcome) => outcome.problems.length > 0);
console.log(
  `${inMatrixOrder.length} runs in ${Math.round(seconds)}s; details in bench-results/chaos.json`,
);
if (wrong.length > 0) {
  console.error(`\n${wrong.length} wrong:\n${renderProblems(wrong)}`);
  process.exitCode = 1;
}
