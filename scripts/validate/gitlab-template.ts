// The GitLab CI/CD templates in gitlab/ (a `spec: inputs:` header, `---`, then the jobs), and
// the .gitlab-ci.yml examples that include them. A template is checked as GitLab reads it: its
// header by the keys GitLab's `spec:inputs` takes, then included with its inputs filled (the
// defaults, a sample for each input without one) so that gitlab-ci-local interpolates them and
// holds the jobs that result to GitLab's schema (gitlab-ci.ts). An example that includes a
// template by its URL at a release (`include: remote:`) is checked with that template's file in
// its place: the inputs it gives must be the template's, every required one among them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { gitLabCiProblems } from './gitlab-ci.ts';

/** The templates a GitLab project includes, by their path in the repository. */
export const GITLAB_TEMPLATES = ['gitlab/agent-deploy.yml', 'gitlab/agent-preview.yml'];

/** What `spec:inputs` takes of each input (GitLab's CI/CD inputs). */
const INPUT_KEYS = new Set(['description', 'default', 'type', 'options', 'regex', 'rules']);
const INPUT_TYPES = new Set(['string', 'number', 'boolean', 'array']);

type InputSpec = Record<string, unknown>;

/** A template's inputs, by name, as its header declares them; and what is wrong with it. */
export function templateInputs(text: string): {
  inputs: Record<string, InputSpec>;
  problems: string[];
} {
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents) || documents.length !== 2) {
    return { inputs: {}, problems: ['must be a spec: header, ---, then the jobs'] };
  }
  const [header, body] = documents.map((document) => document.toJS()) as [unknown, unknown];
  const spec = (header as { spec?: { inputs?: unknown } } | null)?.spec;
  const inputs = (spec?.inputs ?? {}) as Record<string, InputSpec | null>;
  const problems: string[] = [];
  if (Object.keys(header ?? {}).join() !== 'spec' || typeof inputs !== 'object') {
    problems.push('the header must hold spec: inputs: and nothing else');
  }
  for (const [name, input] of Object.entries(inputs)) {
    for (const key of Object.keys(input ?? {})) {
      if (!INPUT_KEYS.has(key)) problems.push(`input ${name}: GitLab takes no ${key}:`);
    }
    const type = input?.type ?? 'string';
    if (!INPUT_TYPES.has(String(type))) problems.push(`input ${name}: no type ${String(type)}`);
    if (!input?.description) problems.push(`input ${name} has no description`);
  }
  const jobs = JSON.stringify(body);
  const used = new Set(
    [...jobs.matchAll(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g)].map((m) => m[1] as string),
  );
  for (const name of Object.keys(inputs)) {
    if (!used.has(name)) problems.push(`input ${name} is declared, but no job uses it`);
  }
  for (const name of used) {
    if (!(name in inputs)) problems.push(`a job uses the input ${name}, which is not declared`);
  }
  return { inputs: inputs as Record<string, InputSpec>, problems };
}

/** A value for each input that has no default, for a check that fills them in. */
function sampleOf(name: string, input: InputSpec): unknown {
  if (Array.isArray(input.options)) return input.options[0];
  const type = input.type ?? 'string';
  if (type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return `sample-${name}`;
}

/** What is wrong with the template at `path` (from `root`), as GitLab would read it. */
export function templateProblems(path: string, root = '.'): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  const { inputs, problems } = templateInputs(text);
  if (problems.length > 0) return problems;
  const filled = Object.fromEntries(
    Object.entries(inputs)
      .filter(([, input]) => input.default === undefined)
      .map(([name, input]) => [name, sampleOf(name, input)]),
  );
  const ci = JSON.stringify({ include: [{ local: path, inputs: filled }] });
  return gitLabCiProblems(ci, { [path]: text });
}

/** An include of a template at a release: its URL ends in the template's path. */
function includedTemplate(remote: unknown): string | undefined {
  if (typeof remote !== 'string') return undefined;
  return GITLAB_TEMPLATES.find((template) => remote.endsWith(`/${template}`));
}

/**
 * What is wrong with a .gitlab-ci.yml (`text`) that may include the templates by URL: the
 * inputs each include gives, then the whole with each template's file (from `root`) in place.
 */
export function includingProblems(text: string, root = '.'): string[] {
  const config = parse(text) as { include?: unknown } | null;
  const include = config?.include;
  const includes = Array.isArray(include) ? include : include ? [include] : [];
  const problems: string[] = [];
  const files: Record<string, string> = {};
  const local = includes.map((entry: Record<string, unknown>) => {
    const template = includedTemplate(entry?.remote);
    if (!template) return entry;
    files[template] = readFileSync(join(root, template), 'utf8');
    const { inputs } = templateInputs(files[template]);
    const given = (entry.inputs ?? {}) as Record<string, unknown>;
    for (const name of Object.keys(given)) {
      if (!(name in inputs)) problems.push(`${template} has no input ${name}`);
    }
    for (const [name, input] of Object.entries(inputs)) {
      if (input.default === undefined && !(name in given)) {
        problems.push(`${template} needs the input ${name}`);
      }
    }
    const { remote: _, ...rest } = entry;
    return { ...rest, local: template };
  });
  if (problems.length > 0) return problems;
  if (Object.keys(files).length === 0) return gitLabCiProblems(text);
  return gitLabCiProblems(JSON.stringify({ ...config, include: local }), files);
}
