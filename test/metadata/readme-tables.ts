import { ACTION_DIRS, type ActionName } from '../../scripts/runner/action-manifest.ts';

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

/** Where each action is documented: the root README for the deploy action, each sub-action's own
 * folder's README for the others (GitHub shows it when someone opens the folder). */
export const README_OF = Object.fromEntries(
  Object.entries(ACTION_DIRS).map(([action, dir]) => [
    action,
    dir === '.' ? 'README.md' : `${dir}/README.md`,
  ]),
) as Record<ActionName, string>;

/** The heading of the section that holds an action's tables, in its own README. */
const SECTION = /^## Inputs and outputs$/m;

/** Reads the `### Inputs` and `### Outputs` tables of the `## Inputs and outputs` section of `readme`. */
export function readmeTables(
  readme: string,
  action: ActionName,
): { inputs: InputRow[]; outputs: OutputRow[] } {
  const start = readme.search(SECTION);
  if (start < 0) throw new Error(`${README_OF[action]} has no "## Inputs and outputs"`);
  if (readme.slice(start + 3).search(SECTION) >= 0) {
    throw new Error(`${README_OF[action]} has two "## Inputs and outputs": one action per README`);
  }
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
  if (start < 0) throw new Error(`the Inputs and outputs section has no ### ${title}`);
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
