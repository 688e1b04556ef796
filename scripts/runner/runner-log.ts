// A step's output as GitHub's log viewer shows it: workflow commands read, not printed. Masks
// are applied and never shown, debug lines shown only when step debug logging is on, a group is
// a title whose lines sit under it, and an annotation reads `Warning:` or `Error:` with its title.

/** How a shown line reads: a demo colours warnings, errors and debug lines. */
export type LineKind = 'plain' | 'group' | 'debug' | 'notice' | 'warning' | 'error';

export interface ShownLine {
  kind: LineKind;
  text: string;
}

export interface RunnerLogOptions {
  /**
   * As with `ACTIONS_STEP_DEBUG`: `::debug::` lines shown as `##[debug]…`. The mask commands
   * are shown too, as written (the runner never shows them; this is for looking at them).
   */
  debug?: boolean;
}

const COMMAND = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/i;
const ANNOTATIONS: Record<string, { kind: LineKind; label: string }> = {
  notice: { kind: 'notice', label: 'Notice' },
  warning: { kind: 'warning', label: 'Warning' },
  error: { kind: 'error', label: 'Error' },
};
const GROUP_INDENT = '  ';

/** Reads a step's stdout line by line, as the runner does, and says what a person sees. */
export class RunnerLog {
  readonly #debug: boolean;
  readonly #masks = new Set<string>();
  #inGroup = false;

  constructor(options: RunnerLogOptions = {}) {
    this.#debug = options.debug ?? false;
  }

  /** The lines one line of output shows as: none for a mask or a hidden debug line. */
  read(line: string): ShownLine[] {
    // The runner trims the start of a line before it looks for a command.
    const command = COMMAND.exec(line.trimStart());
    if (!command) return [this.#shown('plain', line)];
    const [, name = '', properties = '', data = ''] = command;
    const message = unescapeCommand(data);
    switch (name.toLowerCase()) {
      case 'add-mask':
        if (message.trim()) this.#masks.add(message.trim());
        return this.#debug ? [{ kind: 'debug', text: line }] : [];
      case 'debug':
        return this.#debug ? this.#lines('debug', `##[debug]${message}`) : [];
      case 'group': {
        this.#inGroup = false;
        const title = this.#shown('group', `▾ ${message}`);
        this.#inGroup = true;
        return [title];
      }
      case 'endgroup':
        this.#inGroup = false;
        return [];
    }
    const annotation = ANNOTATIONS[name.toLowerCase()];
    if (!annotation) return [this.#shown('plain', line)];
    const title = readProperties(properties).title;
    const label = title ? `${annotation.label} (${title})` : annotation.label;
    return this.#lines(annotation.kind, `${label}: ${message}`);
  }

  /** A text of several lines: the first as given, the rest under it. */
  #lines(kind: LineKind, text: string): ShownLine[] {
    const [first = '', ...rest] = text.split(/\r?\n|\r/);
    return [this.#shown(kind, first), ...rest.map((more) => this.#shown(kind, `  ${more}`))];
  }

  #shown(kind: LineKind, text: string): ShownLine {
    const indent = this.#inGroup ? GROUP_INDENT : '';
    return { kind, text: `${indent}${this.#masked(text)}` };
  }

  /** Every registered value starred out, the longest first, as the runner masks its log. */
  #masked(text: string): string {
    const longestFirst = [...this.#masks].sort((a, b) => b.length - a.length);
    return longestFirst.reduce((masked, value) => masked.split(value).join('***'), text);
  }
}

/**
 * Workflow command text with @actions/core's escaping undone, as the runner reads it: a
 * command's data escapes `%`, CR and LF; a property's value (`title=…`) also `:` and `,`.
 */
export function unescapeCommand(text: string, part: 'data' | 'property' = 'data'): string {
  const data = part === 'property' ? text.replace(/%3A/g, ':').replace(/%2C/g, ',') : text;
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** `title=Deploy failed,file=a.ts`: a property's value also escapes `:` and `,`. */
function readProperties(text: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    properties[pair.slice(0, at).trim()] = unescapeCommand(pair.slice(at + 1), 'property');
  }
  return properties;
}
