import { describe, expect, it } from 'vitest';
import {
  buildLogGrows,
  failureHint,
  hasBuildLog,
  isKnownStatus,
  isLateStage,
  logKindFor,
  outcomeOf,
} from '../../../src/deploy/follow/revision-status.ts';

const IN_PROGRESS = [
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
];
const FAILED = ['CREATE_FAILED', 'BUILD_FAILED', 'DEPLOY_FAILED', 'SKIPPED', 'INTERRUPTED'];

describe('outcomeOf', () => {
  it('ends the wait as deployed on DEPLOYED only', () => {
    expect(outcomeOf('DEPLOYED')).toBe('deployed');
  });

  it.each(FAILED)('ends the wait as failed on %s', (status) => {
    expect(outcomeOf(status)).toBe('failed');
  });

  it.each(IN_PROGRESS)('keeps waiting on %s', (status) => {
    expect(outcomeOf(status)).toBe('in-progress');
  });

  it('keeps waiting, as unknown, on UNKNOWN and on statuses it has never heard of', () => {
    expect(outcomeOf('UNKNOWN')).toBe('unknown');
    expect(outcomeOf('WARMING_UP')).toBe('unknown');
    expect(outcomeOf('')).toBe('unknown');
  });

  it('keeps waiting on a status not in the documented list, even one that ends in _FAILED', () => {
    expect(outcomeOf('PROVISION_FAILED')).toBe('unknown');
    expect(outcomeOf('_FAILED')).toBe('unknown');
  });

  it('reads statuses case-sensitively, as the service writes them', () => {
    expect(outcomeOf('deployed')).toBe('unknown');
    expect(outcomeOf('build_failed')).toBe('unknown');
    expect(outcomeOf('FAILED')).toBe('unknown');
  });

  it('does not take names inherited by every object for statuses', () => {
    for (const status of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(outcomeOf(status)).toBe('unknown');
      expect(isLateStage(status)).toBe(false);
    }
  });
});

describe('isLateStage', () => {
  it.each(['AWAITING_DEPLOY', 'DEPLOYING', 'DEPLOYED', 'DEPLOY_FAILED', 'INTERRUPTED'])(
    'counts %s as a late stage',
    (status) => {
      expect(isLateStage(status)).toBe(true);
    },
  );

  it.each([
    'CREATING',
    'QUEUED',
    'AWAITING_BUILD',
    'BUILDING',
    'CREATE_FAILED',
    'BUILD_FAILED',
    'SKIPPED',
    'UNKNOWN',
    'WARMING_UP',
    'PROVISION_FAILED',
  ])('counts %s as early (the slower poll)', (status) => {
    expect(isLateStage(status)).toBe(false);
  });
});

describe('statuses that are names of object members', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '%s is an unknown status, neither known nor late',
    (status) => {
      expect(isKnownStatus(status)).toBe(false);
      expect(outcomeOf(status)).toBe('unknown');
      expect(isLateStage(status)).toBe(false);
      expect(failureHint(status)).toBeUndefined();
      expect(logKindFor(status)).toBeUndefined();
      expect(hasBuildLog(status)).toBe(false);
    },
  );
});

describe('failures', () => {
  it.each(FAILED)('%s has a hint saying what it means', (status) => {
    expect(failureHint(status)).toMatch(/\w/);
  });

  it('are explained by the build log (BUILD_FAILED) or the deploy log (DEPLOY_FAILED) only', () => {
    const explained = [...FAILED, 'DEPLOYED', ...IN_PROGRESS].map((s) => [s, logKindFor(s)]);
    expect(explained.filter(([, kind]) => kind)).toEqual([
      ['BUILD_FAILED', 'build'],
      ['DEPLOY_FAILED', 'deploy'],
    ]);
    expect(logKindFor(undefined)).toBeUndefined();
  });
});

describe('the build log', () => {
  it('exists once the build has begun, and grows only while it runs', () => {
    const all = [...IN_PROGRESS, 'DEPLOYED', ...FAILED, 'UNKNOWN'];
    expect(all.filter(hasBuildLog)).toEqual([
      'AWAITING_BUILD',
      'BUILDING',
      'AWAITING_DEPLOY',
      'DEPLOYING',
      'DEPLOYED',
    ]);
    expect(all.filter(buildLogGrows)).toEqual(['AWAITING_BUILD', 'BUILDING']);
  });
});
