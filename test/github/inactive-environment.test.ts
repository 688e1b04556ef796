import { describe, expect, it } from 'vitest';
import { markEnvironmentInactive } from '../../src/github/inactive-environment.ts';
import {
  collectWarnings,
  RUN_URL,
  runContextFor,
  TOKEN,
  useFakeGitHub,
} from './github-test-setup.ts';

// Pages of two, so a handful of deployments spans several pages.
const fakeGitHub = useFakeGitHub({ maxPageSize: 2 });

async function markInactive(environment = 'preview-pr-12') {
  const fake = fakeGitHub();
  const { warn, warnings } = collectWarnings();
  const marked = await markEnvironmentInactive({
    token: TOKEN,
    environment,
    warn,
    run: runContextFor(fake, 'push'),
  });
  return { marked, warnings };
}

describe('markEnvironmentInactive', () => {
  it('sets every active deployment of the environment inactive, across pages', async () => {
    const fake = fakeGitHub();
    const live = [
      fake.addDeployment('preview-pr-12', ['in_progress', 'success']),
      fake.addDeployment('preview-pr-12', ['success']),
      fake.addDeployment('preview-pr-12', []),
      fake.addDeployment('preview-pr-12', ['queued', 'in_progress']),
      fake.addDeployment('preview-pr-12', ['success']),
    ];
    const { marked, warnings } = await markInactive();
    expect(marked).toBe(5);
    for (const deployment of live) {
      expect(deployment.statuses.at(-1)).toMatchObject({
        state: 'inactive',
        log_url: RUN_URL(fake),
      });
    }
    expect(fake.requestsTo('list-deployments').length).toBeGreaterThanOrEqual(3);
    expect(warnings).toEqual([]);
  });

  it('leaves alone what is already inactive or failed, and other environments', async () => {
    const fake = fakeGitHub();
    const inactive = fake.addDeployment('preview-pr-12', ['success', 'inactive']);
    const failed = fake.addDeployment('preview-pr-12', ['failure']);
    const other = fake.addDeployment('production', ['success']);
    const live = fake.addDeployment('preview-pr-12', ['success']);
    const { marked } = await markInactive();
    expect(marked).toBe(1);
    expect(inactive.statuses).toHaveLength(2);
    expect(failed.statuses).toHaveLength(1);
    expect(other.statuses).toHaveLength(1);
    expect(live.statuses.at(-1)?.state).toBe('inactive');
    expect(fake.requestsTo('list-deployments')[0]?.url).toContain('environment=preview-pr-12');
  });

  it('an environment with no deployments: 0, no warning', async () => {
    const { marked, warnings } = await markInactive('nothing-here');
    expect(marked).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('a refusal part-way: the count so far and one warning naming the permission', async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 3; i += 1) fake.addDeployment('preview-pr-12', ['success']);
    fake.fail('create-deployment-status', 'missing-permission', { after: 1 });
    const { marked, warnings } = await markInactive();
    expect(marked).toBe(1);
    expect(fake.requestsTo('create-deployment-status')).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('`deployments: write`');
  });

  it('a server error while listing: 0 and one warning', async () => {
    const fake = fakeGitHub();
    fake.addDeployment('preview-pr-12', ['success']);
    fake.fail('list-deployments', 'server-error');
    const { marked, warnings } = await markInactive();
    expect(marked).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GitHub answered 500');
  });
});
