// src/listener/find-listener.ts: the listener a compute id names, read from every page of the
// list; two with one compute id are named, and neither is picked.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { ServiceError } from '../../src/client/service-error.ts';
import { InputError } from '../../src/common/inputs.ts';
import { findAfterConflict, findListenerByComputeId } from '../../src/listener/find-listener.ts';
import { clientFor } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

let emu: Emulator;
const emulator = useEmulator();
beforeEach(() => {
  emu = emulator();
});
const find = (computeId: string) =>
  findListenerByComputeId(clientFor(emu).client, computeId, new AbortController().signal);

describe('findListenerByComputeId', () => {
  it('finds the listener with the compute id, having read every listener', async () => {
    const wanted = emu.seedListener({ compute_id: 'wanted' });
    for (let n = 0; n < 40; n++) emu.seedListener({ compute_id: `other-${n}` });
    const search = await find('wanted');
    expect(search.listener?.id).toBe(wanted.id);
    expect(search.scanned).toBe(41);
  });

  it('finds nothing for a compute id no listener has', async () => {
    expect((await find('nobody')).listener).toBeUndefined();
  });

  it('refuses two listeners with one compute id, naming both', async () => {
    const first = emu.seedListener({ compute_id: 'doubled' });
    for (let n = 0; n < 30; n++) emu.seedListener({ compute_id: `filler-${n}` });
    const second = emu.seedListener({ compute_id: 'doubled' });

    const error = await find('doubled').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InputError);
    const [problem] = (error as InputError).problems;
    expect(problem?.input).toBe('compute-id');
    expect(problem?.message).toMatch(/^"doubled" is the compute id of 2 listeners: /);
    expect(problem?.message).toContain(first.id);
    expect(problem?.message).toContain(second.id);
    expect(problem?.message).toContain('give the one you mean as listener-id');
  });
});

describe('findAfterConflict', () => {
  const conflict = new ServiceError({
    kind: 'http',
    method: 'POST',
    path: '/v2/listeners',
    status: 409,
    detail: 'A listener for this workspace and compute id already exists.',
    mayHaveReachedService: true,
  });

  it('says the list was cut when the listener is not among the part that could be read', async () => {
    const other = emu.seedListener({ compute_id: 'only-one-shown' });
    emu.addFault({
      method: 'GET',
      path: '/v2/listeners',
      status: 200,
      body: { resources: [other], offset: 0 },
    });
    const { client } = clientFor(emu);
    const error = await findAfterConflict(
      client,
      'behind-the-cut',
      conflict,
      new AbortController().signal,
    ).catch((thrown: unknown) => thrown);
    expect((error as ServiceError).detail).toBe(
      `A listener for this workspace and compute id already exists. No listener with compute_id "behind-the-cut" is among the 1 read. Listing the listeners stopped after page 1 (1 read): the service gave 0 as the offset of the next page, no further than the page it answered (offset 0), so the pages after it could not be asked for; any listeners after those were not seen. So pass the existing listener's id as listener-id to update it.`,
    );
  });
});
