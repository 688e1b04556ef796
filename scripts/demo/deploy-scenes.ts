// The deploy action's everyday scenes: a change to an existing deployment, a deployment created
// from the checkout, a build that fails, a health check, a broken config refused before any
// request, and a plan.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scene, Stage } from './stage.ts';

export const SAMPLE_AGENT = 'scripts/demo-agent';
/** Quick enough for a demo; the emulator walks a status every half second. */
export const POLL = { 'poll-interval': '1s' };

const existing = new WeakMap<Stage, string>();

/** The deployment the scenes below change, made on the stage once. */
function existingDeployment(stage: Stage): string {
  const known = existing.get(stage);
  if (known) return known;
  const { id } = stage.emulator.seedDeployment({
    name: 'support-agent',
    secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-old-value-held-by-the-service' }],
  });
  existing.set(stage, id);
  return id;
}

const newRef: Scene = {
  title: 'Deploy a new ref to an existing deployment',
  async play(stage) {
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-id': existingDeployment(stage),
      'repo-ref': 'release-2026.11',
      'agent-config-path': 'agents/support/langgraph.json',
      secrets: 'OPENAI_API_KEY=sk-demo-not-a-real-key\nSEARCH_API_KEY=demo-search-key',
    });
    return [
      stage.check(`exit code ${run.exitCode}, result ${run.outputs.result}`, run.exitCode === 0),
    ];
  },
};

const fromCheckout: Scene = {
  title: 'Create a deployment by name and ship the checkout',
  async play(stage) {
    // An ignored file next to the agent, as a developer leaves one: never packed.
    writeFileSync(stage.wrote(join(SAMPLE_AGENT, '.env')), 'OPENAI_API_KEY=sk-local-only\n');
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-name': 'support-agent-preview',
      'create-if-missing': 'true',
      'source-path': SAMPLE_AGENT,
      'agent-config-path': 'langgraph.json',
    });
    const upload = stage.emulator.uploads.at(-1);
    stage.heading('The archive the storage sink received');
    for (const entry of upload?.validArchive ? upload.entries : []) {
      console.log(`  ${entry.type.padEnd(9)} ${String(entry.size).padStart(6)}  ${entry.path}`);
    }
    const paths = upload?.entries.map((entry) => entry.path) ?? [];
    return [
      stage.check(`exit code ${run.exitCode}, deployment created`, run.exitCode === 0),
      stage.check(
        'the .env file is not in the archive',
        paths.length > 0 && !paths.includes('.env'),
      ),
    ];
  },
};

const failingBuild: Scene = {
  title: 'A build that fails shows its log',
  async play(stage) {
    stage.emulator.failNextRevision('BUILD_FAILED', {
      buildLog: [
        'Step 1/4 : FROM python:3.12-slim',
        'Step 2/4 : COPY . /deps/support_agent',
        'Step 3/4 : RUN pip install -r requirements.txt',
        { level: 'ERROR', message: 'No matching distribution found for langgraph>=9.9' },
        { level: 'ERROR', message: 'The command returned a non-zero code: 1' },
      ],
    });
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-id': existingDeployment(stage),
      'repo-ref': 'broken-dependency',
    });
    return [stage.check(`exit code ${run.exitCode}, as it should be 1`, run.exitCode === 1)];
  },
};

const healthChecked: Scene = {
  title: 'A health-checked deploy: GET /ok after DEPLOYED',
  async play(stage) {
    // The deployment's URL is the emulator's agent-server stand-in; it answers 503 twice first.
    stage.emulator.warmUpAgentServerFor(2);
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-id': existingDeployment(stage),
      'repo-ref': 'release-2026.12',
      'health-check': '/ok',
    });
    return [
      stage.check(`exit code ${run.exitCode}, healthy ${run.outputs.healthy}`, run.exitCode === 0),
    ];
  },
};

const brokenConfig: Scene = {
  title: 'A broken config: refused before anything is sent',
  async play(stage) {
    // A copy of the sample agent inside the workspace, its graph path misspelt: the remote build
    // would fail on it minutes later; the check names the graph and the file it probably meant.
    const copy = stage.wrote(mkdtempSync(join(process.cwd(), '.demo-broken-config-')));
    try {
      cpSync(SAMPLE_AGENT, copy, { recursive: true });
      const config = JSON.parse(readFileSync(join(copy, 'langgraph.json'), 'utf8'));
      config.graphs.support = './support_agent/grpah.py:graph';
      writeFileSync(join(copy, 'langgraph.json'), `${JSON.stringify(config, null, 2)}\n`);
      const before = stage.emulator.requests.length;
      const run = await stage.run('deploy', {
        ...stage.connection,
        'deployment-id': existingDeployment(stage),
        'source-path': copy.slice(process.cwd().length + 1),
        'agent-config-path': 'langgraph.json',
      });
      const sent = stage.emulator.requests.length - before;
      return [
        stage.check(`exit code ${run.exitCode}, as it should be 1`, run.exitCode === 1),
        stage.check(`requests the service saw: ${sent}, as it should be 0`, sent === 0),
      ];
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  },
};

const plan: Scene = {
  title: 'A plan on a pull request: dry-run sends no write',
  async play(stage) {
    const before = stage.emulator.requests.length;
    const run = await stage.run('deploy', {
      ...stage.connection,
      'deployment-id': existingDeployment(stage),
      'repo-ref': 'release-2027.01',
      secrets: 'OPENAI_API_KEY=sk-demo-rotated-key\nMAPS_API_KEY=demo-maps-key',
      'dry-run': 'true',
    });
    const seen = stage.emulator.requests.slice(before);
    stage.heading('Requests the service saw during the plan');
    for (const request of seen) console.log(`  ${request.method.padEnd(6)} ${request.path}`);
    const writes = seen.filter((request) => request.method !== 'GET').length;
    return [
      stage.check(`exit code ${run.exitCode}, result ${run.outputs.result}`, run.exitCode === 0),
      stage.check(`writes: ${writes}, as it should be 0`, writes === 0),
    ];
  },
};

export const DEPLOY_SCENES: Scene[] = [
  newRef,
  fromCheckout,
  failingBuild,
  healthChecked,
  brokenConfig,
  plan,
];
