/*
 * What the agent servers know of the emulator's state: the deployment a URL serves at one
 * moment. They never read the state itself; emulator/agent-deployments.ts derives this from it.
 */

/** What the agent servers know of one deployment at one moment. */
export interface ServedDeployment {
  id: string;
  tenantId: string;
  /** The revision whose servers answer the deployment's URL now. */
  revisionId: string;
  /** When that revision was DEPLOYED (ms): its graphs' default assistants date from then. */
  since: number;
  /** The names of the graphs in that revision's agent config. */
  graphs: readonly string[];
}

/**
 * The `host` members of a deployment's `GET /info`, as the hosted platform injects them: the
 * deployment's id as `project_id`, the revision served (null when the server does not say), the
 * workspace.
 */
export function hostOf(served: ServedDeployment, says: { revision: boolean } = { revision: true }) {
  return {
    kind: 'emulator',
    project_id: served.id,
    revision_id: says.revision ? served.revisionId : null,
    tenant_id: served.tenantId,
  };
}
