import ignore, { type Ignore } from 'ignore';

/** How many paths one `ignore` instance answers before a fresh one takes over. */
const PATHS_PER_INSTANCE = 512;

/**
 * The rules of one ignore file, matched by the `ignore` package. An instance of it keeps the
 * answer for every path it was asked about, and for their parent directories, as long as it
 * lives: a tree of 200,000 files made that 30 MB. So after PATHS_PER_INSTANCE paths a fresh
 * instance of the same rules takes over. The answers are the same; the walk asks about the
 * entries of a directory one after another, so their parents' answers are still at hand.
 */
export class IgnoreMatcher {
  readonly #text: string;
  readonly #ignorecase: boolean;
  #rules: Ignore;
  #asked = 0;

  constructor(text: string, ignorecase: boolean) {
    this.#text = text;
    this.#ignorecase = ignorecase;
    this.#rules = this.#fresh();
  }

  test(entry: string): ReturnType<Ignore['test']> {
    if (++this.#asked > PATHS_PER_INSTANCE) {
      this.#rules = this.#fresh();
      this.#asked = 1;
    }
    return this.#rules.test(entry);
  }

  #fresh(): Ignore {
    return ignore({ ignorecase: this.#ignorecase }).add(this.#text);
  }
}
