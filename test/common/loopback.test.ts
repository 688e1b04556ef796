// src/common/loopback.ts: which URLs name this machine, for the proxy and the deployment's URL.
import { describe, expect, it } from 'vitest';
import { isLoopbackOrigin } from '../../src/common/loopback.ts';

describe('isLoopbackOrigin', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://127.255.255.254',
    'https://127.1',
    'http://0x7f.0.0.1',
    'http://localhost:3000',
    'http://LOCALHOST',
    'https://localhost.:8443',
    'http://[::1]:8080',
    'http://[0:0:0:0:0:0:0:1]',
    'http://[::ffff:127.0.0.1]',
  ])('%s is loopback', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(true);
    expect(isLoopbackOrigin(new URL(origin))).toBe(true);
  });

  it.each([
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://0.0.0.0',
    'http://127.example.test',
    'http://127.0.0.1.nip.example',
    'http://localhost.example.test',
    'http://app.localhost',
    'http://[::2]',
    'http://[fe80::1]',
    'http://[::ffff:10.0.0.1]',
    'https://cp.internal.test',
    'not a url',
    undefined,
  ])('%s is not', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false);
  });
});
