import { z } from 'zod';
import { parseStructuredInput } from '../common/inputs.ts';
import { parseDuration } from '../common/parse-duration.ts';

/**
 * One case of the smoke-test input, checked: one `POST /runs/wait` and what its answer must
 * hold, or a conversation (`turns`): runs in order on one new thread, each with its own
 * expectations.
 */
export type SmokeCase = SmokeCaseRuns & (OneRun | Conversation);

interface SmokeCaseRuns {
  name: string;
  /** A graph's name or an assistant's id. */
  assistant: string;
  /** Sent as each run's `config`. */
  config?: Record<string, unknown>;
  /** Sent as each run's `context` (the graph's runtime context). */
  context?: Record<string, unknown>;
  /** How long each run may take. */
  timeoutMs: number;
}

interface OneRun extends SmokeTurn {
  turns?: undefined;
}

interface Conversation {
  turns: SmokeTurn[];
  input?: undefined;
  expect?: undefined;
}

/** One run: its input, and what its answer must hold. */
export interface SmokeTurn {
  input: unknown;
  expect: SmokeExpectations;
}

export interface SmokeExpectations {
  /** Text the answer, serialised as JSON, must hold. */
  contains?: string;
  /** A regular expression (JavaScript syntax, no flags) the serialised answer must match. */
  matches?: string;
  /** Members the answer must hold with equal values (objects member by member). */
  json?: Record<string, unknown>;
}

/** More cases than this is a load test, not a smoke test. */
export const MAX_SMOKE_CASES = 50;
/** A conversation longer than this is a test of its own. */
const MAX_TURNS = 20;
const DEFAULT_CASE_TIMEOUT_MS = 2 * 60_000;
const MIN_CASE_TIMEOUT_MS = 100;
const MAX_CASE_TIMEOUT_MS = 24 * 3_600_000;

const jsonObject = z.record(z.string(), z.unknown(), { error: 'must be an object' });
const CASE_MEMBERS = [
  'name',
  'assistant',
  'input',
  'config',
  'timeout',
  'expect',
  'context',
  'turns',
];
const EXPECT_MEMBERS = ['contains', 'matches', 'json'];
const TURN_MEMBERS = ['input', 'expect'];

const expectSchema = z
  .strictObject({
    contains: z.string({ error: 'must be text' }).min(1, { error: 'must not be empty' }).optional(),
    matches: z
      .string({ error: 'must be text' })
      .min(1, { error: 'must not be empty' })
      .superRefine((pattern, context) => {
        try {
          new RegExp(pattern);
        } catch (error) {
          const why = (error as Error).message.replace(/^Invalid regular expression: /, '');
          context.addIssue({
            code: 'custom',
            message: `is not a valid regular expression: ${why.slice(0, 200)}`,
          });
        }
      })
      .optional(),
    json: jsonObject.optional(),
  })
  .refine((expect) => Object.keys(expect).length > 0, {
    error: `needs at least one of ${EXPECT_MEMBERS.join(', ')}`,
  });

const turnSchema = z.strictObject({
  input: z.unknown(),
  expect: expectSchema.optional(),
});

const caseSchema = z.strictObject({
  name: z
    .string({ error: 'must be text' })
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
  assistant: z
    .string({ error: 'must be a graph name or an assistant id' })
    .min(1, { error: 'must not be empty' })
    .max(256, { error: 'must be at most 256 characters' }),
  // Required unless the case has turns: checkCase says which.
  input: z.unknown().optional(),
  config: jsonObject.optional(),
  context: jsonObject.optional(),
  timeout: z
    .union([z.string(), z.number()], { error: 'must be a duration such as 30s or 2m' })
    .transform((value, context) => {
      const ms = parseDuration(String(value));
      if (ms === undefined || ms < MIN_CASE_TIMEOUT_MS || ms > MAX_CASE_TIMEOUT_MS) {
        context.addIssue({
          code: 'custom',
          message: `must be a duration from ${MIN_CASE_TIMEOUT_MS}ms to 24h, such as 30s or 2m`,
        });
        return z.NEVER;
      }
      return ms;
    })
    .optional(),
  expect: expectSchema.optional(),
  turns: z
    .array(turnSchema, { error: 'must be a list of {input, expect?}' })
    .min(1, { error: 'holds no turn' })
    .max(MAX_TURNS, { error: `holds more than ${MAX_TURNS} turns` })
    .optional(),
});

/**
 * The smoke-test input: empty (no smoke test), or a YAML (or JSON) list of cases, each checked
 * before any request. A problem names the case (its number, and its name when it has one) and
 * the member; the first one found is the one told.
 */
export const smokeTestInput = z
  .string()
  .transform(async (text, context): Promise<SmokeCase[] | undefined> => {
    if (text.trim() === '') return undefined;
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let value: unknown;
    try {
      value = await parseStructuredInput(text);
    } catch (error) {
      return fail((error as Error).message);
    }
    if (!Array.isArray(value)) {
      return fail('must be a YAML list of cases, each with assistant and input (see the README)');
    }
    if (value.length === 0) return fail('holds no case');
    if (value.length > MAX_SMOKE_CASES) {
      return fail(`holds ${value.length} cases; at most ${MAX_SMOKE_CASES} are run`);
    }
    const cases: SmokeCase[] = [];
    for (const [index, raw] of value.entries()) {
      const checked = checkCase(raw, index + 1);
      if (typeof checked === 'string') return fail(checked);
      cases.push(checked);
    }
    return cases;
  });

/** One case, checked; or the one problem to tell, naming the case and the member. */
function checkCase(raw: unknown, number: number): SmokeCase | string {
  const name =
    typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string'
      ? ` (${JSON.stringify((raw as { name: string }).name.slice(0, 100))})`
      : '';
  const where = `case ${number}${name}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return `${where} must be a mapping with assistant and input`;
  }
  if ('turns' in raw) {
    const both = ['input', 'expect'].find((member) => member in raw);
    if (both) return `${where}: ${both} goes in each turn when the case has turns`;
  } else if (!('input' in raw)) {
    return `${where}: input is required (any JSON; {} for none)`;
  }
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = [...parsed.error.issues].sort(
      (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
    );
    return `${where}: ${describeIssue(issues[0], raw)}`;
  }
  const { assistant, input, config, context, timeout, expect, turns } = parsed.data;
  const runs = {
    name: parsed.data.name ?? `${assistant} #${number}`,
    assistant,
    ...(config && { config }),
    ...(context && { context }),
    timeoutMs: timeout ?? DEFAULT_CASE_TIMEOUT_MS,
  };
  if (turns) {
    return {
      ...runs,
      turns: turns.map((turn) => ({ input: turn.input, expect: turn.expect ?? {} })),
    };
  }
  return { ...runs, input, expect: expect ?? {} };
}

function describeIssue(
  issue: z.core.$ZodIssue | undefined,
  raw: object,
  members = CASE_MEMBERS,
): string {
  if (!issue) return 'is not a valid case';
  const [first, turn, ...rest] = issue.path;
  if (first === 'turns' && typeof turn === 'number') {
    const inTurn = { ...issue, path: rest } as z.core.$ZodIssue;
    const turnRaw = valueAt(raw, ['turns', turn]);
    if (typeof turnRaw !== 'object' || turnRaw === null || Array.isArray(turnRaw)) {
      return `turn ${turn + 1} must be a mapping with input`;
    }
    return `turn ${turn + 1}: ${describeIssue(inTurn, turnRaw, TURN_MEMBERS)}`;
  }
  const member = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const known = member === 'expect' ? EXPECT_MEMBERS : members;
    const where = member ? `${member} has` : 'has';
    const keys = issue.keys.map((key) => JSON.stringify(key.slice(0, 40))).join(', ');
    return `${where} the unknown member ${keys}; known: ${known.join(', ')}`;
  }
  if (issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined) {
    return `${member} is required`;
  }
  return `${member} ${issue.message}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
