import type { RevisionConfig, SecretReferenceValue, SecretValue } from '../state/resources.ts';

/*
 * Request bodies as the routes see them, once emulator/openapi.yaml has let them through
 * (DeploymentCreate, DeploymentPatch, ListenerCreate, ListenerPatch). Members the routes
 * only store and echo stay loosely typed.
 */

export type SourceRevisionConfigBody = Partial<Omit<RevisionConfig, 'repo_commit_sha'>>;

interface DeploymentSettings {
  source_config?: Record<string, unknown> | null;
  source_revision_config?: SourceRevisionConfigBody | null;
  secrets?: SecretValue[] | null;
  secret_references?: SecretReferenceValue[] | null;
}

export interface DeploymentCreateBody extends DeploymentSettings {
  name: string;
  source: string;
}

export interface DeploymentPatchBody extends DeploymentSettings {
  revision_source?: string;
  /** Checked by the document, then only accepted: nothing an answer shows depends on it. */
  tracked_packages?: string[] | null;
}

interface ListenerComputeConfigBody {
  k8s_namespaces?: string[] | null;
}

export interface ListenerCreateBody {
  compute_type: string;
  compute_id: string;
  compute_config: ListenerComputeConfigBody;
  version?: string | null;
}

export interface ListenerPatchBody {
  version?: string | null;
  compute_config?: ListenerComputeConfigBody | null;
}
