// Which origins skip the proxy, decided in-process: loopback goes direct even with HTTP_PROXY
// and HTTPS_PROXY set, every other host still goes to the proxy. Real sockets: a plain HTTP
// server on 127.0.0.1 and ::1, and the recording CONNECT proxy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProxyAwareAgent } from '../../src/client/proxy-agent.ts';
import { type ConnectProxy, startConnectProxy } from '../support/connect-proxy.ts';

describe('the proxy-aware agent, with HTTP_PROXY and HTTPS_PROXY set', () => {
  let proxy: ConnectProxy;
  let server: http.Server;
  let port = 0;
  const seen: Array<{ url: string | undefined; apiKey: string | undefined }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url, apiKey: req.headers['x-api-key'] as string | undefined });
      res.end('direct');
    });
    // `::` takes IPv4 connections too on this machine's dual-stack loopback.
    await new Promise<void>((ready) => server.listen(0, '::', ready));
    port = (server.address() as AddressInfo).port;
    proxy = await startConnectProxy({ hosts: { 'elsewhere.test': port } });
  });
  afterEach(() => {
    proxy.reset();
    seen.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise<void>((done) => server.close(() => done()));
  });

  const agentThroughProxy = () =>
    createProxyAwareAgent({ httpProxy: proxy.url, httpsProxy: proxy.url });

  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'sends a request for %s straight to it, the proxy sees nothing',
    async (host) => {
      const agent = agentThroughProxy();
      try {
        const response = await request(`http://${host}:${port}/v2/deployments`, {
          dispatcher: agent,
          headers: { 'x-api-key': 'sk-loopback-only' },
        });
        expect(await response.body.text()).toBe('direct');
      } finally {
        await agent.close();
      }
      expect(seen).toEqual([{ url: '/v2/deployments', apiKey: 'sk-loopback-only' }]);
      expect(proxy.connects).toEqual([]);
      expect(proxy.otherRequests).toEqual([]);
    },
  );

  it('sends a plain-http request for another host to the proxy', async () => {
    const agent = agentThroughProxy();
    try {
      const response = await request(`http://elsewhere.test:${port}/v2/deployments`, {
        dispatcher: agent,
      });
      await response.body.dump();
      // The recording proxy refuses anything but CONNECT, so the server never sees it.
      expect(response.statusCode).toBe(405);
    } finally {
      await agent.close();
    }
    const requests = [
      ...proxy.otherRequests.map((r) => r.line),
      ...proxy.connects.map((c) => `CONNECT ${c.target}`),
    ];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(`elsewhere.test:${port}`);
    expect(seen).toEqual([]);
  });

  it('tunnels an https request for another host through the proxy', async () => {
    const agent = agentThroughProxy();
    try {
      // The server behind the tunnel speaks plain HTTP, so the TLS handshake fails: what
      // matters is where the request went.
      await expect(
        request(`https://elsewhere.test:${port}/`, { dispatcher: agent }),
      ).rejects.toThrow();
    } finally {
      await agent.destroy();
    }
    expect(proxy.connects.map((c) => c.target)).toEqual([`elsewhere.test:${port}`]);
  });

  it('leaves NO_PROXY in charge of other hosts', async () => {
    const agent = createProxyAwareAgent({ httpProxy: proxy.url, noProxy: 'elsewhere.test' });
    try {
      // Not resolvable without the proxy: going direct fails at the lookup.
      await expect(
        request(`http://elsewhere.test:${port}/`, { dispatcher: agent }),
      ).rejects.toThrow();
    } finally {
      await agent.close();
    }
    expect(proxy.connects).toEqual([]);
    expect(proxy.otherRequests).toEqual([]);
  });
});
