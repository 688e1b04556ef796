import { describe, expect, it } from 'vitest';
import { commentMarkerLine, isMarkedComment } from '../../src/github/comment-marker.ts';

const MARKER = 'agent-prod';

/** The name part of a marker line. */
function nameIn(line: string): string {
  const match = /^<!-- agent-deploy:(.*) -->$/.exec(line);
  if (!match?.[1]) throw new Error(`not a marker line: ${line}`);
  return match[1];
}

describe('the marker line', () => {
  it('is unchanged for a name earlier versions wrote as it is, so their comments are found', () => {
    expect(commentMarkerLine('support-agent-pr-7')).toBe(
      '<!-- agent-deploy:support-agent-pr-7 -->',
    );
    expect(commentMarkerLine('agent-1.2:x/y@z+w=v')).toBe(
      '<!-- agent-deploy:agent-1.2:x/y@z+w=v -->',
    );
    const id = '3f9b2c1e-8d7a-4b6c-9e5f-0a1b2c3d4e5f';
    expect(commentMarkerLine(id)).toBe(`<!-- agent-deploy:${id} -->`);
  });

  it('names one deployment only: names that differ get different lines', () => {
    const long = 'a'.repeat(240);
    const groups = [
      ['agent--x', 'agent-x', 'agent---x', 'agent-%2Dx'],
      ['agent-é', 'agent-è', 'agent-_', 'agent-__', 'agent- '],
      ['agent_x', 'agent x', 'agent\u00a0x', 'agent\u200bx'],
      [`${long}-one`, `${long}-two`, long.slice(0, 200)],
      ['\ud800', '\ud801', '\ufffd'],
    ];
    for (const names of groups) {
      const lines = names.map(commentMarkerLine);
      expect(new Set(lines).size, names.join(' | ')).toBe(names.length);
    }
  });

  it('can be read back to the name, unless the name was cut', () => {
    for (const name of ['agent--x', 'agent-é x', 'a_b%c', 'добрый-агент', 'agent-🚀']) {
      expect(decodeURIComponent(nameIn(commentMarkerLine(name)))).toBe(name);
    }
  });

  it('stays bounded for a long name, ending in a hash of the whole name', () => {
    const line = commentMarkerLine('é'.repeat(500));
    expect(nameIn(line)).toMatch(/^(?:%C3%A9)+~[0-9a-f]{32}$/);
    expect(line.length).toBeLessThanOrEqual(220);
  });

  it('cannot end the HTML comment or break the line, whatever the name', () => {
    const line = commentMarkerLine('evil --> <img src=x>\n@everyone --!>');
    expect(nameIn(line)).not.toMatch(/--|>|<|!|\s/);
    expect(line).toMatch(/^<!-- agent-deploy:[^\n]* -->$/);
  });

  it('matches only a body whose first line is the marker', () => {
    const line = commentMarkerLine(MARKER);
    expect(isMarkedComment(`${line}\r\nbody`, MARKER)).toBe(true);
    expect(isMarkedComment(` ${line}\nbody`, MARKER)).toBe(false);
    expect(isMarkedComment(`${line}x\nbody`, MARKER)).toBe(false);
    expect(isMarkedComment(`${commentMarkerLine('agent-prod-2')}\nbody`, MARKER)).toBe(false);
    expect(isMarkedComment(undefined, MARKER)).toBe(false);
  });

  it("no longer matches an earlier version's line that stood for more than one name", () => {
    expect(isMarkedComment('<!-- agent-deploy:agent-x -->\nold', 'agent--x')).toBe(false);
    expect(isMarkedComment('<!-- agent-deploy:agent-_ -->\nold', 'agent-é')).toBe(false);
  });
});
