import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { emulatorForTest } from '../support/emulator.ts';
import { call, eventually } from './http-test-helpers.ts';

let emu: Emulator;

describe('authentication', () => {
  it('needs an API key or a bearer token, and a known one', async () => {
    emu = await emulatorForTest({ apiKeys: ['k1'], bearerTokens: ['t1'] });
    const seeded = emu.seedDeployment();
    const path = `/v2/deployments/${seeded.id}`;
    const missing = await call(emu, 'GET', path, { auth: false });
    expect(missing).toMatchObject({ status: 401, body: { detail: 'Missing API key.' } });
    const wrongKey = await call(emu, 'GET', path, {
      auth: false,
      headers: { 'x-api-key': 'nope' },
    });
    expect(wrongKey).toMatchObject({ status: 403, body: { detail: 'Invalid API key.' } });
    const wrongToken = await call(emu, 'GET', path, {
      auth: false,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongToken.status).toBe(403);
    expect(
      (await call(emu, 'GET', path, { auth: false, headers: { 'x-api-key': 'k1' } })).status,
    ).toBe(200);
    expect(
      (await call(emu, 'GET', path, { auth: false, headers: { authorization: 'Bearer t1' } }))
        .status,
    ).toBe(200);
  });
});

describe('routing', () => {
  it('serves every route under the path prefix and nowhere else', async () => {
    emu = await emulatorForTest({ pathPrefix: '/api-host/' });
    expect(emu.url).toBe(`${emu.origin}/api-host`);
    expect((await call(emu, 'GET', '/v2/deployments')).status).toBe(200);
    const outside = await fetch(`${emu.origin}/v2/deployments`, {
      headers: { 'x-api-key': 'emulator-key' },
    });
    expect(outside.status).toBe(404);
    expect(emu.requests.map((r) => r.path)).toEqual(['/v2/deployments', '/v2/deployments']);
  });

  it('answers 404 for unknown routes and 405 for a wrong method', async () => {
    emu = await emulatorForTest();
    const unknown = await call(emu, 'GET', '/v2/deployment');
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    const wrong = await call(emu, 'DELETE', '/v2/listeners');
    expect(wrong).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(wrong.headers.get('allow')).toBe('GET, POST');
  });

  it('records every request with its path, query, headers and body', async () => {
    emu = await emulatorForTest();
    await call(emu, 'PATCH', '/v2/listeners/abc?x=1', {
      body: { version: '1' },
      headers: { 'x-tenant-id': 't' },
    });
    await call(emu, 'POST', '/v2/listeners', { body: 'not json' });
    expect(emu.requests).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/v2/listeners/abc',
        query: { x: '1' },
        body: { version: '1' },
        headers: expect.objectContaining({ 'x-api-key': 'emulator-key', 'x-tenant-id': 't' }),
        at: expect.any(Number),
      }),
      expect.objectContaining({ method: 'POST', body: 'not json' }),
    ]);
    emu.clearRequests();
    expect(emu.requests).toEqual([]);
  });

  it('answers several requests on one kept-alive connection', async () => {
    emu = await emulatorForTest();
    const socket = connect(Number(new URL(emu.origin).port), '127.0.0.1');
    const received: string[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    const ask = (path: string) =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: emulator\r\nX-Api-Key: emulator-key\r\n\r\n`);
    ask('/v2/listeners');
    await eventually(
      () => received.join(''),
      (text) => text.includes('"resources"'),
    );
    ask('/v2/deployments');
    const both = await eventually(
      () => received.join(''),
      (text) => text.split('HTTP/1.1 200 OK').length === 3,
    );
    expect(both).toContain('Connection: keep-alive');
    expect(socket.destroyed).toBe(false);
    socket.destroy();
    expect(emu.requests.map((r) => r.path)).toEqual(['/v2/listeners', '/v2/deployments']);
  });
});

describe('repositories', () => {
  it('lists the repositories of an integration, 404s an unknown one, 422s a bad id', async () => {
    emu = await emulatorForTest();
    const integration = emu.seedIntegration({
      repositories: [
        { owner: 'acme', name: 'agent' },
        { owner: 'acme', name: 'tools', default_branch: 'dev' },
      ],
    });
    const listed = await call(
      emu,
      'GET',
      `/v1/integrations/forge/sourcehost/${integration.id}/repos`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        host_integration_id: integration.id,
        id: expect.any(Number),
        name: 'agent',
        owner: 'acme',
        url: 'https://sourcehost.example.com/acme/agent',
        default_branch: 'main',
      },
      expect.objectContaining({ name: 'tools', default_branch: 'dev' }),
    ]);
    const unknownId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
    const unknown = await call(emu, 'GET', `/v1/integrations/forge/sourcehost/${unknownId}/repos`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: `Integration ID ${unknownId} not found.` },
    });
    const bad = await call(emu, 'GET', '/v1/integrations/forge/sourcehost/acme/repos');
    expect(bad.body.detail[0].loc).toEqual(['path', 'integration_id']);
  });
});
