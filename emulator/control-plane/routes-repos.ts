import { detail, json } from '../common/reply.ts';
import { type Route, route } from './router.ts';

export const repositoryRoutes: Route[] = [
  route({
    method: 'GET',
    template: '/v1/integrations/forge/sourcehost/{integration_id}/repos',
    operationId: 'listSourceRepositories',
    handle({ state, params }) {
      const id = params.integration_id ?? '';
      const integration = state.integrations.get(id);
      if (!integration) return detail(404, `Integration ID ${id} not found.`);
      return json(
        200,
        integration.repositories.map((repository) => ({ ...repository })),
      );
    },
  }),
];
