import type { SourceRepository } from '../../client/service-schemas.ts';
import {
  type DeploymentCreate,
  type DeploymentPatch,
  REVISION_SOURCES,
  type RevisionSource,
} from '../../client/service-schemas.ts';
import { StepFailure } from '../../common/step-control.ts';
import { words } from '../../common/wording.ts';
import type { ChangeSettings } from '../settings.ts';

/**
 * What the action learned before sending, in place of the inputs of the same name: the
 * archive packed from source-path and uploaded (its `object_path`, and the agent config's path
 * inside it, whose root widens for local dependencies), or the entry of the repository listing
 * that integration-id and repository name.
 */
export type Found = Partial<Pick<ChangeSettings, 'sourceTarballPath' | 'agentConfigPath'>> & {
  repository?: SourceRepository;
};

/** A change the inputs ask for that the deployment cannot take; nothing was sent. */
export class ChangeNotSent extends StepFailure {}

/**
 * Why the source tree never reached the service: packing or uploading it failed (or was
 * stopped). Nothing that changes the deployment was sent by then.
 */
export class SourceNotShipped extends StepFailure {}

/**
 * Only what the user gave: an input left empty adds no member, because `secrets: []` would
 * wipe the deployment's secrets and `null` may clear a field. `deploymentSource` is the source
 * the deployment was created with: a source only a create takes (`external_image`, ...) is its
 * own default on later runs, so it is left out rather than sent as an override.
 */
export function buildPatchBody(
  inputs: ChangeSettings,
  found: Found = {},
  deploymentSource?: string | null,
): DeploymentPatch {
  const source = found.sourceTarballPath ? 'internal_source' : inputs.source;
  const override = source && (REVISION_SOURCES as readonly string[]).includes(source);
  if (source && !override && source !== deploymentSource) {
    throw new ChangeNotSent(
      `${words().subject('source')}: ${source} is taken only when the deployment is created, and this deployment's source is ${deploymentSource ?? 'not stated'}; a change to it takes ${REVISION_SOURCES.join(', ')}. Nothing was sent.`,
    );
  }
  return definedOnly({
    revision_source: override ? (source as RevisionSource) : undefined,
    ...settings(inputs, found),
  });
}

/** The body that creates the deployment named `name` from the same inputs, with its type. */
export function buildCreateBody(
  inputs: ChangeSettings,
  name: string,
  source: DeploymentCreate['source'],
  found: Found = {},
): DeploymentCreate {
  const given = settings(inputs, found);
  const type = inputs.deploymentType;
  const sourceConfig = type ? { ...given.source_config, deployment_type: type } : undefined;
  return definedOnly({
    name,
    source,
    ...given,
    ...(sourceConfig && { source_config: sourceConfig }),
  });
}

function settings(inputs: ChangeSettings, found: Found) {
  const { repository } = found;
  const revisionConfig = definedOnly({
    repo_ref: inputs.repoRef ?? repository?.default_branch,
    agent_config_path: found.agentConfigPath ?? inputs.agentConfigPath,
    image_uri: inputs.imageUri,
    source_tarball_path: found.sourceTarballPath ?? inputs.sourceTarballPath,
  });
  const sourceConfig = repository
    ? {
        ...inputs.sourceConfig,
        integration_id: repository.host_integration_id,
        repo_url: repository.url,
      }
    : inputs.sourceConfig;
  return {
    source_config: sourceConfig,
    source_revision_config: Object.keys(revisionConfig).length > 0 ? revisionConfig : undefined,
    secrets: inputs.secrets,
    secret_references: inputs.secretReferences,
  };
}

/** Whether the service will create a revision for this body (docs/service.md: source_revision_config or secrets). */
export function createsRevision(body: DeploymentPatch): boolean {
  return body.source_revision_config != null || body.secrets != null;
}

function definedOnly<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

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
  return `${words().input('image-uri')} names ${tag}, not a digest: a tag can move, so the revision may run another image than the one you built. Deploy by digest instead: ${repository}@sha256:<digest> (${words().onGitHub ? "docker/build-push-action's digest output" : 'the push of the image'} gives it).`;
}
