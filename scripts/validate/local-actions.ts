// This repository's actions as the README examples use them, read from their local action.yml.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { ActionsMetadataProvider } from '@actions/languageservice';
import type { ActionMetadata } from '@actions/languageservice/action';
import { parse } from 'yaml';

/** How the README's examples name this repository's actions. */
export const THIS_REPOSITORY = 'your-org/agent-deploy-action';

interface ActionInput {
  description?: string;
  required?: boolean | string;
  default?: unknown;
}

/** The inputs of the action.yml in `dir` (relative to root), or undefined when there is none. */
export function localAction(root: string, dir: string): ActionMetadata | undefined {
  const file = join(root, posix.normalize(dir || '.'), 'action.yml');
  if (!existsSync(file)) return undefined;
  const manifest = parse(readFileSync(file, 'utf8')) as {
    name?: string;
    description?: string;
    inputs?: Record<string, ActionInput | null>;
  };
  return {
    name: manifest.name ?? dir,
    description: manifest.description ?? '',
    inputs: Object.fromEntries(
      Object.entries(manifest.inputs ?? {}).map(([name, input]) => [
        name,
        {
          description: input?.description ?? '',
          required: input?.required === true || input?.required === 'true',
          ...(input?.default === undefined ? {} : { default: String(input.default) }),
        },
      ]),
    ),
  };
}

/**
 * The language service's metadata provider: this repository's actions from their local action.yml
 * (an unknown sub-action resolves to nothing, which the service reports); any other action
 * resolves to metadata without inputs, which the service does not check (offline).
 */
export function metadataProvider(root: string): ActionsMetadataProvider {
  return {
    fetchActionMetadata: async (action) =>
      `${action.owner}/${action.name}`.toLowerCase() === THIS_REPOSITORY
        ? localAction(root, action.path ?? '.')
        : { name: `${action.owner}/${action.name}`, description: '' },
  };
}
