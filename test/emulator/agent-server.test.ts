import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

const AWAITING_IMAGE = {
  name: 'image-agent',
  source: 'internal_image',
  source_config: { deployment_type: 'dev' },
  source_revision_config: {},
};

async function customUrl(id: string): Promise<unknown> {
  return (await call(emu, 'GET', `/v2/deployments/${id}`)).body.source_config.custom_url;
}

describe("the deployment's URL and the agent-server stand-in", () => {
  it('has no URL before the first revision is DEPLOYED, then points at the stand-in', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: AWAITING_IMAGE });
    const id = created.body.id as string;
    expect(await customUrl(id)).toBeNull();
    const image = 'registry.emulator.test/t/image-agent@sha256:'.padEnd(108, 'a');
    await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_revision_config: { image_uri: image } },
    });
    const url = await eventually(
      () => customUrl(id),
      (value) => value !== null,
    );
    expect(url).toBe(`${emu.agentServerUrl}/${id}`);
    expect(emu.agentServerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps a custom_url the deployment was given', async () => {
    const seeded = emu.seedDeployment({
      source_config: { custom_url: 'https://agents.example.com/support' },
    });
    expect(await customUrl(seeded.id)).toBe('https://agents.example.com/support');
  });

  it('answers GET /ok 200 {"ok": true}, 503 while warming up or switched off, 404 elsewhere', async () => {
    const seeded = emu.seedDeployment();
    const url = (await customUrl(seeded.id)) as string;
    const ok = await fetch(`${url}/ok`, { headers: { 'x-api-key': 'emulator-key' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(emu.agentServerRequests.at(-1)).toEqual({
      path: `/${seeded.id}/ok`,
      apiKey: 'emulator-key',
    });

    emu.warmUpAgentServerFor(2);
    expect((await fetch(`${url}/ok`)).status).toBe(503);
    expect((await fetch(`${url}/ok`)).status).toBe(503);
    expect((await fetch(`${url}/ok`)).status).toBe(200);

    emu.setAgentServerHealthy(false);
    expect((await fetch(`${url}/ok`)).status).toBe(503);
    emu.setAgentServerHealthy(true);
    expect((await fetch(`${url}/ok`)).status).toBe(200);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });
});
