// A key check on every route but /info, as an agent with custom auth has: the deployment's
// secret AGENT_API_KEY is the key its callers (the deploy action's checks among them) send.
import { Auth, HTTPException } from '@langchain/langgraph-sdk/auth';

export const auth = new Auth().authenticate(async (request) => {
  const key = request.headers.get('x-api-key');
  if (!key) throw new HTTPException(401, { message: 'Missing x-api-key' });
  if (key !== process.env.AGENT_API_KEY) {
    throw new HTTPException(403, { message: 'Invalid x-api-key' });
  }
  return { identity: 'caller', permissions: [] };
});
