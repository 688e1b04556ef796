// What a person or a later step can read of a run: the log, the job summary, the output values.
import type { ActionRun } from '../../scripts/runner/run-action.ts';

/**
 * Outputs whose every value the action picks itself (`deployed`, `true`, a number): a secret
 * that happens to be part of such a word is not in them, and starring it out would turn a
 * success into `de***ed` for the steps that read it.
 */
export const OWN_WORD_OUTPUTS = new Set(['result', 'new-revision', 'duration-seconds']);

/**
 * `::add-mask::` lines hand a value to the runner, which consumes them unshown. Output names
 * are action.yml's (`deployment-id` holds `ploy`), so only the values count.
 */
export function writtenText(run: ActionRun): string {
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const outputs = Object.entries(run.outputs).filter(([name]) => !OWN_WORD_OUTPUTS.has(name));
  return [log, unescapeCommands(log), run.summary, ...outputs.map(([, value]) => value)].join('\n');
}

/** Workflow command data as the runner shows it: `%0A` is a line break again. */
export function unescapeCommands(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** The value, each of its lines, and the escaped form it would take in JSON or a command. */
export function formsOf(value: string): string[] {
  const lines = value.split(/\r?\n/).filter((line) => line.trim() !== '');
  return [value, ...lines, JSON.stringify(value).slice(1, -1), value.replace(/\n/g, '%0A')];
}
