// The evaluation gate along a deploy of the sample agent: a dataset of four questions in
// scripts/demo-agent/evals/, scored by `contains` through LangSmith's evaluate(), offline. The
// new revision answers, and its /info proves it serves, but it no longer answers what it is
// asked: its mean falls short of the threshold, the summary shows the worst examples, and the
// revision that was live goes live again.
import { POLL, SAMPLE_AGENT } from './deploy-scenes.ts';
import type { Scene } from './stage.ts';

const gateFallsShort: Scene = {
  title: 'An evaluation gate that falls short is rolled back',
  async play(stage) {
    // The graph still answers, but not what it is asked: as one whose prompt broke.
    stage.emulator.configureAgentServer({ graphs: { support: 'context' } });
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-name': 'support-agent-preview',
      'source-path': SAMPLE_AGENT,
      'agent-config-path': 'langgraph.json',
      'eval-dataset': `${SAMPLE_AGENT}/evals/support.jsonl`,
      'eval-assistant': 'support',
      'eval-evaluators': 'contains',
      'eval-threshold': 'contains >= 0.9',
      'rollback-on-failure': 'true',
    });
    stage.emulator.resetAgentServer();
    const { outputs } = run;
    return [
      stage.check(
        `exit code ${run.exitCode}, result ${outputs.result}, eval ${outputs.eval}, scores ${outputs['eval-scores']}`,
        run.exitCode === 1 && outputs.result === 'unhealthy' && outputs.eval === 'failed',
      ),
      stage.check(
        `the summary shows the ${outputs['eval-failed-examples']} examples that fell short`,
        run.summary.includes('**The worst examples** (4 of 4 that failed)'),
      ),
      stage.check(
        `rolled back to ${outputs['rolled-back-to'] ?? '(nothing)'}, the revision live before`,
        outputs['rolled-back-to'] !== undefined &&
          outputs['rolled-back-to'] === outputs['previous-revision-id'],
      ),
    ];
  },
};

export const EVAL_SCENES: Scene[] = [gateFallsShort];
