import { describe, expect, it } from 'vitest';
import { imageNameFor, isImageName, parseRegistryUrl } from '../../src/registry/registry-url.ts';

describe('parseRegistryUrl', () => {
  it.each([
    ['https://registry.example.com/acme/', 'registry.example.com/acme', 'registry.example.com'],
    ['registry.example.com/acme', 'registry.example.com/acme', 'registry.example.com'],
    ['https://registry.example.com', 'registry.example.com', 'registry.example.com'],
    ['http://127.0.0.1:5000/t//', '127.0.0.1:5000/t', '127.0.0.1:5000'],
    ['HTTPS://Registry.Example.com/a/b-c/', 'registry.example.com/a/b-c', 'registry.example.com'],
  ])('reads %j as registry %j on host %j', (url, registry, host) => {
    expect(parseRegistryUrl(url)).toEqual({ registry, host });
  });

  it.each([
    ['https://registry example.com/acme', 'spaces'],
    ['https://user:pw@registry.example.com/acme', '"@"'],
    ['https://registry.example.com/acme?x=1', '"?"'],
    ['https://', 'is not a registry host name'],
    ['https:///acme', 'is not a registry host name'],
    ['https://-bad-.example.com/acme', 'is not a registry host name'],
    ['https://registry.example.com/Acme Corp', 'spaces'],
    ['https://registry.example.com/a//b', 'the path segment "" is not part of an image name'],
    ['https://registry.example.com/--login', 'the path segment "--login"'],
    ['https://https://registry.example.com', 'more than one scheme'],
    ['registry.example.com:99999999/x', 'is not a registry host name'],
  ])('refuses %j: %s', (url, why) => {
    expect(() => parseRegistryUrl(url)).toThrow(/does not parse/);
    expect(() => parseRegistryUrl(url)).toThrow(why);
  });
});

describe('imageNameFor: the deployment name as an image repository', () => {
  it.each([
    ['support-agent', 'support-agent'],
    ['Support Agent', 'support-agent'],
    ['agent_v2.1', 'agent_v2.1'],
    ['-Agent!!Prod-', 'agent-prod'],
    ['ÄGENT', 'gent'],
  ])('%j becomes %j', (name, image) => {
    expect(imageNameFor(name)).toBe(image);
    expect(isImageName(image)).toBe(true);
  });

  it('refuses a name that leaves nothing, asking for image-name', () => {
    expect(() => imageNameFor('!!!')).toThrow('set image-name');
  });
});

describe('isImageName', () => {
  it.each(['agent', 'team/agent-server', 'a.b_c__d'])('takes %j', (name) => {
    expect(isImageName(name)).toBe(true);
  });

  it.each(['Agent', '/agent', 'agent/', 'a//b', '-agent', 'agent:tag', 'agent@sha256:ab', 'a b'])(
    'refuses %j',
    (name) => {
      expect(isImageName(name)).toBe(false);
    },
  );
});
