import type { z } from 'zod';
import {
  Deployment,
  DeploymentPage,
  ErrorBody,
  Listener,
  ListenerPage,
  Revision,
  RevisionPage,
  SourceRepositoryList,
  ValidationErrorBody,
} from '../../src/client/service-schemas.ts';
import {
  DEPLOYMENT,
  LISTENER,
  MINIMAL_DEPLOYMENT,
  MINIMAL_LISTENER,
  REPOSITORY,
  REVISION,
  VALIDATION_ERROR,
  withUnknownMembers,
} from './answer-examples.ts';

/* Answers the document allows, each with the operation and status it answers and the client schema that reads it. */

export interface AnswerCase {
  label: string;
  operationId: string;
  status: number;
  body: unknown;
  schema: z.ZodType;
}

const REVISION_STATUSES = [
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
  'CREATE_FAILED',
  'BUILD_FAILED',
  'DEPLOY_FAILED',
  'DEPLOYED',
  'SKIPPED',
  'INTERRUPTED',
  'UNKNOWN',
  'PROVISIONING', // a status this client has never heard of: keep waiting (docs/service.md)
];

export const CASES: AnswerCase[] = [
  {
    label: 'a full deployment',
    operationId: 'getDeployment',
    status: 200,
    body: DEPLOYMENT,
    schema: Deployment,
  },
  {
    label: 'a deployment with the required members only',
    operationId: 'getDeployment',
    status: 200,
    body: MINIMAL_DEPLOYMENT,
    schema: Deployment,
  },
  {
    label: 'a deployment with unknown members at every depth',
    operationId: 'patchDeployment',
    status: 200,
    body: withUnknownMembers(DEPLOYMENT),
    schema: Deployment,
  },
  {
    label: 'a created deployment',
    operationId: 'createDeployment',
    status: 201,
    body: DEPLOYMENT,
    schema: Deployment,
  },
  {
    label: 'a redeployed deployment',
    operationId: 'redeployRevision',
    status: 200,
    body: DEPLOYMENT,
    schema: Deployment,
  },
  ...REVISION_STATUSES.map((status) => ({
    label: `a ${status} revision`,
    operationId: 'getRevision',
    status: 200,
    body: { ...REVISION, status },
    schema: Revision,
  })),
  {
    label: 'a revision with unknown members',
    operationId: 'getRevision',
    status: 200,
    body: withUnknownMembers(REVISION),
    schema: Revision,
  },
  {
    label: 'a created revision',
    operationId: 'createRevision',
    status: 201,
    body: REVISION,
    schema: Revision,
  },
  {
    label: 'a listener',
    operationId: 'getListener',
    status: 200,
    body: LISTENER,
    schema: Listener,
  },
  {
    label: 'a listener without version',
    operationId: 'createListener',
    status: 201,
    body: MINIMAL_LISTENER,
    schema: Listener,
  },
  {
    label: 'a listener with unknown members',
    operationId: 'patchListener',
    status: 200,
    body: withUnknownMembers(LISTENER),
    schema: Listener,
  },
  {
    label: 'a repository list',
    operationId: 'listSourceRepositories',
    status: 200,
    body: [REPOSITORY, { ...REPOSITORY, id: 2, name: 'tools' }],
    schema: SourceRepositoryList,
  },
  {
    label: 'an empty repository list',
    operationId: 'listSourceRepositories',
    status: 200,
    body: [],
    schema: SourceRepositoryList,
  },
  {
    label: 'repositories with unknown members',
    operationId: 'listSourceRepositories',
    status: 200,
    body: [{ ...REPOSITORY, private: true }],
    schema: SourceRepositoryList,
  },
  {
    label: 'a page of deployments',
    operationId: 'listDeployments',
    status: 200,
    body: { resources: [DEPLOYMENT, MINIMAL_DEPLOYMENT], offset: 0 },
    schema: DeploymentPage,
  },
  {
    label: 'an empty page of deployments',
    operationId: 'listDeployments',
    status: 200,
    body: { resources: [], offset: 40 },
    schema: DeploymentPage,
  },
  {
    label: 'a page of revisions',
    operationId: 'listRevisions',
    status: 200,
    body: { resources: [REVISION], offset: 20, total: 21 },
    schema: RevisionPage,
  },
  {
    label: 'a page of listeners',
    operationId: 'listListeners',
    status: 200,
    body: { resources: [LISTENER], offset: 0 },
    schema: ListenerPage,
  },
  ...[
    ['createDeployment', 400],
    ['getDeployment', 404],
    ['patchDeployment', 400],
    ['createListener', 403],
    ['createListener', 409],
    ['getListener', 404],
    ['patchListener', 403],
  ].map(([operationId, status]) => ({
    label: `a ${status} detail from ${operationId}`,
    operationId: String(operationId),
    status: Number(status),
    body: { detail: 'Deployment ID 0b6f3e8a-4c1d-4f7e-9a2b-5d8c7e6f1a3b not found.' },
    schema: ErrorBody,
  })),
  {
    label: 'a validation error',
    operationId: 'patchDeployment',
    status: 422,
    body: VALIDATION_ERROR,
    schema: ValidationErrorBody,
  },
  {
    label: 'a validation error read as any error body',
    operationId: 'listSourceRepositories',
    status: 422,
    body: VALIDATION_ERROR,
    schema: ErrorBody,
  },
  {
    label: 'a bare validation error',
    operationId: 'getRevision',
    status: 422,
    body: { detail: [{ loc: ['path', 'revision_id'], msg: 'bad', type: 'uuid_parsing' }] },
    schema: ValidationErrorBody,
  },
];
