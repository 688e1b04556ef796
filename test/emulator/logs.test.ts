import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import {
  call,
  eventually,
  SOURCEHOST_CREATE,
  sleep,
  useFreshEmulator,
} from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

async function createDeploymentNamed(name: string) {
  const body = { ...SOURCEHOST_CREATE, name };
  const created = await call(emu, 'POST', '/v2/deployments', { body });
  return { id: created.body.id as string, revisionId: created.body.latest_revision_id as string };
}

const createDeployment = () => createDeploymentNamed(SOURCEHOST_CREATE.name);

const logsOf = (id: string, revisionId: string, kind: 'build' | 'deploy', body: object) =>
  call(emu, 'POST', `/v1/projects/${id}/revisions/${revisionId}/${kind}_logs`, { body });

describe('build logs', () => {
  it('appear over the BUILDING step; a client streaming asc pages gets each line once', async () => {
    const lines = Array.from({ length: 6 }, (_, n) => `step ${n + 1}`);
    emu.scriptNextRevision(
      [{ status: 'QUEUED' }, { status: 'BUILDING', ms: 300 }, { status: 'DEPLOYED' }],
      { buildLog: lines },
    );
    const { id, revisionId } = await createDeployment();
    const streamed: string[] = [];
    const pageSizes: number[] = [];
    let offset: string | undefined;
    for (;;) {
      const page = await logsOf(id, revisionId, 'build', {
        limit: 50,
        order: 'asc',
        ...(offset !== undefined && { offset }),
      });
      expect(page.status).toBe(200);
      streamed.push(...page.body.logs.map((line: { message: string }) => line.message));
      pageSizes.push(page.body.logs.length);
      if (page.body.next_offset === null) break;
      offset = page.body.next_offset;
      await sleep(20);
    }
    expect(streamed).toEqual(lines);
    expect(pageSizes.filter((size) => size > 0).length).toBeGreaterThan(1);
    const all = await logsOf(id, revisionId, 'build', { limit: 50, order: 'asc' });
    const stamps = all.body.logs.map((line: { timestamp: number }) => line.timestamp);
    expect(stamps.every((stamp: unknown) => Number.isInteger(stamp))).toBe(true);
    expect([...stamps].sort()).toEqual(stamps);
    // A line seeded without a level is answered with INFO: every line carries one.
    expect(all.body.logs.map((line: { level: string }) => line.level)).toEqual(
      lines.map(() => 'INFO'),
    );
  });

  it('of a failed build read newest first in pages, filtered by level', async () => {
    const lines = [
      ...Array.from({ length: 40 }, (_, n) => `line ${n + 1}`),
      { message: 'ModuleNotFoundError: agent', level: 'ERROR' },
    ];
    emu.failNextRevision('BUILD_FAILED', { buildLog: lines });
    const { id, revisionId } = await createDeployment();
    await eventually(
      () => call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`),
      (answer) => answer.body.status === 'BUILD_FAILED',
    );
    const last = await logsOf(id, revisionId, 'build', { limit: 30, order: 'desc' });
    expect(last.body.logs).toHaveLength(30);
    expect(last.body.logs[0]).toMatchObject({
      message: 'ModuleNotFoundError: agent',
      level: 'ERROR',
    });
    expect(last.body.next_offset).toBe('30');
    const rest = await logsOf(id, revisionId, 'build', {
      limit: 30,
      order: 'desc',
      offset: last.body.next_offset,
    });
    expect(rest.body.logs.map((l: { message: string }) => l.message).at(-1)).toBe('line 1');
    expect(rest.body.next_offset).toBeNull();
    const errors = await logsOf(id, revisionId, 'build', {
      limit: 5,
      order: 'asc',
      level: 'error',
    });
    expect(errors.body).toEqual({
      logs: [expect.objectContaining({ level: 'ERROR' })],
      next_offset: null,
    });
  });
});

describe('log levels', () => {
  it('are on every line, made-up ones too, and the level filter finds each kind', async () => {
    emu.failNextRevision('BUILD_FAILED');
    const failed = await createDeployment();
    await eventually(
      () => call(emu, 'GET', `/v2/deployments/${failed.id}/revisions/${failed.revisionId}`),
      (answer) => answer.body.status === 'BUILD_FAILED',
    );
    const all = await logsOf(failed.id, failed.revisionId, 'build', { limit: 50, order: 'asc' });
    expect(all.body.logs.length).toBeGreaterThan(1);
    expect(all.body.logs.map((line: { level: string }) => line.level)).toEqual([
      ...all.body.logs.slice(1).map(() => 'INFO'),
      'ERROR',
    ]);
    const info = await logsOf(failed.id, failed.revisionId, 'build', {
      limit: 50,
      order: 'asc',
      level: 'INFO',
    });
    expect(info.body.logs).toEqual(all.body.logs.slice(0, -1));

    emu.scriptNextRevision([{ status: 'DEPLOYING' }, { status: 'DEPLOYED' }], {
      deployLog: [
        'listening on :8000',
        { message: 'slow model call', level: 'WARNING' },
        { message: 'GET /ok 200' },
      ],
    });
    const served = await createDeploymentNamed('warned-agent');
    await eventually(
      () => call(emu, 'GET', `/v2/deployments/${served.id}/revisions/${served.revisionId}`),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    const server = (level: string) =>
      call(emu, 'POST', `/v1/projects/${served.id}/deploy_logs`, {
        body: { limit: 10, order: 'asc', level },
      });
    const warnings = await server('WARNING');
    expect(warnings.body.logs).toEqual([
      expect.objectContaining({ message: 'slow model call', level: 'WARNING' }),
    ]);
    const infos = await server('info');
    expect(infos.body.logs.map((line: { message: string }) => line.message)).toEqual([
      'listening on :8000',
      'GET /ok 200',
    ]);
    expect((await server('ERROR')).body.logs).toEqual([]);
  });
});

describe('log line ids', () => {
  it('are strings, unique per line across pages, phases and revisions, and stable', async () => {
    const script = () =>
      emu.scriptNextRevision(
        [{ status: 'BUILDING' }, { status: 'DEPLOYING' }, { status: 'DEPLOYED' }],
        {
          // The same text twice: lines are told apart by id, never by content.
          buildLog: ['same line', 'same line', 'built'],
          deployLog: ['same line', 'ready'],
        },
      );
    const deployed = (id: string, revisionId: string) =>
      eventually(
        () => call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`),
        (answer) => answer.body.status === 'DEPLOYED',
      );
    script();
    const first = await createDeployment();
    await deployed(first.id, first.revisionId);
    script();
    const patched = await call(emu, 'PATCH', `/v2/deployments/${first.id}`, {
      body: { source_revision_config: { repo_ref: 'next' } },
    });
    const revisions = [first.revisionId, patched.body.latest_revision_id as string];
    await deployed(first.id, patched.body.latest_revision_id);
    const ids: string[] = [];
    for (const revisionId of revisions) {
      for (const kind of ['build', 'deploy'] as const) {
        let offset: string | undefined;
        do {
          const page = await logsOf(first.id, revisionId, kind, {
            limit: 1,
            order: 'asc',
            ...(offset !== undefined && { offset }),
          });
          ids.push(...page.body.logs.map((line: { id: unknown }) => line.id));
          offset = page.body.next_offset ?? undefined;
        } while (offset !== undefined);
      }
    }
    expect(ids).toHaveLength(10);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const again = await logsOf(first.id, first.revisionId, 'build', { limit: 3, order: 'asc' });
    expect(again.body.logs.map((line: { id: string }) => line.id)).toEqual(ids.slice(0, 3));
  });
});

describe('deploy logs', () => {
  it("of a revision and of the deployment's active revision, with ISO timestamps", async () => {
    emu.scriptNextRevision([{ status: 'DEPLOYING' }, { status: 'DEPLOYED' }], {
      deployLog: ['listening on :8000', { message: 'GET /ok 200', level: 'INFO' }],
    });
    const { id, revisionId } = await createDeployment();
    await eventually(
      () => call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    const revisionLog = await logsOf(id, revisionId, 'deploy', { limit: 10, order: 'asc' });
    expect(revisionLog.body.logs.map((l: { message: string }) => l.message)).toEqual([
      'listening on :8000',
      'GET /ok 200',
    ]);
    expect(Number.isNaN(Date.parse(revisionLog.body.logs[0].timestamp))).toBe(false);
    const server = await call(emu, 'POST', `/v1/projects/${id}/deploy_logs`, {
      body: { limit: 1, order: 'desc', query: 'get /ok' },
    });
    expect(server.body.logs).toEqual([expect.objectContaining({ message: 'GET /ok 200' })]);
  });

  it('404s what does not exist and 422s a bad query', async () => {
    const { id, revisionId } = await createDeployment();
    const unknown = await logsOf(id, randomUUID(), 'build', { limit: 1, order: 'asc' });
    expect(unknown.body.detail).toMatch(/^Revision ID .* not found\.$/);
    const noDeployment = await call(emu, 'POST', `/v1/projects/${randomUUID()}/deploy_logs`, {
      body: { limit: 1, order: 'asc' },
    });
    expect(noDeployment.status).toBe(404);
    const badOffset = await logsOf(id, revisionId, 'build', {
      limit: 1,
      order: 'asc',
      offset: 'x',
    });
    expect(badOffset.status).toBe(422);
    const badOrder = await logsOf(id, revisionId, 'build', { limit: 1, order: 'newest' });
    expect(badOrder.body.detail[0].loc).toEqual(['body', 'order']);
  });
});
