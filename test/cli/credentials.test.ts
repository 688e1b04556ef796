// src/cli/credentials.ts: which inputs never come from a flag, and where they come from instead.
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.ts';
import {
  CREDENTIALS,
  credentialSources,
  FILE_ONLY,
  secretFlagRefusal,
} from '../../src/cli/credentials.ts';
import { booleanInputs, inputNames, SECRET_INPUTS } from '../../src/common/inputs.ts';

/** An input whose name says it holds a secret, whatever the action calls it next. */
const SECRET_LOOKING = /(^|-)(key|token|password|secrets?|credentials?)$/;

describe('the secret inputs', () => {
  // A switch holds true or false, whatever its name says (allow-empty-secrets).
  const every = [
    ...new Set(
      COMMANDS.flatMap((command) => {
        const switches = booleanInputs(command.shape);
        return inputNames(command.shape).filter((input) => !switches.includes(input));
      }),
    ),
  ];

  it('cover every input that holds a secret, in every command: none is a plain flag', () => {
    const secret = every.filter((input) => SECRET_INPUTS.has(input) || SECRET_LOOKING.test(input));
    expect(secret.sort()).toEqual(['api-key', 'bearer-token', 'github-token', 'secrets']);
    for (const input of secret) expect(input in CREDENTIALS || FILE_ONLY.has(input)).toBe(true);
  });

  it('each name where it comes from, the service’s own variable first', () => {
    expect(credentialSources('api-key')).toBe(
      'LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE',
    );
    expect(credentialSources('bearer-token')).toBe(
      'CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE',
    );
  });

  it('leave every other input to its flag', () => {
    expect(secretFlagRefusal('deployment-name', 'support')).toBeUndefined();
    expect(secretFlagRefusal('secrets', '@secrets.env')).toBeUndefined();
    expect(secretFlagRefusal('secrets', 'A=1')).toBeDefined();
  });
});
