/** The placeholder a pattern holds once: where the pull request's number goes. */
export const PLACEHOLDER = '{number}';

/** A name with one `{number}` in it: the text before and after the number, compared exactly. */
export interface NamePattern {
  before: string;
  after: string;
}

/** GitHub numbers issues and pull requests with 32-bit integers. */
const MAX_PULL_REQUEST_NUMBER = 2_147_483_647;
/** `1`, `7`, `120`: no sign, no leading zero, nothing else. */
const NUMBER = /^[1-9][0-9]*$/;

/** The pattern in `text`, or why it is not one (for the message naming the input). */
export function parsePattern(text: string): NamePattern | { problem: string } {
  const parts = text.split(PLACEHOLDER);
  if (parts.length !== 2) {
    return {
      problem:
        parts.length === 1
          ? `must hold ${PLACEHOLDER} where the pull request's number goes, as in agent-pr-${PLACEHOLDER}`
          : `must hold ${PLACEHOLDER} once, not ${parts.length - 1} times`,
    };
  }
  const [before = '', after = ''] = parts;
  if (/[\p{Cc}]/u.test(text)) return { problem: 'must be one line without control characters' };
  return { before, after };
}

/**
 * The pull request number `name` stands for, or undefined when it does not match the pattern
 * exactly: with the pattern `agent-pr-{number}`, `agent-pr-7` is 7, while `agent-pr-07`,
 * `agent-pr-7x`, `agent-pr-7-old` and `other-agent-pr-7` are no match.
 */
export function numberIn(pattern: NamePattern, name: string): number | undefined {
  const { before, after } = pattern;
  if (name.length <= before.length + after.length) return undefined;
  if (!name.startsWith(before) || !name.endsWith(after)) return undefined;
  const digits = name.slice(before.length, name.length - after.length);
  if (!NUMBER.test(digits)) return undefined;
  const number = Number(digits);
  return number <= MAX_PULL_REQUEST_NUMBER ? number : undefined;
}

/** The pattern with the number put in: the name (or environment) of that pull request's preview. */
export function nameFor(pattern: NamePattern, number: number): string {
  return `${pattern.before}${number}${pattern.after}`;
}

/**
 * The longest fixed part of the pattern, for the list's substring filter (`name_contains`):
 * every name that matches holds it, so the filter only saves pages, and names are still
 * compared here. Empty (no filter) for a pattern that is only `{number}`.
 */
export function fixedPart(pattern: NamePattern): string {
  return pattern.before.length >= pattern.after.length ? pattern.before : pattern.after;
}
