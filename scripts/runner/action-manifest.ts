// Reading an action's action.yml the way the runner does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export type ActionName = 'deploy' | 'listener' | 'repos' | 'delete';

export interface ActionManifest {
  name: string;
  description: string;
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export const ACTION_DIRS: Record<ActionName, string> = {
  deploy: '.',
  listener: 'listener',
  repos: 'repos',
  delete: 'delete',
};

export function readManifest(action: ActionName): ActionManifest {
  return parse(readFileSync(resolve(ACTION_DIRS[action], 'action.yml'), 'utf8')) as ActionManifest;
}

/** The runner passes every input with a default, even when the workflow leaves it out. */
export function defaultInputs(action: ActionName): Record<string, string> {
  const entries = Object.entries(readManifest(action).inputs);
  return Object.fromEntries(
    entries.flatMap(([name, input]) =>
      input.default === undefined ? [] : [[name, String(input.default)]],
    ),
  );
}
