import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create } from 'tar';

/** A .tar.gz of these files (path → content), plus symlinks (path → target). */
export async function makeArchive(
  files: Record<string, string>,
  symlinks: Record<string, string> = {},
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-archive-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    for (const [path, target] of Object.entries(symlinks)) await symlink(target, join(dir, path));
    const chunks: Buffer[] = [];
    const names = [...Object.keys(files), ...Object.keys(symlinks)];
    for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, names)) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The headers a signed upload URL is signed for (docs/service.md, "Uploading a source tree"). */
export const SIGNED_HEADERS = {
  'content-type': 'application/gzip',
  'x-goog-content-length-range': '0,209715200',
};

export async function putArchive(
  url: string,
  body: Buffer,
  headers: Record<string, string> = SIGNED_HEADERS,
): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: 'PUT', headers, body });
  return { status: response.status, text: await response.text() };
}
