import { truncate } from '../common/runner-text.ts';
import { commentMarkerLine, startsWithMarker } from './comment-marker.ts';
import { idIn } from './github-answers.ts';
import { type GitHubCallOptions, type GitHubSession, openGitHubSession } from './github-session.ts';
import { listPages } from './list-pages.ts';
import { isWrittenBy, learnTokenIdentity, type TokenIdentity } from './token-identity.ts';

export { commentMarkerLine, isMarkedComment } from './comment-marker.ts';

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
 * On a pull request, writes `body` into the action's one comment for `marker`: updates the
 * comment when it exists, creates it only when none does. Does nothing on other events.
 * Trouble is one warning through `warn` and the outcome `failed`; never throws.
 */
export async function upsertPullRequestComment(
  options: UpsertPullRequestCommentOptions,
): Promise<PullRequestCommentOutcome> {
  const doing = 'Could not write the deploy comment on the pull request';
  const session = await openGitHubSession(options, 'pull-requests', doing);
  if (!session) return { outcome: 'failed' };
  const issueNumber = session.run.pullRequest?.number;
  if (issueNumber === undefined) return { outcome: 'not-a-pull-request' };
  const markerLine = commentMarkerLine(options.marker);
  const body = `${markerLine}\n${truncate(options.body, MAX_BODY_CHARS)}`;
  const { owner, repo } = session.run;
  try {
    const existing = await findOwnMarkedComment(session, issueNumber, markerLine);
    if (existing?.body === body) {
      return { outcome: 'unchanged', commentId: existing.id, ...urlOf(existing) };
    }
    if (existing) {
      const { data } = await session.client.rest.issues.updateComment({
        owner,
        repo,
        comment_id: existing.id,
        body,
      });
      return { outcome: 'updated', ...writtenComment(data) };
    }
    const { data } = await session.client.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return { outcome: 'created', ...writtenComment(data) };
  } catch (error) {
    session.report(error, doing);
    return { outcome: 'failed' };
  }
}

interface FoundComment {
  id: number;
  body: string;
  html_url?: unknown;
}

/**
 * The oldest comment that starts with the marker line and was written by the account the token
 * acts as, paging through the pull request's comments until it is found. A marked comment by
 * anyone else (another bot, a person, the author of a pull request from a fork, who could edit
 * it afterwards to tell a result the action never wrote) is never taken over. Whose the token
 * is, is asked only once a marked comment turns up; when GitHub cannot say, the comment is not
 * written at all, rather than taken over or written once more on every run.
 */
async function findOwnMarkedComment(
  session: GitHubSession,
  issueNumber: number,
  markerLine: string,
): Promise<FoundComment | undefined> {
  const { run } = session;
  let identity: Promise<TokenIdentity> | undefined;
  const pages = listPages(session, {
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    parameters: { owner: run.owner, repo: run.repo, issue_number: issueNumber, per_page: 100 },
    what: "the pull request's comments",
    maxPages: MAX_COMMENT_PAGES,
  });
  for await (const page of pages) {
    for (const comment of page) {
      const id = idIn(comment.id);
      if (id === undefined || !startsWithMarker(comment.body, markerLine)) continue;
      identity ??= learnTokenIdentity(session);
      if (isWrittenBy(comment.user, await identity)) {
        return { id, body: String(comment.body), html_url: comment.html_url };
      }
    }
  }
  return undefined;
}

function writtenComment(data: { id?: unknown; html_url?: unknown }) {
  const id = idIn(data.id);
  return { ...(id !== undefined && { commentId: id }), ...urlOf(data) };
}

function urlOf(comment: { html_url?: unknown }) {
  return typeof comment.html_url === 'string' ? { url: comment.html_url } : {};
}
