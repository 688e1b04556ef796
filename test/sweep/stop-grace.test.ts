// src/sweep/stop-grace.ts: a signal that leaves tidying up a little time after a stop, no more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepClock } from '../../src/common/step-control.ts';
import { graceAfterStop } from '../../src/sweep/stop-grace.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A step clock whose time-out runs out after `ms` (fake time), and a grace after it. */
function clockAndGrace(timeoutMs: number, graceMs: number) {
  vi.useFakeTimers();
  const stepClock = new StepClock(timeoutMs);
  const grace = graceAfterStop(stepClock, graceMs);
  return {
    stepClock,
    grace,
    [Symbol.dispose]() {
      grace.dispose();
      stepClock.dispose();
    },
  };
}

describe('graceAfterStop', () => {
  it('does not abort while the step runs, and aborts graceMs after the stop', () => {
    using run = clockAndGrace(1000, 5000);
    vi.advanceTimersByTime(999);
    expect(run.grace.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(run.stepClock.stopped?.kind).toBe('timed-out');
    expect(run.grace.signal.aborted).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(run.grace.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(run.grace.signal.aborted).toBe(true);
  });

  it('aborts at once at a signal that comes after the stop', () => {
    using run = clockAndGrace(1000, 5000);
    vi.advanceTimersByTime(1000);
    process.emit('SIGTERM', 'SIGTERM');
    expect(run.grace.signal.aborted).toBe(true);
  });

  it('counts from the stop when the step had stopped already', () => {
    vi.useFakeTimers();
    const stepClock = new StepClock(10);
    vi.advanceTimersByTime(10);
    const grace = graceAfterStop(stepClock, 100);
    try {
      expect(grace.signal.aborted).toBe(false);
      vi.advanceTimersByTime(100);
      expect(grace.signal.aborted).toBe(true);
    } finally {
      grace.dispose();
      stepClock.dispose();
    }
  });

  it('leaves no signal listener behind', () => {
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    {
      using run = clockAndGrace(10, 100);
      vi.advanceTimersByTime(10);
      expect(process.listenerCount('SIGTERM')).toBeGreaterThan(before[1] as number);
      void run;
    }
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(before);
  });
});
