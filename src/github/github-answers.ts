import { MAX_JSON_DEPTH, nestedTooDeeply } from '../common/bounded-json.ts';
import { oneLine } from '../common/runner-text.ts';

/**
 * GitHub answered, but not as its API answers: a proxy's or a login page, a body that is not
 * JSON, a list that is not one. Its message says what came, in words a person can act on.
 */
export class UnexpectedGitHubAnswer extends Error {
  override readonly name = 'UnexpectedGitHubAnswer';
}

interface AnswerShape {
  status: number;
  headers: Record<string, unknown>;
  data: unknown;
}

/**
 * Throws UnexpectedGitHubAnswer unless the body is JSON text of an object or an array, as
 * every answer of the API with a body is. Octokit hands on whatever came (text, bytes), and
 * code that reads it as an object would fail with a message no person could act on.
 */
export function checkAnswerBody(response: AnswerShape): void {
  if (response.status === 204 || response.status === 205) return;
  const { data } = response;
  if (typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer)) return;
  const type = response.headers['content-type'];
  const said = describeBody(data, typeof type === 'string' ? type : undefined);
  throw new UnexpectedGitHubAnswer(
    `GitHub answered ${response.status} with ${said} instead of JSON (is a proxy or a wrong \`GITHUB_API_URL\` in the way?)`,
  );
}

/** The content types Octokit parses as JSON (its `isJSONResponse`). */
const JSON_TYPE = /^\s*application\/(?:scim\+)?json\s*(?:;|$)/i;
/** Statuses whose answers have no body (a Response with one cannot be made for them). */
const NO_BODY: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/**
 * `fetch` with every JSON answer read through the bounded parse's depth check before Octokit
 * parses it: Octokit reads any depth, and then its own error message (JSON.stringify of the
 * body), or anything that walks the value, overflows the stack. An answer nested deeper than
 * MAX_JSON_DEPTH is refused as an UnexpectedGitHubAnswer, GitHub trouble like any answer that
 * is not what the API sends; any other is handed on with the same status, headers and text.
 */
export function boundedJsonFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (NO_BODY.has(response.status) || !JSON_TYPE.test(type)) return response;
    const text = await response.text();
    if (nestedTooDeeply(text)) {
      throw new UnexpectedGitHubAnswer(
        `GitHub answered ${response.status} with JSON nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
      );
    }
    const { status, statusText, headers, url } = response;
    const same = new Response(text, { status, statusText, headers });
    // Octokit reports the answer's URL; a Response made here would have none.
    Object.defineProperty(same, 'url', { value: url });
    return same;
  };
}

/** The items of a list answer, each an object; throws UnexpectedGitHubAnswer when it is no list. */
export function listItems(data: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(data)) {
    throw new UnexpectedGitHubAnswer(`GitHub's answer listing ${what} was not a list`);
  }
  return data.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

/** A number GitHub gave as an id: a positive safe integer, else undefined. */
export function idIn(value: unknown): number | undefined {
  // Octokit reads integers past 2^53 as bigint; such an id could not be sent back exactly.
  const id = typeof value === 'bigint' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function describeBody(data: unknown, contentType: string | undefined): string {
  if (data instanceof ArrayBuffer) return `a body of type ${oneLine(contentType ?? 'unknown', 80)}`;
  if (typeof data !== 'string') return `the JSON value ${oneLine(String(data), 40)}`;
  if (data.trim() === '') return 'an empty body';
  if (/^\s*<(?:!doctype|html|head|body)\b/i.test(data)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1]?.trim();
    return `an HTML page${title ? ` ("${oneLine(title, 80)}")` : ''}`;
  }
  return `text that starts "${oneLine(data, 40)}"`;
}
