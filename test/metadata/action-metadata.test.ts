import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_DIRS,
  ACTION_ENTRIES,
  type ActionName,
  POST_ENTRIES,
  readManifest,
} from '../../scripts/runner/action-manifest.ts';
import { changesShape } from '../../src/changes/inputs.ts';
import { CHANGES_OUTPUT_NAMES } from '../../src/changes/report.ts';
import { VERSION } from '../../src/client/control-plane-client.ts';
import { type InputShape, inputDefaults, inputNames } from '../../src/common/inputs.ts';
import { deleteShape } from '../../src/delete/inputs.ts';
import { DELETE_OUTPUT_NAMES } from '../../src/delete/report.ts';
import { DEPLOY_OUTPUT_NAMES } from '../../src/deploy/report/outputs.ts';
import { deployShape } from '../../src/deploy/settings.ts';
import { evalActionShape } from '../../src/eval/inputs.ts';
import { EVAL_ACTION_OUTPUT_NAMES } from '../../src/eval/report.ts';
import { listenerShape } from '../../src/listener/inputs.ts';
import { LISTENER_OUTPUT_NAMES } from '../../src/listener/report.ts';
import { registryShape } from '../../src/registry/inputs.ts';
import { REGISTRY_OUTPUT_NAMES } from '../../src/registry/main.ts';
import { reposShape } from '../../src/repos/inputs.ts';
import { REPOS_OUTPUT_NAMES } from '../../src/repos/report.ts';
import { sweepShape } from '../../src/sweep/inputs.ts';
import { SWEEP_OUTPUT_NAMES } from '../../src/sweep/report.ts';
import { README_OF, readmeTables } from './readme-tables.ts';

const SHAPES: Record<ActionName, InputShape> = {
  deploy: deployShape,
  eval: evalActionShape,
  listener: listenerShape,
  repos: reposShape,
  delete: deleteShape,
  registry: registryShape,
  changes: changesShape,
  sweep: sweepShape,
};

const CODE: Record<ActionName, { inputs: readonly string[]; outputs: readonly string[] }> = {
  deploy: { inputs: inputNames(deployShape), outputs: DEPLOY_OUTPUT_NAMES },
  eval: { inputs: inputNames(evalActionShape), outputs: EVAL_ACTION_OUTPUT_NAMES },
  listener: { inputs: inputNames(listenerShape), outputs: LISTENER_OUTPUT_NAMES },
  repos: { inputs: inputNames(reposShape), outputs: REPOS_OUTPUT_NAMES },
  delete: { inputs: inputNames(deleteShape), outputs: DELETE_OUTPUT_NAMES },
  registry: { inputs: inputNames(registryShape), outputs: REGISTRY_OUTPUT_NAMES },
  changes: { inputs: inputNames(changesShape), outputs: CHANGES_OUTPUT_NAMES },
  sweep: { inputs: inputNames(sweepShape), outputs: SWEEP_OUTPUT_NAMES },
};

/** action.yml's literal defaults; an expression default (`${{ github.token }}`) is the runner's to evaluate. */
function literalDefaults(action: ActionName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readManifest(action).inputs).flatMap(([name, input]) =>
      input.default === undefined || input.default.includes('${{')
        ? []
        : [[name, String(input.default)]],
    ),
  );
}

describe.each(Object.keys(CODE) as ActionName[])('%s: action.yml', (action) => {
  const manifest = readManifest(action);

  it('declares exactly the inputs the code reads and the outputs it sets, each described', () => {
    expect(Object.keys(manifest.inputs).sort()).toEqual([...CODE[action].inputs].sort());
    expect(Object.keys(manifest.outputs).sort()).toEqual([...CODE[action].outputs].sort());
    for (const input of Object.values(manifest.inputs)) expect(input.description).toBeTruthy();
    for (const output of Object.values(manifest.outputs)) expect(output.description).toBeTruthy();
  });

  it('runs its bundle on node24', () => {
    expect(manifest.runs.using).toBe('node24');
    // The runner-contract tests spawn ACTION_ENTRIES: the manifest must name that very file.
    expect(resolve(ACTION_DIRS[action], manifest.runs.main)).toBe(ACTION_ENTRIES[action]);
    // The changes action asks the control plane only when told where it is; eval not with url.
    expect(manifest.inputs['base-url']?.required).toBe(action !== 'changes' && action !== 'eval');
  });

  it(`is documented in ${README_OF[action]} with tables equal to action.yml`, () => {
    expect(README_OF[action]).toBe(action === 'deploy' ? 'README.md' : `${action}/README.md`);
    const tables = readmeTables(readFileSync(README_OF[action], 'utf8'), action);
    expect(tables.inputs).toEqual(
      Object.entries(manifest.inputs).map(([name, input]) => ({
        name,
        description: input.description,
        required: input.required ? 'yes' : 'no',
        default: input.default === undefined ? '' : `\`${input.default}\``,
      })),
    );
    expect(tables.outputs).toEqual(
      Object.entries(manifest.outputs).map(([name, output]) => ({
        name,
        description: output.description,
      })),
    );
  });
});

describe.each(Object.keys(SHAPES) as ActionName[])('%s defaults', (action) => {
  it('are in the shape, the ones action.yml gives the runner', () => {
    expect(inputDefaults(SHAPES[action])).toEqual(literalDefaults(action));
  });
});

describe('registry: the post step', () => {
  it('runs its post entry after every job, failed or not', () => {
    const { runs } = readManifest('registry');
    expect(runs['post-if']).toBe('always()');
    expect(resolve(ACTION_DIRS.registry, runs.post ?? '')).toBe(POST_ENTRIES.registry);
  });
});

describe('the root README', () => {
  it.each((Object.keys(ACTION_DIRS) as ActionName[]).filter((action) => action !== 'deploy'))(
    'links %s/README.md, which documents that sub-action',
    (action) => {
      expect(readFileSync('README.md', 'utf8')).toContain(`](${README_OF[action]})`);
    },
  );
});

describe('sweep', () => {
  it('is linked from the root README', () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(/\]\(sweep\/README\.md\)/);
  });
});

describe('versions', () => {
  it('sends the package version in the User-Agent', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(version);
  });
});
