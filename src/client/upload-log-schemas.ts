import { z } from 'zod';

/** `POST …/upload-url`: where to PUT the archive, and the path a revision then names. */
export const UploadTarget = z.object({
  upload_url: z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }),
  object_path: z.string().min(1).max(1024),
});
export type UploadTarget = z.infer<typeof UploadTarget>;

/** What a log request may ask for (docs/service.md, "Logs"). */
export const LogQuery = z.strictObject({
  limit: z.int().min(1).max(1000),
  order: z.enum(['asc', 'desc']),
  /** `next_offset` of the page before, passed back as the service gave it. */
  offset: z.union([z.string(), z.number()]).optional(),
  level: z.string().optional(),
  query: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type LogQuery = z.infer<typeof LogQuery>;

/** A page of log lines: the user's own program output, so anything may be in a message. */
export const LogPage = z.object({
  logs: z.array(
    z.object({
      timestamp: z.union([z.number(), z.string()]).nullish(),
      level: z.string().nullish(),
      message: z.string(),
    }),
  ),
  next_offset: z.union([z.string(), z.number()]).nullish(),
});
export type LogPage = z.infer<typeof LogPage>;
export type LogLine = LogPage['logs'][number];

/** Whatever a DELETE answers: nothing of it is used. */
export const Anything = z.unknown();
