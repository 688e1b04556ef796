import { z } from 'zod';
import { answerId } from './deployment-schemas.ts';

export const SourceRepository = z.object({
  host_integration_id: answerId,
  id: z.int(),
  name: z.string(),
  owner: z.string(),
  url: z.string(),
  default_branch: z.string(),
});
export type SourceRepository = z.infer<typeof SourceRepository>;

export const SourceRepositoryList = z.array(SourceRepository);
