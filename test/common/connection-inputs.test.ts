// src/common/connection-inputs.ts: the connection inputs every action shares, checked on the
// schemas themselves (base-url, the credentials and the rule that one credential is given).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseUrlInput,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../../src/common/connection-inputs.ts';
import { validateInputs } from '../../src/common/inputs.ts';
import { problemOf } from '../support/schema-problems.ts';

describe('base-url', () => {
  it.each([
    ['https://cp.example.com', 'https://cp.example.com/'],
    ['https://CP.Example.com/api/', 'https://cp.example.com/api/'],
    ['https://cp.example.com:8443/prefix', 'https://cp.example.com:8443/prefix'],
    ['http://localhost:8080', 'http://localhost:8080/'],
    ['http://127.0.0.1', 'http://127.0.0.1/'],
    ['http://127.10.20.30:9', 'http://127.10.20.30:9/'],
    ['http://[::1]:3000', 'http://[::1]:3000/'],
  ])('accepts %s as %s', (text, href) => {
    expect(baseUrlInput.parse(text)).toBe(href);
  });

  it.each([
    'http://cp.example.com',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://10.0.0.1',
    'http://[::2]',
  ])('refuses plain http to %s, which is not this machine', async (text) => {
    expect(await problemOf(baseUrlInput, text)).toBe(
      'must use https:// (plain http:// is accepted only for localhost, where the API key cannot be overheard)',
    );
  });

  it.each(['ftp://cp.example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'ws://localhost'])(
    'refuses the scheme of %s',
    async (text) => {
      expect(await problemOf(baseUrlInput, text)).toBe('must be an https:// URL');
    },
  );

  it.each(['https://user:pass@cp.example.com', 'https://token@cp.example.com'])(
    'refuses credentials in %s, which would travel outside the key handling',
    async (text) => {
      expect(await problemOf(baseUrlInput, text)).toBe(
        'must not carry credentials; pass api-key or bearer-token instead',
      );
    },
  );

  it.each(['https://cp.example.com/?tenant=a', 'https://cp.example.com/api#v2'])(
    'refuses the query or fragment of %s',
    async (text) => {
      expect(await problemOf(baseUrlInput, text)).toBe(
        'must not carry a query string or fragment; a path prefix is fine',
      );
    },
  );

  it('refuses a tab, which the URL parser would drop silently', async () => {
    expect(await problemOf(baseUrlInput, 'https://cp.exa\tmple.com')).toBe(
      'must be one URL without spaces, line breaks or control characters',
    );
  });
});

describe('api-key and bearer-token', () => {
  const credentials = requireCredential(z.object(connectionInputs));
  const base = {
    'base-url': 'https://cp.example.com',
    'api-key': '',
    'bearer-token': '',
    'tenant-id': '',
  };

  it('accepts a bearer token alone', async () => {
    const inputs = await validateInputs(credentials, { ...base, 'bearer-token': 'eyJhbGciOi.x.y' });
    expect(inputs['bearer-token']).toBe('eyJhbGciOi.x.y');
    expect(inputs['api-key']).toBeUndefined();
  });

  it('accepts both at once', async () => {
    const inputs = await validateInputs(credentials, {
      ...base,
      'api-key': 'k',
      'bearer-token': 't',
    });
    expect(inputs).toMatchObject({ 'api-key': 'k', 'bearer-token': 't' });
  });

  it('accepts any printable ASCII a key may hold', async () => {
    const key = '!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~';
    expect(await problemOf(connectionInputs['api-key'], key)).toBeUndefined();
  });

  it('refuses a tab or a DEL, which cannot go into a header', async () => {
    const expected =
      'must be printable ASCII without spaces or line breaks, because it is sent in an HTTP header';
    expect(await problemOf(connectionInputs['api-key'], 'sk\tkey')).toBe(expected);
    expect(await problemOf(connectionInputs['bearer-token'], 'tok\x7f')).toBe(expected);
  });
});

describe('connectionFrom', () => {
  it('leaves out a credential or tenant not given', () => {
    expect(connectionFrom({ 'base-url': 'https://cp.example.com/', 'api-key': 'k' })).toStrictEqual(
      {
        baseUrl: 'https://cp.example.com/',
        apiKey: 'k',
      },
    );
  });

  it('carries every connection input given, in camelCase', () => {
    const tenant = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
    expect(
      connectionFrom({
        'base-url': 'https://cp.example.com/',
        'api-key': 'k',
        'bearer-token': 't',
        'tenant-id': tenant,
      }),
    ).toStrictEqual({
      baseUrl: 'https://cp.example.com/',
      apiKey: 'k',
      bearerToken: 't',
      tenantId: tenant,
    });
  });
});
