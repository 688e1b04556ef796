import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { everyMatch, everyPage } from '../client/pages.ts';
import type { Deployment } from '../client/service-schemas.ts';
import { stepClient } from '../client/step-client.ts';
import { describeFailure } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { sendDelete } from '../deployments/delete-once.ts';
import type { PullRequestState } from '../github/pull-request-states.ts';
import { githubRunContext } from '../github/run-context.ts';
import { type IdleSince, idleSince } from './idle-since.ts';
import { readSweepSettings, type SweepSettings } from './inputs.ts';
import { fixedPart, type NamePattern, nameFor, numberIn } from './name-pattern.ts';
import { OWN_WORDS, type Preview, repositoryUrl, sweepReport } from './report.ts';
import { deleteOrder, judge } from './staleness.ts';

/** A sweep reads every preview and asks GitHub about each, one at a time: hundreds take minutes. */
const SWEEP_TIMEOUT_MS = 30 * 60_000;

export function run(): Promise<void> {
  return runAction({
    noun: 'Sweep',
    readInputs: readSweepSettings,
    timeoutMs: () => SWEEP_TIMEOUT_MS,
    work: sweep,
    failedOutputs: { stale: '[]', deleted: '[]', kept: '0' },
    ownWords: OWN_WORDS,
  });
}

/**
 * Lists every deployment whose name matches the pattern, judges each by its pull request and
 * idle time, and deletes the stale ones, the longest idle first, up to max-deletes. A delete
 * that fails is reported and the others go on; the step then fails.
 */
async function sweep(settings: SweepSettings, context: WorkContext): Promise<StepReport> {
  const { runtime, stepClock } = context;
  const client = stepClient(runtime, settings.connection);
  const { signal } = stepClock;
  const { found, scanned } = await listPreviews(client, settings.namePattern, signal);
  runtime.info(`${found.length} of ${scanned} deployments listed match the name pattern.`);
  const previews = await judgePreviews(client, found, settings, context);
  for (const preview of previews) {
    runtime.info(`${preview.name}: ${preview.stale ? 'stale' : 'kept'}, ${preview.reason}.`);
  }
  const stale = previews.filter((preview) => preview.stale);
  const { now, later } = deleteOrder(stale, settings.maxDeletes);
  for (const preview of later) preview.outcome = { kind: 'later' };
  for (const preview of now) {
    if (settings.dryRun) {
      preview.outcome = { kind: 'would-delete' };
      continue;
    }
    runtime.info(`Deleting ${preview.name} (${preview.id}): ${preview.reason}.`);
    try {
      const deleted = await sendDelete(client, preview.id, settings, signal, runtime);
      preview.outcome = { kind: deleted ? 'deleted' : 'already-gone' };
    } catch (error) {
      if (stepClock.stopped) throw error;
      preview.outcome = { kind: 'failed', message: describeFailure(error) };
      // The step's error lists every failed delete once the others are done.
      runtime.info(`Could not delete ${preview.name}: ${preview.outcome.message}`);
    }
  }
  if (settings.environmentPattern && !settings.dryRun) {
    const warn = (line: string) => runtime.warning(line);
    await markInactive(now, settings.environmentPattern, settings.token, warn);
  }
  const run = githubRunContext();
  return sweepReport({
    previews,
    scanned,
    settings,
    ...(run && { repositoryUrl: repositoryUrl(run) }),
  });
}

/** Every deployment whose name is the pattern with a pull request's number in it. */
function listPreviews(client: ControlPlaneClient, pattern: NamePattern, signal: AbortSignal) {
  const filter = fixedPart(pattern);
  const pages = everyPage((query) =>
    client.listDeployments({ ...query, ...(filter && { name_contains: filter }) }, { signal }),
  );
  return everyMatch(pages, (deployment) => numberIn(pattern, deployment.name ?? '') !== undefined);
}

/** Each preview with its pull request's state, its idle time, and whether it is stale. */
async function judgePreviews(
  client: ControlPlaneClient,
  found: Deployment[],
  settings: SweepSettings,
  { runtime, stepClock }: WorkContext,
): Promise<Preview[]> {
  if (found.length === 0) return [];
  const idle: IdleSince[] = [];
  for (const deployment of found) idle.push(await idleSince(client, deployment, stepClock.signal));
  const numbers = found.map((deployment) => numberIn(settings.namePattern, deployment.name ?? ''));
  // Octokit loads only for a sweep that has previews to ask GitHub about.
  const { readPullRequestStates } = await import('../github/pull-request-states.ts');
  const states = await readPullRequestStates([...new Set(numbers)] as number[], {
    token: settings.token,
    warn: (line) => runtime.warning(line),
  });
  const at = Date.now();
  return found.map((deployment, index) => {
    const number = numbers[index] as number;
    const since = idle[index] as IdleSince;
    const idleMs = 'since' in since ? Math.max(0, at - since.since) : undefined;
    const pullRequest: PullRequestState = states.get(number) ?? { kind: 'unknown' };
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
 * Marks the GitHub environments of the previews just deleted (or found gone) inactive, as the
 * delete action does. After the first warning (the token lacks `deployments: write`, say) the
 * rest are left alone: they would only fail the same way.
 */
async function markInactive(
  previews: Preview[],
  pattern: NamePattern,
  token: string,
  warning: (line: string) => void,
): Promise<void> {
  const { markEnvironmentInactive } = await import('../github/inactive-environment.ts');
  let troubled = false;
  for (const preview of previews) {
    const outcome = preview.outcome;
    if (outcome?.kind !== 'deleted' && outcome?.kind !== 'already-gone') continue;
    const environment = nameFor(pattern, preview.number);
    if (troubled) {
      preview.environment = { name: environment, marked: undefined };
      continue;
    }
    const marked = await markEnvironmentInactive({
      environment,
      token,
      outcome: 'The deletes are not affected.',
      warn: (line) => {
        troubled = true;
        warning(line);
      },
    });
    preview.environment = { name: environment, marked: troubled ? undefined : marked };
  }
}
