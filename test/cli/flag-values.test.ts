// src/cli/flag-values.ts: each input's value, from its flag, a file, standard input or the environment.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CliCommand, COMMANDS } from '../../src/cli/commands.ts';
import { readFlagValues } from '../../src/cli/flag-values.ts';
import { type ParsedFlags, parseFlags } from '../../src/cli/flags.ts';

const deploy = COMMANDS.find((c) => c.name === 'deploy') as CliCommand;
const dir = mkdtempSync(join(tmpdir(), 'flag-values-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

function parsed(args: string[]): ParsedFlags {
  const result = parseFlags(args, deploy);
  if (result.problems.length > 0) throw new Error(result.problems.join('\n'));
  return result.flags;
}

function read(
  args: string[],
  env: Record<string, string> = {},
  stdin: Readable = Readable.from([]),
  signal?: AbortSignal,
  files?: boolean,
) {
  const sources = { env, stdin, ...(signal && { signal }), ...(files === false && { files }) };
  return readFlagValues(parsed(args), deploy, sources);
}

async function problemsOf(reading: ReturnType<typeof read>): Promise<string[]> {
  const result = await reading;
  if ('stopped' in result) throw new Error('stopped');
  return result.problems;
}

const NOT_GIVEN = {
  'tenant-id': '--tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID',
  'api-key': 'LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE',
  'bearer-token': 'CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE',
  'github-token': 'GITHUB_TOKEN or --github-token-file FILE',
};

describe('the values of the flags', () => {
  it('take text as written, trimmed as the runner trims an input, and each flag as its name', async () => {
    expect(await read(['--deployment-name', ' support ', '--no-wait'])).toEqual({
      read: {
        values: { 'deployment-name': 'support', wait: 'false' },
        names: { 'deployment-name': '--deployment-name', wait: '--wait', ...NOT_GIVEN },
        fromFile: new Set(),
      },
      problems: [],
    });
  });

  it('read @FILE and @- (standard input) for a multi-line input', async () => {
    const cases = file('cases.yaml', '- assistant: agent\n  input: {}\n');
    const stdin = Readable.from([Buffer.from('OPENAI_API_KEY=sk-1\n')]);
    const result = await read(['--smoke-test', `@${cases}`, '--secrets', '@-'], {}, stdin);
    expect(result).toMatchObject({
      read: {
        values: { 'smoke-test': '- assistant: agent\n  input: {}', secrets: 'OPENAI_API_KEY=sk-1' },
        fromFile: new Set(['smoke-test', 'secrets']),
      },
    });
  });

  it('count the bytes read against the limit, not what the file system says: a device stops there', async () => {
    expect(await problemsOf(read(['--smoke-test', '@/dev/zero']))).toEqual([
      '--smoke-test: cannot read @/dev/zero: it holds more than 1 MiB, the most a file given here may.',
    ]);
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 'a'));
      },
    });
    expect(await problemsOf(read(['--smoke-test', '@-'], {}, endless))).toEqual([
      '--smoke-test: cannot read @-: it holds more than 1 MiB, the most a file given here may.',
    ]);
    expect(endless.destroyed).toBe(true);
  });

  it('end a read of standard input that never ends at the first stop', async () => {
    const stop = new AbortController();
    const never = new Readable({ read() {} });
    const reading = read(['--smoke-test', '@-'], {}, never, stop.signal);
    stop.abort();
    expect(await reading).toEqual({ stopped: true });
    expect(never.destroyed).toBe(true);
  });

  it('name each file that cannot be read, and one standard input read twice', async () => {
    const result = read(['--smoke-test', '@missing.yaml', '--source-config', `@${dir}`]);
    expect(await problemsOf(result)).toEqual([
      '--smoke-test: cannot read @missing.yaml: no such file.',
      `--source-config: cannot read @${dir}: it is a directory.`,
    ]);
  });

  it('refuse two readers of standard input, a credential’s file among them, and read none', async () => {
    const stdin = Readable.from([Buffer.from('lsv2_pt_the_key\n')]);
    expect(await problemsOf(read(['--smoke-test', '@-', '--secrets', '@-'], {}, stdin))).toEqual([
      '--smoke-test @- and --secrets @- would both read standard input: give one.',
    ]);
    expect(
      await problemsOf(read(['--api-key-file', '-', '--smoke-test', '@-'], {}, stdin)),
    ).toEqual(['--smoke-test @- and --api-key-file - would both read standard input: give one.']);
    expect(stdin.readableDidRead).toBe(false);
  });

  it('read no file and no standard input for a command refused already, and still the rest', async () => {
    const stdin = Readable.from([Buffer.from('OPENAI_API_KEY=sk-1\n')]);
    const args = ['--secrets', '@-', '--smoke-test', '@missing.yaml', '--timeout', '5m'];
    const result = await read(args, { LANGSMITH_API_KEY: 'sk-env' }, stdin, undefined, false);
    expect(result).toEqual({
      read: {
        values: { timeout: '5m', 'api-key': 'sk-env' },
        names: {
          secrets: '--secrets',
          'smoke-test': '--smoke-test',
          timeout: '--timeout',
          ...NOT_GIVEN,
          'api-key': 'LANGSMITH_API_KEY',
        },
        fromFile: new Set(['secrets', 'smoke-test']),
      },
      problems: [],
    });
    expect(stdin.readableDidRead).toBe(false);
  });
});

describe('the credentials', () => {
  it('come from the first variable set, named by it; the environment is left as it was', async () => {
    const env = { CONTROL_PLANE_API_KEY: 'sk-env', GITHUB_TOKEN: 'ghs_x', PATH: '/bin' };
    const result = await read([], env);
    expect(result).toMatchObject({
      read: {
        values: { 'api-key': 'sk-env', 'github-token': 'ghs_x' },
        names: { 'api-key': 'CONTROL_PLANE_API_KEY', 'github-token': 'GITHUB_TOKEN' },
      },
    });
    expect(env).toEqual({ CONTROL_PLANE_API_KEY: 'sk-env', GITHUB_TOKEN: 'ghs_x', PATH: '/bin' });
  });

  it('take the same value from both of the key’s variables, and refuse two different ones', async () => {
    const same = { LANGSMITH_API_KEY: 'sk-1', CONTROL_PLANE_API_KEY: 'sk-1' };
    expect(await read([], same)).toMatchObject({ read: { values: { 'api-key': 'sk-1' } } });
    const differ = { LANGSMITH_API_KEY: 'sk-1', CONTROL_PLANE_API_KEY: 'sk-2' };
    const result = await read([], differ);
    expect(await problemsOf(Promise.resolve(result))).toEqual([
      'LANGSMITH_API_KEY and CONTROL_PLANE_API_KEY are both set, to different values: unset one of them.',
    ]);
    expect(JSON.stringify(result)).not.toMatch(/sk-[12]/);
  });

  it('come from the file flag before the environment, trimmed', async () => {
    const key = file('key.txt', 'sk-from-file\n');
    const result = await read(['--api-key-file', key], { LANGSMITH_API_KEY: 'sk-env' });
    expect(result).toMatchObject({
      read: { values: { 'api-key': 'sk-from-file' }, names: { 'api-key': '--api-key-file' } },
    });
    expect(await problemsOf(read(['--api-key-file', join(dir, 'nope')]))).toEqual([
      `--api-key-file: cannot read ${join(dir, 'nope')}: no such file.`,
    ]);
  });
});

describe('the workspace id', () => {
  const WORKSPACE = '123e4567-e89b-12d3-a456-426614174000';

  it('comes from LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID, named by it', async () => {
    for (const variable of ['LANGSMITH_WORKSPACE_ID', 'CONTROL_PLANE_WORKSPACE_ID']) {
      expect(await read([], { [variable]: ` ${WORKSPACE} ` })).toMatchObject({
        read: { values: { 'tenant-id': WORKSPACE }, names: { 'tenant-id': variable } },
        problems: [],
      });
    }
  });

  it('comes from --tenant-id before either variable', async () => {
    const other = '6f1d2c3b-8a4e-4f5d-9c7b-1e2d3c4b5a69';
    const env = { LANGSMITH_WORKSPACE_ID: WORKSPACE, CONTROL_PLANE_WORKSPACE_ID: other };
    expect(await read(['--tenant-id', other], env)).toMatchObject({
      read: { values: { 'tenant-id': other }, names: { 'tenant-id': '--tenant-id' } },
      problems: [],
    });
  });

  it('takes the same id from both variables, and refuses two different ones', async () => {
    const same = { LANGSMITH_WORKSPACE_ID: WORKSPACE, CONTROL_PLANE_WORKSPACE_ID: WORKSPACE };
    expect(await read([], same)).toMatchObject({ read: { values: { 'tenant-id': WORKSPACE } } });
    const differ = { LANGSMITH_WORKSPACE_ID: WORKSPACE, CONTROL_PLANE_WORKSPACE_ID: 'other' };
    expect(await problemsOf(read([], differ))).toEqual([
      'LANGSMITH_WORKSPACE_ID and CONTROL_PLANE_WORKSPACE_ID are both set, to different values: unset one of them.',
    ]);
  });
});
