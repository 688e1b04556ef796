// src/client/pages.ts: every page of a list, and where and why a list was cut short.
import { describe, expect, it } from 'vitest';
import {
  describeListCut,
  everyMatch,
  everyPage,
  MAX_PAGES,
  PAGE_SIZE,
  type Page,
} from '../../src/client/pages.ts';

interface Item {
  id: string;
}

const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `item-${from + i}` }));

/** A list of `total` items served `size` at a time, with the next page's offset. */
function servedList(total: number, size: number) {
  const asked: number[] = [];
  const fetchPage = async ({ offset }: { offset: number }): Promise<Page<Item>> => {
    asked.push(offset);
    const page = items(offset, Math.max(0, Math.min(size, total - offset)));
    return { resources: page, offset: offset + page.length };
  };
  return { fetchPage, asked };
}

describe('everyPage with everyMatch', () => {
  it('reads short pages on until an empty one, and reports no cut', async () => {
    const list = servedList(250, 25);
    const search = await everyMatch(everyPage(list.fetchPage), () => true);
    expect(search.found).toHaveLength(250);
    expect(search).toMatchObject({ scanned: 250 });
    expect(search.cut).toBeUndefined();
    expect(list.asked).toEqual([...Array.from({ length: 10 }, (_, i) => i * 25), 250]);
  });

  it('stops where the offset does not move, and says so', async () => {
    let calls = 0;
    const stuck = async ({ offset }: { offset: number }): Promise<Page<Item>> => {
      calls += 1;
      return { resources: items(offset, PAGE_SIZE), offset: 0 };
    };
    const search = await everyMatch(everyPage(stuck), () => true);
    expect(calls).toBe(1);
    expect(search).toMatchObject({
      scanned: 100,
      cut: { kind: 'offset-stuck', pages: 1, asked: 0, next: 0 },
    });
    expect(describeListCut(search.cut as never, 'the deployments', search.scanned)).toBe(
      'Listing the deployments stopped after page 1 (100 read): the service gave 0 as the offset of the next page, no further than the page it answered (offset 0), so the pages after it could not be asked for; any deployments after those were not seen.',
    );
  });

  it('stops an endless list after MAX_PAGES pages, and says so', async () => {
    const endless = servedList(Number.POSITIVE_INFINITY, 2);
    const search = await everyMatch(everyPage(endless.fetchPage), (item) => item.id === 'item-0');
    expect(endless.asked).toHaveLength(MAX_PAGES);
    expect(search).toMatchObject({ scanned: 2 * MAX_PAGES, cut: { kind: 'page-limit' } });
    expect(search.found).toEqual([{ id: 'item-0' }]);
    expect(describeListCut(search.cut as never, 'the listeners', search.scanned)).toBe(
      `Listing the listeners stopped after page ${MAX_PAGES} (${2 * MAX_PAGES} read), the most that are read in one run; any listeners after those were not seen.`,
    );
  });

  it('counts an item shown on two pages once', async () => {
    const pages: Page<Item>[] = [
      { resources: items(0, 2), offset: 2 },
      { resources: items(1, 2), offset: 4 },
      { resources: [], offset: 4 },
    ];
    const search = await everyMatch(
      everyPage(async () => pages.shift() as Page<Item>),
      () => true,
    );
    expect(search.found.map((item) => item.id)).toEqual(['item-0', 'item-1', 'item-2']);
    expect(search.scanned).toBe(3);
    expect(search.cut).toBeUndefined();
  });
});
