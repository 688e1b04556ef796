/*
 * The outputs file in dotenv form, as GitLab's `artifacts:reports:dotenv` reads it: one
 * `NAME=value` a line and nothing else (no blank line, no comment, no quotes), names of ASCII
 * letters, digits and `_`, each value one line. GitLab splits a line at its first `=`, trims
 * both sides and keeps the rest as it stands: quotes and `#` included, `$NAME` expanded later.
 * A dotenv library (node's dotenv, python-dotenv) cuts an unquoted value at `#` and takes
 * quotes away, and GitLab does not take them away: no one form is read alike by both when a
 * value holds `#` or starts with a quote. JSON outputs never do: their `#` and `$` are written
 * as the JSON escapes \u0023 and \u0024, the same JSON for every reader. Any other such value
 * is written as GitLab reads it, with a warning.
 */

/** GitLab refuses a dotenv report of this size or more by default (a limit an instance may raise). */
const GITLAB_DOTENV_BYTES = 5 * 1024;
const GITLAB_DOTENV_WORDS = '5 KiB';

/**
 * An output's name as a variable: `deployment-id` → `deployment_id` (GitLab takes no `-`),
 * after `prefix` (`--outputs-prefix`, checked to be what may start a variable's name).
 */
export function variableName(output: string, prefix = ''): string {
  return `${prefix}${output.replaceAll('-', '_')}`;
}

/**
 * Why GitLab would not pass `value` on as it is, or undefined when it would: it trims a value's
 * ends, and expands `$NAME` in it for the jobs that read it.
 */
function valueProblem(value: string): string | undefined {
  if (value !== value.trim()) return 'it starts or ends with a space, which GitLab would trim';
  if (value.includes('$')) return 'it holds "$", which GitLab would expand as a variable';
  return undefined;
}

/** Whether a dotenv library would read `value` otherwise than GitLab does. */
function readOtherwiseByLibraries(value: string): boolean {
  return value.includes('#') || /^['"`]/.test(value);
}

/** JSON text with `#` and `$` as JSON escapes: the same JSON, which no reader cuts or expands. */
function inertJson(json: string): string {
  return json.replace(/[#$]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The file's text for the outputs written (each one line already, redacted and bounded by the
 * runtime's rules; `jsonOutputs` hold JSON text), and a warning for each left out, for each a
 * dotenv library would read otherwise, and for a file GitLab would refuse.
 */
export function dotenvText(
  written: ReadonlyArray<[string, string]>,
  jsonOutputs: ReadonlySet<string> = new Set(),
  prefix = '',
): { text: string; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  for (const [output, given] of written) {
    const value = jsonOutputs.has(output) ? inertJson(given) : given;
    const problem = valueProblem(value);
    if (problem) {
      warnings.push(`Output ${output} is left out of the outputs file: ${problem}.`);
      continue;
    }
    if (readOtherwiseByLibraries(value)) {
      warnings.push(
        `Output ${output} holds "#" or starts with a quote: GitLab reads it as written, a dotenv library would cut it or take the quotes away.`,
      );
    }
    lines.push(`${variableName(output, prefix)}=${value}`);
  }
  const text = lines.map((line) => `${line}\n`).join('');
  const bytes = Buffer.byteLength(text);
  if (bytes >= GITLAB_DOTENV_BYTES) {
    warnings.push(
      `The outputs file is ${bytes} bytes: GitLab refuses a dotenv report of ${GITLAB_DOTENV_WORDS} (${GITLAB_DOTENV_BYTES} bytes) or more unless its instance allows more. The JSON outputs are in the result event of --json too.`,
    );
  }
  return { text, warnings };
}
