import { mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../common/inputs.ts';
import type { WriteContext } from '../deployments/send-once.ts';
import { checkAgentConfig } from '../packing/agent-config.ts';
import { checkConfigPath } from '../packing/config-path.ts';
import { IgnoreRules } from '../packing/ignore-rules.ts';
import { packSource } from '../packing/pack.ts';
import { uploadArchive } from '../packing/upload.ts';
import type { DeploySettings } from './inputs.ts';
import { SourceNotShipped } from './patch-body.ts';

/**
 * Checks source-path and agent-config-path against the workspace before any request, so a
 * typo is bad input rather than a failed deploy: source-path is a directory that stays inside
 * the workspace (a symlink included), the config file is in it and would be packed, and the
 * config itself holds what a build needs (checkAgentConfig): a mistake found here costs a
 * second, where the remote build would find it minutes later.
 */
export async function checkSourceInputs(
  inputs: DeploySettings,
  workspace: string,
  signal?: AbortSignal,
): Promise<DeploySettings> {
  const { sourcePath } = inputs;
  if (!sourcePath) return inputs;
  const bad = (input: string, message: string) => new InputError([{ input, message }]);
  const root = resolve(workspace, sourcePath);
  const [realRoot, realWorkspace] = await Promise.all([
    realpath(root).catch(() => undefined),
    realpath(workspace).catch(() => resolve(workspace)),
  ]);
  const isDirectory = realRoot ? (await stat(realRoot)).isDirectory() : false;
  // A short value is repeated so a typo shows; a long one is not (inputs.ts does the same).
  const got = sourcePath.length <= 80 ? `; got ${JSON.stringify(sourcePath)}` : '';
  if (!realRoot || !isDirectory) {
    throw bad('source-path', `is not a directory in the workspace (${workspace})${got}.`);
  }
  const inside = relative(realWorkspace, realRoot);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw bad('source-path', `leads out of the workspace through a symlink${got}.`);
  }
  let inArchive: string;
  try {
    const rules = await IgnoreRules.load(root, signal);
    inArchive = await checkConfigPath(root, inputs.agentConfigPath ?? '', rules);
  } catch (error) {
    signal?.throwIfAborted();
    const message = error instanceof Error ? error.message : String(error);
    throw bad('agent-config-path', message.replace(/^agent-config-path /, ''));
  }
  try {
    await checkAgentConfig({ ...configOf(root, inArchive, workspace), signal });
  } catch (error) {
    signal?.throwIfAborted();
    throw bad('agent-config-path', error instanceof Error ? error.message : String(error));
  }
  // The service reads the path inside the archive: `./agent.json` is sent as `agent.json`.
  return { ...inputs, agentConfigPath: inArchive };
}

function configOf(sourceRoot: string, configEntry: string, workspace: string) {
  const shown = relative(workspace, join(sourceRoot, configEntry)).split(sep).join('/');
  return { sourceRoot, configEntry, workspace, shown };
}

/** What shipping the source gave: the uploaded archive and what it holds. */
export interface ShippedSource {
  /** `object_path`: the revision's `source_tarball_path`. */
  objectPath: string;
  /** The agent config's path inside the archive: the revision's `agent_config_path`. */
  configEntry: string;
  /** The directories packed, as paths inside the archive (`.` for its root). */
  directories: string[];
  files: number;
  bytes: number;
  /** How many packed files git does not track; unset when git could not say. */
  untracked?: number;
}

/**
 * Packs source-path, uploads it to the signed URL the service hands out, and returns the
 * `object_path` a revision names as its `source_tarball_path`. The archive lives in a temporary
 * folder of the runner and is removed however the upload ends. Any failure is a
 * SourceNotShipped: the deployment was not changed.
 */
export async function shipSource(
  deploymentId: string,
  inputs: DeploySettings,
  context: WriteContext & { workspace: string; tempDir: string },
): Promise<ShippedSource> {
  const sourcePath = inputs.sourcePath as string;
  try {
    return await packAndUpload(deploymentId, inputs, context);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SourceNotShipped(
      `source-path ${JSON.stringify(sourcePath)} could not be shipped: ${reason}`,
      { cause: error },
    );
  }
}

/**
 * Packs source-path into `tempDir` as a deploy ships it: with the local directories its agent
 * config names (the config was checked before any request, and is read again here for them).
 */
export async function packCheckedSource(
  inputs: DeploySettings,
  context: Pick<WriteContext, 'signal' | 'log' | 'warn'> & { workspace: string },
  tempDir: string,
) {
  const root = resolve(context.workspace, inputs.sourcePath as string);
  const configPath = inputs.agentConfigPath as string;
  const { signal, log, warn } = context;
  const dependencies = await checkAgentConfig({
    ...configOf(root, configPath, context.workspace),
    signal,
  });
  return packSource({ root, configPath, dependencies, tempDir, log, warn, signal });
}

async function packAndUpload(
  deploymentId: string,
  inputs: DeploySettings,
  context: WriteContext & { workspace: string; tempDir: string },
): Promise<ShippedSource> {
  const { client, signal, log } = context;
  const folder = await mkdtemp(join(context.tempDir, 'agent-source-'));
  try {
    const archive = await packCheckedSource(inputs, context, folder);
    log(
      `Packed ${inputs.sourcePath}: ${archive.entries} files, ${(archive.bytes / 1e6).toFixed(1)} MB.`,
    );
    const target = await client.createUploadUrl(deploymentId, { signal });
    await uploadArchive({
      url: target.upload_url,
      file: archive.file,
      bytes: archive.bytes,
      signal,
      log,
    });
    log(`Uploaded as ${target.object_path}.`);
    return {
      objectPath: target.object_path,
      configEntry: archive.configEntry,
      directories: archive.directories,
      files: archive.entries,
      bytes: archive.bytes,
      ...(archive.untracked !== undefined && { untracked: archive.untracked }),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
