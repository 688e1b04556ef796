import { describe, expect, it } from 'vitest';
import type { Deployment } from '../../../src/client/service-schemas.ts';
import { processRedactor } from '../../../src/common/redactor.ts';
import {
  boundedChanges,
  MAX_CHANGES,
  MAX_VALUE_CHARS,
  planCreate,
  planUpdate,
} from '../../../src/deploy/plan/plan-changes.ts';

// The process's redactor knows this, as it knows an input's secret values in an action.
const SECRET = 'pc7-Kq2vRt9mWz4LhB6nYs';
processRedactor.add([SECRET]);

const DEPLOYMENT: Deployment = {
  id: '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
  name: 'support-agent',
  source: 'sourcehost',
  source_config: {
    repo_url: 'https://sourcehost.example.com/acme/agent',
    install_command: 'pip install .',
    build_command: null,
    resource_spec: { min_scale: 1, max_scale: 2 },
  },
  source_revision_config: { repo_ref: 'main', agent_config_path: 'agent.json', image_uri: null },
  secrets: [{ name: 'OPENAI_API_KEY' }, { name: 'OLD_TOKEN' }],
  secret_references: [],
};

describe('planUpdate', () => {
  it('lists only the fields the body sends that differ from the deployment', () => {
    const changes = planUpdate(DEPLOYMENT, {
      source_revision_config: { repo_ref: 'release-7', agent_config_path: 'agent.json' },
      source_config: {
        install_command: 'pip install .',
        build_command: 'make',
        deployment_type: 'prod',
        resource_spec: { max_scale: 2, min_scale: 1 },
      },
    });
    expect(changes).toEqual([
      { field: 'repo_ref', from: 'main', to: 'release-7' },
      { field: 'source_config.build_command', from: null, to: 'make' },
      { field: 'source_config.deployment_type', from: null, to: 'prod' },
    ]);
  });

  it('shows structured values as JSON with sorted keys', () => {
    const [change] = planUpdate(DEPLOYMENT, {
      source_config: { resource_spec: { min_scale: 2, max_scale: 2 } },
    });
    expect(change).toEqual({
      field: 'source_config.resource_spec',
      from: '{"max_scale":2,"min_scale":1}',
      to: '{"max_scale":2,"min_scale":2}',
    });
  });

  it('lists secrets by name: added, sent again (value not compared), removed; never a value', () => {
    const changes = planUpdate(DEPLOYMENT, {
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-secret-1' },
        { name: 'NEW_KEY', value: 'nk-secret-2' },
      ],
    });
    expect(changes).toEqual([
      { field: 'secrets.NEW_KEY', from: null, to: 'set' },
      { field: 'secrets.OPENAI_API_KEY', from: 'set', to: 'set (value not compared)' },
      { field: 'secrets.OLD_TOKEN', from: 'set', to: 'removed' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/sk-secret|nk-secret/);
  });

  it('leaves secrets alone when the body sends none, and compares secret references as a set', () => {
    expect(planUpdate(DEPLOYMENT, {})).toEqual([]);
    const withRefs = {
      ...DEPLOYMENT,
      secret_references: [
        { name: 'A', secret_name: 's', secret_key: 'a' },
        { name: 'B', secret_name: 's', secret_key: 'b' },
      ],
    };
    const same = [
      { name: 'B', secret_name: 's', secret_key: 'b' },
      { name: 'A', secret_name: 's', secret_key: 'a' },
    ];
    expect(planUpdate(withRefs, { secret_references: same })).toEqual([]);
    expect(planUpdate(withRefs, { secret_references: [] })).toHaveLength(1);
  });

  it('reads a secret reference as its three members: a resolved value is neither compared nor shown', () => {
    const reference = { name: 'API_KEY', secret_name: 'vault', secret_key: 'api' };
    const withValue = {
      ...DEPLOYMENT,
      secret_references: [{ ...reference, value: 's3cr3t-resolved-value-xyz' }],
    };
    expect(planUpdate(withValue, { secret_references: [reference] })).toEqual([]);
    const changes = planUpdate(withValue, { secret_references: [] });
    expect(changes).toEqual([
      {
        field: 'secret_references',
        from: '[{"name":"API_KEY","secret_key":"api","secret_name":"vault"}]',
        to: '[]',
      },
    ]);
    expect(JSON.stringify(boundedChanges(changes))).not.toContain('s3cr3t');
  });

  it('names a source override that differs from the deployment source', () => {
    expect(planUpdate(DEPLOYMENT, { revision_source: 'internal_source' })).toEqual([
      { field: 'source', from: 'sourcehost', to: 'internal_source' },
    ]);
    expect(planUpdate(DEPLOYMENT, { revision_source: 'sourcehost' })).toEqual([]);
  });
});

describe('planCreate', () => {
  it('lists every field the new deployment would get, each from nothing', () => {
    expect(
      planCreate({
        name: 'new-agent',
        source: 'sourcehost',
        source_config: { repo_url: 'https://x.example/r', integration_id: null },
        source_revision_config: { repo_ref: 'main', agent_config_path: 'a.json' },
        secrets: [{ name: 'K', value: 'v-secret' }],
      }),
    ).toEqual([
      { field: 'name', from: null, to: 'new-agent' },
      { field: 'source', from: null, to: 'sourcehost' },
      { field: 'repo_ref', from: null, to: 'main' },
      { field: 'agent_config_path', from: null, to: 'a.json' },
      { field: 'source_config.repo_url', from: null, to: 'https://x.example/r' },
      { field: 'secrets.K', from: null, to: 'set' },
    ]);
  });
});

describe('boundedChanges', () => {
  it(`keeps at most ${MAX_CHANGES} entries of at most ${MAX_VALUE_CHARS} characters each`, () => {
    const many = Array.from({ length: 80 }, (_, i) => ({
      field: `f${i}`,
      from: null,
      to: 'x'.repeat(5000),
    }));
    const bounded = boundedChanges(many);
    expect(bounded).toHaveLength(MAX_CHANGES);
    expect(bounded[0]?.to).toHaveLength(MAX_VALUE_CHARS);
    expect(bounded[0]?.to?.endsWith('…')).toBe(true);
  });

  it('redacts a secret before it cuts, so no start of one is left at the limit', () => {
    const bounded = boundedChanges([
      { field: 'source_config.install_command', from: `${'x'.repeat(190)}${SECRET}`, to: null },
    ]);
    const written = JSON.stringify(bounded);
    const runs = Array.from({ length: SECRET.length - 4 }, (_, at) => SECRET.slice(at, at + 5));
    expect(runs.filter((run) => written.includes(run))).toEqual([]);
  });

  it('writes no control character, bidi override or line separator, in any field', () => {
    const hostile = 'a\u007fb\u0085c\u202ed\u2028e\u0007f\u009b';
    const [change] = boundedChanges([{ field: hostile, from: hostile, to: hostile }]);
    for (const text of [change?.field, change?.from, change?.to]) {
      expect(text).toBe('abcd\nef');
    }
  });
});
