import type { z } from 'zod';

/** One entry of FastAPI's 422 body. */
export interface FastApiIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FastApiIssue[] };

const TYPE_NAMES: Record<string, [type: string, msg: string]> = {
  string: ['string_type', 'Input should be a valid string'],
  number: ['float_type', 'Input should be a valid number'],
  int: ['int_type', 'Input should be a valid integer'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: [
    'model_attributes_type',
    'Input should be a valid dictionary or object to extract fields from',
  ],
  record: ['dict_type', 'Input should be a valid dictionary'],
};

/** Validates a request body with the client's own schema and answers in FastAPI's words. */
export function checkBody<T extends z.ZodType>(schema: T, body: unknown): Checked<z.infer<T>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, issues: parsed.error.issues.flatMap((issue) => toFastApi(issue, body)) };
}

export function missingBody(): FastApiIssue {
  return { type: 'missing', loc: ['body'], msg: 'Field required', input: null };
}

export function invalidJson(): FastApiIssue {
  return {
    type: 'json_invalid',
    loc: ['body', 0],
    msg: 'JSON decode error',
    input: {},
    ctx: { error: 'Expecting value' },
  };
}

function toFastApi(issue: z.core.$ZodIssue, body: unknown): FastApiIssue[] {
  const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  const at = (
    loc: Array<string | number>,
    type: string,
    msg: string,
    ctx?: Record<string, unknown>,
  ) => withInput({ type, loc: ['body', ...loc], msg, ...(ctx && { ctx }) }, loc, body);

  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) =>
        at([...path, key], 'extra_forbidden', 'Extra inputs are not permitted'),
      );
    case 'invalid_type': {
      if (valueAt(body, path) === undefined) return [at(path, 'missing', 'Field required')];
      const [type, msg] = TYPE_NAMES[issue.expected] ?? [
        'value_error',
        `Value error, ${issue.message}`,
      ];
      return [at(path, type, msg)];
    }
    case 'too_big':
      if (issue.origin === 'string') {
        const max = Number(issue.maximum);
        return [
          at(path, 'string_too_long', `String should have at most ${max} characters`, {
            max_length: max,
          }),
        ];
      }
      return [
        at(path, 'less_than_equal', `Input should be less than or equal to ${issue.maximum}`, {
          le: issue.maximum,
        }),
      ];
    case 'too_small':
      if (issue.origin === 'string') {
        const min = Number(issue.minimum);
        const unit = min === 1 ? 'character' : 'characters';
        return [
          at(path, 'string_too_short', `String should have at least ${min} ${unit}`, {
            min_length: min,
          }),
        ];
      }
      return [
        at(
          path,
          'greater_than_equal',
          `Input should be greater than or equal to ${issue.minimum}`,
          { ge: issue.minimum },
        ),
      ];
    case 'invalid_value': {
      const expected = listChoices(issue.values.map((value) => `'${String(value)}'`));
      return [at(path, 'enum', `Input should be ${expected}`, { expected })];
    }
    case 'invalid_format':
      if (issue.format === 'uuid') {
        const error = uuidProblem(String(valueAt(body, path)));
        return [at(path, 'uuid_parsing', `Input should be a valid UUID, ${error}`, { error })];
      }
      return [at(path, 'value_error', `Value error, ${issue.message}`)];
    default:
      return [at(path, 'value_error', `Value error, ${issue.message}`)];
  }
}

/** FastAPI echoes the offending input; never for secrets, whose values must not travel back. */
function withInput(issue: FastApiIssue, path: Array<string | number>, body: unknown): FastApiIssue {
  if (path.length === 0 || path[0] === 'secrets') return issue;
  const input = valueAt(body, path);
  if (input === undefined) return issue;
  const { ctx, ...rest } = issue;
  return { ...rest, input, ...(ctx && { ctx }) };
}

function valueAt(body: unknown, path: Array<PropertyKey>): unknown {
  let node = body;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function listChoices(choices: string[]): string {
  if (choices.length <= 1) return choices.join('');
  return `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}

/** The reason pydantic gives for a string that is not a UUID. */
export function uuidProblem(text: string): string {
  const bad = [...text].findIndex((char) => !/[0-9a-f-]/i.test(char));
  if (bad >= 0) {
    return `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${text[bad]}\` at ${bad + 1}`;
  }
  if (!text.includes('-'))
    return `invalid length: expected length 32 for simple format, found ${text.length}`;
  const groups = text.split('-');
  if (groups.length !== 5) return `invalid group count: expected 5, found ${groups.length}`;
  const expected = [8, 4, 4, 4, 12];
  const group = groups.findIndex((part, index) => part.length !== expected[index]);
  return `invalid group length in group ${group}: expected ${expected[group]}, found ${groups[group]?.length}`;
}

/** A path parameter that must be a UUID, checked the way FastAPI does. */
export function checkPathUuid(name: string, value: string): FastApiIssue | undefined {
  if (isUuid(value)) return undefined;
  const error = uuidProblem(value);
  return {
    type: 'uuid_parsing',
    loc: ['path', name],
    msg: `Input should be a valid UUID, ${error}`,
    input: value,
    ctx: { error },
  };
}

/** An optional integer query parameter within bounds. */
export function checkQueryInt(
  query: Record<string, string>,
  name: string,
  bounds: { min: number; max?: number; fallback: number },
): Checked<number> {
  const text = query[name];
  if (text === undefined) return { ok: true, value: bounds.fallback };
  const loc = ['query', name];
  if (!/^\s*[-+]?\d+\s*$/.test(text)) {
    const msg = 'Input should be a valid integer, unable to parse string as an integer';
    return { ok: false, issues: [{ type: 'int_parsing', loc, msg, input: text }] };
  }
  const value = Number(text);
  if (value < bounds.min) {
    const msg = `Input should be greater than or equal to ${bounds.min}`;
    return {
      ok: false,
      issues: [{ type: 'greater_than_equal', loc, msg, input: text, ctx: { ge: bounds.min } }],
    };
  }
  if (bounds.max !== undefined && value > bounds.max) {
    const msg = `Input should be less than or equal to ${bounds.max}`;
    return {
      ok: false,
      issues: [{ type: 'less_than_equal', loc, msg, input: text, ctx: { le: bounds.max } }],
    };
  }
  return { ok: true, value };
}
