import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { deployFrom, useEmulatorPerTest, workspace } from './ship-source-fixture.ts';

const emulator = useEmulatorPerTest();

describe('dry-run with source-path', () => {
  it('packs the checkout to show its size and file count, and uploads nothing', async () => {
    const emu = emulator();
    const root = await workspace();
    const { run, runnerTemp } = await deployFrom(emu, root, {
      'dry-run': 'true',
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'planned', changed: 'true' });
    // agent/: .gitignore, langgraph.json, requirements.txt, src/graph.py, src/tools/deep/search.py.
    expect(run.summary).toMatch(
      /\| source-path \| `agent` · 5 files, a \d+(\.\d)? k?B archive · .*not uploaded \|/,
    );
    const changes = JSON.parse(run.outputs.changes as string) as Array<{
      field: string;
      to: string;
    }>;
    expect(changes.map((change) => change.field)).toContain('source_tarball_path');
    expect(changes.find((change) => change.field === 'source_tarball_path')?.to).toMatch(
      /^\(new archive: 5 files, \d+(\.\d)? k?B; uploaded on deploy\)$/,
    );
    expect(emu.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(emu.uploads).toEqual([]);
    // The archive was packed in the runner's temporary folder and removed.
    expect(await readdir(runnerTemp)).toEqual([]);
  });

  it('plans what a deploy would ship from a monorepo: the local library, and the config path under the widened root', async () => {
    const emu = emulator();
    const root = await workspace({
      'agents/support/langgraph.json':
        '{"dependencies":[".","../../libs/common"],"graphs":{"support":"./support/agent.py:graph"}}\n',
      'agents/support/support/agent.py': 'from common.util import x\n',
      'libs/common/common/util.py': 'x = 1\n',
    });
    const { run } = await deployFrom(emu, root, {
      'dry-run': 'true',
      'source-path': 'agents/support',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    const changes = JSON.parse(run.outputs.changes as string) as Array<{
      field: string;
      to: string;
    }>;
    expect(changes.find((change) => change.field === 'agent_config_path')?.to).toBe(
      'agents/support/langgraph.json',
    );
    // The library is in the archive a deploy would upload: three files, not two.
    expect(changes.find((change) => change.field === 'source_tarball_path')?.to).toMatch(
      /^\(new archive: 3 files, \d+(\.\d)? k?B; uploaded on deploy\)$/,
    );
    expect(emu.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
