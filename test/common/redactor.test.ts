import { describe, expect, it } from 'vitest';
import {
  MIN_SECRET_CHARS,
  PARTIAL_RUN_CHARS,
  REDACTED,
  Redactor,
} from '../../src/common/redactor.ts';

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
    redactor.add(['abcd']);
    redactor.add(['abcdef-long']);
    expect(redactor.redact('token=abcdef-long, short=abcd')).toBe(
      `token=${REDACTED}, short=${REDACTED}`,
    );
  });

  it(`registers no form shorter than ${MIN_SECRET_CHARS} characters: a short value cannot star out ids`, () => {
    const redactor = new Redactor();
    // A service may send a secret whose value is `-` or `1`; a JSON secret has lines `{` and `}`.
    expect(redactor.add(['-', '1', 'e', 'abc'])).toEqual([]);
    redactor.add(['{\n  "private_key": "k3y-v4lue"\n}']);
    const id = '3f2c1e9a-0b1d-4c2e-9f00-123456789abc';
    expect(redactor.redact(`deployment ${id} {"ok": true}`)).toBe(`deployment ${id} {"ok": true}`);
    expect(redactor.redact('"private_key": "k3y-v4lue"')).toBe(REDACTED);
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
    const forms = redactor.add(['first\nsecond']);
    expect(forms.slice(0, 4)).toEqual(['first\nsecond', 'first', 'second', 'first\\nsecond']);
    expect(new Set(forms).size).toBe(forms.length);
    expect(redactor.add(['first\nsecond'])).toEqual([]);
    expect(redactor.add(['third', 'first\nsecond'])).toContain('third');
    expect(redactor.add(['third'])).toEqual([]);
  });
});

const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';

describe('Redactor, with part of a value', () => {
  it('stars out the start of a key a service echoed cut short', () => {
    const redactor = redactorOf(KEY);
    expect(redactor.redact(`key ${KEY.slice(0, 20)}… is unknown`)).toBe(
      `key ${REDACTED}… is unknown`,
    );
    expect(redactor.redact(`cut at the limit: ${KEY.slice(0, -1)}`)).toBe(
      `cut at the limit: ${REDACTED}`,
    );
  });

  it('stars out any run of 12 characters of the value, its middle and its end included', () => {
    const redactor = redactorOf(KEY);
    for (const piece of [KEY.slice(10, 22), KEY.slice(-PARTIAL_RUN_CHARS), KEY.slice(5, 35)]) {
      expect(redactor.redact(`[${piece}]`)).toBe(`[${REDACTED}]`);
    }
  });

  it('leaves a run shorter than 12 characters, which common words would match', () => {
    const redactor = redactorOf(KEY);
    const short = KEY.slice(0, PARTIAL_RUN_CHARS - 1);
    expect(redactor.redact(`[${short}]`)).toBe(`[${short}]`);
  });

  it('makes overlapping and touching runs one, and keeps the text between runs', () => {
    const redactor = redactorOf(KEY, 'another-secret-value-4242');
    const text = `a ${KEY.slice(0, 15)}${KEY.slice(10, 30)} b another-secret-v c`;
    expect(redactor.redact(text)).toBe(`a ${REDACTED} b ${REDACTED} c`);
  });

  it('never cuts a character of two UTF-16 units in half', () => {
    // A run may end on the first half of a pair the value shares with another character.
    const endsHalfWay = redactorOf(`ab${'😀'.repeat(6)}`);
    expect(endsHalfWay.redact(`Zb${'😀'.repeat(5)}😂`)).toBe(`Z${REDACTED}`);
    // Or start on the second half: U+1F200 ends in the same unit as 😀.
    const startsHalfWay = redactorOf(`${'😀'.repeat(6)}cd`);
    expect(startsHalfWay.redact(`Z\u{1F200}${'😀'.repeat(5)}cQ`)).toBe(`Z${REDACTED}Q`);
  });

  it('ignores pieces of only blanks or one repeated character, which tell nothing of the value', () => {
    const redactor = redactorOf(`BEGIN${'-'.repeat(20)}END${' '.repeat(20)}.`);
    const table = `| ${'-'.repeat(12)} |${' '.repeat(14)}|`;
    expect(redactor.redact(table)).toBe(table);
  });
});

describe('Redactor, with escaped forms', () => {
  it('stars out the Markdown-escaped form of a value, whole and in part', () => {
    const redactor = redactorOf(KEY);
    const escaped = KEY.replace(/_/g, '\\_');
    expect(redactor.redact(`key ${escaped}`)).toBe(`key ${REDACTED}`);
    expect(redactor.redact(`key ${escaped.slice(0, 16)}…`)).toBe(`key ${REDACTED}…`);
  });

  it('stars out part of the JSON-escaped form of a multi-line value', () => {
    const redactor = redactorOf('first line of it\nsecond line of it');
    expect(redactor.redact('"value": "of it\\nsecond li"')).toBe(`"value": "${REDACTED}"`);
  });

  it('hands the runner the escaped forms to mask too', () => {
    expect(new Redactor().add(['a_b*c'])).toEqual(expect.arrayContaining(['a_b*c', 'a\\_b\\*c']));
  });
});

describe('Redactor, with control characters', () => {
  it('knows a value as it reads once controls are stripped, as every written text is', () => {
    const value = 'bell\u0007inside-the-secret';
    expect(redactorOf(value).redact('bellinside-the-secret')).toBe(REDACTED);
  });
});

describe('Redactor, with encoded forms and other cases', () => {
  const KEY = 'q7/Vx+k9@Lm#2=Zr_8wT!p';

  it('hands the runner the percent-encoded and base64 forms to mask, as it masks its own', () => {
    const forms = new Redactor().add([KEY]);
    expect(forms).toContain(encodeURIComponent(KEY));
    const base64 = Buffer.from(KEY).toString('base64').replace(/=+$/, '');
    expect(forms).toContain(base64.slice(0, -1));
    expect(forms).toContain(base64.slice(0, -1).replace(/\+/g, '-').replace(/\//g, '_'));
  });

  it('stars out the key percent-encoded, in either case of hex digit', () => {
    const redactor = redactorOf(KEY);
    const encoded = encodeURIComponent(KEY);
    expect(redactor.redact(`?key=${encoded}&x=1`)).toBe(`?key=${REDACTED}&x=1`);
    expect(
      redactor.redact(`?key=${encoded.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())}`),
    ).toBe(`?key=${REDACTED}`);
  });

  it('stars out the key in base64, wherever it starts in a group of three bytes', () => {
    const redactor = redactorOf(KEY);
    for (const prefix of ['', 'u:', 'us:', 'use:']) {
      const encoded = Buffer.from(`${prefix}${KEY}\n`).toString('base64');
      const written = redactor.redact(encoded);
      expect(written, prefix).toContain(REDACTED);
      // All but the few digits the key shares with its neighbours are starred out.
      const starred = encoded.length - (written.length - REDACTED.length);
      expect(starred, prefix).toBeGreaterThan((KEY.length * 4) / 3 - 4);
    }
    const urlSafe = Buffer.from(KEY).toString('base64url');
    expect(redactor.redact(`token=${urlSafe}`)).toMatch(/^token=\*\*\*.?$/);
  });

  it('stars out the key whatever the case of its letters, whole or in part', () => {
    const redactor = redactorOf(KEY);
    expect(redactor.redact(`denied: ${KEY.toUpperCase()}`)).toBe(`denied: ${REDACTED}`);
    expect(redactor.redact(`denied: ${KEY.toLowerCase().slice(0, 14)}`)).toBe(
      `denied: ${REDACTED}`,
    );
    const other = 'Στρατηγική-ΚΛΕΙΔΙ-42';
    expect(redactorOf(other).redact(`x ${other.toLowerCase()} y`)).toBe(`x ${REDACTED} y`);
  });

  it('keeps the rest of the text as it was, where case folding would change its length', () => {
    const redactor = redactorOf(KEY);
    expect(redactor.redact(`İstanbul ${KEY.toUpperCase()} İ`)).toBe(`İstanbul ${REDACTED} İ`);
  });

  it(`registers no encoded form of a value shorter than ${MIN_SECRET_CHARS} characters`, () => {
    expect(new Redactor().add(['abc', 'a/b', 'é'])).toEqual([]);
  });
});
