import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import {
  deployFrom,
  filesIn,
  timeline,
  useEmulatorPerTest,
  workspace,
} from './ship-source-fixture.ts';

/*
 * The agent config is checked before anything is sent: a config that would fail the remote
 * build minutes later fails the step in a second, with one error naming the file, the graph
 * and what is wrong, and the service sees no request at all (no upload URL, no create, no change).
 */

const emulator = useEmulatorPerTest();

const AGENT = {
  '.git/HEAD': 'ref: refs/heads/main\n',
  'agent/support_agent/graph.py': 'graph = None\n',
  'agent/support_agent/tools.py': 'tools = []\n',
  'agent/requirements.txt': 'langgraph\n',
};

async function deployWithConfig(config: string, inputs: Record<string, string> = {}) {
  const emu = emulator();
  const root = await workspace({ ...AGENT, 'agent/langgraph.json': config });
  const { run } = await deployFrom(emu, root, {
    'source-path': 'agent',
    'agent-config-path': 'langgraph.json',
    ...inputs,
  });
  return { emu, run };
}

describe('the agent config check before deploying', () => {
  it.each([
    [
      'not JSON',
      '{\n  "dependencies": ["."],\n  "graphs": {"support": "./support_agent/graph.py:graph",}\n}\n',
      /it is not valid JSON: line 3, column 58: /,
    ],
    ['without graphs', '{"dependencies": ["."], "graphs": {}}', /"graphs" has no entry/],
    [
      'with a graph that is not <module>:<attribute>',
      '{"dependencies": ["."], "graphs": {"support": {"path": "./support_agent/graph.py"}}}',
      /graph "support" path "\.\/support_agent\/graph\.py" is not "<module>:<attribute>"/,
    ],
    [
      'naming a file that is not there',
      '{"dependencies": ["."], "graphs": {"support": "./support_agent/grpah.py:graph"}}',
      /graph "support" path "\.\/support_agent\/grpah\.py:graph": \.\/support_agent\/grpah\.py does not exist in the packed tree; did you mean \.\/support_agent\/graph\.py\?/,
    ],
    [
      'naming a file outside every local dependency',
      '{"dependencies": ["./support_agent"], "graphs": {"support": "./requirements.txt:x"}}',
      /graph "support" path "\.\/requirements\.txt:x": \.\/requirements\.txt is not inside a local directory named in "dependencies" \("\.\/support_agent"\)/,
    ],
    [
      'naming the checkout’s .git as a local dependency (its config can hold the job’s token)',
      '{"dependencies": [".", "../.git"], "graphs": {"support": "./support_agent/graph.py:graph"}}',
      /dependency "\.\.\/\.git" lies in \.git\/, which is never packed/,
    ],
  ])(
    '%s fails the step with one error naming the file, and sends nothing',
    async (_, config, message) => {
      const { emu, run } = await deployWithConfig(config);

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
      expect(errors).toHaveLength(1);
      expect(failureMessage(run)).toMatch(
        /^Input "agent-config-path": the agent config agent\/langgraph\.json fails a check before deploying: /,
      );
      expect(failureMessage(run)).toMatch(message);
      expect(run.summary).toContain('Deploy not started: bad input');
      expect(run.summary).toContain(
        'the agent config agent/langgraph.json fails a check before deploying',
      );
      expect(timeline(emu)).toEqual([]);
    },
  );

  it('sends nothing either when the deployment would be created', async () => {
    const emu = emulator();
    const root = await workspace({
      ...AGENT,
      'agent/langgraph.json':
        '{"dependencies": ["."], "graphs": {"support": "./support_agent/agnet.py:graph"}}',
    });
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
      'deployment-id': '',
      'deployment-name': 'support-agent',
      'create-if-missing': 'true',
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('agnet.py does not exist in the packed tree');
    expect(timeline(emu)).toEqual([]);
  });

  it('passes a sound config with file and module graph entries, which then deploys', async () => {
    const { emu, run } = await deployWithConfig(
      JSON.stringify({
        dependencies: ['.', 'langchain-openai'],
        graphs: {
          support: './support_agent/graph.py:graph',
          tools: { path: './support_agent/tools.py:tools', description: 'tools' },
          packaged: 'support_agent.graph:graph',
        },
      }),
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(filesIn(emu.uploads[0])).toContain('support_agent/graph.py');
    expect(requestsTo(emu, 'POST', /\/revisions$/)).toHaveLength(1);
  });
});
