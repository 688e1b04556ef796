import { StepFailure } from '../common/step-control.ts';
import { words } from '../common/wording.ts';

/**
 * The service's `registry_url` as Docker takes it: no scheme, no trailing slash (the service
 * may send both), and the registry host, which is its first path segment. What Docker would
 * read as something else (a space, a `@`, an empty segment, a host that is no host name) is
 * refused here, before anything runs.
 */
export interface Registry {
  /** `registry.example.com/tenant`: what image names start with. */
  registry: string;
  /** `registry.example.com` (with a port when it has one): what docker logs in to. */
  host: string;
}

/** A host name or IPv4 address, with an optional port; what `docker login` takes as a server. */
const HOST =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;
/** One path segment of a repository name, as Docker's reference grammar allows it. */
const SEGMENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;

export function parseRegistryUrl(registryUrl: string): Registry {
  const refuse = (why: string) =>
    new StepFailure(
      `The service's registry URL ${JSON.stringify(registryUrl.slice(0, 200))} does not parse: ${why}. Nothing was run.`,
    );
  if (/[\s\p{Cc}@\\?#]/u.test(registryUrl)) {
    throw refuse('it holds spaces, control characters, "@", "\\", "?" or "#"');
  }
  const schemeless = registryUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  if (schemeless.includes('://')) throw refuse('it has more than one scheme');
  const [host = '', ...path] = schemeless.split('/');
  if (!HOST.test(host)) throw refuse(`"${host.slice(0, 100)}" is not a registry host name`);
  const badSegment = path.find((segment) => !SEGMENT.test(segment));
  if (badSegment !== undefined) {
    throw refuse(`the path segment "${badSegment.slice(0, 100)}" is not part of an image name`);
  }
  return { registry: schemeless.toLowerCase(), host: host.toLowerCase() };
}

/** Whether `host` is a registry host as parseRegistryUrl gives one: lower case, HOST's grammar. */
export function isRegistryHost(host: string): boolean {
  return HOST.test(host) && host === host.toLowerCase();
}

/**
 * The image repository for a deployment name: lower-cased, each character outside
 * `[a-z0-9._-]` replaced by `-`, then trimmed to what Docker accepts (a name starts and ends
 * with a letter or digit, and separators do not repeat).
 */
export function imageNameFor(deploymentName: string): string {
  const name = deploymentName
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')
    .replace(/[._-]{2,}/g, (run) => run[0] as string)
    .replace(/^[._-]+|[._-]+$/g, '');
  if (!name) {
    throw new StepFailure(
      `The deployment name "${deploymentName.slice(0, 100)}" leaves no image name once normalised: set ${words().input('image-name')}.`,
    );
  }
  return name;
}

/** Whether `name` is a repository path Docker accepts: segments of SEGMENT joined by `/`. */
export function isImageName(name: string): boolean {
  return name.length <= 255 && name.split('/').every((segment) => SEGMENT.test(segment));
}
