// Reading requests and writing answers the way GitHub's REST API does, for the fake GitHub.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DOCS = 'https://docs.github.com/rest';

export async function readJson(
  request: IncomingMessage,
): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function notFound(response: ServerResponse) {
  send(response, 404, { message: 'Not Found', documentation_url: DOCS });
}

export function invalid(response: ServerResponse, field: string) {
  send(response, 422, {
    message: 'Validation Failed',
    errors: [{ resource: 'Request', field, code: 'invalid' }],
    documentation_url: DOCS,
  });
}

/** One page of `items`, as `page` and `per_page` ask, with GitHub's Link header to the others. */
export function sendPage(
  response: ServerResponse,
  url: URL,
  items: unknown[],
  paging: { base: string; maxPageSize: number },
) {
  const perPage = Math.min(Number(url.searchParams.get('per_page')) || 30, paging.maxPageSize);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const links: string[] = [];
  const pageUrl = (n: number) => {
    const next = new URL(url.pathname + url.search, paging.base);
    next.searchParams.set('page', String(n));
    return next.href;
  };
  if (page < lastPage)
    links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`);
  if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  send(response, 200, slice, links.length > 0 ? { link: links.join(', ') } : {});
}
