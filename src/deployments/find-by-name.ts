import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment } from '../client/deployment-schemas.ts';
import { everyPage } from '../client/pages.ts';

/**
 * The deployment named exactly `name`, or undefined. The service's `name_contains` filter
 * matches substrings (`agent-pr-7` also finds `agent-pr-77`), so every page is read and the
 * names are compared here; names are unique, so at most one can match.
 */
export async function findDeploymentByName(
  client: ControlPlaneClient,
  name: string,
  signal: AbortSignal,
): Promise<Deployment | undefined> {
  const pages = everyPage((query) =>
    client.listDeployments({ ...query, name_contains: name }, { signal }),
  );
  for await (const deployments of pages) {
    const match = deployments.find((deployment) => deployment.name === name);
    if (match) return match;
  }
  return undefined;
}
