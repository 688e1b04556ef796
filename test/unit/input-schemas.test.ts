// Input-validation rules the hostile-input table (test/security/hostile-table.ts) never reaches,
// tested on the schemas themselves: the single-value inputs. Structured (JSON or YAML) inputs,
// name lists and validateInputs are in input-schemas-structured.test.ts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseUrlInput,
  connectionInputs,
  requireCredential,
} from '../../src/common/connection-inputs.ts';
import {
  booleanInput,
  durationInput,
  enumInput,
  optionalUuid,
  requiredUuid,
  validateInputs,
} from '../../src/common/inputs.ts';
import { problemOf } from './schema-problems.ts';

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

describe('UUID inputs', () => {
  it('accept upper-case UUIDs', async () => {
    expect(await problemOf(requiredUuid, '2A7C9E41-5B3D-4F6A-8C2E-9D1B0A3F5E77')).toBeUndefined();
  });

  it.each(['{2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77}', '2a7c9e415b3d4f6a8c2e9d1b0a3f5e77'])(
    'refuse the other spellings of a UUID, such as %s',
    async (text) => {
      expect(await problemOf(requiredUuid, text)).toMatch(/^must be a UUID such as /);
    },
  );

  it('read an optional empty one as not given', () => {
    expect(optionalUuid.parse('')).toBeUndefined();
  });
});

describe('durations', () => {
  const pollInterval = durationInput(100);
  const timeout = durationInput(1000);

  it('refuses one under the minimum, naming it', async () => {
    expect(await problemOf(pollInterval, '50ms')).toBe('must be at least 100ms');
    expect(await problemOf(timeout, '999ms')).toBe('must be at least 1000ms');
    expect(await problemOf(timeout, '0')).toBe('must be at least 1000ms');
  });

  it('accepts the minimum itself', () => {
    expect(pollInterval.parse('100ms')).toBe(100);
    expect(timeout.parse('1s')).toBe(1000);
  });

  it('accepts 24h and refuses a second more, before a timer could overflow', async () => {
    expect(timeout.parse('24h')).toBe(86_400_000);
    expect(await problemOf(timeout, '24h1s')).toBe('must be at most 24h');
    expect(await problemOf(timeout, '25d'.replace('d', 'h'))).toBe('must be at most 24h');
  });
});

describe('wait', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['false', false],
    ['FALSE', false],
    ['', false],
  ])('reads %j as %s', (text, value) => {
    expect(booleanInput.parse(text)).toBe(value);
  });

  it.each(['yes', '1', 'on', 'true '])('refuses %j', async (text) => {
    expect(await problemOf(booleanInput, text)).toBe('must be true or false');
  });
});

describe('one-of-a-few-words inputs', () => {
  const source = enumInput(['sourcehost', 'internal_image', 'internal_source']);

  it('read empty as not given', () => {
    expect(source.parse('')).toBeUndefined();
  });

  it('are case-sensitive, as the service is', async () => {
    expect(source.parse('internal_image')).toBe('internal_image');
    expect(await problemOf(source, 'Internal_Image')).toBe(
      'must be one of sourcehost, internal_image, internal_source',
    );
  });

  it('refuse a deployment source a PATCH cannot pick', async () => {
    expect(await problemOf(source, 'external_image')).toMatch(/^must be one of /);
  });
});
