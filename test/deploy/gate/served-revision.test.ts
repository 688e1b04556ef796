import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { servedRevision } from '../../../src/deploy/gate/served-revision.ts';
import { fakeAgentServer, testServer } from '../../support/fake-agent-server.ts';

/* What one GET /info tells a baseline of the revision its URL serves. */
const dispatcher = new Agent();
afterAll(() => dispatcher.close());
const EXPECTED = { deploymentId: 'd-1', revisionId: 'r-1' };

async function told(answer: Parameters<typeof fakeAgentServer>[0]) {
  const server = await fakeAgentServer(answer);
  return servedRevision(testServer(server.url, { apiKey: 'sk', dispatcher }), EXPECTED);
}

describe('servedRevision', () => {
  it('is the revision host.revision_id names, the expected one or another', async () => {
    for (const revision of ['r-1', 'r-2']) {
      const host = { project_id: 'd-1', revision_id: revision };
      expect(await told(() => ({ status: 200, body: { host } }))).toEqual({
        kind: 'named',
        revisionId: revision,
      });
    }
  });

  it('is another deployment’s when host.project_id names another', async () => {
    const host = { project_id: 'd-9', revision_id: 'r-1' };
    expect(await told(() => ({ status: 200, body: { host } }))).toMatchObject({
      kind: 'other-deployment',
      note: expect.stringContaining('/info names d-9, not d-1'),
    });
  });

  it('is unknown when the server does not say, or gives nothing to read', async () => {
    expect(await told(() => ({ status: 200, body: { version: '1' } }))).toEqual({
      kind: 'unknown',
    });
    expect(await told(() => ({ status: 404 }))).toEqual({ kind: 'unknown' });
    expect(await told(() => ({ status: 503 }))).toEqual({ kind: 'unknown' });
  });
});
