import { isDeepStrictEqual } from 'node:util';
import { type Dataset, datasetProblem, type EvalExample } from './examples.ts';
import type { BuiltinName } from './input-lines.ts';

/** What an evaluator gets, in the signature LangSmith's evaluate() calls it with. */
export interface EvaluatorArgs {
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  referenceOutputs?: Record<string, unknown>;
  run?: unknown;
  example?: unknown;
}

/** A built-in's result: its own name as the key, 1 or 0. */
interface BuiltinResult {
  key: BuiltinName;
  score: 0 | 1;
  comment?: string;
}

/** Every key of the reference equals the same key of the outputs (deep equality). */
export function exact({ outputs, referenceOutputs }: EvaluatorArgs): BuiltinResult {
  const differing = Object.keys(referenceOutputs ?? {}).filter(
    (key) => !isDeepStrictEqual(outputs?.[key], referenceOutputs?.[key]),
  );
  return differing.length === 0
    ? { key: 'exact', score: 1 }
    : { key: 'exact', score: 0, comment: `differs in ${differing.join(', ')}` };
}

/**
 * Each text of the reference appears in the same key of the outputs, or in the last message's
 * content when the outputs hold `messages` (what a chat graph answers with).
 */
export function contains({ outputs, referenceOutputs }: EvaluatorArgs): BuiltinResult {
  const lastMessage = lastMessageText(outputs?.messages);
  const missing = Object.entries(referenceOutputs ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([key, text]) => !textOf(outputs?.[key]).includes(text) && !lastMessage.includes(text))
    .map(([key]) => key);
  return missing.length === 0
    ? { key: 'contains', score: 1 }
    : { key: 'contains', score: 0, comment: `does not hold the text of ${missing.join(', ')}` };
}

export const BUILTINS: Record<BuiltinName, (args: EvaluatorArgs) => BuiltinResult> = {
  exact,
  contains,
};

function textOf(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The last message's text: its `content` (a string, or text blocks), as LangChain writes it. */
function lastMessageText(messages: unknown): string {
  if (!Array.isArray(messages) || messages.length === 0) return '';
  const last = messages.at(-1) as { content?: unknown; kwargs?: { content?: unknown } } | null;
  const content = last?.content ?? last?.kwargs?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block) => (typeof block === 'string' ? block : (block as { text?: unknown })?.text))
    .filter((text): text is string => typeof text === 'string')
    .join('');
}

/** Why `example` gives a built-in nothing to compare, or undefined. */
function referenceProblem(name: BuiltinName, example: EvalExample): string | undefined {
  const reference = Object.values(example.outputs ?? {});
  if (reference.length === 0) return `has no outputs, the reference ${name} compares with`;
  if (name === 'contains' && !reference.some((value) => typeof value === 'string')) {
    return 'has no text in its outputs for contains to look for';
  }
  return undefined;
}

/**
 * Every example gives each built-in named something to compare, found before anything is sent:
 * an empty reference would pass `exact` on any answer.
 */
export function checkReferences(builtins: readonly BuiltinName[], dataset: Dataset): void {
  for (const example of dataset.examples) {
    for (const name of builtins) {
      const problem = referenceProblem(name, example);
      if (problem) throw datasetProblem(`${example.where}: ${problem}`);
    }
  }
}
