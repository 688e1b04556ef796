import { z } from 'zod';
import { InputError, type InputShape, multiLineInputs, validateInputs } from '../common/inputs.ts';
import { inWording, type Wording } from '../common/wording.ts';
import type { CliCommand } from './commands.ts';
import type { FlagValues } from './flag-values.ts';

/**
 * Why each value given is refused by its own input's rule, named as the command line names it:
 * for a command line refused already, so that a mistyped flag does not hide a bad `--timeout`.
 * The checks that need several inputs wait until the command runs (a flag missing then is most
 * likely the mistyped one); a value read from a file is never quoted.
 */
export async function valueProblems(
  command: CliCommand,
  { values, fromFile }: FlagValues,
  wording: Wording,
): Promise<string[]> {
  const shape: InputShape = Object.fromEntries(
    Object.entries(command.shape).filter(([input]) => input in values),
  );
  const given = Object.keys(shape);
  if (given.length === 0) return [];
  const raw = Object.fromEntries(given.map((input) => [input, values[input] as string]));
  try {
    await inWording(wording, () =>
      validateInputs(z.object(shape), raw, multiLineInputs(shape), [...fromFile]),
    );
    return [];
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error.problems.map(({ input, message }) => `${wording.subject(input)}: ${message}`);
  }
}
