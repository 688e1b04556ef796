import { describe, expect, it } from 'vitest';
import {
  checkScript,
  countPoll,
  defaultRevisionPath,
  defaultSteps,
  deployedAt,
  failingSteps,
  makeSchedule,
  statusAt,
  supersede,
} from '../../emulator/state/revision-schedule.ts';

/** The statuses a schedule goes through, sampled at every step boundary. */
function walk(steps: Array<{ status: string; ms?: number }>, stepMs = 10): string[] {
  const schedule = makeSchedule(steps, stepMs, 0);
  const seen: string[] = [];
  for (let t = 0; t <= steps.length * 100; t += 5) {
    const { status } = statusAt(schedule, t);
    if (seen.at(-1) !== status) seen.push(status);
  }
  return seen;
}

describe('revision schedules', () => {
  it('walk the default path to DEPLOYED and stay there', () => {
    expect(walk(defaultSteps(10))).toEqual([...defaultRevisionPath]);
    const schedule = makeSchedule(defaultSteps(10), 10, 1000);
    expect(statusAt(schedule, 1000)).toEqual({ status: 'CREATING', since: 1000 });
    expect(statusAt(schedule, 1059)).toEqual({ status: 'DEPLOYING', since: 1050 });
    expect(statusAt(schedule, 1e9)).toEqual({ status: 'DEPLOYED', since: 1060 });
    expect(deployedAt(schedule)).toBe(1060);
  });

  it.each([
    ['CREATE_FAILED', ['CREATING', 'CREATE_FAILED']],
    ['SKIPPED', ['CREATING', 'QUEUED', 'SKIPPED']],
    ['BUILD_FAILED', ['CREATING', 'QUEUED', 'AWAITING_BUILD', 'BUILDING', 'BUILD_FAILED']],
    [
      'DEPLOY_FAILED',
      [
        'CREATING',
        'QUEUED',
        'AWAITING_BUILD',
        'BUILDING',
        'AWAITING_DEPLOY',
        'DEPLOYING',
        'DEPLOY_FAILED',
      ],
    ],
    [
      'INTERRUPTED',
      [
        'CREATING',
        'QUEUED',
        'AWAITING_BUILD',
        'BUILDING',
        'AWAITING_DEPLOY',
        'DEPLOYING',
        'INTERRUPTED',
      ],
    ],
  ] as const)('fail with %s after the matching stage', (status, path) => {
    expect(walk(failingSteps(status, 10))).toEqual(path);
    expect(deployedAt(makeSchedule(failingSteps(status, 10), 10, 0))).toBeUndefined();
  });

  it('follow scripts with unknown statuses and flips, using each step duration', () => {
    const steps = [
      { status: 'QUEUED', ms: 30 },
      { status: 'WARMING_UP' },
      { status: 'UNKNOWN' },
      { status: 'BUILDING', ms: 5 },
      { status: 'UNKNOWN' },
      { status: 'DEPLOYED' },
    ];
    expect(walk(steps)).toEqual([
      'QUEUED',
      'WARMING_UP',
      'UNKNOWN',
      'BUILDING',
      'UNKNOWN',
      'DEPLOYED',
    ]);
    expect(deployedAt(makeSchedule(steps, 10, 0))).toBe(65);
  });

  it('are superseded: skipped while waiting, interrupted while deploying, untouched when final', () => {
    const queued = makeSchedule(defaultSteps(10), 10, 0);
    supersede(queued, 15);
    expect(statusAt(queued, 14).status).toBe('QUEUED');
    expect(statusAt(queued, 15)).toEqual({ status: 'SKIPPED', since: 15 });
    expect(statusAt(queued, 1e9).status).toBe('SKIPPED');
    expect(deployedAt(queued)).toBeUndefined();

    const deploying = makeSchedule(defaultSteps(10), 10, 0);
    supersede(deploying, 55);
    expect(statusAt(deploying, 1e9).status).toBe('INTERRUPTED');

    const deployed = makeSchedule([{ status: 'DEPLOYED' }], 10, 0);
    supersede(deployed, 5);
    expect(statusAt(deployed, 1e9).status).toBe('DEPLOYED');
    expect(deployedAt(deployed)).toBe(0);
  });

  it('hold a step counted in polls for that many GETs, however long they take, then walk on', () => {
    const schedule = makeSchedule(
      [
        { status: 'QUEUED', ms: 10 },
        { status: 'BUILDING', polls: 2 },
        { status: 'DEPLOYING', ms: 10 },
        { status: 'DEPLOYED' },
      ],
      10,
      0,
    );
    countPoll(schedule, 5); // still QUEUED: a poll of a step in ms uses nothing
    expect(statusAt(schedule, 1e9)).toEqual({ status: 'BUILDING', since: 10 });
    expect(deployedAt(schedule)).toBeUndefined();
    countPoll(schedule, 1000);
    expect(statusAt(schedule, 1e6).status).toBe('BUILDING');
    countPoll(schedule, 1e6);
    expect(statusAt(schedule, 1e6)).toEqual({ status: 'DEPLOYING', since: 1e6 });
    expect(statusAt(schedule, 1e6 + 10)).toEqual({ status: 'DEPLOYED', since: 1e6 + 10 });
    expect(deployedAt(schedule)).toBe(1e6 + 10);
    countPoll(schedule, 2e6); // in ms again: the schedule stays as it was
    expect(deployedAt(schedule)).toBe(1e6 + 10);
  });

  it('stop a step counted in polls when a newer revision comes', () => {
    const schedule = makeSchedule(
      [{ status: 'BUILDING', polls: 5 }, { status: 'DEPLOYED' }],
      10,
      0,
    );
    countPoll(schedule, 1);
    supersede(schedule, 2);
    countPoll(schedule, 3);
    expect(statusAt(schedule, 1e9)).toEqual({ status: 'SKIPPED', since: 2 });
    expect(deployedAt(schedule)).toBeUndefined();
  });

  it.each([
    [[], 'A revision script needs at least one status.'],
    [
      [{ status: 'BUILDING', ms: 5, polls: 2 }],
      'The step BUILDING of a revision script lasts ms or polls, not both.',
    ],
    [
      [{ status: 'BUILDING', polls: 0 }],
      'The step BUILDING of a revision script needs a whole number of polls ≥ 1.',
    ],
    [
      [{ status: 'QUEUED', polls: 1.5 }],
      'The step QUEUED of a revision script needs a whole number of polls ≥ 1.',
    ],
  ])('refuse a script %j', (steps, message) => {
    expect(() => checkScript(steps)).toThrow(message);
    expect(() => makeSchedule(steps, 10, 0)).toThrow(message);
  });
});
