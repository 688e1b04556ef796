// src/changes/find-agents.ts: which files are agent configs, and what each agent is called.
import { describe, expect, it } from 'vitest';
import { BlobCache, CommitTree } from '../../src/changes/commit-tree.ts';
import {
  findAgentConfigs,
  nameAgents,
  refuseShellText,
  shellTextOf,
} from '../../src/changes/find-agents.ts';
import { Git } from '../../src/changes/git-commands.ts';
import { InputError } from '../../src/common/inputs.ts';
import { treeListing } from '../support/git-output.ts';

/** A commit's tree that holds these files (a path ending in `@` is a symlink). */
function tree(files: string[]): CommitTree {
  const entries = treeListing(
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

describe('refuseShellText', () => {
  it('refuses the agents a shell would act on, naming the first and counting the rest', () => {
    const agents = nameAgents(
      [
        'agents/ok-agent/langgraph.json',
        'agents/$(reboot)/langgraph.json',
        'agents/a b/langgraph.json',
        'agents/rtl\u202eevil/langgraph.json',
      ],
      naming,
    );
    expect(agents.map(shellTextOf)).toEqual([
      undefined,
      'its directory "agents/$(reboot)" holds "$", which a shell would act on',
      'its directory "agents/a b" holds spaces or control characters',
      'its directory "agents/rtl\\u202eevil" holds spaces or control characters',
    ]);
    expect(() => refuseShellText(agents)).toThrow(
      'The agent config "agents/$(reboot)/langgraph.json" cannot be deployed safely: its directory "agents/$(reboot)" holds "$", which a shell would act on, and a deploy job pastes the matrix\'s values into its steps. Rename it, or leave it out of agents with a "!" pattern. 2 more agents are refused for the same reason.',
    );
    expect(() => refuseShellText(agents.slice(0, 1))).not.toThrow();
  });

  it('looks at the config file’s name too, which a pattern may match', () => {
    const [agent] = nameAgents(['agents/x/agent`id`.json'], naming);
    expect(agent && shellTextOf(agent)).toBe(
      'its config file "agent`id`.json" holds "`", which a shell would act on',
    );
  });
});
