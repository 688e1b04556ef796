import { describe, expect, it } from 'vitest';
import { countSetApart, nothingSetApart } from '../../src/packing/set-apart.ts';

/*
 * What a walk left out, counted for a summary's Packed row: every kind at once, a directory left
 * out whole counted once, and the first few named, the files a person should notice first.
 */

describe('countSetApart', () => {
  it('counts nothing when nothing was left out', () => {
    expect(countSetApart(nothingSetApart())).toEqual({ count: 0, examples: [] });
  });

  it('counts every kind, a directory left out whole once, and names .env and credential files first', () => {
    const setApart = nothingSetApart();
    setApart.leftOut.alwaysLeftOut('node_modules', 'node_modules');
    setApart.leftOut.ignored('.gitignore: *.log', 'a.log', false, 10);
    setApart.leftOut.ignored('.gitignore: *.log', 'b.log', false, 10);
    setApart.leftOut.ignored('.dockerignore: tests/', 'tests', true, 0);
    setApart.symlinks.push('alias.py');
    setApart.hardLinks.push('twin.py');
    setApart.other.push('fifo');
    setApart.credentialFiles.push('gha-creds-1.json');
    setApart.envFiles.push('.env', '.env.local');
    expect(countSetApart(setApart)).toEqual({
      count: 10,
      examples: ['.env', '.env.local', 'gha-creds-1.json'],
    });
  });

  it('names what the rules left out when no .env or credential file was', () => {
    const setApart = nothingSetApart();
    setApart.leftOut.ignored('.gitignore: *.log', 'a.log', false, 10);
    setApart.symlinks.push('alias.py');
    expect(countSetApart(setApart)).toEqual({ count: 2, examples: ['a.log', 'alias.py'] });
  });
});
