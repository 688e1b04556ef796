import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { useEmulator } from '../../support/emulator.ts';
import { failureMessage, runSubAction, TEST_API_KEY } from './sub-action.ts';

let emu: Emulator;

const emulator = useEmulator({ apiKeys: [TEST_API_KEY] });
beforeEach(() => {
  emu = emulator();
});
afterEach(() => emu.clearRequests());

const run = (inputs: Record<string, string>) => runSubAction('listener', emu, inputs);
const calls = () => emu.requests.map((request) => `${request.method} ${request.path}`);

describe('listener: update and read by listener-id', () => {
  it('patches only the namespaces when only k8s-namespaces is given', async () => {
    const existing = emu.seedListener({
      compute_id: 'patch-ns',
      k8s_namespaces: ['a'],
      version: '1',
    });

    const result = await run({ 'listener-id': existing.id, 'k8s-namespaces': 'b\nc' });

    expect(result.exitCode).toBe(0);
    expect(calls()).toEqual([`PATCH /v2/listeners/${existing.id}`]);
    expect(emu.requests[0]?.body).toEqual({ compute_config: { k8s_namespaces: ['b', 'c'] } });
    expect(result.outputs).toMatchObject({
      'listener-id': existing.id,
      created: 'false',
      'compute-id': 'patch-ns',
    });
    expect(JSON.parse(result.outputs.listener ?? '')).toMatchObject({ version: '1' });
    expect(result.summary).toContain('### ✅ Listener updated');
    expect(result.summary).toContain('| Updated | `k8s_namespaces` |');
  });

  it('patches only the version when only version is given', async () => {
    const existing = emu.seedListener({ compute_id: 'patch-version', k8s_namespaces: ['a'] });

    const result = await run({ 'listener-id': existing.id, version: '2.0.0' });

    expect(result.exitCode).toBe(0);
    expect(emu.requests.map((request) => request.body)).toEqual([{ version: '2.0.0' }]);
    expect(JSON.parse(result.outputs.listener ?? '')).toMatchObject({
      version: '2.0.0',
      compute_config: { k8s_namespaces: ['a'] },
    });
  });

  it('only reads the listener when listener-id comes alone', async () => {
    const existing = emu.seedListener({
      compute_id: 'read-only',
      k8s_namespaces: ['x'],
      version: '7',
    });

    const result = await run({ 'listener-id': existing.id });

    expect(result.exitCode).toBe(0);
    expect(calls()).toEqual([`GET /v2/listeners/${existing.id}`]);
    expect(result.outputs).toEqual({
      'listener-id': existing.id,
      created: 'false',
      'compute-id': 'read-only',
      listener: expect.any(String),
    });
    expect(JSON.parse(result.outputs.listener ?? '')).toEqual(existing);
    expect(result.summary).toContain('Listener read; nothing changed');
  });

  it('checks a compute-id given with listener-id before patching', async () => {
    const existing = emu.seedListener({ compute_id: 'same-id' });

    const result = await run({ 'listener-id': existing.id, 'compute-id': 'same-id', version: '3' });

    expect(result.exitCode).toBe(0);
    expect(calls()).toEqual([
      `GET /v2/listeners/${existing.id}`,
      `PATCH /v2/listeners/${existing.id}`,
    ]);
    expect(emu.requests[1]?.body).toEqual({ version: '3' });
  });

  it('refuses to change the compute id of a listener', async () => {
    const existing = emu.seedListener({ compute_id: 'fixed-id' });

    const result = await run({
      'listener-id': existing.id,
      'compute-id': 'other-id',
      version: '3',
    });

    expect(result.exitCode).toBe(1);
    expect(calls()).toEqual([`GET /v2/listeners/${existing.id}`]);
    const message = failureMessage(result);
    expect(message).toContain('Input "compute-id": is "other-id"');
    expect(message).toContain('"fixed-id"');
    expect(message).toContain('compute_id cannot change');
  });

  it('reports an unknown listener id (404) on a read and on a patch', async () => {
    const unknown = randomUUID();

    const read = await run({ 'listener-id': unknown });
    const patch = await run({ 'listener-id': unknown, version: '1' });

    expect([read.exitCode, patch.exitCode]).toEqual([1, 1]);
    expect(failureMessage(read)).toBe(
      `GET /v2/listeners/${unknown} → 404: Listener ID ${unknown} not found.`,
    );
    expect(failureMessage(patch)).toBe(
      `PATCH /v2/listeners/${unknown} → 404: Listener ID ${unknown} not found.`,
    );
    expect(calls()).toEqual([`GET /v2/listeners/${unknown}`, `PATCH /v2/listeners/${unknown}`]);
  });
});
