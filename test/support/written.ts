// What a person or a later step can read of a run: the log, the job summary, the output values.
import type { ActionRun } from '../../scripts/runner/run-action.ts';
import { unescapeCommand } from '../../scripts/runner/runner-log.ts';

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
  return [log, unescapeCommand(log), run.summary, ...outputs.map(([, value]) => value)].join('\n');
}

/** The value, each of its lines, and the escaped form it would take in JSON or a command. */
export function formsOf(value: string): string[] {
  const lines = value.split(/\r?\n/).filter((line) => line.trim() !== '');
  return [value, ...lines, JSON.stringify(value).slice(1, -1), value.replace(/\n/g, '%0A')];
}

/** The shortest run of a secret that counts as shown: a service may echo only part of a key. */
export const SHOWN_RUN_CHARS = 12;

/**
 * Each way a text may be read: as written, once the runner undoes its command encoding, and as
 * GitHub renders Markdown (backslash escapes gone, zero-width spaces unseen).
 */
export function readingsOf(text: string): string[] {
  const plain = unescapeCommand(text.replace(/\u200b/g, ''));
  return [text, plain, plain.replace(/\\(.)/g, '$1')];
}

/**
 * The runs of SHOWN_RUN_CHARS characters of `values` (or a whole shorter value) that stand in
 * any reading of `texts`: empty when nothing of them is shown.
 */
export function secretRunsShown(texts: string[], values: string[]): string[] {
  const readings = texts.flatMap(readingsOf);
  const shown = new Set<string>();
  for (const value of values) {
    const runs =
      value.length <= SHOWN_RUN_CHARS
        ? [value]
        : Array.from({ length: value.length - SHOWN_RUN_CHARS + 1 }, (_, at) =>
            value.slice(at, at + SHOWN_RUN_CHARS),
          );
    for (const run of runs) if (readings.some((text) => text.includes(run))) shown.add(run);
  }
  return [...shown];
}

/** Every string in a request body, at any depth: what GitHub would store and show. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}
