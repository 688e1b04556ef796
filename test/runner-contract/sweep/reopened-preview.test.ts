// A pull request closed and reopened: its preview is created again under the same name, which
// works only when the delete took the preview's tracing project with it.
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo, runDeploy } from '../../support/deploy-fixture.ts';
import { runDelete } from '../delete/run-delete.ts';
import { DAY_MS, freshEmulator, runSweep, useFakeGitHubForSweep } from './run-sweep.ts';

const fakeGitHub = useFakeGitHubForSweep();
const NAME = 'agent-pr-7';

/** The preview workflow's deploy step after the reopen: by name, created when missing. */
function deployPreview(emu: Emulator) {
  return runDeploy(emu, '', {
    'deployment-name': NAME,
    'create-if-missing': 'true',
    source: 'external_image',
    'image-uri': 'registry.example.com/acme/agent@sha256:'.padEnd(103, 'a'),
  });
}

describe('a reopened pull request', () => {
  it('whose preview was deleted without its tracing project: the create fails with a hint', async () => {
    const emu = await freshEmulator();
    emu.seedDeployment({ name: NAME });
    const closed = await runDelete(emu, { 'deployment-name': NAME });
    expect(closed.exitCode).toBe(0);
    expect(emu.tracingProjects()).toContain(NAME);

    const run = await deployPreview(emu);

    expect(run.exitCode).toBe(1);
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toHaveLength(1);
    const message = failureMessage(run);
    expect(message).toContain(`POST /v2/deployments → 409: A tracing project named '${NAME}'`);
    expect(message).toContain(
      `No deployment is named "${NAME}", so what takes the name is most likely the tracing project of a deployment of that name that was deleted without it.`,
    );
    expect(message).toContain(
      "delete previews with the delete action's `delete-tracing-project: true`, which the sweep action does by default.",
    );
    expect(run.summary).toContain('tracing project');
  });

  it('whose preview the sweep deleted: it is created again under its name', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    emu.seedDeployment({ name: NAME, ageMs: 2 * DAY_MS });
    github.addPullRequest(7, 'closed');
    const swept = await runSweep(emu, github, {});
    expect(swept.outputs.deleted).toBe(`["${NAME}"]`);
    expect(emu.tracingProjects()).not.toContain(NAME);

    const run = await deployPreview(emu);

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ created: 'true', result: 'deployed' });
  });
});
