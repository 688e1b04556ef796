import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';
import { makeArchive, putArchive, SIGNED_HEADERS } from './upload-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

async function uploadTarget(deploymentId: string) {
  const answer = await call(emu, 'POST', `/v2/deployments/${deploymentId}/upload-url`);
  expect(answer.status).toBe(200);
  return answer.body as { upload_url: string; object_path: string };
}

const AGENT_FILES = { 'agent_config.json': '{"graphs":{}}', 'src/agent.py': 'print(1)\n' };

describe('POST /v2/deployments/{id}/upload-url', () => {
  it('signs a URL on the storage sink, not on the control plane', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    expect(target.upload_url.startsWith(`${emu.storageUrl}/`)).toBe(true);
    expect(new URL(target.upload_url).origin).not.toBe(emu.origin);
    expect(target.upload_url).toContain(target.object_path);
    const unknown = await call(emu, 'POST', `/v2/deployments/${crypto.randomUUID()}/upload-url`);
    expect(unknown.status).toBe(404);
  });
});

describe('the storage sink', () => {
  it('stores a signed PUT and records its headers, size and tar entries', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const archive = await makeArchive(AGENT_FILES, { 'link.json': 'agent_config.json' });
    expect(await putArchive(target.upload_url, archive)).toEqual({ status: 200, text: '' });
    const [upload] = emu.uploads;
    expect(upload).toMatchObject({
      method: 'PUT',
      objectPath: target.object_path,
      bytes: archive.length,
      status: 200,
      validArchive: true,
    });
    expect(upload?.headers['content-length']).toBe(String(archive.length));
    expect(upload?.headers).not.toHaveProperty('x-api-key');
    expect(upload?.entries).toEqual(
      expect.arrayContaining([
        { path: 'agent_config.json', type: 'File', size: 13 },
        { path: 'src/agent.py', type: 'File', size: 9 },
        { path: 'link.json', type: 'SymbolicLink', size: 0 },
      ]),
    );
  });

  it('records credentials that should not have come, and a body that is not gzip+tar', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const leaked = { ...SIGNED_HEADERS, 'x-api-key': 'emulator-key', 'x-tenant-id': 't' };
    expect(
      (await putArchive(target.upload_url, Buffer.from('not an archive'), leaked)).status,
    ).toBe(200);
    expect(emu.uploads[0]).toMatchObject({ validArchive: false, entries: [] });
    expect(emu.uploads[0]?.headers).toMatchObject({ 'x-api-key': 'emulator-key' });
  });

  it('refuses what the signature does not cover, in the storage host words', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const body = await makeArchive(AGENT_FILES);
    const wrongType = await putArchive(target.upload_url, body, {
      ...SIGNED_HEADERS,
      'content-type': 'application/octet-stream',
    });
    expect(wrongType.status).toBe(403);
    expect(wrongType.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const noRange = await putArchive(target.upload_url, body, {
      'content-type': 'application/gzip',
    });
    expect(noRange.status).toBe(403);
    const forged = await putArchive(
      target.upload_url.replace(/Signature=\w+/, 'Signature=00'),
      body,
    );
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('AccessDenied');
    const get = await fetch(target.upload_url);
    expect(get.status).toBe(405);
    expect(emu.uploads.map((u) => u.status)).toEqual([403, 403, 403, 405]);
  });

  it('refuses a body over 200 MB before reading it', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const status = await new Promise<number>((resolve, reject) => {
      const put = request(target.upload_url, {
        method: 'PUT',
        headers: { ...SIGNED_HEADERS, 'content-length': String(209_715_201) },
      });
      put.on('response', (response) => resolve(response.statusCode ?? 0));
      put.on('error', reject);
      put.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
    expect(emu.uploads[0]).toMatchObject({ status: 413, bytes: 0 });
  });

  it('fails the next PUTs with a status, or resets mid-body, as the test asks', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const body = await makeArchive({ 'big.txt': randomBytes(200_000).toString('base64') });
    emu.failNextUploads(2, 503);
    emu.failNextUploads(1, 'reset');
    expect((await putArchive(target.upload_url, body)).status).toBe(503);
    expect((await putArchive(target.upload_url, body)).status).toBe(503);
    await expect(putArchive(target.upload_url, body)).rejects.toThrow();
    expect((await putArchive(target.upload_url, body)).status).toBe(200);
    expect(emu.uploads.map((u) => u.status)).toEqual([503, 503, 'reset', 200]);
    const reset = emu.uploads[2];
    expect(reset?.bytes).toBeLessThan(body.length);
  });
});

describe('internal_source revisions name an uploaded object', () => {
  const deploy = async (id: string, tarball: string, agentConfig = 'agent_config.json') =>
    call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        revision_source: 'internal_source',
        source_revision_config: { source_tarball_path: tarball, agent_config_path: agentConfig },
      },
    });
  const finalStatus = (id: string, revisionId: string) =>
    eventually(
      () => call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`),
      (answer) => ['DEPLOYED', 'CREATE_FAILED', 'BUILD_FAILED'].includes(answer.body.status),
    ).then((answer) => answer.body.status);
  const lastBuildLine = async (id: string, revisionId: string) =>
    (
      await call(emu, 'POST', `/v1/projects/${id}/revisions/${revisionId}/build_logs`, {
        body: { limit: 1, order: 'desc' },
      })
    ).body.logs[0]?.message;

  it('deploys an uploaded archive that holds the agent config', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    await putArchive(target.upload_url, await makeArchive(AGENT_FILES));
    const patched = await deploy(id, target.object_path, './agent_config.json');
    expect(patched.body.source_revision_config.source_tarball_path).toBe(target.object_path);
    expect(await finalStatus(id, patched.body.latest_revision_id)).toBe('DEPLOYED');
  });

  it('fails CREATE_FAILED when the object was never uploaded, and says why', async () => {
    const { id } = emu.seedDeployment();
    const target = await uploadTarget(id);
    const patched = await deploy(id, target.object_path);
    expect(patched.status).toBe(200);
    const revisionId = patched.body.latest_revision_id;
    expect(await finalStatus(id, revisionId)).toBe('CREATE_FAILED');
    expect(await lastBuildLine(id, revisionId)).toContain('was never uploaded');
  });

  it('fails BUILD_FAILED for an archive without the agent config, or not an archive', async () => {
    const { id } = emu.seedDeployment();
    const first = await uploadTarget(id);
    await putArchive(first.upload_url, await makeArchive({ 'other.json': '{}' }));
    const missing = (await deploy(id, first.object_path)).body.latest_revision_id;
    expect(await finalStatus(id, missing)).toBe('BUILD_FAILED');
    expect(await lastBuildLine(id, missing)).toContain('agent_config.json is not in');

    const second = await uploadTarget(id);
    await putArchive(second.upload_url, Buffer.from('plain text'));
    const broken = (await deploy(id, second.object_path)).body.latest_revision_id;
    expect(await finalStatus(id, broken)).toBe('BUILD_FAILED');
  });
});
