import { StepFailure } from '../common/step-control.ts';
import {
  checkExample,
  countProblem,
  type Dataset,
  datasetProblem,
  type EvalExample,
  MAX_DATASET_BYTES,
  MAX_EXAMPLES,
  megabytes,
} from './examples.ts';
import { describeTrouble, langSmithTrouble } from './langsmith-errors.ts';
import type { LangSmithConnection } from './langsmith-run.ts';

/**
 * Reads `langsmith:<name>[@<tag>]` through the official client, each example checked as a
 * file's is, before anything is sent. A dataset or tag LangSmith does not know is bad input;
 * LangSmith failing to answer is the service's trouble, with its detail.
 */
export async function readLangSmithExamples(
  source: { name: string; versionTag?: string },
  connection: LangSmithConnection,
  signal?: AbortSignal,
): Promise<Dataset> {
  const label = `langsmith:${source.name}${source.versionTag ? `@${source.versionTag}` : ''}`;
  const { readLangSmithDataset } = await import('./langsmith-run.ts');
  const examples: EvalExample[] = [];
  let datasetId: string;
  try {
    const read = await readLangSmithDataset(connection, source.name, source.versionTag);
    datasetId = read.datasetId;
    let bytes = 0;
    for await (const raw of read.examples) {
      signal?.throwIfAborted();
      bytes += Buffer.byteLength(JSON.stringify(raw));
      if (bytes > MAX_DATASET_BYTES) {
        throw datasetProblem(`is larger than ${megabytes(MAX_DATASET_BYTES)}, the most read`);
      }
      examples.push(fromLangSmith(raw, examples.length + 1));
      if (examples.length > MAX_EXAMPLES) break;
    }
  } catch (error) {
    throw unread(error, source, connection.endpoint, signal);
  }
  const count = countProblem(examples.length);
  if (count) throw datasetProblem(count);
  return { label, examples, langSmithId: datasetId };
}

function fromLangSmith(raw: unknown, number: number): EvalExample {
  const where = `example ${number}`;
  const checked = checkExample(raw, where);
  if (typeof checked === 'string') throw datasetProblem(`${where}: ${checked}`);
  const { created_at, modified_at } = raw as { created_at?: unknown; modified_at?: unknown };
  return {
    ...checked,
    ...(typeof created_at === 'string' && { createdAt: created_at }),
    ...(typeof modified_at === 'string' && { modifiedAt: modified_at }),
  };
}

function unread(
  error: unknown,
  source: { name: string; versionTag?: string },
  endpoint: string,
  signal?: AbortSignal,
): Error {
  if (signal?.aborted) return signal.reason;
  if (error instanceof StepFailure) return error;
  const message = error instanceof Error ? error.message : '';
  if (/^Dataset\[.*\] not found$/.test(message)) {
    return datasetProblem(`names a dataset LangSmith does not have (${endpoint})`);
  }
  const trouble = langSmithTrouble(error);
  if (trouble.kind === 'status' && trouble.status === 404 && source.versionTag) {
    return datasetProblem(
      `names the version tag ${JSON.stringify(source.versionTag)}, which LangSmith does not have: ${trouble.detail}`,
    );
  }
  return new StepFailure(
    `eval-dataset could not be read from LangSmith (${endpoint}): ${describeTrouble(trouble)}`,
  );
}
