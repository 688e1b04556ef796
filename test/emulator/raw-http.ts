import { connect, type Socket } from 'node:net';

/**
 * One HTTP/1.1 request written by hand on a plain socket, so a test controls how much of a body
 * goes out and sees when the server answers and when it closes the connection.
 */
export interface RawExchange {
  socket: Socket;
  /** Resolves with the status of the answer as soon as its status line arrives. */
  status: Promise<number>;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves once the connection is closed, by either side. */
  closed: Promise<void>;
  /**
   * Writes the body in pieces, waiting for the socket to drain, until `total` bytes went out
   * or the server closed the connection; resolves with how many bytes the socket accepted.
   */
  sendBody(total: number, piece: Buffer, chunked?: boolean): Promise<number>;
}

export function rawRequest(origin: string, head: string[]): RawExchange {
  const url = new URL(origin);
  const socket = connect(Number(url.port), url.hostname);
  const chunks: Buffer[] = [];
  let answered: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => {
    answered = resolve;
  });
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    const match = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'));
    if (match) answered(Number(match[1]));
  });
  socket.on('error', () => undefined); // a reset while writing is one way of being cut off
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`${head.join('\r\n')}\r\n\r\n`);

  async function sendBody(total: number, piece: Buffer, chunked = false): Promise<number> {
    let written = 0;
    while (written < total && !socket.destroyed && socket.writable) {
      const framed = chunked
        ? Buffer.concat([
            Buffer.from(`${piece.length.toString(16)}\r\n`),
            piece,
            Buffer.from('\r\n'),
          ])
        : piece;
      const flushed = socket.write(framed);
      written += piece.length;
      if (!flushed) {
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
      }
    }
    return written;
  }

  return {
    socket,
    status,
    received: () => Buffer.concat(chunks).toString('utf8'),
    closed,
    sendBody,
  };
}
