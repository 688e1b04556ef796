// src/cli/input-variables.ts: the inputs the command line also reads from the environment.
import { describe, expect, it } from 'vitest';
import {
  fromVariables,
  INPUT_VARIABLES,
  listed,
  variableSources,
} from '../../src/cli/input-variables.ts';

const VARIABLES = ['LANGSMITH_WORKSPACE_ID', 'CONTROL_PLANE_WORKSPACE_ID'];

describe('the inputs read from variables', () => {
  it('read the workspace id as LangSmith’s clients do, and by the README’s name', () => {
    expect(INPUT_VARIABLES).toEqual({ 'tenant-id': VARIABLES });
    expect(variableSources('tenant-id')).toBe(
      '--tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID',
    );
  });

  it('take the first variable set, trimmed, and name it', () => {
    expect(fromVariables(VARIABLES, { CONTROL_PLANE_WORKSPACE_ID: ' ws-2 ' }, 'none')).toEqual({
      name: 'CONTROL_PLANE_WORKSPACE_ID',
      value: 'ws-2',
    });
    const both = { LANGSMITH_WORKSPACE_ID: 'ws-1', CONTROL_PLANE_WORKSPACE_ID: 'ws-1' };
    expect(fromVariables(VARIABLES, both, 'none')).toEqual({
      name: 'LANGSMITH_WORKSPACE_ID',
      value: 'ws-1',
    });
  });

  it('name where a value could come from when none is set; blanks count as not set', () => {
    expect(fromVariables(VARIABLES, { LANGSMITH_WORKSPACE_ID: '  ' }, 'where')).toEqual({
      name: 'where',
    });
  });

  it('refuse two variables set to different values, without repeating either', () => {
    const found = fromVariables(
      VARIABLES,
      { LANGSMITH_WORKSPACE_ID: 'ws-1', CONTROL_PLANE_WORKSPACE_ID: 'ws-2' },
      'none',
    );
    expect(found).toEqual({
      name: 'LANGSMITH_WORKSPACE_ID and CONTROL_PLANE_WORKSPACE_ID',
      problem:
        'LANGSMITH_WORKSPACE_ID and CONTROL_PLANE_WORKSPACE_ID are both set, to different values: unset one of them.',
    });
  });

  it('list names as a sentence does', () => {
    expect([listed(['a']), listed(['a', 'b']), listed(['a', 'b', 'c'])]).toEqual([
      'a',
      'a or b',
      'a, b or c',
    ]);
  });
});
