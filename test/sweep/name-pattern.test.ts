// src/sweep/name-pattern.ts: which deployment names are a pull request's preview.
import { describe, expect, it } from 'vitest';
import {
  fixedPart,
  type NamePattern,
  nameFor,
  numberIn,
  parsePattern,
} from '../../src/sweep/name-pattern.ts';

const pattern = (text: string) => parsePattern(text) as NamePattern;
const PREVIEWS = pattern('agent-pr-{number}');

describe('parsePattern', () => {
  it('splits the pattern at its one {number}', () => {
    expect(parsePattern('agent-pr-{number}')).toEqual({ before: 'agent-pr-', after: '' });
    expect(parsePattern('pr-{number}-agent')).toEqual({ before: 'pr-', after: '-agent' });
    expect(parsePattern('{number}')).toEqual({ before: '', after: '' });
  });

  it.each([
    ['agent-pr', /^must hold \{number\} where the pull request's number goes/],
    ['agent-pr-{NUMBER}', /^must hold \{number\} where/],
    ['{number}-{number}', /^must hold \{number\} once, not 2 times$/],
    ['agent-{number}\n', /^must be one line without control characters$/],
  ])('refuses %j', (text, problem) => {
    expect((parsePattern(text) as { problem: string }).problem).toMatch(problem);
  });
});

describe('numberIn', () => {
  it.each([
    ['agent-pr-7', 7],
    ['agent-pr-1', 1],
    ['agent-pr-120', 120],
    ['agent-pr-2147483647', 2_147_483_647],
  ])('reads %j as pull request %i', (name, number) => {
    expect(numberIn(PREVIEWS, name)).toBe(number);
  });

  it.each([
    'agent-pr-07',
    'agent-pr-0',
    'agent-pr-7x',
    'agent-pr-x7',
    'agent-pr-7-old',
    'other-agent-pr-7',
    'agent-pr-',
    'agent-pr--7',
    'agent-pr-+7',
    'agent-pr-7.0',
    'agent-pr-1e3',
    'agent-pr- 7',
    'AGENT-PR-7',
    'agent-pr-٧',
    // Larger than any number GitHub gives a pull request.
    'agent-pr-2147483648',
    'agent-pr-99999999999999999999',
    '',
  ])('finds no pull request in %j', (name) => {
    expect(numberIn(PREVIEWS, name)).toBeUndefined();
  });

  it('compares the text after the number exactly too', () => {
    const around = pattern('pr-{number}-agent');
    expect(numberIn(around, 'pr-7-agent')).toBe(7);
    expect(numberIn(around, 'pr-7-agent-old')).toBeUndefined();
    expect(numberIn(around, 'pr-7-agen')).toBeUndefined();
    expect(numberIn(around, 'pr--agent')).toBeUndefined();
  });

  it('needs a number between fixed parts that overlap', () => {
    const twice = pattern('a{number}a');
    expect(numberIn(twice, 'a7a')).toBe(7);
    expect(numberIn(twice, 'aa')).toBeUndefined();
    expect(numberIn(twice, 'a')).toBeUndefined();
  });
});

describe('nameFor and fixedPart', () => {
  it('put the number in, and round-trip through numberIn', () => {
    expect(nameFor(pattern('preview-pr-{number}'), 7)).toBe('preview-pr-7');
    expect(numberIn(PREVIEWS, nameFor(PREVIEWS, 42))).toBe(42);
  });

  it('filter the list by the longest fixed part, and not at all by none', () => {
    expect(fixedPart(PREVIEWS)).toBe('agent-pr-');
    expect(fixedPart(pattern('pr-{number}-support-agent'))).toBe('-support-agent');
    expect(fixedPart(pattern('{number}'))).toBe('');
  });
});
