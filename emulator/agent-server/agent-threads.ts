import { randomUUID } from 'node:crypto';
import { isoTime, now } from '../common/clock.ts';

/*
 * Emulator: the threads of the agent-server stand-in, each kept under the deployment it was
 * created at, whose state persists between runs (the hosted platform keeps it in the
 * deployment's database). Bounded: at most MAX_THREADS threads (the oldest is forgotten first)
 * of at most MAX_THREAD_STATE_BYTES of state each.
 */

const MAX_THREADS = 500;
export const MAX_THREAD_STATE_BYTES = 256 * 1024;

export interface Thread {
  thread_id: string;
  created_at: string;
  updated_at: string;
  metadata: Record<string, unknown>;
  status: 'idle';
  config: Record<string, unknown>;
}

interface StoredThread {
  deploymentId: string;
  thread: Thread;
  values: Record<string, unknown>;
}

export class StandInThreads {
  readonly #threads = new Map<string, StoredThread>();

  /** A new thread of the deployment, or undefined when `threadId` is taken. */
  create(
    deploymentId: string,
    threadId: string = randomUUID(),
    metadata: Record<string, unknown> = {},
  ): Thread | undefined {
    if (this.#threads.has(threadId)) return undefined;
    const at = isoTime(now());
    const thread: Thread = {
      thread_id: threadId,
      created_at: at,
      updated_at: at,
      metadata,
      status: 'idle',
      config: {},
    };
    this.#threads.set(threadId, { deploymentId, thread, values: {} });
    for (const oldest of this.#threads.keys()) {
      if (this.#threads.size <= MAX_THREADS) break;
      this.#threads.delete(oldest);
    }
    return thread;
  }

  /** The thread, when it is this deployment's. */
  get(deploymentId: string, threadId: string): Thread | undefined {
    const stored = this.#threads.get(threadId);
    return stored?.deploymentId === deploymentId ? stored.thread : undefined;
  }

  /** The thread's state (empty before its first run). */
  values(threadId: string): Record<string, unknown> {
    return this.#threads.get(threadId)?.values ?? {};
  }

  /** Keeps a run's state; false (and nothing kept) when it is larger than a thread may hold. */
  keep(threadId: string, values: Record<string, unknown>): boolean {
    const stored = this.#threads.get(threadId);
    if (!stored) return false;
    if (Buffer.byteLength(JSON.stringify(values)) > MAX_THREAD_STATE_BYTES) return false;
    stored.values = values;
    stored.thread.updated_at = isoTime(now());
    return true;
  }

  /** Forgets every thread of a deployment (it was deleted). */
  forget(deploymentId: string): void {
    for (const [id, stored] of this.#threads) {
      if (stored.deploymentId === deploymentId) this.#threads.delete(id);
    }
  }

  clear(): void {
    this.#threads.clear();
  }
}
