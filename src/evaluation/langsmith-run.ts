import { Client } from 'langsmith';
import { evaluate } from 'langsmith/evaluation';
import type { Example } from 'langsmith/schemas';
import { withConsoleRouted } from './console-route.ts';

/*
 * The one module that imports the `langsmith` client: loaded with `import()` only when the gate
 * is on, so the bundle keeps it in a chunk of its own. What goes in and out of it is plain data
 * of the core's own types.
 */

/** How LangSmith is reached: its API's URL, the key, and an organization key's workspace. */
export interface LangSmithConnection {
  endpoint: string;
  apiKey: string;
  /** Sent as X-Tenant-Id. */
  workspaceId?: string;
  /** The fetch to send with; the global one unless given. */
  fetch?: typeof fetch;
}

/** An example as evaluate() takes it. */
export interface ExperimentExample {
  id: string;
  dataset_id: string;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  created_at: string;
  modified_at: string;
}

/** An evaluator as evaluate() calls it, already guarded: it never throws. */
export type ExperimentEvaluator = (
  args: { run: { id: string; error?: string; outputs?: Record<string, unknown> } },
  example?: unknown,
) => Promise<{ results: Array<{ key: string; score: number; comment?: string }> }>;

export interface ExperimentSpec {
  examples: ExperimentExample[];
  /** Throws an Error whose message tells why the run failed. */
  target: (inputs: Record<string, unknown>) => Promise<Record<string, unknown>>;
  evaluators: ExperimentEvaluator[];
  maxConcurrency: number;
  numRepetitions: number;
  /** Where evaluate()'s own console lines go. */
  log: (line: string) => void;
  /** Absent: fully offline, no request at all. */
  upload?: {
    connection: LangSmithConnection;
    experimentPrefix: string;
    description?: string;
    metadata: Record<string, unknown>;
  };
}

/** One run of the experiment, in the order of the examples repeated numRepetitions times. */
interface ExperimentRow {
  runId: string;
  outputs?: Record<string, unknown>;
  /** LangSmith's record of the target's throw: `Error: <message>`. */
  error?: string;
}

export interface ExperimentOutcome {
  rows: ExperimentRow[];
  experimentName?: string;
  /** The uploaded experiment in LangSmith's UI, when LangSmith told enough to build it. */
  experimentUrl?: string;
}

const refuseRequests: typeof fetch = () =>
  Promise.reject(new Error('no request is sent to LangSmith while eval-upload is off'));

function langSmithClient(connection: LangSmithConnection): Client {
  return new Client({
    apiUrl: connection.endpoint,
    apiKey: connection.apiKey,
    ...(connection.workspaceId && { workspaceId: connection.workspaceId }),
    ...(connection.fetch && { fetchImplementation: connection.fetch }),
  });
}

/** Runs the experiment with LangSmith's evaluate(); offline unless `upload` is given. */
export async function runExperiment(spec: ExperimentSpec): Promise<ExperimentOutcome> {
  const { upload } = spec;
  // Offline, the client is given no key and a fetch that refuses: nothing can leave, whatever
  // LANGSMITH_TRACING and the other LANGSMITH_* variables say.
  const client = upload
    ? langSmithClient(upload.connection)
    : new Client({
        apiKey: 'offline',
        apiUrl: 'http://127.0.0.1:9',
        fetchImplementation: refuseRequests,
      });
  return withConsoleRouted(spec.log, async () => {
    const results = await evaluate(spec.target, {
      data: spec.examples.map((example): Example => ({ ...example, runs: [] })),
      evaluators: spec.evaluators as never,
      client,
      maxConcurrency: spec.maxConcurrency,
      numRepetitions: spec.numRepetitions,
      uploadRuns: Boolean(upload),
      ...(upload && {
        experimentPrefix: upload.experimentPrefix,
        metadata: upload.metadata,
        ...(upload.description && { description: upload.description }),
      }),
    });
    const rows = results.results.map(({ run }) => ({
      runId: run.id,
      ...(run.outputs && { outputs: run.outputs }),
      ...(typeof run.error === 'string' && { error: run.error }),
    }));
    if (!upload) return { rows };
    const experimentName = results.experimentName;
    const url = await experimentUrl(client, experimentName).catch((error: Error) => {
      spec.log(`The experiment's URL could not be read: ${error.message}`);
      return undefined;
    });
    return { rows, experimentName, ...(url && { experimentUrl: url }) };
  });
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** LangSmith's web host (from langsmith-endpoint), then ids: nothing that could end a link. */
const COMPARE_URL = new RegExp(
  `^https?://[A-Za-z0-9.-]+(?::\\d+)?(?:/[\\w.~-]+)*/o/${UUID}/datasets/${UUID}/compare$`,
  'i',
);

/**
 * The experiment's page, as evaluate() prints it: the dataset's compare view with the
 * experiment selected. Built from ids LangSmith sent, each checked; undefined when one is not.
 */
async function experimentUrl(client: Client, name: string): Promise<string | undefined> {
  const project = await client.readProject({ projectName: name });
  const datasetId = project.reference_dataset_id;
  if (!datasetId || !new RegExp(`^${UUID}$`, 'i').test(project.id)) return undefined;
  const compare = `${await client.getDatasetUrl({ datasetId })}/compare`;
  return COMPARE_URL.test(compare) ? `${compare}?selectedSessions=${project.id}` : undefined;
}

/** What the examples of a LangSmith dataset read gave, one by one, as LangSmith sent them. */
interface LangSmithDatasetRead {
  datasetId: string;
  examples: AsyncIterable<unknown>;
}

/** Reads a dataset by name, at a version tag when given, through the official client. */
export async function readLangSmithDataset(
  connection: LangSmithConnection,
  name: string,
  versionTag?: string,
): Promise<LangSmithDatasetRead> {
  const client = langSmithClient(connection);
  const dataset = await client.readDataset({ datasetName: name });
  return {
    datasetId: dataset.id,
    examples: client.listExamples({
      datasetId: dataset.id,
      ...(versionTag && { asOf: versionTag }),
    }),
  };
}
