// A key check on every route, as servers with custom auth have: the real server then asks for
// the key on every route but /info, /ok included.
import { Auth, HTTPException } from '@langchain/langgraph-sdk/auth';

export const auth = new Auth().authenticate(async (request) => {
  const key = request.headers.get('x-api-key');
  if (!key) throw new HTTPException(401, { message: 'Missing x-api-key' });
  if (key !== process.env.REAL_AGENT_API_KEY) {
    throw new HTTPException(403, { message: 'Invalid x-api-key' });
  }
  return { identity: 'smoke-tester', permissions: [] };
});
