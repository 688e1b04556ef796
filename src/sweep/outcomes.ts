import type { StepStopped } from '../common/step-control.ts';
import type { GitHubRunContext } from '../github/run-context.ts';
import type { SweepSettings } from './inputs.ts';
import type { Judgement, PullRequestKnowledge } from './staleness.ts';

/**
 * What became of a stale preview. `in-flight`: its DELETE was on its way when the step stopped,
 * so whether the service carried it out is not known; `not-sent`: the step stopped before its
 * turn came.
 */
export type Outcome =
  | { kind: 'deleted' | 'already-gone' | 'would-delete' | 'later' | 'in-flight' | 'not-sent' }
  | { kind: 'failed'; message: string };

/**
 * The GitHub environment of a preview that is gone: how many of its deployments were marked
 * inactive, or why none were (GitHub's trouble, said in a warning; or the step stopped first).
 */
export type EnvironmentMark = { name: string } & (
  | { marked: number }
  | { unmarked: 'trouble' | 'stopped' }
);

/** One deployment whose name matches the pattern, as the sweep judged it and what it did. */
export interface Preview extends Judgement {
  name: string;
  id: string;
  number: number;
  pullRequest: PullRequestKnowledge['kind'];
  idleMs: number | undefined;
  /** Why the idle time is not known, when it is not. */
  idleUnknown?: string;
  /** Set on stale previews only. */
  outcome?: Outcome;
  /** Set on previews deleted (or found gone) when there is an environment pattern. */
  environment?: EnvironmentMark;
}

export interface SweepResult {
  previews: Preview[];
  /** How many deployments the list showed. */
  scanned: number;
  settings: Pick<
    SweepSettings,
    'namePattern' | 'environmentPattern' | 'maxDeletes' | 'dryRun' | 'deleteTracingProject'
  >;
  /** `https://github.com/owner/repo`, when the run names a repository. */
  repositoryUrl?: string;
  /** Why the list of deployments was read only in part, as its warning says it. */
  listCut?: string;
  /** The cancel or time-out that stopped the step after the previews were judged. */
  stopped?: Pick<StepStopped, 'kind' | 'message'>;
}

export function repositoryUrl(run: Pick<GitHubRunContext, 'serverUrl' | 'owner' | 'repo'>) {
  return `${run.serverUrl.replace(/\/+$/, '')}/${run.owner}/${run.repo}`;
}

/** The stop in words, for "… when the job was cancelled"; a stop of no known kind as such. */
export function stopWords(stopped: Pick<StepStopped, 'kind'> | undefined): string {
  if (!stopped) return 'the step stopped';
  return stopped.kind === 'cancelled' ? 'the job was cancelled' : "the step's time-out ran out";
}

/** Stale previews in the order they were (or would be) deleted, then the kept ones by number. */
export function ordered(previews: readonly Preview[]): Preview[] {
  const rank = (p: Preview) => (p.stale ? (p.outcome?.kind === 'later' ? 1 : 0) : 2);
  const idle = (p: Preview) => p.idleMs ?? Number.NEGATIVE_INFINITY;
  return [...previews].sort(
    (a, b) =>
      rank(a) - rank(b) || (a.stale && b.stale ? idle(b) - idle(a) || 0 : 0) || a.number - b.number,
  );
}

/** One line: how many were stale, and what became of them. */
export function headline(result: SweepResult): string {
  const { previews, settings, stopped } = result;
  const counts = new Map<Outcome['kind'], number>();
  for (const { outcome } of previews) {
    if (outcome) counts.set(outcome.kind, (counts.get(outcome.kind) ?? 0) + 1);
  }
  const count = (kind: Outcome['kind']) => counts.get(kind) ?? 0;
  const stale = previews.filter((p) => p.stale).length;
  const parts = settings.dryRun
    ? [`${count('would-delete')} would be deleted (dry run)`]
    : [`${count('deleted')} deleted`];
  if (count('already-gone') > 0) parts.push(`${count('already-gone')} already gone`);
  if (count('failed') > 0) parts.push(`${count('failed')} failed`);
  if (stopped && count('in-flight') > 0) {
    parts.push(`${count('in-flight')} on its way when ${stopWords(stopped)}`);
  }
  if (stopped && count('not-sent') > 0) parts.push(`${count('not-sent')} not deleted`);
  if (count('later') > 0) parts.push(`${count('later')} left for the next run`);
  parts.push(`${previews.length - stale} kept`);
  return `${stale} of ${previews.length} previews stale; ${parts.join(', ')}.`;
}

/** Names in a message: the first twenty, then how many more. */
export function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 20);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
