// `npm run bench:eval`: what the evaluation gate costs beside calling LangSmith's evaluate()
// directly, on the real agent server (the published JS one, on loopback), 200 examples at
// concurrency 8. Pairs run interleaved (the gate, then evaluate() directly, again and again) so
// load on the machine hits both sides alike.
//
// - The gate: the bundled deploy action spawned as the runner spawns it, against the emulator,
//   on a deployment whose URL is the real server; with no deployment input it changes nothing
//   and runs its checks on the live revision, the gate the only one. Its time is the gate's own
//   phase, from the job summary's chart (the `evaluation` bar, on the step's clock): from the
//   gate's start, the langsmith client's loading included, to the last run scored. Not the whole
//   step, whose find, follow and serving proof are the deploy's, not the gate's.
// - evaluate() directly: a Node process of its own that loads the same client and calls
//   evaluate() as a user would (a fetch per run to POST /runs/wait with the key, the same
//   `exact` comparison, maxConcurrency 8, uploadRuns false), timed the same way: from before it
//   loads the client to evaluate()'s end.
// - The step's peak RSS: GNU time's %M around the whole deploy step, as bench-runs.ts measures.
//
//   npm run bench:eval                  # 5 pairs
//   npm run bench:eval -- --pairs 9 --examples 200 --concurrency 8
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.ts';
import CAPITALS from '../test/support/real-agent/capitals.json' with { type: 'json' };
import { startRealAgentServer } from '../test/support/real-agent-server.ts';
import { figure, type Row, renderTable, verdict } from './bench-report.ts';
import { API_KEY, RSS_HINT, rssProbe, runChild, runDeploy } from './bench-runs.ts';
import { ACTION_ENTRIES } from './runner/action-manifest.ts';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '5' },
    examples: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});
const PAIRS = Number(values.pairs);
const EXAMPLES = Number(values.examples);
const CONCURRENCY = Number(values.concurrency);
const GOAL_RATIO = 1.1;
const GOAL_RSS_MB = 150;

/** evaluate() as a user calls it: one fetch per run, `exact` on the reference, offline. */
const DIRECT = `
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
const [url, key, file, concurrency] = process.argv.slice(1);
const datasetId = randomUUID();
const now = new Date().toISOString();
const examples = readFileSync(file, 'utf8').trim().split('\\n').map((line) => ({
  ...JSON.parse(line), id: randomUUID(), dataset_id: datasetId, created_at: now, modified_at: now, runs: [],
}));
const started = performance.now();
const { evaluate } = await import('langsmith/evaluation');
const { Client } = await import('langsmith');
const client = new Client({ apiKey: 'offline', apiUrl: 'http://127.0.0.1:9',
  fetchImplementation: () => Promise.reject(new Error('offline')) });
const target = async (inputs) => {
  const answer = await fetch(url + '/runs/wait', { method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ assistant_id: 'quiz', input: inputs }) });
  return answer.json();
};
const exact = ({ outputs, referenceOutputs }) => ({ key: 'exact',
  score: Object.keys(referenceOutputs).every((k) => isDeepStrictEqual(outputs[k], referenceOutputs[k])) ? 1 : 0 });
const results = await evaluate(target, { data: examples, evaluators: [exact], client,
  maxConcurrency: Number(concurrency), uploadRuns: false });
const ms = performance.now() - started;
const passed = results.results.filter((r) => r.evaluationResults.results[0]?.score === 1).length;
console.log(JSON.stringify({ ms, passed }));
`;

const workDir = await mkdtemp(join(tmpdir(), 'bench-eval-'));
const checkout = join(workDir, 'checkout');
await mkdir(join(checkout, 'evals'), { recursive: true });
const datasetFile = join(checkout, 'evals/capitals.jsonl');
const countries = Object.keys(CAPITALS);
await writeFile(
  datasetFile,
  Array.from({ length: EXAMPLES }, (_, index) => {
    const country = countries[index % countries.length] as keyof typeof CAPITALS;
    return JSON.stringify({ inputs: { country }, outputs: { answer: CAPITALS[country] } });
  }).join('\n'),
);

const server = await startRealAgentServer({ apiKey: API_KEY });
const emulator = await startEmulator({ stepMs: 5, serviceGeneration: 'new' });
const rss = rssProbe();
try {
  const deployment = emulator.seedDeployment({ source_config: { custom_url: server.url } });
  const gate = async () => {
    const run = await runDeploy({
      emulator,
      entry: ACTION_ENTRIES.deploy,
      deploymentId: deployment.id,
      inputs: {
        'eval-dataset': 'evals/capitals.jsonl',
        'eval-assistant': 'quiz',
        'eval-evaluators': 'exact',
        'eval-threshold': 'exact >= 1',
        'eval-concurrency': String(CONCURRENCY),
      },
      env: { GITHUB_WORKSPACE: checkout },
      rss,
    });
    if (run.exitCode !== 0 || run.outputs.eval !== 'passed') {
      throw new Error(
        `the gate did not pass (exit ${run.exitCode}):\n${run.stdout}\n${run.stderr}`,
      );
    }
    const bar = /^ {2}evaluation :e1, (\d+), (\d+)$/m.exec(run.summary);
    if (!bar || !/axisFormat %ss$/m.test(run.summary)) {
      throw new Error(`no evaluation bar in seconds' scale on the chart:\n${run.summary}`);
    }
    return { ms: Number(bar[2]) - Number(bar[1]), rssMb: (run.peakRssKb ?? Number.NaN) / 1024 };
  };
  const direct = async () => {
    const args = ['--input-type=module', '-e', DIRECT, server.url, API_KEY, datasetFile];
    const run = await runChild(process.execPath, [...args, String(CONCURRENCY)], {
      PATH: process.env.PATH ?? '',
    });
    const told = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
      ms?: number;
      passed?: number;
    };
    if (run.exitCode !== 0 || told.passed !== EXAMPLES) {
      throw new Error(`evaluate() directly failed (exit ${run.exitCode}):\n${run.stderr}`);
    }
    return told.ms as number;
  };
  await gate(); // warm-up: the server's first runs, the file cache
  await direct();
  const gateMs: number[] = [];
  const directMs: number[] = [];
  const ratios: number[] = [];
  const rssMb: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const ran = await gate();
    const plain = await direct();
    gateMs.push(ran.ms);
    directMs.push(plain);
    ratios.push(ran.ms / plain);
    rssMb.push(ran.rssMb);
  }
  const rows: Row[] = [
    { label: "the gate's evaluation (bundled deploy action)", value: figure(gateMs), unit: 'ms' },
    { label: 'evaluate() directly (its own process)', value: figure(directMs), unit: 'ms' },
    {
      label: 'the gate ÷ evaluate(), pair by pair',
      value: figure(ratios),
      unit: 'x',
      target: { max: GOAL_RATIO, text: `≤ ${GOAL_RATIO}×` },
    },
    {
      label: 'peak RSS of the deploy step (GNU time %M)',
      value: figure(rssMb),
      unit: 'MB',
      target: { max: GOAL_RSS_MB, text: `≤ ${GOAL_RSS_MB} MB` },
    },
  ];
  const notes = [
    `${EXAMPLES} examples of the quiz graph at concurrency ${CONCURRENCY}, ${PAIRS} interleaved pairs after one warm-up of each, on the real agent server at ${server.url}.`,
    ...(rss === 'gnu-time' ? [] : [`Peak RSS: ${RSS_HINT}.`]),
  ];
  console.log(renderTable('npm run bench:eval', rows, notes));
  if (rows.some((row) => verdict(row).endsWith('MISSED'))) process.exitCode = 1;
} finally {
  await emulator.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
