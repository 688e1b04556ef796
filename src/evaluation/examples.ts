import { InputError } from '../common/inputs.ts';

/**
 * One example of the dataset, in LangSmith's shape: `inputs` is what the run gets, `outputs`
 * the reference. Members LangSmith's export adds (dataset_id, created_at, split, …) are let be.
 */
export interface EvalExample {
  /** Where it was read, for a message: `line 3`, `item 3 (line 7)`, `example 3`. */
  where: string;
  /** The example's own id when it has one (a LangSmith export keeps them). */
  id?: string;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** When LangSmith made and last changed it (a dataset read from LangSmith only). */
  createdAt?: string;
  modifiedAt?: string;
}

/** A dataset as read, before anything is sent. */
export interface Dataset {
  /** How the summary names it: the file's path, or `langsmith:<name>@<tag>`. */
  label: string;
  examples: EvalExample[];
  /** A LangSmith dataset's id: an uploaded experiment belongs to it. */
  langSmithId?: string;
}

/** More examples than this is a benchmark, not a gate on a deploy. */
export const MAX_EXAMPLES = 5000;
/** The most of a dataset read, counted as it is read (a file's size is not trusted). */
export const MAX_DATASET_BYTES = 20 * 1024 * 1024;

/** A problem of eval-dataset, as every input's problem is told. */
export function datasetProblem(message: string): InputError {
  return new InputError([{ input: 'eval-dataset', message }]);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An example in LangSmith's shape, or what is wrong with it: `inputs` an object; `outputs` and
 * `metadata` objects when present (null is read as absent, as an export writes them); `id` text.
 */
export function checkExample(value: unknown, where: string): EvalExample | string {
  if (!isObject(value)) return 'must be a JSON object with inputs';
  const { inputs, outputs, metadata, id } = value;
  if (inputs === undefined) return 'has no inputs (the object the run gets)';
  if (!isObject(inputs)) return 'has inputs that are not a JSON object';
  if (outputs != null && !isObject(outputs)) {
    return 'has outputs that are not a JSON object (the reference the evaluators see)';
  }
  if (metadata != null && !isObject(metadata)) return 'has metadata that is not a JSON object';
  if (id != null && (typeof id !== 'string' || id.length > 256)) {
    return 'has an id that is not text of at most 256 characters';
  }
  return {
    where,
    inputs,
    ...(outputs != null && { outputs }),
    ...(metadata != null && { metadata }),
    ...(typeof id === 'string' && { id }),
  };
}

/** The problem of a dataset that holds no example, or more than MAX_EXAMPLES. */
export function countProblem(count: number): string | undefined {
  if (count === 0) return 'holds no example';
  if (count > MAX_EXAMPLES) return `holds more than ${MAX_EXAMPLES} examples, the most read`;
  return undefined;
}

/** `1048576` → `1 MB`: a bound in a message. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}
