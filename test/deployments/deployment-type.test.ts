// src/deployments/deployment-type.ts: the deployment-type input, and the warning for a
// deployment that exists with another type.
import { describe, expect, it } from 'vitest';
import type { Deployment } from '../../src/client/service-schemas.ts';
import {
  deploymentTypeInput,
  typeNotAppliedWarning,
} from '../../src/deployments/deployment-type.ts';

const ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

function deployment(sourceConfig: Record<string, unknown> | null, name?: string): Deployment {
  return { id: ID, ...(name && { name }), source_config: sourceConfig } as Deployment;
}

describe('deploymentTypeInput', () => {
  it('takes the types the service has, and empty as not given', () => {
    for (const type of ['dev_free', 'dev', 'prod']) {
      expect(deploymentTypeInput.parse(type)).toBe(type);
    }
    expect(deploymentTypeInput.parse('')).toBeUndefined();
  });

  it('refuses any other, listing the ones there are', () => {
    const result = deploymentTypeInput.safeParse('staging');
    expect(result.error?.issues[0]?.message).toBe('must be one of dev_free, dev, prod');
  });
});

describe('typeNotAppliedWarning', () => {
  it('is silent when no type was asked for, or the deployment has it', () => {
    expect(
      typeNotAppliedWarning(deployment({ deployment_type: 'dev' }), undefined),
    ).toBeUndefined();
    expect(typeNotAppliedWarning(deployment({ deployment_type: 'prod' }), 'prod')).toBeUndefined();
  });

  it('names the deployment and the type it keeps', () => {
    expect(typeNotAppliedWarning(deployment({ deployment_type: 'dev' }, 'agent'), 'prod')).toBe(
      'deployment-type prod is used only when the deployment is created; agent exists and is a dev deployment, which this run does not change.',
    );
  });

  it('does not repeat a type the service has not documented, and says when none is stated', () => {
    expect(typeNotAppliedWarning(deployment({ deployment_type: 'x\n::error::' }), 'dev')).toBe(
      `deployment-type dev is used only when the deployment is created; ${ID} exists and has another type, which this run does not change.`,
    );
    expect(typeNotAppliedWarning(deployment(null), 'dev')).toContain(' exists and states no type,');
  });
});
