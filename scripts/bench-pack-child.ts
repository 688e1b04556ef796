// What the child processes of `npm run bench:pack` do (see bench-pack.ts): pack and upload a
// tree as the action does, or only PUT an archive as the baseline does, and print one JSON line
// with the time taken and the bytes sent.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packSource } from '../src/packing/pack.ts';
import { uploadArchive } from '../src/packing/upload.ts';

/** Child: pack the tree with packSource and upload it with uploadArchive. */
export async function ours(root: string, sink: string): Promise<void> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'bench-pack-out-'));
  try {
    const started = performance.now();
    const quiet = () => {};
    const packed = await packSource({
      root,
      configPath: 'agent.json',
      tempDir,
      log: quiet,
      warn: quiet,
    });
    await uploadArchive({
      url: `${sink}/bucket/source.tar.gz?X-Goog-Signature=bench`,
      file: packed.file,
      bytes: packed.bytes,
      log: quiet,
    });
    report(performance.now() - started, packed.bytes);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** Child: the baseline's upload half, node's own http client streaming the file. */
export async function plainPut(file: string, sink: string): Promise<void> {
  const started = performance.now();
  const { size } = await stat(file);
  await new Promise<void>((resolve, reject) => {
    const put = request(`${sink}/bucket/source.tar.gz`, {
      method: 'PUT',
      headers: { 'content-type': 'application/gzip', 'content-length': size },
    });
    put.on('response', (response) => response.resume().on('end', resolve));
    put.on('error', reject);
    createReadStream(file).pipe(put);
  });
  report(performance.now() - started, size);
}

export function report(ms: number, bytes: number): void {
  console.log(JSON.stringify({ ms, bytes, selfPeakRssMb: process.resourceUsage().maxRSS / 1024 }));
}
