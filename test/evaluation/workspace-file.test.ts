// src/evaluation/workspace-file.ts: a path input's file, found inside the workspace; a symlink that
// leads out of it is refused, whatever the path looks like.
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceFile } from '../../src/evaluation/workspace-file.ts';
import { workspaceWith } from './eval-fixtures.ts';

const problem = (message: string) => new Error(`eval-dataset ${message}`);

describe('a file of the workspace', () => {
  it('is found by its path relative to the workspace', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': '{}' });
    expect(await workspaceFile('evals/qa.jsonl', workspace, problem)).toMatch(/evals\/qa\.jsonl$/);
  });

  it('must exist, and be a file', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': '{}' });
    await expect(workspaceFile('evals/missing.jsonl', workspace, problem)).rejects.toThrow(
      'eval-dataset is not a file in the workspace ("evals/missing.jsonl")',
    );
    await expect(workspaceFile('evals', workspace, problem)).rejects.toThrow(
      'eval-dataset is not a file in the workspace ("evals")',
    );
  });

  it('may be a symlink inside the workspace, never one that leads out', async () => {
    const outside = await workspaceWith({ 'secret.txt': 'key' });
    const workspace = await workspaceWith({ 'evals/qa.jsonl': '{}' });
    await symlink(join(workspace, 'evals/qa.jsonl'), join(workspace, 'inside.jsonl'));
    await symlink(join(outside, 'secret.txt'), join(workspace, 'out.jsonl'));
    expect(await workspaceFile('inside.jsonl', workspace, problem)).toMatch(/evals\/qa\.jsonl$/);
    await expect(workspaceFile('out.jsonl', workspace, problem)).rejects.toThrow(
      'eval-dataset leads out of the workspace through a symlink ("out.jsonl")',
    );
  });
});
