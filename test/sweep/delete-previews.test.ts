// src/sweep/delete-previews.ts: the deletes one after another, and what a stop leaves of them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { StepClock } from '../../src/common/step-control.ts';
import { deletePreviews } from '../../src/sweep/delete-previews.ts';
import type { Preview } from '../../src/sweep/outcomes.ts';
import { clientFor } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

let emu: Emulator;
const emulator = useEmulator();
beforeEach(() => {
  emu = emulator();
});
afterEach(() => {
  emu.clearFaults();
  emu.clearRequests();
});

const silent = { log: () => {}, warn: () => {} };

function stalePreviews(count: number): Preview[] {
  return Array.from({ length: count }, (_, index) => {
    const seeded = emu.seedDeployment({ name: `delete-pr-${index + 1}` });
    return {
      name: seeded.name ?? '',
      id: seeded.id,
      number: index + 1,
      pullRequest: 'closed',
      idleMs: 0,
      stale: true,
      reason: 'the pull request is closed',
    };
  });
}

describe('deletePreviews', () => {
  it('deletes each in turn, and goes on after one that fails', async () => {
    const previews = stalePreviews(3);
    emu.addFault({ method: 'DELETE', path: `/v2/deployments/${previews[1]?.id}`, status: 409 });
    const stepClock = new StepClock();
    try {
      await deletePreviews(
        { client: clientFor(emu).client, stepClock, signal: stepClock.signal, ...silent },
        previews,
        { deleteTracingProject: true },
      );
    } finally {
      stepClock.dispose();
    }
    expect(previews.map((p) => p.outcome?.kind)).toEqual(['deleted', 'failed', 'deleted']);
  });

  it('at a stop: the delete on its way is in flight, and the rest are not sent', async () => {
    const previews = stalePreviews(4);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    emu.addFault({ method: 'DELETE', path: `/v2/deployments/${previews[1]?.id}`, until: held });
    const stepClock = new StepClock();
    try {
      const deleting = deletePreviews(
        { client: clientFor(emu).client, stepClock, signal: stepClock.signal, ...silent },
        previews,
        { deleteTracingProject: true },
      );
      await vi.waitFor(() => expect(emu.requests.at(-1)?.path).toContain(previews[1]?.id));
      // The step's time-out runs out now.
      stepClock.limit(0);
      await deleting;
    } finally {
      release();
      stepClock.dispose();
    }
    expect(stepClock.stopped?.kind).toBe('timed-out');
    expect(previews.map((p) => p.outcome?.kind)).toEqual([
      'deleted',
      'in-flight',
      'not-sent',
      'not-sent',
    ]);
    expect(emu.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(
      previews.slice(0, 2).map((p) => `/v2/deployments/${p.id}`),
    );
  });
});
