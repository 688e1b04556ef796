// src/sweep/delete-order.ts: which stale previews one run deletes, and in what order.
import { describe, expect, it } from 'vitest';
import { deleteOrder } from '../../src/sweep/delete-order.ts';

const stale = (number: number, idleMs: number | undefined) => ({ number, idleMs });
const numbers = (previews: { number: number }[]) => previews.map((p) => p.number);

describe('deleteOrder', () => {
  it('deletes the longest idle first, and leaves what is over the cap for the next run', () => {
    const { now, later } = deleteOrder(
      [stale(1, 5), stale(2, 50), stale(3, 20), stale(4, 1), stale(5, 30)],
      3,
    );
    expect(numbers(now)).toEqual([2, 5, 3]);
    expect(numbers(later)).toEqual([1, 4]);
  });

  it('puts previews whose idle time is unknown after every known one', () => {
    const { now, later } = deleteOrder([stale(1, undefined), stale(2, 0), stale(3, 9)], 2);
    expect(numbers(now)).toEqual([3, 2]);
    expect(numbers(later)).toEqual([1]);
  });

  it('breaks ties by the older pull request, so runs agree', () => {
    const { now } = deleteOrder(
      [stale(9, 7), stale(3, 7), stale(8, undefined), stale(4, undefined)],
      10,
    );
    expect(numbers(now)).toEqual([3, 9, 4, 8]);
  });

  it('keeps everything when under the cap, and does not change what it was given', () => {
    const given = [stale(1, 1), stale(2, 2)];
    const { now, later } = deleteOrder(given, 10);
    expect(numbers(now)).toEqual([2, 1]);
    expect(later).toEqual([]);
    expect(numbers(given)).toEqual([1, 2]);
  });
});
