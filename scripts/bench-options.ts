// The command line of `npm run bench` (see bench.ts), read once when this module loads.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    label: { type: 'string', default: 'run' },
    unscaled: { type: 'boolean', default: false },
    scale: { type: 'string', default: '10' },
    'startup-runs': { type: 'string', default: '11' },
    'lag-runs': { type: 'string', default: '9' },
    'request-runs': { type: 'string', default: '3' },
  },
});

export const DIST = resolve(options.dist);
// dist/deploy.js since the three actions share one bundle; dist/index.js in older builds.
export const ENTRY = existsSync(join(DIST, 'deploy.js'))
  ? join(DIST, 'deploy.js')
  : join(DIST, 'index.js');
export const SCALE = options.unscaled ? 1 : Number(options.scale);
export const STARTUP_RUNS = Number(options['startup-runs']);
export const LAG_RUNS = Number(options['lag-runs']);
export const REQUEST_RUNS = Number(options['request-runs']);
/** Names the JSON file of raw samples. */
export const LABEL = options.label;
