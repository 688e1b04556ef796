import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, requestsTo, useEmulator } from '../../support/deploy-fixture.ts';
import { emulatorForTest } from '../../support/emulator.ts';
import { deletesSent, runDelete } from './run-delete.ts';

const emulator = useEmulator();

describe('delete by deployment-id', () => {
  it('sends the DELETE, says so in the outputs and the summary, and the deployment is gone', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'by-id' });
    const run = await runDelete(emu, { 'deployment-id': deployment.id });

    expect(run.exitCode).toBe(0);
    expect(emu.requests.map((request) => request.method)).toEqual(['DELETE']);
    expect(deletesSent(emu)).toEqual([
      `/v2/deployments/${deployment.id}?delete_tracing_project=false`,
    ]);
    expect(run.outputs).toEqual({ deleted: 'true', 'deployment-id': deployment.id });
    expect(run.summary).toContain(`### 🗑️ Deleted \`${deployment.id}\``);
    expect(run.summary).toContain('| Deleted by this run | yes |');
    expect(run.summary).toContain('| Tracing project | kept |');
    expect(emu.getDeployment(deployment.id)).toBeUndefined();
    expect(emu.deletedDeployments.filter((gone) => gone.id === deployment.id)).toMatchObject([
      { name: 'by-id', deleteTracingProject: false, via: 'single' },
    ]);
  });

  it('that is already gone (404) succeeds with deleted=false', async () => {
    const emu = emulator();
    const id = randomUUID();
    const run = await runDelete(emu, { 'deployment-id': id });

    expect(run.exitCode).toBe(0);
    expect(deletesSent(emu)).toEqual([`/v2/deployments/${id}?delete_tracing_project=false`]);
    expect(run.outputs).toEqual({ deleted: 'false', 'deployment-id': id });
    expect(run.summary).toContain(`### ✅ Nothing to delete: \`${id}\` is already gone`);
    expect(run.summary).toContain('| Deleted by this run | no |');
    expect(failureMessage(run)).toBe('');
    // The 404's detail names the deployment: the service's own "not found", nothing to confirm.
    expect(requestsTo(emu, 'GET')).toEqual([]);
  });

  it('a bare 404 that does not name the deployment counts as gone once the list lacks it', async () => {
    const emu = emulator();
    const id = randomUUID();
    emu.addFault({
      method: 'DELETE',
      path: /^\/v2\/deployments\//,
      status: 404,
      body: { detail: 'Not Found' },
    });
    const run = await runDelete(emu, { 'deployment-id': id });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ deleted: 'false', 'deployment-id': id });
    // Confirmed by the list, so a 404 from a wrong base-url cannot pass for "already gone".
    expect(requestsTo(emu, 'GET', /^\/v2\/deployments$/).map((r) => r.query)).toEqual([
      { deployment_ids: id },
    ]);
  });

  it('a bare 404 for a deployment the list still holds fails, and says nothing was deleted', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'still-here' });
    emu.addFault({
      method: 'DELETE',
      path: /^\/v2\/deployments\//,
      status: 404,
      body: { detail: 'Not Found' },
    });
    const run = await runDelete(emu, { 'deployment-id': deployment.id });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('yet still lists it; nothing was deleted');
    expect(run.outputs.deleted).toBe('false');
    expect(emu.getDeployment(deployment.id)).toBeDefined();
  });

  it('fails when base-url lacks the path prefix, where every path answers 404', async () => {
    const emu = await emulatorForTest({ pathPrefix: '/api-host' });
    const deployment = emu.seedDeployment({ name: 'behind-a-prefix' });
    const run = await runDelete(emu, {
      'base-url': new URL(emu.url).origin,
      'deployment-id': deployment.id,
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('base-url does not look like the control plane');
    expect(run.outputs.deleted).toBe('false');
    expect(emu.getDeployment(deployment.id)).toBeDefined();
  });

  it('with delete-tracing-project: true asks the service to delete the tracing project too', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'with-tracing' });
    const run = await runDelete(emu, {
      'deployment-id': deployment.id,
      'delete-tracing-project': 'true',
    });

    expect(run.exitCode).toBe(0);
    expect(deletesSent(emu)).toEqual([
      `/v2/deployments/${deployment.id}?delete_tracing_project=true`,
    ]);
    expect(emu.deletedDeployments.find((gone) => gone.id === deployment.id)).toMatchObject({
      deleteTracingProject: true,
    });
    expect(run.summary).toContain('| Tracing project | deleted with it |');
  });
});

describe('delete by deployment-name', () => {
  it('deletes the deployment with exactly that name, not one that only contains it', async () => {
    const emu = emulator();
    const longer = emu.seedDeployment({ name: 'named-pr-77' });
    const exact = emu.seedDeployment({ name: 'named-pr-7' });
    const run = await runDelete(emu, { 'deployment-name': 'named-pr-7' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ deleted: 'true', 'deployment-id': exact.id });
    expect(deletesSent(emu)).toEqual([`/v2/deployments/${exact.id}?delete_tracing_project=false`]);
    expect(emu.getDeployment(longer.id)).toBeDefined();
    expect(run.summary).toContain('### 🗑️ Deleted `named-pr-7`');
  });

  it('that no deployment has exactly deletes nothing, even one whose name contains it', async () => {
    const emu = emulator();
    const longer = emu.seedDeployment({ name: 'agent-pr-77' });
    const run = await runDelete(emu, { 'deployment-name': 'agent-pr-7' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ deleted: 'false' });
    const lists = requestsTo(emu, 'GET', /^\/v2\/deployments$/);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((request) => request.query.name_contains === 'agent-pr-7')).toBe(true);
    expect(deletesSent(emu)).toEqual([]);
    expect(emu.getDeployment(longer.id)).toBeDefined();
    expect(run.summary).toContain('Nothing to delete: `agent-pr-7` is already gone');
    expect(run.summary).toContain('no deployment has that exact name');
  });

  it('is found on a later page when many names contain it', async () => {
    const emu = emulator();
    // Pages hold at most 25: the exact name sits in the middle of 121 that contain it.
    for (let n = 0; n < 60; n++) emu.seedDeployment({ name: `paged-pr-7${n}` });
    const exact = emu.seedDeployment({ name: 'paged-pr-7' });
    for (let n = 60; n < 120; n++) emu.seedDeployment({ name: `paged-pr-7${n}` });
    const run = await runDelete(emu, { 'deployment-name': 'paged-pr-7' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ deleted: 'true', 'deployment-id': exact.id });
    const lists = requestsTo(emu, 'GET', /^\/v2\/deployments$/);
    expect(lists.length).toBeGreaterThan(2);
    expect(lists.every((request) => request.query.name_contains === 'paged-pr-7')).toBe(true);
    expect(deletesSent(emu)).toEqual([`/v2/deployments/${exact.id}?delete_tracing_project=false`]);
  });
});

describe('a name two deployments answer to', () => {
  it('deletes neither, and the error names both ids, even pages apart', async () => {
    const emu = emulator();
    const first = emu.seedDeployment({ name: 'doubled-preview' });
    for (let n = 0; n < 30; n++) emu.seedDeployment({ name: `doubled-preview-${n}` });
    const second = emu.seedDeployment({ name: 'doubled-preview' });
    const run = await runDelete(emu, { 'deployment-name': 'doubled-preview' });

    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toBe(
      `Input "deployment-name": "doubled-preview" names 2 deployments: ${second.id}, ${first.id}. Nothing was sent to any of them; give the one you mean as deployment-id instead of deployment-name.`,
    );
    expect(run.stdout).toMatch(/^::error title=Delete failed::Input "deployment-name"/m);
    expect(run.summary).toContain('### ❌ Delete failed');
    expect(run.summary).toContain('names 2 deployments');
    expect(run.outputs).toEqual({ deleted: 'false' });
    expect(emu.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(emu.getDeployment(first.id)).toBeDefined();
    expect(emu.getDeployment(second.id)).toBeDefined();
  });
});

describe('a service error', () => {
  it('that repeats (500) fails with the service detail and leaves the deployment', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'keeps-failing' });
    const detail = 'Database unavailable, try again later.';
    emu.addFault({
      method: 'DELETE',
      path: '/v2/deployments/:id',
      status: 500,
      times: Number.POSITIVE_INFINITY,
      retryAfter: '0',
      body: { detail },
    });
    const run = await runDelete(emu, { 'deployment-id': deployment.id });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`DELETE /v2/deployments/${deployment.id} → 500`);
    expect(failureMessage(run)).toContain(detail);
    expect(run.outputs).toEqual({ deleted: 'false' });
    // A DELETE is safe to repeat, so a 500 is tried again before the step gives up.
    expect(deletesSent(emu).length).toBeGreaterThan(1);
    expect(emu.getDeployment(deployment.id)).toBeDefined();
  });

  it('403 on the DELETE fails at once with its detail', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'forbidden' });
    const detail = 'This API key may not delete deployments in workspace acme.';
    emu.addFault({ method: 'DELETE', path: '/v2/deployments/:id', status: 403, body: { detail } });
    const run = await runDelete(emu, { 'deployment-id': deployment.id });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(detail);
    expect(deletesSent(emu)).toHaveLength(1);
    expect(run.summary).toContain('Delete failed');
    expect(emu.getDeployment(deployment.id)).toBeDefined();
  });

  it('403 on the name lookup fails with its detail and sends no DELETE', async () => {
    const emu = emulator();
    emu.seedDeployment({ name: 'unlisted' });
    const detail = 'Deployments are not enabled for organization acme.';
    emu.addFault({ method: 'GET', path: '/v2/deployments', status: 403, body: { detail } });
    const run = await runDelete(emu, { 'deployment-name': 'unlisted' });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(detail);
    expect(deletesSent(emu)).toEqual([]);
  });

  it('that quotes the api key back never shows the key', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'quoted-key' });
    const detail = `Key ${API_KEY} is read-only.`;
    emu.addFault({ method: 'DELETE', path: '/v2/deployments/:id', status: 403, body: { detail } });
    // runDelete checks the key appears nowhere in the log, the summary or the outputs.
    const run = await runDelete(emu, { 'deployment-id': deployment.id });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('is read-only.');
  });
});

describe('bad input', () => {
  const SOME_ID = '3f1c2b4a-9d8e-4f7a-b6c5-1e2d3c4b5a69';
  it.each([
    [
      { 'deployment-id': SOME_ID, 'deployment-name': 'both' },
      'Input "deployment-id": and deployment-name were both given',
    ],
    [{}, 'Input "deployment-id": or deployment-name is required'],
    [{ 'deployment-id': 'agent-pr-7' }, 'Input "deployment-id": must be a UUID'],
    [{ 'deployment-name': 'two\nlines' }, 'Input "deployment-name": must be one line'],
    [
      { 'deployment-id': SOME_ID, environment: 'preview', 'github-token': '' },
      'Input "github-token": is required with environment',
    ],
  ])('%j fails naming the input, before any request', async (inputs, expected) => {
    const emu = emulator();
    const run = await runDelete(emu, inputs);

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(expected);
    expect(run.summary).toContain('Delete not started: bad input');
    expect(run.outputs).toEqual({ deleted: 'false' });
    expect(emu.requests).toEqual([]);
  });
});
