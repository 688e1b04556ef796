import { cell, code, factTable, prose } from '../../common/markdown.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import { deploymentSha, type GitHubRunContext, workflowRunUrl } from '../../github/run-context.ts';
import { describePacked } from '../../packing/packed-report.ts';
import type { LogExcerpt } from '../follow/revision-logs.ts';
import type { RollbackOutcome } from '../recover/roll-back.ts';
import { renderTimeline } from './render-chart.ts';
import { gateCommentLine, gateRow, gateSection, gateSpans } from './render-gate.ts';
import { healthCell, proofRows, renderSmokeTable, smokeCell } from './render-proof.ts';
import type { DeployReport, DeployResult } from './report.ts';

/** Each result as the job summary and the pull-request comment headline it. */
const RESULT_HEADLINES: Record<DeployResult, string> = {
  deployed: '✅ Deployed',
  submitted: '📨 Submitted (not waiting)',
  failed: '❌ Deploy failed',
  unhealthy: '🩺 Deployed, but unhealthy',
  'timed-out': '⏱️ Deploy timed out',
  cancelled: '⛔ Deploy cancelled',
};

export interface RunLinks {
  run?: string;
  commit?: string;
  sha?: string;
}

/**
 * Links to the workflow run and the commit deployed (on a pull request its head, the commit
 * the pull request shows, not the merge commit in GITHUB_SHA); none outside a workflow run.
 */
export function runLinks(run: GitHubRunContext | undefined): RunLinks {
  if (!run) return {};
  const runUrl = workflowRunUrl(run);
  const sha = deploymentSha(run);
  return {
    ...(runUrl && { run: runUrl }),
    ...(sha && { commit: `${run.serverUrl}/${run.owner}/${run.repo}/commit/${sha}`, sha }),
  };
}

/** The job summary: the facts of the deploy in one table, then its timeline, charted and tabled. */
export function renderSummary(report: DeployReport, links: RunLinks): string {
  const { result } = report;
  const name = report.deploymentName ?? report.deploymentId ?? 'deployment';
  const rows = [
    ['Deployment', deploymentCell(report)],
    ['Revision', revisionCell(report)],
    ['Previous revision', report.previousRevisionId ? code(report.previousRevisionId) : '—'],
    ['Source', sourceCell(report)],
    ...(report.packed ? [['Packed', describePacked(report.packed)]] : []),
    ...(report.url ? [['URL', code(report.url)]] : []),
    ['Result', `**${result}**${report.status ? ` (${code(report.status)})` : ''}`],
    ...(report.proof ? proofRows(report.proof) : []),
    ...optionalRow(gateRow(report)),
    ...(report.rollback ? [['Rollback', rollbackCell(report.rollback)]] : []),
    ['Deploy time', deployTimeCell(report)],
  ];
  const parts = [`## ${RESULT_HEADLINES[result]}: ${code(name)}`, factTable(rows)];
  if (report.problem) parts.push(prose(report.problem, '> '));
  if (report.logs) parts.push(renderLogExcerpt(report.logs));
  if (report.proof?.smoke) parts.push('### Smoke test', renderSmokeTable(report.proof.smoke));
  const evaluation = gateSection(report);
  if (evaluation) parts.push(evaluation.trimEnd());
  const { serving, health, smoke } = report.proof ?? {};
  const timeline = renderTimeline({
    timeline: report.timeline,
    endMs: report.durationMs,
    servingRevision: serving && { startMs: serving.startedAtMs, endMs: serving.endedAtMs },
    healthCheck: health?.sent
      ? { startMs: health.startedAtMs, endMs: health.endedAtMs }
      : undefined,
    smokeTest: smoke && { startMs: smoke.startedAtMs, endMs: smoke.endedAtMs },
    ...gateSpans(report),
  });
  if (timeline) parts.push(timeline);
  const footer = linksLine(links);
  if (footer) parts.push(footer);
  return `${parts.join('\n\n')}\n`;
}

/**
 * The pull-request comment's Markdown, without the marker line (upsertPullRequestComment adds
 * it). The deployment's URL is shown as text, never as a link; the run's page is a link.
 */
export function renderDeployComment(
  report: DeployReport,
  links: RunLinks,
  environment: string | undefined,
): string {
  const headline = RESULT_HEADLINES[report.result];
  const title = report.deploymentName ? `${headline}: ${code(report.deploymentName)}` : headline;
  const status = report.status ? ` (${code(report.status)})` : '';
  const rows: string[][] = [['Result', `**${cell(report.result, 40)}**${status}`]];
  if (report.revisionId) rows.push(['Revision', code(report.revisionId)]);
  if (report.url) rows.push(['URL', code(report.url)]);
  if (environment) rows.push(['Environment', code(environment)]);
  if (links.sha) rows.push(['Commit', code(links.sha.slice(0, 12))]);
  rows.push(['Deploy time', deployTimeCell(report)]);
  if (report.proof?.health) rows.push(['Health check', healthCell(report.proof.health)]);
  if (report.proof?.smoke) rows.push(['Smoke test', smokeCell(report.proof.smoke)]);
  if (report.rollback) rows.push(['Rollback', rollbackCell(report.rollback)]);
  const parts = [`### ${title}`, factTable(rows)];
  const evaluation = gateCommentLine(report);
  if (evaluation) parts.push(evaluation);
  if (report.problem) parts.push(prose(report.problem, '> '));
  const run = httpLink(links.run);
  if (run) parts.push(`[Workflow run](${run})`);
  return `${parts.join('\n\n')}\n`;
}

function optionalRow(row: string[] | undefined): string[][] {
  return row ? [row] : [];
}

export function linksLine(links: RunLinks): string {
  const parts = [];
  if (links.run) parts.push(`[Workflow run](${links.run})`);
  if (links.commit && links.sha)
    parts.push(`commit [\`${links.sha.slice(0, 7)}\`](${links.commit})`);
  return parts.join(' · ');
}

/** The URL only when it is an http(s) one, with nothing that could end the Markdown link early. */
function httpLink(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
  } catch {
    return undefined;
  }
}

/**
 * The deploy's one duration, and what it measures: from the service's answer to the change to
 * the first poll that saw the new revision's end status (the step's own time is the chart's
 * last tick and the duration-seconds output). The deployment's typical time beside it is
 * measured alike, from each revision's creation to DEPLOYED.
 */
function deployTimeCell(report: DeployReport): string {
  const measured =
    report.changeToEndMs !== undefined && report.status
      ? `${formatDuration(report.changeToEndMs)} from the change to ${code(report.status, 40)}`
      : `${formatDuration(report.durationMs)} for the whole step: ${untimed(report)}`;
  const typical = report.typicalDeploy;
  if (!typical) return measured;
  return `${measured} · typically ${formatDuration(typical.ms)} to ${code('DEPLOYED')} (the median of the last ${typical.count} deploys)`;
}

/** Why a run has no deploy time of its own. */
function untimed(report: DeployReport): string {
  if (report.result === 'submitted') return 'it did not wait for the revision';
  if (report.revisionId && report.newRevision === false) return 'no new revision to deploy';
  return 'no new revision reached an end status';
}

function deploymentCell(report: DeployReport): string {
  const parts = [
    report.deploymentName ? code(report.deploymentName) : undefined,
    report.deploymentId ? `(${code(report.deploymentId)})` : '(not found)',
    report.created ? 'created by this run' : undefined,
  ];
  return parts.filter(Boolean).join(' ');
}

function revisionCell(report: DeployReport): string {
  if (!report.revisionId) {
    if (!report.changeSent) return '—';
    return report.changeAnswer
      ? `none: the service answered the change with ${report.changeAnswer}`
      : 'unknown (the change got no answer)';
  }
  const note = report.newRevision ? 'new' : 'unchanged: no new revision was needed';
  return `${code(report.revisionId)} (${note})`;
}

function sourceCell(report: DeployReport): string {
  const parts = [report.source ? code(report.source) : 'source not reported'];
  if (report.repoRef) parts.push(`ref ${code(report.repoRef)}`);
  if (report.agentConfigPath) parts.push(`config ${code(report.agentConfigPath)}`);
  if (report.imageUri) parts.push(`image ${code(report.imageUri)}`);
  return parts.join(' · ');
}

/** A log excerpt is the user's program output: shown as text, bounded, never as Markdown. */
const MAX_EXCERPT_CHARS = 16 * 1024;

/** The failed revision's last log lines, in a collapsed block of plain text. */
function renderLogExcerpt(excerpt: LogExcerpt): string {
  const title = `${excerpt.kind === 'build' ? 'Build' : 'Deploy'} log`;
  if (excerpt.lines.length === 0) {
    return excerpt.unavailable
      ? `_${title}: this service has no logs for the revision._`
      : `_${title}: no lines could be read._`;
  }
  let text = '';
  for (const line of excerpt.lines) {
    // A fence ends at a run of backticks; inside one, HTML and links are plain text already.
    const safe = line.replace(/`/g, 'ˋ');
    if (text.length + safe.length > MAX_EXCERPT_CHARS) break;
    text += `${safe}\n`;
  }
  const summary = `${title}: last ${excerpt.lines.length} lines`;
  return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${text}\`\`\`\n\n</details>`;
}

/** What rollback-on-failure did, worded the same in the job summary and the comment. */
function rollbackCell(rollback: RollbackOutcome): string {
  if (rollback.result === 'none') return `not rolled back: ${cell(rollback.reason)}`;
  const revision = code(rollback.revisionId);
  switch (rollback.result) {
    case 'deployed':
      return `rolled back: ${revision} is live again (as ${code(rollback.newRevisionId ?? '?')})`;
    case 'not-started':
      return `rollback to ${revision} could not start: ${code(rollback.problem ?? 'no answer')}`;
    default:
      return `rollback to ${revision} **${rollback.result}**${rollback.status ? ` (${code(rollback.status)})` : ''}`;
  }
}
