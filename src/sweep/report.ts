import type { StepReport } from '../common/action-step.ts';
import { cell, code, table } from '../common/markdown.ts';
import { formatLongDuration } from '../common/parse-duration.ts';
import type { PullRequestState } from '../github/pull-request-states.ts';
import type { GitHubRunContext } from '../github/run-context.ts';
import type { SweepSettings } from './inputs.ts';
import { PLACEHOLDER } from './name-pattern.ts';
import type { Judgement } from './staleness.ts';

export const SWEEP_OUTPUT_NAMES = ['stale', 'deleted', 'kept'] as const;

/** `kept` is a count; the name lists are JSON. */
export const OWN_WORDS: ReadonlySet<string> = new Set(['kept']);
const JSON_OUTPUTS: ReadonlySet<string> = new Set(['stale', 'deleted']);

/** What became of a stale preview. */
export type Outcome =
  | { kind: 'deleted' | 'already-gone' | 'would-delete' | 'later' }
  | { kind: 'failed'; message: string };

/** One deployment whose name matches the pattern, as the sweep judged it and what it did. */
export interface Preview extends Judgement {
  name: string;
  id: string;
  number: number;
  pullRequest: PullRequestState['kind'];
  idleMs: number | undefined;
  /** Why the idle time is not known, when it is not. */
  idleUnknown?: string;
  /** Set on stale previews only. */
  outcome?: Outcome;
  /** The GitHub environment marked inactive after the delete; `marked` undefined on trouble. */
  environment?: { name: string; marked: number | undefined };
}

export interface SweepResult {
  previews: Preview[];
  /** How many deployments the list showed. */
  scanned: number;
  settings: Pick<SweepSettings, 'namePattern' | 'maxDeletes' | 'dryRun' | 'deleteTracingProject'>;
  /** `https://github.com/owner/repo`, when the run names a repository. */
  repositoryUrl?: string;
}

export function repositoryUrl(run: Pick<GitHubRunContext, 'serverUrl' | 'owner' | 'repo'>) {
  return `${run.serverUrl.replace(/\/+$/, '')}/${run.owner}/${run.repo}`;
}

/** The sweep's outputs, summary, and its failure when a delete failed. */
export function sweepReport(result: SweepResult): StepReport {
  const { previews } = result;
  const inOrder = ordered(previews);
  const stale = inOrder.filter((p) => p.stale).map((p) => p.name);
  const deleted = inOrder.filter((p) => p.outcome?.kind === 'deleted').map((p) => p.name);
  const failed = previews.filter((p) => p.outcome?.kind === 'failed');
  const kept = previews.length - stale.length;
  const report: StepReport = {
    outputs: {
      stale: JSON.stringify(stale),
      deleted: JSON.stringify(deleted),
      kept: String(kept),
    },
    ownWords: OWN_WORDS,
    jsonOutputs: JSON_OUTPUTS,
    summary: renderSummary(result),
    conclusion: `Sweep: ${headline(result)}`,
  };
  if (failed.length === 0) return report;
  const lines = failed.map((p) => `${p.name}: ${(p.outcome as { message: string }).message}`);
  report.failure = {
    title: 'Sweep: some deletes failed',
    message: `${failed.length} of the stale previews could not be deleted; the others were.\n${lines.join('\n')}`,
  };
  return report;
}

/** Stale previews in the order they were (or would be) deleted, then the kept ones by number. */
function ordered(previews: Preview[]): Preview[] {
  const rank = (p: Preview) => (p.stale ? (p.outcome?.kind === 'later' ? 1 : 0) : 2);
  const idle = (p: Preview) => p.idleMs ?? Number.NEGATIVE_INFINITY;
  return [...previews].sort(
    (a, b) =>
      rank(a) - rank(b) || (a.stale && b.stale ? idle(b) - idle(a) || 0 : 0) || a.number - b.number,
  );
}

function headline(result: SweepResult): string {
  const { previews, settings } = result;
  const count = (kind: Outcome['kind']) => previews.filter((p) => p.outcome?.kind === kind).length;
  const stale = previews.filter((p) => p.stale).length;
  const parts = settings.dryRun
    ? [`${count('would-delete')} would be deleted (dry run)`]
    : [`${count('deleted')} deleted`];
  if (count('already-gone') > 0) parts.push(`${count('already-gone')} already gone`);
  if (count('failed') > 0) parts.push(`${count('failed')} failed`);
  if (count('later') > 0) parts.push(`${count('later')} left for the next run`);
  parts.push(`${previews.length - stale} kept`);
  return `${stale} of ${previews.length} previews stale; ${parts.join(', ')}.`;
}

function renderSummary(result: SweepResult): string {
  const { previews, scanned, settings } = result;
  const pattern = `${settings.namePattern.before}${PLACEHOLDER}${settings.namePattern.after}`;
  const icon = previews.some((p) => p.outcome?.kind === 'failed') ? '❌' : '🧹';
  const lines = [
    `### ${icon} Sweep of ${code(pattern)}`,
    '',
    `${previews.length} of ${scanned} deployments listed match the pattern. ${cell(headline(result))}`,
  ];
  if (settings.dryRun) {
    lines.push('', 'Dry run: nothing was deleted and no GitHub deployment was marked.');
  }
  if (previews.length > 0) {
    const rows = ordered(previews).map((p) => [
      code(p.name),
      pullRequestLink(p.number, result.repositoryUrl),
      p.pullRequest.replace('-', ' '),
      p.idleMs === undefined
        ? cell(`unknown: ${p.idleUnknown ?? ''}`)
        : formatLongDuration(p.idleMs),
      decision(p, settings),
    ]);
    lines.push('', table(['Preview', 'Pull request', 'State', 'Idle', 'Decision'], rows));
  }
  return `${lines.join('\n')}\n`;
}

function pullRequestLink(number: number, repository: string | undefined): string {
  const safe = repository && /^https?:\/\/[^\s()<>[\]]+$/.test(repository);
  return safe ? `[#${number}](${repository}/pull/${number})` : `#${number}`;
}

function decision(preview: Preview, settings: SweepResult['settings']): string {
  const why = cell(preview.reason);
  const tracing = settings.deleteTracingProject
    ? 'with its tracing project'
    : 'tracing project kept';
  const environment = preview.environment
    ? `; GitHub environment ${code(preview.environment.name)}: ${
        preview.environment.marked === undefined
          ? 'not marked (see the warning)'
          : `${preview.environment.marked} marked inactive`
      }`
    : '';
  const outcome = preview.outcome;
  switch (outcome?.kind) {
    case undefined:
      return `kept: ${why}`;
    case 'deleted':
      return `🗑️ deleted (${tracing}): ${why}${environment}`;
    case 'already-gone':
      return `already gone: ${why}${environment}`;
    case 'would-delete':
      return `would be deleted (dry run): ${why}`;
    case 'later':
      return `stale, left for the next run (max-deletes ${settings.maxDeletes}): ${why}`;
    case 'failed':
      return `❌ delete failed: ${cell(outcome.message)}; ${why}`;
  }
}
