import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { packedFileProblem } from './config-path.ts';
import { IgnoreRules } from './ignore-rules.ts';
import { jsonErrorPosition } from './json-position.ts';
import {
  contains,
  type LocalDependency,
  localEntries,
  resolveLocalDependencies,
} from './local-dependencies.ts';
import { nearestName, SuggestionBudget } from './nearest-name.ts';

/** What the agent config check found wrong: each problem names the graph or the entry. */
export class AgentConfigProblems extends Error {
  readonly problems: string[];

  constructor(shown: string, problems: string[]) {
    super(`the agent config ${shown} fails a check before deploying: ${problems.join('; ')}`);
    this.name = 'AgentConfigProblems';
    this.problems = problems;
  }
}

/** An agent config is a small JSON file; a larger one is not read. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * Reads the agent config (`configEntry` under `sourceRoot`) and checks what a build needs from
 * it, before anything is sent: it is a JSON object; its local `dependencies` are directories of
 * the workspace; `graphs` has an entry; each entry is `<module>:<attribute>` (or an object
 * whose `path` is one), and a module part with a `/` names a file that the archive will hold,
 * inside a local dependency. Returns the local dependencies; throws AgentConfigProblems.
 */
export async function checkAgentConfig(options: {
  sourceRoot: string;
  configEntry: string;
  workspace: string;
  /** How messages name the config file. */
  shown: string;
  /** The step's: a config naming thousands of graphs is checked only while the step goes on. */
  signal?: AbortSignal | undefined;
}): Promise<LocalDependency[]> {
  const { sourceRoot, configEntry, workspace, shown, signal } = options;
  const file = path.join(sourceRoot, configEntry);
  const config = await readConfig(file, shown);
  const configDir = path.dirname(file);
  const problems: string[] = [];
  if (config.dependencies !== undefined && !Array.isArray(config.dependencies)) {
    problems.push('"dependencies" is not an array');
  }
  const resolved = await resolveLocalDependencies(
    localEntries(config.dependencies),
    configDir,
    workspace,
  );
  problems.push(...resolved.problems);
  const graphs = config.graphs;
  const named = graphs && typeof graphs === 'object' && !Array.isArray(graphs) ? graphs : {};
  if (Object.keys(named).length === 0) {
    problems.push(
      '"graphs" has no entry: name at least one, e.g. "graphs": {"agent": "./src/agent.py:graph"}',
    );
  }
  const files = new GraphFiles(sourceRoot, configDir, resolved.dependencies, signal);
  for (const dependency of resolved.dependencies) {
    const verdict = (await files.rulesFor(dependency.dir)).rootVerdict();
    if (verdict.ignored) {
      problems.push(
        `dependency ${JSON.stringify(plain(dependency.entry))} is ignored by ${verdict.rule}, so the archive would hold none of it`,
      );
    }
  }
  const configProblem = await files.packedProblem(file);
  if (configProblem) problems.push(`the config file itself ${configProblem}`);
  for (const [name, entry] of Object.entries(named)) {
    signal?.throwIfAborted();
    const problem = await files.problem(name, entry);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new AgentConfigProblems(shown, problems);
  return resolved.dependencies;
}

async function readConfig(file: string, shown: string): Promise<Record<string, unknown>> {
  const size = (await stat(file)).size;
  if (size > MAX_CONFIG_BYTES) {
    throw new AgentConfigProblems(shown, [`it is ${size} bytes, more than an agent config holds`]);
  }
  const text = await readFile(file, 'utf8');
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    const { line, column } = jsonErrorPosition(text);
    const why = (error as Error).message.replace(/ in JSON at position.*$/, '').slice(0, 200);
    throw new AgentConfigProblems(shown, [
      `it is not valid JSON: line ${line}, column ${column}: ${why}`,
    ]);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new AgentConfigProblems(shown, ['it is not a JSON object']);
  }
  return config as Record<string, unknown>;
}

/** A path from the config for a message: one line, bounded. */
function plain(text: string): string {
  return text.slice(0, 200).replace(/\p{Cc}/gu, '?');
}

/** Checks graph entries' files against what the archive will hold. */
class GraphFiles {
  readonly #rules = new Map<string, Promise<IgnoreRules>>();
  readonly #sourceRoot: string;
  readonly #configDir: string;
  readonly #dependencies: readonly LocalDependency[];
  readonly #signal: AbortSignal | undefined;
  /** Shared by every "did you mean" of the check, so together they stay quick. */
  readonly #suggestions: SuggestionBudget;

  constructor(
    sourceRoot: string,
    configDir: string,
    dependencies: readonly LocalDependency[],
    signal: AbortSignal | undefined,
  ) {
    this.#sourceRoot = sourceRoot;
    this.#configDir = configDir;
    this.#dependencies = dependencies;
    this.#signal = signal;
    this.#suggestions = new SuggestionBudget(signal);
  }

  async problem(name: string, entry: unknown): Promise<string | undefined> {
    const graph = `graph ${JSON.stringify(name.slice(0, 100))}`;
    const spec =
      typeof entry === 'string'
        ? entry
        : entry &&
            typeof entry === 'object' &&
            typeof (entry as { path?: unknown }).path === 'string'
          ? (entry as { path: string }).path
          : undefined;
    if (spec === undefined) {
      return `${graph} is neither a "<module>:<attribute>" string nor an object whose "path" is one`;
    }
    const shownSpec = JSON.stringify(spec.slice(0, 200));
    const colon = spec.lastIndexOf(':');
    const modulePart = spec.slice(0, Math.max(colon, 0));
    if (colon <= 0 || spec.slice(colon + 1).trim() === '' || modulePart.trim() === '') {
      return `${graph} path ${shownSpec} is not "<module>:<attribute>", e.g. "./src/agent.py:graph"`;
    }
    if (!modulePart.includes('/')) return undefined;
    const file = path.resolve(this.#configDir, modulePart);
    const inside = (dir: string) => dir === file || contains(dir, file);
    const where = `${graph} path ${shownSpec}: ${plain(modulePart)}`;
    if (this.#walkedFrom(file) === undefined) {
      return `${where} lies outside every directory that is packed`;
    }
    const problem = await this.packedProblem(file);
    if (problem?.startsWith('does not exist')) {
      const nearest = await nearestName(file, this.#configDir, this.#suggestions);
      return `${where} does not exist in the packed tree${nearest ? `; did you mean ${nearest}?` : ''}`;
    }
    if (problem) return `${where} ${problem}`;
    if (!this.#dependencies.some((dependency) => inside(dependency.dir))) {
      const listed = this.#dependencies.map((dependency) =>
        JSON.stringify(plain(dependency.entry)),
      );
      return `${where} is not inside a local directory named in "dependencies" (${listed.length > 0 ? listed.join(', ') : 'none is named'}); add its directory, e.g. "."`;
    }
    return undefined;
  }

  /**
   * Why `file` would not be in the archive, judged as the walk will judge it: from the
   * outermost packed directory that holds it (a dependency that holds the config's directory
   * packs its files with its own `.dockerignore` too). Undefined when it would be there.
   */
  async packedProblem(file: string): Promise<string | undefined> {
    const packRoot = this.#walkedFrom(file);
    if (packRoot === undefined) return 'lies outside every directory that is packed';
    const segments = path.relative(packRoot, file).split(path.sep);
    const problem = await packedFileProblem(packRoot, segments, await this.rulesFor(packRoot));
    if (!problem || packRoot === this.#sourceRoot) return problem;
    const holder = this.#dependencies.find((dependency) => dependency.dir === packRoot);
    return `${problem} (packed with the local directory ${JSON.stringify(plain(holder?.entry ?? packRoot))})`;
  }

  /** The outermost packed directory that holds `file`: the one whose walk reaches it. */
  #walkedFrom(file: string): string | undefined {
    const holders = [this.#sourceRoot, ...this.#dependencies.map((dependency) => dependency.dir)]
      .filter((dir) => dir === file || contains(dir, file))
      .sort((a, b) => a.length - b.length);
    return holders[0];
  }

  rulesFor(root: string): Promise<IgnoreRules> {
    let rules = this.#rules.get(root);
    if (!rules) {
      rules = IgnoreRules.load(root, this.#signal);
      this.#rules.set(root, rules);
    }
    return rules;
  }
}
