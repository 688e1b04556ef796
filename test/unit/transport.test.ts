import { describe, expect, it } from 'vitest';
import { joinUrl } from '../../src/client/transport.ts';

const PATH = '/v2/deployments/2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

describe('joinUrl', () => {
  it.each([
    ['https://cp.example.com', `https://cp.example.com${PATH}`],
    ['https://cp.example.com/', `https://cp.example.com${PATH}`],
    ['https://cp.example.com/api', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/api/', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/api//', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/a/b/', `https://cp.example.com/a/b${PATH}`],
    ['http://127.0.0.1:8080/prefix', `http://127.0.0.1:8080/prefix${PATH}`],
  ])('joins %s and the path without a doubled or lost slash', (base, expected) => {
    expect(joinUrl(base, PATH).href).toBe(expected);
  });

  it('keeps the path prefix instead of resolving the path against the host', () => {
    // new URL('/v2/…', base) would drop /api: the prefix must survive.
    expect(joinUrl('https://cp.example.com/api', '/v2/listeners').pathname).toBe(
      '/api/v2/listeners',
    );
  });

  it('sets the query from the given members, encoded, skipping undefined ones', () => {
    const url = joinUrl('https://cp.example.com/api/', '/v2/deployments', {
      name_contains: 'agent & co/prod',
      limit: 100,
      offset: 0,
      status: undefined,
    });
    expect(url.pathname).toBe('/api/v2/deployments');
    expect([...url.searchParams]).toEqual([
      ['name_contains', 'agent & co/prod'],
      ['limit', '100'],
      ['offset', '0'],
    ]);
    expect(url.search).toBe('?name_contains=agent+%26+co%2Fprod&limit=100&offset=0');
  });

  it('has no query when none is given', () => {
    expect(joinUrl('https://cp.example.com', '/v2/listeners').search).toBe('');
    expect(joinUrl('https://cp.example.com', '/v2/listeners', {}).search).toBe('');
  });

  it('drops a query or fragment on the base URL rather than sending it', () => {
    const url = joinUrl('https://cp.example.com/api?key=leak#frag', '/v2/listeners', { limit: 1 });
    expect(url.href).toBe('https://cp.example.com/api/v2/listeners?limit=1');
  });
});
