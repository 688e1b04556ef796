import path from 'node:path';
import { InputError } from '../common/inputs.ts';
import { shellTextProblem } from '../common/shell-safe.ts';
import { StepFailure } from '../common/step-control.ts';
import { showInvisible } from '../common/visible-text.ts';
import { words } from '../common/wording.ts';
import { acceptedNameFor } from '../deployments/target.ts';
import { isAlwaysLeftOut } from '../packing/left-out.ts';
import type { CommitTree } from './commit-tree.ts';

/** One agent: its config file, and what a deploy of it is called and given. */
export interface Agent {
  /** The config file, from the repository's top. */
  config: string;
  /** The config's directory, from the top (`''` for the top). */
  directory: string;
  /** The directory's name in the form the service accepts: what `{name}` stands for. */
  name: string;
  deploymentName: string;
  /** The directory relative to the workspace (`.` for the workspace): the deploy's source-path. */
  sourcePath: string;
  /** The config relative to its directory: the deploy's agent-config-path. */
  configPath: string;
}

export interface AgentPatterns {
  include: string[];
  exclude: string[];
}

/** More agents than one workflow can deploy; a pattern that finds more is too wide. */
export const MAX_AGENTS = 1000;

/**
 * The agent configs of `tree` the patterns find (matched against paths from the workspace,
 * `workspace` being its path from the top): regular files, never in a directory the packer always
 * leaves out. With `everyPatternFinds`, an include pattern that finds nothing is an error.
 */
export function findAgentConfigs(
  tree: CommitTree,
  patterns: AgentPatterns,
  workspace: string,
  everyPatternFinds = false,
): string[] {
  const found = new Set<string>();
  const unused = new Set(patterns.include);
  const include = patterns.include.map((pattern) => ({ pattern, name: literalName(pattern) }));
  // When every pattern names its file, only files of those names are read from the listing.
  const names = include.every(({ name }) => name !== undefined) ? configNames(patterns) : undefined;
  for (const [file, entry] of tree.files(names)) {
    if (entry.mode !== '100644' && entry.mode !== '100755') continue;
    const name = file.slice(file.lastIndexOf('/') + 1);
    // Most patterns end in a plain file name; matching a glob is what costs, so that goes first.
    const candidates = include.filter((each) => each.name === undefined || each.name === name);
    if (candidates.length === 0) continue;
    const shown = fromWorkspace(file, workspace);
    if (shown === undefined) continue;
    const matching = candidates
      .filter(({ pattern }) => path.posix.matchesGlob(shown, pattern))
      .map(({ pattern }) => pattern);
    if (matching.length === 0) continue;
    const dirs = path.posix.dirname(file).split('/');
    if (dirs.some((segment) => isAlwaysLeftOut(segment))) continue;
    for (const pattern of matching) unused.delete(pattern);
    if (patterns.exclude.some((pattern) => path.posix.matchesGlob(shown, pattern))) continue;
    found.add(file);
  }
  if (everyPatternFinds && unused.size > 0) {
    const [pattern] = unused;
    throw new InputError([
      {
        input: 'agents',
        message: `the pattern ${JSON.stringify(pattern)} finds no agent config in commit ${tree.commit.slice(0, 12)} (patterns match paths from the workspace, such as agents/support/langgraph.json; a file in a directory the packer always leaves out is never an agent).`,
      },
    ]);
  }
  if (found.size > MAX_AGENTS) {
    throw new InputError([
      {
        input: 'agents',
        message: `finds ${found.size} agent configs, more than the ${MAX_AGENTS} one run takes.`,
      },
    ]);
  }
  return [...found].sort();
}

/**
 * The agents of these configs with their names. `fallbackName` names a config at the top of the
 * repository (which has no directory name of its own). Two agents whose deployment names are the
 * same would deploy over each other: an error naming both, unless `allowShared`.
 */
export function nameAgents(
  configs: readonly string[],
  options: { template: string; workspace: string; fallbackName: string; allowShared?: boolean },
): Agent[] {
  const byDeployment = new Map<string, Agent>();
  const agents = configs.map((config) => {
    const directory = path.posix.dirname(config) === '.' ? '' : path.posix.dirname(config);
    const name = acceptedNameFor(
      directory === '' ? options.fallbackName : path.posix.basename(directory),
    );
    if (!name) {
      throw new InputError([
        {
          input: 'agents',
          message: `the agent config ${JSON.stringify(config)} lies in a directory whose name has no letter or digit, so it gives no deployment name.`,
        },
      ]);
    }
    const deploymentName = options.template.replaceAll('{name}', name);
    const agent: Agent = {
      config,
      directory,
      name,
      deploymentName,
      sourcePath: fromWorkspace(directory, options.workspace) || '.',
      configPath: path.posix.basename(config),
    };
    const other = byDeployment.get(deploymentName);
    if (other && !options.allowShared) {
      throw new InputError([
        {
          input: 'deployment-name',
          message: `the agents in ${JSON.stringify(other.sourcePath)} and ${JSON.stringify(agent.sourcePath)} both map to the deployment "${deploymentName}"; each agent needs its own. Rename a directory, or leave one out of ${words().input('agents')} with a "!" pattern.`,
        },
      ]);
    }
    byDeployment.set(deploymentName, agent);
    return agent;
  });
  return agents;
}

/**
 * Why a later step could not take the agent's matrix entry as it is: its directory or its
 * config's file name holds text a shell would act on (the deploy job pastes the matrix's values
 * into its steps, `run:` ones too). Undefined when it can. Its name is made of letters, digits
 * and hyphens already.
 */
export function shellTextOf(agent: Agent): string | undefined {
  for (const [what, value] of [
    ['directory', agent.sourcePath],
    ['config file', agent.configPath],
  ] as const) {
    const problem = shellTextProblem(value);
    if (problem) return `its ${what} "${showInvisible(value.slice(0, 200))}" ${problem}`;
  }
  return undefined;
}

/**
 * Refuses the agents whose matrix entry a shell would act on, with one error naming the first:
 * its deploy cannot be made safe downstream, and a matrix without it would leave its change
 * undeployed without a word.
 */
export function refuseShellText(agents: readonly Agent[]): void {
  const refused = agents.flatMap((agent) => {
    const problem = shellTextOf(agent);
    return problem ? [{ agent, problem }] : [];
  });
  const [first] = refused;
  if (!first) return;
  const more =
    refused.length > 1 ? ` ${refused.length - 1} more agents are refused for the same reason.` : '';
  throw new StepFailure(
    `The agent config "${showInvisible(first.agent.config.slice(0, 200))}" cannot be deployed safely: ${first.problem}, and a deploy job pastes the matrix's values into its steps. Rename it, or leave it out of ${words().input('agents')} with a "!" pattern.${more}`,
  );
}

/** The file names the patterns' last segments name, where they name one without a glob character. */
export function configNames(patterns: AgentPatterns): Buffer[] {
  const names = patterns.include.map(literalName).filter((name) => name !== undefined);
  return [...new Set(names)].map((name) => Buffer.from(name));
}

/** The file name a pattern's last segment names, when it names one without any glob character. */
function literalName(pattern: string): string | undefined {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  return /[*?[\]{}!\\]/.test(last) || last === '' ? undefined : last;
}

/** A path from the top as a path from the workspace; undefined when it lies outside it. */
function fromWorkspace(file: string, workspace: string): string | undefined {
  if (workspace === '') return file;
  if (file === workspace) return '';
  return file.startsWith(`${workspace}/`) ? file.slice(workspace.length + 1) : undefined;
}
