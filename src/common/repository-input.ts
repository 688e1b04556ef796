import { z } from 'zod';
import { optionalText } from './inputs.ts';

/** `owner/name` of a repository a source-hosting integration reaches. */
export const repositoryInput = optionalText.pipe(
  z
    .string()
    .regex(/^[^/\s]+\/[^/\s]+$/, { error: 'must be owner/name, such as acme/agents' })
    .optional(),
);
