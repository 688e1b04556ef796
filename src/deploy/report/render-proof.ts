import { cell, code, table } from '../../common/markdown.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import { type HealthCheckOutcome, MAX_BODY_SHOWN_CHARS } from '../after-deployed/health-check.ts';
import type { AfterDeployedOutcome } from '../after-deployed/prove-revision.ts';
import { describeSplit } from '../after-deployed/rollback-reserve.ts';
import type { ServingRevisionOutcome } from '../after-deployed/serving-revision.ts';
import type { SmokeOutcome } from '../after-deployed/smoke-test.ts';

/** How much of each case's answer the summary shows: redacted first, then cut. */
export const ANSWER_SHOWN_CHARS = 200;

/** The facts table's rows for the checks after DEPLOYED, as far as they ran. */
export function proofRows(proof: AfterDeployedOutcome, compact = false): string[][] {
  const rows: string[][] = [];
  if (proof.serving) rows.push(['Serving revision', servingCell(proof.serving)]);
  if (proof.health) rows.push(['Health check', healthCell(proof.health)]);
  if (proof.smoke) rows.push(['Smoke test', smokeCell(proof.smoke)]);
  if (!proof.sent && !compact) rows.push(['Checks', 'not sent (see below)']);
  if (proof.timeSplit && !compact)
    rows.push(['Timeout', describeSplit(proof.timeSplit, 'summary')]);
  return rows;
}

/** One row per case: its name, its time, passed or why not, and the start of its answer. */
export function renderSmokeTable(smoke: SmokeOutcome): string {
  const rows = smoke.cases.map((result) => [
    cell(result.name, 100),
    formatDuration(result.ms),
    result.passed ? '✅ passed' : `❌ ${cell(result.problem ?? 'failed')}`,
    result.answer ? code(result.answer, ANSWER_SHOWN_CHARS) : '—',
  ]);
  return table(['Case', 'Time', 'Result', 'Answer (start)'], rows);
}

/** `passed (3 cases)` or `failed: 1 of 3 cases`: for the facts table and the PR comment. */
export function smokeCell(smoke: SmokeOutcome): string {
  const total = smoke.cases.length;
  const failed = smoke.cases.filter((result) => !result.passed).length;
  return failed === 0
    ? `**passed** (${count(total, 'case')})`
    : `**failed**: ${failed} of ${count(total, 'case')}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function servingCell(serving: ServingRevisionOutcome): string {
  const requests = count(serving.attempts, 'request');
  const named = serving.servingRevisionId ? code(serving.servingRevisionId) : undefined;
  switch (serving.verdict) {
    case 'proved':
      return `${named ?? ''}, **proved** by ${code(`GET ${serving.url}`)} · ${requests}`;
    case 'unknown':
      return cell(serving.note ?? 'the server cannot tell');
    case 'other-revision':
      return `**still ${named ?? 'another revision'}** · ${requests}`;
    default:
      return `**${cell(serving.note ?? serving.verdict)}**`;
  }
}

/**
 * How the health check went: the URL, how many requests, and the last answer's status code and
 * the start of its body, each as inline code (data, never markup).
 */
export function healthCell(health: HealthCheckOutcome): string {
  if (!health.sent) return `not sent: ${cell(health.problem ?? '')}`;
  const verdict = health.healthy ? '**passed**' : '**did not pass**';
  const key = health.key === 'sent' ? ` with ${code('X-Api-Key')}` : '';
  const parts = [
    `${verdict}: ${code(`GET ${health.url ?? ''}`)}${key}`,
    count(health.attempts, 'request'),
  ];
  if (health.lastStatus !== undefined) parts.push(`last answer ${code(String(health.lastStatus))}`);
  else if (health.lastError) parts.push(`last: ${code(health.lastError)}`);
  if (!health.healthy && health.lastBody) {
    parts.push(`body ${code(health.lastBody, MAX_BODY_SHOWN_CHARS + 1)}`);
  }
  return parts.join(' · ');
}
