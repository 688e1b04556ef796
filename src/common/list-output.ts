import { escapeRawControls, MAX_JSON_OUTPUT_CHARS } from './action-runtime.ts';

/** A list as the text of a JSON output: its first `listed` items, of `total`. */
export interface ListOutput {
  json: string;
  listed: number;
  total: number;
}

/**
 * `items` as a JSON output: as many, from the first, as fit in the characters an output may
 * hold as it is written (escapeRawControls can make the text longer than JSON.stringify's). A
 * list too long for an output is cut to a valid shorter one, never left unset: a later step's
 * `fromJSON` still reads it, and the whole count goes in an output of its own.
 */
export function jsonListOutput(items: readonly unknown[]): ListOutput {
  const written = (count: number) => escapeRawControls(JSON.stringify(items.slice(0, count)));
  const whole = written(items.length);
  if (whole.length <= MAX_JSON_OUTPUT_CHARS) {
    return { json: whole, listed: items.length, total: items.length };
  }
  // The longest prefix that fits: `fits` always does, `tooMany` never does.
  let fits = 0;
  let tooMany = items.length;
  while (tooMany - fits > 1) {
    const middle = Math.floor((fits + tooMany) / 2);
    if (written(middle).length <= MAX_JSON_OUTPUT_CHARS) fits = middle;
    else tooMany = middle;
  }
  return { json: written(fits), listed: fits, total: items.length };
}

/**
 * The one warning for a list output that was cut, saying how much was left out and where the
 * rest is (`advice`); undefined when the whole list fits.
 */
export function listOutputCut(
  output: string,
  list: ListOutput,
  noun: string,
  advice: string,
): string | undefined {
  const left = list.total - list.listed;
  if (left === 0) return undefined;
  return `The ${output} output holds the first ${list.listed} of ${list.total} ${noun}; ${left} ${left === 1 ? 'was' : 'were'} left out, as the JSON of all would be longer than the ${MAX_JSON_OUTPUT_CHARS} characters an output may hold. ${advice}`;
}
