import { randomBytes, randomUUID } from 'node:crypto';
import type { KeptArchives } from './kept-archives.ts';
import type { RecordedUpload, UploadFailure } from './service-types.ts';
import type { StoredObject } from './source-archives.ts';

/** The signed URL's size limit (facts): `X-Goog-Content-Length-Range: 0,209715200`. */
export const MAX_UPLOAD_BYTES = 209_715_200;
export const CONTENT_LENGTH_RANGE = `0,${MAX_UPLOAD_BYTES}`;
/** The sink's bucket, the first segment of every upload path. */
export const BUCKET = 'emulator-sources';

/** What the storage sink knows: the URLs it signed, the objects it holds, what reached it. */
export class UploadStore {
  /** Origin of the sink, set once it listens. */
  origin = '';
  readonly objects = new Map<string, StoredObject>();
  /** Where copies of accepted archives are kept, when the emulator serves JS agents for real. */
  kept: KeptArchives | undefined;
  readonly uploads: RecordedUpload[] = [];
  /** Signature → object path, one per issued URL. */
  readonly #signed = new Map<string, string>();
  readonly #failures: UploadFailure[] = [];

  /** A new signed URL for an archive of this deployment. */
  issue(deploymentId: string): { upload_url: string; object_path: string } {
    const objectPath = `deployments/${deploymentId}/sources/${randomUUID()}.tar.gz`;
    const signature = randomBytes(32).toString('hex');
    this.#signed.set(signature, objectPath);
    const query = new URLSearchParams({
      'X-Goog-Algorithm': 'GOOG4-RSA-SHA256',
      'X-Goog-Expires': '900',
      'X-Goog-SignedHeaders': 'content-type;host;x-goog-content-length-range',
      'X-Goog-Signature': signature,
    });
    return {
      upload_url: `${this.origin}/${BUCKET}/${objectPath}?${query}`,
      object_path: objectPath,
    };
  }

  /** The object a signed URL names, when the sink signed it. */
  objectFor(pathname: string, signature: string | null): string | undefined {
    const objectPath = signature === null ? undefined : this.#signed.get(signature);
    return objectPath !== undefined && pathname === `/${BUCKET}/${objectPath}`
      ? objectPath
      : undefined;
  }

  failNext(count: number, failure: UploadFailure): void {
    for (let i = 0; i < count; i++) this.#failures.push(failure);
  }

  takeFailure(): UploadFailure | undefined {
    return this.#failures.shift();
  }
}
