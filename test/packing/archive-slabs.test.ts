import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ArchiveSlabs } from '../../src/packing/archive-slabs.ts';
import type { WalkedFile } from '../../src/packing/read-walked-file.ts';

/*
 * The slabs are reused once gzip has consumed them. A gzip that consumes late (its write
 * callbacks held back) must still receive every byte as written, and the writer is told to
 * wait before a slab still held would be filled again.
 */

/** A stand-in for gzip that keeps copies of what it got and consumes only when told. */
function lateConsumer() {
  const received: Buffer[] = [];
  const pending: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      received.push(Buffer.from(chunk));
      pending.push(done);
    },
  });
  return {
    stream,
    received,
    consumeOne: () => pending.shift()?.(),
  };
}

const fileOf = (content: Buffer): WalkedFile => ({
  bytes: content.length,
  executable: false,
  read: (buffer, offset, length, position) =>
    content.copy(buffer, offset, position, Math.min(position + length, content.length)),
  close: () => {},
});

describe('ArchiveSlabs', () => {
  it('sends every byte in order, though gzip consumes late, and says when to wait', async () => {
    const gzip = lateConsumer();
    const slabs = new ArchiveSlabs(gzip.stream);
    const content = Buffer.from(Array.from({ length: 1_500_000 }, (_, i) => (i * 7919) % 251));
    const expected: Buffer[] = [];
    let waits = 0;
    for (let piece = 0; piece < 40; piece++) {
      const header = Buffer.alloc(512, piece);
      slabs.copy(header);
      expected.push(header);
      for (let position = 0; position < content.length; ) {
        if (slabs.behind) {
          waits++;
          const caughtUp = slabs.catchUp();
          setImmediate(gzip.consumeOne);
          await caughtUp;
        }
        position += slabs.read(fileOf(content), position, content.length - position);
      }
      expected.push(content);
      slabs.zeros(300);
      expected.push(Buffer.alloc(300));
    }
    slabs.end();
    const finished = new Promise((resolve) => gzip.stream.on('finish', resolve));
    const drain = setInterval(gzip.consumeOne, 1);
    await finished;
    clearInterval(drain);
    expect(waits).toBeGreaterThan(0);
    expect(Buffer.concat(gzip.received).equals(Buffer.concat(expected))).toBe(true);
  });
});
