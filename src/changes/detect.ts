import path from 'node:path';
import { words } from '../common/wording.ts';
import { TimeSlice } from '../packing/time-slice.ts';
import { BaseCommits } from './base-commits.ts';
import { locateCheckout } from './checkout.ts';
import { BlobCache, CommitTree, IGNORE_FILE_NAMES } from './commit-tree.ts';
import { type AgentComparison, changed, compareAgent, unchanged } from './compare-agent.ts';
import {
  type Agent,
  type AgentPatterns,
  configNames,
  findAgentConfigs,
  nameAgents,
  refuseShellText,
} from './find-agents.ts';
import { Git, HEAD } from './git-commands.ts';
import type { AgentBase } from './live-base.ts';
import { PackedSet } from './packed-set.ts';
import { findRemovedAgents, type RemovedAgent } from './removed-agents.ts';

export interface AgentResult extends Agent, AgentComparison {
  base: AgentBase;
}

export type { RemovedAgent } from './removed-agents.ts';

export interface Detection {
  head: string;
  agents: AgentResult[];
  removed: RemovedAgent[];
}

export interface DetectOptions {
  workspace: string;
  patterns: AgentPatterns;
  deploymentName: string;
  signal?: AbortSignal;
  warn: (message: string) => void;
  /** A line for the log once the agents are found, before they are compared. */
  info?: (message: string) => void;
  /** Every agent counts as changed, whatever its base. */
  all?: boolean;
  /** Each agent's base: what is live (see findBase); asked once per agent. */
  baseOf: (agent: Agent) => Promise<AgentBase>;
  /** More bases to look for removed agents in (the event's own base). */
  removalBases?: readonly string[];
  /** Bases the agents will likely name (the `base` input, the event's): diffed at once. */
  likelyBases?: readonly string[];
}

/**
 * Finds the agents of the checkout's head commit and decides for each whether a deploy of it
 * would pack anything other than what a deploy of its base packed. Commits are read through git
 * (the head, and each distinct base once), so what the checkout's working tree holds beyond
 * the head does not count. The work gives the event loop a turn each time slice and stops there
 * once `signal` fires, with its reason.
 */
export async function detectChanges(options: DetectOptions): Promise<Detection> {
  const git = new Git(options.workspace, options.signal);
  try {
    return await detectWith(git, options);
  } finally {
    git.close();
  }
}

async function detectWith(git: Git, options: DetectOptions): Promise<Detection> {
  const { patterns, signal, warn } = options;
  const slice = new TimeSlice(signal);
  // Where the workspace is, the head's trees and the likely bases' diffs are asked of git at once.
  const here = git.treeHere();
  here.catch(() => {});
  // The agent configs' and ignore files' blobs are read as the walk finds them.
  const blobs = new BlobCache(git);
  const watched = [...configNames(patterns), ...IGNORE_FILE_NAMES];
  const listing = git.listTree(HEAD, watched, (oid) => blobs.prefetch(oid));
  listing.catch(() => {});
  const headTree = locateCheckout(git, options.workspace, listing, here).then(
    ({ commit, top, files, workspace }) => ({
      tree: new CommitTree(commit, top, files, blobs),
      workspace,
    }),
  );
  headTree.catch(() => {});
  const bases = new BaseCommits(
    git,
    headTree.then(({ tree }) => tree),
    warn,
    slice,
  );
  for (const revision of options.likelyBases ?? []) bases.expect(revision);
  const { tree, workspace } = await headTree;
  const { top, commit: head } = tree;
  const fromTop = tree.fromTop(workspace);
  const configs = findAgentConfigs(tree, patterns, fromTop, true);
  const naming = {
    template: options.deploymentName,
    workspace: fromTop,
    fallbackName: path.basename(top),
  };
  const agents = nameAgents(configs, naming);
  refuseShellText(agents);
  const ignoreFiles = [...tree.files(IGNORE_FILE_NAMES)].map(([file]) => file);
  await tree.preload([...configs, ...ignoreFiles]);

  options.info?.(
    `Found ${agents.length} agent(s) in commit ${head.slice(0, 12)}; comparing each with its base.`,
  );
  const results: AgentResult[] = [];
  for (const agent of agents) {
    if (slice.due()) await slice.yield();
    const base = options.all
      ? {
          source: 'none' as const,
          detail: `every agent was asked for (${words().setting('all', 'true')})`,
        }
      : await options.baseOf(agent);
    const judged = await judge(agent, base, tree, bases, workspace, signal);
    results.push({ ...agent, ...judged.comparison, base: judged.base });
  }

  const removed = await findRemovedAgents({
    revisions: new Set([
      ...results.flatMap(({ base }) => (base.commit ? [base.commit] : [])),
      ...(options.removalBases ?? []),
    ]),
    bases,
    patterns,
    naming,
    taken: new Set([...configs, ...agents.map((agent) => agent.deploymentName)]),
    warn,
  });
  return { head, agents: results, removed };
}

/**
 * Whether the agent changed since `base`: it is new there, its config changed, a commit cannot
 * be judged, or (its config the same at both) a packed path differs.
 */
async function judge(
  agent: Agent,
  base: AgentBase,
  headTree: CommitTree,
  bases: BaseCommits,
  workspace: string,
  signal: AbortSignal | undefined,
): Promise<{ comparison: AgentComparison; base: AgentBase }> {
  if (!base.commit) return { comparison: changed(base.detail), base };
  const found = await bases.get(base.commit);
  if (!found.available) return { comparison: changed(found.why), base };
  // A base named by a branch or an abbreviated id is shown as the commit it is.
  const resolved = { ...base, commit: found.commit };
  const as = (comparison: AgentComparison) => ({ comparison, base: resolved });
  if (found.commit === headTree.commit) return as(unchanged('the base is the head commit'));
  if (found.tree.kindOf(agent.config) !== 'file') {
    return as(changed('new: the base commit has no agent config here'));
  }
  if (found.comparison.diff.names(agent.config)) return as(changed('its agent config changed'));
  const atHead = await PackedSet.of(headTree, agent.config, workspace);
  if ('problem' in atHead) return as(changed(`cannot be judged: ${atHead.problem}`));
  const atBase = atHead.at(found.tree);
  if ('problem' in atBase) return as(changed(`cannot be judged at the base: ${atBase.problem}`));
  return as(await compareAgent(atHead, found.comparison, signal));
}
