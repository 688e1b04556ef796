import type { StepContext } from '../../client/step-client.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import type { EvalPlan } from '../../evaluation/prepare-evaluation.ts';
import type { Submission } from '../change/make-revision.ts';
import { type BaselineSource, findBaseline } from './baseline-source.ts';
import type { GateRequest } from './gate-check.ts';
import { type RunningBaseline, startBaseline } from './running-baseline.ts';

/**
 * The evaluation gate along the deploy: its baseline found before the change is sent, evaluated
 * from the moment the change is sent while the new revision builds, a live one cut when the
 * new revision is DEPLOYED (the URL is the new revision's from then on); then the request the
 * checks after DEPLOYED run the gate with.
 */
export class EvalGate {
  readonly #context: StepContext;
  readonly #plan: EvalPlan;
  readonly #apiKey: string | undefined;
  readonly #commit: string | undefined;
  #source: BaselineSource | undefined;
  #baseline: RunningBaseline | undefined;

  constructor(
    context: StepContext,
    plan: EvalPlan,
    facts: { apiKey: string | undefined; commit: string | undefined },
  ) {
    this.#context = context;
    this.#plan = plan;
    this.#apiKey = facts.apiKey;
    this.#commit = facts.commit;
  }

  /** Before the change: the baseline is found; one that cannot be evaluated fails the deploy here. */
  async beforeChange(resolved: Resolved): Promise<void> {
    const spec = this.#plan.settings.evalBaseline;
    if (!spec) return;
    this.#source = await findBaseline(this.#context, spec, resolved);
    const source = this.#source;
    if (source.kind === 'missing')
      this.#context.log(`Baseline ${source.label}: none, as ${source.why}.`);
    else {
      const revision = source.revisionId ? `revision ${source.revisionId} at ` : '';
      this.#context.log(`Baseline ${source.label}: ${revision}${source.url}`);
    }
  }

  /** Right after the change is sent: the baseline starts, beside the build. */
  changeSent(submission: Submission): void {
    if (!this.#source || this.#baseline) return;
    this.#baseline = startBaseline(
      this.#context,
      this.#source,
      this.#plan,
      submission,
      this.#apiKey,
    );
  }

  /**
   * The new revision reached its end status. A live baseline still running is cut: from
   * DEPLOYED on, its runs could reach the new revision, and a part of it cannot be paired. When
   * the revision failed, no gate will run, and any baseline is cut.
   */
  revisionEnded(deployed: boolean): void {
    const baseline = this.#baseline;
    if (!baseline) return;
    if (!deployed) baseline.cut('the new revision was not DEPLOYED');
    else if (baseline.source.kind === 'live') {
      const { done, total } = baseline.progress();
      baseline.cut(
        `its evaluation had not ended when the new revision was DEPLOYED (${done} of ${total} runs), and from then on its runs could reach the new revision`,
      );
    }
  }

  /** What the checks after DEPLOYED run the gate with, for the revision this run deployed. */
  request(deploymentId: string, revisionId: string): GateRequest {
    return {
      plan: this.#plan,
      ...(this.#baseline && { baseline: this.#baseline }),
      experiment: {
        deploymentId,
        revisionId,
        ...(this.#commit && { commit: this.#commit }),
      },
    };
  }

  /** Cuts a baseline still running (the deploy ended before the gate), and waits for it. */
  async close(): Promise<void> {
    this.#baseline?.cut('the deploy ended before the gate ran');
    await this.#baseline?.settled;
  }
}
