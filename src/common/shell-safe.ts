/*
 * Outputs that hold what a service sent (a URL, a branch name) often land in a script
 * (`run: git checkout ${{ steps.x.outputs.default-branch }}`), where the runner pastes them as
 * they are. Such a value is refused, and the output left unset, when a shell would read more in
 * it than the text itself.
 */

/** Characters a shell acts on, however the value is quoted in a script, or not at all. */
const SHELL_CHARACTER = /[`$;|&<>()'"!{}*^\\]/;

/**
 * An output that holds a service's text: its value, or, when a shell would act on it, no value
 * and the warning that says why (`what` names the text: "the deployment's name").
 */
export function scriptSafeOutput(
  output: string,
  what: string,
  value: string,
  problem = shellTextProblem(value),
): { value?: string; warning?: string } {
  if (!problem) return { value };
  return { warning: `Output ${output} is left unset: ${what} ${problem}.` };
}

/**
 * Why `value` cannot be handed to a script as it is: it holds a space, a line break or another
 * control or invisible character, or a character a shell would act on. Undefined when it can.
 */
export function shellTextProblem(value: string): string | undefined {
  if (/[\s\p{Cc}\p{Cf}]/u.test(value)) return 'holds spaces or control characters';
  const shell = SHELL_CHARACTER.exec(value);
  if (shell) return `holds ${JSON.stringify(shell[0])}, which a shell would act on`;
  return undefined;
}
