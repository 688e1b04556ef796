import { describe, expect, it } from 'vitest';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { emulatorForTest } from '../../support/emulator.ts';

const emulator = useEmulator();

describe('a deploy that goes live', () => {
  it('patches only what was given, waits for DEPLOYED and reports it', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'support-agent' });
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'release-42',
      'agent-config-path': 'agent.json',
    });

    expect(run.exitCode).toBe(0);
    const [patch] = requestsTo(emu, 'PATCH');
    expect(patch?.body).toEqual({
      source_revision_config: { repo_ref: 'release-42', agent_config_path: 'agent.json' },
    });
    const revisionId = emu.getDeployment(deployment.id)?.latest_revision_id;
    expect(revisionId).not.toBe(deployment.latest_revision_id);
    expect(run.outputs).toMatchObject({
      'deployment-id': deployment.id,
      'deployment-name': 'support-agent',
      'revision-id': revisionId,
      'previous-revision-id': deployment.latest_revision_id,
      'new-revision': 'true',
      status: 'DEPLOYED',
      result: 'deployed',
    });
    expect(Number(run.outputs['duration-seconds'])).toBeGreaterThanOrEqual(0);
    expect(
      requestsTo(emu, 'GET', REVISION_PATH).every((r) => r.path.endsWith(`/${revisionId}`)),
    ).toBe(true);
  });

  it('writes a job summary with the revision, source, result, timeline and run links', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'research-agent' });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });
    const revisionId = run.outputs['revision-id'] as string;

    expect(run.summary).toContain('Deployed');
    expect(run.summary).toContain('`research-agent`');
    expect(run.summary).toContain(`\`${revisionId}\` (new)`);
    expect(run.summary).toContain('ref `main`');
    expect(run.summary).toMatch(/\| Result \| \*\*deployed\*\* \(`DEPLOYED`\) \|/);
    expect(run.summary).toMatch(/### Timeline[\s\S]*\| Phase \|.* `DEPLOYED` \|\n/);
    expect(run.summary).toMatch(/\| Deploy time \| \d+(ms|s) from the change to `DEPLOYED` \|/);
    expect(run.summary).toContain('https://github.com/acme/agents/actions/runs/4242');
    expect(run.summary).toContain(
      'https://github.com/acme/agents/commit/0123456789abcdef0123456789abcdef01234567',
    );
  });

  it('logs one line per status change, not one per poll', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    // Each status answers two polls, so no poll can miss one however busy the machine.
    emu.scriptNextRevision([
      { status: 'QUEUED', polls: 2 },
      { status: 'BUILDING', polls: 2 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    const polls = requestsTo(emu, 'GET', REVISION_PATH).length;
    const statusLines = run.stdout
      .split('\n')
      .filter((line) => /^\[\s*[\d.hms ]+\] [A-Z_]+$/.test(line));
    expect(polls).toBeGreaterThan(statusLines.length);
    expect(statusLines.map((line) => line.split('] ')[1])).toEqual([
      'QUEUED',
      'BUILDING',
      'DEPLOYED',
    ]);
  });

  it('sends only source_config when no revision-level input is given, and reports the unchanged revision', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'source-config': 'build_on_push: true\nresource_spec:\n  min_scale: 2\n',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      source_config: { build_on_push: true, resource_spec: { min_scale: 2 } },
    });
    expect(run.outputs).toMatchObject({
      'revision-id': deployment.latest_revision_id,
      'previous-revision-id': deployment.latest_revision_id,
      'new-revision': 'false',
      result: 'deployed',
      status: 'DEPLOYED',
    });
    expect(run.summary).toContain('unchanged');
  });

  it('with wait false, ends after the patch with result submitted and never polls', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'image-uri': 'registry.example.com/agent:1.2.3',
      wait: 'false',
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('submitted');
    expect(run.outputs['new-revision']).toBe('true');
    expect(requestsTo(emu, 'GET', REVISION_PATH)).toHaveLength(0);
    expect(run.summary).toContain('Submitted');
  });

  it('sends revision_source, secret_references and source_config from JSON', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ source: 'external_image' });
    const run = await runDeploy(emu, deployment.id, {
      'image-uri': 'registry.example.com/agent:2',
      'secret-references': '[{"name":"DB_URL","secret_name":"db","secret_key":"url"}]',
      'source-config': '{"resource_spec": {"cpu": 1.5, "memory_mb": 2048}}',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      source_config: { resource_spec: { cpu: 1.5, memory_mb: 2048 } },
      source_revision_config: { image_uri: 'registry.example.com/agent:2' },
      secret_references: [{ name: 'DB_URL', secret_name: 'db', secret_key: 'url' }],
    });
  });

  it('warns once when an image deploy names a tag rather than a digest, and not for a digest', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ source: 'external_image' });
    const tagged = await runDeploy(emu, deployment.id, {
      'image-uri': 'registry.example.com/agent:2',
    });
    const warnings = tagged.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings.filter((line) => line.includes('a tag can move'))).toHaveLength(1);
    expect(warnings.join('\n')).toContain('registry.example.com/agent@sha256:<digest>');

    const digest = `registry.example.com/agent@sha256:${'b'.repeat(64)}`;
    const pinned = await runDeploy(emu, deployment.id, { 'image-uri': digest });
    expect(pinned.exitCode).toBe(0);
    expect(pinned.stdout).not.toContain('a tag can move');
  });

  it('works under a path-prefixed base URL and sends X-Tenant-Id and a User-Agent', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const tenant = '5b0c7d8e-1f2a-4b3c-9d4e-6f7a8b9c0d1e';
    const prefixed = await emulatorForTest({ pathPrefix: '/api-host' });
    const seeded = prefixed.seedDeployment({ tenantId: tenant });
    const run = await runDeploy(prefixed, seeded.id, { 'repo-ref': 'main', 'tenant-id': tenant });
    expect(run.exitCode).toBe(0);
    expect(prefixed.url).toMatch(/\/api-host$/);
    for (const request of prefixed.requests) {
      expect(request.headers['x-tenant-id']).toBe(tenant);
      expect(request.headers['user-agent']).toMatch(/^agent-deploy-action\/\d+\.\d+\.\d+/);
    }
    expect(emu.getDeployment(deployment.id)).toBeDefined();
  });

  it('accepts a bearer token instead of an API key', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'api-key': '',
      'bearer-token': 'emulator-token',
      'repo-ref': 'main',
    });

    expect(run.exitCode).toBe(0);
    expect(emu.requests[0]?.headers.authorization).toBe('Bearer emulator-token');
    expect(emu.requests[0]?.headers['x-api-key']).toBeUndefined();
  });
});
