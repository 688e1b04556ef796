import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { describeBodyStart, describeErrorBody } from '../../src/client/service-error.ts';
import { processRedactor } from '../../src/common/redactor.ts';
import { useEmulator } from '../support/emulator.ts';
import { secretRunsShown } from '../support/written.ts';
import { clientFor, serviceErrorOf, UNKNOWN_ID } from './client-helpers.ts';

const JSON_TYPE = 'application/json';

describe('describeErrorBody', () => {
  it("gives the service's detail message as it is", () => {
    expect(describeErrorBody(404, JSON_TYPE, '{"detail": "Deployment ID x not found."}')).toEqual({
      detail: 'Deployment ID x not found.',
    });
  });

  it('gives each loc and msg of a 422, and the entries themselves', () => {
    const entries = [
      { loc: ['body', 'secrets', 0, 'name'], msg: 'Field required', type: 'missing' },
      { loc: ['query', 'limit'], msg: 'Input should be less than 100', type: 'less_than' },
    ];
    expect(describeErrorBody(422, JSON_TYPE, JSON.stringify({ detail: entries }))).toEqual({
      detail: 'body.secrets.0.name: Field required; query.limit: Input should be less than 100',
      validation: entries,
    });
  });

  it('reads an error body whatever content type it was labelled with', () => {
    expect(describeErrorBody(400, 'text/plain', '  {"detail": "bad"}\n')).toEqual({
      detail: 'bad',
    });
  });

  it.each([
    ['', 502],
    ['   \n ', 503],
  ])('says the answer was empty, with its status, for %j', (text, status) => {
    expect(describeErrorBody(status, JSON_TYPE, text)).toEqual({
      detail: `empty answer (HTTP ${status})`,
    });
  });

  it('names an HTML page by its title and points at a proxy', () => {
    const page = '<html><head><title> 502 Bad Gateway </title></head><body>nginx</body></html>';
    expect(describeErrorBody(502, 'text/html; charset=utf-8', page)).toEqual({
      detail:
        'an HTML page ("502 Bad Gateway") instead of the service\'s answer; a proxy or gateway may be in the way',
    });
  });

  it('recognises an HTML page by its start when the content type does not say so', () => {
    const { detail } = describeErrorBody(503, '', '<!DOCTYPE html>\n<p>Service Unavailable</p>');
    expect(detail).toBe(
      "an HTML page instead of the service's answer; a proxy or gateway may be in the way",
    );
    expect(describeErrorBody(502, 'text/plain', '<HTML><BODY>x</BODY></HTML>').detail).toMatch(
      /^an HTML page instead/,
    );
  });

  it('never repeats the body of an HTML page', () => {
    const page = '<html><title>Error</title><script>token=abc123</script></html>';
    expect(describeErrorBody(500, 'text/html', page).detail).not.toContain('abc123');
  });

  it('gives other text with its runs of blanks made one space', () => {
    expect(describeErrorBody(500, 'text/plain', 'upstream\n\n  connect   error')).toEqual({
      detail: 'upstream connect error',
    });
  });

  it('gives JSON of another shape as text', () => {
    expect(describeErrorBody(500, JSON_TYPE, '{"error": "boom"}')).toEqual({
      detail: '{"error": "boom"}',
    });
    expect(describeErrorBody(500, JSON_TYPE, '{"detail": 42}')).toEqual({
      detail: '{"detail": 42}',
    });
    expect(describeErrorBody(422, JSON_TYPE, '{"detail": [{"msg": "no loc"}]}')).toEqual({
      detail: '{"detail": [{"msg": "no loc"}]}',
    });
  });

  it('cuts a long detail, title or text at 500 characters, marking the cut', () => {
    const long = 'x'.repeat(2000);
    const expected = `${'x'.repeat(500)}…`;
    expect(describeErrorBody(400, JSON_TYPE, JSON.stringify({ detail: long })).detail).toBe(
      expected,
    );
    expect(describeErrorBody(500, 'text/plain', long).detail).toBe(expected);
    expect(
      describeErrorBody(502, 'text/html', `<html><title>${long}</title></html>`).detail,
    ).toContain(`("${expected}")`);
    expect(
      describeErrorBody(400, JSON_TYPE, JSON.stringify({ detail: 'y'.repeat(500) })).detail,
    ).toBe('y'.repeat(500));
  });
});

describe('service text that holds a known key', () => {
  const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';
  processRedactor.add([KEY]);

  it('is redacted before a long detail is cut: no part of the key is left at the end', () => {
    const detail = `${'d'.repeat(458)}${KEY}`;
    const described = describeErrorBody(403, JSON_TYPE, JSON.stringify({ detail })).detail;
    expect(described).toBe(`${'d'.repeat(458)}***`);
    expect(secretRunsShown([described], [KEY])).toEqual([]);
  });

  it('is redacted in the title of an HTML page', () => {
    const page = `<html><head><title>Access denied for ${KEY}</title></head></html>`;
    expect(describeErrorBody(403, 'text/html', page).detail).toMatch(
      /^an HTML page \("Access denied for \*\*\*"\)/,
    );
  });

  it('is redacted before the start of a non-JSON body is quoted', () => {
    expect(describeBodyStart(`Proxy says ${KEY} and more`)).toBe(
      'it starts "Proxy says *** and more"',
    );
    const quoted = describeBodyStart(`${'p'.repeat(20)}${KEY}`);
    expect(quoted).toBe(`it starts "${'p'.repeat(20)}***"`);
  });

  it('is redacted when the service echoes only the start of it', () => {
    const described = describeErrorBody(403, JSON_TYPE, `{"detail": "key ${KEY.slice(0, 20)}"}`);
    expect(described.detail).toBe('key ***');
  });
});

describe('a ServiceError from the client, against the emulator', () => {
  const emulator = useEmulator({}, { per: 'test' });
  let emu: Emulator;
  beforeEach(() => {
    emu = emulator();
  });

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
});
