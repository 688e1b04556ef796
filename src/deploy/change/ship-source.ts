import { realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { InputError } from '../../common/inputs.ts';
import type { StepBase } from '../../common/step-context.ts';
import { checkAgentConfig } from '../../packing/agent-config.ts';
import { checkConfigPath } from '../../packing/config-path.ts';
import { IgnoreRules } from '../../packing/ignore-rules.ts';
import { isOutside } from '../../packing/local-dependencies.ts';
import { packSource } from '../../packing/pack.ts';
import type { SourceSettings } from '../settings.ts';

/**
 * Checks source-path and agent-config-path against the workspace before any request, so a
 * typo is bad input rather than a failed deploy: source-path is a directory that stays inside
 * the workspace (a symlink included), the config file is in it and would be packed, and the
 * config itself holds what a build needs (checkAgentConfig): a mistake found here costs a
 * second, where the remote build would find it minutes later.
 */
export async function checkSourceInputs<T extends SourceSettings>(
  inputs: T,
  workspace: string,
  signal?: AbortSignal,
): Promise<T> {
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
  if (isOutside(inside)) {
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

/**
 * Packs source-path into `tempDir` as a deploy ships it: with the local directories its agent
 * config names (the config was checked before any request, and is read again here for them).
 */
export async function packCheckedSource(
  { signal, log, warn }: Pick<StepBase, 'signal' | 'log' | 'warn'>,
  inputs: SourceSettings,
  { workspace, tempDir }: { workspace: string; tempDir: string },
) {
  const root = resolve(workspace, inputs.sourcePath as string);
  const configPath = inputs.agentConfigPath as string;
  const dependencies = await checkAgentConfig({ ...configOf(root, configPath, workspace), signal });
  return packSource({ root, configPath, dependencies, tempDir, log, warn, signal });
}
