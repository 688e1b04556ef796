import { SourceConfig } from '../client/service-schemas.ts';
import { structuredInput } from '../common/inputs.ts';

/** The members of `source_config` the service runs as commands while it builds the source. */
const COMMAND_MEMBERS = ['install_command', 'build_command'] as const;

/**
 * The characters the service refuses in a command, each as a message names it: a control
 * character by its name, never raw, so a newline cannot break the message in two.
 */
const REFUSED: ReadonlyMap<string, string> = new Map([
  ['"', 'a double quote (")'],
  ['`', 'a backquote (`)'],
  ['\\', 'a backslash (\\)'],
  ['\n', 'a newline'],
  ['\r', 'a carriage return'],
  ['\0', 'a NUL character'],
  ['\t', 'a tab'],
  ['|', '"|"'],
  [';', '";"'],
  ['$', '"$"'],
  ['>', '">"'],
  ['<', '"<"'],
  ['&', 'a single "&"'],
]);

/** One refused character, or an `&` with no `&` beside it (`&&` is allowed). */
const REFUSED_PATTERN = /["`\\\n\r\0\t|;$><]|(?<!&)&(?!&)/g;

/** The refused characters a command holds, named, each once, in the order they first appear. */
export function refusedCharacters(command: string): string[] {
  const found = new Set<string>();
  for (const [character] of command.matchAll(REFUSED_PATTERN)) {
    found.add(REFUSED.get(character) as string);
  }
  return [...found];
}

/**
 * Why the service would refuse the commands in `source-config`, naming each member and the
 * characters it holds; undefined when both are fine (or not given).
 */
export function commandsProblem(config: SourceConfig | undefined): string | undefined {
  const parts = COMMAND_MEMBERS.flatMap((member) => {
    const command = config?.[member];
    if (typeof command !== 'string') return [];
    const found = refusedCharacters(command);
    return found.length > 0 ? [`${member} holds ${listed(found)}`] : [];
  });
  if (parts.length === 0) return undefined;
  return `${parts.join(', and ')}: the service refuses these in a command, as it does ", a backquote, \\, a newline, a carriage return, NUL, a tab, |, ;, $, >, < and a single &. Join steps with && or move them into a script in the source`;
}

function listed(names: string[]): string {
  return names.length === 1
    ? (names[0] as string)
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The `source-config` input: JSON or YAML, checked against the schema, then its commands. */
export const sourceConfigInput = structuredInput(SourceConfig.strict()).superRefine(
  (config, context) => {
    const problem = commandsProblem(config);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  },
);
