import type { z } from 'zod';
import type { ActionRuntime } from './action-runtime.ts';
import { readRawInputs, validateInputs } from './inputs.ts';

export interface InputReading<T extends z.ZodType> {
  names: readonly string[];
  schema: T;
  /** action.yml's defaults, for inputs passed empty (the runner fills them in; a test may not). */
  defaults?: Record<string, string>;
  /** Secret values among the raw inputs beyond the credentials, e.g. `NAME=value` lines. */
  secretValues?: (raw: Record<string, string>) => string[];
}

/**
 * Reads an action's inputs, masks the credentials and secret values before anything can be
 * logged (a validation message included), then validates them all before any request.
 */
export async function readActionInputs<T extends z.ZodType>(
  runtime: ActionRuntime,
  reading: InputReading<T>,
): Promise<z.infer<T>> {
  const raw = readRawInputs(reading.names);
  for (const [name, value] of Object.entries(reading.defaults ?? {})) {
    if (!raw[name]) raw[name] = value;
  }
  const secrets = [raw['api-key'], raw['bearer-token'], ...(reading.secretValues?.(raw) ?? [])];
  runtime.addSecrets(secrets.filter((value): value is string => !!value));
  return validateInputs(reading.schema, raw);
}
