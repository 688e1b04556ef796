// src/common/stop-signals.ts: the one place that listens for the job's SIGINT and SIGTERM.
import { describe, expect, it } from 'vitest';
import { ProcessStopSignals, type StopSignal } from '../../src/common/stop-signals.ts';

const counts = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];

describe('ProcessStopSignals', () => {
  it('listens to the process only while someone listens to it', () => {
    const before = counts();
    const stops = new ProcessStopSignals();
    expect(counts()).toEqual(before);
    const first = stops.listen(() => {});
    const second = stops.listen(() => {});
    expect(counts()).toEqual(before.map((count) => count + 1));
    first();
    expect(counts()).toEqual(before.map((count) => count + 1));
    second();
    expect(counts()).toEqual(before);
  });

  it('tells each listener of each signal, remembers the first, and tells one added meanwhile only of the next', () => {
    const stops = new ProcessStopSignals();
    const heard: string[] = [];
    const later: StopSignal[] = [];
    const stopLater: Array<() => void> = [];
    const stop = stops.listen((signal) => {
      heard.push(signal);
      if (stopLater.length === 0) stopLater.push(stops.listen((next) => later.push(next)));
    });
    try {
      process.emit('SIGINT', 'SIGINT');
      process.emit('SIGTERM', 'SIGTERM');
      expect(heard).toEqual(['SIGINT', 'SIGTERM']);
      expect(later).toEqual(['SIGTERM']);
      expect(stops.received).toBe('SIGINT');
    } finally {
      stop();
      for (const end of stopLater) end();
    }
  });
});
