/*
 * What a step tells as it goes, as data beside the log line that words it: a front end that
 * shows events (a command line's JSON lines) takes these, one that shows lines (GitHub's runner)
 * takes the line. Only what a person follows live is an event; everything else is a line.
 */

/** A status the revision (or a rollback's revision) reached, first seen on the step's clock. */
export interface StatusEvent {
  type: 'status';
  revision: 'deployed' | 'rollback';
  revisionId: string;
  status: string;
  atMs: number;
}

/** A new line of the build log, streamed while the revision builds (`logs: always`). */
export interface BuildLogEvent {
  type: 'build-log';
  revisionId: string;
  line: string;
}

/** One request of a check after DEPLOYED to the deployment's URL, and what came of it. */
export interface CheckEvent {
  type: 'check';
  check: 'serving-revision' | 'health-check';
  attempt: number;
  url: string;
  /** The status answered, or why none came, or what `/info` showed. */
  answer: string;
}

/** A smoke test case, once it ran. */
export interface SmokeCaseEvent {
  type: 'smoke-case';
  /** Its place among the cases, from 1. */
  index: number;
  count: number;
  name: string;
  url: string;
  passed: boolean;
  problem?: string;
  ms: number;
}

/** How much of the source archive was sent, on a paced progress line and at the end. */
export interface UploadEvent {
  type: 'upload';
  sentBytes: number;
  totalBytes: number;
  /** True on the last one, once the storage host took the whole archive. */
  done: boolean;
}

/**
 * How far an evaluation of the gate got (eval-dataset): this run's revision's, or its
 * baseline's; at each tenth of its runs, and once more at its last (done).
 */
export interface EvaluationEvent {
  type: 'evaluation';
  revision: 'deployed' | 'baseline';
  url: string;
  doneRuns: number;
  totalRuns: number;
  failedRuns: number;
  done: boolean;
}

export type StepEvent =
  | StatusEvent
  | BuildLogEvent
  | CheckEvent
  | SmokeCaseEvent
  | UploadEvent
  | EvaluationEvent;
