// Lists the sweep cannot give whole: a deployment list the service does not page on, and more
// stale previews than an output holds. Each cut is one warning that says what was cut.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_OUTPUT_CHARS } from '../../../src/common/action-runtime.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import {
  DAY_MS,
  deletedNames,
  freshEmulator,
  runSweep,
  useFakeGitHubForSweep,
  warnings,
} from './run-sweep.ts';

const fakeGitHub = useFakeGitHubForSweep();

describe('a deployment list whose offset does not move', () => {
  it('is read up to the page that did not move, with one warning that says so', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    const previews = Array.from({ length: 250 }, (_, index) => {
      github.addPullRequest(index + 1, 'closed');
      return emu.seedDeployment({ name: `agent-pr-${index + 1}`, ageMs: DAY_MS });
    });
    // Every page the service gives is the first hundred, and says the next starts at 0 again.
    const firstPage = previews.slice(0, 100).map((preview) => emu.getDeployment(preview.id));
    emu.addFault({
      method: 'GET',
      path: '/v2/deployments',
      status: 200,
      body: { resources: firstPage, offset: 0 },
      times: Number.POSITIVE_INFINITY,
    });
    const run = await runSweep(emu, github, {});

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'GET', /^\/v2\/deployments$/)).toHaveLength(1);
    const cut =
      'Listing the deployments stopped after page 1 (100 read): the service gave 0 as the offset of the next page, no further than the page it answered (offset 0), so the pages after it could not be asked for; any deployments after those were not seen.';
    expect(warnings(run)).toEqual([cut]);
    expect(run.summary).toContain(`100 of 100 deployments listed match the pattern. ⚠️ ${cut}`);
    expect(deletedNames(emu)).toHaveLength(10);
  });
});

describe('more stale previews than an output holds', () => {
  it('list as many as an output holds in stale, valid JSON, with their count in stale-count', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    // Long names, so that fifteen pages of previews hold more than the output can.
    const prefix = `${'support-agent-'.repeat(9)}pr-`;
    const count = 1500;
    const names: string[] = [];
    for (let number = 1; number <= count; number++) {
      github.addPullRequest(number, 'closed');
      emu.seedDeployment({ name: `${prefix}${number}`, ageMs: 2 * DAY_MS });
      names.push(`${prefix}${number}`);
    }
    const run = await runSweep(emu, github, { 'name-pattern': `${prefix}{number}` });

    expect(run.exitCode).toBe(0);
    expect(run.outputs['stale-count']).toBe(String(count));
    expect(run.outputs.stale?.length).toBeLessThanOrEqual(MAX_JSON_OUTPUT_CHARS);
    const stale = JSON.parse(run.outputs.stale ?? '') as string[];
    expect(stale.length).toBeGreaterThan(300);
    expect(stale).toEqual(names.slice(0, stale.length));
    expect(run.outputs).toMatchObject({
      deleted: JSON.stringify(names.slice(0, 10)),
      'deleted-count': '10',
      kept: '0',
    });
    expect(warnings(run)).toEqual([
      `The stale output holds the first ${stale.length} of ${count} stale previews; ${count - stale.length} were left out, as the JSON of all would be longer than the ${MAX_JSON_OUTPUT_CHARS} characters an output may hold. stale-count says how many there are.`,
    ]);
  }, 180_000);
});
