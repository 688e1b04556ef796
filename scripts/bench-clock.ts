// A scaled clock for the benchmark's request-count runs, preloaded into the action's process
// with `node --import ./scripts/bench-clock.ts dist/deploy.js` and BENCH_CLOCK_SCALE=k.
//
// Every timer the action sets fires k times sooner, and its clocks (performance.now, Date.now)
// run k times faster, so the action sees a deploy profile that the emulator plays k times faster
// exactly as it would see the real one: its own inputs (poll-interval 5s), its floors (1 s),
// back-off and time-out all keep their real values. The action itself has no knob for this.
import { syncBuiltinESMExports } from 'node:module';
import timers from 'node:timers';
import timersPromises from 'node:timers/promises';

const scale = Number(process.env.BENCH_CLOCK_SCALE ?? '1');

if (Number.isFinite(scale) && scale > 0 && scale !== 1) {
  const faster = (ms: unknown) => (typeof ms === 'number' && ms > 0 ? ms / scale : ms);

  const realPerformanceNow = performance.now.bind(performance);
  const performanceStart = realPerformanceNow();
  performance.now = () => performanceStart + (realPerformanceNow() - performanceStart) * scale;

  const realDateNow = Date.now;
  const dateStart = realDateNow();
  Date.now = () => Math.round(dateStart + (realDateNow() - dateStart) * scale);

  const realSetTimeout = globalThis.setTimeout;
  const realSetInterval = globalThis.setInterval;
  const scaledSetTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => realSetTimeout(callback, faster(ms) as number, ...args)) as typeof setTimeout;
  const scaledSetInterval = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => realSetInterval(callback, faster(ms) as number, ...args)) as typeof setInterval;
  globalThis.setTimeout = scaledSetTimeout;
  globalThis.setInterval = scaledSetInterval;
  timers.setTimeout = scaledSetTimeout;
  timers.setInterval = scaledSetInterval;

  const realSleep = timersPromises.setTimeout;
  timersPromises.setTimeout = ((ms?: number, value?: unknown, options?: object) =>
    realSleep(faster(ms) as number, value, options)) as typeof timersPromises.setTimeout;

  // `import { setTimeout } from 'node:timers/promises'` sees the patched functions too.
  syncBuiltinESMExports();
}
