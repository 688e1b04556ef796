// The same deploy from another CI: `agent-deploy`, the command line on the actions' cores, as a
// GitLab job runs it, its key from the environment and its outputs in a dotenv file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_AGENT } from './deploy-scenes.ts';
import { SMOKE_TEST } from './proof-scenes.ts';
import type { Scene } from './stage.ts';

const fromGitLab: Scene = {
  title: 'The same deploy from GitLab CI: the agent-deploy command line',
  async play(stage) {
    const smokeTest = join(stage.wrote(mkdtempSync(join(tmpdir(), 'agent-deploy-'))), 'smoke.yaml');
    writeFileSync(smokeTest, SMOKE_TEST);
    const run = await stage.runCli(
      [
        'deploy',
        '--base-url',
        stage.emulator.url,
        '--deployment-name',
        'support-agent-gitlab',
        '--create-if-missing',
        '--source-path',
        SAMPLE_AGENT,
        '--agent-config-path',
        'langgraph.json',
        '--health-check',
        '/ok',
        '--smoke-test',
        `@${smokeTest}`,
        '--poll-interval',
        '1s',
      ],
      { GITLAB_CI: 'true', LANGSMITH_API_KEY: 'emulator-key' },
    );
    return [
      stage.check(`exit code ${run.exitCode}, result ${run.outputs.result}`, run.exitCode === 0),
      stage.check('the dotenv report carries the url', Boolean(run.outputs.url)),
    ];
  },
};

export const CLI_SCENES: Scene[] = [fromGitLab];
