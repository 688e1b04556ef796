/*
 * The outputs file in dotenv form, as GitLab's `artifacts:reports:dotenv` reads it: one
 * `NAME=value` a line and nothing else (no blank line, no comment, no quotes: GitLab keeps
 * quotes as part of the value), names of ASCII letters, digits and `_`, each value one line
 * that GitLab keeps as it is. A dotenv library or `docker --env-file` reads the same file.
 */

/** GitLab refuses a dotenv report larger than this by default (a limit an instance may raise). */
const GITLAB_DOTENV_BYTES = 5 * 1024;

/** An output's name as a variable: `deployment-id` → `deployment_id` (GitLab takes no `-`). */
export function variableName(output: string): string {
  return output.replaceAll('-', '_');
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

/**
 * The file's text for the outputs written (each one line already, redacted and bounded by the
 * runtime's rules), and a warning for each left out, and for a file GitLab would refuse.
 */
export function dotenvText(written: ReadonlyArray<[string, string]>): {
  text: string;
  warnings: string[];
} {
  const lines: string[] = [];
  const warnings: string[] = [];
  for (const [output, value] of written) {
    const problem = valueProblem(value);
    if (problem) warnings.push(`Output ${output} is left out of the outputs file: ${problem}.`);
    else lines.push(`${variableName(output)}=${value}`);
  }
  const text = lines.map((line) => `${line}\n`).join('');
  const bytes = Buffer.byteLength(text);
  if (bytes >= GITLAB_DOTENV_BYTES) {
    warnings.push(
      `The outputs file is ${bytes} bytes: GitLab refuses a dotenv report of ${GITLAB_DOTENV_BYTES} bytes or more unless its instance allows more. The JSON outputs are in the result event of --json too.`,
    );
  }
  return { text, warnings };
}
