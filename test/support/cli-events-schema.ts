// docs/cli-events.schema.json, the documented shape of `agent-deploy --json`'s events, as a check.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

const schema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../docs/cli-events.schema.json'), 'utf8'),
);
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajvFormats.default(ajv);
const validate = ajv.compile(schema);

/** What in `event` the documented schema refuses; none when it fits. */
export function eventProblems(event: unknown): string[] {
  if (validate(event)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
