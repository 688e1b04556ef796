import type { DeploymentPatch } from '../client/deployment-schemas.ts';
import type { DeployInputs } from './inputs.ts';

/**
 * Only what the user gave: an input left empty adds no member, because `secrets: []` would
 * wipe the deployment's secrets and `null` may clear a field.
 */
export function buildPatchBody(inputs: DeployInputs): DeploymentPatch {
  const revisionConfig = definedOnly({
    repo_ref: inputs['repo-ref'],
    agent_config_path: inputs['agent-config-path'],
    image_uri: inputs['image-uri'],
    source_tarball_path: inputs['source-tarball-path'],
  });
  return definedOnly({
    revision_source: inputs.source,
    source_config: inputs['source-config'],
    source_revision_config: Object.keys(revisionConfig).length > 0 ? revisionConfig : undefined,
    secrets: inputs.secrets,
    secret_references: inputs['secret-references'],
  });
}

/** Whether the service will create a revision for this body (service facts: source_revision_config or secrets). */
export function createsRevision(body: DeploymentPatch): boolean {
  return body.source_revision_config != null || body.secrets != null;
}

function definedOnly<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
