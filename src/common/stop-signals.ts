/** The signals a CI sends a job it cancels: GitHub's runner SIGINT then SIGTERM, GitLab SIGTERM. */
export type StopSignal = 'SIGINT' | 'SIGTERM';

const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** The job's stop signals, as a runtime hears them for the step. */
export interface StopSignals {
  /** The first stop signal heard; undefined until one came. */
  readonly received: StopSignal | undefined;
  /**
   * Tells `listener` of every stop signal from now on, until the returned function is called.
   * A listener added while a signal is being told hears only the signals after it.
   */
  listen(listener: (signal: StopSignal) => void): () => void;
}

/** Stops that never come: a step clock of a test, or code run outside a step. */
export const NO_STOPS: StopSignals = { received: undefined, listen: () => () => {} };

/**
 * The process's SIGINT and SIGTERM: the one place in src/ that listens for them (each runtime
 * holds one). It listens only while someone listens to it, so a signal no one waits for ends
 * the process as it would without this.
 */
export class ProcessStopSignals implements StopSignals {
  #received: StopSignal | undefined;
  readonly #listeners = new Set<{ tell: (signal: StopSignal) => void }>();
  readonly #onSignal = (signal: NodeJS.Signals) => {
    this.#received ??= signal as StopSignal;
    // A copy: a listener added while this signal is told hears only the next one.
    for (const listener of [...this.#listeners]) listener.tell(signal as StopSignal);
  };

  get received(): StopSignal | undefined {
    return this.#received;
  }

  listen(listener: (signal: StopSignal) => void): () => void {
    if (this.#listeners.size === 0) {
      for (const signal of STOP_SIGNALS) process.on(signal, this.#onSignal);
    }
    const entry = { tell: listener };
    this.#listeners.add(entry);
    return () => {
      if (!this.#listeners.delete(entry) || this.#listeners.size > 0) return;
      for (const signal of STOP_SIGNALS) process.off(signal, this.#onSignal);
    };
  }
}
