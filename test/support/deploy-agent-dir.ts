import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { create } from 'tar';
import type { Emulator } from '../../emulator/index.ts';

/*
 * An agent directory deployed to the emulator as the deploy action ships `source-path`: packed
 * into a .tar.gz, uploaded to the URL the service hands out, and made the deployment's new
 * `internal_source` revision, followed until DEPLOYED.
 */

const KEY = { 'x-api-key': 'emulator-key' };

export interface DeployedAgent {
  deploymentId: string;
  revisionId: string;
  /** The deployment's `custom_url`, where its agent server answers. */
  url: string;
}

/** Deploys `agentDir` as a new revision of the deployment (a new seeded one unless given). */
export async function deployAgentDir(
  emu: Emulator,
  agentDir: string,
  deploymentId: string = emu.seedDeployment().id,
): Promise<DeployedAgent> {
  return deployArchive(emu, await packDir(agentDir), deploymentId);
}

/**
 * Deploys the bytes of a .tar.gz as a new revision of the deployment, through the control plane
 * at `plane.url` (the emulator in this process, or one its command line started).
 */
export async function deployArchive(
  plane: ControlPlane,
  archive: Buffer,
  deploymentId: string,
): Promise<DeployedAgent> {
  const target = await send(plane, 'POST', `/v2/deployments/${deploymentId}/upload-url`);
  const upload = await fetch(target.upload_url, {
    method: 'PUT',
    headers: {
      'content-type': 'application/gzip',
      'x-goog-content-length-range': '0,209715200',
    },
    body: archive,
  });
  if (upload.status !== 200) throw new Error(`the upload answered ${upload.status}`);
  const patched = await send(plane, 'PATCH', `/v2/deployments/${deploymentId}`, {
    revision_source: 'internal_source',
    source_revision_config: {
      source_tarball_path: target.object_path,
      agent_config_path: 'langgraph.json',
    },
  });
  const revisionId = patched.latest_revision_id as string;
  const revisionPath = `/v2/deployments/${deploymentId}/revisions/${revisionId}`;
  const deadline = Date.now() + 10_000;
  while ((await send(plane, 'GET', revisionPath)).status !== 'DEPLOYED') {
    if (Date.now() > deadline) throw new Error(`revision ${revisionId} was never DEPLOYED`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const deployment = await send(plane, 'GET', `/v2/deployments/${deploymentId}`);
  return { deploymentId, revisionId, url: deployment.source_config.custom_url };
}

/** Every file under `dir` (it holds no node_modules), as a .tar.gz. */
export async function packDir(dir: string): Promise<Buffer> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, names)) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The control plane deployed to: the emulator in this process, or one its command line started. */
export interface ControlPlane {
  url: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the emulator's answers are read member by member
type Answer = any;

async function send(
  plane: ControlPlane,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const answer = await fetch(`${plane.url}${path}`, {
    method,
    headers: { ...KEY, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
  return answer.json();
}
