// Reading an action's action.yml the way the runner does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

export type ActionName =
  | 'deploy'
  | 'eval'
  | 'listener'
  | 'repos'
  | 'delete'
  | 'registry'
  | 'changes'
  | 'sweep';

export interface ActionManifest {
  name: string;
  description: string;
  runs: { using: string; main: string; post?: string; 'post-if'?: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export const ACTION_DIRS: Record<ActionName, string> = {
  deploy: '.',
  eval: 'eval',
  listener: 'listener',
  repos: 'repos',
  delete: 'delete',
  registry: 'registry',
  changes: 'changes',
  sweep: 'sweep',
};

/** The bundled entry each action.yml's `runs.main` names, as the runner-contract tests spawn it. */
export const ACTION_ENTRIES = {
  deploy: resolve('dist/deploy.js'),
  eval: resolve('dist/eval.js'),
  listener: resolve('dist/listener.js'),
  repos: resolve('dist/repos.js'),
  delete: resolve('dist/delete.js'),
  registry: resolve('dist/registry.js'),
  changes: resolve('dist/changes.js'),
  sweep: resolve('dist/sweep.js'),
} as const;

/** Post steps (`runs.post`), by the action they belong to. */
export const POST_ENTRIES = {
  registry: resolve('dist/registry-post.js'),
} as const;

export function readManifest(action: ActionName): ActionManifest {
  return parse(readFileSync(resolve(ACTION_DIRS[action], 'action.yml'), 'utf8')) as ActionManifest;
}

/** What the runner evaluates `${{ github.token }}` to here: a stand-in job token. */
export const JOB_TOKEN = 'ghs_stand-in-job-token-0000';

/** The runner's value for a default: an expression evaluated, anything else as written. */
function evaluated(value: string): string {
  return value.replace(/\$\{\{\s*github\.token\s*\}\}/g, JOB_TOKEN);
}

/** The runner passes every input with a default, even when the workflow leaves it out. */
export function defaultInputs(action: ActionName): Record<string, string> {
  const entries = Object.entries(readManifest(action).inputs);
  return Object.fromEntries(
    entries.flatMap(([name, input]) =>
      input.default === undefined ? [] : [[name, evaluated(String(input.default))]],
    ),
  );
}
