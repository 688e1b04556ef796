// src/cli/state-file.ts: what login keeps for logout, between two commands.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultStateFile, fileState, memoryState } from '../../src/cli/state-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'state-file-'));

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

  it('lives in the temporary directory by default; a command that keeps none keeps it in memory', () => {
    expect(defaultStateFile().startsWith(tmpdir())).toBe(true);
    const state = memoryState();
    state.save('a', '1');
    expect([state.read('a'), state.read('b')]).toEqual(['1', '']);
  });
});
