import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { showInvisible } from '../../../src/common/visible-text.ts';
import { agentConfig, GitRepository, git } from '../../support/git-repository.ts';
import { changedNames, runChanges, writeMonorepo } from './run-changes.ts';

/*
 * The bundled changes action, run as the runner runs it, over real git repositories: which
 * agents a commit changes, judged by what a deploy of each would pack.
 */

const repos: Array<{ delete(): void }> = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

/** The monorepo committed once; returns the repository and that first commit. */
function monorepo(): { repo: GitRepository; base: string } {
  const repo = GitRepository.create();
  repos.push(repo);
  return { repo, base: writeMonorepo(repo).commit('agents') };
}

const reasonOf = (run: Awaited<ReturnType<typeof runChanges>>, name: string) =>
  run.agents.find((agent) => agent.name === name)?.reason;

describe('changes: what a commit changes', () => {
  it('a change in a shared library marks exactly the agents that name it', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'libs/common/util.py': 'def util(): return 1\n' }).commit();

    const run = await runChanges(repo, { base });

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['billing', 'support']);
    expect(run.outputs.changed).toBe('2');
    expect(run.matrix.include[0]).toEqual({
      name: 'billing',
      'deployment-name': 'billing',
      config: 'langgraph.json',
      directory: 'agents/billing',
      reason: 'a packed file differs: libs/common/util.py (modified)',
    });
    expect(run.agents.map((agent) => [agent.name, agent.changed, agent['base-source']])).toEqual([
      ['billing', true, 'input'],
      ['research', false, 'input'],
      ['support', true, 'input'],
    ]);
    expect(run.summary).toContain('### 🔎 Changed agents: 2 of 3');
    expect(run.summary).toContain(
      '| support (`agents/support`) | ✅ yes | `libs/common/util.py` (modified) |',
    );
    expect(run.stdout).toContain('2 of 3 agents changed: billing, support.');
  });

  it('a file the packer leaves out marks nothing: a .dockerignored test, a git-ignored log, the docs', async () => {
    const { repo, base } = monorepo();
    repo
      .write({
        'agents/support/tests/test_agent.py': 'def test(): assert True\n',
        'agents/billing/debug.log': 'trace\n',
        'agents/research/.env': 'TOKEN=1\n',
        'agents/research/node_modules/pkg/index.js': 'x\n',
        'docs/guide.md': 'How to, again\n',
        'README.md': '# Agents, all of them\n',
      })
      .commit();

    const run = await runChanges(repo, { base });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.changed).toBe('0');
    expect(run.matrix).toEqual({ include: [] });
    expect(reasonOf(run, 'support')).toBe('no packed file differs');
  });

  it('a rename out of an agent, a mode change and a deleted file each mark their agent', async () => {
    const { repo, base } = monorepo();
    repo
      .write({ 'agents/support/helpers.py': 'x = 1\n', 'agents/research/run.sh': 'echo\n' })
      .commit();
    const before = repo.head();
    repo.move('agents/support/helpers.py', 'docs/helpers.py');
    repo.executable('agents/research/run.sh');
    repo.remove('agents/billing/agent.py');
    repo.commit();

    const run = await runChanges(repo, { base: before });

    expect(changedNames(run)).toEqual(['billing', 'research', 'support']);
    expect(reasonOf(run, 'support')).toBe(
      'a packed file differs: agents/support/helpers.py (renamed to docs/helpers.py)',
    );
    expect(reasonOf(run, 'research')).toBe(
      'a packed file differs: agents/research/run.sh (mode changed)',
    );
    expect(reasonOf(run, 'billing')).toBe(
      'a packed file differs: agents/billing/agent.py (deleted)',
    );
    expect(base).not.toBe(before);
  });

  it('a new agent has no base to compare with; a removed one is listed for a clean-up job', async () => {
    const { repo, base } = monorepo();
    repo
      .write({
        'agents/triage/langgraph.json': agentConfig(),
        'agents/triage/agent.py': 'graph = 4\n',
      })
      .remove('agents/research')
      .commit();

    const run = await runChanges(repo, { base });

    expect(changedNames(run)).toEqual(['triage']);
    expect(reasonOf(run, 'triage')).toBe('new: the base commit has no agent config here');
    expect(run.removed).toEqual([
      {
        name: 'research',
        'deployment-name': 'research',
        config: 'langgraph.json',
        directory: 'agents/research',
        base,
      },
    ]);
    expect(run.summary).toContain(
      '**Removed:** 1 agent config(s) a base had and the head has not.',
    );
  });

  it('a change to an ignore file above an agent counts only when it changes what is packed', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'agents/billing/notes.txt': 'keep\n' }).commit();
    const before = repo.head();
    repo.write({ '.gitignore': '*.log\nnotes.txt\nagents/research/**/*.tmp\n' }).commit();

    const run = await runChanges(repo, { base: before });

    expect(changedNames(run)).toEqual(['billing']);
    expect(reasonOf(run, 'billing')).toBe(
      'ignore rules changed (.gitignore); a packed file differs: agents/billing/notes.txt (no longer packed)',
    );
    expect(reasonOf(run, 'research')).toBe(
      'ignore rules changed (.gitignore), but not what is packed',
    );
    expect(base).not.toBe(before);
  });
});

describe('changes: where the base comes from', () => {
  it('the push event: the commit before the push', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'agents/research/agent.py': 'graph = 30\n' }).commit();

    const run = await runChanges(repo, {}, { event: { before: base, after: repo.head() } });

    expect(changedNames(run)).toEqual(['research']);
    expect(run.agents[0]).toMatchObject({ base, 'base-source': 'event' });
    expect(run.summary).toContain('the event: the commit before the push');
  });

  it('an event file that is empty reads as no event: the base input still decides', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'agents/research/agent.py': 'graph = 31\n' }).commit();

    const run = await runChanges(repo, { base }, { eventText: '' });

    expect(run.exitCode).toBe(0);
    expect(run.stdout).not.toContain('SyntaxError');
    expect(changedNames(run)).toEqual(['research']);
  });

  it('none: a manual run with nothing to say what is live marks every agent', async () => {
    const { repo } = monorepo();

    const run = await runChanges(repo, {}, { eventName: 'workflow_dispatch' });

    expect(changedNames(run)).toEqual(['billing', 'research', 'support']);
    expect(reasonOf(run, 'billing')).toBe('no base: a workflow_dispatch event has no base commit');
  });

  it('all: true marks every agent whatever its base', async () => {
    const { repo, base } = monorepo();

    const run = await runChanges(repo, { all: 'true', base });

    expect(run.outputs.changed).toBe('3');
    expect(reasonOf(run, 'research')).toBe('every agent was asked for (all: true)');
  });
});

describe('changes: a shallow clone', () => {
  it('fetches the base it lacks, and compares with it', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'libs/search/index.py': 'def search(): return []\n' }).commit();
    const bare = repo.bare();
    const clone = GitRepository.clone(bare, { depth: 1 });
    repos.push(clone, { delete: () => GitRepository.removeDirectory(bare) });
    expect(() => git(clone.dir, 'cat-file', '-e', `${base}^{commit}`)).toThrow();

    const run = await runChanges(clone, {}, { event: { before: base } });

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['research']);
    expect(run.stdout).not.toContain('::warning');
  });

  it('marks the agents changed, with a warning to fetch the history, when the base cannot be fetched', async () => {
    const { repo, base } = monorepo();
    repo.write({ 'libs/search/index.py': 'def search(): return []\n' }).commit();
    const bare = repo.bare();
    const clone = GitRepository.clone(bare, { depth: 1 });
    repos.push(clone);
    GitRepository.removeDirectory(bare);

    const run = await runChanges(clone, {}, { event: { before: base } });

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['billing', 'research', 'support']);
    expect(reasonOf(run, 'billing')).toBe(
      `its base commit ${base.slice(0, 12)} is not in the clone and could not be fetched`,
    );
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `The base commit ${base} is not in this clone and could not be fetched from origin`,
    );
    expect(warnings[0]).toContain('fetch-depth: 0');
    // git's own words, as the line that says why, and said to be git's.
    expect(warnings[0]).toMatch(
      new RegExp(
        `could not be fetched from origin \\(\`git fetch --depth=1 origin ${base}\` failed; git said: "fatal: '[^']+' does not appear to be a git repository"\\)\\.`,
      ),
    );
  });
});

describe('changes: paths are data', () => {
  it('a file name that looks like a workflow command or markup is written as text', async () => {
    const { repo, base } = monorepo();
    repo
      .write({
        'agents/support/x\n::error::forged.py': 'x\n',
        'agents/billing/<b>`|bold|`</b>.py': 'x\n',
      })
      .commit();

    const run = await runChanges(repo, { base });

    expect(run.exitCode).toBe(0);
    expect(changedNames(run)).toEqual(['billing', 'support']);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([]);
    expect(reasonOf(run, 'support')).toBe(
      'a packed file differs: agents/support/x ::error::forged.py (added)',
    );
    expect(run.summary).toContain('`agents/billing/<b>ˋ\\|bold\\|ˋ</b>.py` (added)');
  });

  it.each([
    ['a command substitution', 'agents/$(reboot)', '"$"'],
    ['backticks', 'agents/`reboot`', '"`"'],
    ['an escaped line break with a workflow command', 'agents/x\\n::error::forged', '"\\\\"'],
    ['a raw line break', 'agents/x\n::error::forged', 'spaces or control characters'],
    ['a raw right-to-left override', 'agents/support\u202eevil', 'spaces or control characters'],
  ])(
    'an agent directory with %s is refused with one error naming it, and no matrix',
    async (_, dir, what) => {
      const { repo, base } = monorepo();
      repo
        .write({ [`${dir}/langgraph.json`]: agentConfig(), [`${dir}/agent.py`]: 'graph = 9\n' })
        .commit();

      const run = await runChanges(repo, { base });

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toEqual({ result: 'failed' });
      expect(run.stdout.split('\n').filter((line) => line.startsWith('::error'))).toHaveLength(1);
      const message = failureMessage(run);
      expect(message).toContain(
        `cannot be deployed safely: its directory "${showInvisible(dir)}" holds ${what}`,
      );
      expect(message).toContain('Rename it, or leave it out of agents with a "!" pattern.');
    },
  );

  it('a workspace that is no checkout fails with one message saying so', async () => {
    const repo = GitRepository.create();
    repos.push(repo);
    GitRepository.removeDirectory(`${repo.dir}/.git`);

    const run = await runChanges(repo);

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^The workspace .* is not a git checkout with a commit checked out \(git: fatal: not a git repository/,
    );
  });
});

describe('changes: refusals', () => {
  it('two agents that map to one deployment name', async () => {
    const { repo, base } = monorepo();
    repo
      .write({ 'legacy/support/langgraph.json': agentConfig(), 'legacy/support/agent.py': 'x\n' })
      .commit();

    const run = await runChanges(repo, { base });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'Input "deployment-name": the agents in "agents/support" and "legacy/support" both map to the deployment "support"; each agent needs its own. Rename a directory, or leave one out of agents with a "!" pattern.',
    );
    expect(run.outputs).toEqual({ result: 'failed' });
  });

  it('a template without {name}, and a pattern that finds nothing', async () => {
    const { repo, base } = monorepo();

    const template = await runChanges(repo, { base, 'deployment-name': 'prod-agent' });
    const pattern = await runChanges(repo, {
      base,
      agents: 'agents/*/langgraph.json\nservices/*/agent.json',
    });

    expect(failureMessage(template)).toMatch(
      /^Input "deployment-name": must hold \{name\}, which stands for each agent's name \(e\.g\. prod-\{name\}\)/,
    );
    expect(failureMessage(pattern)).toMatch(
      /^Input "agents": the pattern "services\/\*\/agent\.json" finds no agent config in commit [0-9a-f]{12} /,
    );
  });
});
