import { describe, expect, it } from 'vitest';
import { startGitHubDeployment } from '../../src/github/deployment-tracker.ts';
import {
  collectWarnings,
  HEAD_SHA,
  PUSH_SHA,
  RUN_URL,
  runContextFor,
  TOKEN,
  useFakeGitHub,
} from './github-test-setup.ts';

const fakeGitHub = useFakeGitHub();

function start(
  options: { event?: 'pull_request' | 'push'; transient?: boolean; production?: boolean } = {},
) {
  const fake = fakeGitHub();
  const { warn, warnings } = collectWarnings();
  const run = runContextFor(fake, options.event ?? 'pull_request');
  const tracker = startGitHubDeployment({
    token: TOKEN,
    environment: 'preview-pr-12',
    description: 'Agent server agent-prod',
    warn,
    run,
    ...(options.transient !== undefined && { transient: options.transient }),
    ...(options.production !== undefined && { production: options.production }),
  });
  return { fake, warnings, tracker };
}

describe('startGitHubDeployment', () => {
  it("creates a deployment of the pull request's head commit, never auto-merging", async () => {
    const { fake, warnings, tracker } = start({ transient: true });
    expect(await tracker).toBeDefined();
    const [created] = fake.deployments;
    expect(created?.request).toEqual({
      ref: HEAD_SHA,
      environment: 'preview-pr-12',
      auto_merge: false,
      required_contexts: [],
      transient_environment: true,
      description: 'Agent server agent-prod',
    });
    expect(warnings).toEqual([]);
  });

  it('uses GITHUB_SHA on a push, and the production flag only when the caller sets it', async () => {
    const { fake, tracker } = start({ event: 'push', production: true });
    await tracker;
    expect(fake.deployments[0]?.request).toMatchObject({
      ref: PUSH_SHA,
      transient_environment: false,
      production_environment: true,
    });
  });

  it('sends the token as GitHub expects it', async () => {
    const { fake, tracker } = start();
    await tracker;
    expect(fake.requestsTo('create-deployment')[0]?.authorization).toBe(`token ${TOKEN}`);
  });
});

describe('the tracker', () => {
  it('sets in_progress, then success with the environment and log URLs', async () => {
    const { fake, warnings, tracker } = start();
    const deployment = await tracker;
    expect(await deployment?.update('in_progress')).toBe(true);
    expect(
      await deployment?.update('success', { environmentUrl: 'https://agent-prod.example.com/' }),
    ).toBe(true);
    expect(fake.deployments[0]?.statuses).toEqual([
      { id: expect.any(Number), state: 'in_progress', log_url: RUN_URL(fake) },
      {
        id: expect.any(Number),
        state: 'success',
        environment_url: 'https://agent-prod.example.com/',
        log_url: RUN_URL(fake),
      },
    ]);
    expect(deployment?.state).toBe('success');
    expect(warnings).toEqual([]);
  });

  it('ends in failure, keeping the URL it was given earlier', async () => {
    const { fake, tracker } = start();
    const deployment = await tracker;
    await deployment?.update('in_progress', { environmentUrl: 'https://agent-prod.example.com' });
    await deployment?.update('failure', { description: 'The revision failed: CrashLoop' });
    const states = fake.deployments[0]?.statuses;
    expect(states?.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    expect(states?.[1]).toMatchObject({
      environment_url: 'https://agent-prod.example.com',
      description: 'The revision failed: CrashLoop',
    });
  });

  it('sends one request per state change, in the order the updates were made', async () => {
    const { fake, tracker } = start();
    const deployment = await tracker;
    await Promise.all([
      deployment?.update('in_progress'),
      deployment?.update('in_progress'),
      deployment?.update('success'),
      deployment?.update('success'),
    ]);
    await deployment?.update('success');
    expect(fake.requestsTo('create-deployment-status')).toHaveLength(2);
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
  });

  it('sends no environment_url that is not an http(s) URL', async () => {
    const { fake, tracker } = start();
    const deployment = await tracker;
    await deployment?.update('success', { environmentUrl: 'javascript:alert(1)' });
    expect(fake.deployments[0]?.statuses[0]).not.toHaveProperty('environment_url');
  });

  it('sends environment_url exactly as given, with no trailing slash added, and no plain http to a public host', async () => {
    const { fake, tracker } = start();
    const deployment = await tracker;
    await deployment?.update('in_progress', { environmentUrl: 'http://agent.example.com' });
    await deployment?.update('success', { environmentUrl: 'https://Agent.Example.com:443' });
    const statuses = fake.deployments[0]?.statuses;
    expect(statuses?.[0]).not.toHaveProperty('environment_url');
    expect(statuses?.[1]?.environment_url).toBe('https://Agent.Example.com:443');
  });
});

describe('trouble is one warning', () => {
  it('a refused token: no tracker, and the warning names the permissions line to add', async () => {
    const fake = fakeGitHub();
    fake.fail('create-deployment', 'missing-permission');
    const { warnings, tracker } = start();
    expect(await tracker).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('403');
    expect(warnings[0]).toContain('Resource not accessible by integration');
    expect(warnings[0]).toContain('`deployments: write`');
    expect(warnings[0]).toContain('`permissions:`');
  });

  it('a failed status warns once; a refusal stops later status requests', async () => {
    const fake = fakeGitHub();
    fake.fail('create-deployment-status', 'missing-permission');
    const { warnings, tracker } = start();
    const deployment = await tracker;
    expect(await deployment?.update('in_progress')).toBe(false);
    expect(await deployment?.update('success')).toBe(false);
    expect(fake.requestsTo('create-deployment-status')).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"in_progress"');
  });

  it('a server error on one status still lets the next state through, with one warning', async () => {
    const fake = fakeGitHub();
    fake.fail('create-deployment-status', 'server-error', { times: 1 });
    const { warnings, tracker } = start();
    const deployment = await tracker;
    expect(await deployment?.update('in_progress')).toBe(false);
    expect(await deployment?.update('success')).toBe(true);
    expect(fake.deployments[0]?.statuses.map((s) => s.state)).toEqual(['success']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GitHub answered 500');
  });

  it('no token: a warning and no request', async () => {
    const fake = fakeGitHub();
    const { warn, warnings } = collectWarnings();
    const tracker = await startGitHubDeployment({
      token: '  ',
      environment: 'production',
      warn,
      run: runContextFor(fake),
    });
    expect(tracker).toBeUndefined();
    expect(warnings[0]).toContain('no GitHub token');
    expect(fake.requests).toEqual([]);
  });
});
