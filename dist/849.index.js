export const id = 849;
export const ids = [849,908];
export const modules = {

/***/ 9849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EvalGate: () => (/* binding */ EvalGate)
});

// EXTERNAL MODULE: ./src/agent-server-client/request.ts
var request = __webpack_require__(3420);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/deployment-evaluation/evaluated-deployment.ts
var evaluated_deployment = __webpack_require__(5449);
// EXTERNAL MODULE: ./src/deploy/find/earlier-deployed.ts
var earlier_deployed = __webpack_require__(2714);
;// CONCATENATED MODULE: ./src/deploy/gate/baseline-source.ts




/**
 * The baseline eval-baseline names. `live`: the deployment's active revision (else its newest
 * DEPLOYED one) on its URL; a deployment this run creates, or one none of whose revisions was
 * DEPLOYED, has none, and the gate says so. Another deployment is found by its id or exact name,
 * and a baseline that cannot be evaluated (not found, this deployment itself, no URL that may be
 * asked) fails the deploy here, before the change is sent.
 */
async function findBaseline(context, spec, resolved) {
    return spec.kind === 'live' ? findLive(context, resolved) : findOther(context, spec, resolved);
}
async function findLive(context, resolved) {
    const missing = (why) => ({ kind: 'missing', label: 'live', why });
    const { deployment } = resolved;
    if (resolved.created)
        return missing('this run created the deployment, so no revision was live');
    let revisionId;
    try {
        revisionId = await (0,earlier_deployed/* findEarlierDeployed */.K)(context.client, deployment, '', context.signal);
    }
    catch (error) {
        if (context.signal.aborted)
            throw error;
        return missing(`the live revision could not be found: ${(0,action_runtime/* describeFailure */.Ic)(error)}`);
    }
    if (!revisionId)
        return missing('no revision of the deployment was DEPLOYED, so none is live');
    const url = (0,request/* checkServerUrl */.r1)(deployment.source_config?.custom_url);
    if (!url.ok)
        return missing(`the live revision cannot be asked: ${url.problem}`);
    return { kind: 'live', label: 'live', deploymentId: deployment.id, revisionId, url: url.url };
}
async function findOther(context, spec, resolved) {
    const refuse = (0,evaluated_deployment/* refusalFor */.II)('eval-baseline', spec);
    const found = await (0,evaluated_deployment/* findNamedDeployment */.MR)(context, spec, refuse);
    if (found.id === resolved.deployment.id) {
        throw refuse('is the deployment this step deploys: its live revision is eval-baseline: live');
    }
    return { kind: 'deployment', ...(0,evaluated_deployment/* evaluatedDeployment */.lS)(found, refuse) };
}

// EXTERNAL MODULE: ./src/agent-server-client/client.ts
var client = __webpack_require__(3698);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/deployment-evaluation/evaluate-on.ts + 3 modules
var evaluate_on = __webpack_require__(7201);
// EXTERNAL MODULE: ./src/deployment-evaluation/gate-target.ts
var gate_target = __webpack_require__(1247);
// EXTERNAL MODULE: ./src/deploy/after-deployed/serving-revision.ts
var serving_revision = __webpack_require__(5593);
;// CONCATENATED MODULE: ./src/deploy/gate/served-revision.ts

/**
 * The revision the server at the baseline's URL names, once, read as the serving proof reads
 * it (`host.revision_id`, and `host.project_id` against the deployment expected).
 */
async function servedRevision(server, expected) {
    const answer = await server.info();
    if (answer.kind !== 'answer')
        return { kind: 'unknown' };
    const reading = (0,serving_revision/* readInfo */.LV)(answer.status, answer.text, expected);
    if (reading.named !== undefined)
        return { kind: 'named', revisionId: reading.named };
    if (reading.kind === 'final' && reading.verdict === 'other-deployment') {
        return {
            kind: 'other-deployment',
            note: reading.note ?? 'its URL answers for another deployment',
        };
    }
    return { kind: 'unknown' };
}

;// CONCATENATED MODULE: ./src/deploy/gate/running-baseline.ts






/**
 * Starts evaluating the baseline at once, beside the new revision's build: the same dataset and
 * evaluators, on the baseline's URL. Its runs count only when they can be told to be the
 * baseline's: `/info` names the same revision before and after them (the live one, for `live`);
 * on a server that cannot tell, for `live`, the new revision was not yet DEPLOYED when they
 * ended. Anything else is said, and the baseline is not counted.
 */
function startBaseline(context, source, plan, revision, apiKey) {
    const { label } = source;
    const tally = (0,gate_target/* newTally */.l)();
    const total = plan.dataset.examples.length * plan.settings.evalRepetitions;
    const progress = () => ({ done: tally.done, total });
    const missing = (why, lost) => ({ baseline: { label, missing: why }, lost });
    const now = () => context.stepClock.elapsedMs();
    const settledAs = (outcome) => ({
        source,
        cut() { },
        settled: Promise.resolve(outcome),
        progress,
    });
    if (source.kind === 'missing')
        return settledAs(missing(source.why, false));
    if (source.kind === 'live' && !revision.newRevision) {
        const why = 'this deploy made no new revision, so the live revision is the one evaluated';
        return settledAs(missing(why, false));
    }
    const cutter = new AbortController();
    const dispatcher = (0,proxy_agent/* createProxyAwareAgent */.K)();
    const opened = client/* AgentServerClient */.c.open(source.url, {
        connection: { apiKey },
        dispatcher,
        clock: {
            signal: context.signal,
            remainingMs: () => context.stepClock.remainingMs(),
            elapsedMs: now,
            whose: "the step's timeout",
        },
    });
    const startedAtMs = now();
    const evaluate = async () => {
        if (!opened.ok)
            return missing(`its URL cannot be asked: ${opened.problem}`, true);
        const server = opened.server;
        const expected = { deploymentId: source.deploymentId, revisionId: source.revisionId ?? '' };
        const before = await servedRevision(server, expected);
        const refused = refusedBefore(source, before);
        if (refused)
            return missing(refused, true);
        const { run } = await (0,evaluate_on/* evaluateOn */.H)(server, plan, {
            evaluated: 'baseline',
            named: source.kind === 'live' ? `the live revision ${source.revisionId}` : label,
            signal: AbortSignal.any([context.signal, cutter.signal]),
            log: context.log,
            debug: context.debug,
            tally,
            experiment: {
                deploymentId: source.deploymentId,
                ...(source.revisionId && { revisionId: source.revisionId }),
                prefix: 'agent-deploy-baseline',
                description: `The baseline (${label}) of a deploy's evaluation gate`,
            },
        });
        const endedAtMs = now();
        const after = await servedRevision(server, expected);
        const notCounted = await attribution(context, source, revision, before, after);
        if (notCounted)
            return { ...missing(notCounted, true), startedAtMs, endedAtMs };
        return { baseline: { label, run }, lost: false, startedAtMs, endedAtMs };
    };
    const settled = evaluate()
        .catch((error) => {
        const reason = cutter.signal.aborted ? cutter.signal.reason : undefined;
        const why = reason instanceof Error
            ? reason.message
            : `its evaluation failed: ${(0,action_runtime/* describeFailure */.Ic)(error)}`;
        return { ...missing(why, true), startedAtMs, endedAtMs: now() };
    })
        .then(async (outcome) => {
        await dispatcher.destroy();
        if ('missing' in outcome.baseline) {
            context.log(`Baseline ${label} not counted: ${outcome.baseline.missing}.`);
        }
        return outcome;
    });
    return {
        source,
        cut(why) {
            if (!cutter.signal.aborted)
                cutter.abort(new Error(why));
        },
        settled,
        progress,
    };
}
/** Why the baseline cannot start on what `/info` told before its runs; undefined when it can. */
function refusedBefore(source, before) {
    if (before.kind === 'other-deployment')
        return before.note;
    if (source.kind === 'live' &&
        before.kind === 'named' &&
        before.revisionId !== source.revisionId) {
        return `the deployment's URL serves revision ${before.revisionId}, not the live revision ${source.revisionId}`;
    }
    return undefined;
}
/** Why the baseline's runs cannot be told to be its own; undefined when they can. */
async function attribution(context, source, revision, before, after) {
    if (before.kind === 'named') {
        if (after.kind === 'named' && after.revisionId === before.revisionId)
            return undefined;
        const then = after.kind === 'named' ? `revision ${after.revisionId}` : 'no revision it named';
        return `its URL served revision ${before.revisionId} before its runs and ${then} after them, so not every run can be told to be the baseline's`;
    }
    if (source.kind !== 'live')
        return undefined;
    // The server cannot tell: the runs were the live revision's if the new one was not yet DEPLOYED.
    try {
        const { status } = await context.client.getRevision(source.deploymentId, revision.revisionId, {
            signal: context.signal,
        });
        if (status !== 'DEPLOYED')
            return undefined;
        return `revision ${revision.revisionId} was DEPLOYED before its runs ended, and the server does not say which revision answered them`;
    }
    catch (error) {
        if (context.signal.aborted)
            throw error;
        return `which revision answered its runs could not be told: ${(0,action_runtime/* describeFailure */.Ic)(error)}`;
    }
}

;// CONCATENATED MODULE: ./src/deploy/gate/eval-gate.ts


/**
 * The evaluation gate along the deploy: its baseline found before the change is sent, evaluated
 * from the moment the change is sent while the new revision builds, a live one cut when the
 * new revision is DEPLOYED (the URL is the new revision's from then on); then the request the
 * checks after DEPLOYED run the gate with.
 */
class EvalGate {
    #context;
    #plan;
    #apiKey;
    #commit;
    #source;
    #baseline;
    constructor(context, plan, facts) {
        this.#context = context;
        this.#plan = plan;
        this.#apiKey = facts.apiKey;
        this.#commit = facts.commit;
    }
    /** Before the change: the baseline is found; one that cannot be evaluated fails the deploy here. */
    async beforeChange(resolved) {
        const spec = this.#plan.settings.evalBaseline;
        if (!spec)
            return;
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
    changeSent(submission) {
        if (!this.#source || this.#baseline)
            return;
        this.#baseline = startBaseline(this.#context, this.#source, this.#plan, submission, this.#apiKey);
    }
    /**
     * The new revision reached its end status. A live baseline still running is cut: from
     * DEPLOYED on, its runs could reach the new revision, and a part of it cannot be paired. When
     * the revision failed, no gate will run, and any baseline is cut.
     */
    revisionEnded(deployed) {
        const baseline = this.#baseline;
        if (!baseline)
            return;
        if (!deployed)
            baseline.cut('the new revision was not DEPLOYED');
        else if (baseline.source.kind === 'live') {
            const { done, total } = baseline.progress();
            baseline.cut(`its evaluation had not ended when the new revision was DEPLOYED (${done} of ${total} runs), and from then on its runs could reach the new revision`);
        }
    }
    /** What the checks after DEPLOYED run the gate with, for the revision this run deployed. */
    request(deploymentId, revisionId) {
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
    async close() {
        this.#baseline?.cut('the deploy ended before the gate ran');
        await this.#baseline?.settled;
    }
}


/***/ }),

/***/ 7201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ evaluateOn)
});

// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/evaluation/langsmith-fetch.ts
var langsmith_fetch = __webpack_require__(3504);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
;// CONCATENATED MODULE: ./src/evaluation/guarded-evaluator.ts

/**
 * What every evaluator gave each run, by the run's id: the gate reads its scores here, not from
 * what evaluate() returns, which drops an evaluator that threw (and whose upload may fail).
 */
class OutcomeBook {
    #byRun = new Map();
    record(runId, outcome) {
        this.#byRun.set(runId, [...(this.#byRun.get(runId) ?? []), outcome]);
    }
    outcomesOf(runId) {
        return this.#byRun.get(runId) ?? [];
    }
}
const MAX_COMMENT_CHARS = 500;
/**
 * The evaluator as evaluate() calls it, never throwing: a throw, a time-out, a result without a
 * key or without a score becomes score 0 with its error, recorded in the book. A failed run is
 * not given to it (every key scores 0 for that run already); LangSmith gets the same scores.
 */
function guardEvaluator(evaluator, book, limits) {
    const guarded = async (args, example) => {
        const { run } = args;
        if (run.error)
            return { results: [] };
        let outcome;
        try {
            const value = await bounded(() => evaluator.evaluate(args, example), limits);
            const results = resultsOf(value, evaluator.evaluate.name || evaluator.label);
            outcome =
                typeof results === 'string'
                    ? { evaluator: evaluator.label, error: results }
                    : { evaluator: evaluator.label, results };
        }
        catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            outcome = { evaluator: evaluator.label, error: `threw: ${why}` };
        }
        book.record(run.id, outcome);
        if ('error' in outcome)
            return { results: [] };
        return {
            results: outcome.results.map(({ key, score, error, comment }) => ({
                key,
                score,
                ...((error ?? comment) && { comment: error ?? comment }),
            })),
        };
    };
    Object.defineProperty(guarded, 'name', { value: evaluator.label });
    return guarded;
}
/** The evaluator's value, unless it takes longer than the run's time-out or the step stops. */
async function bounded(evaluate, { timeoutMs, signal }) {
    signal.throwIfAborted();
    let timer;
    let onAbort;
    const stopped = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`took longer than ${(0,parse_duration/* formatDuration */.a3)(timeoutMs)} (eval-timeout)`)), timeoutMs);
        onAbort = () => reject(new Error('was stopped with the step'));
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([Promise.resolve().then(evaluate), stopped]);
    }
    finally {
        clearTimeout(timer);
        if (onAbort)
            signal.removeEventListener('abort', onAbort);
    }
}
/**
 * An evaluator's value read as LangSmith reads it (`{key, score}`, a list of them, or
 * `{results: [...]}`; a lone result without a key takes the evaluator's name), or why it
 * cannot be. A result without a number (or true/false) as its score scores 0.
 */
function resultsOf(value, name) {
    const isObject = (item) => typeof item === 'object' && item !== null && !Array.isArray(item);
    let items;
    if (Array.isArray(value))
        items = value;
    else if (isObject(value) && Array.isArray(value.results))
        items = value.results;
    else if (isObject(value))
        items = [{ key: name, ...value }];
    else
        return `returned ${value === null ? 'null' : typeof value}, not {key, score} or a list of them`;
    if (items.length === 0)
        return 'returned no result';
    const results = [];
    for (const item of items) {
        if (!isObject(item) || typeof item.key !== 'string' || item.key === '') {
            return 'returned a result without a key';
        }
        const { key, score, value: given } = item;
        const comment = typeof item.comment === 'string' ? { comment: cut(item.comment) } : {};
        if (typeof score === 'boolean')
            results.push({ key, score: score ? 1 : 0, ...comment });
        else if (typeof score === 'number' && Number.isFinite(score)) {
            results.push({ key, score, ...comment });
        }
        else {
            const why = given === undefined ? '' : ' (a value, but no score)';
            results.push({ key, score: 0, error: `gave no score for ${key}${why}`, ...comment });
        }
    }
    return results;
}
function cut(text) {
    return text.length <= MAX_COMMENT_CHARS ? text : `${text.slice(0, MAX_COMMENT_CHARS - 1)}…`;
}

// EXTERNAL MODULE: ./src/evaluation/langsmith-errors.ts
var langsmith_errors = __webpack_require__(2869);
;// CONCATENATED MODULE: ./src/evaluation/score-table.ts
/**
 * Every run scored on every key: a key some evaluator gave on some run is due on every run, and a
 * key a threshold names is due too. Where a run has no score for a key, it scores 0 with the
 * reason: the run failed, the evaluator that gives the key threw (an evaluator that never gave
 * a key is known by its label), or nothing gave it. Never a pass. Two evaluators that give the
 * same key: the lower score counts.
 */
function scoreRuns(raw, exampleCount, evaluatorLabels, requiredKeys = []) {
    const keysOf = new Map(evaluatorLabels.map((label) => [label, []]));
    for (const run of raw) {
        for (const outcome of run.outcomes) {
            if (!('results' in outcome))
                continue;
            const keys = keysOf.get(outcome.evaluator) ?? [];
            for (const { key } of outcome.results)
                if (!keys.includes(key))
                    keys.push(key);
            keysOf.set(outcome.evaluator, keys);
        }
    }
    for (const [label, keys] of keysOf)
        if (keys.length === 0)
            keys.push(label);
    const keys = [...new Set([...[...keysOf.values()].flat(), ...requiredKeys])];
    const runs = raw.map((run, index) => {
        const place = { example: index % exampleCount, repetition: Math.floor(index / exampleCount) };
        const kept = {
            ...place,
            ...(run.outputs && { outputs: run.outputs }),
            ...(run.error !== undefined && { error: run.error }),
        };
        if (run.error !== undefined) {
            const failed = { score: 0, error: `the run failed: ${run.error}` };
            return { ...kept, scores: Object.fromEntries(keys.map((key) => [key, failed])) };
        }
        return {
            ...kept,
            scores: Object.fromEntries(keys.map((key) => [key, cellOf(key, run.outcomes, keysOf)])),
        };
    });
    return { keys, runs };
}
function cellOf(key, outcomes, keysOf) {
    const cells = [];
    for (const outcome of outcomes) {
        if ('results' in outcome) {
            for (const result of outcome.results) {
                if (result.key !== key)
                    continue;
                cells.push({ score: result.score, ...(result.error && { error: result.error }) });
            }
        }
        else if (keysOf.get(outcome.evaluator)?.includes(key)) {
            cells.push({ score: 0, error: `${outcome.evaluator} ${outcome.error}` });
        }
    }
    if (cells.length === 0)
        return { score: 0, error: `no evaluator gave ${key} a score` };
    return cells.reduce((lowest, cell) => (cell.score < lowest.score ? cell : lowest));
}

;// CONCATENATED MODULE: ./src/evaluation/run-evaluation.ts






/**
 * Runs the plan's dataset on one revision through LangSmith's evaluate(): eval-concurrency runs
 * at once, eval-repetitions times each, each run bounded by eval-timeout and the step's signal.
 * Offline unless eval-upload is on. The step's stop ends it with the stop's reason.
 */
async function runEvaluation(plan, target, options) {
    const { settings, dataset } = plan;
    const { signal } = options;
    const timeoutMs = settings.evalTimeout;
    const book = new OutcomeBook();
    const { runExperiment } = await Promise.all(/* import() */[__webpack_require__.e(395), __webpack_require__.e(159)]).then(__webpack_require__.bind(__webpack_require__, 159));
    const upload = settings.evalUpload && plan.langSmith ? plan.langSmith : undefined;
    const { experiment = {} } = options;
    let outcome;
    try {
        outcome = await runExperiment({
            examples: experimentExamples(dataset.examples, dataset.langSmithId),
            target: async (inputs) => {
                const answer = await boundedRun(target, inputs, timeoutMs, signal);
                // evaluate() records a throw as the run's error, and uploads it so.
                if (!answer.ok)
                    throw new Error(answer.problem);
                return asOutputs(answer.output);
            },
            evaluators: plan.evaluators.map((evaluator) => guardEvaluator(evaluator, book, { timeoutMs, signal })),
            maxConcurrency: settings.evalConcurrency,
            numRepetitions: settings.evalRepetitions,
            log: options.debug,
            ...(upload && {
                upload: {
                    connection: upload,
                    experimentPrefix: experiment.prefix ?? 'agent-deploy',
                    ...(experiment.description && { description: experiment.description }),
                    metadata: {
                        ...(experiment.deploymentId && { deployment_id: experiment.deploymentId }),
                        ...(experiment.revisionId && { deployment_revision_id: experiment.revisionId }),
                        ...(experiment.commit && { commit: experiment.commit, revision_id: experiment.commit }),
                    },
                },
            }),
        });
    }
    catch (error) {
        signal.throwIfAborted();
        const told = (0,langsmith_errors/* describeTrouble */.L)((0,langsmith_errors/* langSmithTrouble */.t)(error));
        throw new step_control/* StepFailure */.pH(`The evaluation could not run: ${told}`);
    }
    signal.throwIfAborted();
    const raw = outcome.rows.map((row) => ({
        ...(row.outputs && { outputs: row.outputs }),
        ...(row.error !== undefined && { error: row.error.replace(/^Error: /, '') }),
        outcomes: book.outcomesOf(row.runId),
    }));
    const table = scoreRuns(raw, dataset.examples.length, plan.evaluators.map((evaluator) => evaluator.label), (settings.evalThreshold ?? []).map((threshold) => threshold.key));
    return {
        ...table,
        exampleCount: dataset.examples.length,
        repetitions: settings.evalRepetitions,
        failedRuns: raw.filter((run) => run.error !== undefined).length,
        ...(outcome.experimentName && { experimentName: outcome.experimentName }),
        ...(outcome.experimentUrl && { experimentUrl: outcome.experimentUrl }),
    };
}
/**
 * The caller's answer for one run, or why there is none: its time-out (eval-timeout), the step's
 * stop, or its throw. Bounded even when the caller's target does not heed its signal.
 */
async function boundedRun(target, inputs, timeoutMs, stepSignal) {
    if (stepSignal.aborted)
        return { ok: false, problem: 'the step stopped before the run' };
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([stepSignal, timeout]);
    const why = () => stepSignal.aborted
        ? 'the step stopped during the run'
        : `no answer within ${(0,parse_duration/* formatDuration */.a3)(timeoutMs)} (eval-timeout)`;
    let onAbort = () => { };
    const stopped = new Promise((resolve) => {
        onAbort = () => resolve({ ok: false, problem: why() });
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([
            target(inputs, signal).catch((error) => signal.aborted
                ? { ok: false, problem: why() }
                : { ok: false, problem: error instanceof Error ? error.message : String(error) }),
            stopped,
        ]);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}
/** The run's final values as the evaluators' `outputs`: an object as it is, else `{output}`. */
function asOutputs(output) {
    const isObject = typeof output === 'object' && output !== null && !Array.isArray(output);
    return isObject ? output : { output };
}
/**
 * The examples as evaluate() takes them: each with an id (its own when it is a UUID, else a
 * new one), the dataset's id (a made-up one for a file), and the dates evaluate() reads.
 */
function experimentExamples(examples, datasetId = (0,external_node_crypto_.randomUUID)()) {
    const now = new Date().toISOString();
    return examples.map((example) => ({
        id: example.id && UUID.test(example.id) ? example.id : (0,external_node_crypto_.randomUUID)(),
        dataset_id: datasetId,
        inputs: example.inputs,
        ...(example.outputs && { outputs: example.outputs }),
        ...(example.metadata && { metadata: example.metadata }),
        created_at: example.createdAt ?? now,
        modified_at: example.modifiedAt ?? example.createdAt ?? now,
    }));
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// EXTERNAL MODULE: ./src/deployment-evaluation/gate-target.ts
var gate_target = __webpack_require__(1247);
;// CONCATENATED MODULE: ./src/deployment-evaluation/evaluate-on.ts




/**
 * Runs the plan's dataset on the server's deployment, each example one run of eval-assistant,
 * with LangSmith's evaluate(). An uploaded experiment goes through a pool of its own, closed
 * once the evaluation ends; offline, nothing is sent to LangSmith at all.
 */
async function evaluateOn(server, plan, request) {
    const { settings } = plan;
    const totalRuns = plan.dataset.examples.length * settings.evalRepetitions;
    const { target, tally } = (0,gate_target/* gateTarget */.v)({
        server,
        assistantId: settings.evalAssistant,
        timeoutMs: settings.evalTimeout,
        totalRuns,
        evaluated: request.evaluated,
        named: request.named,
        log: request.log,
        ...(request.tally && { tally: request.tally }),
    });
    const startedAtMs = server.clock.elapsedMs();
    request.log(`Evaluating ${request.named}: ${totalRuns} runs of ${settings.evalAssistant} on ${server.url}, ${settings.evalConcurrency} at once`);
    const options = {
        signal: request.signal,
        debug: request.debug,
        ...(request.experiment && { experiment: request.experiment }),
    };
    const uploaded = settings.evalUpload && plan.langSmith;
    const run = uploaded
        ? await (0,langsmith_fetch/* withLangSmithFetch */.G)(proxy_agent/* createProxyAwareAgent */.K, (send) => runEvaluation({ ...plan, langSmith: { ...uploaded, fetch: send } }, target, options))
        : await runEvaluation(plan, target, options);
    return { run, tally, startedAtMs, endedAtMs: server.clock.elapsedMs() };
}


/***/ }),

/***/ 5449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ refusalFor),
/* harmony export */   MR: () => (/* binding */ findNamedDeployment),
/* harmony export */   lS: () => (/* binding */ evaluatedDeployment)
/* harmony export */ });
/* harmony import */ var _agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3420);
/* harmony import */ var _client_service_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4203);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3387);
/* harmony import */ var _deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2672);




/** The refusal of the deployment `target` names, told against `input`. */
function refusalFor(input, target) {
    const named = 'id' in target ? `deployment ${target.id}` : `deployment "${target.name}"`;
    return (why) => new _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__/* .StepFailure */ .pH(`${input}: ${named} ${why}.`);
}
/**
 * The deployment `target` names, by its id or exact name, read through the control plane. One
 * that is not there is refused (a 404, no deployment of exactly that name); any other trouble
 * of the service is the service's, with its detail.
 */
async function findNamedDeployment(context, target, refuse) {
    const found = await (0,_deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_3__/* .findDeployment */ .HZ)(context, target).catch((error) => {
        if (error instanceof _client_service_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.status === 404) {
            throw refuse(`was not found (${error.detail})`);
        }
        throw error;
    });
    if (!found)
        throw refuse('was not found: no deployment has exactly this name');
    return found;
}
/** What an evaluation asks of `deployment`, or its refusal: it has no URL that may be asked. */
function evaluatedDeployment(deployment, refuse) {
    const url = (0,_agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__/* .checkServerUrl */ .r1)(deployment.source_config?.custom_url);
    if (!url.ok)
        throw refuse(`cannot be evaluated: ${url.problem}`);
    return {
        label: deployment.name ?? deployment.id,
        deploymentId: deployment.id,
        ...(deployment.active_revision_id && { revisionId: deployment.active_revision_id }),
        url: url.url,
    };
}


/***/ }),

/***/ 1247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ newTally),
/* harmony export */   v: () => (/* binding */ gateTarget)
/* harmony export */ });
/** How often progress is told: at each tenth of the runs, and the last one. */
const PROGRESS_STEPS = 10;
/**
 * The evaluation's target: one `POST /runs/wait` of the assistant per example, with the key as
 * the smoke test sends it, its final values the evaluators' outputs; a run that fails is told
 * as the smoke test tells it (the graph's own error, the time-out). Each run is counted, and
 * progress told at each tenth.
 */
function gateTarget(spec) {
    const tally = spec.tally ?? newTally();
    const every = Math.max(1, Math.ceil(spec.totalRuns / PROGRESS_STEPS));
    const target = async (inputs, signal) => {
        const outcome = await spec.server.runWait({ assistantId: spec.assistantId, input: inputs }, { timeoutMs: spec.timeoutMs, timeoutName: 'eval-timeout', signal });
        tally.done += 1;
        if (!outcome.ok) {
            tally.failed += 1;
            if (saysNothing(outcome.kind))
                tally.unjudged += 1;
        }
        if (tally.done % every === 0 || tally.done === spec.totalRuns)
            tellProgress(spec, tally);
        if (outcome.ok)
            return { ok: true, output: outcome.values };
        // The gate words a failed run "the run failed: …" itself; the graph's own words follow.
        return { ok: false, problem: outcome.problem.replace(/^the run failed: /, '') };
    };
    return { target, tally };
}
function newTally() {
    return { done: 0, failed: 0, unjudged: 0 };
}
function saysNothing(kind) {
    return kind === 'not-sent' || kind === 'refused';
}
function tellProgress(spec, tally) {
    const failed = tally.failed > 0 ? ` (${tally.failed} failed)` : '';
    spec.log(`Evaluation of ${spec.named}: ${tally.done}/${spec.totalRuns} runs${failed}`, {
        type: 'evaluation',
        revision: spec.evaluated,
        url: spec.server.url,
        doneRuns: tally.done,
        totalRuns: spec.totalRuns,
        failedRuns: tally.failed,
        done: tally.done === spec.totalRuns,
    });
}


/***/ }),

/***/ 2869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ describeTrouble),
/* harmony export */   t: () => (/* binding */ langSmithTrouble)
/* harmony export */ });
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7835);

const MAX_DETAIL_CHARS = 500;
/**
 * Reads an error of the official client: an HTTP answer it refused (`Failed to … Received status
 * [403]: Forbidden. Message: {"detail": …}`), with the service's `detail`; a request that never
 * got an answer (`fetch failed`, its cause's code); or anything else, by its first line.
 */
function langSmithTrouble(error) {
    const message = error instanceof Error ? error.message : String(error);
    const answered = /Received status \[(\d{3})\]: [^\n]*?\. Message: ([\s\S]*)$/.exec(message);
    if (answered) {
        return { kind: 'status', status: Number(answered[1]), detail: detailOf(answered[2] ?? '') };
    }
    if (/fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET/.test(message)) {
        const cause = error.cause;
        const reason = typeof cause?.code === 'string' ? cause.code : message.split('\n')[0];
        return { kind: 'unreachable', reason: String(reason) };
    }
    return { kind: 'other', message: (message.split('\n')[0] ?? '').slice(0, MAX_DETAIL_CHARS) };
}
/** The trouble as the end of a sentence: `HTTP 403: <detail>`, `no answer (ECONNREFUSED)`. */
function describeTrouble(trouble) {
    if (trouble.kind === 'status') {
        return `HTTP ${trouble.status}${trouble.detail ? `: ${trouble.detail}` : ''}`;
    }
    if (trouble.kind === 'unreachable')
        return `no answer (${trouble.reason})`;
    return trouble.message;
}
/** `detail` of a JSON error body (or its `error`), else the body's start. */
function detailOf(body) {
    const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoundedJson */ .Rj)(body.trim());
    if (parsed.kind === 'json' && typeof parsed.value === 'object' && parsed.value !== null) {
        const { detail, error } = parsed.value;
        const told = detail ?? error;
        if (told !== undefined) {
            return (typeof told === 'string' ? told : JSON.stringify(told)).slice(0, MAX_DETAIL_CHARS);
        }
    }
    return body.trim().slice(0, MAX_DETAIL_CHARS);
}


/***/ }),

/***/ 3504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ withLangSmithFetch)
/* harmony export */ });
/* unused harmony export fetchVia */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);

/*
 * The fetch LangSmith's client sends with: undici's own (the one transport), through the pool
 * the caller gives (an action passes the proxy-aware one its control-plane requests take, so a
 * runner behind a proxy reaches LangSmith as it reaches the control plane). One pool per use,
 * closed when the use ends.
 */
/** A fetch over `dispatcher`, in the global fetch's type (what LangSmith's client takes). */
function fetchVia(dispatcher) {
    const sent = (input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher });
    return sent;
}
/** Runs `use` with a fetch over a pool `open` makes, closed once `use` ends. */
async function withLangSmithFetch(open, use) {
    const dispatcher = open();
    try {
        return await use(fetchVia(dispatcher));
    }
    finally {
        await dispatcher.close();
    }
}


/***/ })

};
