import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/** One object git gave: its id, its type and its contents. */
export interface GitObject {
  oid: string;
  type: string;
  body: Buffer;
}

/** An object's contents past this many bytes are not kept (see ObjectReader.read). */
const NO_LIMIT = Number.POSITIVE_INFINITY;

/** How much of git's error output is kept to say why it stopped. */
const MAX_STDERR_CHARS = 2000;

interface Request {
  name: string;
  maxBytes: number;
  resolve: (object: GitObject | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * One `git cat-file` for a whole decision: commits, trees and blobs are asked of the same
 * process, so reading a commit's trees costs one fork, not one per question. The questions
 * asked in one turn of the event loop go to git together, and each answer is handed out as it
 * arrives, so a walk of a tree asks for the next level while git still writes this one.
 *
 * It speaks `--batch-command --buffer` (git 2.36 and later: git writes only when told to
 * flush), and `--batch` when an older git does not know that. The process is ended by
 * `close()`, and killed when `signal` fires; either way every question still open is refused.
 */
export class ObjectReader {
  readonly #cwd: string;
  readonly #env: NodeJS.ProcessEnv;
  readonly #signal: AbortSignal | undefined;
  #child: ChildProcessWithoutNullStreams | undefined;
  #commands = true;
  /** Asked of the process, in order, not answered yet. */
  #asked: Request[] = [];
  /** Not sent to the process yet. */
  #waiting: Request[] = [];
  #flushing = false;
  #answered = false;
  #closed = false;
  #failure: Error | undefined;
  /** What git wrote of an answer not handed out yet, and how many bytes that answer needs. */
  #held: Buffer[] = [];
  #heldBytes = 0;
  #needed = 1;
  /** How many bytes of the answer at the head of `asked` are still to pass over (past its limit). */
  #skipping = 0;
  #stderr = '';

  constructor(cwd: string, env: NodeJS.ProcessEnv, signal?: AbortSignal) {
    this.#cwd = cwd;
    this.#env = env;
    this.#signal = signal;
  }

  /**
   * The object `name` names (an id, or `<rev>^{commit}` and the like; never a line break), or
   * undefined when the repository has none, or when it is larger than `maxBytes`: its contents
   * are then passed over as git writes them, never kept.
   */
  read(name: string, maxBytes = NO_LIMIT): Promise<GitObject | undefined> {
    if (/[\r\n]/.test(name)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      if (this.#failure) {
        reject(this.#failure);
        return;
      }
      this.#waiting.push({ name, maxBytes, resolve, reject });
      this.#start();
      if (!this.#flushing) {
        this.#flushing = true;
        setImmediate(() => this.#send());
      }
    });
  }

  /** Ends the process: it exits once it has read its input to the end. */
  close(): void {
    this.#closed = true;
    this.#fail(new Error('the git object reader was closed'));
    this.#child?.stdin.end();
  }

  #start(): void {
    if (this.#child) return;
    const args = this.#commands ? ['--batch-command', '--buffer'] : ['--batch'];
    const child = spawn('git', ['cat-file', ...args], {
      cwd: this.#cwd,
      env: this.#env,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(this.#signal && { signal: this.#signal }),
    });
    this.#child = child;
    child.stdout.on('data', (chunk: Buffer) => this.#receive(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      this.#stderr = (this.#stderr + text).slice(-MAX_STDERR_CHARS);
    });
    // A write after git stopped reading is told by the exit that follows.
    child.stdin.on('error', () => {});
    child.on('error', (error) =>
      this.#fail(this.#signal?.aborted ? abortReason(this.#signal) : error),
    );
    child.on('close', (code, signal) => this.#ended(child, code, signal));
  }

  #send(): void {
    this.#flushing = false;
    const child = this.#child;
    if (!child || this.#waiting.length === 0 || this.#failure) return;
    const sent = this.#waiting;
    this.#waiting = [];
    this.#asked.push(...sent);
    const lines = sent.map(({ name }) => (this.#commands ? `contents ${name}\n` : `${name}\n`));
    child.stdin.write(this.#commands ? `${lines.join('')}flush\n` : lines.join(''));
  }

  #receive(chunk: Buffer): void {
    this.#answered = true;
    if (this.#held.length === 0) {
      this.#hold(chunk, this.#parse(chunk));
      return;
    }
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    if (this.#heldBytes < this.#needed) return;
    // Only what the answer begun before lacks is joined to it; the rest is read where it lies.
    const before = this.#heldBytes - chunk.length;
    const take = this.#needed > 1 ? this.#needed - before : chunk.length;
    const joined = Buffer.concat(
      [...this.#held.slice(0, -1), chunk.subarray(0, take)],
      before + take,
    );
    this.#held = [];
    this.#heldBytes = 0;
    const used = this.#parse(joined);
    if (used < joined.length) this.#hold(joined, used);
    else if (take < chunk.length)
      this.#hold(chunk.subarray(take), this.#parse(chunk.subarray(take)));
  }

  /** Keeps what is left of `bytes` past `used`: the start of an answer still coming. */
  #hold(bytes: Buffer, used: number): void {
    if (used < bytes.length) {
      this.#held = [bytes.subarray(used)];
      this.#heldBytes = bytes.length - used;
    }
  }

  /** Hands out every whole answer in `bytes`; returns how many bytes that used. */
  #parse(bytes: Buffer): number {
    let at = 0;
    this.#needed = 1;
    for (;;) {
      if (this.#skipping > 0) {
        const skipped = Math.min(this.#skipping, bytes.length - at);
        this.#skipping -= skipped;
        at += skipped;
        if (this.#skipping > 0) return at;
        this.#asked.shift()?.resolve(undefined);
        continue;
      }
      const request = this.#asked[0];
      const lineEnd = request ? bytes.indexOf(0x0a, at) : -1;
      if (!request || lineEnd < 0) return at;
      // `<oid> <type> <size>`, or `<name> missing` (or `ambiguous`).
      const [oid = '', type = '', size] = bytes.toString('latin1', at, lineEnd).split(' ');
      if (size === undefined) {
        at = lineEnd + 1;
        this.#asked.shift();
        request.resolve(undefined);
        continue;
      }
      const length = Number(size);
      if (length > request.maxBytes) {
        this.#skipping = length + 1;
        at = lineEnd + 1;
        continue;
      }
      if (bytes.length < lineEnd + 2 + length) {
        this.#needed = lineEnd + 2 + length - at;
        return at;
      }
      at = lineEnd + 2 + length;
      this.#asked.shift();
      request.resolve({ oid, type, body: bytes.subarray(lineEnd + 1, lineEnd + 1 + length) });
    }
  }

  #ended(child: ChildProcessWithoutNullStreams, code: number | null, signal: string | null): void {
    if (child !== this.#child) return;
    // A git older than 2.36 answers `--batch-command` with its usage (exit 129) before anything.
    if (code === 129 && this.#commands && !this.#answered && !this.#closed) {
      this.#commands = false;
      this.#child = undefined;
      this.#waiting = [...this.#asked, ...this.#waiting];
      this.#asked = [];
      this.#stderr = '';
      this.#start();
      this.#send();
      return;
    }
    const said = this.#stderr.trim().split('\n')[0];
    this.#fail(
      this.#signal?.aborted
        ? abortReason(this.#signal)
        : new Error(
            `git cat-file ended (${signal ?? `exit ${code}`}) before it answered${said ? `: ${said}` : ''}`,
          ),
    );
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const request of [...this.#asked.splice(0), ...this.#waiting.splice(0)]) {
      request.reject(this.#failure);
    }
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));
}
