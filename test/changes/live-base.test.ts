// src/changes/live-base.ts: where each agent's base comes from, in which order.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/changes/find-agents.ts';
import { type BaseFinders, eventBase, findBase } from '../../src/changes/live-base.ts';
import type { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import type { GitHubSession } from '../../src/github/github-session.ts';
import type { RunSource } from '../../src/github/run-context.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const DEPLOYMENT_ID = '3a6f1e9d-7c2b-4d8e-9f0a-1b2c3d4e5f60';
const REVISION_ID = '5d0f9a8e-3b1c-4e7d-9a2f-6c4b8e1d0a35';

const AGENT: Agent = {
  config: 'agents/support/langgraph.json',
  directory: 'agents/support',
  name: 'support',
  deploymentName: 'prod-support',
  sourcePath: 'agents/support',
  configPath: 'langgraph.json',
};

/** A control plane holding one deployment, `prod-support`, or none. */
function controlPlane(deployment?: { active?: string | null; sha?: string | null }) {
  const resources = deployment
    ? [{ id: DEPLOYMENT_ID, name: 'prod-support', active_revision_id: deployment.active ?? null }]
    : [];
  const client = {
    listDeployments: async (query: { offset?: number }) => ({
      resources: query.offset ? [] : resources,
      offset: null,
    }),
    getRevision: async () => ({
      id: REVISION_ID,
      status: 'DEPLOYED',
      source_revision_config: { repo_commit_sha: deployment?.sha ?? null },
    }),
  };
  return {
    client: client as unknown as ControlPlaneClient,
    signal: new AbortController().signal,
    warn: (line: string) => warned.push(line),
  };
}

/** What the control plane's finder warned of, in the test that runs. */
let warned: string[] = [];

/** A control plane whose list answers the same offset again: the list is cut after one page. */
function cutControlPlane(holds: 'prod-support' | 'prod-support-2') {
  const plane = controlPlane({ active: REVISION_ID, sha: A });
  const listDeployments = async () => ({
    resources: [{ id: DEPLOYMENT_ID, name: holds, active_revision_id: REVISION_ID }],
    offset: 0,
  });
  return {
    ...plane,
    client: { ...plane.client, listDeployments } as unknown as ControlPlaneClient,
  };
}

/** GitHub's deployments of `production-support`, newest first, each with its latest state. */
function github(
  deployments: Array<{ sha: string; state: string; environment?: string }> | 'refused',
) {
  const reported: string[] = [];
  const warned: string[] = [];
  const repos = {
    listDeployments: async () => {
      if (deployments === 'refused') throw new Error('403');
      return {
        data: deployments.map(({ sha, environment = 'production-support' }, index) => ({
          id: index + 1,
          sha,
          environment,
          repository_url: 'https://api.github.com/repos/acme/agents',
        })),
      };
    },
    listDeploymentStatuses: async ({ deployment_id }: { deployment_id: number }) => {
      const found = deployments === 'refused' ? undefined : deployments[deployment_id - 1];
      return { data: found ? [{ state: found.state }] : [] };
    },
  };
  const session = {
    usable: true,
    run: { owner: 'acme', repo: 'agents' },
    client: { rest: { repos } },
    report: (_error: unknown, doing: string) => reported.push(doing),
    warnOnce: (message: string) => warned.push(message),
  } as unknown as GitHubSession;
  return { session, environment: () => 'production-support', reported, warned };
}

const event = { commit: C, source: 'event' as const, detail: 'the commit before the push' };

describe('findBase', () => {
  it('takes the base input over everything else', async () => {
    const finders: BaseFinders = { input: 'origin/main', controlPlane: controlPlane(), event };
    expect(await findBase(AGENT, finders)).toEqual({
      commit: 'origin/main',
      source: 'input',
      detail: '"origin/main"',
    });
  });

  it('takes the commit of the active revision, and stops at "nothing is live"', async () => {
    const live = await findBase(AGENT, {
      controlPlane: controlPlane({ active: REVISION_ID, sha: A }),
      event,
    });
    expect(live).toEqual({
      commit: A,
      source: 'control-plane',
      detail: `active revision ${REVISION_ID} of deployment "prod-support"`,
    });
    expect(await findBase(AGENT, { controlPlane: controlPlane(), event })).toEqual({
      source: 'control-plane',
      detail: 'no deployment is named "prod-support"',
    });
    expect(await findBase(AGENT, { controlPlane: controlPlane({ active: null }), event })).toEqual({
      source: 'control-plane',
      detail: 'deployment "prod-support" has no active revision',
    });
  });

  it('goes on past a deployment list cut short before the name, and takes a match found before a cut with one warning', async () => {
    warned = [];
    expect(
      await findBase(AGENT, { controlPlane: cutControlPlane('prod-support-2'), event }),
    ).toEqual({
      commit: C,
      source: 'event',
      detail:
        'the control plane\'s deployment list was cut short before any deployment named "prod-support"; the commit before the push',
    });
    expect(warned).toEqual([]);
    const found = await findBase(AGENT, { controlPlane: cutControlPlane('prod-support'), event });
    expect(found).toMatchObject({ commit: A, source: 'control-plane' });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('prod-support');
  });

  it('goes on past a revision that names no commit (or not a full one) to GitHub, then the event', async () => {
    const noCommit = controlPlane({ active: REVISION_ID, sha: null });
    const notFull = controlPlane({ active: REVISION_ID, sha: 'main' });
    const viaGitHub = await findBase(AGENT, {
      controlPlane: noCommit,
      github: github([{ sha: B, state: 'success' }]),
      event,
    });
    expect(viaGitHub).toEqual({
      commit: B,
      source: 'github-deployment',
      detail: 'GitHub deployment 1 of environment "production-support"',
    });
    expect(await findBase(AGENT, { controlPlane: notFull, event })).toEqual({
      commit: C,
      source: 'event',
      detail:
        'the active revision of deployment "prod-support" names no commit (not a sourcehost deploy); the commit before the push',
    });
  });

  it('takes the newest GitHub deployment whose latest status is success', async () => {
    const finders = {
      github: github([
        { sha: C, state: 'failure' },
        { sha: B, state: 'in_progress' },
        { sha: 'not-a-commit', state: 'success' },
        { sha: A, state: 'success' },
      ]),
      event,
    };
    expect(await findBase(AGENT, finders)).toMatchObject({
      commit: A,
      source: 'github-deployment',
    });
  });

  it('marks the agent changed when GitHub shows nothing live, or cannot be read', async () => {
    const none = await findBase(AGENT, { github: github([{ sha: A, state: 'inactive' }]), event });
    expect(none).toEqual({
      source: 'github-deployment',
      detail:
        'no successful GitHub deployment of environment "production-support" among its newest 1',
    });
    const refused = github('refused');
    expect(await findBase(AGENT, { github: refused, event })).toEqual({
      source: 'github-deployment',
      detail: 'the GitHub deployments of environment "production-support" could not be read',
    });
    expect(refused.reported).toEqual([
      'Could not read the deployments of GitHub environment "production-support"',
    ]);
  });

  it('marks the agent changed when GitHub answers about another environment', async () => {
    const other = github([
      { sha: A, state: 'success', environment: 'production-support' },
      { sha: B, state: 'success', environment: 'production-supportx' },
    ]);
    expect(await findBase(AGENT, { github: other, event })).toEqual({
      source: 'github-deployment',
      detail:
        'GitHub\'s answer for environment "production-support" was about environment "production-supportx", and is ignored',
    });
    expect(other.warned).toHaveLength(1);
  });

  it('says there is no base when nothing else does', async () => {
    expect(await findBase(AGENT, {})).toEqual({
      source: 'none',
      detail: 'no base: nothing says what is live',
    });
  });
});

describe('eventBase', () => {
  const source = (eventName: string, payload: Record<string, unknown>) =>
    ({ eventName, payload }) as unknown as RunSource;

  it.each([
    ['push', { before: A }, { commit: A, source: 'event', detail: 'the commit before the push' }],
    [
      'push',
      { before: '0'.repeat(40) },
      { source: 'none', detail: 'no base: the push has no commit before it (a new branch)' },
    ],
    [
      'pull_request',
      { pull_request: { base: { sha: B } } },
      { commit: B, source: 'event', detail: 'the pull request’s base commit' },
    ],
    [
      'pull_request_target',
      { pull_request: { base: { sha: '--upload-pack=x' } } },
      { source: 'none', detail: 'no base: the pull request names no base commit' },
    ],
    [
      'merge_group',
      { merge_group: { base_sha: C } },
      { commit: C, source: 'event', detail: 'the merge group’s base commit' },
    ],
    ['schedule', {}, { source: 'none', detail: 'no base: a schedule event has no base commit' }],
  ])('%s %j', (eventName, payload, expected) => {
    expect(eventBase(source(eventName, payload))).toEqual(expected);
  });
});
