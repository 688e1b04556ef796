import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { JOB_TOKEN } from '../../../scripts/runner/action-manifest.ts';
import { useEmulator } from '../../support/emulator.ts';
import { type FakeGitHub, startFakeGitHub } from '../../support/fake-github.ts';
import { GitRepository } from '../../support/git-repository.ts';
import { changedNames, runChanges, TEST_API_KEY, writeMonorepo } from './run-changes.ts';

/*
 * Each agent's base is what is live for it: the commit of its deployment's active revision in
 * the control plane (the emulator), or of the latest successful GitHub deployment of its
 * environment (the real Octokit against the fake GitHub), before the event's own base.
 */

let emu: Emulator;
let github: FakeGitHub;
const repos: GitRepository[] = [];

const emulator = useEmulator({ apiKeys: [TEST_API_KEY] });
beforeAll(async () => {
  emu = emulator();
  github = await startFakeGitHub();
});
afterAll(async () => {
  await github.close();
});
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
  github.reset();
});

/**
 * The monorepo with two commits after the first: `support` changed in the second, `research`
 * in the third. Returns the three commits.
 */
function history() {
  const repo = GitRepository.create();
  repos.push(repo);
  const first = writeMonorepo(repo).commit('agents');
  const second = repo.write({ 'agents/support/agent.py': 'graph = 10\n' }).commit('support');
  const third = repo.write({ 'agents/research/agent.py': 'graph = 30\n' }).commit('research');
  return { repo, first, second, third };
}

/** A deployment named `name` (in a fresh workspace of the emulator) whose active revision is of `commit`. */
function deployed(tenantId: string, name: string, commit?: string) {
  return emu.seedDeployment({
    name,
    tenantId,
    source_revision_config: {
      repo_ref: 'main',
      agent_config_path: 'langgraph.json',
      ...(commit && { repo_commit_sha: commit }),
    },
  });
}

const connection = (tenantId: string) => ({
  'base-url': emu.url,
  'api-key': TEST_API_KEY,
  'tenant-id': tenantId,
});

describe('changes: the base from the control plane', () => {
  it('is the commit of each deployment’s active revision', async () => {
    const { repo, first, second, third } = history();
    const tenant = randomUUID();
    deployed(tenant, 'prod-support', first);
    deployed(tenant, 'prod-research', third);
    deployed(tenant, 'prod-billing', second);

    const run = await runChanges(
      repo,
      { ...connection(tenant), 'deployment-name': 'prod-{name}' },
      { event: { before: second } },
    );

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['support']);
    expect(run.agents.map((agent) => [agent.name, agent.base, agent['base-source']])).toEqual([
      ['billing', second, 'control-plane'],
      ['research', third, 'control-plane'],
      ['support', first, 'control-plane'],
    ]);
    expect(run.matrix.include[0]?.['deployment-name']).toBe('prod-support');
    expect(run.summary).toMatch(
      /the control plane: active revision [0-9a-f-]{36} of deployment "prod-support"/,
    );
  });

  it('marks an agent with no deployment, and goes on to the event for a revision that names no commit', async () => {
    const { repo, second, third } = history();
    const tenant = randomUUID();
    deployed(tenant, 'support', third);
    emu.seedDeployment({
      name: 'research',
      tenantId: tenant,
      source: 'internal_source',
      source_revision_config: {},
    });

    const run = await runChanges(repo, connection(tenant), { event: { before: second } });

    expect(changedNames(run)).toEqual(['billing', 'research']);
    const byName = Object.fromEntries(run.agents.map((agent) => [agent.name, agent]));
    expect(byName.billing).toMatchObject({
      reason: 'no deployment is named "billing"',
      base: null,
    });
    expect(byName.research).toMatchObject({ base: second, 'base-source': 'event' });
    expect(byName.support).toMatchObject({ changed: false, base: third });
    expect(run.summary).toContain('the active revision of deployment "research" names no commit');
  });

  it('reports an error from the service with its detail, and writes no matrix', async () => {
    const { repo } = history();
    const tenant = randomUUID();
    emu.addFault({
      path: '/v2/deployments',
      status: 403,
      body: { detail: 'Deployments are not enabled for this organization.' },
    });

    const run = await runChanges(repo, connection(tenant));

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Deployments are not enabled for this organization.');
    expect(run.outputs.matrix).toBeUndefined();
  });
});

describe('changes: the base from GitHub deployments', () => {
  const env = () => ({
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
  });

  it('is the commit of the newest deployment whose latest status is success', async () => {
    const { repo, first, second, third } = history();
    github.addDeployment('production-support', ['success'], first);
    github.addDeployment('production-support', ['in_progress', 'failure'], third);
    github.addDeployment('production-research', ['success'], third);
    github.addDeployment('production-billing', ['success', 'inactive'], first);
    github.addDeployment('production-billing', ['success'], second);

    const run = await runChanges(repo, { environment: 'production-{name}' }, { env: env() });

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['support']);
    expect(run.agents.map((agent) => [agent.name, agent.base, agent['base-source']])).toEqual([
      ['billing', second, 'github-deployment'],
      ['research', third, 'github-deployment'],
      ['support', first, 'github-deployment'],
    ]);
    const lists = github.requestsTo('list-deployments');
    expect(
      lists
        .map((request) => new URL(request.url, github.url).searchParams.get('environment'))
        .sort(),
    ).toEqual(['production-billing', 'production-research', 'production-support']);
    expect(lists.every((request) => request.authorization === `token ${JOB_TOKEN}`)).toBe(true);
  });

  it('marks an agent whose environment has no successful deployment', async () => {
    const { repo, third } = history();
    github.addDeployment('production-support', ['failure'], third);

    const run = await runChanges(repo, { environment: 'production-{name}' }, { env: env() });

    expect(changedNames(run)).toEqual(['billing', 'research', 'support']);
    expect(run.agents.find((agent) => agent.name === 'support')?.reason).toBe(
      'no successful GitHub deployment of environment "production-support" among its newest 1',
    );
  });

  it('marks every agent, with one warning naming the permission, when GitHub refuses the token', async () => {
    const { repo } = history();
    github.fail('list-deployments', 'missing-permission');

    const run = await runChanges(repo, { environment: 'production-{name}' }, { env: env() });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.changed).toBe('3');
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('deployments');
    expect(github.requestsTo('list-deployments')).toHaveLength(1);
  });
});

describe('changes: a GitHub answer about another environment', () => {
  /**
   * A GitHub that answers every environment's deployments with one of `staging-somethingelse`,
   * live at `commit`, as a hostile or mistaken server would.
   */
  async function answeringAboutAnother(commit: string) {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      asked.push(url.pathname + url.search);
      const body = url.pathname.endsWith('/statuses')
        ? [{ id: 2, state: 'success' }]
        : [
            {
              id: 1,
              sha: commit,
              ref: 'main',
              task: 'deploy',
              environment: 'staging-somethingelse',
              repository_url: 'https://api.github.com/repos/octo-org/agents',
            },
          ];
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      asked,
      close: () => new Promise((closed) => server.close(closed)),
    };
  }

  it('is ignored: every agent is changed, with one warning naming the other environment', async () => {
    const { repo, third } = history();
    const hostile = await answeringAboutAnother(third);
    try {
      const run = await runChanges(
        repo,
        { environment: 'staging-{name}' },
        { env: { GITHUB_API_URL: hostile.url, GITHUB_REPOSITORY: 'octo-org/agents' } },
      );

      expect(run.exitCode).toBe(0);
      expect(changedNames(run)).toEqual(['billing', 'research', 'support']);
      expect(run.agents.find((agent) => agent.name === 'support')).toMatchObject({
        base: null,
        'base-source': 'github-deployment',
        reason:
          'GitHub\'s answer for environment "staging-support" was about environment "staging-somethingelse", and is ignored',
      });
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        'GitHub\'s answer is about environment "staging-somethingelse", not about that environment of octo-org/agents.',
      );
      expect(hostile.asked.some((path) => path.includes('/statuses'))).toBe(false);
    } finally {
      await hostile.close();
    }
  });
});
