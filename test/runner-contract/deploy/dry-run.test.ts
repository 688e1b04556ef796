import { describe, expect, it } from 'vitest';
import type { ActionRun } from '../../../scripts/runner/run-action.ts';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator({ serviceGeneration: 'new' });

const OLD_VALUE = 'sk-old-value-4f1e9a';
const NEW_VALUE = 'sk-new-value-8c2d7b';
const ADDED_VALUE = 'nk-added-value-3a5f0e';

/** Every request the emulator saw was a read, and nothing reached the storage sink. */
function expectReadsOnly(emu: ReturnType<typeof emulator>) {
  expect(emu.requests.length).toBeGreaterThan(0);
  expect(
    emu.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
  ).toEqual([]);
  expect(emu.uploads).toEqual([]);
}

/** Beyond the runner's masking commands (`::add-mask::`), which exist to hide the value. */
function expectNoSecretValue(run: ActionRun) {
  const shown = run.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  for (const value of [OLD_VALUE, NEW_VALUE, ADDED_VALUE]) {
    expect(shown).not.toContain(value);
    expect(run.stderr).not.toContain(value);
    expect(run.summary).not.toContain(value);
    expect(JSON.stringify(run.outputs)).not.toContain(value);
  }
}

function seedWithSecrets(emu: ReturnType<typeof emulator>) {
  return emu.seedDeployment({
    name: 'plan-agent',
    secrets: [
      { name: 'OPENAI_API_KEY', value: OLD_VALUE },
      { name: 'OLD_TOKEN', value: OLD_VALUE },
    ],
  });
}

describe('dry-run', () => {
  it('lists what would change, secrets by name only, and sends no write', async () => {
    const emu = emulator();
    const deployment = seedWithSecrets(emu);
    const run = await runDeploy(emu, deployment.id, {
      'dry-run': 'true',
      'repo-ref': 'release-7',
      'agent-config-path': 'agent_config.json',
      'source-config': JSON.stringify({ build_command: 'make build' }),
      secrets: `OPENAI_API_KEY=${NEW_VALUE}\nNEW_KEY=${ADDED_VALUE}`,
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'planned',
      changed: 'true',
      'deployment-id': deployment.id,
      'deployment-name': 'plan-agent',
    });
    expect(JSON.parse(run.outputs.changes as string)).toEqual([
      { field: 'repo_ref', from: 'main', to: 'release-7' },
      { field: 'source_config.build_command', from: null, to: 'make build' },
      { field: 'secrets.NEW_KEY', from: null, to: 'set' },
      { field: 'secrets.OPENAI_API_KEY', from: 'set', to: 'set (value not compared)' },
      { field: 'secrets.OLD_TOKEN', from: 'set', to: 'removed' },
    ]);
    expectReadsOnly(emu);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
      deployment.latest_revision_id,
    );
    expect(run.summary).toContain('📋 Plan: `plan-agent` would be changed');
    expect(run.summary).toContain('| `repo_ref` | `main` | `release-7` |');
    expect(run.summary).toContain('| `secrets.OLD_TOKEN` | `set` | `removed` |');
    expect(run.summary).toContain(
      `| Current revision | \`${deployment.latest_revision_id}\` (\`DEPLOYED\`) |`,
    );
    expectNoSecretValue(run);
  });

  it('says no field would change when the inputs match the deployment', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'steady-agent' });
    const run = await runDeploy(emu, deployment.id, {
      'dry-run': 'true',
      'repo-ref': 'main',
      'agent-config-path': 'agent_config.json',
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'planned', changed: 'false', changes: '[]' });
    expectReadsOnly(emu);
    expect(run.summary).toContain('📋 Plan: `steady-agent` no change');
    expect(run.summary).toContain('No field would change.');
    expect(run.summary).toContain('A deploy would still make a new revision');
  });

  it('shows a missing deployment with create-if-missing as would be created, with its fields', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, '', {
      'dry-run': 'true',
      'deployment-name': 'brand-new-agent',
      'create-if-missing': 'true',
      source: 'external_image',
      'image-uri': 'registry.example.com/acme/agent:2',
      secrets: `NEW_KEY=${ADDED_VALUE}`,
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'planned',
      changed: 'true',
      'deployment-name': 'brand-new-agent',
    });
    expect(run.outputs).not.toHaveProperty('deployment-id');
    expect(JSON.parse(run.outputs.changes as string)).toEqual([
      { field: 'name', from: null, to: 'brand-new-agent' },
      { field: 'source', from: null, to: 'external_image' },
      { field: 'image_uri', from: null, to: 'registry.example.com/acme/agent:2' },
      { field: 'secrets.NEW_KEY', from: null, to: 'set' },
    ]);
    expectReadsOnly(emu);
    expect(emu.requests.every((r) => r.path === '/v2/deployments')).toBe(true);
    expect(run.summary).toContain('📋 Plan: `brand-new-agent` would be created');
    expectNoSecretValue(run);
  });

  it('fails as a deploy would when the name matches nothing and create-if-missing is off', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, '', { 'dry-run': 'true', 'deployment-name': 'nobody' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.stdout).toMatch(/::error.*No deployment is named exactly "nobody"/);
    expectReadsOnly(emu);
  });

  it('never redeploys, rolls back or waits: redeploy-revision is only planned', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const earlier = emu.seedHistory(deployment.id, [{ durationMs: 1000 }])[0] as string;
    const run = await runDeploy(emu, deployment.id, {
      'dry-run': 'true',
      'redeploy-revision': earlier,
      'rollback-on-failure': 'true',
    });

    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.outputs.changes as string)).toEqual([
      { field: 'revision', from: deployment.latest_revision_id, to: earlier },
    ]);
    expectReadsOnly(emu);
  });
});
