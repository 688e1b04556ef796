import { z } from 'zod';
import type { ActionRuntime } from './action-runtime.ts';
import { parseDuration } from './parse-duration.ts';
import { StepFailure } from './step-control.ts';
import { invisibleCharacterProblem, showInvisible } from './visible-text.ts';
import { words } from './wording.ts';

/** The inputs that each hold one credential, whichever action reads them. */
export const CREDENTIAL_INPUTS = ['api-key', 'bearer-token', 'github-token'] as const;

/**
 * The environment variables each credential input is read from outside GitHub's runner (the
 * command line): the API key as the service's own command line reads it, then the name the
 * README gives the secret. No child process inherits any of them (step-environment.ts).
 */
export const CREDENTIAL_VARIABLES: Readonly<
  Record<(typeof CREDENTIAL_INPUTS)[number], readonly string[]>
> = {
  'api-key': ['LANGSMITH_API_KEY', 'CONTROL_PLANE_API_KEY'],
  'bearer-token': ['CONTROL_PLANE_BEARER_TOKEN'],
  'github-token': ['GITHUB_TOKEN'],
};
/** Inputs whose values must never be repeated in a message. */
export const SECRET_INPUTS = new Set(['api-key', 'bearer-token', 'secrets']);
const MAX_INPUT_CHARS = 64 * 1024;
const MAX_STRUCTURED_INPUT_CHARS = 256 * 1024;

type InputProblem = { input: string; message: string };

/** Each problem on its line, its input named as a front end names it. */
const describeProblems = (problems: InputProblem[], nameOf: (input: string) => string) =>
  problems.map(({ input, message }) => `${nameOf(input)}: ${message}`).join('\n');

export class InputError extends StepFailure {
  readonly problems: InputProblem[];

  /** Its message names each input in the words of the step that is running (wording.ts). */
  constructor(problems: InputProblem[]) {
    super(describeProblems(problems, words().subject));
    this.name = 'InputError';
    this.problems = problems;
  }

  /** The message with each input named as a front end names it (`--api-key` on a command line). */
  describe(nameOf: (input: string) => string): string {
    return describeProblems(this.problems, nameOf);
  }
}

/** An action's inputs by name, each with its rule: the one place an input's name is written. */
export type InputShape = Record<string, z.ZodType>;

/** The names of the inputs a shape reads, in its order. */
export function inputNames<S extends InputShape>(shape: S): Array<keyof S & string> {
  return Object.keys(shape) as Array<keyof S & string>;
}

/** What a shape records of an input beside its rule. */
interface InputNote {
  /** action.yml's `default:`, as the raw text a workflow would give. */
  default?: string;
  /** Written on several lines (a list, YAML), so not held to one line of visible text. */
  multiLine?: true;
  /** Read as true or false: a switch, on a command line. */
  boolean?: true;
}

/** The notes of each rule; a copy of a noted rule (zod's clone) keeps them. */
const INPUT_NOTES = z.registry<InputNote>();

/** A copy of `rule` with `note` added: one rule (booleanInput) serves several inputs. */
function noted<T extends z.ZodType>(rule: T, note: InputNote): T {
  const copy = rule.clone();
  INPUT_NOTES.add(copy as z.ZodType, { ...INPUT_NOTES.get(rule as z.ZodType), ...note });
  return copy;
}

/**
 * An input's rule with action.yml's default beside it: an input given empty is read as `text`
 * (the runner fills the default in; another front end, or a test, may not), so its value is
 * never undefined. test/metadata holds each one equal to action.yml's `default:`.
 */
export function withDefault<T extends z.ZodType>(
  rule: T,
  text: string,
): z.ZodType<Exclude<z.output<T>, undefined>, z.input<T>> {
  return noted(rule, { default: text }) as never;
}

/** An input written on several lines: a list, JSON or YAML. */
export function multiLine<T extends z.ZodType>(rule: T): T {
  return noted(rule, { multiLine: true });
}

/** The defaults a shape records, by input name: action.yml's literal `default:` values. */
export function inputDefaults(shape: InputShape): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, rule]) => {
      const text = INPUT_NOTES.get(rule)?.default;
      return text === undefined ? [] : [[name, text]];
    }),
  );
}

/** The inputs of a shape written on several lines. */
export function multiLineInputs(shape: InputShape): string[] {
  return notedInputs(shape, 'multiLine');
}

/** The inputs of a shape read as true or false. */
export function booleanInputs(shape: InputShape): string[] {
  return notedInputs(shape, 'boolean');
}

function notedInputs(shape: InputShape, note: 'multiLine' | 'boolean'): string[] {
  return Object.keys(shape).filter((name) => INPUT_NOTES.get(shape[name] as z.ZodType)?.[note]);
}

/** `create-if-missing` → `createIfMissing`: an input's name in the settings, as a type. */
type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** `create-if-missing` → `createIfMissing`: an input's name in the settings. */
export function camelCase(name: string): string {
  return name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The settings a shape's inputs make, once checked: each input under its camelCase name, with
 * the type its rule gives; one whose value may be undefined (not given) is an optional member.
 */
export type SettingsOf<Shape extends InputShape> = Camel<z.output<z.ZodObject<Shape>>>;

type Camel<T> = {
  [K in keyof T & string as undefined extends T[K] ? never : CamelCase<K>]: T[K];
} & {
  [K in keyof T & string as undefined extends T[K] ? CamelCase<K> : never]?: T[K];
};

/** The values of a shape's inputs out of the checked inputs, each under its camelCase name. */
export function settingsOf<Shape extends InputShape>(
  shape: Shape,
  inputs: Record<string, unknown>,
): SettingsOf<Shape> {
  return Object.fromEntries(
    Object.keys(shape).map((name) => [camelCase(name), inputs[name]]),
  ) as SettingsOf<Shape>;
}

export interface InputReading<T extends z.ZodType> {
  /** The action's inputs by name: what is read, its defaults, which are written on several lines. */
  shape: InputShape;
  /** The shape as one zod object (with the checks of several inputs), so each problem names the input to change. */
  schema: T;
  /** Secret values among the raw inputs beyond the credentials, e.g. `NAME=value` lines. */
  secretValues?: (raw: Record<string, string>) => string[];
}

/**
 * Reads an action's inputs from the runtime's source (trimmed, empty when not given), masks the
 * credentials and secret values before anything can be logged (a validation message included),
 * then validates them all before any request. Booleans too are read as text: zod's message
 * names the input, where getBooleanInput's would not say which one.
 */
export async function readActionInputs<T extends z.ZodType>(
  runtime: ActionRuntime,
  reading: InputReading<T>,
): Promise<z.infer<T>> {
  const { shape } = reading;
  const raw = Object.fromEntries(
    inputNames(shape).map((name) => [name, runtime.inputs.read(name)]),
  );
  for (const [name, value] of Object.entries(inputDefaults(shape))) {
    if (!raw[name]) raw[name] = value;
  }
  // The credentials, wherever an action has them, and the action's own secret values.
  const secrets = [
    raw['api-key'],
    raw['bearer-token'],
    ...(reading.secretValues?.(raw) ?? []),
    raw['github-token'],
  ];
  runtime.addSecrets(secrets.filter((value): value is string => !!value));
  const fromFile = inputNames(shape).filter((name) => runtime.inputs.fromFile?.(name));
  return validateInputs(reading.schema, raw, multiLineInputs(shape), fromFile);
}

/**
 * Validates raw inputs with a zod object keyed by input name, or throws one InputError naming
 * each bad input. Every input not in `multiLine` must first be one line of visible text: a line
 * break, a control, a zero-width or bidi character or a no-break space would be sent as given.
 * The values of `fromFile` (read from a file or standard input) are never quoted: such a file
 * may hold anything, a key meant for another flag included.
 */
export async function validateInputs<T extends z.ZodType>(
  schema: T,
  raw: Record<string, string>,
  multiLine: readonly string[] = [],
  fromFile: readonly string[] = [],
): Promise<z.infer<T>> {
  const echo = (input: string, value: string | undefined) =>
    fromFile.includes(input) ? '' : echoed(input, value);
  const tooLong = Object.entries(raw).filter(([, value]) => value.length > MAX_INPUT_CHARS);
  if (tooLong.length > 0) {
    throw new InputError(
      tooLong.map(([input, value]) => ({
        input,
        message: `is ${value.length} characters long; at most ${MAX_INPUT_CHARS} are accepted.`,
      })),
    );
  }
  const problems = Object.entries(raw).flatMap(([input, value]) => {
    const problem = multiLine.includes(input) ? undefined : invisibleCharacterProblem(value);
    return problem ? [{ input, message: `${problem}${echo(input, value)}.` }] : [];
  });
  const result = await schema.safeParseAsync(raw);
  if (result.success && problems.length === 0) return result.data;
  const seen = new Set(problems.map(({ input }) => input));
  for (const issue of result.error?.issues ?? []) {
    const [input = 'inputs', ...rest] = issue.path.map(String);
    if (seen.has(input)) continue;
    seen.add(input);
    const where = rest.length > 0 ? ` (at ${rest.join('.')})` : '';
    const severalLines = multiLine.includes(input) && raw[input]?.includes('\n');
    const shown = severalLines ? '' : echo(input, raw[input]);
    problems.push({ input, message: `${issue.message}${where}${shown}.` });
  }
  throw new InputError(problems);
}

/** Inputs never repeated in a message: a URL may carry a password or a token in its query. */
const NEVER_ECHOED = new Set([
  ...SECRET_INPUTS,
  ...CREDENTIAL_INPUTS,
  'base-url',
  'langsmith-endpoint',
  'url',
]);

/**
 * Shows a short, quoted form of a bad one-line value, invisible characters as escapes, so a stray
 * one shows. A value written on several lines is not repeated: its message names the line or
 * case at fault instead.
 */
function echoed(input: string, value: string | undefined): string {
  if (NEVER_ECHOED.has(input) || !value || value.length > 80) return '';
  return `; got "${showInvisible(value)}"`;
}

/**
 * Runs a check that needs several inputs even when another input is already refused, so
 * one run names every problem at once.
 */
export const EVEN_WITH_OTHER_PROBLEMS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const optionalText = z.string().transform((value) => (value === '' ? undefined : value));

export const requiredText = z.string().min(1, { error: 'is required' });

/** A GitHub environment's name: GitHub takes at most 255 characters. */
export const environmentInput = optionalText.pipe(
  z.string().max(255, { error: 'must be at most 255 characters' }).optional(),
);

/**
 * The one rule for github-token (an action's default is `github.token`): a workflow that empties
 * it while asking for any of `features` (inputs) gets this problem, in every action alike;
 * `why` says what the token is for.
 */
export function gitHubTokenProblem(
  wanted: boolean,
  token: string | undefined,
  features: readonly string[],
  why?: string,
): string | undefined {
  if (!wanted || token) return undefined;
  const w = words();
  const named = features.map(w.input).join(' or ');
  const fallback = w.frontEnd === 'action' ? ' (its default is github.token)' : '';
  return `is required with ${named}${why ? `, ${why}` : ''}${fallback}`;
}

const UUID_HINT = 'must be a UUID such as 123e4567-e89b-12d3-a456-426614174000';
// Any 8-4-4-4-12 hex id, as the service reads a uuid; the RFC's version digit is not demanded.
export const requiredUuid = requiredText.pipe(z.guid({ error: UUID_HINT }));
export const optionalUuid = optionalText.pipe(z.guid({ error: UUID_HINT }).optional());

/** `owner/name` of a repository a source-hosting integration reaches. */
export const repositoryInput = optionalText.pipe(
  z
    .string()
    .regex(/^[^/\s]+\/[^/\s]+$/, { error: 'must be owner/name, such as acme/agents' })
    .optional(),
);

export const booleanInput = noted(
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['true', 'false', ''], { error: 'must be true or false' }))
    .transform((value) => value === 'true'),
  { boolean: true },
);

/** An optional input that must be one of a few words. */
export const enumInput = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform((value, context): T[number] | undefined => {
    if (value === '') return undefined;
    if ((values as readonly string[]).includes(value)) return value as T[number];
    context.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
    return z.NEVER;
  });

/** Longer than any job may run; a timer set past about 24.8 days would fire at once instead. */
const MAX_DURATION_MS = 24 * 3_600_000;

/** A duration in milliseconds. */
export const durationInput = (minimumMs: number) =>
  z.string().transform((text, context) => {
    const ms = parseDuration(text);
    if (ms === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'must be a duration such as 90, 90s, 15m, 1h30m or 500ms',
      });
      return z.NEVER;
    }
    if (ms < minimumMs) {
      context.addIssue({ code: 'custom', message: `must be at least ${minimumMs}ms` });
      return z.NEVER;
    }
    if (!(ms <= MAX_DURATION_MS)) {
      context.addIssue({ code: 'custom', message: 'must be at most 24h' });
      return z.NEVER;
    }
    return ms;
  });

/** A JSON or YAML input, checked against a schema; empty means not given. */
export const structuredInput = <T extends z.ZodType>(schema: T) =>
  z.string().transform(async (text, context): Promise<z.infer<T> | undefined> => {
    if (text === '') return undefined;
    let value: unknown;
    try {
      value = await parseStructuredInput(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ ...issue, path: issue.path } as never);
    return z.NEVER;
  });

/**
 * Reads an input written as JSON or YAML (JSON first: a YAML parser accepts JSON too, but its
 * messages about broken JSON are worse). YAML aliases are capped so an alias bomb fails. The
 * YAML parser is loaded only for an input written as YAML.
 */
export async function parseStructuredInput(text: string): Promise<unknown> {
  if (text.length > MAX_STRUCTURED_INPUT_CHARS) {
    throw new Error(
      `is ${text.length} characters long; at most ${MAX_STRUCTURED_INPUT_CHARS} are accepted`,
    );
  }
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      // Flow-style YAML also starts with a bracket; let the YAML parser have its say.
    }
  }
  const { parseDocument } = await import('yaml');
  const document = parseDocument(trimmed, { uniqueKeys: true, prettyErrors: false });
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) throw new Error(`is not valid JSON or YAML: ${problem.message.split('\n')[0]}`);
  try {
    return document.toJS({ maxAliasCount: 50 });
  } catch (error) {
    throw new Error(`cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
}
