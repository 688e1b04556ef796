export const REDACTED = '***';

/**
 * Replaces every known secret value in text the action writes: log lines, the job summary,
 * outputs and error messages. The runner masks its log too, but not outputs or what a
 * service answer carries before the action has told the runner about it.
 */
export class Redactor {
  readonly #values = new Set<string>();
  #ordered: string[] = [];

  /** Registers values; returns those not seen before (each needs masking by the runner once). */
  add(values: Iterable<string>): string[] {
    const added: string[] = [];
    for (const value of values) {
      for (const form of secretForms(value)) {
        if (this.#values.has(form)) continue;
        this.#values.add(form);
        added.push(form);
      }
    }
    if (added.length > 0) this.#ordered = [...this.#values].sort((a, b) => b.length - a.length);
    return added;
  }

  redact(text: string): string {
    let result = text;
    for (const value of this.#ordered) {
      if (result.includes(value)) result = result.split(value).join(REDACTED);
    }
    return result;
  }
}

/** A value, each of its lines, and the escaped form it takes inside JSON text. */
function secretForms(value: string): string[] {
  if (value.trim() === '') return [];
  const forms = new Set([value]);
  for (const line of value.split(/\r?\n/)) if (line.trim() !== '') forms.add(line);
  const escaped = JSON.stringify(value).slice(1, -1);
  if (escaped !== value) forms.add(escaped);
  return [...forms];
}
