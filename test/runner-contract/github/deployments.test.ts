import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVISION_PATH, runDeploy, signalWhen, useEmulator } from '../../support/deploy-fixture.ts';
import {
  CUSTOM_URL,
  deleteOn,
  deployOn,
  ENVIRONMENT,
  HEAD_SHAS,
  PULL_REQUEST,
  PUSH,
  PUSH_SHA,
  runUrl,
  seedPreview,
  TOKEN,
  useRunnerContract,
  warnings,
} from './setup.ts';

// The bundled actions, spawned as the runner spawns them, with the real Octokit talking to a
// fake GitHub over loopback sockets. Everything asserted is what GitHub would be sent, or what
// the step shows. The pull-request comment is in runner-contract-comment.test.ts.
const emulator = useEmulator();
const contract = useRunnerContract();

describe('a GitHub deployment for the environment input', () => {
  it('is created for the pull request head and goes in_progress, then success', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      environment: ENVIRONMENT,
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', url: CUSTOM_URL });
    expect(warnings(run)).toEqual([]);
    expect(fake.requests.map((r) => r.route)).toEqual([
      'create-deployment',
      'create-deployment-status',
      'create-deployment-status',
    ]);
    expect(fake.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    const [created] = fake.deployments;
    // The head the pull request shows, never the merge commit in GITHUB_SHA.
    expect(created?.request).toMatchObject({
      ref: HEAD_SHAS[0],
      environment: ENVIRONMENT,
      auto_merge: false,
      required_contexts: [],
      transient_environment: true,
    });
    expect(created?.statuses).toEqual([
      { id: expect.any(Number), state: 'in_progress', log_url: runUrl(fake) },
      {
        id: expect.any(Number),
        state: 'success',
        environment_url: run.outputs.url,
        log_url: runUrl(fake),
        description: `Revision ${run.outputs['revision-id']}: DEPLOYED`,
      },
    ]);
    // The job summary links the same commit.
    expect(run.summary).toContain(`/commit/${HEAD_SHAS[0]})`);
  });

  it('is created for GITHUB_SHA on a push, as an environment that stays', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const run = await deployOn(contract, emulator(), deployment.id, PUSH, {
      environment: 'production',
    });

    expect(run.exitCode).toBe(0);
    expect(fake.deployments).toHaveLength(1);
    expect(fake.deployments[0]?.request).toMatchObject({
      ref: PUSH_SHA,
      environment: 'production',
      transient_environment: false,
    });
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
  });

  it('is created for GITHUB_SHA though the event file is empty, which reads as no event', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const env = contract.env(PUSH);
    writeFileSync(env.GITHUB_EVENT_PATH as string, '');
    const inputs = { 'repo-ref': 'main', 'github-token': TOKEN, environment: 'production' };
    const run = await runDeploy(emulator(), deployment.id, inputs, { env });

    expect(run.exitCode).toBe(0);
    expect(run.stdout).not.toContain('SyntaxError');
    expect(fake.deployments[0]?.request).toMatchObject({
      ref: PUSH_SHA,
      environment: 'production',
    });
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
  });

  it('goes in_progress, then failure, for a revision that fails; the step fails as before', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    emulator().failNextRevision('BUILD_FAILED');
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST, {
      environment: ENVIRONMENT,
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(fake.deployments).toHaveLength(1);
    expect(fake.deployments[0]?.statuses).toEqual([
      expect.objectContaining({ state: 'in_progress', log_url: runUrl(fake) }),
      expect.objectContaining({
        state: 'failure',
        log_url: runUrl(fake),
        description: `Revision ${run.outputs['revision-id']}: BUILD_FAILED`,
      }),
    ]);
  });

  it('goes in_progress, then error, for a cancelled job, and the comment says so', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    emulator().scriptNextRevision([{ status: 'BUILDING' }]);
    const whenPolling = signalWhen(emulator(), (r) => REVISION_PATH.test(r.path), 'SIGINT');
    const run = await deployOn(
      contract,
      emulator(),
      deployment.id,
      PULL_REQUEST,
      { environment: ENVIRONMENT, 'comment-on-pr': 'true' },
      whenPolling,
    );

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'error']);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toContain('⛔ Deploy cancelled');
    expect(fake.comments[0]?.body).toContain('| Environment | `preview-pr-7` |');
  });
});

describe('the delete action with an environment', () => {
  it("marks that environment's active deployments inactive, and no other", async () => {
    const fake = contract.github();
    const live = fake.addDeployment(ENVIRONMENT, ['in_progress', 'success']);
    const pending = fake.addDeployment(ENVIRONMENT);
    const gone = fake.addDeployment(ENVIRONMENT, ['success', 'inactive']);
    const failed = fake.addDeployment(ENVIRONMENT, ['failure']);
    const production = fake.addDeployment('production', ['success']);
    const deployment = seedPreview(emulator());
    const run = await deleteOn(contract, emulator(), deployment.id, { environment: ENVIRONMENT });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.deleted).toBe('true');
    expect(warnings(run)).toEqual([]);
    expect(fake.requestsTo('list-deployments').map((r) => r.url)).toEqual([
      `/repos/${fake.owner}/${fake.repo}/deployments?environment=${ENVIRONMENT}&per_page=100`,
    ]);
    const states = (d: typeof live) => d.statuses.map((s) => s.state);
    expect(states(live)).toEqual(['in_progress', 'success', 'inactive']);
    expect(states(pending)).toEqual(['inactive']);
    expect(states(gone)).toEqual(['success', 'inactive']);
    expect(states(failed)).toEqual(['failure']);
    expect(states(production)).toEqual(['success']);
    expect(live.statuses.at(-1)).toMatchObject({ log_url: runUrl(fake) });
    expect(run.stdout).toContain(
      `GitHub environment ${ENVIRONMENT}: 2 deployments marked inactive.`,
    );
  });
});

describe('without environment and comment-on-pr', () => {
  it('the deploy action sends GitHub nothing, though the token is there', async () => {
    const fake = contract.github();
    const deployment = seedPreview(emulator());
    const run = await deployOn(contract, emulator(), deployment.id, PULL_REQUEST);

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(fake.requests).toEqual([]);
    expect(warnings(run)).toEqual([]);
  });

  it('the delete action sends GitHub nothing, though the token is there', async () => {
    const fake = contract.github();
    fake.addDeployment(ENVIRONMENT, ['success']);
    const deployment = seedPreview(emulator());
    const run = await deleteOn(contract, emulator(), deployment.id);

    expect(run.exitCode).toBe(0);
    expect(run.outputs.deleted).toBe('true');
    expect(fake.requests).toEqual([]);
    expect(warnings(run)).toEqual([]);
  });
});
