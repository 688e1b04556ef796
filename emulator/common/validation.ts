import type { ErrorObject } from 'ajv';

/*
 * The emulator checks requests with emulator/openapi.yaml (through ajv) and answers a refusal
 * the way FastAPI does: `{detail: [{type, loc, msg, input?, ctx?}]}`. This module turns ajv's
 * errors into FastAPI's (pydantic's) words.
 */

/** One entry of FastAPI's 422 body. */
export interface FastApiIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
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

/** A body nested deeper than the emulator reads (pydantic's JSON parser has such a limit too). */
export function nestedTooDeep(limit: number): FastApiIssue {
  return {
    type: 'json_invalid',
    loc: ['body', 0],
    msg: 'JSON decode error',
    input: {},
    ctx: { error: `Recursion limit exceeded: nested deeper than ${limit} levels` },
  };
}

/** What ajv calls the parts of a request, and what FastAPI calls them. */
const SECTIONS: Record<string, string> = {
  path: 'path',
  query: 'query',
  header: 'header',
  requestBody: 'body',
};
const SECTION_ORDER = ['path', 'query', 'header', 'body'];

const BODY_TYPES: Record<string, [type: string, msg: string]> = {
  string: ['string_type', 'Input should be a valid string'],
  number: ['float_type', 'Input should be a valid number'],
  integer: ['int_type', 'Input should be a valid integer'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  model: [
    'model_attributes_type',
    'Input should be a valid dictionary or object to extract fields from',
  ],
  object: ['dict_type', 'Input should be a valid dictionary'],
};

/** Path and query parameters arrive as text: FastAPI fails to parse them rather than type them. */
const TEXT_TYPES: Record<string, [type: string, msg: string]> = {
  integer: ['int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
  number: ['float_parsing', 'Input should be a valid number, unable to parse string as a number'],
  boolean: ['bool_parsing', 'Input should be a valid boolean, unable to interpret input'],
};

/**
 * ajv's errors (`allErrors`, `verbose`) as FastAPI issues: path first, then query, then body;
 * unknown members after the others, as pydantic reports them; one issue per location.
 */
export function toFastApiIssues(errors: readonly ErrorObject[]): FastApiIssue[] {
  const issues = onePerLocation(errors, toIssue, (issue) => issue.loc);
  const rank = (issue: FastApiIssue) =>
    SECTION_ORDER.indexOf(String(issue.loc[0])) * 2 + (issue.type === 'extra_forbidden' ? 1 : 0);
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.index - b.index)
    .map(({ issue }) => issue);
}

/**
 * ajv's errors in a client's words (`word` says nothing of an error another one explains), the
 * first for each location only.
 */
export function onePerLocation<Issue>(
  errors: readonly ErrorObject[],
  word: (error: ErrorObject) => Issue | undefined,
  location: (issue: Issue) => unknown,
): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const error of errors) {
    const issue = word(error);
    if (!issue) continue;
    const key = JSON.stringify(location(issue));
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function toIssue(error: ErrorObject): FastApiIssue | undefined {
  const loc = locationOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        type: 'missing',
        loc: [...loc, String(params.missingProperty)],
        msg: 'Field required',
      };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      const input = (error.data as Record<string, unknown>)[name];
      return withInput(
        { type: 'extra_forbidden', loc: [...loc, name], msg: 'Extra inputs are not permitted' },
        input,
      );
    }
    case 'type':
      return typeIssue(error, loc);
    case 'enum':
    case 'const': {
      const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
      const expected = listChoices(allowed.map((value) => `'${String(value)}'`));
      return withInput(
        { type: 'enum', loc, msg: `Input should be ${expected}`, ctx: { expected } },
        error.data,
      );
    }
    case 'format':
      if (params.format === 'uuid') {
        const problem = uuidProblem(String(error.data));
        const issue = {
          type: 'uuid_parsing',
          loc,
          msg: `Input should be a valid UUID, ${problem}`,
          ctx: { error: problem },
        };
        return withInput(issue, error.data);
      }
      return withInput(
        { type: 'value_error', loc, msg: `Value error, ${error.message}` },
        error.data,
      );
    case 'minimum':
      return withInput(
        bound(loc, 'greater_than_equal', 'greater than or equal to', 'ge', params.limit),
        error.data,
      );
    case 'minLength': {
      const limit = Number(params.limit);
      const issue = {
        type: 'string_too_short',
        loc,
        msg: `String should have at least ${limit} character${limit === 1 ? '' : 's'}`,
        ctx: { min_length: limit },
      };
      return withInput(issue, error.data);
    }
    case 'maximum':
      return withInput(
        bound(loc, 'less_than_equal', 'less than or equal to', 'le', params.limit),
        error.data,
      );
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
      return undefined; // the failing branches say what is wrong
    default:
      return withInput(
        { type: 'value_error', loc, msg: `Value error, ${error.message}` },
        error.data,
      );
  }
}

function typeIssue(error: ErrorObject, loc: Array<string | number>): FastApiIssue | undefined {
  const declared = (error.params as { type: string | string[] }).type;
  const expected = (Array.isArray(declared) ? declared : declared.split(',')).filter(
    (t) => t !== 'null',
  );
  // The `null` branch of a nullable member: the other branch's errors say what is wrong.
  if (expected.length === 0) return undefined;
  const first = expected[0] ?? 'string';
  const fromText = loc[0] === 'path' || loc[0] === 'query';
  const isModel =
    first === 'object' &&
    (error.parentSchema as { properties?: unknown })?.properties !== undefined;
  const [type, msg] = (fromText ? TEXT_TYPES[first] : undefined) ??
    BODY_TYPES[isModel ? 'model' : first] ?? ['value_error', `Value error, ${error.message}`];
  return withInput({ type, loc, msg }, error.data);
}

function bound(
  loc: Array<string | number>,
  type: string,
  words: string,
  key: string,
  limit: unknown,
): FastApiIssue {
  return { type, loc, msg: `Input should be ${words} ${String(limit)}`, ctx: { [key]: limit } };
}

/** FastAPI echoes the offending input; never for secrets, whose values must not travel back. */
function withInput(issue: FastApiIssue, input: unknown): FastApiIssue {
  if (input === undefined || (issue.loc[0] === 'body' && issue.loc[1] === 'secrets')) return issue;
  const { ctx, ...rest } = issue;
  return { ...rest, input, ...(ctx && { ctx }) };
}

/** '/requestBody/secrets/0/name' → ['body', 'secrets', 0, 'name']. */
function locationOf(instancePath: string): Array<string | number> {
  const [section = '', ...rest] = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  return [
    SECTIONS[section] ?? section,
    ...rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  ];
}

function listChoices(choices: string[]): string {
  if (choices.length <= 1) return choices.join('');
  return `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

/** The reason pydantic gives for a string that is not a UUID. */
export function uuidProblem(text: string): string {
  const bad = [...text].findIndex((char) => !/[0-9a-f-]/i.test(char));
  if (bad >= 0) {
    return `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${text[bad]}\` at ${bad + 1}`;
  }
  if (!text.includes('-')) {
    if (text.length === 32) return 'invalid format';
    return `invalid length: expected length 32 for simple format, found ${text.length}`;
  }
  const groups = text.split('-');
  if (groups.length !== 5) return `invalid group count: expected 5, found ${groups.length}`;
  const expected = [8, 4, 4, 4, 12];
  const group = groups.findIndex((part, index) => part.length !== expected[index]);
  if (group < 0) return 'invalid format';
  return `invalid group length in group ${group}: expected ${expected[group]}, found ${groups[group]?.length}`;
}
