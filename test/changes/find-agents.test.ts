// src/changes/find-agents.ts: which files are agent configs, and what each agent is called.
import { describe, expect, it } from 'vitest';
import { BlobCache, CommitTree } from '../../src/changes/commit-tree.ts';
import { findAgentConfigs, nameAgents } from '../../src/changes/find-agents.ts';
import { Git } from '../../src/changes/git-commands.ts';
import { InputError } from '../../src/common/inputs.ts';

/** A commit's tree that holds these files (a path ending in `@` is a symlink). */
function tree(files: string[]): CommitTree {
  const entries = new Map(
    files.map((file) => [
      file.replace(/@$/, ''),
      { mode: file.endsWith('@') ? '120000' : '100644', oid: 'a'.repeat(40) },
    ]),
  );
  return new CommitTree('c'.repeat(40), '/repo', entries, new BlobCache(new Git('/repo')));
}

const ALL = { include: ['**/langgraph.json'], exclude: [] };
const naming = { template: 'prod-{name}', workspace: '', fallbackName: 'My Repo' };

describe('findAgentConfigs', () => {
  it('finds regular files the patterns match, never a symlink or one in a never-packed directory', () => {
    const found = findAgentConfigs(
      tree([
        'langgraph.json',
        'agents/a/langgraph.json',
        'agents/b/langgraph.json@',
        'agents/a/.venv/lib/langgraph.json',
        'web/node_modules/x/langgraph.json',
        'agents/a/agent.py',
      ]),
      ALL,
      '',
    );
    expect(found).toEqual(['agents/a/langgraph.json', 'langgraph.json']);
  });

  it('matches paths from the workspace when the workspace is a folder of the repository', () => {
    const files = ['app/agents/a/langgraph.json', 'other/agents/b/langgraph.json'];
    const patterns = { include: ['agents/*/langgraph.json'], exclude: [] };
    expect(findAgentConfigs(tree(files), patterns, 'app', true)).toEqual([
      'app/agents/a/langgraph.json',
    ]);
  });

  it('names the pattern that finds nothing', () => {
    const patterns = { include: ['agents/*/langgraph.json', 'services/*/agent.json'], exclude: [] };
    expect(() => findAgentConfigs(tree(['agents/a/langgraph.json']), patterns, '', true)).toThrow(
      /the pattern "services\/\*\/agent\.json" finds no agent config in commit cccccccccccc/,
    );
  });
});

describe('nameAgents', () => {
  it('names each agent after its directory in the accepted form, the top after the repository', () => {
    const agents = nameAgents(['agents/Support_Bot/langgraph.json', 'langgraph.json'], naming);
    expect(agents).toEqual([
      {
        config: 'agents/Support_Bot/langgraph.json',
        directory: 'agents/Support_Bot',
        name: 'support-bot',
        deploymentName: 'prod-support-bot',
        sourcePath: 'agents/Support_Bot',
        configPath: 'langgraph.json',
      },
      {
        config: 'langgraph.json',
        directory: '',
        name: 'my-repo',
        deploymentName: 'prod-my-repo',
        sourcePath: '.',
        configPath: 'langgraph.json',
      },
    ]);
  });

  it('refuses two agents with one deployment name, and a directory name with nothing to keep', () => {
    expect(() =>
      nameAgents(['a/support/langgraph.json', 'b/Support/langgraph.json'], naming),
    ).toThrow(InputError);
    expect(() => nameAgents(['a/___/langgraph.json'], naming)).toThrow(
      'lies in a directory whose name has no letter or digit',
    );
  });
});
