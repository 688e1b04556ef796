import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, type Emulator } from '../../../emulator/index.ts';
import { useEmulator } from '../../support/emulator.ts';
import { failureMessage, runSubAction, TEST_API_KEY } from './sub-action.ts';

const WORKSPACE = '0d1e2f30-4152-4637-8899-aabbccddeeff';
let emu: Emulator;

const emulator = useEmulator({ apiKeys: [TEST_API_KEY] });
beforeEach(() => {
  emu = emulator();
});
afterEach(() => {
  emu.clearRequests();
  emu.clearFaults();
  emu.setListListenersAvailable(true);
});

const run = (inputs: Record<string, string>) => runSubAction('listener', emu, inputs);
const calls = () => emu.requests.map((request) => `${request.method} ${request.path}`);

describe('listener: create', () => {
  it('creates a listener with the namespaces and version given', async () => {
    const result = await run({
      'compute-id': 'create-full',
      'k8s-namespaces': 'agents, batch\n\n  jobs ,\n',
      version: '0.4.2',
    });

    expect(result.exitCode).toBe(0);
    expect(calls()).toEqual(['POST /v2/listeners']);
    expect(emu.requests[0]?.body).toEqual({
      compute_type: 'k8s',
      compute_id: 'create-full',
      compute_config: { k8s_namespaces: ['agents', 'batch', 'jobs'] },
      version: '0.4.2',
    });
    const listener = JSON.parse(result.outputs.listener ?? '');
    expect(listener).toMatchObject({
      compute_id: 'create-full',
      compute_type: 'k8s',
      compute_config: { k8s_namespaces: ['agents', 'batch', 'jobs'] },
      version: '0.4.2',
    });
    expect(result.outputs).toMatchObject({
      'listener-id': listener.id,
      created: 'true',
      'compute-id': 'create-full',
    });
    expect(result.summary).toContain('### ✅ Listener created');
    expect(result.summary).toContain(`| Listener id | \`${listener.id}\` |`);
    expect(result.summary).toContain('| Kubernetes namespaces | `agents`, `batch`, `jobs` |');
    expect(result.summary).toContain('| Version | 0.4.2 |');
  });

  it('sends no namespaces and no version when none are given', async () => {
    const result = await run({ 'compute-id': 'create-bare' });

    expect(result.exitCode).toBe(0);
    expect(emu.requests[0]?.body).toEqual({
      compute_type: 'k8s',
      compute_id: 'create-bare',
      compute_config: {},
    });
    expect(result.outputs.created).toBe('true');
  });

  it('updates the existing listener when the compute id is taken (409) and the list is offered', async () => {
    const existing = emu.seedListener({
      compute_id: 'taken',
      k8s_namespaces: ['old'],
      version: '1',
    });

    const result = await run({ 'compute-id': 'taken', 'k8s-namespaces': 'new', version: '2' });

    expect(result.exitCode).toBe(0);
    // The list is read to its empty end page before the one listener found is changed.
    expect(calls()).toEqual([
      'POST /v2/listeners',
      'GET /v2/listeners',
      'GET /v2/listeners',
      `PATCH /v2/listeners/${existing.id}`,
    ]);
    expect(emu.requests[1]?.query).toEqual({ limit: '100', offset: '0' });
    expect(emu.requests[3]?.body).toEqual({
      compute_config: { k8s_namespaces: ['new'] },
      version: '2',
    });
    expect(result.outputs).toMatchObject({
      'listener-id': existing.id,
      created: 'false',
      'compute-id': 'taken',
    });
    expect(JSON.parse(result.outputs.listener ?? '')).toMatchObject({
      id: existing.id,
      compute_config: { k8s_namespaces: ['new'] },
      version: '2',
    });
    expect(result.stdout).toContain(
      `A listener for workspace ${DEFAULT_TENANT_ID} and compute id taken already exists.`,
    );
    expect(result.summary).toContain('Listener already registered; updated');
  });

  it('pages through the list to find it, and changes nothing when nothing else was given', async () => {
    const workspace = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
    for (let n = 0; n < 130; n++)
      emu.seedListener({ tenantId: workspace, compute_id: `filler-${n}` });
    const existing = emu.seedListener({ tenantId: workspace, compute_id: 'far-down' });

    const result = await run({ 'compute-id': 'far-down', 'tenant-id': workspace });

    expect(result.exitCode).toBe(0);
    // The emulator caps a page at 25 whatever the limit, as the service may: short pages while
    // more follow, each next page at the offset the last one returned.
    // Every page is read, to the empty one, so a second listener with the id cannot hide.
    expect(calls()).toEqual(['POST /v2/listeners', ...Array(7).fill('GET /v2/listeners')]);
    expect(emu.requests.slice(1).map((request) => request.query.offset)).toEqual([
      '0',
      '25',
      '50',
      '75',
      '100',
      '125',
      '131',
    ]);
    expect(result.outputs).toMatchObject({ 'listener-id': existing.id, created: 'false' });
    expect(result.summary).toContain('Listener already registered; nothing to change');
  });

  it('changes neither of two listeners with the compute id, naming both', async () => {
    const first = emu.seedListener({ compute_id: 'doubled', version: '1' });
    const second = emu.seedListener({ compute_id: 'doubled', version: '1' });

    const result = await run({ 'compute-id': 'doubled', version: '2' });

    expect(result.exitCode).toBe(1);
    // The create was refused (409); nothing else but reads followed it.
    expect(calls().filter((call) => !call.startsWith('GET '))).toEqual(['POST /v2/listeners']);
    expect(result.stdout).toContain('compute id doubled already exists');
    const message = failureMessage(result);
    expect(message).toMatch(/^Input "compute-id": "doubled" is the compute id of 2 listeners: /);
    expect(message).toContain(first.id);
    expect(message).toContain(second.id);
    expect(message).toContain('give the one you mean as listener-id');
    expect(result.summary).toContain('### ❌ Listener registration failed');
    expect(result.summary).toContain('is the compute id of 2 listeners');
  });

  it('fails with the 409 detail and a hint to pass listener-id when the list is not offered', async () => {
    emu.seedListener({ compute_id: 'taken-no-list' });
    emu.setListListenersAvailable(false);

    const result = await run({ 'compute-id': 'taken-no-list', version: '3' });

    expect(result.exitCode).toBe(1);
    expect(calls()).toEqual(['POST /v2/listeners', 'GET /v2/listeners']);
    const message = failureMessage(result);
    expect(message).toContain(
      `POST /v2/listeners → 409: A listener for workspace ${DEFAULT_TENANT_ID} and compute id taken-no-list already exists.`,
    );
    expect(message).toContain('pass its id as listener-id');
    expect(result.outputs).toEqual({});
    expect(result.summary).toContain('### ❌ Listener registration failed');
  });

  it('reports a workspace that may not have listeners (403) and sends X-Tenant-Id', async () => {
    emu.setWorkspace(WORKSPACE, { listenersAllowed: false });

    const result = await run({ 'compute-id': 'not-allowed', 'tenant-id': WORKSPACE });

    expect(result.exitCode).toBe(1);
    expect(emu.requests[0]?.headers['x-tenant-id']).toBe(WORKSPACE);
    expect(failureMessage(result)).toBe(
      `POST /v2/listeners → 403: Listeners cannot be created for workspace ID ${WORKSPACE}. Listener creation is limited to organizations on self-hosted enterprise plans.`,
    );
  });

  it('reports each loc and msg of a 422', async () => {
    emu.addFault({
      method: 'POST',
      path: '/v2/listeners',
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'compute_config', 'k8s_namespaces', 0],
            msg: 'Invalid namespace',
            type: 'value_error',
          },
          { loc: ['body', 'version'], msg: 'Invalid version', type: 'value_error' },
        ],
      },
    });

    const result = await run({
      'compute-id': 'invalid',
      'k8s-namespaces': 'kube-system',
      version: 'x',
    });

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      'POST /v2/listeners → 422: body.compute_config.k8s_namespaces.0: Invalid namespace; body.version: Invalid version',
    );
  });
});
