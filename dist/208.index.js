export const id = 208;
export const ids = [208];
export const modules = {

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

/***/ 6917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kf: () => (/* binding */ evalActionShape),
/* harmony export */   _J: () => (/* binding */ readEvalSettings)
/* harmony export */ });
/* unused harmony exports needsControlPlane, evalActionProblems, evalActionSettingsFrom */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1514);
/* harmony import */ var _agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3420);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9184);
/* harmony import */ var _deployments_target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3311);
/* harmony import */ var _evaluation_eval_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8762);






/** The agent server's URL, given directly: checked as the deploy checks a deployment's URL. */
const serverUrlInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR.transform((text, context) => {
    if (text === undefined)
        return undefined;
    const checked = (0,_agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__/* .checkServerUrl */ .r1)(text);
    if (checked.ok)
        return checked.url;
    context.addIssue({
        code: 'custom',
        message: `must be an agent server's URL that may be asked (https://, or http:// to a loopback address): ${checked.problem}`,
    });
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
});
/**
 * Every eval input by name, with its rule: the connection (base-url only when the control
 * plane is asked), what is evaluated, the gate's own inputs as the deploy has them, the time.
 */
const evalActionShape = {
    ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .connectionInputs */ .eu,
    'base-url': _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR.pipe(_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlInput */ .v0.optional()),
    ..._deployments_target_js__WEBPACK_IMPORTED_MODULE_3__/* .targetInputs */ .lY,
    url: serverUrlInput,
    ..._evaluation_eval_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .evalShape */ .IX,
    timeout: (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .withDefault */ .IQ)((0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .durationInput */ .Ts)(1000), '30m'),
    'dry-run': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .booleanInput */ .tE, 'false'),
};
const TARGET_INPUTS = ['deployment-id', 'deployment-name', 'url'];
const EvalActionInputs = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc(evalActionShape)
    .superRefine((inputs, context) => {
    const given = TARGET_INPUTS.filter((name) => inputs[name]);
    if (given.length === 1)
        return;
    context.addIssue({
        code: 'custom',
        path: [given[0] ?? 'deployment-id'],
        message: given.length === 0
            ? "or deployment-name or url is required: the deployment to evaluate, by its id, its exact name, or its agent server's URL"
            : `and ${given.slice(1).join(' and ')} were both given: give one of them`,
    });
}, _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$)
    .superRefine((inputs, context) => {
    if (TARGET_INPUTS.filter((name) => inputs[name]).length !== 1)
        return;
    for (const { input, message } of evalActionProblems(evalActionSettingsFrom(inputs))) {
        context.addIssue({ code: 'custom', path: [input], message });
    }
});
/** Whether the control plane is asked: to find what is evaluated, or a baseline deployment. */
function needsControlPlane(settings) {
    return !('url' in settings.target) || settings.evalBaseline?.kind === 'deployment';
}
/**
 * The rules between the eval action's inputs, each told against the input to change, all
 * checked before anything is sent: the gate's rules as the deploy has them (eval-dataset,
 * eval-assistant and eval-evaluators required here, since the gate is the action); `live`
 * refused, since nothing is deployed; base-url and a credential exactly when the control
 * plane is asked, and neither base-url nor bearer-token when it is not.
 */
function evalActionProblems(settings) {
    const problem = (input, message) => ({ input, message });
    const problems = settings.evalDataset
        ? (0,_evaluation_eval_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .evalProblems */ .P_)(settings, { hasApiKey: Boolean(settings.connection.apiKey) })
        : gateRequired(settings);
    const baseline = settings.evalBaseline;
    if (baseline?.kind === 'live') {
        problems.push(problem('eval-baseline', 'cannot be live here: nothing is deployed, so no revision replaces the live one; give another deployment’s name or id to compare with'));
    }
    else if (baseline && sameDeployment(baseline, settings.target)) {
        problems.push(problem('eval-baseline', 'names the deployment evaluated: give another one to compare with'));
    }
    return [...problems, ...connectionProblems(settings)];
}
/** Without eval-dataset: the three inputs the action cannot run without, each that is missing. */
function gateRequired(settings) {
    const required = [
        [
            'evalDataset',
            'eval-dataset',
            'the examples (a JSONL or JSON file of the checkout, or langsmith:NAME)',
        ],
        ['evalAssistant', 'eval-assistant', 'the graph id or assistant id each example runs on'],
        [
            'evalEvaluators',
            'eval-evaluators',
            'one a line, exact, contains or the path of an evaluator module',
        ],
    ];
    return required
        .filter(([setting]) => settings[setting] === undefined)
        .map(([, input, what]) => ({ input, message: `is required: ${what}` }));
}
function sameDeployment(baseline, target) {
    if ('id' in baseline)
        return 'id' in target && target.id.toLowerCase() === baseline.id;
    return 'name' in target && target.name === baseline.name;
}
function connectionProblems(settings) {
    const { connection, target } = settings;
    if (needsControlPlane(settings)) {
        const asker = 'url' in target ? 'eval-baseline' : 'id' in target ? 'deployment-id' : 'deployment-name';
        return [
            ...(connection.baseUrl
                ? []
                : [
                    {
                        input: 'base-url',
                        message: `is required with ${asker}: the control plane finds the deployment and its URL`,
                    },
                ]),
            ...(connection.apiKey || connection.bearerToken
                ? []
                : [{ input: 'api-key', message: 'is required unless bearer-token is given' }]),
        ];
    }
    const unused = 'the control plane is asked only for deployment-id, deployment-name, or an eval-baseline that names a deployment';
    return [
        ...(connection.baseUrl
            ? [{ input: 'base-url', message: `is not used with url: ${unused}` }]
            : []),
        ...(connection.bearerToken
            ? [
                {
                    input: 'bearer-token',
                    message: `is not used with url (an agent server takes api-key): ${unused}`,
                },
            ]
            : []),
    ];
}
/** The settings of checked inputs: what readEvalSettings returns. */
function evalActionSettingsFrom(inputs) {
    const connection = (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsOf */ .f5)(_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .connectionInputs */ .eu, inputs);
    const { 'deployment-id': id, 'deployment-name': name, url } = inputs;
    return {
        ...(0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsOf */ .f5)(_evaluation_eval_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .evalShape */ .IX, inputs),
        connection: Object.fromEntries(Object.entries(connection).filter(([, value]) => value)),
        target: url ? { url } : id ? { id } : { name: name ?? '' },
        timeout: inputs.timeout,
        dryRun: inputs['dry-run'],
    };
}
/** Reads, masks and validates every input before the first request. */
async function readEvalSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readActionInputs */ .Ui)(runtime, {
        shape: evalActionShape,
        schema: EvalActionInputs,
    });
    return evalActionSettingsFrom(inputs);
}


/***/ }),

/***/ 8208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/common/action-step.ts + 1 modules
var action_step = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/common/github-runtime.ts
var github_runtime = __webpack_require__(779);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
// EXTERNAL MODULE: ./src/deployment-evaluation/prepare-gate.ts + 7 modules
var prepare_gate = __webpack_require__(5857);
// EXTERNAL MODULE: ./src/agent-server-client/client.ts
var client = __webpack_require__(3698);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/client/step-client.ts + 5 modules
var step_client = __webpack_require__(4220);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/deployment-evaluation/evaluate-on.ts + 3 modules
var evaluate_on = __webpack_require__(7201);
// EXTERNAL MODULE: ./src/deployment-evaluation/evaluated-deployment.ts
var evaluated_deployment = __webpack_require__(5449);
// EXTERNAL MODULE: ./src/evaluation/eval-result.ts + 1 modules
var eval_result = __webpack_require__(168);
// EXTERNAL MODULE: ./src/evaluation/render-eval.ts
var render_eval = __webpack_require__(8951);
;// CONCATENATED MODULE: ./src/eval/evaluate-deployment.ts










/**
 * Evaluates the deployment the inputs name, changing nothing: the control plane is only read
 * (the deployment, and a baseline deployment, found with their URLs), the dataset runs on the
 * deployment's server and, beside it, on the baseline's; then the gate's verdict.
 */
async function evaluateDeployment(settings, plan, context) {
    const step = controlPlane(settings, context);
    const target = await findTarget(settings, step);
    const baseline = step && (await findBaselineDeployment(settings, step, target));
    tellFound(context, 'Deployment', target);
    if (baseline)
        tellFound(context, 'Baseline', baseline);
    if (settings.dryRun) {
        context.log(`${(0,render_eval.evalPlanLine)(plan)} No run is sent in a dry run.`);
        return { plan, target, ...(baseline && { baseline }), planned: true };
    }
    const dispatcher = (0,proxy_agent/* createProxyAwareAgent */.K)();
    try {
        const open = (url) => openServer(url, settings, dispatcher, context);
        const { own, compared } = await evaluateBoth(plan, context, { server: open(target.url), evaluated: target }, baseline && { server: open(baseline.url), evaluated: baseline });
        const result = (0,eval_result/* evalResult */.E)(plan, own.run, compared, redactor/* redact */.E$);
        const atFault = !result.passed && own.tally.unjudged === 0;
        return { plan, target, ...(baseline && { baseline }), result, atFault };
    }
    finally {
        await dispatcher.destroy();
    }
}
/** `Deployment support-agent: active revision 3f2a…, at https://…`, for one found by the control plane. */
function tellFound(context, role, found) {
    if (!found.deploymentId)
        return;
    const revision = found.revisionId ? `active revision ${found.revisionId}` : 'no active revision';
    context.log(`${role} ${found.label}: ${revision}, at ${found.url}`);
}
/** The control plane's step context, when the inputs ask it anything. */
function controlPlane(settings, context) {
    const { baseUrl } = settings.connection;
    return baseUrl ? (0,step_client/* stepContext */.e)(context, { ...settings.connection, baseUrl }) : undefined;
}
async function findTarget(settings, step) {
    const { target } = settings;
    if ('url' in target)
        return { label: 'the agent server', url: target.url };
    if (!step)
        throw new Error('a deployment is found through the control plane (see inputs.ts)');
    const refuse = (0,evaluated_deployment/* refusalFor */.II)('id' in target ? 'deployment-id' : 'deployment-name', target);
    return (0,evaluated_deployment/* evaluatedDeployment */.lS)(await (0,evaluated_deployment/* findNamedDeployment */.MR)(step, target, refuse), refuse);
}
async function findBaselineDeployment(settings, step, target) {
    const spec = settings.evalBaseline;
    if (spec?.kind !== 'deployment')
        return undefined;
    const refuse = (0,evaluated_deployment/* refusalFor */.II)('eval-baseline', spec);
    const found = await (0,evaluated_deployment/* findNamedDeployment */.MR)(step, spec, refuse);
    if (found.id === target.deploymentId) {
        throw refuse('is the deployment evaluated: give another one to compare with');
    }
    return (0,evaluated_deployment/* evaluatedDeployment */.lS)(found, refuse);
}
/** The client of the server at `url` (checked already), on the step's clock. */
function openServer(url, settings, dispatcher, context) {
    const { stepClock } = context;
    const clock = {
        signal: context.signal,
        remainingMs: () => stepClock.remainingMs(),
        elapsedMs: () => stepClock.elapsedMs(),
        whose: "the step's timeout",
    };
    const { apiKey } = settings.connection;
    const opened = client/* AgentServerClient */.c.open(url, { connection: { apiKey }, dispatcher, clock });
    if (!opened.ok)
        throw new step_control/* StepFailure */.pH(`${url} cannot be asked: ${opened.problem}`);
    return opened.server;
}
/**
 * The dataset on the deployment and, at the same time, on the baseline. The baseline's trouble
 * does not end the step: it is not counted, with a warning, and the thresholds judge alone (as
 * the deploy's gate does). The deployment's own trouble ends it, the baseline cut.
 */
async function evaluateBoth(plan, context, own, other) {
    const cutter = new AbortController();
    const compared = other && evaluateBaseline(plan, context, other, cutter.signal);
    const { label, deploymentId, revisionId } = own.evaluated;
    try {
        const evaluation = await (0,evaluate_on/* evaluateOn */.H)(own.server, plan, {
            evaluated: 'deployed',
            named: label,
            signal: context.signal,
            log: context.log,
            debug: context.debug,
            experiment: {
                ...(deploymentId && { deploymentId }),
                ...(revisionId && { revisionId }),
                prefix: 'agent-deploy-eval',
                description: `An evaluation of ${label} by agent-deploy's eval action`,
            },
        });
        return { own: evaluation, ...(compared && { compared: await compared }) };
    }
    catch (error) {
        cutter.abort();
        await compared?.catch(() => undefined);
        throw error;
    }
}
/** The baseline's evaluation, or why it is not counted; rejects only with the step's stop. */
async function evaluateBaseline(plan, context, { server, evaluated }, cut) {
    const { label, deploymentId, revisionId } = evaluated;
    try {
        const { run } = await (0,evaluate_on/* evaluateOn */.H)(server, plan, {
            evaluated: 'baseline',
            named: label,
            signal: AbortSignal.any([context.signal, cut]),
            log: context.log,
            debug: context.debug,
            experiment: {
                deploymentId,
                ...(revisionId && { revisionId }),
                prefix: 'agent-deploy-baseline',
                description: `The baseline (${label}) of an evaluation by agent-deploy's eval action`,
            },
        });
        return { label, run };
    }
    catch (error) {
        if (context.signal.aborted)
            throw error;
        const why = `its evaluation failed: ${(0,action_runtime/* describeFailure */.Ic)(error)}`;
        if (!cut.aborted) {
            context.warn(`eval-baseline: the baseline (${label}) was not counted, so the gate judged the thresholds alone: ${why}`);
        }
        return { label, missing: why };
    }
}

// EXTERNAL MODULE: ./src/eval/inputs.ts
var inputs = __webpack_require__(6917);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
;// CONCATENATED MODULE: ./src/eval/report.ts


const EVAL_ACTION_OUTPUT_NAMES = [
    'result',
    'deployment-id',
    'revision-id',
    ...render_eval/* EVAL_OUTPUT_NAMES */.i1,
];
/** Outputs whose every value the action chooses itself. */
const OWN_WORDS = new Set([
    'result',
    'eval',
    'eval-examples',
    'eval-failed-examples',
]);
const JSON_OUTPUTS = new Set(render_eval/* EVAL_JSON_OUTPUTS */.by);
function endingOf(findings) {
    if (findings.planned || !findings.result)
        return 'planned';
    if (findings.result.passed)
        return 'passed';
    return findings.atFault ? 'unhealthy' : 'failed';
}
/** The eval step's outputs, summary, and its failure or closing line. */
function evalReport(findings) {
    const ending = endingOf(findings);
    const { target, result } = findings;
    const written = {
        outputs: {
            result: ending,
            'deployment-id': target.deploymentId,
            'revision-id': target.revisionId,
            ...(0,render_eval/* evalOutputs */.Bv)(result),
        },
        ownWords: OWN_WORDS,
        jsonOutputs: JSON_OUTPUTS,
        summary: renderSummary(findings),
    };
    if (!result)
        return { ...written, conclusion: (0,render_eval.evalPlanLine)(findings.plan) };
    if (result.passed)
        return { ...written, conclusion: result.message };
    const unjudged = ending === 'failed'
        ? ' Some runs were refused the key or never sent, so this says nothing of its answers.'
        : '';
    return {
        ...written,
        failure: {
            title: `Evaluation of ${target.label} failed`,
            message: `${result.message}${unjudged}`,
        },
    };
}
function renderSummary(findings) {
    const { target, baseline, plan, result } = findings;
    const rows = [
        [
            'Evaluated',
            target.deploymentId
                ? `${(0,markdown/* code */.aY)(target.label)} (${(0,markdown/* code */.aY)(target.deploymentId)})`
                : (0,markdown/* code */.aY)(target.url),
        ],
        ...(target.deploymentId ? [['URL', (0,markdown/* code */.aY)(target.url)]] : []),
        ...(target.revisionId ? [['Active revision', (0,markdown/* code */.aY)(target.revisionId)]] : []),
        ['Assistant', (0,markdown/* code */.aY)(plan.settings.evalAssistant)],
        ...(baseline ? [['Baseline', `${(0,markdown/* code */.aY)(baseline.label)} (${(0,markdown/* code */.aY)(baseline.deploymentId)})`]] : []),
        ...(result ? [] : [['Evaluation', `${(0,markdown/* cell */.Hn)((0,render_eval.evalPlanLine)(plan))} · no run sent`]]),
    ];
    const facts = (0,markdown/* factTable */.Bu)(rows);
    if (!result) {
        return `### 📋 Evaluation planned (dry run)\n\n${facts}\n`;
    }
    return `${(0,render_eval/* renderEvalSection */._d)(result)}\n${facts}\n`;
}

;// CONCATENATED MODULE: ./src/eval/main.ts







/**
 * Evaluates a deployment (by id, exact name, or its agent server's URL) on the deploy's gate,
 * changing nothing: for nightly regression runs and other CI systems.
 */
function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Evaluation',
        readInputs: inputs/* readEvalSettings */._J,
        checkInputs: async (settings, { signal }) => ({
            ...settings,
            gate: await (0,prepare_gate.prepareGate)(settings, (0,step_environment/* currentRunEnvironment */.kR)().workspace, signal),
        }),
        timeoutMs: (settings) => settings.timeout,
        work: async (settings, context) => {
            const { gate } = settings;
            if (!gate)
                throw new Error('the gate is made ready with the inputs (see inputs.ts)');
            if ('trouble' in gate)
                throw gate.trouble;
            return evalReport(await evaluateDeployment(settings, gate.plan, context));
        },
        failedOutputs: { result: 'failed', eval: 'skipped' },
        stoppedOutputs: (kind) => ({ result: kind, eval: 'skipped' }),
        ownWords: OWN_WORDS,
    }, runtime);
}


/***/ })

};
