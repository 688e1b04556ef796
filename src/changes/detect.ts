import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { oneLine } from '../common/runner-text.ts';
import { StepFailure } from '../common/step-control.ts';
import { BaseCommits } from './base-commits.ts';
import { BlobCache, CommitTree, isIgnoreFile } from './commit-tree.ts';
import { type AgentComparison, compareAgent } from './compare-agent.ts';
import { type Agent, type AgentPatterns, findAgentConfigs, nameAgents } from './find-agents.ts';
import { Git } from './git-commands.ts';
import type { AgentBase } from './live-base.ts';
import { PackedSet } from './packed-set.ts';

export interface AgentResult extends Agent, AgentComparison {
  base: AgentBase;
}

/** An agent whose config a base had and the head has not. */
export interface RemovedAgent extends Agent {
  /** The base commit that still had it. */
  base: string;
}

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
  /** Every agent counts as changed, whatever its base. */
  all?: boolean;
  /** Each agent's base: what is live (see findBase); asked once per agent. */
  baseOf: (agent: Agent) => Promise<AgentBase>;
  /** More bases to look for removed agents in (the event's own base). */
  removalBases?: readonly string[];
}

/**
 * Finds the agents of the checkout's head commit and decides for each whether a deploy of it
 * would pack anything other than what a deploy of its base packed. Commits are read through git
 * (the head, and each distinct base once), so what the checkout's working tree holds beyond
 * the head does not count.
 */
export async function detectChanges(options: DetectOptions): Promise<Detection> {
  const { patterns, signal, warn } = options;
  const git = new Git(options.workspace, signal);
  const { top, head, workspace } = await locate(git, options.workspace);
  const headTree = new CommitTree(head, top, await git.listTree(head), new BlobCache(git));
  const fromTop = headTree.fromTop(workspace);
  const configs = findAgentConfigs(headTree, patterns, fromTop, true);
  const naming = {
    template: options.deploymentName,
    workspace: fromTop,
    fallbackName: path.basename(top),
  };
  const agents = nameAgents(configs, naming);
  await headTree.preload([
    ...configs,
    ...[...headTree.files()].map(([file]) => file).filter(isIgnoreFile),
  ]);

  const bases = new BaseCommits(git, headTree, warn);
  const results: AgentResult[] = [];
  for (const agent of agents) {
    signal?.throwIfAborted();
    const base = options.all
      ? { source: 'none' as const, detail: 'every agent was asked for (all: true)' }
      : await options.baseOf(agent);
    const judged = await judge(agent, base, headTree, bases, workspace);
    results.push({ ...agent, ...judged.comparison, base: judged.base });
  }

  const removedFrom = new Set([
    ...results.flatMap(({ base }) => (base.commit ? [base.commit] : [])),
    ...(options.removalBases ?? []),
  ]);
  const removed: RemovedAgent[] = [];
  const taken = new Set([...configs, ...agents.map((agent) => agent.deploymentName)]);
  for (const revision of removedFrom) {
    const base = await bases.get(revision);
    if (!base.available) continue;
    const gone = findAgentConfigs(base.tree, patterns, fromTop).filter(
      (config) => !taken.has(config),
    );
    for (const agent of nameAgents(gone, { ...naming, allowShared: true })) {
      if (taken.has(agent.deploymentName)) continue;
      taken.add(agent.config).add(agent.deploymentName);
      removed.push({ ...agent, base: base.commit });
    }
  }
  return { head, agents: results, removed };
}

async function judge(
  agent: Agent,
  base: AgentBase,
  headTree: CommitTree,
  bases: BaseCommits,
  workspace: string,
): Promise<{ comparison: AgentComparison; base: AgentBase }> {
  const changed = (reason: string) => ({
    comparison: { changed: true, reason, paths: [], pathCount: 0 },
    base,
  });
  if (!base.commit) return changed(base.detail);
  const found = await bases.get(base.commit);
  if (!found.available) return changed(found.why);
  // A base named by a branch or an abbreviated id is shown as the commit it is.
  const resolved = { ...base, commit: found.commit };
  if (found.commit === headTree.commit) {
    const reason = 'the base is the head commit';
    return { comparison: { changed: false, reason, paths: [], pathCount: 0 }, base: resolved };
  }
  const atBase =
    found.tree.kindOf(agent.config) === 'file'
      ? await PackedSet.of(found.tree, agent.config, workspace)
      : ('absent' as const);
  const atHead = await PackedSet.of(headTree, agent.config, workspace);
  const comparison = await compareAgent({
    config: agent.config,
    head: atHead,
    base: atBase,
    diff: found.diff,
  });
  return { comparison, base: resolved };
}

/**
 * The repository's top and the workspace, both real paths (the workspace must lie in the
 * repository), and the commit checked out.
 */
async function locate(
  git: Git,
  workspace: string,
): Promise<{ top: string; head: string; workspace: string }> {
  let top: string;
  let head: string;
  try {
    const checkout = await git.checkout();
    top = await realpath(checkout.top);
    head = checkout.head;
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? '')
      .trim()
      .split('\n')[0];
    throw new StepFailure(
      `The workspace ${workspace} is not a git checkout with a commit checked out${said ? ` (git: ${oneLine(said, 300)})` : ''}. Check the repository out first (actions/checkout), into the workspace itself.`,
    );
  }
  const real = await realpath(workspace);
  const inside = path.relative(top, real);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new StepFailure(`The workspace ${workspace} lies outside its repository ${top}.`);
  }
  return { top, head, workspace: real };
}
