import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { packSource } from '../source/pack.ts';
import { uploadArchive } from '../source/upload.ts';
import type { DeployInputs } from './inputs.ts';
import type { SubmitContext } from './submit-patch.ts';

/**
 * Packs source-path, uploads it to the signed URL the service hands out, and returns the
 * `object_path` a revision names as its `source_tarball_path`. The archive lives in a temporary
 * folder of the runner and is removed however the upload ends.
 */
export async function shipSource(
  deploymentId: string,
  inputs: DeployInputs,
  context: SubmitContext & { workspace: string; tempDir: string },
): Promise<string> {
  const { client, signal, log, warn } = context;
  const root = resolve(context.workspace, inputs['source-path'] as string);
  const folder = await mkdtemp(join(context.tempDir, 'agent-source-'));
  try {
    const archive = await packSource({
      root,
      configPath: inputs['agent-config-path'] as string,
      tempDir: folder,
      log,
      warn,
    });
    log(
      `Packed ${inputs['source-path']}: ${archive.entries} files, ${(archive.bytes / 1e6).toFixed(1)} MB.`,
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
    return target.object_path;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
