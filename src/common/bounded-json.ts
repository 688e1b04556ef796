/*
 * The one parse of JSON that came from elsewhere (the control plane, the agent server, GitHub, a
 * registry). `JSON.parse` itself reads any depth, but whatever walks the value afterwards
 * recursively (zod, JSON.stringify, the secret collector, a comparison) overflows the stack on
 * a value nested thousands of levels deep: a 20 kB answer of brackets would end the step with a
 * RangeError. So a value nested deeper than any real answer is refused before it is parsed.
 */

/** Far deeper than any answer a service sends; a value nested deeper than this is not read. */
export const MAX_JSON_DEPTH = 256;

export type BoundedJson =
  | { kind: 'json'; value: unknown }
  | { kind: 'not-json' }
  | { kind: 'too-deep'; limit: number };

/** `text` parsed as JSON, unless it is not JSON or is nested more than MAX_JSON_DEPTH levels. */
export function parseBoundedJson(text: string): BoundedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'not-json' };
  }
  return nestedTooDeeply(text)
    ? { kind: 'too-deep', limit: MAX_JSON_DEPTH }
    : { kind: 'json', value };
}

/** In words, why a BoundedJson that is not `json` cannot be used: "not JSON", "nested too deeply (…)". */
export function unusableJson(parsed: Exclude<BoundedJson, { kind: 'json' }>): string {
  return parsed.kind === 'not-json'
    ? 'not JSON'
    : `JSON nested too deeply (more than ${parsed.limit} levels)`;
}

/**
 * Whether the JSON `text` has objects or arrays nested more than `MAX_JSON_DEPTH` levels
 * deep. Read from the text, for valid JSON only: brackets outside strings always pair up. A
 * few milliseconds per megabyte, where walking the parsed value takes ten times as long.
 */
export function nestedTooDeeply(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const [QUOTE, BACKSLASH] = [0x22, 0x5c];
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [0x7b, 0x7d, 0x5b, 0x5d];
