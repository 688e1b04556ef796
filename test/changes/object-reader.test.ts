// src/changes/object-reader.ts: one `git cat-file` per decision, answering in order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectReader } from '../../src/changes/object-reader.ts';
import { gitReaders, noGitReaderLeft } from '../support/git-readers.ts';
import { GIT_ENV, GitRepository, git } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

/** A repository of `count` files of `size` bytes each, every one different. */
function repositoryOf(count: number, size: number): GitRepository {
  const repo = GitRepository.create();
  repos.push(repo);
  const files: Record<string, string> = {};
  for (let n = 0; n < count; n++) files[`f${n}.txt`] = `${n} `.padEnd(size, String(n % 10));
  repo.write(files).commit();
  return repo;
}

const blobOf = (repo: GitRepository, file: string) => git(repo.dir, 'rev-parse', `HEAD:${file}`);

describe('ObjectReader', () => {
  it('answers every question in order, whole, however git’s output is cut into chunks', async () => {
    // 150 blobs of 5,000 bytes: 750 kB, which a pipe hands over in many chunks that cut answers.
    const repo = repositoryOf(150, 5000);
    const reader = new ObjectReader(repo.dir, GIT_ENV);
    const files = Array.from({ length: 150 }, (_, n) => `f${n}.txt`);
    const oids = files.map((file) => blobOf(repo, file));

    const answers = await Promise.all(oids.map((oid) => reader.read(oid)));
    reader.close();

    expect(answers.map((answer) => answer?.type)).toEqual(oids.map(() => 'blob'));
    expect(answers.map((answer) => answer?.oid)).toEqual(oids);
    for (const [n, answer] of answers.entries()) {
      expect(answer?.body.toString()).toBe(`${n} `.padEnd(5000, String(n % 10)));
    }
  });

  it('gives nothing for a name git does not know, and passes over a blob past its limit', async () => {
    const repo = repositoryOf(3, 70_000);
    const reader = new ObjectReader(repo.dir, GIT_ENV);
    const [first, second, third] = ['f0.txt', 'f1.txt', 'f2.txt'].map((file) => blobOf(repo, file));

    const answers = await Promise.all([
      reader.read(first as string, 100),
      reader.read('f'.repeat(40)),
      reader.read(second as string),
      reader.read('HEAD^{commit}'),
      reader.read('HEAD\nHEAD'),
      reader.read(third as string, 100),
      reader.read('HEAD^{tree}'),
    ]);
    reader.close();

    expect(answers.map((answer) => answer?.type)).toEqual([
      undefined,
      undefined,
      'blob',
      'commit',
      undefined,
      undefined,
      'tree',
    ]);
    expect(answers[2]?.body.length).toBe(70_000);
    expect(answers[3]?.oid).toBe(repo.head());
  });

  it('speaks --batch to a git older than 2.36, which does not know --batch-command', async () => {
    const repo = repositoryOf(2, 10);
    // A git that answers --batch-command with its usage and exit 129, as git 2.35 does.
    const bin = mkdtempSync(path.join(tmpdir(), 'old-git-'));
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const script = `#!/bin/sh\nfor arg in "$@"; do [ "$arg" = --batch-command ] && { echo "usage: git cat-file" >&2; exit 129; }; done\nexec ${real} "$@"\n`;
    writeFileSync(path.join(bin, 'git'), script, { mode: 0o755 });
    const reader = new ObjectReader(repo.dir, { ...GIT_ENV, PATH: `${bin}:${process.env.PATH}` });

    const [commit, blob] = await Promise.all([
      reader.read('HEAD^{commit}'),
      reader.read(blobOf(repo, 'f1.txt')),
    ]);
    const tree = await reader.read('HEAD^{tree}');
    reader.close();

    expect(commit?.oid).toBe(repo.head());
    expect(blob?.body.toString()).toBe('1 11111111');
    expect(tree?.type).toBe('tree');
    GitRepository.removeDirectory(bin);
  });

  it('refuses every open question once stopped, with the stop’s reason, and ends git', async () => {
    const repo = repositoryOf(2, 10);
    const controller = new AbortController();
    const reader = new ObjectReader(repo.dir, GIT_ENV, controller.signal);
    expect(await reader.read('HEAD^{commit}')).toMatchObject({ type: 'commit' });
    expect(gitReaders()).toHaveLength(1);

    const stop = new Error('the step was cancelled');
    const open = reader.read('HEAD^{tree}');
    controller.abort(stop);

    await expect(open).rejects.toBe(stop);
    await expect(reader.read('HEAD^{tree}')).rejects.toBe(stop);
    await noGitReaderLeft();
  });

  it('ends git when closed, and refuses questions after that', async () => {
    const repo = repositoryOf(2, 10);
    const reader = new ObjectReader(repo.dir, GIT_ENV);
    await reader.read('HEAD^{commit}');

    reader.close();

    await expect(reader.read('HEAD^{tree}')).rejects.toThrow('closed');
    await noGitReaderLeft();
  });

  it('says what git said when it cannot start: no repository here', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-repo-'));
    const reader = new ObjectReader(dir, { ...GIT_ENV, GIT_CEILING_DIRECTORIES: tmpdir() });

    await expect(reader.read('HEAD^{commit}')).rejects.toThrow(
      /^git cat-file ended \(exit 128\) before it answered: fatal: not a git repository/,
    );
    GitRepository.removeDirectory(dir);
  });
});
