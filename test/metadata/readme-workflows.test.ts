// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the snippets hold GitHub `${{ }}` expressions, not JS templates
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBlock,
  checkMarkdownFiles,
  formatProblem,
  type Problem,
} from '../../scripts/validate/readme-workflows.ts';
import { findMarkdownFiles, yamlBlocks } from '../../scripts/validate/readme-yaml-blocks.ts';
import { wrapFragment } from '../../scripts/validate/workflow-fragment.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Checks the ```yaml blocks of a Markdown snippet the way `npm run validate` checks READMEs. */
async function checkMarkdown(markdown: string, severity?: Problem['severity']): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const block of yamlBlocks(markdown, 'SNIPPET.md')) {
    problems.push(...(await checkBlock(block, ROOT)));
  }
  return problems.filter((problem) => !severity || problem.severity === severity);
}

const workflow = (steps: string) =>
  [
    '```yaml',
    'on: push',
    'jobs:',
    '  example:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    ...steps.split('\n').map((line) => `      ${line}`),
    '```',
  ].join('\n');

const messages = (problems: Problem[]) => problems.map(formatProblem).join('\n');

describe('README workflows', () => {
  it('finds every Markdown file of the repository, not those of dependencies or builds', () => {
    const files = findMarkdownFiles(ROOT);
    for (const file of ['README.md', 'delete/README.md', 'CONTRIBUTING.md', 'docs/packing.md']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => /node_modules|^dist/.test(file))).toBe(false);
  });

  it('finds the YAML blocks of README.md', () => {
    const blocks = yamlBlocks(readFileSync(resolve(ROOT, 'README.md'), 'utf8'), 'README.md');
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(blocks.some((block) => block.text.includes('agent-deploy-action@'))).toBe(true);
    expect(blocks.some((block) => block.text.includes('agent-deploy-action/delete@'))).toBe(true);
  });

  it('every YAML block of the Markdown files parses as a workflow with no problem', async () => {
    const { blocks, problems } = await checkMarkdownFiles(ROOT);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(messages(problems)).toBe('');
  });

  it('refuses the listener example as it was (a plain scalar with ": " in it)', async () => {
    const problems = await checkMarkdown(
      `Text\n\n${workflow(
        [
          '- id: listener',
          '  uses: your-org/agent-deploy-action/listener@v1',
          '  with:',
          '    base-url: https://cp.example.com',
          '    compute-id: prod-cluster',
          '- run: echo "Listener ${{ steps.listener.outputs.listener-id }} (created now: ${{ steps.listener.outputs.created }})"',
        ].join('\n'),
      )}`,
    );
    expect(problems).toHaveLength(1);
    // The fence is on line 3; the broken `- run:` is the block's 11th line, README line 14.
    expect(problems[0]).toMatchObject({ file: 'SNIPPET.md', blockLine: 4, line: 14 });
    expect(problems[0]?.message).toMatch(/mapping/i);
  });

  it('refuses invalid YAML and a workflow the schema refuses', async () => {
    const broken = await checkMarkdown('```yaml\non: push\njobs:\n  a:\n    runs-on: [ubuntu\n```');
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]?.line).toBeGreaterThanOrEqual(2);
    const schema = await checkMarkdown(workflow('- run: true\n  shell-script: bash'));
    expect(messages(schema)).toMatch(/shell-script/);
  });

  it("refuses a `with:` key that is not an input of this repository's action", async () => {
    const problems = await checkMarkdown(
      workflow(
        [
          '- uses: your-org/agent-deploy-action/listener@v1',
          '  with:',
          '    base-url: https://cp.example.com',
          '    cluster-name: prod',
        ].join('\n'),
      ),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 10, severity: 'error' });
    expect(problems[0]?.message).toContain("Invalid action input 'cluster-name'");
  });

  it('refuses a missing required input, and an unknown sub-action of this repository', async () => {
    const missing = await checkMarkdown(
      workflow('- uses: your-org/agent-deploy-action@v1\n  with:\n    deployment-id: abc'),
    );
    expect(messages(missing)).toContain('Missing required input `base-url`');
    const unknown = await checkMarkdown(
      workflow('- uses: your-org/agent-deploy-action/nothing-here@v1'),
    );
    expect(messages(unknown)).toContain('Unable to resolve action');
  });

  it('checks local `./` references against the local action.yml too', async () => {
    const problems = await checkMarkdown(
      workflow('- uses: ./repos\n  with:\n    base-url: https://x.test\n    repo: acme/agent'),
    );
    expect(messages(problems)).toContain("Invalid action input 'repo'");
    expect(messages(problems)).toContain('Missing required input `integration-id`');
    const root = await checkMarkdown(
      workflow('- uses: ./\n  with:\n    base-url: https://x.test\n    deployment-id: abc'),
    );
    expect(messages(root)).toBe('');
  });

  it('leaves actions of other repositories alone (offline)', async () => {
    const problems = await checkMarkdown(
      workflow('- uses: actions/checkout@v4\n  with:\n    anything: goes'),
    );
    expect(messages(problems)).toBe('');
  });

  it('refuses `${{ }}` inside `run:`, and takes it through `env:`', async () => {
    const inline = await checkMarkdown(workflow('- run: echo "${{ steps.x.outputs.y }}"'), 'error');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatchObject({ line: 7, severity: 'error' });
    expect(inline[0]?.message).toContain('inside a `run:` script');
    const block = await checkMarkdown(
      workflow('- run: |\n    echo hi\n    echo ${{ github.ref }}'),
      'error',
    );
    expect(block).toHaveLength(1);
    const throughEnv = await checkMarkdown(
      workflow(
        '- id: x\n  run: echo y=1 >> "$GITHUB_OUTPUT"\n- env:\n    Y: ${{ steps.x.outputs.y }}\n  run: echo "$Y"',
      ),
    );
    expect(messages(throughEnv)).toBe('');
  });

  it('wraps fragments into a minimal workflow and reports README lines', async () => {
    expect(wrapFragment('on: push\njobs: {}').kind).toBe('workflow');
    expect(wrapFragment('- uses: ./listener').kind).toBe('steps');
    expect(wrapFragment('runs-on: ubuntu-latest\nsteps: []').kind).toBe('job');
    expect(wrapFragment('permissions:\n  contents: read').kind).toBe('workflow-keys');
    expect(wrapFragment('deploy:\n  runs-on: ubuntu-latest').kind).toBe('jobs');

    const fragments = [
      'Steps only:',
      '',
      '```yaml',
      '- uses: your-org/agent-deploy-action/delete@v1',
      '  with:',
      '    base-url: https://x.test',
      '    deployment-nmae: staging',
      '- run: echo ${{ steps.x.outputs.y }}',
      '```',
      '',
      '```yaml',
      'permissions:',
      '  contents: read',
      '```',
    ].join('\n');
    const problems = await checkMarkdown(fragments, 'error');
    expect(problems.map(({ line, column }) => [line, column])).toEqual([
      [7, 5],
      [8, 8],
    ]);
    expect(problems[0]?.message).toContain("'deployment-nmae'");
    expect(await checkMarkdown('```yaml\npermissions:\n  contents: bogus\n```')).not.toEqual([]);
  });

  it('skips a block marked <!-- not-a-workflow -->, and only that one', async () => {
    const manifest = '```yaml\nname: x\nruns:\n  using: node24\n  main: index.js\n```';
    expect(await checkMarkdown(manifest)).not.toEqual([]);
    const marked = `<!-- not-a-workflow: an action.yml -->\n\n${manifest}`;
    expect(yamlBlocks(marked, 'SNIPPET.md')[0]?.skipped).toBe(true);
    expect(await checkMarkdown(marked)).toEqual([]);
  });
});
