// The deployment histories `npm run bench` seeds before a deploy (emulator.seedHistory), to
// measure how the ETA from history paces the polls: each answers the durations of eight
// earlier deploys, given how long the measured deploy will take.
import type { HistoryFor } from './bench-measurements.ts';

/** Eight deploys within ±3 % of this one: a deployment whose deploys take about as long each time. */
export const accurateHistory: HistoryFor = (durationMs) =>
  [0.97, 0.98, 0.99, 1, 1, 1.01, 1.02, 1.03].map((factor) => Math.round(durationMs * factor));

/** Earlier deploys ten times as long as this one (a cache made this one quick). */
export const slowerHistory: HistoryFor = (durationMs) =>
  accurateHistory(durationMs).map((ms) => ms * 10);

/** Earlier deploys a fifth as long as this one (this one rebuilt everything). */
export const quickerHistory: HistoryFor = (durationMs) =>
  accurateHistory(durationMs).map((ms) => Math.max(1, Math.round(ms / 5)));

export const HISTORY_KINDS = {
  accurate: accurateHistory,
  slower: slowerHistory,
  quicker: quickerHistory,
} as const;
