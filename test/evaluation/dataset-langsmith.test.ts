// src/evaluation/dataset-langsmith.ts: `langsmith:<name>[@<tag>]` read through the official client
// from the LangSmith stand-in, each example checked as a file's is; what LangSmith does not
// have is bad input, what it cannot answer is its trouble, with its detail.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import { InputError } from '../../src/common/inputs.ts';
import { StepFailure } from '../../src/common/step-control.ts';
import { readLangSmithExamples } from '../../src/evaluation/dataset-langsmith.ts';

const KEY = 'lsv2_pt_standin_key';
let standIn: LangSmithStandIn;
beforeEach(async () => {
  standIn = await startLangSmithStandIn({ apiKey: KEY });
});
afterEach(() => standIn.close());

const connection = () => ({ endpoint: standIn.url, apiKey: KEY });
const failure = (source: { name: string; versionTag?: string }, over = {}) =>
  readLangSmithExamples(source, { ...connection(), ...over }).then(
    () => undefined,
    (error: Error) => error,
  );

describe('a LangSmith dataset', () => {
  it('is read with its ids and dates, as its examples are now or at a version tag', async () => {
    const dataset = standIn.store.addDataset(
      'qa',
      [{ inputs: { q: 'a' }, outputs: { answer: 'A' }, metadata: null }],
      { prod: [{ inputs: { q: 'old' } }] },
    );
    const read = await readLangSmithExamples({ name: 'qa' }, connection());
    const [stored] = dataset.latest;
    expect(read).toEqual({
      label: 'langsmith:qa',
      langSmithId: dataset.id,
      examples: [
        {
          where: 'example 1',
          id: stored?.id,
          inputs: { q: 'a' },
          outputs: { answer: 'A' },
          createdAt: stored?.created_at,
          modifiedAt: stored?.modified_at,
        },
      ],
    });
    const tagged = await readLangSmithExamples({ name: 'qa', versionTag: 'prod' }, connection());
    expect(tagged.label).toBe('langsmith:qa@prod');
    expect(tagged.examples.map((example) => example.inputs)).toEqual([{ q: 'old' }]);
  });

  it('is read page by page, and refused past 5000 examples', async () => {
    const many = Array.from({ length: 5001 }, (_, i) => ({ inputs: { i } }));
    standIn.store.addDataset('big', many);
    const error = await failure({ name: 'big' });
    expect(error).toBeInstanceOf(InputError);
    expect(error?.message).toBe(
      'Input "eval-dataset": holds more than 5000 examples, the most read',
    );
    const pages = standIn.store.requests.filter((request) => request.path === '/examples');
    expect(pages).toHaveLength(51);
  });

  it('has each example checked, named by its place', async () => {
    standIn.store.addDataset('qa', [{ inputs: { q: 'a' } }, { inputs: 'not an object' as never }]);
    expect((await failure({ name: 'qa' }))?.message).toBe(
      'Input "eval-dataset": example 2: has inputs that are not a JSON object',
    );
    standIn.store.addDataset('empty', []);
    expect((await failure({ name: 'empty' }))?.message).toBe(
      'Input "eval-dataset": holds no example',
    );
  });

  it('that LangSmith does not have, or a tag it does not know, is bad input', async () => {
    standIn.store.addDataset('qa', [{ inputs: {} }]);
    const missing = await failure({ name: 'nope' });
    expect(missing).toBeInstanceOf(InputError);
    expect(missing?.message).toBe(
      `Input "eval-dataset": names a dataset LangSmith does not have (${standIn.url})`,
    );
    const tag = await failure({ name: 'qa', versionTag: 'v9' });
    expect(tag).toBeInstanceOf(InputError);
    expect(tag?.message).toBe(
      'Input "eval-dataset": names the version tag "v9", which LangSmith does not have: Dataset version with tag v9 not found',
    );
  });

  it('that LangSmith refuses to give is its trouble, with its detail', async () => {
    const error = await failure({ name: 'qa' }, { apiKey: 'lsv2_pt_wrong' });
    expect(error).toBeInstanceOf(StepFailure);
    expect(error).not.toBeInstanceOf(InputError);
    expect(error?.message).toBe(
      `eval-dataset could not be read from LangSmith (${standIn.url}): HTTP 401: Invalid token`,
    );
  });

  it('needs the workspace of an organization key', async () => {
    await standIn.close();
    const workspaceId = '6f1c1d2e-0000-4000-8000-000000000001';
    standIn = await startLangSmithStandIn({ apiKey: KEY, workspaceId });
    standIn.store.addDataset('qa', [{ inputs: {} }]);
    expect((await failure({ name: 'qa' }))?.message).toMatch(
      /^eval-dataset could not be read from LangSmith \(.*\): HTTP 403: This API key is org-scoped and requires workspace specification/,
    );
    const read = await readLangSmithExamples({ name: 'qa' }, { ...connection(), workspaceId });
    expect(read.examples).toHaveLength(1);
  });
});
