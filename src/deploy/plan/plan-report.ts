import type { StepReport } from '../../common/action-step.ts';
import { cell, code, factTable, table } from '../../common/markdown.ts';
import { evalPlanLine } from '../../evaluation/render-eval.ts';
import { describePacked } from '../../packing/packed-report.ts';
import { nameOutput } from '../report/outputs.ts';
import { linksLine, type RunLinks } from '../report/render-report.ts';
import type { DeployPlan } from './dry-run.ts';
import { boundedChanges, type PlannedChange } from './plan-changes.ts';

/** Outputs of a dry run whose every value the action picks itself. */
const PLAN_OWN_WORDS: ReadonlySet<string> = new Set(['result', 'changed']);
const PLAN_JSON_OUTPUTS: ReadonlySet<string> = new Set(['changes']);

const ACTION_WORDS: Record<DeployPlan['action'], string> = {
  update: 'would be changed',
  create: 'would be created',
  redeploy: 'would deploy an earlier revision again',
};

/** The plan as the runner takes it: `result: planned`, `changed`, `changes`, and the summary. */
export function toPlanStepReport(plan: DeployPlan, links: RunLinks): StepReport {
  const changed = plan.changes.length > 0;
  const name = nameOutput(plan.deploymentName);
  return {
    outputs: {
      result: 'planned',
      changed: String(changed),
      changes: JSON.stringify(boundedChanges(plan.changes)),
      'deployment-id': plan.deploymentId,
      'deployment-name': name.value,
    },
    ...(name.warning && { warnings: [name.warning] }),
    ownWords: PLAN_OWN_WORDS,
    jsonOutputs: PLAN_JSON_OUTPUTS,
    summary: renderPlanSummary(plan, links),
    conclusion: `Result: planned (${changed ? `${plan.changes.length} changes` : 'no change'}); nothing was sent`,
  };
}

function headline(plan: DeployPlan): string {
  const name = plan.deploymentName ?? plan.deploymentId ?? 'deployment';
  const what =
    plan.changes.length > 0 || plan.action === 'create' ? ACTION_WORDS[plan.action] : 'no change';
  return `📋 Plan: ${code(name)} ${what}`;
}

/** The job summary of a dry run: what would be sent, field by field. */
export function renderPlanSummary(plan: DeployPlan, links: RunLinks): string {
  const parts = [`## ${headline(plan)}`, ...planBody(plan)];
  const footer = linksLine(links);
  if (footer) parts.push(footer);
  return `${parts.join('\n\n')}\n`;
}

/** The pull-request comment of a dry run (the marker line is added by the comment's writer). */
export function renderPlanComment(plan: DeployPlan): string {
  return `${[`### ${headline(plan)}`, ...planBody(plan)].join('\n\n')}\n`;
}

function planBody(plan: DeployPlan): string[] {
  const facts: string[][] = [];
  if (plan.deploymentId) facts.push(['Deployment', code(plan.deploymentId)]);
  if (plan.currentRevision) {
    const status = plan.currentRevision.status ? ` (${code(plan.currentRevision.status)})` : '';
    facts.push(['Current revision', `${code(plan.currentRevision.id)}${status}`]);
  }
  if (plan.packed) {
    facts.push(['source-path', `${describePacked(plan.packed)} · not uploaded`]);
  }
  if (plan.evaluation) {
    facts.push(['Evaluation', `${cell(evalPlanLine(plan.evaluation))} · no run sent`]);
  }
  facts.push(['Sent', 'nothing: this was a dry run']);
  const parts = [factTable(facts)];
  if (plan.changes.length > 0) parts.push(changesTable(plan.changes));
  else parts.push('No field would change.');
  if (plan.makesRevision && plan.action === 'update') {
    parts.push(
      '_A deploy would still make a new revision: the service makes one for any `source_revision_config` or `secrets` sent (a branch builds its newest commit)._',
    );
  }
  parts.push('_Secrets are shown by name only; their values are never compared or written._');
  return parts;
}

const MAX_ROWS = 50;

function changesTable(changes: readonly PlannedChange[]): string {
  const value = (text: string | null) => (text === null ? '—' : code(text, 200));
  const rows = boundedChanges(changes)
    .slice(0, MAX_ROWS)
    .map((change) => [code(change.field, 100), value(change.from), value(change.to)]);
  const hidden = changes.length - rows.length;
  if (hidden > 0) rows.push([`… ${hidden} more`, '', '']);
  return table(['Field', 'Now', 'Would be'], rows);
}
