import { describe, expect, it } from 'vitest';
import { ServiceError, type ServiceErrorInit } from '../../src/client/service-error.ts';
import {
  isAmbiguous,
  type OnceOnlyWrite,
  type ReadBack,
  sendOnce,
} from '../../src/deployments/send-once.ts';

const PATH = '/v2/deployments/2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

function failure(init: Partial<ServiceErrorInit>): ServiceError {
  return new ServiceError({
    kind: 'http',
    method: 'PATCH',
    path: PATH,
    detail: 'what the service said',
    mayHaveReachedService: true,
    ...init,
  });
}

const RESET = failure({ kind: 'network', detail: 'connection reset (ECONNRESET)' });

/**
 * A write whose sends answer, one after another, with `answers` (an Error is thrown), and whose
 * read-back finds `found`; it records what was sent, read, logged and warned.
 */
function stubbedWrite(
  answers: Array<string | Error>,
  found?: ReadBack<string>,
  named: string | null = 'request',
) {
  const seen = {
    sends: 0,
    readBacks: [] as ServiceError[],
    logs: [] as string[],
    warnings: [] as string[],
  };
  const write: OnceOnlyWrite<string> = {
    ...(named && { named }),
    send: async () => {
      const answer = answers[seen.sends++];
      if (answer instanceof Error) throw answer;
      return answer ?? 'no answer scripted';
    },
    readBack: async (unclear) => {
      seen.readBacks.push(unclear);
      if (!found) throw new Error('read back although the answer was clear');
      return found;
    },
  };
  const say = {
    log: (line: string) => seen.logs.push(line),
    warn: (line: string) => seen.warnings.push(line),
  };
  return { write, seen, say, run: () => sendOnce(say, write) };
}

describe('a write whose answer arrives', () => {
  it('is sent once and answered, with nothing read back', async () => {
    const { seen, run } = stubbedWrite(['made']);
    await expect(run()).resolves.toBe('made');
    expect(seen).toMatchObject({ sends: 1, readBacks: [], logs: [], warnings: [] });
  });

  it.each([
    ['a 422', failure({ status: 422 })],
    ['a 404', failure({ status: 404 })],
    ['a 429, which says the service did not act', failure({ status: 429 })],
    ['a 503, which says the service did not act', failure({ status: 503 })],
    ['a refused connection', failure({ kind: 'network', mayHaveReachedService: false })],
  ])('fails as it is after %s: nothing read back, nothing sent again', async (_case, error) => {
    const { seen, run } = stubbedWrite([error]);
    await expect(run()).rejects.toBe(error);
    expect(seen).toMatchObject({ sends: 1, readBacks: [], warnings: [] });
  });
});

describe('a write whose fate is unclear', () => {
  it.each([
    ['a reset', RESET],
    ['a 408 a proxy may send after forwarding', failure({ status: 408 })],
    ['a 500', failure({ status: 500 })],
    ['a 502', failure({ status: 502 })],
    ['a 504', failure({ status: 504 })],
    ['a 2xx whose body cannot be read', failure({ kind: 'invalid-response', status: 200 })],
  ])('after %s, is read back before anything else is sent', async (_case, error) => {
    expect(isAmbiguous(error)).toBe(true);
    const { seen, run } = stubbedWrite([error], { verdict: 'acted', result: 'ours' });
    await expect(run()).resolves.toBe('ours');
    expect(seen.sends).toBe(1);
    expect(seen.readBacks).toEqual([error]);
    expect(seen.warnings).toEqual([
      `${error.message}. The request may have reached the service; reading the deployment to find out before anything is sent again.`,
    ]);
  });

  it('takes what the read-back found when the service acted, and says so', async () => {
    const note = 'that is this request’s revision, so it is not sent again.';
    const { seen, run } = stubbedWrite([RESET], { verdict: 'acted', result: 'adopted', note });
    await expect(run()).resolves.toBe('adopted');
    expect(seen.sends).toBe(1);
    expect(seen.logs).toEqual([note]);
  });

  it('is sent exactly once more when the read-back shows the service did not act', async () => {
    const note = 'No new revision appeared: sending it once more.';
    const { seen, run } = stubbedWrite([RESET, 'made'], { verdict: 'not-acted', note });
    await expect(run()).resolves.toBe('made');
    expect(seen.sends).toBe(2);
    expect(seen.logs).toEqual([note]);
  });

  it('is not sent a third time when the repeat fails too, whatever the failure', async () => {
    const again = failure({ kind: 'network', detail: 'reset again' });
    const { seen, run } = stubbedWrite([RESET, again], { verdict: 'not-acted', note: 'again' });
    await expect(run()).rejects.toBe(again);
    expect(seen.sends).toBe(2);
    expect(seen.readBacks).toHaveLength(1);
  });

  it('fails with the read-back’s failure when something else moved the resource, sending nothing more', async () => {
    const racing = new Error('Another deploy moved deployment');
    const { seen, run } = stubbedWrite([RESET], { verdict: 'fail', failure: racing });
    await expect(run()).rejects.toBe(racing);
    expect(seen.sends).toBe(1);
    expect(seen.logs).toEqual([]);
  });

  it('follows the write’s own idea of unclear, and warns nothing when it names none', async () => {
    const bare404 = failure({ method: 'DELETE', status: 404, detail: 'Not Found' });
    const found = { verdict: 'acted', result: 'gone' } as const;
    const { write, seen, say } = stubbedWrite([bare404], found, null);
    const is404 = (error: unknown): error is ServiceError =>
      error instanceof ServiceError && error.status === 404;
    await expect(sendOnce(say, { ...write, isUnclear: is404 })).resolves.toBe('gone');
    expect(seen.readBacks).toEqual([bare404]);
    expect(seen).toMatchObject({ sends: 1, warnings: [], logs: [] });
    // The same 404 under the default rule is an answer: it fails as it is.
    const plain = stubbedWrite([bare404], found);
    await expect(plain.run()).rejects.toBe(bare404);
    expect(plain.seen.readBacks).toEqual([]);
  });
});
