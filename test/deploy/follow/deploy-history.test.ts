import { describe, expect, it } from 'vitest';
import type { Revision } from '../../../src/client/service-schemas.ts';
import {
  deployDurationMs,
  describeTypical,
  formatTypical,
  quantile,
  typicalDuration,
} from '../../../src/deploy/follow/deploy-history.ts';

const T0 = Date.parse('2026-03-01T10:00:00Z');
let serial = 0;

function revision(durationMs: number, status = 'DEPLOYED', createdAt = T0): Revision {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(createdAt + durationMs).toISOString(),
    status,
    source: 'sourcehost',
    source_revision_config: null,
  };
}

describe('deployDurationMs', () => {
  it('is updated_at − created_at of a DEPLOYED revision', () => {
    expect(deployDurationMs(revision(125_000))).toBe(125_000);
  });

  it.each(['BUILDING', 'DEPLOY_FAILED', 'SKIPPED', 'UNKNOWN'])(
    'leaves out a %s revision',
    (status) => {
      expect(deployDurationMs(revision(125_000, status))).toBeUndefined();
    },
  );

  it('leaves out odd timestamps: missing, unreadable, backwards, zero, longer than a day', () => {
    const good = revision(60_000);
    expect(deployDurationMs({ ...good, updated_at: null })).toBeUndefined();
    expect(deployDurationMs({ ...good, created_at: undefined })).toBeUndefined();
    expect(deployDurationMs({ ...good, created_at: 'yesterday' })).toBeUndefined();
    expect(deployDurationMs(revision(-5000))).toBeUndefined();
    expect(deployDurationMs(revision(0))).toBeUndefined();
    expect(deployDurationMs(revision(25 * 3600_000))).toBeUndefined();
  });
});

describe('typicalDuration', () => {
  it('is the median of the DEPLOYED revisions, with the quartiles and the count', () => {
    const page = [90, 120, 125, 130, 600].map((s) => revision(s * 1000));
    expect(typicalDuration(page, 'none')).toEqual({
      typicalMs: 125_000,
      earlyMs: 120_000,
      lateMs: 130_000,
      count: 5,
    });
  });

  it('takes the mean of the middle two of an even count', () => {
    const page = [100, 110, 140, 150].map((s) => revision(s * 1000));
    expect(typicalDuration(page, 'none')?.typicalMs).toBe(125_000);
  });

  it('needs at least 3 deploys', () => {
    const page = [revision(60_000), revision(70_000), revision(5000, 'BUILD_FAILED')];
    expect(typicalDuration(page, 'none')).toBeUndefined();
    expect(typicalDuration([], 'none')).toBeUndefined();
  });

  it('uses the newest 10 DEPLOYED revisions of the page and skips the one being followed', () => {
    // Newest first: ten of 10 s, then ten of 1000 s that are older and must not count.
    const newest = Array.from({ length: 10 }, () => revision(10_000));
    const older = Array.from({ length: 10 }, () => revision(1_000_000));
    const followed = revision(1_000_000);
    const typical = typicalDuration([followed, ...newest, ...older], followed.id);
    expect(typical).toMatchObject({ typicalMs: 10_000, count: 10 });
  });

  it('reads no further than one page of 20', () => {
    const page = [
      ...Array.from({ length: 18 }, () => revision(1000, 'SKIPPED')),
      revision(30_000),
      revision(40_000),
      revision(50_000),
    ];
    expect(typicalDuration(page, 'none')).toBeUndefined();
  });
});

describe('quantile and the words', () => {
  it('interpolates between ranks', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(18);
  });

  it('writes durations as the ETA line does', () => {
    expect(formatTypical(125_000)).toBe('2m05s');
    expect(formatTypical(42_400)).toBe('42s');
    expect(formatTypical(250)).toBe('0.3s');
    expect(formatTypical(4000)).toBe('4s');
    expect(formatTypical(3_725_000)).toBe('1h02m05s');
    expect(describeTypical({ typicalMs: 125_000, earlyMs: 0, lateMs: 0, count: 8 })).toBe(
      'typically 2m05s, from the last 8 deploys',
    );
  });
});
