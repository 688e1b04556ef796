// src/deploy/secret-lines.ts: the secrets input, as NAME=value lines and NAME<<DELIMITER values
// of several lines.
import { describe, expect, it } from 'vitest';
import {
  emptySecretsProblem,
  parseSecretLines,
  RESERVED_SECRET_NAMES,
  secretsInput,
  secretValuesOf,
} from '../../src/deploy/secret-lines.ts';

const WRITE_IT = 'write NAME=value, or NAME<<EOF, the lines of the value, then EOF alone on a line';

describe('parseSecretLines', () => {
  it('reads NAME=value lines, the value being everything after the first =', () => {
    expect(parseSecretLines('API_TOKEN=abc\nDSN=postgres://u:p@h/db?sslmode=require')).toEqual([
      { ok: true, secret: { name: 'API_TOKEN', value: 'abc' } },
      { ok: true, secret: { name: 'DSN', value: 'postgres://u:p@h/db?sslmode=require' } },
    ]);
  });

  it('trims blanks around the name and the value', () => {
    expect(parseSecretLines('  KEY  =  spaced value  ')).toEqual([
      { ok: true, secret: { name: 'KEY', value: 'spaced value' } },
    ]);
  });

  it('accepts an empty value', () => {
    expect(parseSecretLines('EMPTY=')).toEqual([
      { ok: true, secret: { name: 'EMPTY', value: '' } },
    ]);
  });

  it('accepts names with digits, dots and dashes after the first character', () => {
    const names = parseSecretLines('_A=1\nb.c-d_9=2').map((line) => line.ok && line.secret.name);
    expect(names).toEqual(['_A', 'b.c-d_9']);
  });

  it('skips blank lines and # comments, yet counts them in line numbers', () => {
    const lines = parseSecretLines('# a comment\n\n   \n  # indented comment\nBAD');
    expect(lines).toEqual([{ ok: false, line: 5, problem: `has no "=": ${WRITE_IT}` }]);
  });

  it('reads Windows line endings without leaving a carriage return in a value', () => {
    expect(parseSecretLines('A=1\r\nB=2\r\n')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: true, secret: { name: 'B', value: '2' } },
    ]);
  });

  it('names a line without =', () => {
    expect(parseSecretLines('A=1\njust-a-value')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: false, line: 2, problem: `has no "=": ${WRITE_IT}` },
    ]);
  });

  it.each([
    ['=value', ''],
    ['1ST=value', '1ST'],
    ['MY KEY=value', 'MY KEY'],
    ['KEY$=value', 'KEY$'],
    ['ключ=value', 'ключ'],
  ])('refuses the name in %j', (text, name) => {
    expect(parseSecretLines(text)).toEqual([
      {
        ok: false,
        line: 1,
        problem: `has an invalid name ${JSON.stringify(name)}: use letters, digits and _`,
      },
    ]);
  });

  it('quotes at most 40 characters of an invalid name', () => {
    const [line] = parseSecretLines(`${'x '.repeat(100)}=value`);
    expect(line).toMatchObject({ ok: false, line: 1 });
    const problem = (line as { problem: string }).problem;
    expect(problem).toBe(
      `has an invalid name ${JSON.stringify('x '.repeat(20))}: use letters, digits and _`,
    );
  });

  it('refuses a repeated name, keeping the first', () => {
    expect(parseSecretLines('A=1\nB=2\nA=3')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: true, secret: { name: 'B', value: '2' } },
      { ok: false, line: 3, problem: 'repeats the name A' },
    ]);
  });

  it('treats names as case-sensitive', () => {
    expect(parseSecretLines('a=1\nA=2').every((line) => line.ok)).toBe(true);
  });

  it('never puts a value into a problem', () => {
    const value = 'hunter2-s3cr3t';
    const lines = parseSecretLines(
      `A=${value}\nA=${value}\nBAD NAME=${value}\n1X=${value}\n${value}`,
    );
    const problems = lines.filter((line) => !line.ok);
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(JSON.stringify(problem)).not.toContain(value);
  });
});

const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj',
  '  indented line, # not a comment, A=not a secret',
  '',
  'MGsIPkSY2aV5ac8CFBYXuo+dzpAQ6jKZbmdq9Ny4Jmw+MTZTP6Xq6sYbDwIDAQAB',
  '-----END PRIVATE KEY-----',
].join('\n');

describe('parseSecretLines: a value of several lines (NAME<<DELIMITER)', () => {
  it('keeps the lines between the opening line and the delimiter as written', () => {
    expect(parseSecretLines(`A=1\nSIGNING_KEY<<EOF\n${PEM}\nEOF\nB=2`)).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: true, secret: { name: 'SIGNING_KEY', value: PEM } },
      { ok: true, secret: { name: 'B', value: '2' } },
    ]);
  });

  it('joins Windows line endings with \\n, and takes a delimiter line with blanks around it', () => {
    expect(parseSecretLines('  KEY << END  \r\nline 1\r\nline 2\r\n  END \r\n')).toEqual([
      { ok: true, secret: { name: 'KEY', value: 'line 1\nline 2' } },
    ]);
  });

  it('reads an empty value, and a value that ends in a blank line', () => {
    expect(parseSecretLines('EMPTY<<X\nX\nTRAILING<<X\nlast\n\nX')).toEqual([
      { ok: true, secret: { name: 'EMPTY', value: '' } },
      { ok: true, secret: { name: 'TRAILING', value: 'last\n' } },
    ]);
  });

  it('reads = before << as a one-line value, and << before = as a delimiter with an =', () => {
    expect(parseSecretLines('A=x<<y\nB<<C=D\nvalue\nC=D')).toEqual([
      { ok: true, secret: { name: 'A', value: 'x<<y' } },
      { ok: true, secret: { name: 'B', value: 'value' } },
    ]);
  });

  it('ends the value only at a line that is the delimiter alone', () => {
    const [line] = parseSecretLines('K<<EOF\nnot EOF\nEOF2\nEOF');
    expect(line).toEqual({ ok: true, secret: { name: 'K', value: 'not EOF\nEOF2' } });
  });

  it('refuses a value that never ends in one problem naming the secret, never the value', () => {
    const lines = parseSecretLines(`A=1\nSIGNING_KEY<<EOF\n${PEM}\nB=2\n`);
    expect(lines).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      {
        ok: false,
        line: 2,
        problem:
          'starts the multi-line value of SIGNING_KEY, but no line after it is "EOF" alone: end the value with a line that holds only "EOF"',
      },
    ]);
  });

  it('refuses an opening line without a delimiter, and stops there', () => {
    expect(parseSecretLines(`KEY<<\n${PEM}`)).toEqual([
      { ok: false, line: 1, problem: `names no delimiter after <<: ${WRITE_IT}` },
    ]);
  });

  it('checks the name as for NAME=value, then reads on after the value', () => {
    expect(parseSecretLines('A=1\nA<<EOF\nx\nEOF\nPORT<<EOF\ny\nEOF\n9<<EOF\nz\nEOF\nB=2')).toEqual(
      [
        { ok: true, secret: { name: 'A', value: '1' } },
        { ok: false, line: 2, problem: 'repeats the name A' },
        {
          ok: false,
          line: 5,
          problem: 'sets PORT, which the platform reserves for itself: choose another name',
        },
        {
          ok: false,
          line: 8,
          problem: 'has an invalid name "9": use letters, digits and _',
        },
        { ok: true, secret: { name: 'B', value: '2' } },
      ],
    );
  });

  it('says how to write a value of several lines when one is pasted without <<', () => {
    const result = secretsInput.safeParse(`SIGNING_KEY=${PEM}`);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      `line 2 has no "=": ${WRITE_IT}`,
    );
    expect(JSON.stringify(result.error?.issues)).not.toContain('MIIEvQ');
  });

  it('lists each multi-line value whole among the values to mask', () => {
    expect(secretValuesOf(parseSecretLines(`K<<EOF\n${PEM}\nEOF`))).toEqual([PEM]);
  });
});

describe('secretValuesOf', () => {
  it('lists the values of the good lines only, in order', () => {
    expect(secretValuesOf(parseSecretLines('A=one\nBROKEN\nB=two=2\nA=dup\nC='))).toEqual([
      'one',
      'two=2',
      '',
    ]);
  });

  it('lists nothing for nothing', () => {
    expect(secretValuesOf(parseSecretLines(''))).toEqual([]);
  });
});

describe('the secrets input schema', () => {
  it('reads an empty input as not given, so a deploy never sends secrets: []', () => {
    expect(secretsInput.parse('')).toBeUndefined();
    expect(secretsInput.parse('# only a comment\n\n')).toBeUndefined();
  });

  it('reads good lines as the secrets to send', () => {
    expect(secretsInput.parse('A=1\nB=2')).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '2' },
    ]);
  });

  it('reports every bad line, each by its number, and no value', () => {
    const result = secretsInput.safeParse('GOOD=keep-me-secret\nBAD\n9=x\nGOOD=again');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `line 2 has no "=": ${WRITE_IT}`,
      'line 3 has an invalid name "9": use letters, digits and _',
      'line 4 repeats the name GOOD',
    ]);
    expect(JSON.stringify(result.error?.issues)).not.toContain('keep-me-secret');
  });
});

describe('emptySecretsProblem', () => {
  const CAUSE =
    'Usually the GitHub secret it comes from is not set in this repository or its environment, or is not available to this event (a pull request from a fork gets no secrets). Set it, or set allow-empty-secrets: true to send empty values on purpose';

  it('passes secrets that all have a value, and no secrets at all', () => {
    expect(emptySecretsProblem([{ name: 'A', value: '1' }], false)).toBeUndefined();
    expect(emptySecretsProblem(undefined, false)).toBeUndefined();
  });

  it('names the empty one and the usual cause', () => {
    const secrets = secretsInput.parse('OPENAI_API_KEY=\nSET=1');
    expect(emptySecretsProblem(secrets, false)).toBe(`OPENAI_API_KEY is empty. ${CAUSE}`);
  });

  it('names every empty one, a value of blanks included', () => {
    const secrets = secretsInput.parse('A=\nB=1\nC=   \nD=');
    expect(emptySecretsProblem(secrets, false)).toBe(`A, C and D are empty. ${CAUSE}`);
  });

  it('lets empty values through with allow-empty-secrets', () => {
    expect(emptySecretsProblem([{ name: 'A', value: '' }], true)).toBeUndefined();
  });
});

describe('reserved secret names', () => {
  it.each(['PORT', 'PATH', 'POSTGRES_URI', 'LSD_DEPLOYMENT_TYPE'])('refuses %s', (name) => {
    expect(RESERVED_SECRET_NAMES.has(name)).toBe(true);
    const problem = `sets ${name}, which the platform reserves for itself: choose another name`;
    expect(parseSecretLines(`OK=1\n${name}=x`)[1]).toEqual({ ok: false, line: 2, problem });
  });

  it('compares them exactly: port is a name of its own', () => {
    expect(parseSecretLines('port=8080')[0]?.ok).toBe(true);
  });
});
