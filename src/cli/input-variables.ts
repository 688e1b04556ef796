/*
 * Inputs the command line also reads from environment variables, where no flag gives them: the
 * workspace as the LangSmith clients read it (LANGSMITH_WORKSPACE_ID), and by the name the
 * README gives it beside CONTROL_PLANE_URL and CONTROL_PLANE_API_KEY. A flag wins. The
 * credentials are read from variables too (credentials.ts), and never from a flag.
 */
/** The variables each such input is read from, in order. */
export const INPUT_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  'tenant-id': ['LANGSMITH_WORKSPACE_ID', 'CONTROL_PLANE_WORKSPACE_ID'],
};

/** What a message calls a value read from variables, or the name when none is set. */
export interface FromVariables {
  name: string;
  value?: string;
  problem?: string;
}

/**
 * A value from the first of `variables` that is set (trimmed, as the runner trims an input),
 * named after it; two set to different values are a problem, since which one is meant cannot be
 * told. None set: `otherwise` names where it could have come from.
 */
export function fromVariables(
  variables: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  otherwise: string,
): FromVariables {
  const given = variables.filter((variable) => env[variable]?.trim());
  const values = new Set(given.map((variable) => env[variable]?.trim()));
  if (values.size > 1) {
    const both = given.join(' and ');
    return { name: both, problem: `${both} are both set, to different values: unset one of them.` };
  }
  const [variable] = given;
  if (!variable) return { name: otherwise };
  return { name: variable, value: [...values][0] as string };
}

/** Where an input read from variables may come from, in words: `--tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID`. */
export function variableSources(input: string): string {
  return listed([`--${input}`, ...(INPUT_VARIABLES[input] ?? [])]);
}

/** `a, b or c`. */
export function listed(names: readonly string[]): string {
  return names.join(', ').replace(/, ([^,]*)$/, ' or $1');
}
