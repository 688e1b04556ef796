// The bundles the action.yml files name, each run on this process's Node (24, as `runs.using:
// node24` runs them) the way the runner runs it, with action.yml's defaults and nothing else:
// each loads as an ES module (its index, the chunks its action needs, @actions/core 3, which is
// ESM-only), reaches its action's own code and answers as that action does. Built by
// `npm run bundle` (npm test's global setup), so this runs with the runner-contract tests.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ActionName, defaultInputs } from '../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  failureMessage,
  POST_ENTRIES,
  runAction,
} from '../../scripts/runner/run-action.ts';

const NEED_A_SERVICE = (Object.keys(ACTION_ENTRIES) as ActionName[]).filter(
  (action) => action !== 'changes' && action !== 'eval',
);

describe('the bundles, on node24', () => {
  it('run on Node 24 here', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it.each(Object.entries({ ...ACTION_ENTRIES, 'registry post': POST_ENTRIES.registry }))(
    '%s is built',
    (_, entry) => {
      expect(existsSync(entry)).toBe(true);
    },
  );

  it.each(NEED_A_SERVICE)('%s loads and names the base-url it was not given', async (action) => {
    const run = await runAction(ACTION_ENTRIES[action], { inputs: defaultInputs(action) });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input "base-url": is required\.$/m);
  });

  it('eval loads and names what it evaluates, which it was not given', async () => {
    const run = await runAction(ACTION_ENTRIES.eval, { inputs: defaultInputs('eval') });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^Input "deployment-id": or deployment-name or url is required: /m,
    );
  });

  it('changes loads and writes its matrix', async () => {
    const run = await runAction(ACTION_ENTRIES.changes, { inputs: defaultInputs('changes') });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.matrix ?? '')).toHaveProperty('include');
  });

  it('the registry post step loads and has no login to undo', async () => {
    const run = await runAction(POST_ENTRIES.registry, { inputs: defaultInputs('registry') });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('No registry login to undo');
  });
});
