// src/cli/run-cli.ts: the command line from its arguments to its exit code, in-process.
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../emulator/index.ts';
import { type CliIo, runCli } from '../../src/cli/run-cli.ts';
import { useEmulator } from '../support/emulator.ts';
import { fakeDocker } from '../support/fake-docker.ts';
import { type FakeStops, fakeStops } from '../support/fake-stops.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const API_KEY = 'emulator-key';
const dir = mkdtempSync(join(tmpdir(), 'run-cli-'));

const emulator = useEmulator();

interface CliOptions {
  stdin?: Readable;
  stops?: FakeStops;
  /** Standard output as a pipe whose reader went away: every write fails with EPIPE. */
  closedStdout?: boolean;
}

/** Runs the command line in this process, with its own streams, environment and signals. */
async function cli(args: string[], env: NodeJS.ProcessEnv = {}, options: CliOptions = {}) {
  const written = { stdout: '', stderr: '' };
  const stream = (name: 'stdout' | 'stderr') => {
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => {
      written[name] += chunk.toString();
    });
    return out;
  };
  const ended: number[] = [];
  const io: CliIo = {
    args,
    env,
    stdin: options.stdin ?? Readable.from([]),
    stdout: options.closedStdout ? closedPipe() : stream('stdout'),
    stderr: stream('stderr'),
    stops: options.stops ?? fakeStops(),
    exit: (code) => {
      throw new Error(`exit(${code}) at once`);
    },
    ended: (code) => ended.push(code),
  };
  const exitCode = await runCli(ROOT, io);
  expect(ended).toEqual([exitCode]);
  return { exitCode, ...written };
}

/** A stream whose every write fails as a pipe's whose reader is gone. */
function closedPipe() {
  return new Writable({
    write: (_chunk, _encoding, done) =>
      done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
  });
}

describe('the command line, before any request', () => {
  it('helps with no command, and with --help, on standard output', async () => {
    const none = await cli([]);
    expect(none.exitCode).toBe(0);
    expect(none.stdout).toContain('Usage: agent-deploy <command>');
    const help = await cli(['sweep', '--help']);
    expect(help).toMatchObject({ exitCode: 0, stderr: '' });
    expect(help.stdout).toContain('--name-pattern VALUE');
  });

  it('tells its version from the package', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(await cli(['--version'])).toMatchObject({ exitCode: 0, stdout: `${version}\n` });
  });

  it('refuses an unknown command, and a registry step not named, with exit code 2', async () => {
    expect(await cli(['deply'])).toMatchObject({
      exitCode: 2,
      stderr:
        'error: agent-deploy not started: bad input: Unknown command "deply"; did you mean deploy? (agent-deploy --help lists them).\n',
    });
    expect((await cli(['registry'])).stderr).toContain(
      'registry needs one of: registry login, registry logout.',
    );
  });

  it('names every bad flag at once, sends nothing, and writes no file', async () => {
    const outputs = join(dir, 'refused.env');
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--api-key',
        'sk-x',
        '--deploymnet-name',
        'a',
        '--outputs-file',
        outputs,
      ],
      { LANGSMITH_API_KEY: API_KEY },
    );
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--api-key is refused');
    expect(run.stderr).toContain('Unknown flag --deploymnet-name; did you mean --deployment-name?');
    expect(run.stderr).not.toContain('sk-x');
    expect(emulator().requests).toEqual([]);
    expect(() => readFileSync(outputs)).toThrow();
  });

  it('tells bad flags as JSON events with --json, the result last', async () => {
    const run = await cli(['deploy', '--json', '--colour']);
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['error', 'result']);
    expect(events[1]).toMatchObject({ outcome: 'bad-input', exitCode: 2, outputs: {} });
    expect(run.stderr).toBe('');
  });

  it('reads --json as its flags read it, however the switch is written', async () => {
    const spelt = await cli(['deploy', '--json', 'true', '--colour']);
    expect(spelt.stderr).toBe('');
    expect(JSON.parse(spelt.stdout.trim().split('\n').at(-1) ?? '')).toMatchObject({
      type: 'result',
      outcome: 'bad-input',
    });
    const off = await cli(['deploy', '--json', 'false', '--colour']);
    expect(off.stdout).toBe('');
    expect(off.stderr).toContain('Unknown flag --colour.');
  });
});

describe('a command run', () => {
  it('deploys, writes the outputs and the summary files, and ends with exit code 0', async () => {
    const deployment = emulator().seedDeployment({ name: 'support-cli' });
    const outputs = join(dir, 'deployed.env');
    const summary = join(dir, 'summary.md');
    const env: NodeJS.ProcessEnv = { LANGSMITH_API_KEY: API_KEY };
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-name',
        'support-cli',
        '--repo-ref',
        'main',
        '--poll-interval',
        '100ms',
        '--outputs-file',
        outputs,
        '--summary-file',
        summary,
      ],
      env,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain('Result: deployed');
    expect(readFileSync(outputs, 'utf8')).toContain(`deployment_id=${deployment.id}\n`);
    expect(readFileSync(outputs, 'utf8')).toContain('result=deployed\n');
    expect(readFileSync(summary, 'utf8')).toContain('Deployed');
    expect(env).toEqual({ LANGSMITH_API_KEY: API_KEY });
    const patch = emulator().requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ source_revision_config: { repo_ref: 'main' } });
  });
});

describe('what the command line reads from files and standard input', () => {
  const KEY = 'lsv2_pt_read_from_stdin_0c41d9';

  it('refuses two readers of standard input, a key’s file among them, and sends nothing', async () => {
    const sentBefore = emulator().requests.length;
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-name',
        'a',
        '--api-key-file',
        '-',
      ].concat(['--smoke-test', '@-', '--json']),
      {},
      { stdin: Readable.from([Buffer.from(`${KEY}\n`)]) },
    );
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toContain(
      '--smoke-test @- and --api-key-file - would both read standard input: give one',
    );
    expect(run.stdout).not.toContain(KEY);
    expect(emulator().requests.length).toBe(sentBefore);
  });

  it.each(['smoke-test', 'source-config'])(
    'never quotes a value read from a file in a message (--%s)',
    async (input) => {
      const sentBefore = emulator().requests.length;
      const file = join(dir, `not-${input}.txt`);
      writeFileSync(file, `${KEY}\n`);
      const run = await cli(
        [
          'deploy',
          '--base-url',
          emulator().url,
          '--deployment-name',
          'a',
          `--${input}`,
          `@${file}`,
        ],
        { LANGSMITH_API_KEY: API_KEY },
      );
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toContain(`--${input}:`);
      expect(run.stderr).not.toContain(KEY);
      expect(emulator().requests.length).toBe(sentBefore);
    },
  );

  it('ends a read of standard input at the first stop, with the outputs of a cancelled step', async () => {
    const sentBefore = emulator().requests.length;
    const outputs = join(dir, 'stopped-read.env');
    const stops = fakeStops();
    const never = new Readable({
      read() {
        // Nothing comes, and nothing ends: `sleep 600 | agent-deploy …`.
        setImmediate(() => stops.send('SIGTERM'));
      },
    });
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-name',
        'a',
        '--smoke-test',
        '@-',
      ].concat(['--outputs-file', outputs]),
      { LANGSMITH_API_KEY: API_KEY },
      { stdin: never, stops },
    );
    expect(run.exitCode).toBe(143);
    expect(run.stderr).toContain(
      'error: Deploy cancelled: The job was cancelled (SIGTERM) while its inputs were checked; nothing was sent.',
    );
    expect(readFileSync(outputs, 'utf8')).toBe('result=cancelled\n');
    expect(stops.listeners).toBe(0);
    expect(emulator().requests.length).toBe(sentBefore);
  });
});

describe('the files a command writes', () => {
  it('are checked before anything is read or sent: a directory, a link, one file twice', async () => {
    const sentBefore = emulator().requests.length;
    const link = join(dir, 'outputs-link.env');
    symlinkSync(join(dir, 'elsewhere.env'), link);
    const summary = join(dir, 'same.md');
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-name',
        'a',
        '--outputs-file',
        dir,
      ].concat(['--summary-file', link, '--json']),
      { LANGSMITH_API_KEY: API_KEY },
    );
    expect(run.exitCode).toBe(2);
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['error', 'result']);
    expect(events[0].message).toBe(
      `--outputs-file: ${dir} is a directory.\n--summary-file: ${link} is a symbolic link: name the file itself.`,
    );
    const twice = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-name',
        'a',
        '--outputs-file',
        summary,
      ].concat(['--summary-file', summary]),
      { LANGSMITH_API_KEY: API_KEY },
    );
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toContain(
      '--summary-file names the same file as --outputs-file: give each its own.',
    );
    expect(() => readFileSync(summary)).toThrow();
    expect(emulator().requests.length).toBe(sentBefore);
  });

  it('are written, and the exit code is the step’s, when standard output is closed', async () => {
    const deployment = emulator().seedDeployment({ name: 'closed-pipe' });
    const outputs = join(dir, 'closed-pipe.env');
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emulator().url,
        '--deployment-id',
        deployment.id,
        '--repo-ref',
        'main',
      ].concat(['--poll-interval', '100ms', '--json', '--outputs-file', outputs]),
      { LANGSMITH_API_KEY: API_KEY },
      { closedStdout: true },
    );
    expect(run.exitCode).toBe(0);
    expect(readFileSync(outputs, 'utf8')).toContain('result=deployed\n');
  });
});

describe('the registry’s state file', () => {
  it('hands docker only a registry host: a host that is none is not logged out of', async () => {
    const docker = fakeDocker();
    const state = join(dir, 'hostile-state.json');
    writeFileSync(state, '{"registry-host":"--help"}\n');
    const run = await cli(['registry', 'logout', '--state-file', state], docker.env);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain(
      'warning: The saved registry host "--help" is no registry host name: nothing was logged out.',
    );
    expect(docker.calls()).toEqual([]);
  });

  it('runs docker without a credential variable of the command line’s environment', async () => {
    const docker = fakeDocker();
    const state = join(dir, 'state.json');
    writeFileSync(state, '{"registry-host":"registry.example.com"}\n');
    const secrets = {
      GITHUB_TOKEN: 'ghs_job_token_cli',
      LANGSMITH_API_KEY: 'lsv2_pt_cli_key',
      CONTROL_PLANE_BEARER_TOKEN: 'cp-bearer-cli',
    };
    const run = await cli(['registry', 'logout', '--state-file', state], {
      ...docker.env,
      ...secrets,
    });
    expect(run.exitCode).toBe(0);
    const [logout] = docker.calls();
    expect(logout?.argv).toEqual(['logout', 'registry.example.com']);
    for (const secret of Object.values(secrets)) expect(logout?.env).not.toContain(secret);
  });
});

describe('the command line in a GitLab job', () => {
  const deployArgs = (name: string, extra: string[] = []) => [
    'deploy',
    '--base-url',
    emulator().url,
    '--deployment-name',
    name,
    '--repo-ref',
    'main',
    '--poll-interval',
    '100ms',
    ...extra,
  ];

  it('sends the workspace of LANGSMITH_WORKSPACE_ID as X-Tenant-Id, and names it where it is missing', async () => {
    emulator().seedDeployment({ name: 'support-workspace' });
    const sentBefore = emulator().requests.length;
    const orgKey = { LANGSMITH_API_KEY: 'emulator-org-key' };
    const missing = await cli(deployArgs('support-workspace'), orgKey);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain(
      '(this key is organization-scoped: set --tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID to the workspace to deploy in)',
    );
    const run = await cli(deployArgs('support-workspace'), {
      ...orgKey,
      LANGSMITH_WORKSPACE_ID: DEFAULT_TENANT_ID,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const sent = emulator()
      .requests.slice(sentBefore)
      .filter((r) => r.headers['x-tenant-id']);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((r) => r.headers['x-tenant-id'] === DEFAULT_TENANT_ID)).toBe(true);
  });

  it('writes the outputs file under --outputs-prefix; the result event keeps the action’s names', async () => {
    emulator().seedDeployment({ name: 'support-prefix' });
    const outputs = join(dir, 'prefixed.env');
    const run = await cli(
      deployArgs('support-prefix', ['--outputs-file', outputs, '--outputs-prefix', 'AGENT_']),
      { LANGSMITH_API_KEY: API_KEY },
    );
    expect(run.exitCode).toBe(0);
    const names = readFileSync(outputs, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('=')[0]);
    expect(names).toContain('AGENT_result');
    expect(names).toContain('AGENT_deployment_id');
    expect(names.every((name) => name?.startsWith('AGENT_'))).toBe(true);
  });

  it('says where an empty secret comes from in the words of where it runs', async () => {
    const secrets = join(dir, 'empty-secret.env');
    writeFileSync(secrets, 'OPENAI_API_KEY=\n');
    const args = deployArgs('support', ['--secrets', `@${secrets}`]);
    const elsewhere = await cli(args, { LANGSMITH_API_KEY: API_KEY });
    expect(elsewhere.exitCode).toBe(2);
    expect(elsewhere.stderr).toContain(
      '--secrets: OPENAI_API_KEY is empty. Usually the CI variable it comes from is not set',
    );
    expect(elsewhere.stderr).toContain('or set --allow-empty-secrets to send empty values');
    expect(elsewhere.stderr).not.toContain('GitHub secret');
    const onGitHub = await cli(args, { LANGSMITH_API_KEY: API_KEY, GITHUB_ACTIONS: 'true' });
    expect(onGitHub.stderr).toContain('Usually the GitHub secret it comes from is not set');
    expect(onGitHub.stderr).toContain('or set --allow-empty-secrets to send empty values');
  });

  it('says changes needs git, and how to get it, where git is not on PATH', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'no-git-'));
    const run = await cli(['changes'], { PATH: bin });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(
      'error: Change detection failed: git is not installed or not on PATH, and changes reads the checkout with it: install it in the image first (apt-get update && apt-get install -y git in node:*-slim), or use an image that has it (node:24).',
    );
    const onGitHub = await cli(['changes'], { PATH: bin, GITHUB_ACTIONS: 'true' });
    expect(onGitHub.stderr).toContain('Install git on the runner first.');
  });
});
