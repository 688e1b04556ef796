import { escapeRawControls, MAX_JSON_OUTPUT_CHARS } from '../common/action-runtime.ts';
import { jsonListOutput, listOutputCut } from '../common/list-output.ts';
import { cell, code, prose, table } from '../common/markdown.ts';
import { oneLine } from '../common/runner-text.ts';
import { StepFailure } from '../common/step-control.ts';
import { words } from '../common/wording.ts';
import type { AgentResult, Detection, RemovedAgent } from './detect.ts';
import type { BaseSource } from './live-base.ts';

export const CHANGES_OUTPUT_NAMES = [
  'result',
  'matrix',
  'changed',
  'agents',
  'agents-count',
  'removed',
  'removed-count',
] as const;
export const CHANGES_JSON_OUTPUTS: ReadonlySet<string> = new Set(['matrix', 'agents', 'removed']);
/**
 * The result and the counts are the action's own words: a secret that happens to be a number,
 * or `compared`, must not star them.
 */
export const CHANGES_OWN_WORDS: ReadonlySet<string> = new Set([
  'result',
  'changed',
  'agents-count',
  'removed-count',
]);

/** GitHub runs at most this many jobs from one matrix. */
export const MAX_MATRIX_JOBS = 256;
/** A reason in an output is one line of at most this many characters. */
const MAX_REASON_CHARS = 200;

type ChangesOutputs = Record<(typeof CHANGES_OUTPUT_NAMES)[number], string>;

const BASE_SOURCES: Record<BaseSource, string> = {
  input: 'the base input',
  'control-plane': 'the control plane',
  'github-deployment': 'GitHub deployments',
  event: 'the event',
  none: 'none',
};

/**
 * The outputs: the changed agents as a matrix (the deploy job needs all of it, so one that
 * cannot be written whole fails the step), the counts, every agent, and the removed ones (those
 * two cut to the first that fit in an output, each cut one warning, the whole counts beside).
 */
export function changesOutputs(detection: Detection): {
  outputs: ChangesOutputs;
  warnings: string[];
} {
  const changed = detection.agents.filter((agent) => agent.changed);
  if (changed.length > MAX_MATRIX_JOBS) {
    throw new StepFailure(
      `${changed.length} agents changed; a matrix runs at most ${MAX_MATRIX_JOBS} jobs. Split the agents between several changes steps (each with its own ${words().input('agents')} patterns) and deploy jobs.`,
    );
  }
  const include = changed.map((agent) => ({ ...identity(agent), reason: short(agent.reason) }));
  const matrix = escapeRawControls(JSON.stringify({ include }));
  if (matrix.length > MAX_JSON_OUTPUT_CHARS) {
    throw new StepFailure(
      `The matrix of ${changed.length} changed agents is ${matrix.length} characters long, more than the ${MAX_JSON_OUTPUT_CHARS} an output holds. Split the agents between several changes steps (each with its own ${words().input('agents')} patterns).`,
    );
  }
  const agents = jsonListOutput(
    detection.agents.map((agent) => ({
      ...identity(agent),
      changed: agent.changed,
      reason: short(agent.reason),
      base: agent.base.commit ?? null,
      'base-source': agent.base.source,
    })),
  );
  const removed = jsonListOutput(
    detection.removed.map((agent) => ({ ...identity(agent), base: agent.base })),
  );
  const warnings = [
    listOutputCut('agents', agents, 'agents', 'agents-count says how many were found.'),
    listOutputCut('removed', removed, 'removed agents', 'removed-count says how many there are.'),
  ].filter((warning) => warning !== undefined);
  return {
    outputs: {
      result: 'compared',
      matrix,
      changed: String(changed.length),
      agents: agents.json,
      'agents-count': String(agents.total),
      removed: removed.json,
      'removed-count': String(removed.total),
    },
    warnings,
  };
}

/** What the deploy action is given for an agent, named as the matrix names it. */
function identity(agent: AgentResult | RemovedAgent) {
  return {
    name: agent.name,
    'deployment-name': agent.deploymentName,
    config: agent.configPath,
    directory: agent.sourcePath,
  };
}

function short(reason: string): string {
  return oneLine(reason, MAX_REASON_CHARS);
}

// A job summary is capped at 1 MiB; a monorepo may hold hundreds of agents.
const MAX_ROWS = 300;
const PATHS_SHOWN = 3;

export function renderChangesSummary(detection: Detection, warnings: readonly string[]): string {
  const { agents, removed, head } = detection;
  const changed = agents.filter((agent) => agent.changed).length;
  const lines = [
    `### 🔎 Changed agents: ${changed} of ${agents.length}`,
    '',
    `Compared with the head commit ${code(head.slice(0, 12))}; each agent with what is live for it.`,
    '',
    table(
      ['Agent', 'Changed', 'Why', 'Base', 'Base from'],
      agents
        .slice(0, MAX_ROWS)
        .map((agent) => [
          `${cell(agent.name)} (${code(agent.sourcePath)})`,
          agent.changed ? '✅ yes' : 'no',
          why(agent),
          agent.base.commit ? code(agent.base.commit.slice(0, 12)) : '—',
          `${BASE_SOURCES[agent.base.source]}: ${cell(agent.base.detail, 200)}`,
        ]),
    ),
  ];
  if (agents.length > MAX_ROWS)
    lines.push(
      '',
      `${agents.length - MAX_ROWS} more agents not shown; the \`agents\` output lists them.`,
    );
  if (removed.length > 0) {
    lines.push(
      '',
      `**Removed:** ${removed.length} agent config(s) a base had and the head has not.`,
      '',
      table(
        ['Agent', 'Deployment', 'Config at the base'],
        removed
          .slice(0, MAX_ROWS)
          .map((agent) => [
            cell(agent.name),
            code(agent.deploymentName),
            `${code(agent.config)} in ${code(agent.base.slice(0, 12))}`,
          ]),
      ),
    );
  }
  for (const warning of warnings) lines.push('', `⚠️ ${prose(warning)}`);
  return `${lines.join('\n')}\n`;
}

function why(agent: AgentResult): string {
  if (agent.paths.length === 0) return cell(agent.reason, 300);
  const shown = agent.paths
    .slice(0, PATHS_SHOWN)
    .map((changed) => `${code(changed.path, 200)} (${cell(changed.how, 200)})`);
  const more = agent.pathCount > PATHS_SHOWN ? `, and ${agent.pathCount - PATHS_SHOWN} more` : '';
  const lead = agent.reason.startsWith('ignore rules changed')
    ? `${cell(agent.reason.split(';')[0] ?? '', 200)}: `
    : '';
  return `${lead}${shown.join(', ')}${more}`;
}

/** The closing line of the log. */
export function conclusion(detection: Detection): string {
  const changed = detection.agents.filter((agent) => agent.changed);
  const names = changed
    .slice(0, 10)
    .map((agent) => agent.name)
    .join(', ');
  const more = changed.length > 10 ? ` and ${changed.length - 10} more` : '';
  return changed.length === 0
    ? `No agent changed (${detection.agents.length} found).`
    : `${changed.length} of ${detection.agents.length} agents changed: ${names}${more}.`;
}
