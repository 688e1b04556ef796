import { randomUUID } from 'node:crypto';

/*
 * What the LangSmith stand-in holds: datasets (their examples now and at each version tag), and
 * what an experiment uploaded (sessions, runs, feedback), kept so a test can read it back; and
 * every request it was sent, so a test can count them.
 */

export interface StoredExample {
  id: string;
  dataset_id: string;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
  created_at: string;
  modified_at: string;
}

export interface StoredDataset {
  id: string;
  name: string;
  created_at: string;
  modified_at: string;
  example_count: number;
  /** The examples now, and as each version tag names them. */
  latest: StoredExample[];
  tagged: Map<string, StoredExample[]>;
}

/** What a test gives to make a dataset's examples: LangSmith's shape, ids made when missing. */
export type ExampleSeed = Partial<Omit<StoredExample, 'dataset_id'>> &
  Pick<StoredExample, 'inputs'>;

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  apiKey?: string;
  tenantId?: string;
}

export class LangSmithStore {
  readonly tenantId = randomUUID();
  readonly datasets = new Map<string, StoredDataset>();
  /** Experiments (tracing projects), by id. */
  readonly sessions = new Map<string, Record<string, unknown> & { id: string; name: string }>();
  /** Runs, by id: each `post` with its later `patch` merged in. */
  readonly runs = new Map<string, Record<string, unknown>>();
  readonly feedback: Array<Record<string, unknown>> = [];
  readonly requests: SeenRequest[] = [];

  /** Adds a dataset; `tags` gives its examples as each version tag names them. */
  addDataset(
    name: string,
    examples: ExampleSeed[],
    tags: Record<string, ExampleSeed[]> = {},
  ): StoredDataset {
    const id = randomUUID();
    const now = new Date().toISOString();
    const made = (seeds: ExampleSeed[]) =>
      seeds.map((seed) => ({
        id: seed.id ?? randomUUID(),
        created_at: seed.created_at ?? now,
        modified_at: seed.modified_at ?? now,
        ...seed,
        dataset_id: id,
      }));
    const latest = made(examples);
    const dataset: StoredDataset = {
      id,
      name,
      created_at: now,
      modified_at: now,
      example_count: latest.length,
      latest,
      tagged: new Map(Object.entries(tags).map(([tag, seeds]) => [tag, made(seeds)])),
    };
    this.datasets.set(id, dataset);
    return dataset;
  }

  datasetNamed(name: string): StoredDataset | undefined {
    return [...this.datasets.values()].find((dataset) => dataset.name === name);
  }

  createSession(
    body: Record<string, unknown>,
  ): Record<string, unknown> & { id: string; name: string } {
    const session = {
      ...body,
      id: randomUUID(),
      name: String(body.name),
      tenant_id: this.tenantId,
      start_time: new Date().toISOString(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** A run's post or patch, or one of its parts (`inputs`, `outputs`, …), merged into the run. */
  mergeRun(id: string, fields: Record<string, unknown>): void {
    this.runs.set(id, { ...this.runs.get(id), ...fields, id });
  }

  /** The runs uploaded into the experiment named `name`. */
  runsOf(name: string): Array<Record<string, unknown>> {
    const session = [...this.sessions.values()].find((s) => s.name === name);
    return [...this.runs.values()].filter(
      (run) => run.session_name === name || (session && run.session_id === session.id),
    );
  }
}

/** A dataset as LangSmith answers for it (its examples are read apart). */
export function datasetView({ latest: _, tagged: __, ...dataset }: StoredDataset) {
  return { ...dataset, description: null, data_type: 'kv' };
}
