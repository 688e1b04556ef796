import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { PULL_REQUEST, TOKEN, useRunnerContract } from '../github/setup.ts';
import { slowBuild, useCheckout } from './eval-fixture.ts';
import { summaryRow } from './rollback-fixture.ts';

/*
 * The gate's baseline as the runner runs it, on the emulator's agent-server stand-in: the live
 * revision (evaluated while the new one builds), none on a deployment this run creates, and
 * another deployment (production, for a preview). Whether a run was sent while the revision
 * built is read from the stand-in's record of when each request came and when the emulator
 * made the revision DEPLOYED.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
const contract = useRunnerContract();
afterEach(() => emulator().resetAgentServer());

const checkout = useCheckout();
beforeAll(() => {
  const example = (said: string) =>
    JSON.stringify({
      inputs: { messages: [{ role: 'user', content: said }] },
      outputs: { reply: `You said: ${said === 'four' ? 'five' : said}` },
    });
  return checkout.write({
    'evals/echo.jsonl': ['one', 'two', 'three', 'four'].map(example).join('\n'),
  });
});

const GATE = {
  'repo-ref': 'main',
  'eval-dataset': 'evals/echo.jsonl',
  'eval-assistant': 'agent',
  'eval-evaluators': 'contains',
  'eval-threshold': 'contains >= 0.5',
};

/** The runs the stand-in answered under a deployment's URL, with when each came. */
function runsOn(emu: Emulator, deploymentId: string) {
  return emu.agentServerRequests.filter((request) =>
    request.path.startsWith(`/${deploymentId}/runs/wait`),
  );
}

const warnings = (stdout: string) =>
  stdout.split('\n').filter((line) => line.startsWith('::warning'));

describe('the baseline of the evaluation gate, on the stand-in', () => {
  it('evaluates the live revision while the new one builds, and compares the new one with it', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    slowBuild(emu, 1500);
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...GATE, 'eval-baseline': 'live' },
      { env: { GITHUB_WORKSPACE: checkout.dir() } },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      eval: 'passed',
      'eval-scores': '{"contains":0.75}',
      'eval-baseline-scores': '{"contains":0.75}',
    });
    const deployedAt = emu.getRevision(run.outputs['revision-id'] ?? null)?.deployedAt ?? 0;
    const runs = runsOn(emu, deployment.id);
    expect(runs).toHaveLength(8);
    expect(runs.filter((request) => request.at < deployedAt)).toHaveLength(4);
    expect(run.summary).toMatch(
      /\| `contains` \| 0\.75 \| 0\.75 \(0\.00 \[0\.00, 0\.00\], p = 1\.0\) \|/,
    );
    expect(warnings(run.stdout)).toEqual([]);
  });

  it('does not count a live baseline still running at DEPLOYED, and warns that the thresholds judged alone', async () => {
    const emu = emulator();
    emu.configureAgentServer({ graphs: { agent: { slowMs: 700 } } });
    const deployment = emu.seedDeployment();
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...GATE, 'eval-baseline': 'live', 'eval-concurrency': '1' },
      { env: { GITHUB_WORKSPACE: checkout.dir() } },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.eval).toBe('passed');
    expect(run.outputs['eval-baseline-scores']).toBeUndefined();
    expect(run.stdout).toMatch(
      /Baseline live not counted: its evaluation had not ended when the new revision was DEPLOYED \(\d of 4 runs\), and from then on its runs could reach the new revision\./,
    );
    expect(run.summary).toContain(
      'no baseline: its evaluation had not ended when the new revision',
    );
    expect(warnings(run.stdout)).toEqual([
      '::warning::eval-baseline: the baseline (live) was not counted, so the gate judged the thresholds alone. See the job summary.',
    ]);
  });

  it('has no baseline on a deployment this run creates, and says so', async () => {
    const emu = emulator();
    const run = await runDeploy(
      emu,
      '',
      {
        ...GATE,
        'deployment-name': 'eval-created-agent',
        'create-if-missing': 'true',
        source: 'sourcehost',
        'agent-config-path': 'agent.json',
        'source-config': JSON.stringify({ repo_url: 'https://sourcehost.example.com/acme/a' }),
        'eval-baseline': 'live',
      },
      { env: { GITHUB_WORKSPACE: checkout.dir() } },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ created: 'true', eval: 'passed' });
    expect(run.outputs['eval-baseline-scores']).toBeUndefined();
    expect(run.stdout).toContain(
      'Baseline live: none, as this run created the deployment, so no revision was live.',
    );
    expect(run.summary).toContain(
      'no baseline: this run created the deployment, so no revision was live',
    );
    expect(warnings(run.stdout)).toEqual([]);
  });

  it('compares a preview with production: found by name, evaluated while the preview builds, one line in the PR comment', async () => {
    const emu = emulator();
    const production = emu.seedDeployment({ name: 'support-agent' });
    const preview = emu.seedDeployment({ name: 'support-agent-pr-7' });
    slowBuild(emu, 1500);
    const run = await runDeploy(
      emu,
      preview.id,
      {
        ...GATE,
        'eval-baseline': 'support-agent',
        'github-token': TOKEN,
        'comment-on-pr': 'true',
      },
      { env: { ...contract.env(PULL_REQUEST), GITHUB_WORKSPACE: checkout.dir() } },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      eval: 'passed',
      'eval-baseline-scores': '{"contains":0.75}',
    });
    const deployedAt = emu.getRevision(run.outputs['revision-id'] ?? null)?.deployedAt ?? 0;
    const productionRuns = runsOn(emu, production.id);
    expect(productionRuns).toHaveLength(4);
    expect(productionRuns.every((request) => request.at < deployedAt)).toBe(true);
    expect(summaryRow(run.summary, 'Key')).toBe(
      '| Key | New | support-agent | Threshold | Verdict |',
    );
    expect(contract.github().comments[0]?.body).toContain(
      'Evaluation passed: `contains` 0.75 (support-agent 0.75)',
    );
  });

  it('refuses a baseline deployment that is not there, before the change is sent', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...GATE, 'eval-baseline': 'no-such-agent' },
      { env: { GITHUB_WORKSPACE: checkout.dir() } },
    );

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      'eval-baseline: deployment "no-such-agent" was not found: no deployment has exactly this name.',
    );
    expect(emu.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
