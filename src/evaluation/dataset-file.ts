import { open } from 'node:fs/promises';
import { parseBoundedJson, unusableJson } from '../common/bounded-json.ts';
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
import { workspaceFile } from './workspace-file.ts';

/**
 * Reads eval-dataset's file: JSON Lines (one example a line) or a JSON array of examples. Every
 * problem names the line; at most MAX_DATASET_BYTES are read, counted as they are read.
 */
export async function readDatasetFile(
  path: string,
  workspace: string,
  signal?: AbortSignal,
): Promise<Dataset> {
  const file = await workspaceFile(path, workspace, datasetProblem);
  const text = await readBounded(file, signal);
  const examples = /^\s*\[/.test(text) ? readJsonArray(text) : readJsonLines(text);
  const count = countProblem(examples.length);
  if (count) throw datasetProblem(count);
  return { label: path, examples };
}

async function readBounded(file: string, signal?: AbortSignal): Promise<string> {
  const handle = await open(file, 'r');
  try {
    if (!(await handle.stat()).isFile()) throw datasetProblem('is not a file');
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      signal?.throwIfAborted();
      const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(1 << 20) });
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > MAX_DATASET_BYTES) {
        throw datasetProblem(`is larger than ${megabytes(MAX_DATASET_BYTES)}, the most read`);
      }
      chunks.push(buffer.subarray(0, bytesRead));
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    } catch {
      throw datasetProblem('is not UTF-8 text');
    }
  } finally {
    await handle.close();
  }
}

function readJsonLines(text: string): EvalExample[] {
  const examples: EvalExample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const where = `line ${index + 1}`;
    const parsed = parseBoundedJson(line);
    if (parsed.kind !== 'json') throw datasetProblem(`${where}: is ${unusableJson(parsed)}`);
    examples.push(example(parsed.value, where));
    if (examples.length > MAX_EXAMPLES) break;
  }
  return examples;
}

function readJsonArray(text: string): EvalExample[] {
  const parsed = parseBoundedJson(text);
  if (parsed.kind !== 'json') {
    const where = parsed.kind === 'not-json' ? jsonErrorLine(text) : '';
    throw datasetProblem(`is ${unusableJson(parsed)}${where}`);
  }
  if (!Array.isArray(parsed.value)) throw datasetProblem('must be a JSON array of examples');
  const count = countProblem(parsed.value.length);
  if (count) throw datasetProblem(count);
  const lines = itemLines(text);
  return parsed.value.map((item, index) =>
    example(item, `item ${index + 1} (line ${lines[index] ?? '?'})`),
  );
}

function example(value: unknown, where: string): EvalExample {
  const checked = checkExample(value, where);
  if (typeof checked === 'string') throw datasetProblem(`${where}: ${checked}`);
  return checked;
}

/** ` (line 3)`: where JSON.parse stopped, as a line of the file. */
function jsonErrorLine(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message);
    if (at) return ` (line ${lineAt(text, Number(at[1]))})`;
    return ' (it ends too soon)';
  }
  return '';
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The line each item of a JSON array (valid JSON) starts on. */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  let [depth, line, inString, expectItem] = [0, 1, false, false];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (depth === 1 && expectItem && char !== ']') {
      lines.push(line);
      expectItem = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectItem = true;
  }
  return lines;
}
