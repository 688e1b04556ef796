import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, REVISION_PATH, requestsTo } from '../../support/deploy-fixture.ts';
import {
  BEARER_TOKEN,
  CHECKOUT,
  CREDENTIAL_HEADERS,
  deployFrom,
  filesIn,
  timeline,
  uploadLines,
  useEmulatorPerTest,
  workspace,
} from './ship-source-fixture.ts';

/*
 * `source-path` packs a directory of the checkout, uploads it to the signed URL the
 * service hands out, and deploys it as an internal_source revision (docs/service.md,
 * "Uploading a source tree"). Each test runs the bundled action in a workspace of its own, as the runner does:
 * GITHUB_WORKSPACE is the checkout, RUNNER_TEMP a scratch folder of the job.
 */

const emulator = useEmulatorPerTest();

describe('deploying a source tree (source-path)', () => {
  it('asks for an upload URL, PUTs the archive there, then creates an internal_source revision that names it', async () => {
    const emu = emulator();
    const root = await workspace();
    const { run, deploymentId, runnerTemp } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('deployed');

    const id = deploymentId;
    const sequence = timeline(emu).filter((line) => !REVISION_PATH.test(line.split(' ')[1] ?? ''));
    expect(sequence).toEqual([
      `GET /v2/deployments/${id}`,
      `POST /v2/deployments/${id}/upload-url`,
      'PUT storage 200',
      `POST /v2/deployments/${id}/revisions`,
      // The deployment's history, read once before following the new revision.
      `GET /v2/deployments/${id}/revisions`,
    ]);

    const [upload] = emu.uploads;
    const revisionRequest = requestsTo(emu, 'POST', /\/revisions$/)[0];
    expect(revisionRequest?.body).toEqual({
      revision_source: 'internal_source',
      source_revision_config: {
        source_tarball_path: upload?.objectPath,
        agent_config_path: 'langgraph.json',
      },
    });
    expect(upload?.objectPath).toMatch(new RegExp(`^deployments/${id}/sources/`));

    // The revision the run followed is the one made from the archive, and it went live.
    const revision = emu.getRevision(run.outputs['revision-id'] as string);
    expect(revision?.source).toBe('internal_source');
    expect(revision?.source_revision_config.source_tarball_path).toBe(upload?.objectPath);
    expect(revision?.status).toBe('DEPLOYED');
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(0);

    // The archive: what git tracks under agent/, relative to it; nothing ignored, nothing else.
    expect(upload?.validArchive).toBe(true);
    expect(filesIn(upload)).toEqual([
      '.gitignore',
      'langgraph.json',
      'requirements.txt',
      'src/graph.py',
      'src/tools/deep/search.py',
    ]);
    const names = upload?.entries.map((entry) => entry.path).join('\n') ?? '';
    expect(names).not.toMatch(/\.env|debug\.log|node_modules|\.git\/|README|docs/);

    // The archive was written in RUNNER_TEMP and is gone once the step ends.
    expect(await readdir(runnerTemp)).toEqual([]);
    expect(run.stdout).not.toContain('sk-never-uploaded');
  });

  it('packs the whole checkout without .git when source-path is the workspace itself', async () => {
    const emu = emulator();
    const root = await workspace();
    // Written as a user might; the service is sent the path as the archive holds it.
    const { run } = await deployFrom(emu, root, {
      'source-path': '.',
      'agent-config-path': './agent//langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(filesIn(emu.uploads[0])).toEqual([
      '.gitignore',
      'README.md',
      'agent/.gitignore',
      'agent/langgraph.json',
      'agent/requirements.txt',
      'agent/src/graph.py',
      'agent/src/tools/deep/search.py',
      'docs/guide.md',
    ]);
    expect(emu.uploads[0]?.entries.some((entry) => /(^|\/)\.git(\/|$)/.test(entry.path))).toBe(
      false,
    );
    const body = requestsTo(emu, 'POST', /\/revisions$/)[0]?.body as {
      source_revision_config: Record<string, unknown>;
    };
    expect(body.source_revision_config.agent_config_path).toBe('agent/langgraph.json');
  });

  it('sends the storage host none of the control plane’s credentials', async () => {
    const emu = emulator();
    const root = await workspace();
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
      'bearer-token': BEARER_TOKEN,
      'tenant-id': DEFAULT_TENANT_ID,
    });

    expect(run.exitCode, run.stdout).toBe(0);
    // The control plane got them all, so the check below is not vacuous.
    const uploadUrl = requestsTo(emu, 'POST', /\/upload-url$/)[0];
    expect(uploadUrl?.headers['x-api-key']).toBe(API_KEY);
    expect(uploadUrl?.headers.authorization).toBe(`Bearer ${BEARER_TOKEN}`);
    expect(uploadUrl?.headers['x-tenant-id']).toBe(DEFAULT_TENANT_ID);

    expect(emu.uploads).toHaveLength(1);
    const [upload] = emu.uploads;
    for (const name of CREDENTIAL_HEADERS) expect(upload?.headers).not.toHaveProperty(name);
    const sent = JSON.stringify(upload?.headers);
    for (const secret of [API_KEY, BEARER_TOKEN, DEFAULT_TENANT_ID]) {
      expect(sent).not.toContain(secret);
    }
    expect(upload?.headers).toMatchObject({
      'content-type': 'application/gzip',
      'content-length': String(upload?.bytes),
      'x-goog-content-length-range': '0,209715200',
    });
  });

  it.each([
    ['a 503', 503],
    ['a connection cut mid-body', 'reset'],
  ] as const)(
    'retries an upload that fails with %s from the start, then deploys',
    async (_, failure) => {
      const emu = emulator();
      emu.failNextUploads(1, failure);
      const root = await workspace();
      const { run } = await deployFrom(emu, root, {
        'source-path': 'agent',
        'agent-config-path': 'langgraph.json',
      });

      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.result).toBe('deployed');
      expect(emu.uploads.map((upload) => upload.status)).toEqual([failure, 200]);
      const [first, second] = emu.uploads;
      // The same signed URL, and the whole archive again: the retry starts from the beginning.
      expect(second?.objectPath).toBe(first?.objectPath);
      expect(second?.headers['content-length']).toBe(first?.headers['content-length']);
      expect(second?.bytes).toBe(Number(second?.headers['content-length']));
      expect(second?.validArchive).toBe(true);
      expect(requestsTo(emu, 'POST', /\/upload-url$/)).toHaveLength(1);
      expect(uploadLines(run).some((line) => /attempt 1 of \d+ failed/.test(line))).toBe(true);
      const revision = requestsTo(emu, 'POST', /\/revisions$/)[0]?.body as {
        source_revision_config: Record<string, unknown>;
      };
      expect(revision.source_revision_config.source_tarball_path).toBe(second?.objectPath);
    },
  );

  it('gives up after a bounded number of failed uploads, fails the step with a clear message and creates no revision', async () => {
    const emu = emulator();
    emu.failNextUploads(20, 500);
    const root = await workspace();
    const { run, runnerTemp } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    const attempts = emu.uploads.length;
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(5);
    expect(emu.uploads.every((upload) => upload.status === 500)).toBe(true);
    const message = failureMessage(run);
    expect(message).toMatch(
      /^source-path "agent" could not be shipped: uploading the source archive/,
    );
    expect(message).toContain(`${attempts} times`);
    expect(message).toMatch(/500/);
    // Nothing changed the deployment, and the report does not pretend otherwise.
    expect(message).not.toMatch(/patched|may still go live/);
    expect(run.summary).not.toMatch(/may still go live|the change got no answer/);
    // The signature is never repeated.
    expect(message).not.toContain('X-Goog-Signature');
    expect(run.stdout).not.toMatch(/X-Goog-Signature=[0-9a-f]{16}/);
    expect(requestsTo(emu, 'POST', /\/revisions$/)).toHaveLength(0);
    expect(requestsTo(emu, 'PATCH')).toHaveLength(0);
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('writes a bounded number of progress lines, not one per chunk', async () => {
    const emu = emulator();
    // 6 MB that does not compress: hundreds of 16 KiB chunks on the wire.
    const root = await workspace({
      ...CHECKOUT,
      'agent/model/weights.bin': randomBytes(6 * 1024 * 1024),
    });
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(emu.uploads[0]?.bytes).toBeGreaterThan(6 * 1024 * 1024);
    expect(filesIn(emu.uploads[0])).toContain('model/weights.bin');
    const lines = uploadLines(run);
    expect(lines.some((line) => /^uploaded the source archive/.test(line))).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(5);
  });
});
