import { cell, code, prose, table } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { RESULT_HEADLINES } from '../deploy/deploy-report.ts';
import type { RollbackOutcome } from '../deploy/roll-back.ts';
import { rollbackCell } from '../deploy/summary-blocks.ts';

/** What the pull-request comment tells, as plain facts; service text is escaped here. */
export interface DeployCommentFacts {
  /** The deploy's result word: `deployed`, `submitted`, `failed`, `timed-out`, `cancelled`. */
  result: string;
  deploymentName?: string;
  environment?: string;
  revisionId?: string;
  /** The revision's last status as the service named it. */
  status?: string;
  /** The deployment's URL as the service gave it: shown as text, never as a link. */
  url?: string;
  durationMs?: number;
  /** The commit deployed. */
  sha?: string;
  /** What rollback-on-failure did, worded as in the job summary. */
  rollback?: RollbackOutcome;
  /** Why it failed, timed out or was cancelled. */
  problem?: string;
  /** The workflow run's page: built from the run's own context, so it is a link. */
  runUrl?: string;
}

/** The comment's Markdown, without the marker line (upsertPullRequestComment adds it). */
export function renderDeployComment(facts: DeployCommentFacts): string {
  const headline =
    (RESULT_HEADLINES as Record<string, string>)[facts.result] ??
    `Deploy ${cell(facts.result, 40)}`;
  const title = facts.deploymentName ? `${headline}: ${code(facts.deploymentName)}` : headline;
  const status = facts.status ? ` (${code(facts.status)})` : '';
  const rows: string[][] = [['Result', `**${cell(facts.result, 40)}**${status}`]];
  if (facts.revisionId) rows.push(['Revision', code(facts.revisionId)]);
  if (facts.url) rows.push(['URL', code(facts.url)]);
  if (facts.environment) rows.push(['Environment', code(facts.environment)]);
  if (facts.sha) rows.push(['Commit', code(facts.sha.slice(0, 12))]);
  if (facts.durationMs !== undefined) rows.push(['Duration', formatDuration(facts.durationMs)]);
  if (facts.rollback) rows.push(['Rollback', rollbackCell(facts.rollback)]);
  const parts = [`### ${title}`, table(['', ''], rows)];
  if (facts.problem) parts.push(prose(facts.problem, '> '));
  const run = runLink(facts.runUrl);
  if (run) parts.push(`[Workflow run](${run})`);
  return `${parts.join('\n\n')}\n`;
}

/** The run's URL only when it is one, with nothing that could end the Markdown link early. */
function runLink(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
  } catch {
    return undefined;
  }
}
