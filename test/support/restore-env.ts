import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/*
 * Run before every test file. The in-process tests share one process (isolate: false), where a
 * hook a shared helper registers when it is first imported belongs to the first file alone: so
 * the stubs vi.stubEnv made are undone after every test of every file here, and each file ends
 * with the environment it started with, whatever it changed, so an INPUT_* or GITHUB_* variable
 * one file sets never reaches the next.
 */
let before: Record<string, string | undefined> = {};

beforeAll(() => {
  before = { ...process.env };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in before)) delete process.env[name];
  }
  for (const [name, value] of Object.entries(before)) {
    if (value !== undefined && process.env[name] !== value) process.env[name] = value;
  }
});
