// How `npm run bench` ends: the table on stdout, and the rows and raw samples as JSON in
// bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import type { HttpsSample } from './bench-https.ts';
import {
  downloadBytes,
  type LagSample,
  type measureStartup,
  type RequestSample,
} from './bench-measurements.ts';
import { DIST, LABEL, SCALE } from './bench-options.ts';
import { figure, missedGoals, type Row, renderTable } from './bench-report.ts';
import { RSS_HINT, type RssProbe } from './bench-runs.ts';

export interface BenchResults {
  startup: Awaited<ReturnType<typeof measureStartup>>;
  lagDefault: LagSample[];
  lagOne: LagSample[];
  requestsDefault: { samples: RequestSample[] };
  requestsOne: { samples: RequestSample[] };
  /** Deploys to a service that offers h2 over TLS, and to one that offers HTTP/1.1 only. */
  https: HttpsSample[];
  httpsOne: HttpsSample[];
  /** The same deploys, after a history of like deploys (see bench-history.ts). */
  lagHistory: LagSample[];
  lagSlowerHistory: LagSample[];
  lagQuickerHistory: LagSample[];
  requestsHistory: { samples: RequestSample[] };
  sizes: Array<{ file: string; bytes: number }>;
  rss: RssProbe;
}

/**
 * Prints the table and writes the JSON file of raw samples; answers that file's path and the
 * labels of the rows whose goal was missed.
 */
export function reportBench(results: BenchResults): { file: string; missed: string[] } {
  const { startup, lagDefault, lagOne, requestsDefault, requestsOne, sizes } = results;
  const { lagHistory, lagSlowerHistory, lagQuickerHistory, requestsHistory } = results;
  const seconds = (samples: LagSample[], key: 'lagMs' | 'waitMs' | 'tailMs') =>
    figure(samples.map((sample) => sample[key] / 1000));
  const megabytes = (samples: Array<{ peakRssKb: number | undefined }>) =>
    samples
      .map((sample) => sample.peakRssKb)
      .filter((kb): kb is number => kb !== undefined)
      .map((kb) => (kb * 1024) / 1e6);
  // A deploy that spoke more than one version counts as the lowest.
  const httpVersions = (samples: HttpsSample[]) =>
    samples
      .map((sample) => Math.min(...sample.protocols.map(Number)))
      .filter((version) => Number.isFinite(version));
  const kb = (bytes: number) => bytes / 1000;
  const total = (list: typeof sizes) => list.reduce((sum, size) => sum + size.bytes, 0);
  const rows: Row[] = [
    { label: 'Start-up: spawn → first request, action', value: figure(startup.action), unit: 'ms' },
    {
      label: 'Start-up: spawn → first request, bare fetch',
      value: figure(startup.bare),
      unit: 'ms',
    },
    {
      label: 'Start-up ratio (per interleaved pair)',
      value: figure(startup.ratios),
      unit: 'x',
      target: { max: 1.5, text: '≤ 1.5×' },
    },
    {
      label: 'Start-up CPU: until the first request, action',
      value: figure(startup.actionCpu),
      unit: 'ms',
    },
    {
      label: 'Start-up CPU: until the first request, bare fetch',
      value: figure(startup.bareCpu),
      unit: 'ms',
    },
    { label: 'Start-up CPU ratio (per pair)', value: figure(startup.cpuRatios), unit: 'x' },
    {
      label: 'Detection lag, poll-interval 5s (default), no history',
      value: seconds(lagDefault, 'lagMs'),
      unit: 's',
      target: { max: 1.1, text: '≤ 1.1 s' },
    },
    {
      label: '  of which DEPLOYED → the poll that saw it',
      value: seconds(lagDefault, 'waitMs'),
      unit: 's',
    },
    { label: '  of which that poll → exited', value: seconds(lagDefault, 'tailMs'), unit: 's' },
    { label: 'Detection lag, poll-interval 1s', value: seconds(lagOne, 'lagMs'), unit: 's' },
    { label: '  of which that poll → exited', value: seconds(lagOne, 'tailMs'), unit: 's' },
    {
      label: 'Requests, 30/90/60 s profile, default',
      value: figure(requestsDefault.samples.map((sample) => sample.requests)),
      unit: 'count',
      target: { max: 40, text: '≤ 40' },
    },
    {
      label: '  polls while QUEUED/BUILDING (first 120 s)',
      value: figure(requestsDefault.samples.map((sample) => sample.earlyPolls)),
      unit: 'count',
    },
    {
      label: '  polls while DEPLOYING (last 60 s)',
      value: figure(requestsDefault.samples.map((sample) => sample.latePolls)),
      unit: 'count',
    },
    {
      label: 'Requests, 30/90/60 s profile, poll-interval 1s',
      value: figure(requestsOne.samples.map((sample) => sample.requests)),
      unit: 'count',
    },
    {
      label: 'Detection lag, history of like deploys (±3 %)',
      value: seconds(lagHistory, 'lagMs'),
      unit: 's',
      target: { max: 0.5, text: '≤ 0.5 s' },
    },
    {
      label: 'Detection lag, history 10× longer (misleading)',
      value: seconds(lagSlowerHistory, 'lagMs'),
      unit: 's',
      target: { max: 1.1, text: '≤ 1.1 s' },
    },
    {
      label: 'Detection lag, history 5× shorter (misleading)',
      value: seconds(lagQuickerHistory, 'lagMs'),
      unit: 's',
      target: { max: 1.1, text: '≤ 1.1 s' },
    },
    {
      label: 'Requests, 30/90/60 s profile, history of like deploys',
      value: figure(requestsHistory.samples.map((sample) => sample.requests)),
      unit: 'count',
      target: { max: 40, text: '≤ 40' },
    },
    {
      label: '  polls while QUEUED/BUILDING (first 120 s)',
      value: figure(requestsHistory.samples.map((sample) => sample.earlyPolls)),
      unit: 'count',
    },
    {
      label: '  polls while DEPLOYING (last 60 s)',
      value: figure(requestsHistory.samples.map((sample) => sample.latePolls)),
      unit: 'count',
    },
    {
      label: 'Peak RSS, whole deploy, plain HTTP/1.1 to the emulator (lag runs)',
      value: figure(
        megabytes([
          ...lagDefault,
          ...lagOne,
          ...lagHistory,
          ...lagSlowerHistory,
          ...lagQuickerHistory,
        ]),
      ),
      unit: 'MB',
    },
    {
      label: 'Peak RSS, whole deploy, HTTPS to a service offering h2',
      value: figure(megabytes(results.https)),
      unit: 'MB',
      target: { max: 100, text: '≤ 100 MB' },
    },
    {
      label: '  HTTP version of those deploys',
      value: figure(httpVersions(results.https)),
      unit: 'version',
      target: { min: 2, text: '2.0' },
    },
    {
      label: 'Peak RSS, whole deploy, HTTPS to a service with HTTP/1.1 only',
      value: figure(megabytes(results.httpsOne)),
      unit: 'MB',
    },
    {
      label: '  HTTP version of those deploys',
      value: figure(httpVersions(results.httpsOne)),
      unit: 'version',
      target: { min: 1.1, max: 1.1, text: '1.1' },
    },
    { label: 'dist/ JS, every file', value: figure([kb(total(sizes))]), unit: 'kB' },
    {
      label: 'Download: the tree with this dist/, gzip -9',
      value: figure([kb(downloadBytes())]),
      unit: 'kB',
      target: { max: 1900, text: '≤ 1900 kB' },
    },
  ];
  const listing = sizes.map((size) => `${size.file} ${kb(size.bytes).toFixed(1)} kB`).join(', ');
  const notes = [
    `dist/ JavaScript: ${listing}`,
    SCALE === 1
      ? 'Requests: on the real clock (--unscaled).'
      : `Requests: emulator and action on a clock ${SCALE}× faster (scripts/bench-clock.ts); npm run bench -- --unscaled checks them on the real clock.`,
    'Peak RSS over HTTP/1.1 has no goal: the goal is a deploy to a service that offers h2, as hosted services do; docs/benchmark.md says what HTTP/1.1 adds.',
    `Peak RSS: ${results.rss === 'gnu-time' ? 'GNU time, %M' : results.rss === 'proc-sampling' ? `sampled VmHWM (${RSS_HINT})` : `n/a (${RSS_HINT})`}. Sizes in kB = 1000 bytes, MB = 10^6 bytes.`,
  ];
  const title = `agent-deploy-action bench · Node ${process.version} · ${availableParallelism()} CPUs · ${relative('.', DIST) || '.'}/ · ${new Date().toISOString().slice(0, 16)}Z`;
  const table = renderTable(title, rows, notes);
  process.stdout.write(`${table}\n`);

  mkdirSync('bench-results', { recursive: true });
  const file = join(
    'bench-results',
    `${LABEL}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const json = {
    node: process.version,
    cpus: availableParallelism(),
    dist: DIST,
    scale: SCALE,
    rows: rows.map((row) => ({
      label: row.label.trim(),
      unit: row.unit,
      ...row.value,
      target: row.target?.max,
    })),
    samples: { ...results, sizes: undefined },
    sizes,
    table,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return { file, missed: missedGoals(rows).map((row) => row.label.trim()) };
}
