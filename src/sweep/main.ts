import { describeListCut, everyMatch, everyPage } from '../client/pages.ts';
import type { Deployment } from '../client/service-schemas.ts';
import { type StepContext, stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import type { PullRequestState } from '../github/pull-request-states.ts';
import { type GitHubRunContext, runContextOf } from '../github/run-context.ts';
import { deletePreviews } from './delete-previews.ts';
import { type IdleSince, idleSince } from './idle-since.ts';
import { readSweepSettings, type SweepSettings } from './inputs.ts';
import { markInactive } from './mark-inactive.ts';
import { fixedPart, type NamePattern, numberIn } from './name-pattern.ts';
import { type Preview, repositoryUrl, stopWords } from './outcomes.ts';
import { NOTHING_SWEPT, OWN_WORDS, sweepReport } from './report.ts';
import { deleteOrder, judge, type PullRequestKnowledge } from './staleness.ts';
import { graceAfterStop } from './stop-grace.ts';

/** A sweep reads every preview and asks GitHub about each, one at a time: hundreds take minutes. */
const SWEEP_TIMEOUT_MS = 30 * 60_000;

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(
    {
      noun: 'Sweep',
      readInputs: readSweepSettings,
      timeoutMs: () => SWEEP_TIMEOUT_MS,
      work: sweep,
      failedOutputs: NOTHING_SWEPT,
      ownWords: OWN_WORDS,
    },
    runtime,
  );
}

/**
 * Lists every deployment whose name matches the pattern, judges each by its pull request and
 * idle time, and deletes the stale ones, the longest idle first, up to max-deletes. A delete
 * that fails is reported and the others go on; the step then fails. A stop (cancel, time-out)
 * before the deletes ends the step as any stop does; once they began, what was deleted is
 * reported, and the deleted previews' environments are still marked while the stop allows.
 */
async function sweep(settings: SweepSettings, context: WorkContext): Promise<StepReport> {
  const step = stepContext(context, settings.connection);
  const { stepClock, signal, log, warn } = step;
  const run = runContextOf(context.runtime.environment.facts);
  const { found, scanned, cut } = await listPreviews(step, settings.namePattern);
  const listCut = cut && describeListCut(cut, 'the deployments', scanned);
  if (listCut) warn(listCut);
  log(`${found.length} of ${scanned} deployments listed match the name pattern.`);
  const previews = await judgePreviews(step, found, settings, run);
  // Stopped while judging: nothing was deleted, and the step ends as any stop does.
  signal.throwIfAborted();
  for (const preview of previews) {
    log(`${preview.name}: ${preview.stale ? 'stale' : 'kept'}, ${preview.reason}.`);
  }
  const stale = previews.filter((preview) => preview.stale);
  const { now, later } = deleteOrder(stale, settings.maxDeletes);
  for (const preview of later) preview.outcome = { kind: 'later' };
  if (settings.dryRun) {
    for (const preview of now) preview.outcome = { kind: 'would-delete' };
  } else {
    await deletePreviews(step, now, settings);
    if (settings.environmentPattern && settings.token) {
      const github = { token: settings.token, run };
      await markWithinGrace(step, now, settings.environmentPattern, github);
    }
  }
  const stopped = stepClock.stopped;
  return sweepReport({
    previews,
    scanned,
    settings,
    ...(run && { repositoryUrl: repositoryUrl(run) }),
    ...(listCut && { listCut }),
    ...(stopped && { stopped }),
  });
}

/**
 * The environments of the deleted previews, marked inactive: to the end while the step runs,
 * and for STOP_GRACE_MS at most once it stops (a second signal ends that at once).
 */
async function markWithinGrace(
  { stepClock, warn }: StepContext,
  previews: Preview[],
  pattern: NamePattern,
  github: { token: string; run: GitHubRunContext | undefined },
): Promise<void> {
  const grace = graceAfterStop(stepClock);
  try {
    await markInactive(previews, {
      pattern,
      ...github,
      warn,
      signal: grace.signal,
      stopWords: () => stopWords(stepClock.stopped),
    });
  } finally {
    grace.dispose();
  }
}

/** Every deployment whose name is the pattern with a pull request's number in it. */
function listPreviews({ client, signal }: StepContext, pattern: NamePattern) {
  const filter = fixedPart(pattern);
  const pages = everyPage((query) =>
    client.listDeployments({ ...query, ...(filter && { name_contains: filter }) }, { signal }),
  );
  return everyMatch(pages, (deployment) => numberIn(pattern, deployment.name ?? '') !== undefined);
}

/** Each preview with its pull request's state, its idle time, and whether it is stale. */
async function judgePreviews(
  { client, signal, warn }: StepContext,
  found: Deployment[],
  settings: SweepSettings,
  run: GitHubRunContext | undefined,
): Promise<Preview[]> {
  if (found.length === 0) return [];
  const idle: IdleSince[] = [];
  for (const deployment of found) idle.push(await idleSince(client, deployment, signal));
  const numbers = found.map((deployment) => numberIn(settings.namePattern, deployment.name ?? ''));
  const states = await pullRequestStates(numbers as number[], settings.token, {
    warn,
    signal,
    run,
  });
  const at = Date.now();
  return found.map((deployment, index) => {
    const number = numbers[index] as number;
    const since = idle[index] as IdleSince;
    const idleMs = 'since' in since ? Math.max(0, at - since.since) : undefined;
    const pullRequest: PullRequestKnowledge = states
      ? (states.get(number) ?? { kind: 'unknown' })
      : { kind: 'not-asked' };
    return {
      name: deployment.name ?? '',
      id: deployment.id,
      number,
      pullRequest: pullRequest.kind,
      idleMs,
      ...('unknown' in since && { idleUnknown: since.unknown }),
      ...judge(pullRequest, idleMs, settings.maxIdleMs),
    };
  });
}

/**
 * What GitHub says of each pull request, or undefined when there is no token to ask with (a
 * sweep outside GitHub). Octokit loads only for a sweep that has previews to ask GitHub about.
 */
async function pullRequestStates(
  numbers: number[],
  token: string | undefined,
  options: { warn: StepContext['warn']; signal: AbortSignal; run: GitHubRunContext | undefined },
): Promise<Map<number, PullRequestState> | undefined> {
  if (!token) return undefined;
  const { readPullRequestStates } = await import('../github/pull-request-states.ts');
  return readPullRequestStates([...new Set(numbers)], { token, ...options });
}
