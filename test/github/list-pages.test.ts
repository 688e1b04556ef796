import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubSession } from '../../src/github/github-session.ts';
import { markEnvironmentInactive } from '../../src/github/inactive-environment.ts';
import { listPages, nextPageLink } from '../../src/github/list-pages.ts';
import { upsertPullRequestComment } from '../../src/github/pull-request-comment.ts';
import { startSink } from '../packing/sink-server.ts';
import {
  collectWarnings,
  PR_NUMBER,
  runContextFor,
  TOKEN,
  useFakeGitHub,
} from './github-test-setup.ts';

// Pages of two, so every listing below spans several pages. A second loopback server stands
// where a hostile Link header points: nothing may reach it, the token least of all.
const fakeGitHub = useFakeGitHub({ maxPageSize: 2 });
let elsewhere: Awaited<ReturnType<typeof startSink>>;
beforeAll(async () => {
  elsewhere = await startSink();
});
afterAll(() => elsewhere.close());

/** Every page of the pull request's comments, pages of two, as listPages gives them. */
async function readComments(fake: ReturnType<typeof fakeGitHub>, maxPages: number) {
  const { warn, warnings } = collectWarnings();
  const session = await GitHubSession.open(
    { token: TOKEN, warn, run: runContextFor(fake) },
    runContextFor(fake),
    'deployments',
  );
  const pages: Record<string, unknown>[][] = [];
  for await (const page of listPages(session, {
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    parameters: { owner: fake.owner, repo: fake.repo, issue_number: PR_NUMBER, per_page: 2 },
    what: 'comments',
    maxPages,
  })) {
    pages.push(page);
  }
  return { pages, warnings };
}

describe('a next page elsewhere than the API', () => {
  it("ends the listing of a pull request's comments with one warning, and nothing is sent there", async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 5; i += 1) fake.addComment(PR_NUMBER, `review comment ${i}`);
    fake.linkPagesTo(elsewhere.origin);
    const { warn, warnings } = collectWarnings();
    const result = await upsertPullRequestComment({
      token: TOKEN,
      marker: 'agent-prod',
      body: 'Deployed',
      warn,
      run: runContextFor(fake),
    });

    expect(elsewhere.requests).toEqual([]);
    expect(fake.requestsTo('list-comments')).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `Listing the pull request's comments stopped after page 1: GitHub's link to the next page points to ${elsewhere.origin}, not to the API at ${fake.url}`,
    );
    expect(result.outcome).toBe('created');
  });

  it("ends the listing of an environment's deployments, and the ones read are still marked", async () => {
    const fake = fakeGitHub();
    const deployments = [1, 2, 3, 4].map(() => fake.addDeployment('preview-pr-12', ['success']));
    fake.linkPagesTo(elsewhere.origin);
    const { warn, warnings } = collectWarnings();
    const marked = await markEnvironmentInactive({
      token: TOKEN,
      environment: 'preview-pr-12',
      warn,
      run: runContextFor(fake, 'push'),
    });

    expect(elsewhere.requests).toEqual([]);
    expect(marked).toBe(2);
    expect(deployments.map((d) => d.statuses.at(-1)?.state)).toEqual([
      'success',
      'success',
      'inactive',
      'inactive',
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`points to ${elsewhere.origin}`);
  });

  it('is not followed when only the scheme differs (http for https)', async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 3; i += 1) fake.addComment(PR_NUMBER, `comment ${i}`);
    const home = new URL(fake.url);
    fake.linkPagesTo(`https://${home.host}`);
    const { pages, warnings } = await readComments(fake, 10);
    expect(pages).toHaveLength(1);
    expect(warnings[0]).toContain(`points to https://${home.host}`);
  });
});

describe('pages at the API', () => {
  it('are followed to the end, no further than the bound', async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 7; i += 1) fake.addComment(PR_NUMBER, `comment ${i}`);
    const read = async (maxPages: number) => {
      const { pages, warnings } = await readComments(fake, maxPages);
      return { bodies: pages.flat().map((comment) => comment.body), warnings };
    };
    const whole = await read(10);
    expect(whole.bodies).toHaveLength(7);
    expect(whole.warnings).toEqual([]);
    const bounded = await read(2);
    expect(bounded.bodies).toEqual(['comment 0', 'comment 1', 'comment 2', 'comment 3']);
    expect(bounded.warnings).toEqual([
      "Listing comments stopped after page 2, the most read here; GitHub's answer names a next page, which was not read.",
    ]);
  });

  it('end, with one warning, at a link to the page just read', async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 3; i += 1) fake.addComment(PR_NUMBER, `comment ${i}`);
    const same = `${fake.url}/repos/${fake.owner}/${fake.repo}/issues/${PR_NUMBER}/comments?per_page=2`;
    fake.fail('list-comments', 'answer', {
      answer: {
        body: JSON.stringify([{ id: 1, body: 'again' }]),
        headers: { link: `<${same}>; rel="next"` },
      },
    });
    const { pages, warnings } = await readComments(fake, 10);
    expect(pages).toHaveLength(1);
    expect(fake.requestsTo('list-comments')).toHaveLength(1);
    expect(warnings).toEqual([
      "Listing comments stopped after page 1: GitHub's link to the next page names the page just read, so the later pages could not be read.",
    ]);
  });
});

describe('nextPageLink', () => {
  it('reads the next page out of a Link header as GitHub writes it', () => {
    const header =
      '<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"';
    expect(nextPageLink(header)).toBe('https://api.github.com/x?page=2');
    expect(nextPageLink('<https://a/x?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPageLink('<https://a/x,y>; rel=next')).toBe('https://a/x,y');
    expect(nextPageLink(undefined)).toBeUndefined();
  });
});
