import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor } from '../../src/common/redactor.ts';

function redactorOf(...values: string[]): Redactor {
  const redactor = new Redactor();
  redactor.add(values);
  return redactor;
}

describe('Redactor', () => {
  it('replaces every occurrence of a value, not only the first', () => {
    const redactor = redactorOf('s3cr3t');
    expect(redactor.redact('s3cr3t and s3cr3t again, s3cr3ts3cr3t')).toBe(
      `${REDACTED} and ${REDACTED} again, ${REDACTED}${REDACTED}`,
    );
  });

  it('leaves text without a known value as it is', () => {
    expect(redactorOf('s3cr3t').redact('nothing to see\nhere')).toBe('nothing to see\nhere');
    expect(new Redactor().redact('s3cr3t')).toBe('s3cr3t');
  });

  it('replaces the longest value first, so no part of a longer one is left showing', () => {
    const redactor = new Redactor();
    redactor.add(['abc']);
    redactor.add(['abcdef-long']);
    expect(redactor.redact('token=abcdef-long, short=abc')).toBe(
      `token=${REDACTED}, short=${REDACTED}`,
    );
  });

  it('replaces a value that contains another, whichever was added first', () => {
    for (const order of [
      ['pass', 'password123'],
      ['password123', 'pass'],
    ]) {
      expect(redactorOf(...order).redact('password123')).toBe(REDACTED);
    }
  });

  it('replaces a multi-line value whole, and each of its lines where it appears alone', () => {
    const key = '-----BEGIN KEY-----\nMIIEvQIBADANBg\n-----END KEY-----';
    const redactor = redactorOf(key);
    expect(redactor.redact(`key: ${key}`)).toBe(`key: ${REDACTED}`);
    expect(redactor.redact('line 2 was MIIEvQIBADANBg')).toBe(`line 2 was ${REDACTED}`);
    expect(redactor.redact('-----END KEY-----')).toBe(REDACTED);
  });

  it('reads Windows line endings in a multi-line value', () => {
    const redactor = redactorOf('first-line\r\nsecond-line');
    expect(redactor.redact('first-line')).toBe(REDACTED);
    expect(redactor.redact('second-line')).toBe(REDACTED);
  });

  it('replaces the JSON-escaped form a value takes inside a JSON body', () => {
    const value = 'pa"ss\\word\nline2';
    const redactor = redactorOf(value);
    const json = JSON.stringify({ secrets: [{ name: 'A', value }] });
    expect(json).not.toContain(value);
    expect(redactor.redact(json)).toBe(`{"secrets":[{"name":"A","value":"${REDACTED}"}]}`);
  });

  it('replaces values with characters that are special in a regular expression', () => {
    const value = 'a.b*c+(d)?[e]$^|\\';
    expect(redactorOf(value).redact(`x${value}y axbbc`)).toBe(`x${REDACTED}y axbbc`);
  });

  it('ignores blank values and blank lines, which would star out every space', () => {
    const redactor = new Redactor();
    expect(redactor.add(['', '   ', '\n'])).toEqual([]);
    redactor.add(['top\n   \nbottom']);
    expect(redactor.redact('a b  c\n\nd')).toBe('a b  c\n\nd');
  });

  it('returns each form only the first time it is added, for the runner to mask once', () => {
    const redactor = new Redactor();
    expect(redactor.add(['one\ntwo'])).toEqual(['one\ntwo', 'one', 'two', 'one\\ntwo']);
    expect(redactor.add(['one', 'three', 'one\ntwo'])).toEqual(['three']);
    expect(redactor.add(['three'])).toEqual([]);
  });
});
