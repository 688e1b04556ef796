import { describe, it, type TestContext } from 'vitest';
import { startEmulator } from '../../emulator/index.ts';
import { clientFor, serviceErrorOf } from './client-helpers.ts';

// undici checks these time-outs about once a second whatever their length, so the tests
// run side by side, each with its own emulator.
async function emulator({ onTestFinished }: TestContext) {
  const emu = await startEmulator();
  onTestFinished(() => emu.close());
  return emu;
}

describe.concurrent('headers time-out', () => {
  it('a GET with no answer is tried again', async (context) => {
    const { expect } = context;
    const emu = await emulator(context);
    const { client, notices } = clientFor(emu, { requestTimeoutMs: 200 });
    emu.addFault({ path: '/v2/listeners', action: 'hang' });
    expect((await client.listListeners()).resources).toEqual([]);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['hang', undefined]);
    expect(notices[0]?.reason).toBe('UND_ERR_HEADERS_TIMEOUT');
  });

  it('a GET that never gets an answer fails clearly once the retries run out', async (context) => {
    const { expect } = context;
    const emu = await emulator(context);
    const { client } = clientFor(emu, { requestTimeoutMs: 200, backoff: { maxRetries: 1 } });
    emu.addFault({ path: '/v2/listeners', action: 'hang', times: Infinity });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe(
      'GET /v2/listeners → no answer: no answer within 0.2s (request time-out)',
    );
    expect(error).toMatchObject({
      kind: 'network',
      code: 'UND_ERR_HEADERS_TIMEOUT',
      isTransient: true,
    });
    expect(emu.requests).toHaveLength(2);
  });
});

describe.concurrent('body time-out', () => {
  it('a GET whose answer stops half-way is read again', async (context) => {
    const { expect } = context;
    const emu = await emulator(context);
    const { client } = clientFor(emu, { requestTimeoutMs: 200 });
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
    expect((await client.getDeployment(seeded.id)).id).toBe(seeded.id);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['half-body', undefined]);
  });

  it('a GET whose answers keep stopping half-way fails clearly', async (context) => {
    const { expect } = context;
    const emu = await emulator(context);
    const { client } = clientFor(emu, { requestTimeoutMs: 200 });
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'half-body', times: Infinity });
    const error = await serviceErrorOf(client.getDeployment(seeded.id));
    expect(error.message).toBe(
      `GET /v2/deployments/${seeded.id} → no answer: the answer stopped half-way and nothing more came within 0.2s (body time-out)`,
    );
    expect(emu.requests).toHaveLength(2);
  });

  it('a PATCH whose answer stops half-way is not sent again', async (context) => {
    const { expect } = context;
    const emu = await emulator(context);
    const { client } = clientFor(emu, { requestTimeoutMs: 200 });
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
    const error = await serviceErrorOf(client.patchDeployment(seeded.id, { secrets: [] }));
    expect(error).toMatchObject({ kind: 'network', mayHaveReachedService: true });
    expect(error.detail).toContain('body time-out');
    expect(emu.requests).toHaveLength(1);
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).not.toBe(seeded.latest_revision_id);
  });
});
