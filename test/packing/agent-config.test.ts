import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentConfigProblems, checkAgentConfig } from '../../src/packing/agent-config.ts';
import { jsonErrorPosition } from '../../src/packing/json-position.ts';
import { MAX_LOCAL_DEPENDENCIES } from '../../src/packing/local-dependencies.ts';
import { makeTree } from './tree-helpers.ts';

/*
 * The agent config check that runs before anything is sent: what a remote build would find
 * minutes later, found here in a second, each problem naming the graph or the entry.
 */

const AGENT = {
  'agents/support/support_agent/agent.py': 'graph = None\n',
  'agents/support/support_agent/tools.py': 'x',
  'agents/support/requirements.txt': 'langgraph\n',
  'libs/common/common/util.py': 'x',
};

async function check(config: unknown, extra: Record<string, string> = {}) {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const workspace = await makeTree(
    { ...AGENT, 'agents/support/langgraph.json': text, ...extra },
    { repository: true },
  );
  const sourceRoot = path.join(workspace, 'agents/support');
  const run = () =>
    checkAgentConfig({
      sourceRoot,
      configEntry: 'langgraph.json',
      workspace,
      shown: 'agents/support/langgraph.json',
    });
  return { workspace, run };
}

async function problems(config: unknown, extra: Record<string, string> = {}): Promise<string[]> {
  const { run } = await check(config, extra);
  const error = await run().then(
    () => expect.fail('the check should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AgentConfigProblems);
  expect((error as Error).message).toMatch(
    /^the agent config agents\/support\/langgraph\.json fails a check before deploying: /,
  );
  return (error as AgentConfigProblems).problems;
}

describe('the agent config check', () => {
  it('passes a sound config with file and module graphs, and returns its local directories', async () => {
    const { workspace, run } = await check({
      dependencies: ['.', '../../libs/common', 'langchain-openai'],
      graphs: {
        support: './support_agent/agent.py:graph',
        tools: { path: './support_agent/tools.py:make_graph', description: 'x' },
        packaged: 'support_agent.agent:graph',
        shared: '../../libs/common/common/util.py:graph',
      },
    });
    expect(await run()).toEqual([
      { entry: '.', dir: path.join(workspace, 'agents/support') },
      { entry: '../../libs/common', dir: path.join(workspace, 'libs/common') },
    ]);
  });

  it('names the line and column of a JSON mistake', async () => {
    const [problem] = await problems(
      '{\n  "dependencies": ["."],\n  "graphs": {"a": "./x.py:g",}\n}',
    );
    // The words after the position are Node's own.
    expect(problem).toMatch(/^it is not valid JSON: line 3, column 30: \S/);
  });

  it.each([
    [{ dependencies: ['.'] }, '"graphs" has no entry'],
    [{ dependencies: ['.'], graphs: {} }, '"graphs" has no entry'],
    [[1, 2], 'it is not a JSON object'],
  ])('refuses %j', async (config, message) => {
    expect((await problems(config))[0]).toContain(message);
  });

  it('names the graph, the path and what is wrong with each entry, all at once', async () => {
    expect(
      await problems({
        dependencies: ['.'],
        graphs: {
          typo: './support_agent/agnet.py:graph',
          dir_typo: './suport_agent/agent.py:graph',
          no_attribute: './support_agent/agent.py',
          number: 42,
          directory: './support_agent:graph',
          outside: '../../libs/common/common/util.py:graph',
          far: './nowhere/at/all.py:graph',
        },
      }),
    ).toEqual([
      'graph "typo" path "./support_agent/agnet.py:graph": ./support_agent/agnet.py does not exist in the packed tree; did you mean ./support_agent/agent.py?',
      'graph "dir_typo" path "./suport_agent/agent.py:graph": ./suport_agent/agent.py does not exist in the packed tree; did you mean ./support_agent/agent.py?',
      'graph "no_attribute" path "./support_agent/agent.py" is not "<module>:<attribute>", e.g. "./src/agent.py:graph"',
      'graph "number" is neither a "<module>:<attribute>" string nor an object whose "path" is one',
      'graph "directory" path "./support_agent:graph": ./support_agent is not a regular file',
      'graph "outside" path "../../libs/common/common/util.py:graph": ../../libs/common/common/util.py lies outside every directory that is packed',
      'graph "far" path "./nowhere/at/all.py:graph": ./nowhere/at/all.py does not exist in the packed tree',
    ]);
  });

  it('refuses a graph file outside every local directory in dependencies', async () => {
    expect(
      await problems(
        {
          dependencies: ['./support_agent', 'langgraph'],
          graphs: { agent: './support_agent/agent.py:graph', other: './other.py:graph' },
        },
        { 'agents/support/other.py': 'x' },
      ),
    ).toEqual([
      'graph "other" path "./other.py:graph": ./other.py is not inside a local directory named in "dependencies" ("./support_agent"); add its directory, e.g. "."',
    ]);
  });

  it('refuses a graph file the archive would not hold: ignored, or in an always-left-out directory', async () => {
    expect(
      await problems(
        {
          dependencies: ['.'],
          graphs: { ignored: './build/graph.py:g', cached: './__pycache__/graph.py:g' },
        },
        {
          'agents/support/.dockerignore': 'build/\n',
          'agents/support/build/graph.py': 'x',
          'agents/support/__pycache__/graph.py': 'x',
        },
      ),
    ).toEqual([
      'graph "ignored" path "./build/graph.py:g": ./build/graph.py is ignored by .dockerignore: build/, so the archive would not hold it',
      'graph "cached" path "./__pycache__/graph.py:g": ./__pycache__/graph.py is inside __pycache__/, which is never packed',
    ]);
  });

  it('refuses a local dependency in a directory that is never packed: .git would carry the checkout’s credentials', async () => {
    const found = await problems(
      {
        dependencies: ['.', '../../.git', '../../Node_Modules/evil', '../../.env.d'],
        graphs: { agent: './support_agent/agent.py:graph' },
      },
      {
        '.git/config': '[http]\n  extraheader = AUTHORIZATION: basic c2VjcmV0\n',
        'Node_Modules/evil/x.js': 'x',
        '.env.d/keys': 'x',
      },
    );
    expect(found).toEqual([
      'dependency "../../.git" lies in .git/, which is never packed',
      'dependency "../../Node_Modules/evil" lies in Node_Modules/, which is never packed',
      'dependency "../../.env.d" lies in .env.d/, which is never packed',
    ]);
  });

  it('refuses a local dependency that an ignore rule leaves out whole', async () => {
    expect(
      await problems(
        {
          dependencies: ['.', '../../libs/gen'],
          graphs: { agent: './support_agent/agent.py:graph' },
        },
        { '.gitignore': '/libs/gen/\n', 'libs/gen/g.py': 'x' },
      ),
    ).toEqual([
      'dependency "../../libs/gen" is ignored by .gitignore: /libs/gen/, so the archive would hold none of it',
    ]);
  });

  it('judges the config and graph files as the walk will: by the rules of a dependency that holds them', async () => {
    const found = await problems(
      { dependencies: ['..'], graphs: { agent: './support_agent/agent.py:graph' } },
      { 'agents/.dockerignore': 'support/langgraph.json\nsupport/support_agent/agent.py\n' },
    );
    expect(found).toEqual([
      'the config file itself is ignored by .dockerignore: support/langgraph.json, so the archive would not hold it (packed with the local directory "..")',
      'graph "agent" path "./support_agent/agent.py:graph": ./support_agent/agent.py is ignored by .dockerignore: support/support_agent/agent.py, so the archive would not hold it (packed with the local directory "..")',
    ]);
  });

  it('refuses more local directories than the archive takes, before looking at any', async () => {
    const many = Array.from({ length: MAX_LOCAL_DEPENDENCIES + 1 }, (_, index) => `../d${index}`);
    expect(
      await problems({ dependencies: many, graphs: { agent: 'support_agent.agent:graph' } }),
    ).toEqual([
      `"dependencies" names ${MAX_LOCAL_DEPENDENCIES + 1} local directories, more than the ${MAX_LOCAL_DEPENDENCIES} the archive takes; name the directories that hold them instead`,
    ]);
  });

  it('refuses a missing, non-directory or escaping local dependency, naming the entry', async () => {
    const found = await problems({
      dependencies: ['.', '../../libs/commn', './requirements.txt', '../../../../elsewhere'],
      graphs: { agent: './support_agent/agent.py:graph' },
    });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^dependency "\.\.\/\.\.\/libs\/commn" does not exist \(looked for .*libs\/commn\)$/,
    );
    expect(found[1]).toMatch(/^dependency "\.\/requirements\.txt" is not a directory/);
    expect(found[2]).toMatch(
      /^dependency "\.\.\/\.\.\/\.\.\/\.\.\/elsewhere" leads out of the workspace/,
    );
  });
});

describe('jsonErrorPosition', () => {
  it.each([
    ['{"a" 1}', 1, 6],
    ['{\n  "a": tru\n}', 2, 8],
    ['{"a": 1', 1, 8],
    ['', 1, 1],
    ['{"a": 1} x', 1, 10],
    ['{"a": "x\ny"}', 1, 9],
  ])('%j stops at line %i, column %i', (text, line, column) => {
    expect(jsonErrorPosition(text)).toEqual({ line, column });
  });
});
