// `npm run bench`: start-up, detection lag, requests per deploy, peak RSS and dist/ size of the
// deploy action, measured against the control-plane emulator; docs/benchmark.md explains each
// figure and how it is taken. Prints a table and writes the raw samples to bench-results/; exits
// with code 1 when a goal the table prints is MISSED.
//
//   npm run bench                        # about a minute and a half
//   npm run bench -- --dist /tmp/x/dist  # another build of the action, e.g. a "before"
//   npm run bench -- --unscaled          # the request profile on the real clock (3 more minutes)
//   npm run bench -- --label after       # names the JSON file
import { relative } from 'node:path';
import { startEmulator } from '../emulator/index.ts';
import { accurateHistory, quickerHistory, slowerHistory } from './bench-history.ts';
import { measureHttpsRss } from './bench-https.ts';
import { distSizes, measureLag, measureRequests, measureStartup } from './bench-measurements.ts';
import { ENTRY, LAG_RUNS, REQUEST_RUNS, SCALE, STARTUP_RUNS } from './bench-options.ts';
import { RSS_HINT, rssProbe } from './bench-runs.ts';
import { reportBench } from './bench-summary.ts';

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(0)}s`;
const benchStart = performance.now();
const log = (line: string) => process.stderr.write(`[bench ${since(benchStart)}] ${line}\n`);

async function main() {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < 24) {
    log(`warning: Node ${process.version}; the action runs on node24: use \`npm run bench\``);
  }
  const rss = rssProbe();
  if (rss !== 'gnu-time') log(`warning: ${RSS_HINT}`);
  const emulator = await startEmulator({ stepMs: 5 });
  try {
    log(
      `start-up: ${STARTUP_RUNS} interleaved pairs (+1 warm-up) of ${relative('.', ENTRY)} and a bare fetch`,
    );
    const startup = await measureStartup(emulator);
    log(`detection lag at the default poll-interval: ${LAG_RUNS} deploys`);
    const lagDefault = await measureLag(emulator, '5s', 5000, rss);
    log(`detection lag at poll-interval 1s: ${LAG_RUNS} deploys`);
    const lagOne = await measureLag(emulator, '1s', 1000, rss);
    log(`detection lag with a history of like deploys: ${LAG_RUNS} deploys`);
    const lagHistory = await measureLag(emulator, '5s', 5000, rss, accurateHistory);
    log(
      `detection lag with misleading histories (10× longer, 5× shorter): ${2 * LAG_RUNS} deploys`,
    );
    const lagSlowerHistory = await measureLag(emulator, '5s', 5000, rss, slowerHistory);
    const lagQuickerHistory = await measureLag(emulator, '5s', 5000, rss, quickerHistory);
    const clock = SCALE === 1 ? 'the real clock (3 minutes)' : `a clock ${SCALE}× faster`;
    log(
      `requests: ${REQUEST_RUNS} + ${REQUEST_RUNS} concurrent deploys of the 30/90/60 s profile on ${clock}`,
    );
    const [requestsDefault, requestsOne, requestsHistory] = await Promise.all([
      measureRequests(emulator, '5s'),
      measureRequests(emulator, '1s'),
      measureRequests(emulator, '5s', accurateHistory),
    ]);
    log('peak RSS over HTTPS: deploys through a TLS front that offers h2, and one that does not');
    const https = await measureHttpsRss(emulator, rss, true);
    const httpsOne = await measureHttpsRss(emulator, rss, false);
    const sizes = distSizes();
    const { file, missed } = reportBench({
      startup,
      lagDefault,
      lagOne,
      requestsDefault,
      requestsOne,
      https,
      httpsOne,
      lagHistory,
      lagSlowerHistory,
      lagQuickerHistory,
      requestsHistory,
      sizes,
      rss,
    });
    log(`raw samples: ${file}`);
    if (missed.length > 0) {
      log(`${missed.length} goal(s) MISSED: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await emulator.close();
  }
}

await main();
