import { code, linksLine, prose, type RunLinks, table } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { type DeployReport, RESULT_HEADLINES } from './deploy-report.ts';
import { renderLogExcerpt, rollbackCell } from './summary-blocks.ts';

/** The job summary: what was deployed, how it ended, and when each status was first seen. */
export function renderSummary(report: DeployReport, links: RunLinks): string {
  const { result } = report;
  const name = report.deploymentName ?? report.deploymentId ?? 'deployment';
  const rows = [
    ['Deployment', deploymentCell(report)],
    ['Revision', revisionCell(report)],
    ['Previous revision', report.previousRevisionId ? code(report.previousRevisionId) : '—'],
    ['Source', sourceCell(report)],
    ...(report.url ? [['URL', code(report.url)]] : []),
    ['Result', `**${result}**${report.status ? ` (${code(report.status)})` : ''}`],
    ...(report.rollback ? [['Rollback', rollbackCell(report.rollback)]] : []),
    ['Duration', formatDuration(report.durationMs)],
  ];
  const parts = [`## ${RESULT_HEADLINES[result]}: ${code(name)}`, table(['', ''], rows)];
  if (report.problem) parts.push(prose(report.problem, '> '));
  if (report.logs) parts.push(renderLogExcerpt(report.logs));
  if (report.timeline.length > 0) parts.push('### Timeline', renderTimeline(report));
  const footer = linksLine(links);
  if (footer) parts.push(footer);
  return `${parts.join('\n\n')}\n`;
}

/** A service that flips statuses without end must not grow the summary without end. */
const MAX_TIMELINE_ROWS = 50;

function renderTimeline(report: DeployReport): string {
  const shown = report.timeline.slice(0, MAX_TIMELINE_ROWS);
  const rows = shown.map(({ status, atMs }) => [code(status), `+${formatDuration(atMs)}`]);
  const hidden = report.timeline.length - shown.length;
  if (hidden > 0) rows.push([`… ${hidden} more status changes`, '']);
  return table(['Status', 'First seen'], rows);
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
