import { z } from 'zod';
import { optionalText } from '../common/inputs.ts';

/** Where the examples come from: a file of the checkout, or a dataset in LangSmith. */
export type DatasetSource =
  | { kind: 'file'; path: string }
  | { kind: 'langsmith'; name: string; versionTag?: string };

/** One line of eval-evaluators: a built-in, or an ES module of the checkout. */
export type EvaluatorSpec =
  | { kind: 'builtin'; name: BuiltinName; line: number }
  | { kind: 'module'; path: string; line: number };

/** One line of eval-threshold: the mean of `key` must reach `minimum`. */
export interface Threshold {
  key: string;
  minimum: number;
}

/** What the new revision is compared with. */
export type BaselineSpec =
  | { kind: 'live' }
  | { kind: 'deployment'; id: string }
  | { kind: 'deployment'; name: string };

export const BUILTIN_EVALUATORS = ['exact', 'contains'] as const;
export type BuiltinName = (typeof BUILTIN_EVALUATORS)[number];

const MAX_EVALUATORS = 20;
const MAX_THRESHOLDS = 50;
const MODULE_EXTENSIONS = /\.(?:mjs|js|cjs|ts|mts|cts)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A score's key in a threshold line: what evaluators name their keys with, no spaces. */
const KEY = /^[\w.:/-]{1,100}$/;
const THRESHOLD = /^(\S+)\s*>=\s*(\S+)$/;

/** Why `path` is not a path inside the workspace: relative, no `..`, no control character. */
export function workspacePathProblem(path: string): string | undefined {
  if (/\p{Cc}/u.test(path)) return 'must be one line without control characters';
  if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path)) {
    return 'must be a path relative to the workspace';
  }
  if (path.split(/[\\/]/).includes('..')) return 'must not leave the workspace with ..';
  return undefined;
}

/** A number from 0 to 1, written as a decimal (`0.9`, `.05`, `1`). */
export function parseFraction(text: string): number | undefined {
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 0 && value <= 1 ? value : undefined;
}

/** `text`, without blank lines, as [line number, trimmed line]. */
function numberedLines(text: string): Array<[number, string]> {
  return text
    .split(/\r?\n/)
    .map((line, index): [number, string] => [index + 1, line.trim()])
    .filter(([, line]) => line !== '' && !line.startsWith('#'));
}

/** A rule for an input of one item a line: `read` gives the item, or the line's problem. */
function linesInput<T>(read: (line: string, number: number) => T | string, max: number) {
  return z.string().transform((text, context): T[] | undefined => {
    const lines = numberedLines(text);
    if (lines.length === 0) return undefined;
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (lines.length > max) return fail(`holds ${lines.length} lines; at most ${max} are read`);
    const items: T[] = [];
    for (const [number, line] of lines) {
      const item = read(line, number);
      if (typeof item === 'string') return fail(`line ${number}: ${item}`);
      items.push(item);
    }
    return items;
  });
}

const shown = (line: string) => (line.length <= 80 ? `; got ${JSON.stringify(line)}` : '');

function readEvaluatorLine(line: string, number: number): EvaluatorSpec | string {
  if ((BUILTIN_EVALUATORS as readonly string[]).includes(line)) {
    return { kind: 'builtin', name: line as BuiltinName, line: number };
  }
  if (!MODULE_EXTENSIONS.test(line)) {
    return `must be ${BUILTIN_EVALUATORS.join(' or ')}, or the path of an ES module of the checkout (.mjs, .js, .ts)${shown(line)}`;
  }
  const problem = workspacePathProblem(line);
  return problem ? `${problem}${shown(line)}` : { kind: 'module', path: line, line: number };
}

function readThresholdLine(line: string): Threshold | string {
  const form = `must be KEY >= NUMBER, such as exact >= 0.9${shown(line)}`;
  const match = THRESHOLD.exec(line);
  if (!match) return form;
  const [, key = '', number = ''] = match;
  if (!KEY.test(key)) {
    return `${JSON.stringify(key.slice(0, 100))} is not a score's key (letters, digits, _ . : / -)`;
  }
  const minimum = parseFraction(number);
  if (minimum === undefined)
    return `${key} must be compared with a number from 0 to 1${shown(line)}`;
  return { key, minimum };
}

/** eval-evaluators: one a line, each a built-in's name or a module's path; each path once. */
export const evaluatorsInput = linesInput(readEvaluatorLine, MAX_EVALUATORS).refine(
  (specs) => !specs || new Set(specs.map(specName)).size === specs.length,
  { error: 'names an evaluator twice' },
);

/** eval-threshold: one `KEY >= NUMBER` a line; each key once. */
export const thresholdsInput = linesInput(readThresholdLine, MAX_THRESHOLDS).refine(
  (thresholds) => !thresholds || new Set(thresholds.map((t) => t.key)).size === thresholds.length,
  { error: 'names a key twice' },
);

export function specName(spec: EvaluatorSpec): string {
  return spec.kind === 'builtin' ? spec.name : spec.path;
}

/** eval-dataset: `langsmith:<name>` or `langsmith:<name>@<version tag>`, else a path. */
export const datasetInput = optionalText.transform((text, context): DatasetSource | undefined => {
  if (text === undefined) return undefined;
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (text.startsWith('langsmith:')) {
    const named = text.slice('langsmith:'.length);
    const at = named.lastIndexOf('@');
    const name = at === -1 ? named : named.slice(0, at);
    const versionTag = at === -1 ? undefined : named.slice(at + 1);
    if (name === '' || name.length > 256) {
      return fail('must name the dataset after langsmith: (at most 256 characters)');
    }
    if (versionTag === '') return fail('must name a version tag after @, or have no @');
    return { kind: 'langsmith', name, ...(versionTag && { versionTag }) };
  }
  const problem = workspacePathProblem(text);
  return problem ? fail(problem) : { kind: 'file', path: text };
});

/** eval-baseline: `live`, a deployment's id, or its name. */
export const baselineInput = optionalText.transform((text, context): BaselineSpec | undefined => {
  if (text === undefined) return undefined;
  if (text === 'live') return { kind: 'live' };
  if (UUID.test(text)) return { kind: 'deployment', id: text.toLowerCase() };
  if (text.length > 255) {
    context.addIssue({ code: 'custom', message: 'must be live, or a deployment’s name or id' });
    return z.NEVER;
  }
  return { kind: 'deployment', name: text };
});

/** A whole number from `min` to `max`. */
export const countInput = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

/** A number from 0 to 1. */
export const fractionInput = z.string().transform((text, context) => {
  const value = parseFraction(text);
  if (value !== undefined) return value;
  context.addIssue({ code: 'custom', message: 'must be a number from 0 to 1, such as 0.05' });
  return z.NEVER;
});
