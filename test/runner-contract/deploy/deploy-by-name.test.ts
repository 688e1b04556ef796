import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { BUILD_LOGS_PATH, groupLines, summaryBlock } from './logs-fixture.ts';

// A service that has POST …/revisions, as current services do.
const emulator = useEmulator({ serviceGeneration: 'new' });

/** The deploy action addressed by name: no deployment-id. */
function runByName(
  emu: ReturnType<typeof emulator>,
  name: string,
  inputs: Record<string, string> = {},
) {
  return runDeploy(emu, '', { 'deployment-name': name, ...inputs });
}

describe('a deployment found by its exact name', () => {
  it('is the one with exactly that name, never one that only contains it', async () => {
    const emu = emulator();
    const longer = emu.seedDeployment({ name: 'exact-pr-77' });
    const exact = emu.seedDeployment({ name: 'exact-pr-7' });
    const run = await runByName(emu, 'exact-pr-7', { 'repo-ref': 'feature' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      'deployment-id': exact.id,
      'deployment-name': 'exact-pr-7',
      created: 'false',
      result: 'deployed',
    });
    const changes = emu.requests.filter((request) => request.method !== 'GET');
    expect(changes.map((request) => request.path)).toEqual([
      `/v2/deployments/${exact.id}/revisions`,
    ]);
    expect(emu.getDeployment(longer.id)?.latest_revision_id).toBe(longer.latest_revision_id);
  });

  it('is found on a later page when many names contain it', async () => {
    const emu = emulator();
    // Pages hold at most 25: the exact name sits in the middle of 121 that contain it.
    for (let n = 0; n < 60; n++) emu.seedDeployment({ name: `paged-pr-7${n}` });
    const exact = emu.seedDeployment({ name: 'paged-pr-7' });
    for (let n = 60; n < 120; n++) emu.seedDeployment({ name: `paged-pr-7${n}` });
    const run = await runByName(emu, 'paged-pr-7', { 'repo-ref': 'feature' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs['deployment-id']).toBe(exact.id);
    const lists = requestsTo(emu, 'GET', /^\/v2\/deployments$/);
    expect(lists.length).toBeGreaterThan(2);
    expect(lists.every((request) => request.query.name_contains === 'paged-pr-7')).toBe(true);
  });

  it('that matches nothing exactly fails without creating, saying how to create it', async () => {
    const emu = emulator();
    emu.seedDeployment({ name: 'missing-pr-77' });
    const run = await runByName(emu, 'missing-pr-7', { 'repo-ref': 'feature' });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('No deployment is named exactly "missing-pr-7"');
    expect(failureMessage(run)).toContain('create-if-missing: true');
    expect(run.outputs).toMatchObject({ result: 'failed', 'deployment-name': 'missing-pr-7' });
    expect(requestsTo(emu, 'POST')).toEqual([]);
    expect(requestsTo(emu, 'PATCH')).toEqual([]);
  });
});

describe('create-if-missing', () => {
  it('creates the deployment from the inputs and follows its first revision', async () => {
    const emu = emulator();
    emu.seedDeployment({ name: 'created-pr-77' });
    const run = await runByName(emu, 'created-pr-7', {
      'create-if-missing': 'true',
      source: 'sourcehost',
      'repo-ref': 'feature',
      'agent-config-path': 'agent.json',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
      secrets: 'OPENAI_API_KEY=sk-create',
    });

    expect(run.exitCode).toBe(0);
    const [create] = requestsTo(emu, 'POST', /^\/v2\/deployments$/);
    expect(create?.body).toEqual({
      name: 'created-pr-7',
      source: 'sourcehost',
      source_config: { repo_url: 'https://sourcehost.example.com/acme/agents' },
      source_revision_config: { repo_ref: 'feature', agent_config_path: 'agent.json' },
      secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-create' }],
    });
    const created = emu.getDeployment(run.outputs['deployment-id'] as string);
    expect(created?.name).toBe('created-pr-7');
    expect(run.outputs).toMatchObject({
      created: 'true',
      'deployment-name': 'created-pr-7',
      'revision-id': created?.latest_revision_id,
      'new-revision': 'true',
      result: 'deployed',
    });
    expect(run.outputs['previous-revision-id']).toBeUndefined();
    expect(requestsTo(emu, 'PATCH')).toEqual([]);
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(0);
    expect(run.summary).toContain('created by this run');
  });

  it('creates the deployment with deployment-type, and on the next run keeps the type, with a warning for another', async () => {
    const emu = emulator();
    const inputs = {
      'create-if-missing': 'true',
      source: 'internal_image',
      'image-uri': `registry.example.com/agent@sha256:${'a'.repeat(64)}`,
      'deployment-type': 'prod',
    };
    const first = await runByName(emu, 'typed-agent', inputs);

    expect(first.exitCode).toBe(0);
    const [create] = requestsTo(emu, 'POST', /^\/v2\/deployments$/);
    expect(create?.body).toMatchObject({ source_config: { deployment_type: 'prod' } });
    expect(first.stdout).not.toMatch(/^::warning.*deployment-type/m);
    emu.clearRequests();

    const second = await runByName(emu, 'typed-agent', { ...inputs, 'deployment-type': 'dev' });

    expect(second.exitCode).toBe(0);
    expect(second.stdout).toContain(
      '::warning::deployment-type dev is used only when the deployment is created; typed-agent exists and is a prod deployment, which this run does not change.',
    );
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toEqual([]);
    for (const change of [...requestsTo(emu, 'PATCH'), ...requestsTo(emu, 'POST')]) {
      expect(JSON.stringify(change.body)).not.toContain('deployment_type');
    }
  });

  it('on the next run, changes the deployment it created, its create-only source left as it is', async () => {
    const emu = emulator();
    const inputs = {
      'create-if-missing': 'true',
      source: 'external_image',
      'image-uri': 'registry.example.com/agent:1',
    };
    const first = await runByName(emu, 'self-hosted-agent', inputs);
    expect(first.outputs).toMatchObject({ created: 'true', result: 'deployed' });
    emu.clearRequests();

    const second = await runByName(emu, 'self-hosted-agent', {
      ...inputs,
      'image-uri': 'registry.example.com/agent:2',
    });

    expect(failureMessage(second)).toBe('');
    expect(second.outputs).toMatchObject({
      created: 'false',
      'deployment-id': first.outputs['deployment-id'],
      'new-revision': 'true',
      result: 'deployed',
    });
    const [change] = requestsTo(emu, 'POST', /\/revisions$/);
    // No revision_source: external_image is no override a change takes, and already its source.
    expect(change?.body).toEqual({
      source_revision_config: { image_uri: 'registry.example.com/agent:2' },
    });
  });

  it('a 201 create whose first build fails shows the build log, and says it created the deployment', async () => {
    const emu = emulator();
    const buildLog = [
      'Step 1/3: install',
      'pip: no matching distribution for agentkit==9',
      'exit 1',
    ];
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }], {
      buildLog,
    });
    const run = await runByName(emu, 'first-build-fails', {
      'create-if-missing': 'true',
      source: 'sourcehost',
      'repo-ref': 'main',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
    });

    expect(run.exitCode).toBe(1);
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toHaveLength(1);
    expect(run.outputs).toMatchObject({
      created: 'true',
      'deployment-name': 'first-build-fails',
      result: 'failed',
      status: 'BUILD_FAILED',
    });
    expect(requestsTo(emu, 'POST', BUILD_LOGS_PATH).map((request) => request.body)).toEqual([
      { limit: 30, order: 'desc' },
    ]);
    expect(groupLines(run, /Build log of revision/)).toEqual(buildLog);
    expect(summaryBlock(run).lines).toEqual(buildLog);
    expect(run.summary).toContain('created by this run');
  });

  it('fills repo_url, integration_id and a default repo_ref from the repository listing', async () => {
    const emu = emulator();
    const integration = emu.seedIntegration({
      repositories: [{ owner: 'acme', name: 'agents', default_branch: 'trunk' }],
    });
    const run = await runByName(emu, 'from-repository', {
      'create-if-missing': 'true',
      'integration-id': integration.id,
      repository: 'acme/agents',
      'agent-config-path': 'agent.json',
    });

    expect(run.exitCode).toBe(0);
    const [create] = requestsTo(emu, 'POST', /^\/v2\/deployments$/);
    const repository = integration.repositories[0];
    expect(create?.body).toMatchObject({
      source: 'sourcehost',
      source_config: { integration_id: integration.id, repo_url: repository?.url },
      source_revision_config: { repo_ref: 'trunk', agent_config_path: 'agent.json' },
    });
  });

  it('whose answer is lost takes the deployment it made, found by name, and never creates twice', async () => {
    const emu = emulator();
    emu.addFault({ method: 'POST', path: '/v2/deployments', action: 'apply-then-reset' });
    const run = await runByName(emu, 'lost-create', {
      'create-if-missing': 'true',
      source: 'sourcehost',
      'repo-ref': 'main',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
    });

    expect(failureMessage(run)).toBe('');
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toHaveLength(1);
    const created = emu.getDeployment(run.outputs['deployment-id'] as string);
    expect(created?.name).toBe('lost-create');
    expect(run.outputs).toMatchObject({ created: 'true', result: 'deployed' });
    expect(run.stdout).toMatch(/^::warning.*The create may have reached the service/m);
    expect(run.stdout).toContain("that is this create's deployment, so it is not sent again");
  });

  it('needs a source when nothing implies one, and says so before anything is created', async () => {
    const emu = emulator();
    const run = await runByName(emu, 'no-source', { 'create-if-missing': 'true' });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Input "source": is required to create a deployment');
    expect(requestsTo(emu, 'POST')).toEqual([]);
  });
});

describe('the deployment URL', () => {
  it('is an output and a summary row when source_config has a custom_url', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      source_config: { custom_url: 'https://agents.example.com/support' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.outputs.url).toBe('https://agents.example.com/support');
    expect(run.summary).toContain('| URL | `https://agents.example.com/support` |');
  });

  it('is output exactly as the service wrote it: no trailing slash is added to a bare host', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      source_config: { custom_url: 'https://agents.example.com' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.outputs.url).toBe('https://agents.example.com');
  });

  it('is left unset when custom_url is not an http(s) URL', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      source_config: { custom_url: 'javascript:alert(1)' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.url).toBeUndefined();
    expect(run.summary).not.toContain('javascript');
  });
});

describe('a 403 docs/service.md explains', () => {
  it.each([
    [
      'This API key requires workspace specification.',
      '(this key is organization-scoped: set tenant-id to the workspace to deploy in)',
    ],
    [
      'Deployments are NOT ENABLED for organization acme.',
      '(deployments are not enabled for this organization)',
    ],
  ])('"%s" comes with what to do', async (detail, advice) => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ method: 'GET', path: '/v2/deployments/:id', status: 403, body: { detail } });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(detail);
    expect(failureMessage(run)).toContain(advice);
  });
});
