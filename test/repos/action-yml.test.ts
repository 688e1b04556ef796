import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOS_INPUT_NAMES } from '../../src/repos/inputs.ts';
import { REPOS_OUTPUT_NAMES } from '../../src/repos/report.ts';
import { readManifest } from '../listener/action-manifest.ts';

describe('repos: action.yml', () => {
  const manifest = readManifest('repos');

  it('declares exactly the inputs the code reads and the outputs it sets', () => {
    expect(Object.keys(manifest.inputs).sort()).toEqual([...REPOS_INPUT_NAMES].sort());
    expect(Object.keys(manifest.outputs).sort()).toEqual([...REPOS_OUTPUT_NAMES].sort());
    for (const input of Object.values(manifest.inputs)) expect(input.description).toBeTruthy();
    for (const output of Object.values(manifest.outputs)) expect(output.description).toBeTruthy();
  });

  it('runs the bundled repos entry on node24', () => {
    expect(manifest.runs.using).toBe('node24');
    expect(existsSync(resolve('repos', manifest.runs.main))).toBe(true);
    expect(manifest.inputs['integration-id']?.required).toBe(true);
  });
});
