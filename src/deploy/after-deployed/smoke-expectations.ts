import { isDeepStrictEqual } from 'node:util';
import { createContext, runInContext } from 'node:vm';
import { isPlainObject } from '../../agent-server-client/runs.ts';
import type { SmokeExpectations } from '../smoke-cases.ts';

/**
 * A regular expression gets this long on one answer. The expression is the user's, the answer
 * the server's: a server could send the text that makes an expression backtrack for hours, and
 * a match cannot be stopped from outside, so it runs where a time-out interrupts it.
 */
export const MATCH_TIMEOUT_MS = 1000;

/** How much of a value a problem repeats. */
const SHOWN_CHARS = 80;

/**
 * Why a run's answer does not meet the case's expectations, or undefined when it does (or when
 * the case has none). `serialised` is the answer as JSON text, what `contains` and `matches`
 * read; `json` compares members of the answer itself.
 */
export function unmetExpectation(
  answer: unknown,
  serialised: string,
  expect: SmokeExpectations,
): string | undefined {
  if (expect.contains !== undefined && !serialised.includes(expect.contains)) {
    return `the answer does not contain ${shown(expect.contains)}`;
  }
  if (expect.matches !== undefined) {
    const matched = matchWithin(expect.matches, serialised);
    if (matched === 'timed-out') {
      return `matching /${expect.matches}/ took longer than ${MATCH_TIMEOUT_MS}ms, so it did not match`;
    }
    if (!matched) return `the answer does not match /${expect.matches}/`;
  }
  if (expect.json !== undefined) return missingMembers(answer, expect.json, '');
  return undefined;
}

/**
 * The first member of `expected` the answer lacks or holds with another value. Objects are
 * compared member by member, recursively (the answer may hold more); arrays and scalars whole.
 */
function missingMembers(
  actual: unknown,
  expected: Record<string, unknown>,
  at: string,
): string | undefined {
  if (!isPlainObject(actual)) {
    if (!at) return 'json: the answer is not an object';
    return `json: the answer's ${shown(at)} is ${asJson(actual)}, not an object`;
  }
  for (const [key, want] of Object.entries(expected)) {
    const path = at ? `${at}.${key}` : key;
    if (!Object.hasOwn(actual, key)) return `json: the answer has no member ${shown(path)}`;
    const got = actual[key];
    if (isPlainObject(want)) {
      const deeper = missingMembers(got, want, path);
      if (deeper) return deeper;
    } else if (!isDeepStrictEqual(got, want)) {
      return `json: the answer's ${shown(path)} is ${asJson(got)}, not ${asJson(want)}`;
    }
  }
  return undefined;
}

let context: ReturnType<typeof createContext> | undefined;

/** Whether `pattern` matches `text`, or `timed-out` when it took longer than MATCH_TIMEOUT_MS. */
function matchWithin(pattern: string, text: string): boolean | 'timed-out' {
  context ??= createContext({});
  context.pattern = pattern;
  context.text = text;
  try {
    return runInContext('new RegExp(pattern).test(text)', context, {
      timeout: MATCH_TIMEOUT_MS,
    }) as boolean;
  } catch {
    return 'timed-out';
  } finally {
    context.text = undefined;
  }
}

/** Text the user wrote or the server sent, quoted once as a JSON string, cut. */
function shown(text: string): string {
  return JSON.stringify(cutShort(text));
}

/** A value as JSON, written once (a string in its quotes, an object as its members), cut. */
function asJson(value: unknown): string {
  return cutShort(JSON.stringify(value) ?? 'nothing');
}

function cutShort(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}
