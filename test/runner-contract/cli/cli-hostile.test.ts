import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { collectOutput } from '../../../scripts/runner/run-action.ts';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import { GitRepository } from '../../support/git-repository.ts';
import { installPackedCli, pathWith } from './packed-cli.ts';
import {
  deployArgs as deployArgsOf,
  eventsOf,
  everythingWritten,
  runPackedCli,
} from './run-packed-cli.ts';

/*
 * The packed command line against what a hostile or careless CI job hands it: a key on standard
 * input beside another reader of it, a pipe closed early, output paths that are directories,
 * links or one file twice, a stdin that never ends, switch words it does not know, a case name
 * with "#" in the outputs file, files that never end, and a credential in the environment of
 * the git it starts. Each ends as docs/cli.md says, with its exit code and files.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
const dir = mkdtempSync(join(tmpdir(), 'cli-hostile-'));
const KEY = { LANGSMITH_API_KEY: API_KEY };
const STDIN_KEY = 'lsv2_pt_piped_key_7e3c1a9b5d';
const deployArgs = (id: string, extra: string[] = []) => deployArgsOf(emulator(), id, extra);
const files = (name: string) => {
  const folder = mkdtempSync(join(dir, `${name}-`));
  return { outputs: join(folder, 'outputs.env'), summary: join(folder, 'summary.md'), folder };
};
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

describe('a value from standard input', () => {
  it('is never quoted, and two readers of it are bad input: nothing is sent', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--api-key-file', '-', '--smoke-test', '@-', '--json']),
      { stdin: `${STDIN_KEY}\n` },
    );

    expect(everythingWritten(run)).not.toContain(STDIN_KEY);
    expect(run.exitCode).toBe(2);
    expect(eventsOf(run).at(-1)).toMatchObject({ type: 'result', outcome: 'bad-input' });
    expect(run.stdout).toContain('would both read standard input');
    expect(emu.requests).toEqual([]);
  });

  it('read for --source-config is not repeated in the message that refuses it', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(deployment.id, ['--source-config', '@-']), {
      env: KEY,
      stdin: `${STDIN_KEY}\n`,
    });

    expect(everythingWritten(run)).not.toContain(STDIN_KEY);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--source-config:');
    expect(emu.requests).toEqual([]);
  });
});

describe('a closed standard output', () => {
  it('(--json | head) does not stop the deploy: its files are written and it exits 0', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(deployment.id, ['--json']), {
      env: KEY,
      onSpawn: (child) => {
        let lines = 0;
        child.stdout?.on('data', (chunk: Buffer) => {
          lines += String(chunk).split('\n').length - 1;
          if (lines >= 2) child.stdout?.destroy();
        });
      },
    });

    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.outputs).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(run.summary).toContain('Deployed');
  });

  it('nor does a closed standard error in text mode (2>&1 | head)', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(deployment.id), {
      env: KEY,
      onSpawn: (child) => child.stderr?.once('data', () => child.stderr?.destroy()),
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed' });
  });
});

describe('the output paths', () => {
  it('are checked before anything is sent: a directory, a missing parent, one file twice', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const { folder, summary } = files('paths');
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--json', '--outputs-file', folder, '--summary-file', summary]),
      { env: KEY, files: false },
    );
    const twice = await runPackedCli(
      deployArgs(deployment.id, ['--outputs-file', summary, '--summary-file', summary]),
      { env: KEY, files: false },
    );
    const missing = await runPackedCli(
      deployArgs(deployment.id, ['--outputs-file', join(folder, 'no', 'such', 'outputs.env')]),
      { env: KEY, files: false },
    );

    expect([run.exitCode, twice.exitCode, missing.exitCode]).toEqual([2, 2, 2]);
    expect(eventsOf(run).map((event) => event.type)).toEqual(['error', 'result']);
    expect(run.stdout).toContain(`--outputs-file: ${folder} is a directory`);
    expect(twice.stderr).toContain('--summary-file names the same file as --outputs-file');
    expect(missing.stderr).toContain('no such directory');
    expect(read(summary)).toBeUndefined();
    expect(emu.requests).toEqual([]);
  });

  it('are never followed through a link', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const { folder, outputs } = files('link');
    const target = join(folder, 'precious.txt');
    writeFileSync(target, 'kept\n');
    symlinkSync(target, outputs);
    const run = await runPackedCli(deployArgs(deployment.id, ['--outputs-file', outputs]), {
      env: KEY,
      files: false,
    });

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`--outputs-file: ${outputs} is a symbolic link`);
    expect(read(target)).toBe('kept\n');
    expect(emu.requests).toEqual([]);
  });

  it('that fail later are a warning: the deploy keeps its exit code, --json ends with its result', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const { outputs, summary } = files('later');
    writeFileSync(summary, '');
    // A regular file when checked; a directory by the time the summary is written.
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--json', '--outputs-file', outputs, '--summary-file', summary]),
      {
        env: KEY,
        files: false,
        onSpawn: (child) =>
          child.stdout?.once('data', () => {
            rmSync(summary);
            mkdirSync(summary);
          }),
      },
    );

    expect(run.exitCode).toBe(0);
    const events = eventsOf(run);
    expect(events.at(-1)).toMatchObject({ type: 'result', outcome: 'success', exitCode: 0 });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        message: `Could not write the job summary: ${summary}: it is a directory`,
      }),
    );
    expect(read(outputs)).toContain('result=deployed\n');
  });
});

describe('the first SIGTERM', () => {
  it('ends a read of standard input that never ends, with the outputs of a cancel', async () => {
    const { bin } = await installPackedCli();
    const { outputs, folder } = files('stdin-stop');
    const child = spawn(
      bin,
      ['deploy', '--base-url', emulator().url, '--deployment-name', 'never-read'].concat([
        '--smoke-test',
        '@-',
        '--debug',
        '--outputs-file',
        outputs,
      ]),
      {
        cwd: folder,
        env: { PATH: pathWith(process.execPath), HOME: folder, ...KEY },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    // Standard input stays open, as `sleep 600 | agent-deploy …` leaves it.
    const output = collectOutput(child);
    // One SIGTERM: a second one, once the command has stopped listening, would end it as a signal does.
    let sent = false;
    child.stderr.on('data', () => {
      if (sent || !output.stderr.includes('--smoke-test: reading standard input')) return;
      sent = true;
      child.kill('SIGTERM');
    });
    const exitCode = await new Promise<number | null>((done) => child.on('close', done));
    child.stdin.destroy();

    expect(exitCode, output.stderr).toBe(143);
    expect(output.stderr).toContain('The job was cancelled (SIGTERM)');
    expect(read(outputs)).toBe('result=cancelled\n');
    expect(emulator().requests).toEqual([]);
  });
});

describe('the command line’s own switches', () => {
  it.each([['--json=yes'], ['--debug=nope']])(
    'take only true or false: %s is bad input, and nothing is sent',
    async (flag) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      const run = await runPackedCli(deployArgs(deployment.id, [flag]), { env: KEY });

      expect(run.exitCode).toBe(2);
      expect(run.stderr).toContain(`${flag.split('=')[0]}: must be true or false`);
      expect(emu.requests).toEqual([]);
    },
  );
});

describe('the outputs file', () => {
  it('holds a smoke case named with "#" as GitLab and the dotenv library read it alike', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const cases = join(dir, 'hash-cases.yaml');
    writeFileSync(
      cases,
      `- name: "order #1"
  assistant: agent
  input: {messages: [{role: user, content: "Where is my order?"}]}
  expect: {contains: "You said: Where is my order?"}
`,
    );
    const run = await runPackedCli(deployArgs(deployment.id, ['--smoke-test', `@${cases}`]), {
      env: KEY,
    });

    expect(run.exitCode, run.stderr).toBe(0);
    const byLibrary = parse(run.outputsText);
    expect(byLibrary.smoke_results).toBe(run.outputs.smoke_results);
    expect(JSON.parse(byLibrary.smoke_results ?? '')).toEqual([
      { name: 'order #1', passed: true, ms: expect.any(Number) },
    ]);
  });
});

describe('a file given as @FILE', () => {
  it('is cut at 1 MiB read, whatever it is: /dev/stdin from a pipe stops there', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const { bin } = await installPackedCli();
    const { folder } = files('dev-stdin');
    // As a job's script pipes it: `head -c 2097152 /dev/zero | agent-deploy … @/dev/stdin`.
    const child = spawn(
      'sh',
      ['-c', 'head -c 2097152 /dev/zero | "$0" "$@"', bin].concat(
        deployArgs(deployment.id, ['--smoke-test', '@/dev/stdin']),
      ),
      { cwd: folder, env: { PATH: pathWith(process.execPath), HOME: folder, ...KEY } },
    );
    const output = collectOutput(child);
    const exitCode = await new Promise<number | null>((done) => child.on('close', done));

    expect(exitCode).toBe(2);
    expect(output.stderr).toContain(
      '--smoke-test: cannot read @/dev/stdin: it holds more than 1 MiB, the most a file given here may',
    );
    expect(emu.requests).toEqual([]);
  });
});

describe('git, as `changes` runs it', () => {
  it('inherits no credential variable of the command line’s environment', async () => {
    const repo = GitRepository.create().write({
      'langgraph.json': '{"graphs":{"agent":"./agent.py:graph"}}\n',
      'agent.py': 'graph = None\n',
    });
    repo.commit('agent');
    // A git first on PATH that notes its environment, then runs the real one.
    const recorder = mkdtempSync(join(dir, 'git-'));
    writeFileSync(
      join(recorder, 'git'),
      `#!/bin/sh\nenv >> '${join(recorder, 'env')}'\nPATH='${process.env.PATH}' exec git "$@"\n`,
    );
    chmodSync(join(recorder, 'git'), 0o755);
    const secrets = {
      GITHUB_TOKEN: 'ghs_job_token_for_git',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-for-git',
    };
    const run = await runPackedCli(['changes', '--all'], {
      cwd: repo.dir,
      env: { ...secrets, PATH: `${recorder}:${pathWith(process.execPath)}` },
    });

    expect(run.exitCode, run.stderr).toBe(0);
    const seen = read(join(recorder, 'env')) ?? '';
    expect(seen).toContain('GIT_TERMINAL_PROMPT=0');
    for (const secret of Object.values(secrets)) expect(seen).not.toContain(secret);
  });
});
