import { link, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packSource } from '../../src/packing/pack.ts';
import { makeTree, pack, scratchDir } from './tree-helpers.ts';

/** Packs and returns the error message; fails the test if packing succeeds. */
async function refusal(root: string, configPath: string): Promise<string> {
  const tempDir = await scratchDir('pack-out-');
  const packing = packSource({ root, configPath, tempDir, log: () => {}, warn: () => {} });
  const error = await packing.then(
    () => expect.fail('packing should have failed'),
    (reason: unknown) => reason,
  );
  // Refused before packing anything: no archive was started.
  expect(await readdir(tempDir)).toEqual([]);
  return (error as Error).message;
}

describe('packSource agent-config-path checks', () => {
  it('accepts a config in a subdirectory and gives its path inside the archive', async () => {
    const root = await makeTree({ 'config/agent.json': '{}' }, { repository: true });
    expect((await pack(root, './config//agent.json')).configEntry).toBe('config/agent.json');
  });

  it.each([
    ['../outside.json', 'agent-config-path "../outside.json" has a ".." segment'],
    ['sub/../../outside.json', 'has a ".." segment'],
    ['/etc/passwd', 'agent-config-path "/etc/passwd" is absolute'],
    ['', 'agent-config-path is empty'],
    ['.', 'names the packed directory itself, not a file'],
    ['missing.json', 'agent-config-path "missing.json" does not exist in'],
    ['agent.json/inner', 'does not exist in'],
    ['config', 'agent-config-path "config" is not a regular file'],
    ['.git/config', 'is inside .git, which is never packed'],
    ['.venv/agent.json', 'is inside .venv/, which is never packed'],
    ['.env.json', 'is a .env file, which is never packed'],
  ])('refuses %j', async (configPath, message) => {
    const root = await makeTree(
      {
        'agent.json': '{}',
        'config/x.json': '{}',
        '.git/config': '',
        '.venv/agent.json': '{}',
        '.env.json': '{}',
      },
      { repository: true },
    );
    expect(await refusal(root, configPath)).toContain(message);
  });

  it('refuses a config that is a symlink, inside the tree or escaping it', async () => {
    const outer = await makeTree({ 'secret.json': '{}', 'tree/real.json': '{}' });
    const root = path.join(outer, 'tree');
    await symlink('../secret.json', path.join(root, 'escape.json'));
    await symlink('real.json', path.join(root, 'alias.json'));
    expect(await refusal(root, 'escape.json')).toBe(
      'agent-config-path "escape.json" is a symlink; the archive holds no symlinks, so point it at the file itself',
    );
    expect(await refusal(root, 'alias.json')).toContain('is a symlink');
  });

  it('refuses a config reached through a symlinked directory', async () => {
    const outer = await makeTree({ 'elsewhere/agent.json': '{}', 'tree/x.txt': 'x' });
    const root = path.join(outer, 'tree');
    await symlink('../elsewhere', path.join(root, 'linked'));
    expect(await refusal(root, 'linked/agent.json')).toContain(
      'passes through "linked", which is a symlink',
    );
  });

  it('refuses a config that is a hard link', async () => {
    const root = await makeTree({ 'agent.json': '{}' });
    await link(path.join(root, 'agent.json'), path.join(root, 'copy.json'));
    expect(await refusal(root, 'agent.json')).toContain('is a hard link');
  });

  it('refuses an ignored config, naming the rule', async () => {
    const root = await makeTree(
      {
        '.gitignore': 'local/\n',
        'local/agent.json': '{}',
        'sub/.gitignore': '*.json\n',
        'sub/agent.json': '{}',
      },
      { repository: true },
    );
    expect(await refusal(root, 'local/agent.json')).toBe(
      'agent-config-path "local/agent.json" is ignored by .gitignore: local/, so the archive would not hold it',
    );
    expect(await refusal(root, 'sub/agent.json')).toContain('is ignored by sub/.gitignore: *.json');
  });

  it('refuses when the packed directory itself is ignored in its repository', async () => {
    const repo = await makeTree(
      { '.gitignore': 'generated/\n', 'generated/agent/agent.json': '{}' },
      { repository: true },
    );
    expect(await refusal(path.join(repo, 'generated/agent'), 'agent.json')).toContain(
      'the packed directory itself is ignored by .gitignore: generated/',
    );
  });

  it('refuses a root that is not a directory', async () => {
    const root = await makeTree({ 'agent.json': '{}' });
    expect(await refusal(path.join(root, 'nope'), 'agent.json')).toContain('is not a directory');
  });
});
