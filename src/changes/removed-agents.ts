import type { BaseCommits } from './base-commits.ts';
import {
  type Agent,
  type AgentPatterns,
  findAgentConfigs,
  nameAgents,
  shellTextOf,
} from './find-agents.ts';

/** An agent whose config a base had and the head has not. */
export interface RemovedAgent extends Agent {
  /** The base commit that still had it. */
  base: string;
}

/**
 * The agents whose configs the `revisions` (bases, in order) had and the head has not, unless
 * an agent of the head (or one found first) has their config or deployment name: `taken` holds
 * those. One a clean-up job could not take safely (a shell would act on its directory) is left
 * out, with one warning for all of them.
 */
export async function findRemovedAgents(input: {
  revisions: Iterable<string>;
  bases: BaseCommits;
  patterns: AgentPatterns;
  naming: { template: string; workspace: string; fallbackName: string };
  taken: Set<string>;
  warn: (message: string) => void;
}): Promise<RemovedAgent[]> {
  const { bases, patterns, naming, taken } = input;
  const removed: RemovedAgent[] = [];
  const unsafe: Agent[] = [];
  for (const revision of input.revisions) {
    const base = await bases.get(revision);
    if (!base.available) continue;
    const gone = findAgentConfigs(base.tree, patterns, naming.workspace).filter(
      (config) => !taken.has(config),
    );
    for (const agent of nameAgents(gone, { ...naming, allowShared: true })) {
      if (taken.has(agent.deploymentName)) continue;
      taken.add(agent.config).add(agent.deploymentName);
      if (shellTextOf(agent)) unsafe.push(agent);
      else removed.push({ ...agent, base: base.commit });
    }
  }
  const [first] = unsafe;
  if (first) {
    const others = unsafe.length > 1 ? ' and the others' : '';
    input.warn(
      `${unsafe.length} removed agent(s) are left out of the removed output, as a clean-up job would paste what it lists into its steps: ${shellTextOf(first)}. Delete deployment "${first.deploymentName}"${others} by hand.`,
    );
  }
  return removed;
}
