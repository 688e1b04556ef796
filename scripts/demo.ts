// `npm run demo`: a whole deploy against the local control-plane emulator, run the way the
// GitHub runner runs the action: the bundled dist/deploy.js with INPUT_* variables, an output
// file and a job summary file. Shows the action's log live, then its outputs and summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../emulator/index.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { ACTION_ENTRIES, parseOutputFile, runnerEnvironment } from './runner/run-action.ts';

const dim = (text: string) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[0m` : text);
const heading = (text: string) =>
  console.log(`\n${process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text}`);

const emulator = await startEmulator({ stepMs: 700 });
const deployment = emulator.seedDeployment({
  name: 'support-agent',
  secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-old-value-held-by-the-service' }],
});
const inputs = {
  ...defaultInputs('deploy'),
  'base-url': emulator.url,
  'api-key': 'emulator-key',
  'deployment-id': deployment.id,
  'repo-ref': 'release-2026.11',
  'agent-config-path': 'agents/support/langgraph.json',
  secrets: 'OPENAI_API_KEY=sk-demo-not-a-real-key\nSEARCH_API_KEY=demo-search-key',
  'poll-interval': '1s',
};

heading('Control-plane emulator');
console.log(`  ${emulator.url}  deployment ${deployment.id} (${deployment.name})`);
heading('Inputs (as INPUT_* variables)');
for (const [name, value] of Object.entries(inputs)) {
  const shown = ['api-key', 'secrets'].includes(name) ? '***' : value;
  console.log(`  ${name.padEnd(18)} ${shown.replace(/\n/g, '⏎')}`);
}

const workDir = mkdtempSync(join(tmpdir(), 'agent-deploy-demo-'));
const env = runnerEnvironment(inputs, workDir);
heading('node dist/deploy.js');
const child = spawn(process.execPath, [ACTION_ENTRIES.deploy], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  for (const line of chunk.split('\n').filter(Boolean)) console.log(`  ${dim('│')} ${line}`);
});
const exitCode: number = await new Promise((done) => child.on('close', (code) => done(code ?? 1)));

heading(`Exit code: ${exitCode}`);
heading('Outputs ($GITHUB_OUTPUT)');
for (const [name, value] of Object.entries(
  parseOutputFile(readFileSync(env.GITHUB_OUTPUT as string, 'utf8')),
)) {
  console.log(`  ${name.padEnd(21)} ${value}`);
}
heading('Job summary ($GITHUB_STEP_SUMMARY)');
console.log(readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8').replace(/^/gm, '  '));

rmSync(workDir, { recursive: true, force: true });
await emulator.close();
process.exitCode = exitCode;
