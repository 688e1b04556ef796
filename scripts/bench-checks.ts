// `npm run bench:checks`: how long the checks after DEPLOYED add to a deploy of the sample agent
// in scripts/demo-agent. Deploys it with the bundled action against the emulator, alternating a
// plain deploy and one with health-check and a two-case smoke-test, and reads each phase off the
// job summary's chart (milliseconds on the step's clock). Once with a server that serves the new
// revision at once, once with one that goes on serving the previous revision for 3 s.
//
//   npm run bench:checks                # 5 pairs of each kind
//   npm run bench:checks -- --runs 9
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { ACTION_ENTRIES, runAction } from './runner/run-action.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const SMOKE_TEST = [
  '- name: greets',
  '  assistant: support',
  '  input: {messages: [{role: user, content: "Where is my order?"}]}',
  '  expect: {contains: "You said"}',
  '- assistant: support',
  '  input: {question: refunds}',
  '  expect: {json: {question: refunds}}',
].join('\n');

const emulator = await startEmulator({ stepMs: 200, serviceGeneration: 'new' });
const base = {
  ...defaultInputs('deploy'),
  'base-url': emulator.url,
  'api-key': 'emulator-key',
  'deployment-name': 'bench-checks',
  'create-if-missing': 'true',
  'source-path': 'scripts/demo-agent',
  'agent-config-path': 'langgraph.json',
  'poll-interval': '200ms',
};

/** One deploy: when DEPLOYED was seen and, with checks, when they ended and how long each took. */
async function deploy(checks: boolean) {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-checks-'));
  try {
    const run = await runAction(ACTION_ENTRIES.deploy, {
      inputs: { ...base, ...(checks && { 'health-check': '/ok', 'smoke-test': SMOKE_TEST }) },
      env: { GITHUB_WORKSPACE: process.cwd(), RUNNER_TEMP: workDir },
    });
    if (run.exitCode !== 0) throw new Error(`the deploy failed:\n${run.stdout}`);
    const summary = run.summary;
    const at = (pattern: RegExp) => Number(pattern.exec(summary)?.[1]);
    return {
      deployedMs: at(/^ {2}DEPLOYED :milestone, s\d+, (\d+)/m),
      checksEndMs: checks ? at(/^ {2}smoke test :c1, \d+, (\d+)/m) : Number.NaN,
      servingMs: checks ? phase(summary, 'serving revision :c0') : Number.NaN,
      healthMs: checks ? phase(summary, 'health check :h0') : Number.NaN,
      smokeMs: checks ? phase(summary, 'smoke test :c1') : Number.NaN,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function phase(summary: string, bar: string): number {
  const match = new RegExp(`^ {2}${bar}, (\\d+), (\\d+)`, 'm').exec(summary);
  return match ? Number(match[2]) - Number(match[1]) : Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

try {
  await deploy(false); // creates the deployment; its first revision has no previous one
  for (const previousRevisionForMs of [0, 3000]) {
    emulator.configureAgentServer({ previousRevisionForMs });
    const added: number[] = [];
    const parts = { serving: [] as number[], health: [] as number[], smoke: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      await deploy(false);
      const checked = await deploy(true);
      added.push(checked.checksEndMs - checked.deployedMs);
      parts.serving.push(checked.servingMs);
      parts.health.push(checked.healthMs);
      parts.smoke.push(checked.smokeMs);
    }
    console.log(
      `previous revision serves ${previousRevisionForMs} ms more: the checks add ${median(added)} ms (median of ${RUNS}; from DEPLOYED seen to the last case's answer; min ${Math.min(...added)}, max ${Math.max(...added)}): /info ${median(parts.serving)} ms, /ok ${median(parts.health)} ms, 2 smoke cases ${median(parts.smoke)} ms`,
    );
  }
} finally {
  await emulator.close();
}
