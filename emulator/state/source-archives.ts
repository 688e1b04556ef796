import { normalizeArchivePath } from '../common/archive-inspection.ts';
import type { RevisionConfig, RevisionStep } from './resources.ts';
import { failingSteps } from './revision-schedule.ts';
import type { RevisionLogs } from './service-types.ts';

/** An object the storage sink holds, by the `object_path` it was issued under. */
export interface StoredObject {
  bytes: number;
  valid: boolean;
  /** Normalized paths of the archive's regular files. */
  files: Set<string>;
  /** The text of the archive's small `.json` files (its agent config), by normalized path. */
  jsonFiles?: ReadonlyMap<string, string>;
  /** A copy of the archive on disk, when the emulator keeps one (see KeptArchives). */
  archiveFile?: string;
}

/*
 * Emulator: an `internal_source` revision whose `source_tarball_path` names an object never
 * uploaded is created and then fails CREATE_FAILED (the upload happens on another host, so
 * the control plane learns of it only when it fetches the source). An object that is not a
 * gzip+tar archive, or that lacks the revision's `agent_config_path`, fails BUILD_FAILED.
 * Each failure leaves one build log line that says why.
 */
export function sourceArchiveFailure(
  objects: ReadonlyMap<string, StoredObject>,
  source: string,
  config: Pick<RevisionConfig, 'source_tarball_path' | 'agent_config_path'>,
  stepMs: number,
): { steps: RevisionStep[]; logs: RevisionLogs } | undefined {
  const path = config.source_tarball_path;
  if (source !== 'internal_source' || path == null) return undefined;
  const object = objects.get(path);
  if (!object) {
    return failure('CREATE_FAILED', `ERROR: source archive ${path} was never uploaded`, stepMs);
  }
  if (!object.valid) {
    return failure('BUILD_FAILED', `ERROR: source archive ${path} is not a .tar.gz`, stepMs);
  }
  const configPath = config.agent_config_path;
  if (configPath != null && !object.files.has(normalizeArchivePath(configPath))) {
    return failure('BUILD_FAILED', `ERROR: ${configPath} is not in the source archive`, stepMs);
  }
  return undefined;
}

function failure(status: 'CREATE_FAILED' | 'BUILD_FAILED', message: string, stepMs: number) {
  return {
    steps: failingSteps(status, stepMs),
    logs: { buildLog: [{ message, level: 'ERROR' }], deployLog: [] },
  };
}
