import { cell, code, table } from '../common/markdown.ts';
import { formatLongDuration } from '../common/parse-duration.ts';
import { words } from '../common/wording.ts';
import { PLACEHOLDER } from './name-pattern.ts';
import { headline, ordered, type Preview, type SweepResult, stopWords } from './outcomes.ts';

/** A job summary is capped at 1 MiB; a sweep may match thousands of previews. */
const MAX_ROWS = 1000;

/** The sweep's job summary: the count, what was done, a stop, and one row per preview. */
export function renderSweepSummary(result: SweepResult): string {
  const { previews, scanned, settings, stopped } = result;
  const pattern = `${settings.namePattern.before}${PLACEHOLDER}${settings.namePattern.after}`;
  const failed = stopped || previews.some((p) => p.outcome?.kind === 'failed');
  const cut = result.listCut ? ` ⚠️ ${result.listCut}` : '';
  const lines = [
    `### ${failed ? '❌' : '🧹'} Sweep of ${code(pattern)}`,
    '',
    `${previews.length} of ${scanned} deployments listed match the pattern.${cut} ${cell(headline(result))}`,
  ];
  if (stopped) {
    lines.push('', `⛔ ${cell(stopped.message)} The sweep stopped there: see each decision below.`);
  }
  if (settings.dryRun) {
    lines.push('', 'Dry run: nothing was deleted and no GitHub deployment was marked.');
  }
  if (previews.length === 0) return `${lines.join('\n')}\n`;
  const shown = ordered(previews).slice(0, MAX_ROWS);
  const rows = shown.map((p) => [
    code(p.name),
    pullRequestLink(p.number, result.repositoryUrl),
    p.pullRequest.replace('-', ' '),
    p.idleMs === undefined ? cell(`unknown: ${p.idleUnknown ?? ''}`) : formatLongDuration(p.idleMs),
    decision(p, result),
  ]);
  lines.push('', table(['Preview', 'Pull request', 'State', 'Idle', 'Decision'], rows));
  const hidden = previews.length - shown.length;
  if (hidden > 0) {
    lines.push('', `${hidden} more previews are not shown: the table holds the first ${MAX_ROWS}.`);
  }
  return `${lines.join('\n')}\n`;
}

function pullRequestLink(number: number, repository: string | undefined): string {
  const safe = repository && /^https?:\/\/[^\s()<>[\]]+$/.test(repository);
  return safe ? `[#${number}](${repository}/pull/${number})` : `#${number}`;
}

function decision(preview: Preview, { settings, stopped }: SweepResult): string {
  const why = cell(preview.reason);
  const tracing = settings.deleteTracingProject
    ? 'with its tracing project'
    : 'tracing project kept';
  const stop = stopWords(stopped);
  const environment = environmentNote(preview, stop);
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
      return `stale, left for the next run (${words().input('max-deletes')} ${settings.maxDeletes}): ${why}`;
    case 'in-flight':
      return `⏳ delete on its way when ${stop}: whether it happened is not known; ${why}`;
    case 'not-sent':
      return `stale, not deleted: ${stop} first; ${why}`;
    case 'failed':
      return `❌ delete failed: ${cell(outcome.message)}; ${why}`;
  }
}

function environmentNote(preview: Preview, stop: string): string {
  const mark = preview.environment;
  if (!mark) return '';
  const name = `; GitHub environment ${code(mark.name)}: `;
  if ('marked' in mark) return `${name}${mark.marked} marked inactive`;
  if (mark.unmarked === 'trouble') return `${name}not marked (see the warning)`;
  return `${name}not marked (${stop} first)`;
}
