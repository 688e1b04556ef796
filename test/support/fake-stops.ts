// Stop signals a test sends by hand: StopSignals as a runtime holds it, without the process's.
import type { StopSignal, StopSignals } from '../../src/common/stop-signals.ts';

export interface FakeStops extends StopSignals {
  /** Tells every listener of `signal`, as the process's SIGINT or SIGTERM would. */
  send(signal: StopSignal): void;
  readonly listeners: number;
}

export function fakeStops(): FakeStops {
  const listeners = new Set<{ tell: (signal: StopSignal) => void }>();
  let received: StopSignal | undefined;
  return {
    get received() {
      return received;
    },
    get listeners() {
      return listeners.size;
    },
    listen(listener) {
      const entry = { tell: listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    send(signal) {
      received ??= signal;
      for (const entry of [...listeners]) entry.tell(signal);
    },
  };
}
