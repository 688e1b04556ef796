import { describe, expect, it } from 'vitest';
import { checkUploadUrl, describeStorageAnswer } from '../../src/packing/upload-target.ts';

describe('checkUploadUrl', () => {
  it.each([
    'http://storage.example.com/b?sig=secret-signature',
    'http://10.0.0.1/b?sig=secret-signature',
    'http://localhost.example.com/b?sig=secret-signature',
    'http://128.0.0.1/b?sig=secret-signature',
    'ftp://127.0.0.1/b?sig=secret-signature',
    'file:///etc/passwd?sig=secret-signature',
  ])('refuses %s without repeating its query', (url) => {
    expect(() => checkUploadUrl(url)).toThrow(
      /^refusing to upload the source archive to .* the upload URL must use https/,
    );
    expect(() => checkUploadUrl(url)).not.toThrow(/secret-signature/);
  });

  it('refuses a URL it cannot read, without repeating it', () => {
    expect(() => checkUploadUrl('not a url ?sig=secret')).toThrow(
      'the upload URL the service returned is not a valid URL',
    );
  });

  it.each([
    'https://storage.example.com/b?sig=x',
    'http://localhost:9000/b',
    'http://127.0.0.1/b',
    'http://127.9.8.7/b',
    'http://[::1]:8080/b',
  ])('accepts %s', (url) => {
    expect(checkUploadUrl(url).href).toBe(new URL(url).href);
  });
});

describe('describeStorageAnswer', () => {
  it('removes the query string and its long values wherever the answer repeats them', () => {
    const url = new URL('https://storage.example.com/b/o?X-Goog-Signature=0123456789abcdef&x=PUT');
    const echoed = `denied for ${url.href} (signature 0123456789abcdef), method PUT`;
    expect(describeStorageAnswer(echoed, url)).toBe(
      'denied for https://storage.example.com/b/o?… (signature …), method PUT',
    );
  });
});
