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
