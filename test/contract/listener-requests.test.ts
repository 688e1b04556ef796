import { describe, expect, it } from 'vitest';
import { ListenerCreate, ListenerPatch } from '../../src/client/service-schemas.ts';
import {
  acceptance,
  BOTH_ACCEPT,
  BOTH_REFUSE_AT_IT,
  type RefusedCase,
  refusal,
} from './contract-helpers.ts';

/* The client's listener request schemas held to emulator/openapi.yaml (create and patch). */

const NEW_LISTENER = {
  compute_type: 'k8s',
  compute_id: 'prod-cluster',
  compute_config: { k8s_namespaces: ['agents'] },
};

describe('ListenerCreate (POST /v2/listeners)', () => {
  const valid = [
    { label: 'namespaces', body: NEW_LISTENER },
    { label: 'a version', body: { ...NEW_LISTENER, version: '0.3.1' } },
    { label: 'a null version', body: { ...NEW_LISTENER, version: null } },
    {
      label: 'null namespaces',
      body: { ...NEW_LISTENER, compute_config: { k8s_namespaces: null } },
    },
    { label: 'an empty compute_config', body: { ...NEW_LISTENER, compute_config: {} } },
  ];
  it.each(valid)('both accept $label', ({ body }) => {
    expect(acceptance('createListener', ListenerCreate, body)).toEqual(BOTH_ACCEPT);
  });

  const { compute_config: _config, ...withoutConfig } = NEW_LISTENER;
  const refused: RefusedCase[] = [
    { label: 'no compute_config', body: withoutConfig, at: ['compute_config'] },
    {
      label: 'a null compute_config',
      body: { ...NEW_LISTENER, compute_config: null },
      at: ['compute_config'],
    },
    {
      label: 'no compute_id',
      body: { ...NEW_LISTENER, compute_id: undefined },
      at: ['compute_id'],
    },
    {
      label: 'a number for compute_id',
      body: { ...NEW_LISTENER, compute_id: 7 },
      at: ['compute_id'],
    },
    {
      label: 'compute_type ecs',
      body: { ...NEW_LISTENER, compute_type: 'ecs' },
      at: ['compute_type'],
    },
    { label: 'a number for version', body: { ...NEW_LISTENER, version: 3 }, at: ['version'] },
    {
      label: 'a string for the namespace list',
      body: { ...NEW_LISTENER, compute_config: { k8s_namespaces: 'agents' } },
      at: ['compute_config', 'k8s_namespaces'],
    },
    {
      label: 'a number in the namespace list',
      body: { ...NEW_LISTENER, compute_config: { k8s_namespaces: ['agents', 1] } },
      at: ['compute_config', 'k8s_namespaces', 1],
    },
    {
      label: 'an unknown member of compute_config',
      body: { ...NEW_LISTENER, compute_config: { k8s_namespace: 'agents' } },
      at: ['compute_config', 'k8s_namespace'],
    },
    { label: 'a read-only member', body: { ...NEW_LISTENER, id: 'x' }, at: ['id'] },
  ];
  it.each(refused)('both refuse $label', (refusedCase) => {
    expect(refusal('createListener', ListenerCreate, refusedCase)).toEqual(BOTH_REFUSE_AT_IT);
  });
});

describe('ListenerPatch (PATCH /v2/listeners/{id})', () => {
  const valid = [
    { label: 'nothing', body: {} },
    { label: 'a version', body: { version: '0.4.0' } },
    { label: 'a null version', body: { version: null } },
    { label: 'a null compute_config', body: { compute_config: null } },
    { label: 'new namespaces', body: { compute_config: { k8s_namespaces: ['agents', 'batch'] } } },
  ];
  it.each(valid)('both accept $label', ({ body }) => {
    expect(acceptance('patchListener', ListenerPatch, body)).toEqual(BOTH_ACCEPT);
  });

  const refused: RefusedCase[] = [
    { label: 'compute_id, which cannot change', body: { compute_id: 'other' }, at: ['compute_id'] },
    {
      label: 'compute_type, which cannot change',
      body: { compute_type: 'k8s' },
      at: ['compute_type'],
    },
    { label: 'a number for version', body: { version: 3 }, at: ['version'] },
    { label: 'a list for compute_config', body: { compute_config: [] }, at: ['compute_config'] },
    {
      label: 'an unknown member of compute_config',
      body: { compute_config: { namespaces: ['a'] } },
      at: ['compute_config', 'namespaces'],
    },
  ];
  it.each(refused)('both refuse $label', (refusedCase) => {
    expect(refusal('patchListener', ListenerPatch, refusedCase)).toEqual(BOTH_REFUSE_AT_IT);
  });
});
