import { describe, expect, it } from 'vitest';
import type { AgentServerAnswer } from '../../../src/deploy/after-deployed/agent-server-request.ts';
import { readRunAnswer } from '../../../src/deploy/after-deployed/run-answer.ts';

const TIMED_OUT = "no answer within the case's timeout of 2s";
const answer = (
  text: string,
  status = 200,
  body: 'complete' | 'too-large' | 'timed-out' | 'broken' = 'complete',
): AgentServerAnswer => ({ kind: 'answer', status, text, body });
const read = (given: AgentServerAnswer) => readRunAnswer(given, TIMED_OUT);

describe('readRunAnswer', () => {
  it('reads the JSON, newlines before it included', () => {
    expect(read(answer('\n\n\n{"text": "hi"}'))).toEqual({ ok: true, output: { text: 'hi' } });
  });

  it('tells a time-out as the caller words it, whatever came before, status included', () => {
    expect(read(answer('\n\n', 200, 'timed-out'))).toEqual({ ok: false, problem: TIMED_OUT });
    expect(read(answer('', 500, 'timed-out'))).toEqual({ ok: false, problem: TIMED_OUT });
    expect(read({ kind: 'no-answer', reason: 'no answer within 2000ms', timedOut: true })).toEqual({
      ok: false,
      problem: TIMED_OUT,
    });
    expect(
      read({ kind: 'no-answer', reason: 'no answer (ECONNREFUSED)', timedOut: false }),
    ).toEqual({ ok: false, problem: 'no answer (ECONNREFUSED)' });
  });

  it.each([
    [answer('{"detail": "Graph failed to load"}', 500), 'HTTP 500: Graph failed to load'],
    [answer('{"detail": [{"msg": "bad"}]}', 422), 'HTTP 422: [{"msg":"bad"}]'],
    [answer('Assistant "nope" not found', 404), 'HTTP 404: Assistant "nope" not found'],
    [answer('', 502), 'HTTP 502'],
    [answer('{"a"', 200, 'too-large'), 'the answer is longer than 1 MiB, all that is read of it'],
    [answer('{"a"', 200, 'broken'), 'the answer broke off before its end'],
    [answer('\n\n'), 'the answer is not JSON'],
    [
      answer(`${'['.repeat(300)}${']'.repeat(300)}`),
      'the answer is JSON nested too deeply (more than 256 levels)',
    ],
  ])('fails %j: %s', (given, problem) => {
    expect(read(given)).toEqual({ ok: false, problem });
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
      problem: `the run failed: ${told}`,
    });
  });
});
