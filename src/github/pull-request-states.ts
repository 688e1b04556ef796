import { oneLine } from '../common/runner-text.ts';
import { theInput } from '../common/wording.ts';
import { type GitHubCallOptions, type GitHubSession, openGitHubSession } from './github-session.ts';
import { classifyTrouble, type TroubleKind } from './github-trouble.ts';

/** What GitHub said of a pull request: its state, that it has none (404), or nothing sure. */
export type PullRequestState = { kind: 'open' | 'closed' | 'merged' | 'not-found' | 'unknown' };

/** After these, asking about the next pull request could only fail the same way, or slowly. */
const GIVING_UP: ReadonlySet<TroubleKind> = new Set([
  'rate-limited',
  'forbidden',
  'unauthorized',
  'no-answer',
  'unreachable',
]);

const UNKNOWN: PullRequestState = { kind: 'unknown' };

/**
 * The state of each pull request, asked one at a time (GitHub asks integrations not to send
 * requests concurrently). GitHub's trouble is one warning, and every pull request it leaves
 * unanswered is `unknown`: after a refusal, a rate limit or no answer, the rest are not asked.
 * A 404 counts as "no such pull request" only once GitHub has shown the repository itself to
 * this token: a token that cannot see the repository gets 404 for every pull request. An answer
 * that is not about the pull request asked for (another number, another repository, or none
 * named) is no answer: that one stays `unknown`, with the one warning. The options' `signal`
 * ends the asking at once; the rest stay `unknown`.
 */
export async function readPullRequestStates(
  numbers: readonly number[],
  options: GitHubCallOptions,
): Promise<Map<number, PullRequestState>> {
  const states = new Map<number, PullRequestState>(numbers.map((number) => [number, UNKNOWN]));
  const doing = 'Could not read the pull requests of the previews';
  const session = await openGitHubSession(
    { ...options, access: 'read', outcome: 'Their previews are kept.' },
    'pull-requests',
    doing,
  );
  if (!session) return states;
  let repositorySeen = false;
  for (const number of numbers) {
    if (session.endedByCaller) break;
    try {
      const answer = await getPullRequest(session, number);
      const other = otherPullRequest(answer, number, session.run);
      if (other) {
        session.warnOnce(
          `${doing} (#${number}): GitHub's answer is about ${other}, not about #${number} of ${session.run.owner}/${session.run.repo}. Its preview is kept.`,
        );
        continue;
      }
      const state = stateOf(answer);
      if (state === UNKNOWN) {
        session.warnOnce(
          `${doing} (#${number}): GitHub's answer gives no state open or closed. Its preview is kept.`,
        );
      }
      states.set(number, state);
    } catch (error) {
      const kind = classifyTrouble(error);
      if (kind === 'not-found') {
        repositorySeen ||= await repositoryVisible(session, doing);
        if (!repositorySeen) break;
        states.set(number, { kind: 'not-found' });
        continue;
      }
      session.report(error, `${doing} (#${number})`);
      if (GIVING_UP.has(kind)) break;
    }
  }
  return states;
}

async function getPullRequest(session: GitHubSession, number: number): Promise<unknown> {
  const { owner, repo } = session.run;
  const { data } = await session.client.rest.pulls.get({ owner, repo, pull_number: number });
  return data;
}

/**
 * What pull request the answer is about, in words, when it is not #`number` of the run's
 * repository (as `base.repo.full_name` names it, compared as GitHub compares names: regardless
 * of case); undefined when it is that one.
 */
function otherPullRequest(
  data: unknown,
  number: number,
  run: GitHubSession['run'],
): string | undefined {
  const pull = (typeof data === 'object' && data !== null ? data : {}) as {
    number?: unknown;
    base?: { repo?: { full_name?: unknown } | null } | null;
  };
  const fullName = pull.base?.repo?.full_name;
  const repository = `${run.owner}/${run.repo}`.toLowerCase();
  const sameRepository = typeof fullName === 'string' && fullName.toLowerCase() === repository;
  if (pull.number === number && sameRepository) return undefined;
  const which = Number.isSafeInteger(pull.number)
    ? `pull request #${pull.number}`
    : 'a pull request without a number';
  const where = typeof fullName === 'string' ? oneLine(fullName, 100) : 'an unnamed repository';
  return `${which} of ${where}`;
}

/** Merged, closed or open, as GitHub's answer says; anything else is no answer to act on. */
function stateOf(data: unknown): PullRequestState {
  const pull = (typeof data === 'object' && data !== null ? data : {}) as {
    state?: unknown;
    merged?: unknown;
    merged_at?: unknown;
  };
  if (pull.state === 'open') return { kind: 'open' };
  if (pull.state !== 'closed') return UNKNOWN;
  const merged = pull.merged === true || typeof pull.merged_at === 'string';
  return { kind: merged ? 'merged' : 'closed' };
}

/** Whether this token sees the repository; when it does not, one warning says so. */
async function repositoryVisible(session: GitHubSession, doing: string): Promise<boolean> {
  const { owner, repo } = session.run;
  try {
    await session.client.rest.repos.get({ owner, repo });
    return true;
  } catch (error) {
    if (classifyTrouble(error) === 'not-found') {
      session.warnOnce(
        `${doing}: GitHub answered 404 to the repository ${owner}/${repo} itself, so a 404 for a pull request says nothing; check ${theInput('github-token')}. Every preview is kept.`,
      );
    } else {
      session.report(error, doing);
    }
    return false;
  }
}
