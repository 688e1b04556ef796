/**
 * The characters for which .NET's `Char.IsWhiteSpace` is true, written out one by one from
 * .NET's documentation rather than derived from the action's own pattern, so a test built on
 * them can catch a pattern that misses one.
 */
export const RUNNER_WHITESPACE_CHARS = [
  '\u0009',
  '\u000a',
  '\u000b',
  '\u000c',
  '\u000d',
  '\u0020',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007',
  '\u2008',
  '\u2009',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
];

/** `String.TrimStart()` as the runner's .NET code runs it on each log line. */
export function runnerTrimStart(line: string): string {
  let start = 0;
  while (start < line.length && RUNNER_WHITESPACE_CHARS.includes(line.charAt(start))) start++;
  return line.slice(start);
}
