// src/deploy/follow/follow-revision.ts: the follow phase against the emulator: each status and
// each streamed build line is one line of the log, told with the event it stands for.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { StepContext } from '../../../src/client/step-client.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import type { StepEvent } from '../../../src/common/step-events.ts';
import type { TimelineEntry } from '../../../src/deploy/follow/follow-revision.ts';
import { followRevision } from '../../../src/deploy/follow/follow-revision.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

const emulator = useEmulator({ stepMs: 20, serviceGeneration: 'new' }, { per: 'test' });
let emu: Emulator;
let stepClock: StepClock;
beforeEach(() => {
  emu = emulator();
  stepClock = new StepClock(60_000);
});
afterEach(() => stepClock.dispose());

describe('followRevision', () => {
  it('tells each status and each build line with its event, and keeps the timeline', async () => {
    const deployment = emu.seedDeployment({
      firstRevision: [
        { status: 'BUILDING', polls: 3 },
        { status: 'DEPLOYING', polls: 1 },
        { status: 'DEPLOYED' },
      ],
    });
    const told: Array<{ line: string; event?: StepEvent }> = [];
    const step = {
      client: clientFor(emu).client,
      stepClock,
      signal: stepClock.signal,
      log: (line: string, event?: StepEvent) => told.push({ line, ...(event && { event }) }),
      warn: () => {},
      debug: () => {},
      group: () => {},
    } satisfies StepContext;
    const ids = {
      deploymentId: deployment.id,
      revisionId: deployment.latest_revision_id as string,
    };
    const timeline: TimelineEntry[] = [];

    const waited = await followRevision(
      step,
      { pollInterval: 10, logs: 'always' },
      ids,
      undefined,
      timeline,
    );

    expect(waited).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    const statuses = told.filter(({ event }) => event?.type === 'status');
    expect(statuses.map(({ event }) => event)).toEqual(
      timeline.map(({ status, atMs }) => ({
        type: 'status',
        revision: 'deployed',
        ...ids,
        status,
        atMs,
      })),
    );
    expect(timeline.map(({ status }) => status)).toEqual(['BUILDING', 'DEPLOYING', 'DEPLOYED']);
    for (const { line, event } of statuses) {
      expect(line).toMatch(
        new RegExp(`^\\[ *[0-9.a-z ]+\\] ${(event as { status: string }).status}$`),
      );
    }
    const built = told.filter(({ line }) => line.startsWith('  build │ '));
    expect(built.length).toBeGreaterThan(0);
    for (const { line, event } of built) {
      expect(event).toEqual({
        type: 'build-log',
        revisionId: ids.revisionId,
        line: line.slice('  build │ '.length),
      });
    }
  });
});
