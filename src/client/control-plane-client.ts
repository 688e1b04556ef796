import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { ConnectionSettings } from '../common/connection-inputs.ts';
import { idProblem, invalidAnswer, readAnswer } from './answers.ts';
import {
  type BackoffSettings,
  DEFAULT_BACKOFF,
  type RetryNotice,
  type ServicePacing,
} from './retry-policy.ts';
import {
  Anything,
  Deployment,
  type DeploymentCreate,
  DeploymentCreate as DeploymentCreateSchema,
  DeploymentPage,
  type DeploymentPatch,
  DeploymentPatch as DeploymentPatchSchema,
  Listener,
  ListenerCreate,
  type ListenerCreate as ListenerCreateBody,
  ListenerPage,
  ListenerPatch,
  type ListenerPatch as ListenerPatchBody,
  LogPage,
  LogQuery,
  PushToken,
  Revision,
  RevisionPage,
  SourceRepositoryList,
  UploadTarget,
} from './service-schemas.ts';
import { type SendOptions, Transport } from './transport.ts';

/** Kept equal to package.json's version by a test. */
export const VERSION = '1.0.0';
export const USER_AGENT = `agent-deploy-action/${VERSION} (+https://github.com/features/actions; node ${process.versions.node})`;

export interface ClientOptions extends ConnectionSettings {
  userAgent?: string;
  requestTimeoutMs?: number;
  backoff?: Partial<BackoffSettings>;
  maxResponseBytes?: number;
  onRetry?: (notice: RetryNotice) => void;
  /** Told every secret value an answer carries, before anything else sees the answer. */
  onSecretValues?: (values: string[]) => void;
  /** A connection pool to share; by default the client keeps its own. */
  dispatcher?: Dispatcher;
}

export interface CallOptions {
  signal?: AbortSignal;
}

interface RequestOptions extends SendOptions {
  /** The id the answer must carry: the resource the request named. */
  expectId?: string;
  /** Ids the answer must not carry: a new resource is none of them. */
  refuseIds?: readonly string[];
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** Every operation of the control plane's deployment, listener and repository API. */
export class ControlPlaneClient {
  readonly #transport: Transport;
  readonly #onSecretValues: (values: string[]) => void;

  constructor(options: ClientOptions) {
    if (!options.apiKey && !options.bearerToken) {
      throw new Error('An API key or a bearer token is required.');
    }
    this.#onSecretValues = options.onSecretValues ?? (() => {});
    this.#transport = new Transport({
      baseUrl: options.baseUrl,
      headers: authHeaders(options),
      requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      maxResponseBytes: options.maxResponseBytes ?? 10 * 1024 * 1024,
      ...(options.onRetry && { onRetry: options.onRetry }),
      ...(options.dispatcher && { dispatcher: options.dispatcher }),
    });
  }

  createDeployment(body: DeploymentCreate, call?: CallOptions) {
    const checked = DeploymentCreateSchema.parse(body);
    return this.#call('POST', '/v2/deployments', Deployment, { ...call, body: checked });
  }

  getDeployment(deploymentId: string, call?: CallOptions) {
    const path = `/v2/deployments/${segment(deploymentId)}`;
    return this.#call('GET', path, Deployment, { ...call, expectId: deploymentId });
  }

  patchDeployment(deploymentId: string, body: DeploymentPatch, call?: CallOptions) {
    const checked = DeploymentPatchSchema.parse(body);
    return this.#call('PATCH', `/v2/deployments/${segment(deploymentId)}`, Deployment, {
      ...call,
      body: checked,
      expectId: deploymentId,
    });
  }

  /**
   * `POST …/revisions` (newer services): a revision from a PATCH body, answered with the revision
   * itself, which is therefore none of `knownIds` (nor the deployment).
   */
  createRevision(
    deploymentId: string,
    body: DeploymentPatch,
    call?: CallOptions,
    knownIds: readonly string[] = [],
  ) {
    const path = `/v2/deployments/${segment(deploymentId)}/revisions`;
    return this.#call('POST', path, Revision, {
      ...call,
      body: DeploymentPatchSchema.parse(body),
      refuseIds: [deploymentId, ...knownIds],
    });
  }

  /** `DELETE /v2/deployments/{id}`: a 404 means there was nothing to delete. */
  async deleteDeployment(
    deploymentId: string,
    options: { deleteTracingProject: boolean },
    call?: CallOptions,
  ): Promise<void> {
    const path = `/v2/deployments/${segment(deploymentId)}`;
    const query = { delete_tracing_project: String(options.deleteTracingProject) };
    await this.#call('DELETE', path, Anything, { ...call, query });
  }

  /** Deploys an earlier revision again; follow the answer's `latest_revision_id` as after a PATCH. */
  redeployRevision(deploymentId: string, revisionId: string, call?: CallOptions) {
    const path = `/v2/deployments/${segment(deploymentId)}/revisions/${segment(revisionId)}/redeploy`;
    return this.#call('POST', path, Deployment, { ...call, expectId: deploymentId });
  }

  /** A signed URL to PUT a source archive to, and the path a revision then names. */
  createUploadUrl(deploymentId: string, call?: CallOptions) {
    const path = `/v2/deployments/${segment(deploymentId)}/upload-url`;
    return this.#call('POST', path, UploadTarget, call);
  }

  /**
   * Credentials to push an image to the service's registry (`internal_image` deployments only:
   * others get 400). The token reaches `onSecretValues` before anything else reads the answer.
   */
  createPushToken(deploymentId: string, call?: CallOptions) {
    const path = `/v2/deployments/${segment(deploymentId)}/push-token`;
    return this.#call('POST', path, PushToken, call);
  }

  /** A page of a revision's build or deploy log (`next_offset` goes back as `offset`). */
  revisionLogs(
    deploymentId: string,
    revisionId: string,
    kind: 'build' | 'deploy',
    query: LogQuery,
    call?: CallOptions,
  ) {
    const path = `/v1/projects/${segment(deploymentId)}/revisions/${segment(revisionId)}/${kind}_logs`;
    return this.#call('POST', path, LogPage, { ...call, body: LogQuery.parse(query) });
  }

  listDeployments(
    query: PageQuery & { name_contains?: string; deployment_ids?: string } = {},
    call?: CallOptions,
  ) {
    return this.#call('GET', '/v2/deployments', DeploymentPage, { ...call, query: { ...query } });
  }

  async getRevision(deploymentId: string, revisionId: string, call?: CallOptions) {
    return (await this.pollRevision(deploymentId, revisionId, call)).revision;
  }

  /** The revision, and how the service asked this poll to pace the next one. */
  async pollRevision(
    deploymentId: string,
    revisionId: string,
    call?: CallOptions,
  ): Promise<{ revision: Revision; pace: ServicePacing }> {
    const path = `/v2/deployments/${segment(deploymentId)}/revisions/${segment(revisionId)}`;
    const { value, pace } = await this.#send('GET', path, Revision, {
      ...call,
      expectId: revisionId,
    });
    return { revision: value, pace };
  }

  listRevisions(
    deploymentId: string,
    query: PageQuery & { status?: string } = {},
    call?: CallOptions,
  ) {
    const path = `/v2/deployments/${segment(deploymentId)}/revisions`;
    return this.#call('GET', path, RevisionPage, { ...call, query: { ...query } });
  }

  getListener(listenerId: string, call?: CallOptions) {
    const path = `/v2/listeners/${segment(listenerId)}`;
    return this.#call('GET', path, Listener, { ...call, expectId: listenerId });
  }

  createListener(body: ListenerCreateBody, call?: CallOptions) {
    return this.#call('POST', '/v2/listeners', Listener, {
      ...call,
      body: ListenerCreate.parse(body),
    });
  }

  patchListener(listenerId: string, body: ListenerPatchBody, call?: CallOptions) {
    const path = `/v2/listeners/${segment(listenerId)}`;
    const checked = ListenerPatch.parse(body);
    return this.#call('PATCH', path, Listener, { ...call, body: checked, expectId: listenerId });
  }

  listListeners(query: PageQuery = {}, call?: CallOptions) {
    return this.#call('GET', '/v2/listeners', ListenerPage, { ...call, query: { ...query } });
  }

  listRepositories(integrationId: string, call?: CallOptions) {
    const path = `/v1/integrations/forge/sourcehost/${segment(integrationId)}/repos`;
    return this.#call('GET', path, SourceRepositoryList, call);
  }

  async #call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    options: RequestOptions = {},
  ): Promise<z.infer<T>> {
    return (await this.#send(method, path, schema, options)).value;
  }

  async #send<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    { expectId, refuseIds, ...options }: RequestOptions = {},
  ): Promise<{ value: z.infer<T>; pace: ServicePacing }> {
    const answer = await this.#transport.send(method, path, options);
    const value = readAnswer(method, path, schema, answer, this.#onSecretValues);
    const problem = idProblem(value, expectId, refuseIds);
    if (problem) throw invalidAnswer(method, path, answer, problem);
    return { value, pace: answer.pace };
  }
}

function authHeaders(options: ClientOptions): Record<string, string> {
  return {
    'user-agent': options.userAgent ?? USER_AGENT,
    ...(options.apiKey && { 'x-api-key': options.apiKey }),
    ...(options.bearerToken && { authorization: `Bearer ${options.bearerToken}` }),
    ...(options.tenantId && { 'x-tenant-id': options.tenantId }),
  };
}

/** Ids are validated by callers too; encoding here keeps `../` and `?` out of the path regardless. */
function segment(id: string): string {
  if (id.trim() === '') throw new Error('An id in a request path must not be empty.');
  // URLs resolve `.` and `..` segments even when percent-encoded, so no encoding keeps them in place.
  if (id === '.' || id === '..') throw new Error(`An id in a request path cannot be "${id}".`);
  return encodeURIComponent(id);
}
