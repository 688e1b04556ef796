// src/deployments/target.ts: which deployment a name picks (exactly one, or none), and which
// names the service accepts for a new deployment.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { InputError } from '../../src/common/inputs.ts';
import {
  AmbiguousName,
  acceptedNameFor,
  findDeploymentByName,
  ListCutShort,
  newNameProblem,
} from '../../src/deployments/target.ts';
import { clientFor } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

describe('acceptedNameFor', () => {
  it.each([
    ['Support Agent', 'support-agent'],
    ['support_agent', 'support-agent'],
    ['My Agent (v2)!', 'my-agent-v2'],
    ['  --Café Bot--  ', 'cafe-bot'],
    ['agent--pr-7', 'agent-pr-7'],
    ['ключ', ''],
  ])('makes %j into %j', (name, accepted) => {
    expect(acceptedNameFor(name)).toBe(accepted);
  });
});

describe('newNameProblem', () => {
  it.each(['support-agent', 'agent-pr-7', '7', '-odd-but-accepted-'])('accepts %j', (name) => {
    expect(newNameProblem(name)).toBeUndefined();
  });

  it('refuses other names, suggesting the accepted form', () => {
    expect(newNameProblem('Support Agent')).toBe(
      'is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens: use "support-agent"',
    );
    expect(newNameProblem('agent.pr.7')).toMatch(/: use "agent-pr-7"$/);
  });

  it('suggests nothing when nothing of the name is left', () => {
    expect(newNameProblem('ключ')).toBe(
      'is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens',
    );
  });
});

describe('findDeploymentByName', () => {
  const emulator = useEmulator();
  let emu: Emulator;
  beforeEach(() => {
    emu = emulator();
  });
  const find = (name: string) =>
    findDeploymentByName(clientFor(emu).client, name, new AbortController().signal);

  it('finds the one deployment with exactly that name', async () => {
    emu.seedDeployment({ name: 'one-pr-77' });
    const exact = emu.seedDeployment({ name: 'one-pr-7' });
    expect((await find('one-pr-7'))?.id).toBe(exact.id);
  });

  it('finds nothing when the name is only part of others', async () => {
    emu.seedDeployment({ name: 'none-pr-77' });
    expect(await find('none-pr-7')).toBeUndefined();
  });

  it('refuses two with the same name, listing every id, even pages apart', async () => {
    const first = emu.seedDeployment({ name: 'twice' });
    // The list is newest first, 25 to a page at most: the two are four pages apart.
    for (let n = 0; n < 80; n++) emu.seedDeployment({ name: `twice-${n}` });
    const second = emu.seedDeployment({ name: 'twice' });

    const error = await find('twice').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AmbiguousName);
    expect(error).toBeInstanceOf(InputError);
    expect((error as AmbiguousName).ids).toEqual([second.id, first.id]);
    expect((error as InputError).problems).toEqual([
      {
        input: 'deployment-name',
        message: `"twice" names 2 deployments: ${second.id}, ${first.id}. Nothing was sent to any of them; give the one you mean as deployment-id instead of deployment-name.`,
      },
    ]);
    expect(emu.requests.every((request) => request.method === 'GET')).toBe(true);
    expect(emu.requests.length).toBeGreaterThan(3);
  });

  describe('in a list whose offset does not move', () => {
    afterAll(() => emu.clearFaults());
    /** Every page answers `resources` and says the next one starts at 0 again. */
    const stuckList = (resources: unknown[]) =>
      emu.addFault({
        method: 'GET',
        path: '/v2/deployments',
        status: 200,
        body: { resources, offset: 0 },
        times: 1,
      });

    it('takes a match before the cut, with one warning that says where the list stopped', async () => {
      const one = emu.seedDeployment({ name: 'stuck-one' });
      stuckList([emu.getDeployment(one.id)]);
      const warnings: string[] = [];
      const found = await findDeploymentByName(
        clientFor(emu).client,
        'stuck-one',
        new AbortController().signal,
        (line) => warnings.push(line),
      );
      expect(found?.id).toBe(one.id);
      expect(warnings).toEqual([
        'Listing the deployments whose names hold "stuck-one" stopped after page 1 (1 read): the service gave 0 as the offset of the next page, no further than the page it answered (offset 0), so the pages after it could not be asked for; any deployments whose names hold "stuck-one" after those were not seen.',
      ]);
    });

    it('never takes a name as free when it was not among the pages read', async () => {
      const other = emu.seedDeployment({ name: 'stuck-two-longer' });
      stuckList([emu.getDeployment(other.id)]);
      const error = await find('stuck-two').catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ListCutShort);
      expect((error as Error).message).toMatch(
        /^Listing the deployments whose names hold "stuck-two" stopped after page 1 \(1 read\): .* No deployment named exactly "stuck-two" was among them, but one may come later in the list, so this run does not take the name as free: nothing was sent\./,
      );
    });
  });
});
