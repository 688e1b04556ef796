import { Header, Pax } from 'tar';

/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
export const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');

const BLOCK = 512;
const FIXED = { mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
/** Where each header is encoded before it is copied into the archive. */
const SCRATCH = Buffer.alloc(BLOCK);

/**
 * The entry's ustar header as node-tar's Header encodes it, after a pax header when ustar
 * cannot hold its path. The returned buffer is reused by the next call.
 *
 * A printable ASCII path shorter than 100 bytes (nearly every path) is written into a copy of a block
 * node-tar encoded once: only the name, mode, size, type and checksum differ from entry to
 * entry, and node-tar's Header costs some 4 µs an entry, most of what packing 200,000 small
 * files spends outside the kernel. test/source/tar-header.test.ts holds both ways to the same
 * bytes.
 */
export function entryHeader(
  path: string,
  type: 'File' | 'Directory',
  size: number,
  executable: boolean,
): Buffer {
  const mode = executable ? 0o755 : 0o644;
  if (path.length < 100 && !UNUSUAL.test(path) && size <= MAX_SIZE) {
    return shortHeader(path, type, size, mode);
  }
  const header = new Header({ ...FIXED, path, size, type, mode });
  SCRATCH.fill(0);
  if (!header.encode(SCRATCH, 0)) return SCRATCH;
  return Buffer.concat([new Pax({ ...FIXED, path, size }).encode(), SCRATCH]);
}

/** Anything but printable ASCII: node-tar decides on pax for other characters. */
const UNUSUAL = /[^ -~]/;
/** The largest size ustar's 12-byte octal field holds; node-tar goes to pax above it. */
const MAX_SIZE = 0o77777777777;

/** A header with every field an entry shares, encoded by node-tar: empty name, size 0. */
const TEMPLATE = (() => {
  const block = Buffer.alloc(BLOCK);
  new Header({ ...FIXED, path: '', size: 0, type: 'File', mode: 0o644 }).encode(block, 0);
  return block;
})();
const NAME = 0;
const MODE = 100;
const SIZE = 124;
const CHECKSUM = 148;
const TYPE = 156;
const TYPE_FLAG = { File: 0x30, Directory: 0x35 } as const;

function shortHeader(path: string, type: 'File' | 'Directory', size: number, mode: number) {
  TEMPLATE.copy(SCRATCH);
  SCRATCH.write(path, NAME, 'latin1');
  SCRATCH.write(octal(mode, 8), MODE, 'latin1');
  SCRATCH.write(octal(size, 12), SIZE, 'latin1');
  SCRATCH[TYPE] = TYPE_FLAG[type];
  // The checksum counts its own field as eight spaces.
  let sum = 8 * 0x20;
  for (let i = 0; i < CHECKSUM; i++) sum += SCRATCH[i] as number;
  for (let i = TYPE; i < BLOCK; i++) sum += SCRATCH[i] as number;
  SCRATCH.write(octal(sum, 8), CHECKSUM, 'latin1');
  return SCRATCH;
}

/** A number in a field of `width` bytes as node-tar writes it: zero-padded octal, space, NUL. */
function octal(value: number, width: number): string {
  const digits = value.toString(8);
  if (digits.length === width - 1) return `${digits}\0`;
  return `${'0'.repeat(width - digits.length - 2)}${digits} \0`;
}
