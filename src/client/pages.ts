/** One page of a list answer: `{resources, offset}`, where `offset` is where the next page starts. */
export interface Page<T> {
  resources: T[];
  offset?: number | null | undefined;
}

export const PAGE_SIZE = 100;
/** A service that ignores `offset` would otherwise be paged for ever. */
const MAX_PAGES = 1000;

/**
 * Every page of a list, in order. A page may hold fewer than asked while more follow, so the
 * list ends only with an empty page, or when the returned offset does not move forward.
 */
export async function* everyPage<T>(
  fetchPage: (query: { limit: number; offset: number }) => Promise<Page<T>>,
): AsyncGenerator<T[]> {
  let offset = 0;
  for (let count = 0; count < MAX_PAGES; count++) {
    const page = await fetchPage({ limit: PAGE_SIZE, offset });
    if (page.resources.length === 0) return;
    yield page.resources;
    const next = page.offset ?? offset + page.resources.length;
    if (next <= offset) return;
    offset = next;
  }
}

/**
 * Every item of a paged list that `matches`, once per id (a list that shifts while it is read
 * can show an item on two pages), and how many distinct items were read.
 */
export async function everyMatch<T extends { id: string }>(
  pages: AsyncIterable<T[]>,
  matches: (item: T) => boolean,
): Promise<{ found: T[]; scanned: number }> {
  const seen = new Set<string>();
  const found: T[] = [];
  for await (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      if (matches(item)) found.push(item);
    }
  }
  return { found, scanned: seen.size };
}
