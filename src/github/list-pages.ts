import { oneLine } from '../common/runner-text.ts';
import { listItems } from './github-answers.ts';
import { isApiUrl, originOf } from './github-client.ts';
import type { GitHubSession } from './github-session.ts';

/** The list endpoints this folder pages through. */
export type ListRoute =
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments'
  | 'GET /repos/{owner}/{repo}/deployments';

export interface ListRequest {
  route: ListRoute;
  parameters: Record<string, string | number>;
  /** What is listed, for messages: "the pull request's comments". */
  what: string;
  /** No more pages than this are read, whatever the links say. */
  maxPages: number;
}

/**
 * The pages of a GitHub list, each as its items (objects only), following GitHub's
 * `Link: rel="next"` header. A next page whose URL is not at the API's origin ends the listing
 * with one warning, and nothing is sent there: the request would carry the token. Octokit's
 * own paginator follows any link, so it is not used. A listing cut short (the bound reached, or
 * a link to the page just read) says so in one warning too.
 */
export async function* listPages(
  session: GitHubSession,
  { route, parameters, what, maxPages }: ListRequest,
): AsyncGenerator<Record<string, unknown>[]> {
  const { client, run } = session;
  let url = client.request.endpoint(route as string, parameters).url;
  // Each answer is checked here (listItems), so the route's declared types are not relied on.
  let response: { data: unknown; headers: { link?: string } } = await client.request(
    route as string,
    parameters,
  );
  for (let pageNumber = 1; ; pageNumber++) {
    yield listItems(response.data, what);
    const next = nextPageLink(response.headers.link);
    if (!next) return;
    const target = client.request.endpoint({ method: 'GET', url: next }).url;
    const stopped = `Listing ${what} stopped after page ${pageNumber}`;
    if (!isApiUrl(target, run.apiUrl)) {
      session.warnOnce(
        `${stopped}: GitHub's link to the next page points to ${oneLine(originOf(target) || target, 200)}, not to the API at ${originOf(run.apiUrl)}, so nothing was sent there and the later pages were not read.`,
      );
      return;
    }
    if (target === url) {
      session.warnOnce(
        `${stopped}: GitHub's link to the next page names the page just read, so the later pages could not be read.`,
      );
      return;
    }
    if (pageNumber >= maxPages) {
      session.warnOnce(
        `${stopped}, the most read here; GitHub's answer names a next page, which was not read.`,
      );
      return;
    }
    url = target;
    response = await client.request({ method: 'GET', url: target });
  }
}

/** The `rel="next"` URL of a Link header, as GitHub writes it: `<url>; rel="next", …`. */
export function nextPageLink(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const [, url, parameters = ''] of header.matchAll(/<([^<>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(parameters);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return url;
  }
  return undefined;
}
