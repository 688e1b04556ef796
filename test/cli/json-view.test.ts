// src/cli/json-view.ts: one JSON object a line for every event.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { JsonView } from '../../src/cli/json-view.ts';
import { eventProblems } from '../support/cli-events-schema.ts';

function view(debug = false) {
  const out = new PassThrough();
  let written = '';
  out.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { view: new JsonView(out, { debug }), lines: () => written.split('\n') };
}

describe('the JSON view', () => {
  it('writes each event as one line of JSON: its type, its members, the line and the time', () => {
    const { view: json, lines } = view();
    json.line('[  2s] BUILDING', {
      type: 'status',
      revision: 'deployed',
      revisionId: 'r1',
      status: 'BUILDING',
      atMs: 2000,
    });
    json.line('Revision r1 (new)');
    json.warning('careful', 'A title');
    json.group('Build log', ['a', 'b']);
    json.debug('hidden');
    json.result({
      command: 'deploy',
      outcome: 'success',
      exitCode: 0,
      outputs: { result: 'deployed' },
    });
    const [status, log, warning, group, result, end] = lines();
    expect(end).toBe('');
    const events = [status, log, warning, group, result].map((line) => JSON.parse(line as string));
    for (const event of events) expect(eventProblems(event)).toEqual([]);
    expect(events.map(({ time: _time, ...event }) => event)).toEqual([
      {
        type: 'status',
        revision: 'deployed',
        revisionId: 'r1',
        status: 'BUILDING',
        atMs: 2000,
        message: '[  2s] BUILDING',
      },
      { type: 'log', message: 'Revision r1 (new)' },
      { type: 'warning', message: 'careful', title: 'A title' },
      { type: 'group', title: 'Build log', lines: ['a', 'b'] },
      {
        type: 'result',
        command: 'deploy',
        outcome: 'success',
        exitCode: 0,
        outputs: { result: 'deployed' },
      },
    ]);
  });

  it('writes no event the documented schema refuses, and the schema refuses what is not one', () => {
    const { view: json, lines } = view();
    json.line('uploading', { type: 'upload', sentBytes: 1, totalBytes: 2, done: false });
    json.line('smoke', {
      type: 'smoke-case',
      index: 1,
      count: 1,
      name: 'greets',
      url: 'https://a.example/runs/wait',
      passed: false,
      problem: 'no answer',
      ms: 5,
    });
    json.error('bad', 'Deploy failed');
    for (const line of lines().filter(Boolean)) expect(eventProblems(JSON.parse(line))).toEqual([]);
    expect(
      eventProblems({ type: 'status', time: new Date().toISOString(), message: 'x' }),
    ).not.toEqual([]);
    expect(eventProblems({ type: 'log', message: 'no time' })).not.toEqual([]);
  });

  it('keeps every event on its line, whatever line separators its text holds', () => {
    const { view: json, lines } = view(true);
    json.debug('a\u2028b\u0085c\nd');
    const [line, end] = lines();
    expect(end).toBe('');
    expect(line).not.toMatch(/[\u2028\u0085]/);
    expect(JSON.parse(line as string).message).toBe('a\u2028b\u0085c\nd');
  });
});
