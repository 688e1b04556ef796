import type { ActionName } from '../../scripts/runner/action-manifest.ts';

export interface InputRow {
  name: string;
  description: string;
  required: string;
  default: string;
}
export interface OutputRow {
  name: string;
  description: string;
}

/**
 * The section of its README for each action: level-2 headings of README.md name the sub-action
 * folders; a sub-action documented in its own folder's README has an `## Inputs and outputs`.
 */
const SECTION_MARK: Record<ActionName, RegExp> = {
  deploy: /^## Inputs and outputs$/m,
  listener: /^## .*`listener\/`/m,
  repos: /^## .*`repos\/`/m,
  delete: /^## .*`delete\/`/m,
  registry: /^## .*`registry\/`/m,
  changes: /^## Inputs and outputs$/m,
};

/** Where each action is documented. */
export const README_OF: Record<ActionName, string> = {
  deploy: 'README.md',
  listener: 'README.md',
  repos: 'README.md',
  delete: 'README.md',
  registry: 'README.md',
  changes: 'changes/README.md',
};

/** Reads the `### Inputs` and `### Outputs` tables of an action's README section. */
export function readmeTables(
  readme: string,
  action: ActionName,
): { inputs: InputRow[]; outputs: OutputRow[] } {
  const start = readme.search(SECTION_MARK[action]);
  if (start < 0) throw new Error(`${README_OF[action]} has no section for ${action}`);
  const rest = readme.slice(start + 3);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return {
    inputs: rows(subsection(section, 'Inputs')).map(
      ([name = '', description = '', required = '', fallback = '']) => ({
        name,
        description,
        required,
        default: fallback,
      }),
    ),
    outputs: rows(subsection(section, 'Outputs')).map(([name = '', description = '']) => ({
      name,
      description,
    })),
  };
}

function subsection(section: string, title: string): string {
  const start = section.indexOf(`### ${title}\n`);
  if (start < 0) throw new Error(`README.md section has no ### ${title}`);
  const rest = section.slice(start + title.length + 5);
  const end = rest.search(/^#{2,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Table body rows, cells trimmed, the name cell without its backticks. */
function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell, index) => (index === 0 ? cell.trim().replace(/^`|`$/g, '') : cell.trim())),
    );
}
