import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../emulator/common/reply.ts';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, SOURCEHOST_CREATE, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

describe('GET /v2/deployments?name_contains=', () => {
  it('is a substring filter whose pages are capped and carry where the next one starts', async () => {
    emu.seedDeployment({ name: 'agent' });
    for (let n = 0; n < 30; n += 1) emu.seedDeployment({ name: `agent-${n}` });
    emu.seedDeployment({ name: 'my-agent' });
    emu.seedDeployment({ name: 'unrelated' });

    const names: string[] = [];
    const offsets: number[] = [];
    let offset = 0;
    for (;;) {
      const page = await call(
        emu,
        'GET',
        `/v2/deployments?name_contains=agent&limit=100&offset=${offset}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.resources.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
      if (page.body.resources.length === 0) break;
      names.push(...page.body.resources.map((d: { name: string }) => d.name));
      offset = page.body.offset;
      offsets.push(offset);
    }
    expect(offsets).toEqual([MAX_PAGE_SIZE, 32]);
    expect(names).toHaveLength(32);
    expect(names).not.toContain('unrelated');
    expect(names.filter((name) => name === 'agent')).toEqual(['agent']);
  });
});

describe('POST /v2/deployments', () => {
  it('makes a first revision that takes the script and walks it', async () => {
    emu.scriptNextRevision([{ status: 'QUEUED' }, { status: 'BUILDING' }, { status: 'DEPLOYED' }]);
    const created = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
    expect(created.status).toBe(201);
    const path = `/v2/deployments/${created.body.id}/revisions/${created.body.latest_revision_id}`;
    const seen = new Set<string>();
    await eventually(
      () => call(emu, 'GET', path),
      (answer) => seen.add(answer.body.status) && answer.body.status === 'DEPLOYED',
    );
    expect([...seen].every((s) => ['QUEUED', 'BUILDING', 'DEPLOYED'].includes(s))).toBe(true);
  });

  it('refuses a name already taken in the workspace with 400 {detail}', async () => {
    expect((await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE })).status).toBe(
      201,
    );
    const again = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
    expect(again.status).toBe(400);
    expect(again.body.detail).toEqual(expect.stringContaining("'support-agent' already exists"));
    const elsewhere = await call(emu, 'POST', '/v2/deployments', {
      body: SOURCEHOST_CREATE,
      headers: { 'x-tenant-id': '0f8c2c1e-3b7a-4c55-9d1e-2a3b4c5d6e7f' },
    });
    expect(elsewhere.status).toBe(201);
  });
});
