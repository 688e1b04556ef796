import { ServiceError } from '../client/service-error.ts';
import type { ClientContext } from '../client/step-client.ts';
import { words } from '../common/wording.ts';
import { type ReadBack, sendOnce } from './send-once.ts';

/**
 * `DELETE /v2/deployments/{id}`: whether this run deleted it (false: it was already gone).
 * A repeat of a DELETE cannot delete twice, so the transport repeats it by itself after a lost
 * answer. What stays unclear is a 404: one whose detail names the deployment (the service's own
 * words, `Deployment ID {id} not found.`) is "already gone", but a bare one is also what a
 * base-url without its path prefix answers to every path, which is no success: the deployment
 * list is read back, and the deployment counts as gone only when the list answers and lacks it.
 */
export function sendDelete(
  context: ClientContext,
  id: string,
  { deleteTracingProject }: { deleteTracingProject: boolean },
): Promise<boolean> {
  const { client, signal } = context;
  const is404 = (error: unknown): error is ServiceError =>
    error instanceof ServiceError && error.status === 404;
  return sendOnce<boolean>(context, {
    send: () =>
      client.deleteDeployment(id, { deleteTracingProject }, { signal }).then(
        () => true,
        (error) => {
          if (is404(error) && error.detail.includes(id)) return false;
          throw error;
        },
      ),
    isUnclear: is404,
    readBack: async (): Promise<ReadBack<boolean>> => {
      try {
        const page = await client.listDeployments({ deployment_ids: id }, { signal });
        if (!page.resources.some((deployment) => deployment.id === id)) {
          return { verdict: 'acted', result: false };
        }
        const message = `The service answered 404 to deleting deployment ${id}, yet still lists it; nothing was deleted.`;
        return { verdict: 'fail', failure: new Error(message) };
      } catch (error) {
        if (!is404(error)) throw error;
        const message = `The service answered 404 both to deleting deployment ${id} and to listing deployments: ${words().input('base-url')} does not look like the control plane's API (a self-hosted one serves it under a path prefix such as /api-host). Nothing was deleted.`;
        return { verdict: 'fail', failure: new Error(message) };
      }
    },
  });
}
