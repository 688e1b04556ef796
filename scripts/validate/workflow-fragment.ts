// A README block that is only part of a workflow, made into a whole one for the parser.

export type BlockKind = 'workflow' | 'workflow-keys' | 'jobs' | 'job' | 'steps';

const WORKFLOW_KEYS = new Set([
  'name',
  'run-name',
  'on',
  'permissions',
  'env',
  'defaults',
  'concurrency',
  'jobs',
]);
const JOB_KEYS = new Set(['runs-on', 'steps', 'uses', 'needs', 'strategy', 'container', 'with']);

/**
 * Wraps a fragment into the smallest workflow that puts it where it belongs, so the parser checks
 * it in context. The fragment's kind is read from its top-level lines (not from a YAML parse, so
 * that a fragment with broken YAML is still wrapped and its error reported):
 * - `on:` and `jobs:` at the top: a workflow, checked as it is;
 * - a sequence (`- uses: …`): steps, indented under `jobs.example.steps`;
 * - job keys (`runs-on:`, `steps:` …): a job body, indented under `jobs.example`;
 * - only workflow keys (`permissions:`, `env:` …): completed with `on: workflow_dispatch` and/or
 *   a one-step job;
 * - other keys: a map of jobs, indented under `jobs:`.
 * `offset` is the number of lines added before the block, to map errors back to README lines.
 */
export function wrapFragment(text: string): {
  kind: BlockKind;
  workflow: string;
  offset: number;
  indent: number;
} {
  const significant = text.split('\n').filter((line) => line.trim() && !/^\s*#/.test(line));
  const keys = new Set(
    significant.flatMap((line) => /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.slice(1, 2) ?? []),
  );
  const on = 'on: workflow_dispatch\n';
  const job =
    'jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo example\n';
  const wrap = (kind: BlockKind, header: string, indent: string, footer = '') => ({
    kind,
    workflow: `${header}${text
      .split('\n')
      .map((line) => (line.trim() ? indent + line : line))
      .join('\n')}\n${footer}`,
    offset: header.split('\n').length - 1,
    indent: indent.length,
  });
  if (keys.has('on') && keys.has('jobs')) {
    return { kind: 'workflow', workflow: text, offset: 0, indent: 0 };
  }
  if (/^\s*-/.test(significant[0] ?? '')) {
    return wrap(
      'steps',
      `${on}jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n`,
      '      ',
    );
  }
  if ([...keys].some((key) => JOB_KEYS.has(key))) {
    const runsOn = keys.has('runs-on') || keys.has('uses') ? '' : '    runs-on: ubuntu-latest\n';
    return wrap('job', `${on}jobs:\n  example:\n${runsOn}`, '    ');
  }
  if ([...keys].every((key) => WORKFLOW_KEYS.has(key))) {
    return wrap('workflow-keys', keys.has('on') ? '' : on, '', keys.has('jobs') ? '' : job);
  }
  return wrap('jobs', `${keys.has('on') ? '' : on}jobs:\n`, '  ');
}
