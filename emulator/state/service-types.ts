import type { ArchiveEntry } from '../common/archive-inspection.ts';

/** Public types of the operations beyond the core deployment and listener ones: deletes, uploads, logs, service generation; and of the requests recorded. */

/**
 * 'new' serves every operation of emulator/openapi.yaml. 'old' (the default) is a service
 * from before `POST …/revisions` and the log operations: the first answers 405 (or 404, as
 * chosen), the logs 404. Every other operation is served by both.
 */
export type ServiceGeneration = 'new' | 'old';

export interface DeletedDeployment {
  id: string;
  name: string;
  tenantId: string;
  /**
   * What `delete_tracing_project` asked for: undefined when the query did not carry it. Only
   * `true` deletes the tracing project; otherwise it stays and blocks a create of the name.
   */
  deleteTracingProject: boolean | undefined;
  via: 'single' | 'bulk';
  /** performance.timeOrigin + performance.now(). */
  at: number;
}

/** A log line given to a revision: a bare message (answered with level `INFO`), or one with a level. */
export type LogLineInput = string | { message: string; level?: string };

/**
 * Log lines of a revision. Build lines appear one by one, spread evenly over its BUILDING
 * step; deploy lines over its DEPLOYING step. A revision whose steps lack that status shows
 * them from its last step on.
 */
export interface RevisionLogs {
  buildLog?: LogLineInput[];
  deployLog?: LogLineInput[];
}

/** One request that reached the storage sink. */
export interface RecordedUpload {
  method: string;
  /** The object the signed URL names; undefined when the URL names none the sink issued. */
  objectPath: string | undefined;
  /** Every header as received: tests check that no control-plane credential came along. */
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of body received. */
  bytes: number;
  /** What the sink answered, or 'reset' when it dropped the connection mid-body. */
  status: number | 'reset';
  /** Whether the body (when received whole) is a gzip-compressed tar archive. */
  validArchive: boolean;
  entries: ArchiveEntry[];
  /** When the request arrived. */
  at: number;
  /** When the sink answered, on the clock of `at`; undefined until then, and after a reset. */
  answeredAt?: number;
}

/** A status the sink answers instead of storing, or 'reset': drop the connection mid-body. */
export type UploadFailure = number | 'reset';

/** One request the control plane received, as `Emulator.requests` records it. */
export interface RecordedRequest {
  method: string;
  /** Without the path prefix and without the query. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when there was none. */
  body: unknown;
  /** performance.timeOrigin + performance.now() when the request arrived. */
  at: number;
  /** The fault applied to it: its action, or its status as a string, or 'delay' (or 'race'). */
  faulted?: string;
  /** The revision a fault's `race` made, when it made one. */
  racedRevisionId?: string;
  /**
   * Set when the emulator's own answer broke emulator/openapi.yaml (it then answered 500):
   * what was wrong. A bug in the emulator, never in the client.
   */
  contractViolation?: string;
}
