export const id = 264;
export const ids = [264,908];
export const modules = {

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

/***/ 168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ evalResult)
});

// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/evaluation/example-report.ts

const MAX_WORST_EXAMPLES = 10;
/** How much of one example's inputs, reference, output or error is shown. */
const MAX_EXAMPLE_TEXT_CHARS = 300;
/**
 * An example fails when, on any key, its mean over the repetitions is below the key's threshold
 * (a key without one: is 0), or when any of its scores was made 0 by an error (its run failed,
 * an evaluator threw or gave no score).
 */
function factsOf(run, thresholds) {
    const byExample = new Map();
    for (const scored of run.runs) {
        byExample.set(scored.example, [...(byExample.get(scored.example) ?? []), scored]);
    }
    return [...byExample.entries()].map(([index, runs]) => {
        const failing = [];
        let total = 0;
        for (const key of run.keys) {
            const cells = runs.map((scored) => scored.scores[key] ?? { score: 0, error: 'no score' });
            const score = cells.reduce((sum, cell) => sum + cell.score, 0) / cells.length;
            total += score;
            const error = cells.find((cell) => cell.error !== undefined)?.error;
            const threshold = thresholds.get(key);
            const short = threshold === undefined ? score === 0 : score < threshold;
            if (short || error)
                failing.push({ key, score, ...(error && { error }) });
        }
        const sum = (scored) => Object.values(scored.scores).reduce((all, cell) => all + cell.score, 0);
        const lowest = runs.reduce((low, scored) => (sum(scored) < sum(low) ? scored : low));
        return { index, failing, total, lowest };
    });
}
/** How many examples failed (see factsOf). */
function failedExampleCount(run, thresholds = []) {
    const byKey = new Map(thresholds.map((t) => [t.key, t.minimum]));
    return factsOf(run, byKey).filter((facts) => facts.failing.length > 0).length;
}
/**
 * The examples that fell short the most: most failing keys first, then the lowest scores, then
 * the dataset's order; at most MAX_WORST_EXAMPLES. Each text is given to `redact` whole before
 * it is cut, so no cut leaves part of a secret.
 */
function worstExamples(run, dataset, thresholds, redact) {
    const byKey = new Map(thresholds.map((t) => [t.key, t.minimum]));
    const shown = (value) => cut(redact(JSON.stringify(value) ?? String(value)));
    return factsOf(run, byKey)
        .filter((facts) => facts.failing.length > 0)
        .sort((a, b) => b.failing.length - a.failing.length || a.total - b.total || a.index - b.index)
        .slice(0, MAX_WORST_EXAMPLES)
        .map(({ index, failing, lowest }) => {
        const example = dataset.examples[index];
        return {
            where: example?.where ?? `example ${index + 1}`,
            inputs: shown(example?.inputs ?? {}),
            ...(example?.outputs && { reference: shown(example.outputs) }),
            ...(lowest.outputs && { output: shown(lowest.outputs) }),
            ...(lowest.error !== undefined && { error: cut(redact(lowest.error)) }),
            failing: failing.map(({ error, ...rest }) => ({
                ...rest,
                ...(error && { error: cut(redact(error)) }),
            })),
        };
    });
}
/** Cut to MAX_EXAMPLE_TEXT_CHARS, never inside a surrogate pair. */
function cut(text) {
    return (0,runner_text/* truncate */.xv)(text, MAX_EXAMPLE_TEXT_CHARS);
}

// EXTERNAL MODULE: ./src/evaluation/gate.ts + 1 modules
var gate = __webpack_require__(238);
;// CONCATENATED MODULE: ./src/evaluation/eval-result.ts


/**
 * The gate's verdict on an evaluation of the new revision, with its baseline when there is one.
 * `redact` stars out secret values in the examples' texts before they are cut.
 */
function evalResult(plan, run, baseline, redact) {
    const keys = (0,gate/* judgeKeys */.a)(plan.settings, run, baseline);
    const thresholds = plan.settings.evalThreshold ?? [];
    const passed = keys.every((key) => key.verdict !== 'failed');
    const result = {
        passed,
        keys,
        dataset: plan.dataset.label,
        exampleCount: run.exampleCount,
        repetitions: run.repetitions,
        failedRuns: run.failedRuns,
        failedExamples: failedExampleCount(run, thresholds),
        worst: worstExamples(run, plan.dataset, thresholds, redact),
        ...(baseline && {
            baseline: 'run' in baseline
                ? { label: baseline.label, failedRuns: baseline.run.failedRuns }
                : { label: baseline.label, missing: baseline.missing },
        }),
        ...(run.experimentUrl && { experimentUrl: run.experimentUrl }),
        message: '',
    };
    return { ...result, message: verdictMessage(result) };
}
/**
 * `Evaluation failed: exact 0.8 (threshold 0.9, live 0.95): 0.8 < 0.9.` Each failing key with
 * its score, its threshold and the baseline's score; a pass names every key's score.
 */
function verdictMessage(result) {
    const facts = (key) => {
        const beside = [
            key.threshold !== undefined && `threshold ${(0,gate/* formatScore */.y)(key.threshold)}`,
            key.baselineMean !== undefined &&
                `${result.baseline?.label} ${(0,gate/* formatScore */.y)(key.baselineMean)}`,
        ].filter(Boolean);
        return `${key.key} ${(0,gate/* formatScore */.y)(key.mean)}${beside.length ? ` (${beside.join(', ')})` : ''}`;
    };
    const runs = `${result.exampleCount} examples${result.repetitions > 1 ? ` × ${result.repetitions}` : ''}`;
    const failedRuns = result.failedRuns > 0 ? `; ${result.failedRuns} runs failed` : '';
    const noBaseline = result.baseline?.missing ? ` No baseline: ${result.baseline.missing}.` : '';
    if (result.passed) {
        return `Evaluation passed on ${runs}${failedRuns}: ${result.keys.map(facts).join(', ')}.${noBaseline}`;
    }
    const failed = result.keys
        .filter((key) => key.verdict === 'failed')
        .map((key) => `${facts(key)}: ${key.why}`);
    return `Evaluation failed on ${runs}${failedRuns}: ${failed.join('; ')}.${noBaseline}`;
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
