import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface ActionMetadata {
  inputs?: Record<string, { default?: string; required?: boolean; description?: string }>;
  outputs?: Record<string, { description?: string }>;
}

export function readActionMetadata(file = 'action.yml'): ActionMetadata {
  return parse(readFileSync(file, 'utf8')) as ActionMetadata;
}

/** The inputs the runner fills in from action.yml's defaults when a workflow leaves them out. */
export function defaultInputs(file = 'action.yml'): Record<string, string> {
  const { inputs = {} } = readActionMetadata(file);
  return Object.fromEntries(
    Object.entries(inputs)
      .filter(([, input]) => input.default !== undefined)
      .map(([name, input]) => [name, String(input.default)]),
  );
}
