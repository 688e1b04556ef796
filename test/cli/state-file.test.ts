// src/cli/state-file.ts: what login keeps for logout, between two commands.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultStateFile, fileState, memoryState } from '../../src/cli/state-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'state-file-'));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the state file', () => {
  it('keeps each value for the next command, in a file its owner alone reads', () => {
    const file = join(dir, 'state.json');
    fileState(file).save('registry-host', 'registry.example.com');
    expect(fileState(file).read('registry-host')).toBe('registry.example.com');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('forgets a value saved empty, and reads a missing or broken file as empty', () => {
    const file = join(dir, 'cleared.json');
    const state = fileState(file);
    state.save('registry-host', 'registry.example.com');
    state.save('registry-host', '');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({});
    expect(fileState(join(dir, 'missing.json')).read('registry-host')).toBe('');
    writeFileSync(join(dir, 'broken.json'), '{"registry-host": [1]');
    expect(fileState(join(dir, 'broken.json')).read('registry-host')).toBe('');
  });

  it('is never read or written through a link: a save replaces the link, its target stays', () => {
    const target = join(dir, 'precious.json');
    writeFileSync(target, '{"registry-host":"elsewhere.example.com"}\n');
    const link = join(dir, 'linked-state.json');
    symlinkSync(target, link);
    const state = fileState(link);
    expect(state.read('registry-host')).toBe('');
    state.save('registry-host', 'registry.example.com');
    expect(readFileSync(target, 'utf8')).toBe('{"registry-host":"elsewhere.example.com"}\n');
    expect(lstatSync(link).isFile()).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('a command that keeps none keeps it in memory', () => {
    const state = memoryState();
    state.save('a', '1');
    expect([state.read('a'), state.read('b')]).toEqual(['1', '']);
  });
});

describe('the default state file', () => {
  it('is in a directory of this user’s alone in the temporary directory', () => {
    const temporary = mkdtempSync(join(tmpdir(), 'state-default-'));
    vi.stubEnv('TMPDIR', temporary);
    const found = defaultStateFile();
    expect(found).toEqual({
      file: join(temporary, `agent-deploy-${process.getuid?.()}`, 'registry-state.json'),
    });
    const folder = statSync(join(temporary, `agent-deploy-${process.getuid?.()}`));
    expect(folder.mode & 0o777).toBe(0o700);
    expect(defaultStateFile()).toEqual(found);
  });

  it('is refused in a directory others may write, or one that is a link', () => {
    const temporary = mkdtempSync(join(tmpdir(), 'state-default-'));
    vi.stubEnv('TMPDIR', temporary);
    const folder = join(temporary, `agent-deploy-${process.getuid?.()}`);
    mkdirSync(folder);
    chmodSync(folder, 0o777);
    const problem = `The state directory ${folder} is not a directory of this user's alone: remove it, or give --state-file FILE.`;
    expect(defaultStateFile()).toEqual({ problem });
    rmSync(folder, { recursive: true });
    symlinkSync(mkdtempSync(join(tmpdir(), 'elsewhere-')), folder);
    expect(defaultStateFile()).toEqual({ problem });
  });
});
