import { z } from 'zod';

export const ValidationErrorEntry = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationErrorEntry = z.infer<typeof ValidationErrorEntry>;

export const ValidationErrorBody = z.object({ detail: z.array(ValidationErrorEntry) });
export const MessageErrorBody = z.object({ detail: z.string() });
export const ErrorBody = z.union([MessageErrorBody, ValidationErrorBody]);
export type ErrorBody = z.infer<typeof ErrorBody>;
