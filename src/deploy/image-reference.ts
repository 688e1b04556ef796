/** Sources whose revisions run an image named by `image-uri`. */
const IMAGE_SOURCES: ReadonlySet<string> = new Set(['internal_image', 'external_image']);

/** `@sha256:` and 64 hex digits: an image by its content, which no push can change. */
const DIGEST = /@sha256:[0-9a-f]{64}$/i;

/**
 * The warning for an image deployed by tag (or by no tag at all, which is `:latest`): a tag can
 * move between the push and the rollout, or later, so the revision may run another image than
 * the one the workflow built. Undefined for a digest, or for a source that takes no image.
 */
export function imageTagWarning(
  imageUri: string | undefined,
  source: string | null | undefined,
): string | undefined {
  if (!imageUri || !source || !IMAGE_SOURCES.has(source) || DIGEST.test(imageUri)) {
    return undefined;
  }
  const lastSlash = imageUri.lastIndexOf('/');
  const tagAt = imageUri.indexOf(':', lastSlash + 1);
  const repository = tagAt < 0 ? imageUri : imageUri.slice(0, tagAt);
  const tag = tagAt < 0 ? 'no tag (latest)' : `the tag ${imageUri.slice(tagAt + 1)}`;
  return `image-uri names ${tag}, not a digest: a tag can move, so the revision may run another image than the one you built. Deploy by digest instead: ${repository}@sha256:<digest> (docker/build-push-action's digest output gives it).`;
}
