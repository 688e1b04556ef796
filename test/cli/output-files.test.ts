// src/cli/output-files.ts: the files a command writes, checked before anything is sent.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputPathProblems, writeOutputFile } from '../../src/cli/output-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'output-files-'));

describe('outputPathProblems', () => {
  it('takes a new file in a directory, or a regular file that is there', () => {
    writeFileSync(join(dir, 'old.env'), 'a=1\n');
    const paths = { 'outputs-file': join(dir, 'old.env'), 'summary-file': join(dir, 'new.md') };
    expect(outputPathProblems(paths)).toEqual([]);
  });

  it('refuses a directory, a missing directory, a link, and a file that is no regular file', () => {
    const link = join(dir, 'link.env');
    symlinkSync(join(dir, 'anywhere'), link);
    const problems = outputPathProblems({
      'outputs-file': dir,
      'summary-file': join(dir, 'missing', 'summary.md'),
      'state-file': link,
      other: '/dev/null',
    });
    expect(problems).toEqual([
      `--outputs-file: ${dir} is a directory.`,
      `--summary-file: ${join(dir, 'missing', 'summary.md')}: no such directory.`,
      `--state-file: ${link} is a symbolic link: name the file itself.`,
      '--other: /dev/null is not a regular file.',
    ]);
  });

  it('refuses one file named twice, however it is spelt', () => {
    mkdirSync(join(dir, 'sub'));
    symlinkSync(join(dir, 'sub'), join(dir, 'via'));
    const problems = outputPathProblems({
      'outputs-file': join(dir, 'sub', 'out.env'),
      'summary-file': join(dir, 'via', '..', 'sub', 'out.env'),
      'state-file': join(dir, 'via', 'out.env'),
    });
    expect(problems).toEqual([
      '--summary-file names the same file as --outputs-file: give each its own.',
      '--state-file names the same file as --outputs-file: give each its own.',
    ]);
  });
});

describe('writeOutputFile', () => {
  it('replaces what the file held, and never writes through a link', () => {
    const file = join(dir, 'written.env');
    writeFileSync(file, 'a long old text\n');
    writeOutputFile(file, 'b=2\n');
    expect(readFileSync(file, 'utf8')).toBe('b=2\n');
    const target = join(dir, 'target');
    writeFileSync(target, 'kept');
    symlinkSync(target, join(dir, 'to-target'));
    expect(() => writeOutputFile(join(dir, 'to-target'), 'x')).toThrow(/ELOOP/);
    expect(readFileSync(target, 'utf8')).toBe('kept');
  });
});
