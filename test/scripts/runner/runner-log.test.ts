import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunnerLog, type ShownLine } from '../../../scripts/runner/runner-log.ts';

/*
 * The demo shows a step's output as GitHub's log viewer does. The lines read here are the ones
 * @actions/core writes, caught on their way to stdout.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

/** What `write` made @actions/core print, line by line. */
function printedBy(write: () => void): string[] {
  let printed = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  });
  write();
  vi.restoreAllMocks();
  return printed.split(/\r?\n/).filter(Boolean);
}

function shown(lines: string[], debug = false): ShownLine[] {
  const log = new RunnerLog({ debug });
  return lines.flatMap((line) => log.read(line));
}

const texts = (lines: ShownLine[]) => lines.map((line) => line.text);

describe('RunnerLog', () => {
  it('hides mask commands and stars out the values they register, as the runner does', () => {
    const lines = printedBy(() => {
      core.setSecret('sk-demo-key');
      core.info('sent sk-demo-key to the service');
    });
    expect(lines[0]).toBe('::add-mask::sk-demo-key');
    expect(texts(shown(lines))).toEqual(['sent *** to the service']);
  });

  it('hides debug lines unless asked, and then shows them as step debug logging does', () => {
    const lines = printedBy(() => {
      core.debug('No typical deploy time');
      core.info('Result: deployed');
    });
    expect(texts(shown(lines))).toEqual(['Result: deployed']);
    expect(shown(lines, true)).toEqual([
      { kind: 'debug', text: '##[debug]No typical deploy time' },
      { kind: 'plain', text: 'Result: deployed' },
    ]);
  });

  it('shows the mask commands themselves only when asked', () => {
    const lines = printedBy(() => core.setSecret('sk-demo-key'));
    expect(shown(lines, true)).toEqual([{ kind: 'debug', text: '::add-mask::sk-demo-key' }]);
  });

  it('shows a group as its title, with its lines under it', () => {
    const lines = printedBy(() => {
      core.startGroup('Build log of revision r1');
      core.info('Step 1/4 : FROM python:3.12-slim');
      core.endGroup();
      core.info('after the group');
    });
    expect(shown(lines)).toEqual([
      { kind: 'group', text: '▾ Build log of revision r1' },
      { kind: 'plain', text: '  Step 1/4 : FROM python:3.12-slim' },
      { kind: 'plain', text: 'after the group' },
    ]);
  });

  it('shows an annotation as Warning: or Error:, with its title, its lines unescaped', () => {
    const lines = printedBy(() => {
      core.warning('left out 1 .env file: ".env"');
      core.error('Revision r1 ended in BUILD_FAILED: 100% sure,\nsee the log', {
        title: 'Deploy failed: bad input, twice',
      });
    });
    expect(lines[1]).toMatch(/^::error title=Deploy failed%3A bad input%2C twice::/);
    expect(shown(lines)).toEqual([
      { kind: 'warning', text: 'Warning: left out 1 .env file: ".env"' },
      {
        kind: 'error',
        text: 'Error (Deploy failed: bad input, twice): Revision r1 ended in BUILD_FAILED: 100% sure,',
      },
      { kind: 'error', text: '  see the log' },
    ]);
  });

  it('masks annotations and group titles too', () => {
    const lines = printedBy(() => {
      core.setSecret('tok-123456');
      core.startGroup('log of tok-123456');
      core.endGroup();
      core.warning('key tok-123456 refused', { title: 'tok-123456' });
    });
    expect(texts(shown(lines)).join('\n')).not.toContain('tok-123456');
  });

  it('leaves a line that only looks like a command, and an unknown command, as they are', () => {
    expect(texts(shown(['a ::warning:: in the middle', '::frobnicate::x']))).toEqual([
      'a ::warning:: in the middle',
      '::frobnicate::x',
    ]);
  });
});
