import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describePacked,
  type PackedReport,
  packedReport,
} from '../../src/packing/packed-report.ts';
import { makeTree, pack } from './tree-helpers.ts';

/*
 * The summary's Packed row: the packed directories as the workspace names them, what the archive
 * holds, how many of its files git does not track, and what was left out, so that a row never
 * says `.` or "every file tracked by git" of a directory whose .env stayed behind.
 */

const AGENT = {
  'agents/support/.gitignore': '*.log\n__pycache__/\n',
  'agents/support/langgraph.json': '{"dependencies": [".", "../../libs/common"]}',
  'agents/support/agent.py': 'x',
  'agents/support/debug.log': 'x',
  'agents/support/.env': 'SECRET=1',
  'agents/support/__pycache__/agent.pyc': 'x',
  'libs/common/util.py': 'x',
};

describe('packedReport', () => {
  it('names source-path as the workspace does, not as `.` of the archive', async () => {
    const workspace = await makeTree(AGENT, { repository: true });
    const root = path.join(workspace, 'agents/support');
    const packed = await pack(root, 'langgraph.json', {
      dependencies: [{ entry: '.', dir: root }],
    });
    expect(packed.directories).toEqual(['.']);
    const report = packedReport(packed, workspace);
    expect(report.directories).toEqual(['agents/support']);
    expect(report).toMatchObject({ files: 3, bytes: packed.bytes });
    expect(report.setApart).toEqual({
      count: 3,
      examples: ['.env', '__pycache__', 'debug.log'],
    });
  });

  it('names each directory of a widened archive in the workspace, and . for the workspace itself', async () => {
    const workspace = await makeTree(AGENT, { repository: true });
    const root = path.join(workspace, 'agents/support');
    const packed = await pack(root, 'langgraph.json', {
      dependencies: [
        { entry: '.', dir: root },
        { entry: '../../libs/common', dir: path.join(workspace, 'libs/common') },
      ],
    });
    expect(packedReport(packed, workspace).directories).toEqual(['agents/support', 'libs/common']);
    expect(packedReport(packed, path.join(workspace, 'agents')).directories).toEqual([
      'support',
      '../libs/common',
    ]);
    const alone = await pack(workspace, 'agents/support/langgraph.json');
    expect(packedReport(alone, workspace).directories).toEqual(['.']);
  });

  it('counts links among what was left out', async () => {
    const workspace = await makeTree({ 'agent.json': '{}', 'graph.py': 'x' });
    await symlink('graph.py', path.join(workspace, 'alias.py'));
    const packed = await pack(workspace, 'agent.json');
    expect(packedReport(packed, workspace).setApart).toEqual({ count: 1, examples: ['alias.py'] });
  });
});

describe('describePacked', () => {
  const report = (given: Partial<PackedReport>): PackedReport => ({
    directories: ['scripts/demo-agent'],
    files: 4,
    bytes: 1130,
    setApart: { count: 0, examples: [] },
    ...given,
  });

  it('says what the archive holds, and how much of it git tracks when git could say', () => {
    expect(describePacked(report({}))).toBe('`scripts/demo-agent` · 4 files, a 1.1 kB archive');
    expect(describePacked(report({ untracked: 0 }))).toBe(
      '`scripts/demo-agent` · 4 files, a 1.1 kB archive · all 4 tracked by git',
    );
    expect(describePacked(report({ untracked: 2 }))).toBe(
      '`scripts/demo-agent` · 4 files, a 1.1 kB archive · 2 of 4 not tracked by git',
    );
    expect(describePacked(report({ files: 1, bytes: 300, untracked: 0 }))).toBe(
      '`scripts/demo-agent` · 1 file, a 300 B archive · tracked by git',
    );
  });

  it('names what was left out, so "tracked" is never read as "everything packed"', () => {
    const leftOut = { count: 1, examples: ['.env'] };
    expect(describePacked(report({ untracked: 0, setApart: leftOut }))).toBe(
      '`scripts/demo-agent` · 4 files, a 1.1 kB archive · all 4 tracked by git · left out 1: `.env`',
    );
    const many = { count: 40, examples: ['.env', 'logs/a.log', 'logs/b.log'] };
    expect(describePacked(report({ setApart: many }))).toBe(
      '`scripts/demo-agent` · 4 files, a 1.1 kB archive · left out 40: `.env`, `logs/a.log`, `logs/b.log`, …',
    );
  });

  it('lists at most 20 directories, and how many more', () => {
    const directories = Array.from({ length: 23 }, (_, i) => `libs/l${i}`);
    const row = describePacked(report({ directories }));
    expect(row).toContain('`libs/l19` and 3 more · 4 files');
    expect(row).not.toContain('`libs/l20`');
  });

  it('keeps markup out of a path', () => {
    const row = describePacked(
      report({ directories: ['a`|b'], setApart: { count: 1, examples: ['x|`y'] } }),
    );
    expect(row.split(/(?<!\\)\|/)).toHaveLength(1);
  });
});
