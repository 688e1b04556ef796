import { z } from 'zod';
import { ResourceSpec } from './resource-spec-schema.ts';

export const DEPLOYMENT_SOURCES = [
  'sourcehost',
  'external_image',
  'internal_image',
  'internal_source',
  'internal_template',
] as const;
/** Sources a PATCH may pick for one revision (`revision_source`). */
export const REVISION_SOURCES = ['sourcehost', 'internal_image', 'internal_source'] as const;
export type RevisionSource = (typeof REVISION_SOURCES)[number];
/** `source_config.deployment_type`: set when a deployment is created. */
export const DEPLOYMENT_TYPES = ['dev_free', 'dev', 'prod'] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

/** `string, uuid` as the service reads it: any 8-4-4-4-12 hex id, of any RFC version or none. */
const uuid = z.guid();
/** FastAPI's wording, so the emulator's 422s read like the service's. */
export const boundedString = z
  .string()
  .max(255, { error: 'String should have at most 255 characters' });

export const SourceConfig = z.object({
  integration_id: uuid.nullish(),
  repo_url: z.string().nullish(),
  build_on_push: z.boolean().nullish(),
  custom_url: z.string().nullish(),
  resource_spec: ResourceSpec.nullish(),
  listener_id: uuid.nullish(),
  listener_config: z.strictObject({ k8s_namespace: z.string().nullish() }).nullish(),
  install_command: z.string().nullish(),
  build_command: z.string().nullish(),
  deployment_type: z.enum(DEPLOYMENT_TYPES).nullish(),
});
export type SourceConfig = z.infer<typeof SourceConfig>;

export const SourceRevisionConfigInput = z.strictObject({
  repo_ref: boundedString.nullish(),
  agent_config_path: boundedString.nullish(),
  image_uri: z.string().nullish(),
  source_tarball_path: z.string().nullish(),
});
export type SourceRevisionConfigInput = z.infer<typeof SourceRevisionConfigInput>;

/**
 * The revision-level fields a change sets: the members of `source_revision_config` a request
 * sends (`repo_commit_sha` is the service's own). A revision is what these hold, and its source.
 */
export const REVISION_FIELDS = Object.keys(SourceRevisionConfigInput.shape) as Array<
  keyof SourceRevisionConfigInput
>;

export const SourceRevisionConfig = z.object({
  repo_ref: z.string().nullish(),
  agent_config_path: z.string().nullish(),
  image_uri: z.string().nullish(),
  source_tarball_path: z.string().nullish(),
  repo_commit_sha: z.string().nullish(),
});

export const Secret = z.object({ name: z.string().min(1), value: z.string() });
export type Secret = z.infer<typeof Secret>;

export const SecretReference = z.strictObject({
  name: z.string().min(1),
  secret_name: z.string().min(1),
  secret_key: z.string().min(1),
});
export type SecretReference = z.infer<typeof SecretReference>;

/** What a request may set on a deployment, on create and on patch alike. */
const deploymentSettings = {
  source_config: SourceConfig.strict().nullish(),
  source_revision_config: SourceRevisionConfigInput.nullish(),
  secrets: z.array(Secret.strict()).nullish(),
  secret_references: z.array(SecretReference).nullish(),
};

export const DeploymentPatch = z.strictObject({
  revision_source: z.enum(REVISION_SOURCES).optional(),
  ...deploymentSettings,
});
export type DeploymentPatch = z.infer<typeof DeploymentPatch>;

export const DeploymentCreate = z.strictObject({
  name: z.string().min(1).max(255),
  source: z.enum(DEPLOYMENT_SOURCES),
  ...deploymentSettings,
});
export type DeploymentCreate = z.infer<typeof DeploymentCreate>;

/**
 * Ids in an answer are used in request paths and written as outputs, so they must look like
 * UUIDs (any version: the service's own ids are what they are).
 */
export const answerId = z.guid({ error: 'is not a UUID' });
/** A status is a word of capitals, digits and underscores, as every status the service lists. */
export const statusWord = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'is not a status word such as DEPLOYED' });

/** Responses are read leniently: unknown members and enum values pass; bad ids and statuses do not. */
export const Deployment = z.object({
  id: answerId,
  name: z.string().nullish(),
  source: z.string().nullish(),
  source_config: z.record(z.string(), z.unknown()).nullish(),
  source_revision_config: SourceRevisionConfig.nullish(),
  // Secret values are reported to the redactor and then dropped: nothing downstream can print them.
  secrets: z.array(z.object({ name: z.string() })).nullish(),
  tenant_id: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  status: z.string().nullish(),
  latest_revision_id: answerId.nullish(),
  active_revision_id: answerId.nullish(),
  secret_references: z.array(z.record(z.string(), z.unknown())).nullish(),
  image_version: z.string().nullish(),
  is_managed_deep_agent: z.boolean().nullish(),
});
export type Deployment = z.infer<typeof Deployment>;

/** Only the deploy history reads a revision's times: one it cannot read leaves the rest usable. */
const revisionTime = z.string().nullish().catch(undefined);

export const Revision = z.object({
  id: answerId,
  created_at: revisionTime,
  updated_at: revisionTime,
  status: statusWord,
  source: z.string().nullish(),
  source_revision_config: SourceRevisionConfig.nullish(),
});
export type Revision = z.infer<typeof Revision>;

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ resources: z.array(item), offset: z.int().nullish() });

export const DeploymentPage = page(Deployment);
export const RevisionPage = page(Revision);

export const COMPUTE_TYPES = ['k8s'] as const;

export const ListenerComputeConfig = z.object({
  k8s_namespaces: z.array(z.string()).nullish(),
});

export const ListenerCreate = z.strictObject({
  compute_type: z.enum(COMPUTE_TYPES),
  compute_id: z.string().min(1).max(255),
  compute_config: ListenerComputeConfig.strict(),
  version: z.string().nullish(),
});
export type ListenerCreate = z.infer<typeof ListenerCreate>;

export const ListenerPatch = z.strictObject({
  version: z.string().nullish(),
  compute_config: ListenerComputeConfig.strict().nullish(),
});
export type ListenerPatch = z.infer<typeof ListenerPatch>;

export const Listener = z.object({
  id: answerId,
  compute_type: z.string().nullish(),
  compute_id: z.string().nullish(),
  compute_config: ListenerComputeConfig.nullish(),
  version: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type Listener = z.infer<typeof Listener>;

export const ListenerPage = page(Listener);

export const SourceRepository = z.object({
  host_integration_id: answerId,
  id: z.int(),
  name: z.string(),
  owner: z.string(),
  url: z.string(),
  default_branch: z.string(),
});
export type SourceRepository = z.infer<typeof SourceRepository>;

export const SourceRepositoryList = z.array(SourceRepository);

/** `POST …/upload-url`: where to PUT the archive, and the path a revision then names. */
export const UploadTarget = z.object({
  upload_url: z.url({ protocol: /^https?$/, error: 'is not an http(s) URL' }),
  object_path: z.string().min(1).max(1024),
});
export type UploadTarget = z.infer<typeof UploadTarget>;

/**
 * Push credentials for the service's registry (docs/service.md, "Pushing an image").
 * `registry_url` is checked by whoever uses it: it may carry a scheme and a trailing slash.
 */
export const PushToken = z.object({
  token: z
    .string()
    .min(1)
    .max(16 * 1024),
  registry_url: z.string().min(1).max(2048),
});
export type PushToken = z.infer<typeof PushToken>;

/** What a log request may ask for (docs/service.md, "Logs"). */
export const LogQuery = z.strictObject({
  limit: z.int().min(1).max(1000),
  order: z.enum(['asc', 'desc']),
  /** `next_offset` of the page before, passed back as the service gave it. */
  offset: z.union([z.string(), z.number()]).optional(),
  level: z.string().optional(),
  query: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type LogQuery = z.infer<typeof LogQuery>;

/** The longest log line id kept: ids are compared and remembered, never shown. */
export const MAX_LOG_ID_CHARS = 256;

/** A page of log lines: the user's own program output, so anything may be in a message. */
export const LogPage = z.object({
  logs: z.array(
    z.object({
      /**
       * Unique per line: a client following a log drops lines whose id it has shown. An id
       * that is not a short string is not one to compare by: the line stays, without an id.
       */
      id: z.string().min(1).max(MAX_LOG_ID_CHARS).optional().catch(undefined),
      timestamp: z.union([z.number(), z.string()]).nullish(),
      level: z.string().nullish(),
      message: z.string(),
    }),
  ),
  next_offset: z.union([z.string(), z.number()]).nullish(),
});
export type LogPage = z.infer<typeof LogPage>;
export type LogLine = LogPage['logs'][number];

/** Whatever a DELETE answers: nothing of it is used. */
export const Anything = z.unknown();

export const ValidationErrorEntry = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationErrorEntry = z.infer<typeof ValidationErrorEntry>;

export const ValidationErrorBody = z.object({ detail: z.array(ValidationErrorEntry) });
export const MessageErrorBody = z.object({ detail: z.string() });
export const ErrorBody = z.union([MessageErrorBody, ValidationErrorBody]);
export type ErrorBody = z.infer<typeof ErrorBody>;
