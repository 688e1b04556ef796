// The sub-actions at work: which agents of a monorepo a push changes, the sweep of previews
// whose pull requests are closed, and the delete a closed pull request's job runs.
import { writeFileSync } from 'node:fs';
import { startFakeGitHub } from '../../test/support/fake-github.ts';
import { agentConfig, GitRepository } from '../../test/support/git-repository.ts';
import type { Scene } from './stage.ts';

const changes: Scene = {
  title: 'changes/: the agents of a monorepo that a push changes',
  async play(stage) {
    // A tiny monorepo in a temporary folder: two agents, each naming a shared library. The push
    // changes the library `support` names, a test `research` leaves out, and the README.
    const repo = GitRepository.create('agent-deploy-demo-monorepo-');
    stage.wrote(repo.dir);
    repo.write({
      'README.md': '# Agents\n',
      'libs/common/util.py': 'def util(): pass\n',
      'libs/search/index.py': 'def search(): pass\n',
      'agents/support/langgraph.json': agentConfig(['.', '../../libs/common']),
      'agents/support/agent.py': 'graph = 1\n',
      'agents/research/langgraph.json': agentConfig(['.', '../../libs/search']),
      'agents/research/agent.py': 'graph = 2\n',
      'agents/research/.dockerignore': 'tests/\n',
      'agents/research/tests/test_agent.py': 'def test(): pass\n',
    });
    const base = repo.commit('two agents');
    repo.write({
      'README.md': '# Agents, and how to run them\n',
      'libs/common/util.py': 'def util(): return 1\n',
      'agents/research/tests/test_agent.py': 'def test(): assert True\n',
    });
    repo.commit('a shared library, a test and the README changed');
    const event = stage.wrote(`${repo.dir}-event.json`);
    writeFileSync(event, '{}');
    const run = await stage.run(
      'changes',
      { base },
      { env: { GITHUB_WORKSPACE: repo.dir, GITHUB_EVENT_PATH: event, GITHUB_EVENT_NAME: 'push' } },
    );
    const matrix = JSON.parse(run.outputs.matrix ?? '{"include":[]}') as {
      include: Array<{ name: string }>;
    };
    const names = matrix.include.map((entry) => entry.name).join(', ');
    return [
      stage.check(`exit code ${run.exitCode}, changed: ${names}`, run.exitCode === 0),
      stage.check('only support changed, as it should', names === 'support'),
    ];
  },
};

const sweep: Scene = {
  title: 'sweep/: delete the previews whose pull requests are closed',
  async play(stage) {
    // Three previews; GitHub (a loopback stand-in, real Octokit) says #41 is closed, #42 open
    // and #43 merged.
    const github = await startFakeGitHub();
    try {
      const states = { 41: 'closed', 42: 'open', 43: 'merged' } as const;
      for (const [number, state] of Object.entries(states)) {
        stage.emulator.seedDeployment({ name: `agent-pr-${number}` });
        github.addPullRequest(Number(number), state);
      }
      const before = stage.emulator.deletedDeployments.length;
      const run = await stage.run(
        'sweep',
        { ...stage.connection, 'name-pattern': 'agent-pr-{number}' },
        {
          env: {
            GITHUB_API_URL: github.url,
            GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
            GITHUB_EVENT_NAME: 'schedule',
          },
        },
      );
      const deleted = stage.emulator.deletedDeployments.slice(before).map((gone) => gone.name);
      return [
        stage.check(
          `exit code ${run.exitCode}, deleted: ${deleted.join(', ')}`,
          run.exitCode === 0,
        ),
        stage.check(
          'the previews of #41 and #43 are gone, #42 is kept',
          deleted.sort().join(' ') === 'agent-pr-41 agent-pr-43',
        ),
      ];
    } finally {
      await github.close();
    }
  },
};

const deletePreview: Scene = {
  title: 'delete/: a pull request closed, its preview goes',
  async play(stage) {
    const run = await stage.run('delete', {
      ...stage.connection,
      'deployment-name': 'support-agent-preview',
      'delete-tracing-project': 'true',
    });
    const gone = stage.emulator.deletedDeployments.some(
      (deployment) => deployment.name === 'support-agent-preview',
    );
    return [stage.check(`exit code ${run.exitCode}, deleted: ${run.outputs.deleted}`, gone)];
  },
};

export const SUB_ACTION_SCENES: Scene[] = [changes, sweep, deletePreview];
