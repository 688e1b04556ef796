import { describe, expect, it } from 'vitest';
import type { AgentServerAnswer } from '../../src/agent-server-client/request.ts';
import { readRunAnswer } from '../../src/agent-server-client/runs.ts';

const TIMED_OUT = "no answer within the case's timeout of 2s";
const answer = (
  text: string,
  status = 200,
  body: 'complete' | 'too-large' | 'timed-out' | 'broken' = 'complete',
): AgentServerAnswer => ({ kind: 'answer', status, text, body });
const read = (given: AgentServerAnswer, limitBytes = 1024 * 1024) =>
  readRunAnswer(given, { limitBytes, timedOut: TIMED_OUT });

describe('readRunAnswer', () => {
  it('reads the JSON, newlines before it included', () => {
    expect(read(answer('\n\n\n{"text": "hi"}'))).toEqual({ ok: true, values: { text: 'hi' } });
  });

  it('tells a time-out as the caller words it, whatever came before, status included', () => {
    expect(read(answer('\n\n', 200, 'timed-out'))).toEqual({
      ok: false,
      kind: 'timed-out',
      problem: TIMED_OUT,
      status: 200,
    });
    expect(read(answer('', 500, 'timed-out'))).toMatchObject({
      kind: 'timed-out',
      problem: TIMED_OUT,
    });
    expect(read({ kind: 'no-answer', reason: 'no answer within 2000ms', timedOut: true })).toEqual({
      ok: false,
      kind: 'timed-out',
      problem: TIMED_OUT,
    });
    expect(
      read({ kind: 'no-answer', reason: 'no answer (ECONNREFUSED)', timedOut: false }),
    ).toEqual({ ok: false, kind: 'no-answer', problem: 'no answer (ECONNREFUSED)' });
  });

  it.each([
    [
      answer('{"detail": "Graph failed to load"}', 500),
      'http-error',
      'HTTP 500: Graph failed to load',
    ],
    [answer('{"detail": [{"msg": "bad"}]}', 422), 'http-error', 'HTTP 422: [{"msg":"bad"}]'],
    [
      answer('Assistant "nope" not found', 404),
      'http-error',
      'HTTP 404: Assistant "nope" not found',
    ],
    [answer('', 502), 'http-error', 'HTTP 502'],
    [answer('Missing x-api-key', 401), 'refused', 'HTTP 401: Missing x-api-key'],
    [answer('{"detail": "Invalid key"}', 403), 'refused', 'HTTP 403: Invalid key'],
    [
      answer('{"a"', 200, 'too-large'),
      'unreadable',
      'the answer is longer than 1 MiB, all that is read of it',
    ],
    [answer('{"a"', 200, 'broken'), 'unreadable', 'the answer broke off before its end'],
    [answer('\n\n'), 'unreadable', 'the answer is not JSON'],
    [
      answer(`${'['.repeat(300)}${']'.repeat(300)}`),
      'unreadable',
      'the answer is JSON nested too deeply (more than 256 levels)',
    ],
  ])('fails %j as %s: %s', (given, kind, problem) => {
    expect(read(given)).toMatchObject({ ok: false, kind, problem });
  });

  it('names the limit the answer was read with', () => {
    expect(read(answer('{"a"', 200, 'too-large'), 64 * 1024)).toMatchObject({
      problem: 'the answer is longer than 64 KiB, all that is read of it',
    });
  });

  it.each([
    [{ error: 'ValueError', message: 'no model key' }, 'ValueError: no model key'],
    [
      { error: 'Error', message: '{"error":"TypeError","message":"input.text must be a string"}' },
      'TypeError: input.text must be a string',
    ],
    [
      {
        error: 'Error',
        message: JSON.stringify({
          error: 'GraphError',
          message: JSON.stringify({ error: 'KeyError', message: 'x' }),
        }),
      },
      'KeyError: x',
    ],
    [{ error: 'Error', message: '{"broken json' }, 'Error: {"broken json'],
    [{ message: 'only a message' }, 'only a message'],
    [{}, 'an __error__ without error or message'],
    ['a string', 'a string'],
    [[1, 2], '[1,2]'],
  ])('tells the graph error %j as %j', (error, told) => {
    expect(read(answer(JSON.stringify({ __error__: error })))).toEqual({
      ok: false,
      kind: 'graph-error',
      problem: `the run failed: ${told}`,
      status: 200,
    });
  });

  it('unwraps a graph error four levels deep, and shows a fifth as it is', () => {
    let message = JSON.stringify({ error: 'Deepest', message: 'at the bottom' });
    for (let level = 0; level < 4; level++) {
      message = JSON.stringify({ error: `Level${level}`, message });
    }
    const problem = (
      read(answer(JSON.stringify({ __error__: { error: 'Top', message } }))) as {
        problem: string;
      }
    ).problem;
    expect(problem).toMatch(/^the run failed: Level0: \{"error":"Deepest"/);
  });
});
