import { z } from 'zod';
import { answerId, page } from './deployment-schemas.ts';

export const COMPUTE_TYPES = ['k8s'] as const;

export const ListenerComputeConfig = z.object({
  k8s_namespaces: z.array(z.string()).nullish(),
});

export const ListenerCreate = z.strictObject({
  compute_type: z.enum(COMPUTE_TYPES),
  compute_id: z.string().min(1).max(255),
  compute_config: ListenerComputeConfig.strict(),
  version: z.string().nullish(),
});
export type ListenerCreate = z.infer<typeof ListenerCreate>;

export const ListenerPatch = z.strictObject({
  version: z.string().nullish(),
  compute_config: ListenerComputeConfig.strict().nullish(),
});
export type ListenerPatch = z.infer<typeof ListenerPatch>;

export const Listener = z.object({
  id: answerId,
  compute_type: z.string().nullish(),
  compute_id: z.string().nullish(),
  compute_config: ListenerComputeConfig.nullish(),
  version: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type Listener = z.infer<typeof Listener>;

export const ListenerPage = page(Listener);
