import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DetectOptions, detectChanges } from '../../src/changes/detect.ts';
import type { AgentBase } from '../../src/changes/live-base.ts';
import { noGitReaderLeft } from '../support/git-readers.ts';
import { agentConfig, GitRepository } from '../support/git-repository.ts';
import { longComparison } from '../support/long-comparison.ts';

/*
 * The decision, in-process, over real repositories: what a deploy of each agent would pack at
 * its base and at the head, judged with the packer's own rules at each commit.
 */

const repos: GitRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

function repository(files: Record<string, string>): { repo: GitRepository; base: string } {
  const repo = GitRepository.create();
  repos.push(repo);
  return { repo, base: repo.write(files).commit('first') };
}

async function detect(
  repo: GitRepository,
  base: string | undefined,
  options: Partial<DetectOptions> = {},
) {
  const warnings: string[] = [];
  const baseOf = async (): Promise<AgentBase> =>
    base ? { commit: base, source: 'input', detail: base } : { source: 'none', detail: 'no base' };
  const detection = await detectChanges({
    workspace: repo.dir,
    patterns: { include: ['**/langgraph.json'], exclude: [] },
    deploymentName: '{name}',
    warn: (message) => warnings.push(message),
    baseOf,
    ...options,
  });
  const verdicts = Object.fromEntries(
    detection.agents.map((agent) => [agent.name, agent.changed ? agent.reason : 'unchanged']),
  );
  return { detection, verdicts, warnings };
}

const AGENT = {
  'agent/langgraph.json': agentConfig(['.', '../lib']),
  'agent/agent.py': 'graph = 1\n',
  'lib/util.py': 'x = 1\n',
  'lib/README.md': 'the library\n',
};

describe('detectChanges', () => {
  it('judges each commit by its own config: a dependency added to the config changes the agent', async () => {
    const { repo, base } = repository({ ...AGENT, 'other/shared.py': 'y = 1\n' });
    repo.write({ 'agent/langgraph.json': agentConfig(['.', '../lib', '../other']) }).commit();
    expect((await detect(repo, base)).verdicts).toEqual({ agent: 'its agent config changed' });

    const next = repo.head();
    repo.write({ 'other/shared.py': 'y = 2\n' }).commit();
    expect((await detect(repo, next)).verdicts).toEqual({
      agent: 'a packed file differs: other/shared.py (modified)',
    });
  });

  it('a dependency’s own .dockerignore counts, and changing it counts only if the packed files change', async () => {
    const { repo, base } = repository({ ...AGENT, 'lib/.dockerignore': '*.md\n' });
    repo.write({ 'lib/README.md': 'the library, again\n' }).commit();
    expect((await detect(repo, base)).verdicts).toEqual({ agent: 'unchanged' });

    const next = repo.head();
    repo.write({ 'lib/.dockerignore': '*.md\n# a comment\n' }).commit();
    const { detection } = await detect(repo, next);
    // The .dockerignore is itself packed, so its own change is a change.
    expect(detection.agents[0]?.reason).toBe(
      'ignore rules changed (lib/.dockerignore); a packed file differs: lib/.dockerignore (modified)',
    );
  });

  it('an ignore file that leaves itself out still changes what is packed', async () => {
    const { repo, base } = repository({ ...AGENT, 'agent/.dockerignore': '.dockerignore\n' });
    repo.write({ 'agent/.dockerignore': '.dockerignore\n*.py\n' }).commit();

    expect((await detect(repo, base)).verdicts).toEqual({
      agent:
        'ignore rules changed (agent/.dockerignore); a packed file differs: agent/agent.py (no longer packed)',
    });
  });

  it('symlinks, .env files and always-left-out directories are never packed, so never a change', async () => {
    const { repo, base } = repository(AGENT);
    symlinkSync('agent.py', path.join(repo.dir, 'agent/alias.py'));
    repo
      .write({
        'agent/.env.production': 'TOKEN=1\n',
        'agent/__pycache__/agent.cpython-312.pyc': 'x',
        'lib/.venv/lib/site.py': 'x',
      })
      .commit();
    expect((await detect(repo, base)).verdicts).toEqual({ agent: 'unchanged' });

    const next = repo.head();
    repo.remove('agent/alias.py').write({ 'agent/alias.py': 'graph = 2\n' }).commit();
    expect((await detect(repo, next)).verdicts).toEqual({
      agent: 'a packed file differs: agent/alias.py (kind changed)',
    });
  });

  it('an agent config that cannot be read, or names a directory the commit lacks, is changed', async () => {
    const { repo } = repository({
      ...AGENT,
      'broken/langgraph.json': '{"dependencies": [',
      'stray/langgraph.json': agentConfig(['../nowhere']),
      'escape/langgraph.json': agentConfig(['../../..']),
    });
    const base = repo.head();
    repo.write({ 'README.md': 'x\n' }).commit();

    const { verdicts } = await detect(repo, base);
    expect(verdicts).toEqual({
      agent: 'unchanged',
      broken: 'cannot be judged: the agent config is not valid JSON',
      stray: 'cannot be judged: dependency "../nowhere" is not a directory of the commit',
      escape: expect.stringMatching(
        /^cannot be judged: dependency "\.\.\/\.\.\/\.\." leads out of the workspace/,
      ),
    });
  });

  it('a base that is the head changes nothing; a base named by a branch is shown as its commit', async () => {
    const { repo, base } = repository(AGENT);
    expect((await detect(repo, base)).verdicts).toEqual({ agent: 'unchanged' });
    expect((await detect(repo, base)).detection.agents[0]?.reason).toBe(
      'the base is the head commit',
    );

    repo.write({ 'agent/agent.py': 'graph = 2\n' }).commit();
    const { detection } = await detect(repo, 'main~1');
    expect(detection.agents[0]).toMatchObject({ changed: true, base: { commit: base } });
  });

  it('a base the clone does not know, by name, is a change with one warning', async () => {
    const { repo } = repository(AGENT);
    const { verdicts, warnings } = await detect(repo, 'origin/nowhere');
    expect(verdicts).toEqual({ agent: 'its base "origin/nowhere" is not in the clone' });
    expect(warnings).toEqual([
      'The base "origin/nowhere" is no commit this clone knows; the agents based on it are marked changed.',
    ]);
  });

  it('finds removed agents in every base it compared with, but not one whose deployment lives on', async () => {
    const { repo, base } = repository({
      ...AGENT,
      'old/langgraph.json': agentConfig(),
      'moved/langgraph.json': agentConfig(),
    });
    repo.remove('old').move('moved', 'apps/moved').commit();

    const { detection } = await detect(repo, base);
    expect(detection.removed.map((agent) => [agent.name, agent.config, agent.base])).toEqual([
      ['old', 'old/langgraph.json', base],
    ]);
  });

  it('matches patterns from the workspace, leaves out what "!" names and what packing never packs', async () => {
    const { repo, base } = repository({
      ...AGENT,
      'examples/demo/langgraph.json': agentConfig(),
      'agent/node_modules/pkg/langgraph.json': agentConfig(),
    });
    const { detection } = await detect(repo, base, {
      patterns: { include: ['**/langgraph.json'], exclude: ['examples/**'] },
    });
    expect(detection.agents.map((agent) => agent.config)).toEqual(['agent/langgraph.json']);
  });
});

describe('detectChanges: a stop', () => {
  it('ends a long comparison at its next time slice, with the signal’s reason', async () => {
    const { repo, base } = longComparison();
    repos.push(repo);
    const controller = new AbortController();
    const stop = new Error('stopped');
    const infos: string[] = [];
    const detection = detect(repo, base, {
      signal: controller.signal,
      info: (message) => {
        infos.push(message);
        // Into the comparison, which would take minutes: every path meets 20,000 rules.
        setTimeout(() => controller.abort(stop), 3000);
      },
    });
    await expect(detection).rejects.toBe(stop);
    expect(infos).toEqual([
      expect.stringMatching(/^Found 1 agent\(s\) in commit [0-9a-f]{12}; comparing/),
    ]);
  });
});

describe('detectChanges: removed agents a shell would act on', () => {
  it('leaves them out of removed, with one warning naming a deployment to delete by hand', async () => {
    const { repo, base } = repository({
      ...AGENT,
      'old/$(x)/langgraph.json': agentConfig(),
      'old/$(y)/langgraph.json': agentConfig(),
      'gone/langgraph.json': agentConfig(),
    });
    repo.remove('old', 'gone').commit();

    const { detection, warnings } = await detect(repo, base);
    expect(detection.removed.map((agent) => agent.config)).toEqual(['gone/langgraph.json']);
    expect(warnings).toEqual([
      '2 removed agent(s) are left out of the removed output, as a clean-up job would paste what it lists into its steps: its directory "old/$(x)" holds "$", which a shell would act on. Delete deployment "x" and the others by hand.',
    ]);
  });
});

describe('detectChanges: one git process', () => {
  it('ends its git process when the decision is made, and when a stop cuts it short', async () => {
    const { repo, base } = repository(AGENT);
    repo.write({ 'agent/agent.py': 'graph = 2\n' }).commit();
    expect((await detect(repo, base)).verdicts).toEqual({
      agent: 'a packed file differs: agent/agent.py (modified)',
    });
    await noGitReaderLeft();

    const controller = new AbortController();
    const stop = new Error('stopped');
    const detection = detect(repo, base, {
      signal: controller.signal,
      baseOf: async () => {
        controller.abort(stop);
        return { commit: base, source: 'input', detail: base };
      },
    });
    await expect(detection).rejects.toBe(stop);
    await noGitReaderLeft();
  });

  it('finds the agents of a workspace whose tree another directory of the commit has too', async () => {
    const { repo, base } = repository({
      'one/agent/langgraph.json': agentConfig(['.']),
      'one/agent/agent.py': 'graph = 1\n',
      'two/agent/langgraph.json': agentConfig(['.']),
      'two/agent/agent.py': 'graph = 2\n',
    });
    // Now one/ and two/ hold the same files: the same tree.
    repo.write({ 'two/agent/agent.py': 'graph = 1\n' }).commit();

    const detection = await detectChanges({
      workspace: path.join(repo.dir, 'two'),
      patterns: { include: ['**/langgraph.json'], exclude: [] },
      deploymentName: '{name}',
      warn: () => {},
      baseOf: async () => ({ commit: base, source: 'input', detail: base }),
    });
    expect(
      detection.agents.map(({ config, sourcePath, reason }) => ({ config, sourcePath, reason })),
    ).toEqual([
      {
        config: 'two/agent/langgraph.json',
        sourcePath: 'agent',
        reason: 'a packed file differs: two/agent/agent.py (modified)',
      },
    ]);
  });
});
