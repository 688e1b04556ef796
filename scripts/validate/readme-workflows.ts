// Checks the ```yaml blocks of the Markdown files (READMEs, docs/, CONTRIBUTING.md) as workflows, with GitHub's own parser: the Actions
// language service (@actions/languageservice, built on @actions/workflow-parser) that the
// VS Code extension and github.com's editor use. Per block it reports:
// - anything the parser refuses (YAML syntax, workflow schema, expressions);
// - `with:` keys that are not inputs of this repository's actions, and required inputs left out,
//   read from the local action.yml files: through the language service's metadata provider for
//   `your-org/agent-deploy-action[/path]@ref`, and in step-checks.ts for local `./path`
//   references, which the language service leaves alone;
// - any `${{ }}` inside a `run:` script: outputs reach scripts through `env:` (GitHub's hardening
//   guidance against script injection).
// Blocks that are fragments are wrapped into a minimal workflow first (see workflow-fragment.ts);
// a block preceded by `<!-- not-a-workflow -->` is skipped on purpose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow, validate } from './actions-parser.ts';
import { metadataProvider } from './local-actions.ts';
import { findMarkdownFiles, type YamlBlock, yamlBlocks } from './readme-yaml-blocks.ts';
import { checkLocalUses, checkRunScripts, type Located } from './step-checks.ts';
import { wrapFragment } from './workflow-fragment.ts';

export interface Problem {
  file: string;
  /** One-based README line of the block's first line (the one after the fence). */
  blockLine: number;
  /** One-based README line and column the problem is at (within the block). */
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

let documents = 0;

/** Checks one workflow text; lines in the answer are one-based lines of that text. */
export async function checkWorkflow(workflow: string, root: string): Promise<Located[]> {
  // The language service caches by URI: a new one for each text.
  const uri = `file:///readme-block-${++documents}.yml`;
  const diagnostics = await validate(
    { uri, getText: () => workflow } as Parameters<typeof validate>[0],
    { actionsMetadataProvider: metadataProvider(root) },
  );
  const found: Located[] = diagnostics.map(({ message, range, severity }) => {
    const text = typeof message === 'string' ? message : message.value;
    return {
      line: range.start.line + 1,
      column: range.start.character + 1,
      // YAML errors go on with their own position and an excerpt: the first line says it all.
      message: text.split('\n')[0]?.replace(/ at line \d+, column \d+:$/, '') ?? text,
      // Parser errors come without a severity; 1 is Error, 2 Warning, 3 Information, 4 Hint.
      severity: (severity ?? 1) === 1 ? 'error' : 'warning',
    };
  });
  const parsed = parseWorkflow({ name: uri, content: workflow }, new NoOperationTraceWriter());
  if (parsed.value)
    found.push(...checkLocalUses(root, parsed.value), ...checkRunScripts(parsed.value));
  return found;
}

/** Checks one README block, wrapping it first when it is a fragment. */
export async function checkBlock(block: YamlBlock, root: string): Promise<Problem[]> {
  if (block.skipped) return [];
  const { workflow, offset, indent } = wrapFragment(block.text);
  const last = block.line + block.text.split('\n').length - 1;
  return (await checkWorkflow(workflow, root)).map(
    ({ line, column = 1, message, severity = 'error' }) => ({
      file: block.file,
      blockLine: block.line,
      // Problems in the lines a wrapper added are put on the block's first or last line.
      line: Math.min(Math.max(block.line + line - 1 - offset, block.line), last),
      column: Math.max(column - indent, 1),
      message,
      severity,
    }),
  );
}

export interface ReadmeReport {
  blocks: YamlBlock[];
  problems: Problem[];
}

/** Checks every YAML block of the given Markdown files (default: every one under root). */
export async function checkMarkdownFiles(
  root: string,
  files: string[] = findMarkdownFiles(root),
): Promise<ReadmeReport> {
  const blocks = files.flatMap((file) => yamlBlocks(readFileSync(join(root, file), 'utf8'), file));
  const problems: Problem[] = [];
  for (const block of blocks) problems.push(...(await checkBlock(block, root)));
  return { blocks, problems };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.severity}: ${problem.message} (yaml block at line ${problem.blockLine})`;
}
