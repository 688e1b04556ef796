// How the input-schema tests read a refusal: the first issue of one schema, or every problem
// validateInputs names.
import { expect } from 'vitest';
import type { z } from 'zod';
import { InputError, validateInputs } from '../../src/common/inputs.ts';

/** The message of the first issue, or undefined when the value is accepted. */
export async function problemOf(schema: z.ZodType, value: string): Promise<string | undefined> {
  const result = await schema.safeParseAsync(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What validateInputs throws, as `input: message` lines. */
export async function inputProblems(
  schema: z.ZodType,
  raw: Record<string, string>,
  multiLine: readonly string[] = [],
): Promise<string[]> {
  try {
    await validateInputs(schema, raw, multiLine);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map(({ input, message }) => `${input}: ${message}`);
  }
  throw new Error('validateInputs accepted the inputs');
}
