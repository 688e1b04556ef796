/** The service's resources as the emulator answers them: deployments, revisions, listeners, integrations. */

/** One entry of the repository listing (seed 2.3). */
export interface SourceRepository {
  host_integration_id: string;
  id: number;
  name: string;
  owner: string;
  url: string;
  default_branch: string;
}

/**
 * One step of a revision script: a status and how long the revision holds it, in one of two
 * forms. `{ status: 'BUILDING', ms: 1500 }` holds it for 1500 ms of the emulator's clock (the
 * emulator's `stepMs` when neither is given). `{ status: 'BUILDING', polls: 3 }` answers it to
 * the next 3 `GET /v2/deployments/{id}/revisions/{revision_id}` of this revision, whenever they
 * come, then moves on: a script in polls does not depend on how fast the machine runs the
 * client. Only that GET counts (not the deployment, the revision list or the logs); the
 * revision's log lines of that step appear one by one with those GETs. The last step lasts
 * forever either way.
 */
export interface RevisionStep {
  status: string;
  ms?: number;
  /** A whole number ≥ 1; not together with `ms`. */
  polls?: number;
}

export interface SecretValue {
  name: string;
  value: string;
}

export interface SecretReferenceValue {
  name: string;
  secret_name: string;
  secret_key: string;
}

export interface RevisionConfig {
  repo_ref: string | null;
  agent_config_path: string | null;
  image_uri: string | null;
  source_tarball_path: string | null;
  repo_commit_sha: string | null;
}

/** A deployment as the service answers it: secret values included. */
export interface Deployment {
  name: string;
  source: string;
  source_config: Record<string, unknown>;
  source_revision_config: RevisionConfig;
  secrets: SecretValue[];
  id: string;
  tenant_id: string;
  created_at: string;
  updated_at: string;
  status: string;
  latest_revision_id: string;
  active_revision_id: string | null;
  secret_references: SecretReferenceValue[];
  image_version: string;
  is_managed_deep_agent: boolean;
}

/**
 * A deployment as the API answers it: `latest_revision_id` is null while an `internal_image`
 * deployment created without an image waits for its first one (a seeded deployment always
 * has a revision).
 */
export interface DeploymentAnswer extends Omit<Deployment, 'latest_revision_id'> {
  latest_revision_id: string | null;
}

export interface Revision {
  id: string;
  created_at: string;
  updated_at: string;
  status: string;
  source: string;
  source_revision_config: RevisionConfig;
}

export interface Listener {
  version: string | null;
  compute_type: string;
  compute_id: string;
  compute_config: { k8s_namespaces: string[] | null };
  id: string;
  created_at: string;
  updated_at: string;
}

export interface Integration {
  id: string;
  repositories: SourceRepository[];
}
