import { describe, expect, it } from 'vitest';
import type { Emulator, LogLineInput, RecordedRequest } from '../../emulator/index.ts';
import type { ActionRun } from '../../scripts/runner/run-action.ts';
import { RUNNER_WHITESPACE_CHARS, runnerTrimStart } from '../security/runner-whitespace.ts';
import { writtenText } from '../security/written.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../support/deploy-fixture.ts';

/*
 * Issue 11: the log lines that explain a failed revision, as the runner shows them (a group in
 * the log, a collapsed block in the job summary), and the `logs` input that governs them.
 */

const LOGS_PATH = /^\/v1\/projects\/[^/]+\/(revisions\/[^/]+\/)?(build|deploy)_logs$/;
const BUILD_LOGS_PATH = /^\/v1\/projects\/[^/]+\/revisions\/[^/]+\/build_logs$/;
const DEPLOY_LOGS_PATH = /^\/v1\/projects\/[^/]+\/revisions\/[^/]+\/deploy_logs$/;

/** `build 001` … : zero-padded, so no line's text is the start of another's. */
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix} ${String(n + 1).padStart(3, '0')}`);

/** The lines the runner reads from the step's output: .NET splits on CR, LF and CRLF. */
const runnerLines = (run: ActionRun) => run.stdout.split(/\r\n|\r|\n/);

/** The lines between the `::group::` whose title matches and its `::endgroup::`. */
function groupLines(run: ActionRun, title: RegExp): string[] | undefined {
  const lines = runnerLines(run);
  const start = lines.findIndex((line) => line.startsWith('::group::') && title.test(line));
  if (start < 0) return undefined;
  const end = lines.indexOf('::endgroup::', start);
  expect(end, 'the group is closed').toBeGreaterThan(start);
  return lines.slice(start + 1, end);
}

/** The collapsed log block of the job summary: its `<summary>` title and its fenced text. */
function summaryBlock(run: ActionRun): { title: string; lines: string[]; outside: string } {
  const match =
    /<details><summary>([^<]*)<\/summary>\n\n```text\n([\s\S]*?)\n```\n\n<\/details>/.exec(
      run.summary,
    );
  if (!match) throw new Error(`no collapsed log block in the summary:\n${run.summary}`);
  const [block, title, text] = match as unknown as [string, string, string];
  return { title, lines: text.split('\n'), outside: run.summary.replace(block, '') };
}

/** Workflow commands the runner would act on: the name of each, in order. */
function commandsIn(run: ActionRun): string[] {
  return runnerLines(run)
    .map(runnerTrimStart)
    .filter((line) => line.startsWith('::'))
    .map((line) => /^::([^ :]*)/.exec(line)?.[1] ?? '');
}

const logRequests = (emu: Emulator) => requestsTo(emu, 'POST', LOGS_PATH);

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
      [{ status: 'QUEUED', ms: 50 }, { status: 'BUILDING', ms: 400 }, { status: 'BUILD_FAILED' }],
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

    // Only the action's own commands: its group, masks, and the one failure annotation.
    const commands = commandsIn(run);
    expect(new Set(commands)).toEqual(new Set(['add-mask', 'group', 'endgroup', 'error']));
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

describe('the logs input', () => {
  const emulator = useEmulator({ serviceGeneration: 'new' });

  it('never: a failed build is reported without any log request', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'never' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(0);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('build 001');
    expect(run.stdout).not.toContain('::group::');
    expect(run.summary).not.toContain('<details>');
  });

  it('never: a deploy failure is reported without any log request either', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('DEPLOY_FAILED', { deployLog: ['server crashed'] });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'never' });

    expect(run.exitCode).toBe(1);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('server crashed');
  });

  it('on-failure: a revision that deploys asks for no log', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision(
      [{ status: 'QUEUED', ms: 50 }, { status: 'BUILDING', ms: 200 }, { status: 'DEPLOYED' }],
      { buildLog: numbered('build', 5) },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'on-failure' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(1);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('build 001');
    expect(run.summary).not.toContain('<details>');
  });

  it('always: streams the build log while it builds, each line once and in order, one log request per poll at most', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 120);
    emu.scriptNextRevision(
      [
        { status: 'QUEUED', ms: 50 },
        { status: 'BUILDING', ms: 1500 },
        { status: 'DEPLOYING', ms: 200 },
        { status: 'DEPLOYED' },
      ],
      { buildLog },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');

    // Every line, once, oldest first, as it was built.
    const streamed = runnerLines(run)
      .filter((line) => line.includes('build │ '))
      .map((line) => line.slice(line.indexOf('build │ ') + 'build │ '.length));
    expect(streamed).toEqual(buildLog);
    // Streamed while building: lines were printed between status lines, not all at the end.
    const lines = runnerLines(run);
    const firstLine = lines.findIndex((line) => line.includes('build │ build 001'));
    const deploying = lines.findIndex((line) => /\] DEPLOYING$/.test(line));
    expect(firstLine).toBeGreaterThan(-1);
    expect(deploying).toBeGreaterThan(firstLine);

    // Pages follow next_offset: asc, 50 at most, each from where the last one ended.
    const asked = requestsTo(emu, 'POST', BUILD_LOGS_PATH);
    expect(asked.length).toBeGreaterThan(1);
    const bodies = asked.map((request) => request.body as Record<string, unknown>);
    for (const body of bodies) expect(body).toMatchObject({ limit: 50, order: 'asc' });
    expect(bodies[0]).not.toHaveProperty('offset');
    const offsets = bodies.map((body) => Number(body.offset ?? 0));
    expect(offsets.some((offset) => offset > 0)).toBe(true);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(requestsTo(emu, 'POST', DEPLOY_LOGS_PATH)).toHaveLength(0);

    // At most one log request per status poll: a poll stands between any two log requests.
    expect(asked.length).toBeLessThanOrEqual(requestsTo(emu, 'GET', REVISION_PATH).length);
    expect(pollsBetweenLogRequests(emu.requests)).not.toContain(0);
  });

  it('always: a failed build streams its lines and still shows the last lines in a group', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 8);
    emu.scriptNextRevision(
      [{ status: 'QUEUED', ms: 50 }, { status: 'BUILDING', ms: 600 }, { status: 'BUILD_FAILED' }],
      { buildLog },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('BUILD_FAILED');
    const revisionId = run.outputs['revision-id'] as string;
    expect(groupLines(run, new RegExp(`Build log of revision ${revisionId}`))).toEqual(buildLog);
    expect(summaryBlock(run).lines).toEqual(buildLog);
    expect(pollsBetweenLogRequests(emu.requests)).not.toContain(0);
  });
});

/** For each pair of consecutive log requests, how many revision polls came between them. */
function pollsBetweenLogRequests(requests: RecordedRequest[]): number[] {
  const counts: number[] = [];
  let polls: number | undefined;
  for (const request of requests) {
    if (request.method === 'GET' && REVISION_PATH.test(request.path)) {
      if (polls !== undefined) polls++;
    } else if (request.method === 'POST' && LOGS_PATH.test(request.path)) {
      if (polls !== undefined) counts.push(polls);
      polls = 0;
    }
  }
  return counts;
}

describe('a service without logs (404)', () => {
  const emulator = useEmulator({ serviceGeneration: 'old' });

  it('says so in one line and leaves a failure the same failure, with the same exit code', async () => {
    const emu = emulator();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const withLogs = await runDeploy(emu, emu.seedDeployment().id, { 'repo-ref': 'main' });
    const asked = logRequests(emu);

    emu.clearRequests();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const without = await runDeploy(emu, emu.seedDeployment().id, {
      'repo-ref': 'main',
      logs: 'never',
    });

    // Asked once, answered 404.
    expect(asked).toHaveLength(1);
    expect(withLogs.exitCode).toBe(1);
    expect(withLogs.exitCode).toBe(without.exitCode);
    const result = ({ outputs }: ActionRun) => [
      outputs.result,
      outputs.status,
      outputs['new-revision'],
    ];
    expect(result(withLogs)).toEqual(['failed', 'BUILD_FAILED', 'true']);
    expect(result(withLogs)).toEqual(result(without));
    const failure = (run: ActionRun) =>
      runnerLines(run)
        .find((line) => line.startsWith('::error'))
        ?.replace(run.outputs['revision-id'] as string, '<revision>')
        .replace(run.outputs['deployment-id'] as string, '<deployment>');
    expect(failure(withLogs)).toBe(failure(without));
    expect(failure(withLogs)).toContain('BUILD_FAILED');

    const noLogs = runnerLines(withLogs).filter((line) => /no (build )?logs/i.test(line));
    expect(noLogs).toHaveLength(1);
    expect(withLogs.stdout).not.toContain('build 001');
    expect(withLogs.summary).toMatch(/has no logs/);
    expect(commandsIn(withLogs)).not.toContain('warning');
  });

  it('always: says so once while the deploy goes on to succeed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision(
      [{ status: 'QUEUED', ms: 50 }, { status: 'BUILDING', ms: 800 }, { status: 'DEPLOYED' }],
      { buildLog: numbered('build', 5) },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(2);
    // Asked once, told there are none, and not asked again.
    expect(logRequests(emu)).toHaveLength(1);
    const noLogs = runnerLines(run).filter((line) => /no (build )?logs/i.test(line));
    expect(noLogs).toHaveLength(1);
    expect(commandsIn(run)).not.toContain('error');
    expect(commandsIn(run)).not.toContain('warning');
  });
});
