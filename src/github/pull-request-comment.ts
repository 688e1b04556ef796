import { redact } from '../common/redactor.ts';
import { truncate } from '../common/runner-text.ts';
import { type GitHubCallOptions, type GitHubSession, openGitHubSession } from './github-session.ts';

export interface UpsertPullRequestCommentOptions extends GitHubCallOptions {
  /** Which of the action's comments this is, e.g. the deployment's name: one comment per marker. */
  marker: string;
  /** The comment's Markdown; the hidden marker line is put in front of it. */
  body: string;
}

export interface PullRequestCommentOutcome {
  /** `unchanged`: the comment already said this, so nothing was sent. */
  outcome: 'created' | 'updated' | 'unchanged' | 'not-a-pull-request' | 'failed';
  commentId?: number;
  url?: string;
}

/** GitHub refuses comments longer than 65,536 characters. */
const MAX_BODY_CHARS = 65_000;
/** A pull request with more comments than this gets a new comment rather than a long search. */
const MAX_COMMENT_PAGES = 30;

/**
 * The hidden first line that tells the action's comment apart. Only characters that cannot end
 * an HTML comment or break the line are kept from the marker given, once a secret value in it
 * (a deployment's name may hold one) is starred out.
 */
export function commentMarkerLine(marker: string): string {
  const safe = redact(marker)
    .replace(/[^A-Za-z0-9._:/@+=-]/g, '_')
    .replace(/-{2,}/g, '-')
    .slice(0, 200);
  return `<!-- agent-deploy:${safe} -->`;
}

/** True when the comment is the one this marker names: the marker is its whole first line. */
export function isMarkedComment(body: string | undefined, marker: string): boolean {
  if (!body) return false;
  const firstLine = body.replace(/\r\n?/g, '\n').split('\n', 1)[0];
  return firstLine === commentMarkerLine(marker);
}

/**
 * On a pull request, writes `body` into the action's one comment for `marker`: updates the
 * comment when it exists, creates it only when none does. Does nothing on other events.
 * Trouble is one warning through `warn` and the outcome `failed`; never throws.
 */
export async function upsertPullRequestComment(
  options: UpsertPullRequestCommentOptions,
): Promise<PullRequestCommentOutcome> {
  const doing = 'Could not write the deploy comment on the pull request';
  const session = openGitHubSession(options, 'pull-requests', doing);
  if (!session) return { outcome: 'failed' };
  const issueNumber = session.run.pullRequest?.number;
  if (issueNumber === undefined) return { outcome: 'not-a-pull-request' };
  const body = `${commentMarkerLine(options.marker)}\n${truncate(options.body, MAX_BODY_CHARS)}`;
  const { owner, repo } = session.run;
  try {
    const existing = await findMarkedComment(session, issueNumber, options.marker);
    if (existing?.body === body) {
      return { outcome: 'unchanged', commentId: existing.id, url: existing.html_url };
    }
    if (existing) {
      const { data } = await session.client.rest.issues.updateComment({
        owner,
        repo,
        comment_id: existing.id,
        body,
      });
      return { outcome: 'updated', commentId: data.id, url: data.html_url };
    }
    const { data } = await session.client.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return { outcome: 'created', commentId: data.id, url: data.html_url };
  } catch (error) {
    session.report(error, doing);
    return { outcome: 'failed' };
  }
}

interface FoundComment {
  id: number;
  body?: string;
  html_url: string;
}

/**
 * Who may have written the comment this action keeps: an app or bot (the job's token) or
 * someone with write access (a personal token). A marked comment by anyone else, such as the
 * author of a pull request from a fork, is never taken over: they could edit it afterwards and
 * make it tell a deploy result the action never wrote.
 */
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

function isTrustedAuthor(comment: {
  user?: { type?: string } | null;
  author_association?: string;
}) {
  return comment.user?.type === 'Bot' || TRUSTED_ASSOCIATIONS.has(comment.author_association ?? '');
}

/** The oldest marked comment, paging through the pull request's comments until it is found. */
async function findMarkedComment(
  session: GitHubSession,
  issueNumber: number,
  marker: string,
): Promise<FoundComment | undefined> {
  const { client, run } = session;
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    owner: run.owner,
    repo: run.repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  let pageCount = 0;
  for await (const page of pages) {
    const found = page.data.find(
      (comment) => isMarkedComment(comment.body, marker) && isTrustedAuthor(comment),
    );
    if (found) return found;
    pageCount += 1;
    if (pageCount >= MAX_COMMENT_PAGES) break;
  }
  return undefined;
}
