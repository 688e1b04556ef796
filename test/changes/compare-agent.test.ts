// src/changes/compare-agent.ts: an agent's packed paths that differ, put together from what each
// directory it packs changes (worked out once for every agent that packs it).
import { afterEach, describe, expect, it } from 'vitest';
import { detectChanges } from '../../src/changes/detect.ts';
import { agentConfig, GitRepository } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

async function agentsOf(repo: GitRepository, base: string) {
  const detection = await detectChanges({
    workspace: repo.dir,
    patterns: { include: ['**/langgraph.json'], exclude: [] },
    deploymentName: '{name}',
    warn: () => {},
    baseOf: async () => ({ commit: base, source: 'input', detail: base }),
  });
  return Object.fromEntries(detection.agents.map((agent) => [agent.name, agent]));
}

describe('compareAgent', () => {
  it('counts a file renamed from one packed directory into another once, as renamed from', async () => {
    const repo = GitRepository.create();
    repos.push(repo);
    const base = repo
      .write({
        'agents/both/langgraph.json': agentConfig(['.', '../../libs/a', '../../libs/b']),
        'agents/one/langgraph.json': agentConfig(['.', '../../libs/a']),
        'agents/other/langgraph.json': agentConfig(['.', '../../libs/b']),
        'libs/a/moved.py': 'moved = 1\n',
        'libs/a/stays.py': 'x = 1\n',
        'libs/b/stays.py': 'y = 1\n',
      })
      .commit();
    repo.move('libs/a/moved.py', 'libs/b/moved.py');
    repo.commit();

    const agents = await agentsOf(repo, base);

    expect(agents.both).toMatchObject({
      reason: 'a packed file differs: libs/b/moved.py (renamed from libs/a/moved.py)',
      pathCount: 1,
    });
    expect(agents.one?.reason).toBe(
      'a packed file differs: libs/a/moved.py (renamed to libs/b/moved.py)',
    );
    expect(agents.other?.reason).toBe(
      'a packed file differs: libs/b/moved.py (renamed from libs/a/moved.py)',
    );
  });

  it('keeps the first paths of every directory in the diff’s order, and counts them all', async () => {
    const repo = GitRepository.create();
    repos.push(repo);
    const base = repo
      .write({
        'agents/x/langgraph.json': agentConfig(['.', '../../libs/a', '../../libs/b']),
        'libs/a/keep.py': '1\n',
        'libs/b/keep.py': '1\n',
      })
      .commit();
    const files: Record<string, string> = {};
    for (let n = 0; n < 30; n++) {
      files[`libs/a/a${String(n).padStart(2, '0')}.py`] = `${n}\n`;
      files[`libs/b/b${String(n).padStart(2, '0')}.py`] = `${n}\n`;
    }
    files['agents/x/agent.py'] = 'graph = 1\n';
    repo.write(files).commit();

    const { x } = await agentsOf(repo, base);

    expect(x?.pathCount).toBe(61);
    expect(x?.paths.map((changed) => changed.path)).toEqual([
      'agents/x/agent.py',
      ...Array.from({ length: 19 }, (_, n) => `libs/a/a${String(n).padStart(2, '0')}.py`),
    ]);
    expect(x?.reason).toBe('61 packed files differ: agents/x/agent.py (added) and 60 more');
  });
});
