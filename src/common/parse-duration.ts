const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/y;

/**
 * Parses `90` (seconds), `90s`, `15m`, `1h30m`, `500ms`, `14d` into milliseconds.
 * Returns undefined for anything else, so callers can name the input in their message.
 */
export function parseDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase();
  // A number too large to be finite stays Infinity, so the caller can say "at most 24h".
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (value === '') return undefined;
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < value.length) {
    const start = PART.lastIndex;
    const match = PART.exec(value);
    if (!match || match.index !== start) return undefined;
    total += Number(match[1]) * (UNIT_MS[match[2] as string] as number);
  }
  return Number.isFinite(total) ? Math.round(total) : undefined;
}

/** `95000` → `1m 35s`: how durations appear in logs and the summary. */
export function formatDuration(ms: number): string {
  if (Math.round(ms) < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours && `${hours}h`,
    minutes && `${minutes}m`,
    (seconds || totalSeconds === 0) && `${seconds}s`,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * `1_300_000_000` → `15d 1h`: a duration of hours or days, in its two largest units (minutes
 * at the least), for how long something has been idle.
 */
export function formatLongDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes === 0) return 'under 1m';
  const parts = [
    [Math.floor(minutes / 1440), 'd'],
    [Math.floor((minutes % 1440) / 60), 'h'],
    [minutes % 60, 'm'],
  ] as const;
  const first = parts.findIndex(([value]) => value > 0);
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}
