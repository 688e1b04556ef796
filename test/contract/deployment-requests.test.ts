import { describe, expect, it } from 'vitest';
import { DeploymentCreate, DeploymentPatch } from '../../src/client/service-schemas.ts';
import {
  acceptance,
  BOTH_ACCEPT,
  BOTH_REFUSE_AT_IT,
  type RefusedCase,
  refusal,
} from './contract-helpers.ts';
import { REFUSED_SETTINGS, VALID_SETTINGS } from './deployment-bodies.ts';

/*
 * The client's request schemas held to emulator/openapi.yaml: a body one side accepts, the
 * other accepts too; a body one side refuses, the other refuses at the same member.
 */

const NEW_DEPLOYMENT = { name: 'support-agent', source: 'sourcehost' };

describe('DeploymentPatch (PATCH /v2/deployments/{id})', () => {
  const valid = [
    ...VALID_SETTINGS.map(({ label, settings }) => ({ label, body: settings })),
    ...['sourcehost', 'internal_image', 'internal_source'].map((source) => ({
      label: `revision_source ${source}`,
      body: { revision_source: source },
    })),
  ];
  it.each(valid)('both accept $label', ({ body }) => {
    expect(acceptance('patchDeployment', DeploymentPatch, body)).toEqual(BOTH_ACCEPT);
  });

  const refused: RefusedCase[] = [
    ...REFUSED_SETTINGS.map(({ settings, ...rest }) => ({ ...rest, body: settings })),
    ...['external_image', 'internal_template', 'github', null].map((source) => ({
      label: `revision_source ${source}`,
      body: { revision_source: source },
      at: ['revision_source'],
    })),
    { label: 'a member only a create has', body: { name: 'renamed' }, at: ['name'] },
    { label: 'a member of no operation', body: { compute_id: 'x' }, at: ['compute_id'] },
  ];
  it.each(refused)('both refuse $label', (refusedCase) => {
    expect(refusal('patchDeployment', DeploymentPatch, refusedCase)).toEqual(BOTH_REFUSE_AT_IT);
  });

  it.each([null, [], 'patch'])('both refuse %j as the whole body', (body) => {
    expect(refusal('patchDeployment', DeploymentPatch, { label: '', body, at: [] })).toEqual(
      BOTH_REFUSE_AT_IT,
    );
  });
});

describe('DeploymentCreate (POST /v2/deployments)', () => {
  const valid = [
    ...VALID_SETTINGS.map(({ label, settings }) => ({
      label,
      body: { ...NEW_DEPLOYMENT, ...settings },
    })),
    ...[
      'sourcehost',
      'external_image',
      'internal_image',
      'internal_source',
      'internal_template',
    ].map((source) => ({ label: `source ${source}`, body: { name: 'agent', source } })),
  ];
  it.each(valid)('both accept $label', ({ body }) => {
    expect(acceptance('createDeployment', DeploymentCreate, body)).toEqual(BOTH_ACCEPT);
  });

  const refused: RefusedCase[] = [
    ...REFUSED_SETTINGS.map(({ settings, ...rest }) => ({
      ...rest,
      body: { ...NEW_DEPLOYMENT, ...settings },
    })),
    { label: 'no name', body: { source: 'sourcehost' }, at: ['name'] },
    { label: 'no source', body: { name: 'agent' }, at: ['source'] },
    { label: 'a number for the name', body: { ...NEW_DEPLOYMENT, name: 42 }, at: ['name'] },
    { label: 'an unknown source', body: { ...NEW_DEPLOYMENT, source: 'ftp' }, at: ['source'] },
    { label: 'a null source', body: { ...NEW_DEPLOYMENT, source: null }, at: ['source'] },
    {
      label: 'revision_source, which only a patch has',
      body: { ...NEW_DEPLOYMENT, revision_source: 'sourcehost' },
      at: ['revision_source'],
    },
    { label: 'a read-only member', body: { ...NEW_DEPLOYMENT, status: 'READY' }, at: ['status'] },
  ];
  it.each(refused)('both refuse $label', (refusedCase) => {
    expect(refusal('createDeployment', DeploymentCreate, refusedCase)).toEqual(BOTH_REFUSE_AT_IT);
  });
});
