import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { clientFor, serviceErrorOf, UNKNOWN_ID } from './client-helpers.ts';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator();
});
afterEach(() => emu.close());

describe('errors rendered for people', () => {
  it('404 carries the service detail', async () => {
    const { client } = clientFor(emu);
    const error = await serviceErrorOf(client.getDeployment(UNKNOWN_ID));
    expect(error.message).toBe(
      `GET /v2/deployments/${UNKNOWN_ID} → 404: Deployment ID ${UNKNOWN_ID} not found.`,
    );
    expect(error).toMatchObject({ kind: 'http', status: 404, isTransient: false });
  });

  it('422 lists each invalid member by its location', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.addFault({
      path: '/v2/deployments/:id',
      status: 422,
      body: {
        detail: [
          {
            type: 'string_too_long',
            loc: ['body', 'source_revision_config', 'repo_ref'],
            msg: 'String should have at most 255 characters',
            input: 'x',
            ctx: { max_length: 255 },
          },
        ],
      },
    });
    const error = await serviceErrorOf(
      client.patchDeployment(seeded.id, { source_revision_config: { repo_ref: 'main' } }),
    );
    expect(error.detail).toBe(
      'body.source_revision_config.repo_ref: String should have at most 255 characters',
    );
    expect(error.validation).toHaveLength(1);
  });

  it("422 from the emulator's own validation reads the same way", async () => {
    const { client } = clientFor(emu);
    const error = await serviceErrorOf(client.getRevision(UNKNOWN_ID, 'latest'));
    expect(error.status).toBe(422);
    expect(error.detail).toMatch(/^path\.revision_id: Input should be a valid UUID, /);
  });

  it('an HTML gateway page is described, not dumped', async () => {
    const { client } = clientFor(emu, { backoff: { maxRetries: 0 } });
    emu.addFault({ path: '/v2/listeners', action: 'html' });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe(
      'GET /v2/listeners → 502: an HTML page ("502 Bad Gateway") instead of the service\'s answer; a proxy or gateway may be in the way',
    );
  });

  it('an empty error body says so', async () => {
    const { client } = clientFor(emu);
    emu.addFault({ path: '/v2/listeners', status: 400, body: '' });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe('GET /v2/listeners → 400: empty answer (HTTP 400)');
  });

  it('malformed JSON on a 200 is an invalid response', async () => {
    const { client } = clientFor(emu);
    const { id } = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'malformed-json' });
    const error = await serviceErrorOf(client.getDeployment(id));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      `GET /v2/deployments/${id} → 200: answered 200 with a body that is not JSON (it starts "{"id":")`,
    );
  });

  it('a 200 that is not the resource is an invalid response', async () => {
    const { client } = clientFor(emu);
    const { id } = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'not-a-resource' });
    const error = await serviceErrorOf(client.getDeployment(id));
    expect(error.kind).toBe('invalid-response');
    expect(error.detail).toMatch(/^the answer is not a deployment \(id: /);
  });

  it('a redirect is reported and not followed', async () => {
    const { client } = clientFor(emu);
    emu.addFault({
      path: '/v2/listeners',
      status: 307,
      headers: { location: 'https://sso.example.net/login' },
    });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.kind).toBe('redirect');
    expect(error.message).toContain('redirected to https://sso.example.net');
    expect(emu.requests).toHaveLength(1);
  });

  it('a 5xx on a PATCH keeps its status and detail', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', method: 'PATCH', status: 500 });
    const error = await serviceErrorOf(client.patchDeployment(seeded.id, { secrets: [] }));
    expect(error.message).toBe(`PATCH /v2/deployments/${seeded.id} → 500: Internal Server Error`);
    expect(error.isTransient).toBe(true);
  });

  it('a 503 on a GET, after the retries run out, keeps its status and detail', async () => {
    const { client } = clientFor(emu, { backoff: { maxRetries: 1 } });
    emu.addFault({
      path: '/v2/listeners',
      status: 503,
      times: Infinity,
      body: { detail: 'Down for maintenance' },
    });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe('GET /v2/listeners → 503: Down for maintenance');
    expect(emu.requests).toHaveLength(2);
  });
});
