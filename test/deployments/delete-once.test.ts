import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Emulator, EmulatorOptions } from '../../emulator/index.ts';
import { sendDelete } from '../../src/deployments/delete-once.ts';
import { clientFor } from '../client/client-helpers.ts';
import { emulatorForTest } from '../support/emulator.ts';

const DELETE = { method: 'DELETE', path: '/v2/deployments/:id' } as const;
const BARE_404 = { ...DELETE, status: 404, body: { detail: 'Not Found' } } as const;

let emu: Emulator;

async function service(options: EmulatorOptions = {}) {
  emu = await emulatorForTest(options);
  const { client } = clientFor(emu);
  const said: string[] = [];
  const context = {
    client,
    signal: new AbortController().signal,
    log: (line: string) => said.push(line),
    warn: (line: string) => said.push(`warning: ${line}`),
  };
  const send = (id: string) => sendDelete(context, id, { deleteTracingProject: false });
  return { send, said };
}

const sent = (method: string) => emu.requests.filter((r) => r.method === method);

describe('sendDelete', () => {
  it('is true once the DELETE is answered, with nothing read back', async () => {
    const { send, said } = await service();
    const { id } = emu.seedDeployment();
    await expect(send(id)).resolves.toBe(true);
    expect(emu.requests.map((r) => r.method)).toEqual(['DELETE']);
    expect(said).toEqual([]);
  });

  it("is false for a 404 in the service's own words, naming the deployment: already gone", async () => {
    const { send } = await service();
    await expect(send(randomUUID())).resolves.toBe(false);
    expect(sent('GET')).toEqual([]);
  });

  it('reads the list back after a bare 404, and is false when the list lacks the deployment', async () => {
    const { send, said } = await service();
    emu.addFault(BARE_404);
    const id = randomUUID();
    await expect(send(id)).resolves.toBe(false);
    expect(sent('GET').map((r) => r.query)).toEqual([{ deployment_ids: id }]);
    expect(sent('DELETE')).toHaveLength(1);
    expect(said).toEqual([]);
  });

  it('fails after a bare 404 when the list still holds the deployment, sending no second DELETE', async () => {
    const { send } = await service();
    const { id } = emu.seedDeployment();
    emu.addFault(BARE_404);
    await expect(send(id)).rejects.toThrow(
      `The service answered 404 to deleting deployment ${id}, yet still lists it; nothing was deleted.`,
    );
    expect(sent('DELETE')).toHaveLength(1);
    expect(emu.getDeployment(id)).toBeDefined();
  });

  it('fails when the list answers 404 too: base-url lacks the path prefix', async () => {
    await service({ pathPrefix: '/api-host' });
    const { id } = emu.seedDeployment();
    const { client } = clientFor(emu, { baseUrl: new URL(emu.url).origin });
    const unprefixed = sendDelete(
      { client, signal: new AbortController().signal, log: () => {}, warn: () => {} },
      id,
      { deleteTracingProject: false },
    );
    await expect(unprefixed).rejects.toThrow('base-url does not look like the control plane');
    expect(sent('DELETE')).toHaveLength(1);
    expect(emu.getDeployment(id)).toBeDefined();
  });

  it('is not read back after a 500: the transport already repeated the DELETE, which cannot delete twice', async () => {
    const { send } = await service();
    const { id } = emu.seedDeployment();
    emu.addFault({ ...DELETE, status: 500, times: Number.POSITIVE_INFINITY, retryAfter: '0' });
    await expect(send(id)).rejects.toThrow(`DELETE /v2/deployments/${id} → 500`);
    expect(sent('DELETE').length).toBeGreaterThan(1);
    expect(sent('GET')).toEqual([]);
  });
});
