// src/sweep/stop-grace.ts: a signal that leaves tidying up a little time after a stop, no more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepClock } from '../../src/common/step-control.ts';
import { graceAfterStop } from '../../src/sweep/stop-grace.ts';
import { fakeStops } from '../support/fake-stops.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A step clock whose time-out runs out after `ms` (fake time), and a grace after it. */
function clockAndGrace(timeoutMs: number, graceMs: number) {
  vi.useFakeTimers();
  const stops = fakeStops();
  const stepClock = new StepClock(timeoutMs, stops);
  const grace = graceAfterStop(stepClock, graceMs);
  return {
    stops,
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
    run.stops.send('SIGTERM');
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

  it('hears the signal that stopped the step no more, only the next one', () => {
    using run = clockAndGrace(60_000, 5000);
    run.stops.send('SIGINT');
    expect(run.stepClock.stopped?.kind).toBe('cancelled');
    expect(run.grace.signal.aborted).toBe(false);
    run.stops.send('SIGTERM');
    expect(run.grace.signal.aborted).toBe(true);
  });

  it('leaves no signal listener behind', () => {
    let stops: ReturnType<typeof fakeStops>;
    {
      using run = clockAndGrace(10, 100);
      stops = run.stops;
      vi.advanceTimersByTime(10);
      expect(stops.listeners).toBeGreaterThan(0);
    }
    expect(stops.listeners).toBe(0);
  });
});
