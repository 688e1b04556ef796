import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { fakeDocker } from '../../support/fake-docker.ts';
import { GitRepository, git } from '../../support/git-repository.ts';
import { writeMonorepo } from '../changes/run-changes.ts';
import { ENGINES_FLOOR, NODE_22 } from './packed-cli.ts';
import { everythingWritten, runPackedCli } from './run-packed-cli.ts';

/*
 * The packed command line in a GitLab-like job: `changes` from git alone in a shallow clone
 * (GitLab clones 20 commits deep by default, and a merge request's base is often further
 * back), its base from GitLab's own variables; a sweep with no GitHub to ask; and the
 * registry's login and logout, two commands of one job that share a state file.
 */
const emulator = useEmulator();
const repos: Array<{ delete(): void }> = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

/** A monorepo whose next commit changes the research agent's library, cloned one commit deep. */
function shallowCloneOfAChange() {
  const repo = GitRepository.create();
  const base = writeMonorepo(repo).commit('agents');
  repo.write({ 'libs/search/index.py': 'def search(): return []\n' }).commit('search');
  const bare = repo.bare();
  const clone = GitRepository.clone(bare, { depth: 1 });
  repos.push(repo, clone, { delete: () => GitRepository.removeDirectory(bare) });
  return { clone, base };
}

const GITLAB = { CI: 'true', GITLAB_CI: 'true' };

describe('agent-deploy changes in a GitLab job', () => {
  it.each([
    ['a push: CI_COMMIT_BEFORE_SHA', 'CI_COMMIT_BEFORE_SHA'],
    ['a merge request: CI_MERGE_REQUEST_DIFF_BASE_SHA', 'CI_MERGE_REQUEST_DIFF_BASE_SHA'],
  ])(
    'on %s, fetches the base a shallow clone lacks, and marks only the agent changed',
    async (_what, variable) => {
      const { clone, base } = shallowCloneOfAChange();
      expect(() => git(clone.dir, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
      const run = await runPackedCli(['changes'], {
        cwd: clone.dir,
        env: { ...GITLAB, CI_PROJECT_DIR: clone.dir, [variable]: base },
      });

      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.outputs).toMatchObject({ result: 'compared', changed: '1' });
      const matrix = JSON.parse(run.outputs.matrix ?? '');
      expect(matrix.include.map((agent: { name: string }) => agent.name)).toEqual(['research']);
      const agents = JSON.parse(run.outputs.agents ?? '');
      expect(agents.find((agent: { name: string }) => agent.name === 'research')).toMatchObject({
        changed: true,
        'base-source': 'event',
        base,
      });
      expect(run.stderr).not.toContain('warning');
    },
  );

  it(`compares on Node ${ENGINES_FLOOR} too`, async () => {
    const { clone, base } = shallowCloneOfAChange();
    const run = await runPackedCli(['changes'], {
      cwd: clone.dir,
      node: NODE_22,
      env: { ...GITLAB, CI_COMMIT_BEFORE_SHA: base },
    });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.matrix ?? '').include).toHaveLength(1);
  });

  it('marks every agent changed, and says to clone deeper, when the base cannot be fetched', async () => {
    const { clone, base } = shallowCloneOfAChange();
    git(clone.dir, 'remote', 'set-url', 'origin', '/nowhere');
    const run = await runPackedCli(['changes'], {
      cwd: clone.dir,
      env: { ...GITLAB, CI_COMMIT_BEFORE_SHA: base },
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.changed).toBe('3');
    expect(run.stderr).toContain(
      `warning: The base commit ${base} is not in this clone and could not be fetched from origin`,
    );
    expect(run.stderr).toContain('GIT_DEPTH: 0 on GitLab');
  });
});

describe('agent-deploy sweep in a GitLab job', () => {
  it('asks no GitHub, and deletes only the previews idle longer than --max-idle', async () => {
    const emu = emulator();
    const day = 86_400_000;
    const idle = emu.seedDeployment({ name: 'agent-mr-4', ageMs: 30 * day });
    emu.seedDeployment({ name: 'agent-mr-5', ageMs: 2 * day });
    const run = await runPackedCli(
      ['sweep', '--base-url', emu.url, '--name-pattern', 'agent-mr-{number}', '--max-idle', '14d'],
      { env: { ...GITLAB, LANGSMITH_API_KEY: API_KEY } },
    );

    expect(run.exitCode, run.stderr).toBe(0);
    expect(emu.deletedDeployments.map((gone) => gone.id)).toEqual([idle.id]);
    expect(run.outputs).toMatchObject({ deleted: '["agent-mr-4"]', deleted_count: '1', kept: '1' });
    expect(run.stderr).toContain(
      'agent-mr-5: kept, no GITHUB_TOKEN or --github-token-file FILE to ask about its pull request, not idle longer than 14d.',
    );
  });
});

describe('agent-deploy registry login, then logout, in one job', () => {
  it('logs docker in with the token on standard input only, and the logout finds the host it saved', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const stateFile = join(mkdtempSync(join(tmpdir(), 'cli-state-')), 'state.json');
    const env = { ...GITLAB, ...docker.env, LANGSMITH_API_KEY: API_KEY };
    const flags = ['--base-url', emu.url, '--state-file', stateFile];
    const login = await runPackedCli(
      ['registry', 'login', ...flags, '--deployment-name', 'image-agent', '--create-if-missing'],
      { env },
    );

    expect(login.exitCode, login.stderr).toBe(0);
    const host = 'registry.emulator.test';
    expect(login.outputs).toMatchObject({
      created: 'true',
      image: expect.stringMatching(`^${host}/.+/image-agent$`),
    });
    const token = docker.calls()[0]?.stdin as string;
    expect(token).toMatch(/^emu-push-/);
    expect(docker.calls()[0]?.env).not.toContain(API_KEY);
    expect(everythingWritten(login)).not.toContain(token);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toEqual({ 'registry-host': host });

    const logout = await runPackedCli(['registry', 'logout', '--state-file', stateFile], { env });
    expect(logout.exitCode).toBe(0);
    expect(docker.calls().at(-1)?.argv).toEqual(['logout', host]);
    expect(logout.stderr).toContain(`Logged out of ${host}.`);
    const again = await runPackedCli(['registry', 'logout', '--state-file', stateFile], { env });
    expect(again.stderr).toContain('No registry login to undo');
  });
});
