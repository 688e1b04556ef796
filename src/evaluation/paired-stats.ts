/*
 * The statistics of a paired comparison: the same examples scored on two revisions. Everything
 * here is deterministic: the bootstrap draws from a seeded generator, so the same scores give
 * the same interval on every run and every machine.
 */

/** A 95% interval. */
export interface Interval {
  low: number;
  high: number;
}

const BOOTSTRAP_RESAMPLES = 10_000;

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of `text`: a key's own seed, so each key's interval is drawn apart and repeatably. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The 95% percentile interval of the mean paired difference: `resamples` times, as many
 * differences as there are drawn with replacement and averaged; the 2.5th and 97.5th
 * percentiles of those means. Resampling whole examples keeps an example's repetitions
 * together (each difference is one example's).
 */
export function pairedBootstrap(
  differences: readonly number[],
  seed: number,
  resamples = BOOTSTRAP_RESAMPLES,
): Interval {
  const count = differences.length;
  if (count === 0) return { low: 0, high: 0 };
  const random = seededRandom(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += differences[Math.floor(random() * count)] as number;
    means[r] = sum / count;
  }
  means.sort();
  const at = (fraction: number) => means[Math.min(resamples - 1, Math.floor(fraction * resamples))];
  return { low: at(0.025) as number, high: at(0.975) as number };
}

/**
 * The exact McNemar test, two-sided: of the discordant pairs (an example right on one revision
 * only), how likely a split at least this uneven is when each side is as likely as the other,
 * from the binomial distribution with p = 1/2. 1 when no pair is discordant.
 */
export function mcNemarExact(onlyFirst: number, onlySecond: number): number {
  const discordant = onlyFirst + onlySecond;
  if (discordant === 0) return 1;
  const fewer = Math.min(onlyFirst, onlySecond);
  const logHalf = discordant * Math.log(0.5);
  let logChoose = 0;
  let tail = 0;
  for (let k = 0; k <= fewer; k++) {
    tail += Math.exp(logChoose + logHalf);
    logChoose += Math.log(discordant - k) - Math.log(k + 1);
  }
  return Math.min(1, 2 * tail);
}
