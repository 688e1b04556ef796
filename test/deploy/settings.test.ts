// src/deploy/settings.ts: the deploy settings are the shape's inputs, each under its camelCase
// name. An input added to the shape reaches them with nothing else written.
import { describe, expect, it } from 'vitest';
import { connectionInputs } from '../../src/common/connection-inputs.ts';
import { camelCase, inputNames } from '../../src/common/inputs.ts';
import { deploySettingsFrom, deployShape } from '../../src/deploy/settings.ts';
import { targetInputs } from '../../src/deployments/target.ts';

const GROUPED = new Set<string>([...inputNames(connectionInputs), ...inputNames(targetInputs)]);
const OWN = inputNames(deployShape).filter((name) => !GROUPED.has(name));

describe('the deploy settings', () => {
  const given = Object.fromEntries(inputNames(deployShape).map((name) => [name, `${name}!`]));
  const settings: Record<string, unknown> = deploySettingsFrom(given as never);

  it.each(OWN)('hold %s under its camelCase name', (name) => {
    expect(settings[camelCase(name)]).toBe(`${name}!`);
  });

  it('hold the connection and the target each as one member, and nothing else', () => {
    expect(settings.connection).toEqual({
      baseUrl: 'base-url!',
      apiKey: 'api-key!',
      bearerToken: 'bearer-token!',
      tenantId: 'tenant-id!',
    });
    expect(settings.target).toEqual({ id: 'deployment-id!' });
    expect(Object.keys(settings).sort()).toEqual(
      ['connection', 'target', ...OWN.map(camelCase)].sort(),
    );
  });
});
