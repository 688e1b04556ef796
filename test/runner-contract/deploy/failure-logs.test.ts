import { describe, expect, it } from 'vitest';
import type { LogLineInput } from '../../../emulator/index.ts';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { writtenText } from '../../support/written.ts';
import { RUNNER_WHITESPACE_CHARS } from '../security/runner-whitespace.ts';
import {
  BUILD_LOGS_PATH,
  commandsIn,
  DEPLOY_LOGS_PATH,
  groupLines,
  logRequests,
  numbered,
  runnerLines,
  summaryBlock,
} from './logs-fixture.ts';

/*
 * The log lines that explain a failed revision, as the runner shows them (a group in
 * the log, a collapsed block in the job summary), and the `logs` input that governs them.
 */

describe('logs of a failed revision (logs: on-failure, the default)', () => {
  const emulator = useEmulator({ serviceGeneration: 'new' });

  it('shows the last 30 build lines of a BUILD_FAILED oldest first, in a log group and a collapsed summary block', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 45);
    emu.failNextRevision('BUILD_FAILED', { buildLog });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    const revisionId = run.outputs['revision-id'] as string;
    const last30 = buildLog.slice(-30);

    const group = groupLines(run, new RegExp(`Build log of revision ${revisionId}`));
    expect(group).toEqual(last30);
    expect(run.stdout).not.toContain('build 015');

    const block = summaryBlock(run);
    expect(block.title).toBe('Build log: last 30 lines');
    expect(block.lines).toEqual(last30);
    expect(run.summary).not.toContain('build 015');
    // The block comes with the failure it explains.
    expect(run.summary).toContain('`BUILD_FAILED`');

    const asked = logRequests(emu);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.path).toBe(`/v1/projects/${deployment.id}/revisions/${revisionId}/build_logs`);
    expect(asked[0]?.body).toMatchObject({ limit: 30, order: 'desc' });
  });

  it('shows the deploy log, not the build log, of a DEPLOY_FAILED', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const deployLog = [
      'Starting server',
      { message: 'Traceback (most recent call last):', level: 'ERROR' },
      { message: "KeyError: 'OPENAI_API_KEY'", level: 'ERROR' },
    ];
    emu.failNextRevision('DEPLOY_FAILED', { buildLog: ['compiled fine'], deployLog });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'DEPLOY_FAILED' });
    const revisionId = run.outputs['revision-id'] as string;
    const shown = [
      'Starting server',
      'ERROR Traceback (most recent call last):',
      "ERROR KeyError: 'OPENAI_API_KEY'",
    ];
    expect(groupLines(run, new RegExp(`Deploy log of revision ${revisionId}`))).toEqual(shown);
    expect(groupLines(run, /Build log/)).toBeUndefined();
    const block = summaryBlock(run);
    expect(block.title).toBe('Deploy log: last 3 lines');
    expect(block.lines).toEqual(shown);
    expect(run.stdout).not.toContain('compiled fine');

    expect(requestsTo(emu, 'POST', DEPLOY_LOGS_PATH)).toHaveLength(1);
    expect(requestsTo(emu, 'POST', BUILD_LOGS_PATH)).toHaveLength(0);
  });

  it('shows no log for a failure no log explains (CREATE_FAILED), and asks for none', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('CREATE_FAILED');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('CREATE_FAILED');
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('::group::');
    expect(run.summary).not.toContain('<details>');
  });
});

describe('hostile log lines', () => {
  const emulator = useEmulator({ serviceGeneration: 'new' });
  const SECRET = 'sk-live-7f3a9c2e5b1d4e6f8a0b';

  it('never become workflow commands, lose their control sequences, hide secrets, and are cut to a bounded length', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog: LogLineInput[] = [
      '::error::forged failure from the build',
      '::set-output name=result::deployed',
      { message: 'a forged level', level: '::warning::' },
      'innocent\n::add-mask::innocent',
      RUNNER_WHITESPACE_CHARS.map((ws, n) => `line ${n}\n${ws}::error::forged after ws ${n}`).join(
        '',
      ),
      RUNNER_WHITESPACE_CHARS.map((ws) => `${ws}::warning::forged at the start`).join('\n'),
      '##[error]legacy forged command',
      '\u001b[31mred text\u001b[0m and \u001b]8;;https://evil.example/\u0007a link\u001b]8;;\u0007 done',
      '\u009b31mC1 escape\u0007 bell',
      '</details><img src=x onerror=alert(1)> **bold** [click](https://evil.example)',
      '``` fence breaker\n<script>alert(1)</script>',
      `connecting with key ${SECRET} to the model`,
      `LONG ${'A'.repeat(100_000)}`,
    ];
    expect(buildLog.length).toBeLessThanOrEqual(30);
    // Streamed while it builds (logs: always) and shown again as the failure's last lines.
    emu.scriptNextRevision(
      [
        { status: 'QUEUED', polls: 1 },
        { status: 'BUILDING', polls: 2 },
        { status: 'BUILD_FAILED' },
      ],
      { buildLog },
    );
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      secrets: `OPENAI_API_KEY=${SECRET}`,
      logs: 'always',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    // The lines were shown at all (otherwise every check below passes vacuously).
    expect(run.stdout).toContain('forged failure from the build');
    expect(run.stdout).toContain('red text and a link done');
    expect(run.stdout).toContain('connecting with key');

    // Only the action's own commands: its group, masks, a debug line (no deploy history to time
    // the wait by), and the one failure annotation.
    const commands = commandsIn(run);
    expect(new Set(commands)).toEqual(new Set(['add-mask', 'debug', 'group', 'endgroup', 'error']));
    expect(commands.filter((name) => name === 'error')).toHaveLength(1);
    expect(runnerLines(run).find((line) => line.startsWith('::error'))).toContain(
      'title=Deploy failed',
    );
    const masks = runnerLines(run).filter((line) => line.startsWith('::add-mask::'));
    expect(masks).not.toContain('::add-mask::innocent');
    expect(run.stdout).not.toContain('##[');

    // No terminal control sequence or control character survives, in the log or the summary.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not appear
    const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
    expect(run.stdout).not.toMatch(controls);
    expect(run.summary).not.toMatch(controls);

    // The secret that was sent as a secret is redacted wherever it was written.
    expect(writtenText(run)).not.toContain(SECRET);
    expect(run.stdout).toMatch(/connecting with key \*\*\*/);

    // The 100 kB line is cut, visibly, in the log and in the summary.
    const long = runnerLines(run).filter((line) => line.includes('LONG AAAA'));
    expect(long.length).toBeGreaterThan(0);
    for (const line of long) {
      expect(line.length).toBeLessThan(1000);
      expect(line.endsWith('…')).toBe(true);
    }
    const block = summaryBlock(run);
    const longInSummary = block.lines.find((line) => line.startsWith('LONG AAAA'));
    expect(longInSummary?.endsWith('…')).toBe(true);
    expect(longInSummary?.length).toBeLessThan(1000);

    // HTML and Markdown stay inside the fenced block, as text; nothing closes the fence early.
    expect(block.lines.join('\n')).toContain('</details><img src=x onerror=alert(1)>');
    expect(block.lines.join('\n')).toContain('<script>alert(1)</script>');
    expect(block.lines.every((line) => !line.includes('```'))).toBe(true);
    expect(block.outside).not.toMatch(/<img|<script|evil\.example|\*\*bold/);
    expect(run.summary.length).toBeLessThan(20_000);
  });

  it('keep the summary block and the log group bounded however long the lines are', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = Array.from(
      { length: 40 },
      (_, n) => `${String(n).padStart(2, '0')} ${'x'.repeat(100_000)}`,
    );
    emu.failNextRevision('BUILD_FAILED', { buildLog });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    const revisionId = run.outputs['revision-id'] as string;
    const group = groupLines(run, new RegExp(`Build log of revision ${revisionId}`)) ?? [];
    expect(group).toHaveLength(30);
    expect(group[0]?.startsWith('10 xxx')).toBe(true);
    expect(group.every((line) => line.length < 1000 && line.endsWith('…'))).toBe(true);

    const block = summaryBlock(run);
    expect(block.lines[0]?.startsWith('10 xxx')).toBe(true);
    expect(block.lines.join('\n').length).toBeLessThanOrEqual(16 * 1024);
    expect(run.summary.length).toBeLessThan(20_000);
    expect(run.stdout.length).toBeLessThan(60_000);
  });
});
