// Checks the ```yaml blocks of the READMEs as workflows, with GitHub's own parser: the Actions
// language service (@actions/languageservice, built on @actions/workflow-parser) that the
// VS Code extension and github.com's editor use. Per block it reports:
// - anything the parser refuses (YAML syntax, workflow schema, expressions);
// - `with:` keys that are not inputs of this repository's actions, and required inputs left out,
//   read from the local action.yml files: through the language service's metadata provider for
//   `your-org/agent-deploy-action[/path]@ref`, and here for local `./path` references, which the
//   language service leaves alone;
// - any `${{ }}` inside a `run:` script: outputs reach scripts through `env:` (GitHub's hardening
//   guidance against script injection).
// Blocks that are fragments are wrapped into a minimal workflow first (see wrapFragment); a block
// preceded by `<!-- not-a-workflow -->` is skipped on purpose.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import type { ActionsMetadataProvider } from '@actions/languageservice';
import type { ActionMetadata } from '@actions/languageservice/action';
import type { TemplateToken as Token } from '@actions/workflow-parser/templates/tokens/template-token';
import { parse } from 'yaml';
import {
  isBasicExpression,
  isMapping,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
  TemplateToken,
  validate,
} from './actions-parser.ts';

/** How the README's examples name this repository's actions. */
export const THIS_REPOSITORY = 'your-org/agent-deploy-action';
/** An HTML comment on the line before a ```yaml block that keeps it out of the check. */
export const SKIP_MARKER = '<!-- not-a-workflow';

export interface YamlBlock {
  /** README path, relative to the repository root. */
  file: string;
  /** One-based README line of the block's first line (the one after the fence). */
  line: number;
  text: string;
  skipped: boolean;
}

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

export type BlockKind = 'workflow' | 'workflow-keys' | 'jobs' | 'job' | 'steps';

/** Every README.md of the repository, outside node_modules and .git. */
export function findReadmes(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'README.md') found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** The ```yaml / ```yml blocks of a Markdown text. */
export function yamlBlocks(markdown: string, file: string): YamlBlock[] {
  const lines = markdown.split('\n');
  const blocks: YamlBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\w+)?/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    const end = lines.findIndex(
      (line, at) => at > index && line.trimEnd() === `${indent}${fence}`.trimEnd(),
    );
    const close = end < 0 ? lines.length : end;
    if (language === 'yaml' || language === 'yml') {
      let before = index - 1;
      while (before >= 0 && (lines[before] ?? '').trim() === '') before--;
      blocks.push({
        file,
        line: index + 2,
        text: lines
          .slice(index + 1, close)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join('\n'),
        skipped: before >= 0 && (lines[before] ?? '').trim().startsWith(SKIP_MARKER),
      });
    }
    index = close;
  }
  return blocks;
}

const WORKFLOW_KEYS = new Set([
  'name',
  'run-name',
  'on',
  'permissions',
  'env',
  'defaults',
  'concurrency',
  'jobs',
]);
const JOB_KEYS = new Set(['runs-on', 'steps', 'uses', 'needs', 'strategy', 'container', 'with']);

/**
 * Wraps a fragment into the smallest workflow that puts it where it belongs, so the parser checks
 * it in context. The fragment's kind is read from its top-level lines (not from a YAML parse, so
 * that a fragment with broken YAML is still wrapped and its error reported):
 * - `on:` and `jobs:` at the top: a workflow, checked as it is;
 * - a sequence (`- uses: …`): steps, indented under `jobs.example.steps`;
 * - job keys (`runs-on:`, `steps:` …): a job body, indented under `jobs.example`;
 * - only workflow keys (`permissions:`, `env:` …): completed with `on: workflow_dispatch` and/or
 *   a one-step job;
 * - other keys: a map of jobs, indented under `jobs:`.
 * `offset` is the number of lines added before the block, to map errors back to README lines.
 */
export function wrapFragment(text: string): {
  kind: BlockKind;
  workflow: string;
  offset: number;
  indent: number;
} {
  const significant = text.split('\n').filter((line) => line.trim() && !/^\s*#/.test(line));
  const keys = new Set(
    significant.flatMap((line) => /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.slice(1, 2) ?? []),
  );
  const on = 'on: workflow_dispatch\n';
  const job =
    'jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo example\n';
  const wrap = (kind: BlockKind, header: string, indent: string, footer = '') => ({
    kind,
    workflow: `${header}${text
      .split('\n')
      .map((line) => (line.trim() ? indent + line : line))
      .join('\n')}\n${footer}`,
    offset: header.split('\n').length - 1,
    indent: indent.length,
  });
  if (keys.has('on') && keys.has('jobs')) {
    return { kind: 'workflow', workflow: text, offset: 0, indent: 0 };
  }
  if (/^\s*-/.test(significant[0] ?? '')) {
    return wrap(
      'steps',
      `${on}jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n`,
      '      ',
    );
  }
  if ([...keys].some((key) => JOB_KEYS.has(key))) {
    const runsOn = keys.has('runs-on') || keys.has('uses') ? '' : '    runs-on: ubuntu-latest\n';
    return wrap('job', `${on}jobs:\n  example:\n${runsOn}`, '    ');
  }
  if ([...keys].every((key) => WORKFLOW_KEYS.has(key))) {
    return wrap('workflow-keys', keys.has('on') ? '' : on, '', keys.has('jobs') ? '' : job);
  }
  return wrap('jobs', `${keys.has('on') ? '' : on}jobs:\n`, '  ');
}

interface ActionInput {
  description?: string;
  required?: boolean | string;
  default?: unknown;
}

/** The inputs of the action.yml in `dir` (relative to root), or undefined when there is none. */
function localAction(root: string, dir: string): ActionMetadata | undefined {
  const file = join(root, posix.normalize(dir || '.'), 'action.yml');
  if (!existsSync(file)) return undefined;
  const manifest = parse(readFileSync(file, 'utf8')) as {
    name?: string;
    description?: string;
    inputs?: Record<string, ActionInput | null>;
  };
  return {
    name: manifest.name ?? dir,
    description: manifest.description ?? '',
    inputs: Object.fromEntries(
      Object.entries(manifest.inputs ?? {}).map(([name, input]) => [
        name,
        {
          description: input?.description ?? '',
          required: input?.required === true || input?.required === 'true',
          ...(input?.default === undefined ? {} : { default: String(input.default) }),
        },
      ]),
    ),
  };
}

/**
 * The language service's metadata provider: this repository's actions from their local action.yml
 * (an unknown sub-action resolves to nothing, which the service reports); any other action
 * resolves to metadata without inputs, which the service does not check (offline).
 */
function metadataProvider(root: string): ActionsMetadataProvider {
  return {
    fetchActionMetadata: async (action) =>
      `${action.owner}/${action.name}`.toLowerCase() === THIS_REPOSITORY
        ? localAction(root, action.path ?? '.')
        : { name: `${action.owner}/${action.name}`, description: '' },
  };
}

/** Where a token starts, one-based. */
function at(token: Token | undefined): { line: number; column: number } {
  return { line: token?.range?.start.line ?? 1, column: token?.range?.start.column ?? 1 };
}

/** The language service's input checks, for `uses: ./path` steps, which it skips. */
function checkLocalUses(root: string, workflow: Token): Located[] {
  const found: Located[] = [];
  for (const [, step] of TemplateToken.traverse(workflow, true)) {
    if (!isMapping(step) || step.definition?.key !== 'regular-step') continue;
    const uses = step.find('uses');
    if (!uses || !isString(uses) || !/^\.\.?\//.test(uses.value)) continue;
    const action = localAction(root, uses.value);
    if (!action) {
      found.push({
        ...at(uses),
        message: `Unable to resolve action \`${uses.value}\`: no action.yml`,
      });
      continue;
    }
    const inputs = action.inputs ?? {};
    const given = step.find('with');
    const keys = given && isMapping(given) ? [...given].map(({ key }) => key) : [];
    for (const key of keys.filter((key) => !inputs[key.toString()])) {
      found.push({ ...at(key), message: `Invalid action input '${key.toString()}'` });
    }
    const missing = Object.entries(inputs)
      .filter(([, input]) => input.required && input.default === undefined)
      .filter(([name]) => !keys.some((key) => key.toString() === name))
      .map(([name]) => `\`${name}\``);
    if (missing.length > 0) {
      const message =
        missing.length === 1
          ? `Missing required input ${missing[0]}`
          : `Missing required inputs: ${missing.join(', ')}`;
      found.push({ ...at(uses), message });
    }
  }
  return found;
}

/** `${{ }}` inside any step's `run:` script. */
function checkRunScripts(workflow: Token): Located[] {
  const found: Located[] = [];
  for (const [step, token, key] of TemplateToken.traverse(workflow, true)) {
    if (!step || !isMapping(step) || !key || !isString(key) || key.value !== 'run') continue;
    if (step.definition?.key === 'step-with') continue; // an action input named `run`
    const script = isBasicExpression(token) ? token.source : isString(token) ? token.value : '';
    if (!script?.includes('${{')) continue;
    found.push({
      ...at(token),
      message: `\`\${{ }}\` inside a \`run:\` script: pass the value through \`env:\` and use the variable in the script (script-injection hardening)`,
    });
  }
  return found;
}

interface Located {
  /** One-based line and column in the checked workflow text. */
  line: number;
  column?: number;
  message: string;
  severity?: Problem['severity'];
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

/** Checks every YAML block of the given READMEs (default: every README.md under root). */
export async function checkReadmes(
  root: string,
  files: string[] = findReadmes(root),
): Promise<ReadmeReport> {
  const blocks = files.flatMap((file) => yamlBlocks(readFileSync(join(root, file), 'utf8'), file));
  const problems: Problem[] = [];
  for (const block of blocks) problems.push(...(await checkBlock(block, root)));
  return { blocks, problems };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.severity}: ${problem.message} (yaml block at line ${problem.blockLine})`;
}
