// `npm run picture`: the README's picture of a job summary. One deploy against the emulator, run
// as the runner runs it (a deployment with a history of like deploys, a health check), then its
// $GITHUB_STEP_SUMMARY rendered as GitHub renders Markdown and Mermaid, photographed by headless
// Chromium into docs/job-summary.png. Needs `chromium` on PATH (Debian: apt-get install chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import { startEmulator } from '../emulator/index.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { ACTION_ENTRIES, runnerEnvironment } from './runner/run-action.ts';

const OUT = resolve('docs/job-summary.png');
const MERMAID = resolve('node_modules/mermaid/dist/mermaid.min.js');

const emulator = await startEmulator({ stepMs: 700, serviceGeneration: 'new' });
const work = mkdtempSync(join(tmpdir(), 'summary-picture-'));
try {
  const deployment = emulator.seedDeployment({ name: 'support-agent' });
  emulator.seedHistory(
    deployment.id,
    [4100, 3900, 4300, 4000, 4200].map((durationMs) => ({ durationMs })),
  );
  emulator.warmUpAgentServerFor(1);
  const inputs = {
    ...defaultInputs('deploy'),
    'base-url': emulator.url,
    'api-key': 'emulator-key',
    'poll-interval': '1s',
    'deployment-id': deployment.id,
    'repo-ref': 'release-2026.12',
    'health-check': '/ok',
  };
  const env = runnerEnvironment(inputs, work);
  // Not spawnSync: the emulator answers from this process's event loop.
  const child = spawn(process.execPath, [ACTION_ENTRIES.deploy], { env, stdio: 'inherit' });
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`the deploy ended with exit code ${code}`);
  const markdown = readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8');
  const body = (await marked.parse(markdown)).replace(
    /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
    '<pre class="mermaid">$1</pre>',
  );
  const page = join(work, 'summary.html');
  writeFileSync(page, html(body));
  const shot = spawnSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--virtual-time-budget=5000',
      '--window-size=900,940',
      `--screenshot=${OUT}`,
      `file://${page}`,
    ],
    { encoding: 'utf8' },
  );
  if (shot.status !== 0) throw new Error(`chromium failed: ${shot.stderr}`);
  console.log(`wrote ${OUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
  await emulator.close();
}

function html(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328;
  margin: 0; padding: 24px; background: #fff; }
main { border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px 24px 16px; }
h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: 6px; font-size: 20px; }
h3 { font-size: 16px; margin-top: 20px; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { border: 1px solid #d1d9e0; padding: 5px 12px; text-align: left; vertical-align: top; }
tr:nth-child(2n) { background: #f6f8fa; }
code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; background: #eff1f3; padding: 2px 4px;
  border-radius: 4px; }
a { color: #0969da; text-decoration: none; }
pre.mermaid { background: none; }
</style><script src="file://${MERMAID}"></script>
<script>mermaid.initialize({ startOnLoad: true, theme: 'neutral' });</script>
</head><body><main>${body}</main></body></html>`;
}
