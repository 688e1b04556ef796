import type { StepReport } from '../common/action-step.ts';
import { jsonListOutput, listOutputCut } from '../common/list-output.ts';
import { nameFor } from './name-pattern.ts';
import { headline, ordered, type Preview, type SweepResult, someNames } from './outcomes.ts';
import { renderSweepSummary } from './render-summary.ts';

export const SWEEP_OUTPUT_NAMES = [
  'stale',
  'stale-count',
  'deleted',
  'deleted-count',
  'kept',
] as const;

type SweepOutputs = Record<(typeof SWEEP_OUTPUT_NAMES)[number], string>;

/** The counts are numbers the action writes; the name lists are JSON. */
export const OWN_WORDS: ReadonlySet<string> = new Set(['kept', 'stale-count', 'deleted-count']);
const JSON_OUTPUTS: ReadonlySet<string> = new Set(['stale', 'deleted']);

/** What a sweep that failed before it judged any preview outputs. */
export const NOTHING_SWEPT: SweepOutputs = {
  stale: '[]',
  'stale-count': '0',
  deleted: '[]',
  'deleted-count': '0',
  kept: '0',
};

/**
 * The sweep's outputs, summary, and its failure when a delete failed or the step stopped after
 * the previews were judged (what was deleted before the stop is reported as deleted). A name
 * list too long for an output is cut to the names that fit, with one warning; its count is
 * whole in `stale-count` and `deleted-count`.
 */
export function sweepReport(result: SweepResult): StepReport {
  const { previews } = result;
  const inOrder = ordered(previews);
  const stale = jsonListOutput(inOrder.filter((p) => p.stale).map((p) => p.name));
  const deleted = jsonListOutput(deletedOnes(inOrder).map((p) => p.name));
  const warnings = [
    listOutputCut('stale', stale, 'stale previews', 'stale-count says how many there are.'),
    listOutputCut('deleted', deleted, 'deleted previews', 'deleted-count says how many there are.'),
  ].filter((line): line is string => line !== undefined);
  const report: StepReport = {
    outputs: {
      stale: stale.json,
      'stale-count': String(stale.total),
      deleted: deleted.json,
      'deleted-count': String(deleted.total),
      kept: String(previews.length - stale.total),
    },
    ownWords: OWN_WORDS,
    jsonOutputs: JSON_OUTPUTS,
    ...(warnings.length > 0 && { warnings }),
    summary: renderSweepSummary(result),
    conclusion: `Sweep: ${headline(result)}`,
  };
  const failure = sweepFailure(result, inOrder);
  return failure ? { ...report, failure } : report;
}

function deletedOnes(previews: readonly Preview[]): Preview[] {
  return previews.filter((p) => p.outcome?.kind === 'deleted');
}

function sweepFailure(result: SweepResult, inOrder: Preview[]): StepReport['failure'] {
  const failed = inOrder.filter((p) => p.outcome?.kind === 'failed');
  const lines = failed.map((p) => `${p.name}: ${(p.outcome as { message: string }).message}`);
  const failedDeletes = `${failed.length} of the stale previews could not be deleted; the others were.\n${lines.join('\n')}`;
  const { stopped } = result;
  if (!stopped) {
    if (failed.length === 0) return undefined;
    return { title: 'Sweep: some deletes failed', message: failedDeletes };
  }
  const title = `Sweep ${stopped.kind === 'cancelled' ? 'cancelled' : 'timed out'}`;
  const message = [stopped.message, ...stopNotes(result, inOrder)].join(' ');
  return { title, message: failed.length > 0 ? `${message}\n${failedDeletes}` : message };
}

/** What the deletes came to before the stop: those done, the one on its way, those not sent. */
function stopNotes(result: SweepResult, inOrder: Preview[]): string[] {
  const { stopped, settings } = result;
  if (settings.dryRun || !stopped) return [];
  const deleted = deletedOnes(inOrder);
  const notes = [
    deleted.length === 0
      ? 'No stale preview was deleted before the stop.'
      : `${deleted.length} stale ${deleted.length === 1 ? 'preview was' : 'previews were'} deleted before the stop: ${names(deleted)}.`,
  ];
  for (const preview of inOrder.filter((p) => p.outcome?.kind === 'in-flight')) {
    const pattern = settings.environmentPattern;
    const environment = pattern
      ? `, so its GitHub environment \`${nameFor(pattern, preview.number)}\` was left as it was`
      : '';
    notes.push(
      `The delete of ${preview.name} (${preview.id}) was on its way: whether the service carried it out is not known${environment}.`,
    );
  }
  const notSent = inOrder.filter((p) => p.outcome?.kind === 'not-sent');
  if (notSent.length > 0) {
    notes.push(
      `${notSent.length} stale ${notSent.length === 1 ? 'preview was' : 'previews were'} not deleted: ${names(notSent)}; the next run deletes them.`,
    );
  }
  return notes;
}

function names(previews: readonly Preview[]): string {
  return someNames(previews.map((p) => p.name));
}
