// src/listener/find-listener.ts: the listener a compute id names, read from every page of the
// list; two with one compute id are named, and neither is picked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { InputError } from '../../src/common/inputs.ts';
import { findListenerByComputeId } from '../../src/listener/find-listener.ts';
import { clientFor } from '../client/client-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
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
