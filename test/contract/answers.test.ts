import { describe, expect, it } from 'vitest';
import { CASES } from './answer-cases.ts';
import {
  DEPLOYMENT,
  LISTENER,
  MINIMAL_DEPLOYMENT,
  REPOSITORY,
  REVISION,
} from './answer-examples.ts';
import { contract } from './contract-helpers.ts';

/*
 * Answers the document allows must be read by the client's lenient schemas. Each example is
 * first held to the document, so an example that drifts from it fails here, not silently.
 */

describe('answers the document allows', () => {
  it.each(CASES)('$label keeps to the document', ({ operationId, status, body }) => {
    expect(contract.checkAnswer(operationId, status, body)).toBeUndefined();
  });

  it.each(CASES)('$label is read by the client', ({ body, schema }) => {
    const parsed = schema.safeParse(body);
    expect(parsed.success ? 'read' : parsed.error.issues).toBe('read');
  });
});

describe('answers the document refuses', () => {
  // Not a claim about the client (it reads leniently): the document is strict enough to catch an emulator bug.
  it.each([
    {
      label: 'a deployment without latest_revision_id',
      operationId: 'getDeployment',
      body: { ...MINIMAL_DEPLOYMENT, latest_revision_id: undefined },
    },
    {
      label: 'a deployment of an unknown source',
      operationId: 'getDeployment',
      body: { ...DEPLOYMENT, source: 'ftp' },
    },
    {
      label: 'a revision whose id is not a uuid',
      operationId: 'getRevision',
      body: { ...REVISION, id: 'rev-1' },
    },
    {
      label: 'a listener without compute_config',
      operationId: 'getListener',
      body: { ...LISTENER, compute_config: undefined },
    },
    {
      label: 'a repository whose id is a string',
      operationId: 'listSourceRepositories',
      body: [{ ...REPOSITORY, id: '1' }],
    },
  ])('$label', ({ operationId, body }) => {
    expect(contract.checkAnswer(operationId, 200, JSON.parse(JSON.stringify(body)))).toBeTypeOf(
      'string',
    );
  });

  it('a status the operation does not document', () => {
    expect(contract.checkAnswer('getDeployment', 409, { detail: 'conflict' })).toBe(
      'the document gives getDeployment no 409 answer',
    );
  });
});
