import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ControlPlaneClient } from '../../client/control-plane-client.ts';
import type { UploadTarget } from '../../client/service-schemas.ts';
import type { StepContext } from '../../client/step-client.ts';
import type { StepBase, StepLog } from '../../common/step-context.ts';
import { words } from '../../common/wording.ts';
import type { PackedSource } from '../../packing/pack.ts';
import { type PackedReport, packedReport } from '../../packing/packed-report.ts';
import { formatSize } from '../../packing/sizes.ts';
import { uploadArchive } from '../../packing/upload.ts';
import type { SourceSettings } from '../settings.ts';
import { SourceNotShipped } from './patch-body.ts';
import { packCheckedSource } from './ship-source.ts';

/** What shipping the source gave: the uploaded archive and what it holds. */
export interface ShippedSource {
  /** `object_path`: the revision's `source_tarball_path`. */
  objectPath: string;
  /** The agent config's path inside the archive: the revision's `agent_config_path`. */
  configEntry: string;
  /** What the archive holds, for the summary. */
  packed: PackedReport;
}

/** How source-path is packed into a folder: packCheckedSource, or a stand-in in tests. */
export type Packer = (
  context: Pick<StepBase, 'signal' | 'log' | 'warn'>,
  inputs: SourceSettings,
  where: { workspace: string; tempDir: string },
) => Promise<PackedSource>;

/** Where the packer's lines go once ship() is called. */
type Say = Pick<StepLog, 'log' | 'warn'>;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * source-path on its way to the storage host. Packing is CPU and disk work and the requests
 * before the change (finding the deployment, GitHub's deployment) are network waits, so packing
 * starts first, the upload URL is asked for as soon as the deployment is known, and ship()
 * uploads once both are there. The packer's lines are held until ship() and written live from
 * then on: the log reads as it did when packing began there, and a run that never ships (its
 * deployment not found, its step stopped) shows none of them. The archive lives in a temporary
 * folder of the runner, removed by close() however the run ends. Every failure to ship is a
 * SourceNotShipped: the deployment was not changed.
 */
export class SourceShipment {
  readonly #sourcePath: string;
  readonly #workspace: string;
  /** Stops the packing and the upload-URL request of a run that will not ship. */
  readonly #stop = new AbortController();
  readonly #signal: AbortSignal;
  readonly #held: { warn: boolean; line: string }[] = [];
  #say: Say | undefined;
  #folder: string | undefined;
  #packFailed = false;
  readonly #packed: Promise<Settled<PackedSource>>;
  #target: Promise<Settled<UploadTarget>> | undefined;
  #closed: Promise<void> | undefined;

  /** Starts packing source-path (already checked) into a new folder of `tempDir`. */
  constructor(
    inputs: SourceSettings,
    context: { signal: AbortSignal; workspace: string; tempDir: string },
    pack: Packer = packCheckedSource,
  ) {
    this.#sourcePath = inputs.sourcePath as string;
    this.#workspace = context.workspace;
    this.#signal = AbortSignal.any([context.signal, this.#stop.signal]);
    const packing = this.#pack(inputs, context, pack);
    this.#packed = settle(packing);
    packing.catch(() => {
      this.#packFailed = true;
    });
  }

  /** Asks for the signed upload URL, while packing goes on; once, and not after packing failed. */
  askForUploadUrl(deploymentId: string, client: ControlPlaneClient): void {
    if (this.#target || this.#packFailed) return;
    this.#target = settle(client.createUploadUrl(deploymentId, { signal: this.#signal }));
  }

  /**
   * Writes the packer's lines held so far (and later ones as they come), waits for the archive
   * and uploads it to the signed URL, then removes it. Packing fails first, as when it ran here.
   */
  async ship(
    context: Pick<StepContext, 'client' | 'log' | 'warn'>,
    deploymentId: string,
  ): Promise<ShippedSource> {
    try {
      return await this.#upload(context, deploymentId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SourceNotShipped(
        `${words().input('source-path')} ${JSON.stringify(this.#sourcePath)} could not be shipped: ${reason}`,
        { cause: error },
      );
    } finally {
      await this.close();
    }
  }

  /** Stops what still runs and removes the archive's folder; safe to call more than once. */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#stop.abort();
      await Promise.all([this.#packed, this.#target]);
      if (this.#folder) await rm(this.#folder, { recursive: true, force: true });
    })();
    return this.#closed;
  }

  async #pack(
    inputs: SourceSettings,
    { workspace, tempDir }: { workspace: string; tempDir: string },
    pack: Packer,
  ): Promise<PackedSource> {
    this.#folder = await mkdtemp(join(tempDir, 'agent-source-'));
    this.#signal.throwIfAborted();
    const log = (line: string) => this.#write(false, line);
    const warn = (line: string) => this.#write(true, line);
    const folder = this.#folder;
    return pack({ signal: this.#signal, log, warn }, inputs, { workspace, tempDir: folder });
  }

  #write(warn: boolean, line: string): void {
    if (!this.#say) {
      this.#held.push({ warn, line });
      return;
    }
    if (warn) this.#say.warn(line);
    else this.#say.log(line);
  }

  async #upload(
    context: Pick<StepContext, 'client' | 'log' | 'warn'>,
    deploymentId: string,
  ): Promise<ShippedSource> {
    const { client, log } = context;
    this.#say = context;
    for (const { warn, line } of this.#held.splice(0)) this.#write(warn, line);
    const archive = unwrap(await this.#packed);
    log(`Packed ${this.#sourcePath}: ${archive.entries} files, ${formatSize(archive.bytes)}.`);
    this.askForUploadUrl(deploymentId, client);
    const target = unwrap(await (this.#target as Promise<Settled<UploadTarget>>));
    await uploadArchive({
      url: target.upload_url,
      file: archive.file,
      bytes: archive.bytes,
      signal: this.#signal,
      log,
    });
    log(`Uploaded as ${target.object_path}.`);
    return {
      objectPath: target.object_path,
      configEntry: archive.configEntry,
      packed: packedReport(archive, this.#workspace),
    };
  }
}

/** A promise that never rejects: what ran concurrently is looked at only when its turn comes. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function unwrap<T>(settled: Settled<T>): T {
  if (!settled.ok) throw settled.error;
  return settled.value;
}
