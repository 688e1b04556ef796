/** One page of a list answer: `{resources, offset}`, where `offset` is where the next page starts. */
export interface Page<T> {
  resources: T[];
  offset?: number | null | undefined;
}

export const PAGE_SIZE = 100;
/** A service that ignores `offset` would otherwise be paged for ever. */
export const MAX_PAGES = 1000;

/** Why a list was read only in part: the pages after `pages` were never asked for. */
export type ListCut =
  /** MAX_PAGES pages were read, and the last was not empty. */
  | { kind: 'page-limit'; pages: number }
  /** The answer at `asked` gave `next` for the next page: no further on. */
  | { kind: 'offset-stuck'; pages: number; asked: number; next: number };

/**
 * Every page of a list, in order. A page may hold fewer than asked while more follow, so the
 * list ends only with an empty page. It is cut short when the returned offset does not move
 * forward, or after MAX_PAGES pages; the generator then returns the cut (a `for await` loop
 * that needs it reads it with everyMatch, or by hand).
 */
export async function* everyPage<T>(
  fetchPage: (query: { limit: number; offset: number }) => Promise<Page<T>>,
): AsyncGenerator<T[], ListCut | undefined> {
  let offset = 0;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const page = await fetchPage({ limit: PAGE_SIZE, offset });
    if (page.resources.length === 0) return undefined;
    yield page.resources;
    const next = page.offset ?? offset + page.resources.length;
    if (next <= offset) return { kind: 'offset-stuck', pages, asked: offset, next };
    offset = next;
  }
  return { kind: 'page-limit', pages: MAX_PAGES };
}

/** What reading a whole list found: the matches, how many distinct items were read, any cut. */
export interface ListSearch<T> {
  found: T[];
  scanned: number;
  cut?: ListCut;
}

/**
 * Every item of a paged list that `matches`, once per id (a list that shifts while it is read
 * can show an item on two pages), how many distinct items were read, and where the list was
 * cut, if it was.
 */
export async function everyMatch<T extends { id: string }>(
  pages: AsyncGenerator<T[], ListCut | undefined>,
  matches: (item: T) => boolean,
): Promise<ListSearch<T>> {
  const seen = new Set<string>();
  const found: T[] = [];
  for (let next = await pages.next(); ; next = await pages.next()) {
    if (next.done) {
      const cut = next.value;
      return { found, scanned: seen.size, ...(cut && { cut }) };
    }
    for (const item of next.value) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      if (matches(item)) found.push(item);
    }
  }
}

/**
 * The one warning for a cut list: what was listed (`what`, "the deployments"), how far it was
 * read and why no further, so a count taken from it is not read as the whole.
 */
export function describeListCut(cut: ListCut, what: string, scanned: number): string {
  const read = `Listing ${what} stopped after page ${cut.pages} (${scanned} read)`;
  if (cut.kind === 'page-limit') {
    return `${read}, the most that are read in one run; any ${bare(what)} after those were not seen.`;
  }
  return `${read}: the service gave ${cut.next} as the offset of the next page, no further than the page it answered (offset ${cut.asked}), so the pages after it could not be asked for; any ${bare(what)} after those were not seen.`;
}

/** "the deployments" → "deployments". */
function bare(what: string): string {
  return what.replace(/^the /, '');
}
