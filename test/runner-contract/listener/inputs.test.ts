import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { everythingWritten } from '../../../scripts/runner/run-action.ts';
import { emulatorForTest, useEmulator } from '../../support/emulator.ts';
import { failureMessage, runSubAction, TEST_API_KEY } from './sub-action.ts';

let emu: Emulator;

const emulator = useEmulator({ apiKeys: [TEST_API_KEY] });
beforeEach(() => {
  emu = emulator();
});
afterEach(() => emu.clearRequests());

describe('listener: inputs', () => {
  it.each([
    [{ 'listener-id': 'not-a-uuid' }, 'Input "listener-id": must be a UUID'],
    [
      { 'compute-id': 'c1', 'compute-type': 'ecs' },
      'Input "compute-type": must be one of k8s; got "ecs".',
    ],
    [{ 'k8s-namespaces': 'agents' }, 'Input "compute-id": is required to create a listener'],
    [{ 'compute-id': 'x'.repeat(256) }, 'Input "compute-id": must be at most 255 characters'],
    [
      { 'compute-id': 'c1', 'api-key': '' },
      'Input "api-key": is required unless bearer-token is given',
    ],
    [{ 'compute-id': 'c1', 'tenant-id': 'acme' }, 'Input "tenant-id": must be a UUID'],
    [
      { 'compute-id': 'c1', 'base-url': 'http://cp.example.com' },
      'Input "base-url": must use https://',
    ],
  ])('fails on %j before any request', async (inputs, expected) => {
    const result = await runSubAction('listener', emu, inputs);

    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(expected);
    expect(emu.requests).toEqual([]);
    expect(result.outputs).toEqual({});
  });

  it('takes k8s as the compute type when compute-type is empty', async () => {
    const result = await runSubAction('listener', emu, {
      'compute-id': 'typeless',
      'compute-type': '',
    });

    expect(result.exitCode).toBe(0);
    expect(emu.requests[0]?.body).toMatchObject({ compute_type: 'k8s', compute_id: 'typeless' });
  });

  it('authenticates with a bearer token instead of an API key', async () => {
    const token = await emulatorForTest({ apiKeys: [], bearerTokens: ['bearer-for-listener'] });
    const result = await runSubAction('listener', token, {
      'api-key': '',
      'bearer-token': 'bearer-for-listener',
      'compute-id': 'by-token',
    });
    expect(result.exitCode).toBe(0);
    expect(token.requests[0]?.headers.authorization).toBe('Bearer bearer-for-listener');
    expect(token.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(everythingWritten(result)).not.toContain('bearer-for-listener');
  });

  it('works under a path-prefixed base URL and sends X-Tenant-Id and the key', async () => {
    const prefixed = await emulatorForTest({ apiKeys: [TEST_API_KEY], pathPrefix: '/api-host' });
    const workspace = randomUUID();
    const result = await runSubAction('listener', prefixed, {
      'base-url': `${prefixed.url}/`,
      'tenant-id': workspace,
      'compute-id': 'behind-prefix',
    });
    expect(result.exitCode).toBe(0);
    expect(prefixed.url).toMatch(/\/api-host$/);
    expect(prefixed.requests.map((request) => request.path)).toEqual(['/v2/listeners']);
    expect(prefixed.requests[0]?.headers).toMatchObject({
      'x-tenant-id': workspace,
      'x-api-key': TEST_API_KEY,
    });
    expect(result.outputs.created).toBe('true');
  });
});
