import { describe, expect, it } from 'vitest';
import type { DeploymentPatch } from '../../../src/client/service-schemas.ts';
import {
  buildCreateBody,
  buildPatchBody,
  createsRevision,
  type Found,
  imageTagWarning,
} from '../../../src/deploy/change/patch-body.ts';
import { readDeploySettings } from '../../../src/deploy/inputs.ts';
import { CHANGING_INPUTS, type DeploySettings } from '../../../src/deploy/settings.ts';
import { CONNECTION, recordingRuntime, setInputs } from '../../support/runner-inputs.ts';
import { deployInputs } from '../deploy-inputs-fixture.ts';

const DIGEST = `sha256:${'a'.repeat(64)}`;

describe('every deploy input that changes the deployment', () => {
  /** A value for each, with the inputs it needs beside it. */
  const SAMPLES: Record<string, { value: string; beside?: Record<string, string> }> = {
    source: { value: 'internal_image' },
    'repo-ref': { value: 'main' },
    'agent-config-path': { value: 'langgraph.json' },
    'image-uri': { value: `registry.example/agent@${DIGEST}` },
    'source-path': { value: 'agent', beside: { 'agent-config-path': 'langgraph.json' } },
    'source-tarball-path': { value: 'uploads/agent.tgz' },
    'source-config': { value: '{"build_on_push": true}' },
    secrets: { value: 'A=1' },
    'secret-references': { value: '- {name: T, secret_name: vault, secret_key: t}' },
  };

  const settingsFor = (inputs: Record<string, string>) => {
    setInputs({
      ...CONNECTION,
      'deployment-id': '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
      ...inputs,
    });
    return readDeploySettings(recordingRuntime().runtime);
  };

  /** What a deploy finds before it sends: with source-path, the archive it packed and uploaded. */
  const found = (settings: DeploySettings): Found =>
    settings.sourcePath
      ? { sourceTarballPath: 'uploads/packed.tgz', agentConfigPath: 'agent/langgraph.json' }
      : {};

  it('has a sample value here, so a new one is checked too', () => {
    expect(Object.keys(SAMPLES)).toEqual(CHANGING_INPUTS);
  });

  it.each(CHANGING_INPUTS)('%s goes into the PATCH body', async (name) => {
    const { value, beside = {} } = SAMPLES[name] ?? { value: '' };
    const without = await settingsFor(beside);
    const given = await settingsFor({ ...beside, [name]: value });
    expect(buildPatchBody(given, found(given))).not.toEqual(
      buildPatchBody(without, found(without)),
    );
  });
});

describe('buildPatchBody', () => {
  it("leaves out a create-only source that is already the deployment's own", () => {
    const inputs = deployInputs({ source: 'external_image', imageUri: 'r.example/a:2' });
    expect(buildPatchBody(inputs, {}, 'external_image')).toStrictEqual({
      source_revision_config: { image_uri: 'r.example/a:2' },
    });
  });

  it("refuses a create-only source that differs from the deployment's, naming the input", () => {
    const inputs = deployInputs({ source: 'internal_template' });
    expect(() => buildPatchBody(inputs, {}, 'sourcehost')).toThrow(
      /^Input "source": internal_template is taken only when the deployment is created, and this deployment's source is sourcehost/,
    );
  });

  it('sends a source a change may pick as the override', () => {
    const inputs = deployInputs({ source: 'internal_image' });
    expect(buildPatchBody(inputs, {}, 'internal_image')).toStrictEqual({
      revision_source: 'internal_image',
    });
  });

  it('is empty when no deployment input is given', () => {
    expect(buildPatchBody(deployInputs())).toEqual({});
  });

  it('never sends connection, wait or timing inputs', () => {
    const body = buildPatchBody(
      deployInputs({
        connection: {
          baseUrl: 'https://cp.example.com/',
          apiKey: 'sk-test',
          tenantId: '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52',
        },
        repoRef: 'main',
      }),
    );
    expect(Object.keys(body)).toEqual(['source_revision_config']);
    expect(JSON.stringify(body)).not.toMatch(/sk-test|cp\.example|tenant|1800000|poll/);
  });

  it('has no member for an input left empty, not even one set to undefined or null', () => {
    const body = buildPatchBody(deployInputs({ repoRef: 'main' }));
    expect(body).toStrictEqual({ source_revision_config: { repo_ref: 'main' } });
    expect(Object.keys(body.source_revision_config ?? {})).toEqual(['repo_ref']);
  });

  it('gathers the four revision inputs into source_revision_config', () => {
    const body = buildPatchBody(
      deployInputs({
        repoRef: 'release/2.0',
        agentConfigPath: 'agents/config.json',
        imageUri: 'registry.example.com/agent:2.0',
        sourceTarballPath: 'uploads/abc.tgz',
      }),
    );
    expect(body).toStrictEqual({
      source_revision_config: {
        repo_ref: 'release/2.0',
        agent_config_path: 'agents/config.json',
        image_uri: 'registry.example.com/agent:2.0',
        source_tarball_path: 'uploads/abc.tgz',
      },
    });
  });

  it('sends source as revision_source, and the structured inputs as given', () => {
    const sourceConfig = { build_on_push: true, resource_spec: { min_scale: 2 } };
    const references = [{ name: 'TOKEN', secret_name: 'vault', secret_key: 'token' }];
    const body = buildPatchBody(
      deployInputs({
        source: 'internal_image',
        sourceConfig: sourceConfig,
        secretReferences: references,
      }),
    );
    expect(body).toStrictEqual({
      revision_source: 'internal_image',
      source_config: sourceConfig,
      secret_references: references,
    });
  });

  it('sends secrets only when some were given', () => {
    const secrets = [{ name: 'A', value: '1' }];
    expect(buildPatchBody(deployInputs({ secrets }))).toStrictEqual({ secrets });
    expect('secrets' in buildPatchBody(deployInputs({ secrets: undefined }))).toBe(false);
  });
});

describe('buildCreateBody', () => {
  it('sets the deployment type in source_config, beside what source-config gives', () => {
    const inputs = deployInputs({
      deploymentType: 'prod',
      sourceConfig: { build_on_push: true },
      repoRef: 'main',
    });
    expect(buildCreateBody(inputs, 'agent', 'sourcehost')).toStrictEqual({
      name: 'agent',
      source: 'sourcehost',
      source_config: { build_on_push: true, deployment_type: 'prod' },
      source_revision_config: { repo_ref: 'main' },
    });
    expect(buildCreateBody(deployInputs({ deploymentType: 'dev' }), 'a', 'internal_image')).toEqual(
      { name: 'a', source: 'internal_image', source_config: { deployment_type: 'dev' } },
    );
  });

  it('sends no type when none was given, and never a type in a PATCH', () => {
    expect(buildCreateBody(deployInputs(), 'a', 'internal_image')).toStrictEqual({
      name: 'a',
      source: 'internal_image',
    });
    expect(buildPatchBody(deployInputs({ deploymentType: 'prod', repoRef: 'main' }))).toStrictEqual(
      { source_revision_config: { repo_ref: 'main' } },
    );
  });
});

describe('createsRevision', () => {
  const revisionFor = (given: Partial<DeploySettings>) =>
    createsRevision(buildPatchBody(deployInputs(given)));

  it('is true for a revision input or secrets', () => {
    expect(revisionFor({ repoRef: 'main' })).toBe(true);
    expect(revisionFor({ imageUri: 'x/y:1' })).toBe(true);
    expect(revisionFor({ secrets: [{ name: 'A', value: '1' }] })).toBe(true);
  });

  it('is false for configuration only: source-config, secret-references, source', () => {
    expect(revisionFor({})).toBe(false);
    expect(revisionFor({ sourceConfig: { build_on_push: false } })).toBe(false);
    expect(
      revisionFor({ secretReferences: [{ name: 'A', secret_name: 'b', secret_key: 'c' }] }),
    ).toBe(false);
    expect(revisionFor({ source: 'sourcehost' })).toBe(false);
  });

  it('reads null members as absent and an empty list of secrets as present', () => {
    expect(createsRevision({ source_revision_config: null, secrets: null })).toBe(false);
    // `secrets: []` replaces every secret with none: the service makes a revision for it.
    expect(createsRevision({ secrets: [] } satisfies DeploymentPatch)).toBe(true);
    expect(createsRevision({ source_revision_config: {} })).toBe(true);
  });
});

describe('imageTagWarning', () => {
  it.each(['internal_image', 'external_image'])(
    'warns about a tag for %s, showing the digest form',
    (source) => {
      const warning = imageTagWarning('registry.example.com:5000/acme/agent:v2', source);
      expect(warning).toContain('image-uri names the tag v2, not a digest: a tag can move');
      expect(warning).toContain('registry.example.com:5000/acme/agent@sha256:<digest>');
    },
  );

  it('warns about an image with no tag, which is latest', () => {
    expect(imageTagWarning('registry.example.com:5000/agent', 'external_image')).toContain(
      'image-uri names no tag (latest), not a digest',
    );
  });

  it.each([
    [`registry.example.com/agent@${DIGEST}`, 'internal_image'],
    [`registry.example.com/agent:v2@${DIGEST}`, 'external_image'],
    ['registry.example.com/agent:v2', 'sourcehost'],
    ['registry.example.com/agent:v2', undefined],
    [undefined, 'internal_image'],
  ])('is silent for %j with source %j', (imageUri, source) => {
    expect(imageTagWarning(imageUri, source)).toBeUndefined();
  });
});
