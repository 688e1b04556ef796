// One decision of the changes action, in a process of its own so that its peak memory is its
// own: `node scripts/bench-changes-decide.ts <repository> <base>` compares every agent of the
// repository's HEAD with <base> in-process, then times `git diff --name-only` of the same two
// commits in the same process, and prints one line of JSON.
import { execFileSync } from 'node:child_process';
import { detectChanges } from '../src/changes/detect.ts';
import type { Decision } from './bench-changes-wide-runs.ts';

const [repository = '', base = ''] = process.argv.slice(2);
let started = performance.now();
const detection = await detectChanges({
  workspace: repository,
  patterns: { include: ['**/langgraph.json'], exclude: [] },
  deploymentName: '{name}',
  warn: (message) => console.warn(`warning: ${message}`),
  baseOf: async () => ({ commit: base, source: 'input', detail: 'the first commit' }),
  likelyBases: [base],
});
const decisionMs = performance.now() - started;
started = performance.now();
execFileSync('git', ['diff', '--name-only', base, 'HEAD'], {
  cwd: repository,
  maxBuffer: 1 << 30,
});
const diffMs = performance.now() - started;
const decision: Decision = {
  decisionMs,
  diffMs,
  peakMB: process.resourceUsage().maxRSS / 1024,
  agents: detection.agents.length,
  changed: detection.agents.filter((agent) => agent.changed).length,
};
console.log(JSON.stringify(decision));
