import { describe, expect, it } from 'vitest';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

/** The job summary's mermaid block, without its fences. */
function chartOf(summary: string): string[] {
  const match = /```mermaid\n([\s\S]*?)\n```/.exec(summary);
  if (!match?.[1]) throw new Error(`no mermaid block in the summary:\n${summary}`);
  return match[1].split('\n');
}

describe('the deploy phases chart in the job summary', () => {
  it('draws one bar per status the revision went through', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'chart-agent' });
    emu.scriptNextRevision([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 1 },
      { status: 'DEPLOYING', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.outputs.result).toBe('deployed');
    expect(run.summary).toContain('### Timeline (time since the step began)\n\n```mermaid');
    expect(run.summary).toContain('| Phase | `QUEUED` | `BUILDING` | `DEPLOYING` | `DEPLOYED` |');
    const bars = chartOf(run.summary).filter((line) => / :(milestone, )?s\d+, /.test(line));
    expect(bars.map((line) => line.trim().split(' ')[0])).toEqual([
      'QUEUED',
      'BUILDING',
      'DEPLOYING',
      'DEPLOYED',
    ]);
    expect(bars.at(-1)).toContain(':milestone,');
  });

  it('holds no service text: odd status names become a fixed label, and the block stays closed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name: 'chart-agent-2' });
    const hostile = 'warming`up\n```\n<img src=x>';
    // The client refuses a status that is not a status word; one with a digit passes it but
    // not the chart's own check.
    emu.scriptNextRevision([
      { status: hostile, polls: 1 },
      { status: 'STAGE2', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.outputs.result).toBe('deployed');
    const chart = chartOf(run.summary);
    expect(chart.join('\n')).not.toMatch(/warming|img|STAGE2|chart-agent/);
    expect(chart.filter((line) => line.includes('OTHER_STATUS'))).toHaveLength(1);
    expect(run.summary.match(/```/g)).toHaveLength(2);
    for (const line of chart) {
      expect(line).toMatch(
        /^(gantt| {2}[a-zA-Z]+ [%:A-Za-z0-9 ]*| {2}[A-Z_]+ :(milestone, )?s\d+, \d+, (\d+|0ms))$/,
      );
    }
  });
});
