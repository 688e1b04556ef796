import type { RunFacts } from '../common/run-environment.ts';
import { words } from '../common/wording.ts';
import { runnerSource } from '../github/run-context.ts';
import { type AgentBase, baseCommit, eventBase, none } from './live-base.ts';

/**
 * The base the CI run itself names, asked after every source that says what is live: GitHub's
 * event (eventBase), or on GitLab a merge request pipeline's diff base, else the commit before a
 * push (GitLab gives all zeros for a new branch, which is no base). Elsewhere, none.
 */
export function ciBase(env: RunFacts): AgentBase {
  if (env.GITHUB_ACTIONS === 'true' || env.GITHUB_EVENT_NAME) return eventBase(runnerSource(env));
  if (env.GITLAB_CI === 'true') return gitLabBase(env);
  return none(`no CI event names a base commit here (give ${words().input('base')})`);
}

function gitLabBase(env: RunFacts): AgentBase {
  const diffBase = baseCommit(env.CI_MERGE_REQUEST_DIFF_BASE_SHA);
  if (diffBase) {
    const detail = 'the merge request’s diff base (CI_MERGE_REQUEST_DIFF_BASE_SHA)';
    return { commit: diffBase, source: 'event', detail };
  }
  const before = baseCommit(env.CI_COMMIT_BEFORE_SHA);
  if (before) {
    const detail = 'the commit before the push (CI_COMMIT_BEFORE_SHA)';
    return { commit: before, source: 'event', detail };
  }
  return none(
    'GitLab names no commit before this pipeline (a new branch, a schedule, or a run by hand)',
  );
}
