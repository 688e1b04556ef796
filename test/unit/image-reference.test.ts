import { describe, expect, it } from 'vitest';
import { imageTagWarning } from '../../src/deploy/image-reference.ts';

const DIGEST = `sha256:${'a'.repeat(64)}`;

describe('imageTagWarning', () => {
  it.each(['internal_image', 'external_image'])(
    'warns about a tag for %s, showing the digest form',
    (source) => {
      const warning = imageTagWarning('registry.example.com:5000/acme/agent:v2', source);
      expect(warning).toContain('image-uri names the tag v2, not a digest: a tag can move');
      expect(warning).toContain('registry.example.com:5000/acme/agent@sha256:<digest>');
    },
  );

  it('warns about an image with no tag, which is latest', () => {
    expect(imageTagWarning('registry.example.com:5000/agent', 'external_image')).toContain(
      'image-uri names no tag (latest), not a digest',
    );
  });

  it.each([
    [`registry.example.com/agent@${DIGEST}`, 'internal_image'],
    [`registry.example.com/agent:v2@${DIGEST}`, 'external_image'],
    ['registry.example.com/agent:v2', 'sourcehost'],
    ['registry.example.com/agent:v2', undefined],
    [undefined, 'internal_image'],
  ])('is silent for %j with source %j', (imageUri, source) => {
    expect(imageTagWarning(imageUri, source)).toBeUndefined();
  });
});
