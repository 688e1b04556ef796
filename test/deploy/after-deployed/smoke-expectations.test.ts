import { describe, expect, it } from 'vitest';
import { unmetExpectation } from '../../../src/deploy/after-deployed/smoke-expectations.ts';

const ANSWER = {
  messages: [
    { role: 'user', content: 'Where is my order?' },
    { role: 'assistant', content: 'Hello from agent! You said: Where is my order?' },
  ],
  order: { id: 42, status: { code: 'shipped', eta: '2d' }, tags: ['a', 'b'] },
};
const unmet = (expect: Parameters<typeof unmetExpectation>[2], answer: unknown = ANSWER) =>
  unmetExpectation(answer, JSON.stringify(answer), expect);

describe('unmetExpectation', () => {
  it('passes any answer when the case expects nothing', () => {
    expect(unmet({})).toBeUndefined();
  });

  it('contains: text in the answer serialised as JSON', () => {
    expect(unmet({ contains: 'You said: Where is my order?' })).toBeUndefined();
    expect(unmet({ contains: '"status":{"code":"shipped"' })).toBeUndefined();
    expect(unmet({ contains: 'refund' })).toBe('the answer does not contain "refund"');
  });

  it('matches: a regular expression on the serialised answer', () => {
    expect(unmet({ matches: 'You said: \\w+' })).toBeUndefined();
    expect(unmet({ matches: '"id":\\d{3}' })).toBe('the answer does not match /"id":\\d{3}/');
  });

  it('json: every member with an equal value, objects member by member', () => {
    expect(unmet({ json: { order: { status: { code: 'shipped' } } } })).toBeUndefined();
    expect(unmet({ json: { order: { id: 42, tags: ['a', 'b'] } } })).toBeUndefined();
    expect(unmet({ json: { order: { status: { code: 'lost' } } } })).toBe(
      'json: the answer\'s "order.status.code" is "shipped", not "lost"',
    );
    expect(unmet({ json: { order: { carrier: 'x' } } })).toBe(
      'json: the answer has no member "order.carrier"',
    );
  });

  it('json: arrays and scalars compared whole', () => {
    expect(unmet({ json: { order: { tags: ['a'] } } })).toContain('the answer\'s "order.tags"');
    expect(unmet({ json: { order: { id: '42' } } })).toContain('is 42, not "42"');
    expect(unmet({ json: { messages: [ANSWER.messages[0]] } })).toContain('"messages"');
  });

  it('json: shows each value once, as JSON, cut when long', () => {
    expect(unmet({ json: { order: { status: { eta: null } } } })).toBe(
      'json: the answer\'s "order.status.eta" is "2d", not null',
    );
    expect(unmet({ json: { text: { a: 1 } } }, { text: 'x'.repeat(200) })).toBe(
      `json: the answer's "text" is "${'x'.repeat(78)}…, not an object`,
    );
    expect(unmet({ json: { text: 'y' } }, { text: 'x'.repeat(200) })).toBe(
      `json: the answer's "text" is "${'x'.repeat(78)}…, not "y"`,
    );
  });

  it('json: an answer that is not an object has no members', () => {
    expect(unmet({ json: { a: 1 } }, ['a'])).toBe('json: the answer is not an object');
    expect(unmet({ json: { order: { id: { deep: 1 } } } })).toBe(
      'json: the answer\'s "order.id" is 42, not an object',
    );
  });

  it('checks every kind: the first unmet one is told', () => {
    expect(unmet({ contains: 'Hello', matches: 'nothing-like-this', json: { a: 1 } })).toContain(
      'does not match',
    );
  });

  it('stops a regular expression that backtracks without end, and counts it as not matching', () => {
    const answer = { text: `${'a'.repeat(40)}!` };
    expect(unmet({ matches: '(a+)+b' }, answer)).toBe(
      'matching /(a+)+b/ took longer than 1000ms, so it did not match',
    );
  });
});
