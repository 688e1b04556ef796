import { describe, expect, it } from 'vitest';
import type { ControlPlaneClient } from '../../../src/client/control-plane-client.ts';
import { LogPage } from '../../../src/client/service-schemas.ts';
import { BuildLogFollower, formatLogLine } from '../../../src/deploy/follow/revision-logs.ts';

/*
 * Following a build log: a line whose `id` was shown is not shown again, so a service that
 * repeats a page (or pages that overlap) shows each line once. Ids are the service's data:
 * one that is not a short string is no id to compare by, and its line is shown.
 */

/** A client whose build log answers are the given pages, in order, read through the real schema. */
function followerOver(pages: unknown[]) {
  const asked: unknown[] = [];
  const client = {
    revisionLogs: async (_d: string, _r: string, _kind: string, query: unknown) => {
      asked.push(query);
      return LogPage.parse(pages.shift() ?? { logs: [], next_offset: null });
    },
  } as unknown as ControlPlaneClient;
  const follower = new BuildLogFollower(client, { deploymentId: 'd', revisionId: 'r' });
  return { follower, asked };
}

const line = (id: unknown, message: string) => ({ id, timestamp: 0, message });
const signal = new AbortController().signal;

describe('BuildLogFollower', () => {
  it('shows each line of a repeated page once', async () => {
    const page = { logs: [line('a', 'one'), line('b', 'two')], next_offset: '2' };
    const { follower, asked } = followerOver([
      page,
      page,
      { logs: [line('b', 'two'), line('c', 'three')], next_offset: '3' },
    ]);
    const shown: string[] = [];
    for (let n = 0; n < 3; n++) shown.push(...(await follower.next('BUILDING', signal)).lines);
    expect(shown).toEqual(['one', 'two', 'three']);
    expect(asked).toEqual([
      { limit: 50, order: 'asc' },
      { limit: 50, order: 'asc', offset: '2' },
      { limit: 50, order: 'asc', offset: '2' },
    ]);
  });

  it('shows lines that carry no usable id, each time they come', async () => {
    const { follower } = followerOver([
      {
        logs: [line(undefined, 'no id'), line('x'.repeat(300), 'long id'), line(7, 'number id')],
        next_offset: '3',
      },
      { logs: [line('x'.repeat(300), 'long id'), line('', 'empty id')], next_offset: '5' },
    ]);
    const first = await follower.next('BUILDING', signal);
    const second = await follower.next('BUILDING', signal);
    expect(first.lines).toEqual(['no id', 'long id', 'number id']);
    expect(second.lines).toEqual(['long id', 'empty id']);
  });

  it('tells lines apart by id, not by text: two lines saying the same are both shown', async () => {
    const { follower } = followerOver([
      { logs: [line('1', 'Installing…'), line('2', 'Installing…')], next_offset: '2' },
    ]);
    expect((await follower.next('BUILDING', signal)).lines).toEqual(['Installing…', 'Installing…']);
  });
});

describe('formatLogLine', () => {
  it('puts a level before the message unless it is INFO, which nearly every line is', () => {
    const shown = (level: string | null | undefined) =>
      formatLogLine({ id: 'x', timestamp: 0, level, message: 'the message' });
    expect(shown('ERROR')).toBe('ERROR the message');
    expect(shown('WARNING')).toBe('WARNING the message');
    expect(shown('INFO')).toBe('the message');
    expect(shown('info')).toBe('the message');
    expect(shown(undefined)).toBe('the message');
    expect(shown(null)).toBe('the message');
  });
});
