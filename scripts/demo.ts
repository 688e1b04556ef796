// `npm run demo`: the actions at work against the local control-plane emulator, each step run
// the way the GitHub runner runs it (the bundled dist/<action>.js with INPUT_* variables, an
// output file and a job summary file) and its log shown the way the runner's log viewer shows
// it. `npm run demo -- --debug` shows the debug lines too, and the mask commands the runner
// never shows. The tree is left as it was found.
//
// The scenes, in order (a scene is a title and a play; add one to SCENES):
//   1–6.  the deploy action: a new ref, a deployment created from the checkout, a failing build,
//         a health check, a broken config refused before any request, a plan (dry-run);
//   7–9.  what it proves after DEPLOYED: /info and a smoke test, a failing smoke test rolled
//         back, a JS agent served by the real agent server;
//   10.   an evaluation gate that falls short, rolled back;
//   11–13. changes/ on a tiny monorepo, sweep/ of stale previews, delete/ of a preview;
//   14.   the same deploy from GitLab CI through the agent-deploy command line.
import { parseArgs } from 'node:util';
import { CLI_SCENES } from './demo/cli-scene.ts';
import { DEPLOY_SCENES } from './demo/deploy-scenes.ts';
import { EVAL_SCENES } from './demo/eval-scene.ts';
import { PROOF_SCENES } from './demo/proof-scenes.ts';
import { type Check, type Scene, Stage } from './demo/stage.ts';
import { SUB_ACTION_SCENES } from './demo/sub-action-scenes.ts';

const SCENES: Scene[] = [
  ...DEPLOY_SCENES,
  ...PROOF_SCENES,
  ...EVAL_SCENES,
  ...SUB_ACTION_SCENES,
  ...CLI_SCENES,
];

const { values } = parseArgs({
  options: { debug: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('npm run demo [-- --debug]\n  --debug  show ::debug:: lines and mask commands too');
  process.exit(0);
}

const stage = await Stage.open({ debug: values.debug });
// Ctrl-C: the files the demo wrote go, as on a normal end.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stage.removeWritten();
    process.exit(130);
  });
}

const played: Array<{ title: string; checks: Check[] }> = [];
try {
  for (const [index, scene] of SCENES.entries()) {
    stage.banner(`${index + 1}. ${scene.title}`);
    played.push({ title: scene.title, checks: await scene.play(stage) });
  }
} finally {
  await stage.close();
}

stage.heading('What the demo checked');
for (const [index, { title, checks }] of played.entries()) {
  const failed = checks.filter((check) => !check.ok);
  const verdict = failed.length === 0 ? '✔' : `✘ ${failed.map((check) => check.what).join('; ')}`;
  console.log(`  ${String(index + 1).padStart(2)}. ${verdict} ${title}`);
}
const allPassed = played.every(({ checks }) => checks.every((check) => check.ok));
process.exitCode = allPassed && played.length === SCENES.length ? 0 : 1;
