export const id = 516;
export const ids = [516];
export const modules = {

/***/ 1436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ changesShape),
/* harmony export */   x: () => (/* binding */ readChangesSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8532);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);




/** More patterns than any monorepo needs; each is matched against every file. */
const MAX_PATTERNS = 100;
/**
 * A template where `{name}` stands for the agent's name; it must hold it, or all agents share
 * one. (That it is one line of visible text is checked for every one-line input.)
 */
const template = (example) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .max(255, { error: 'must be at most 255 characters' })
    .refine((value) => value.includes('{name}'), {
    error: `must hold {name}, which stands for each agent's name (e.g. ${example}); without it every agent would map to the same one`,
});
const agentPatterns = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().transform((text, context) => {
    const lines = text
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/^(!?)\.\//, '$1'))
        .filter((line) => line !== '' && !line.startsWith('#'));
    const include = lines.filter((line) => !line.startsWith('!'));
    const exclude = lines.filter((line) => line.startsWith('!')).map((line) => line.slice(1));
    const bad = lines.find((line) => /[\p{Cc}\p{Cf}]/u.test(line) || line.startsWith('/'));
    if (include.length === 0 || lines.length > MAX_PATTERNS || bad !== undefined) {
        context.addIssue({
            code: 'custom',
            message: `must be glob patterns relative to the workspace, one a line (at most ${MAX_PATTERNS}; "!" before one leaves its matches out), with at least one that is not "!"`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_4__/* .NEVER */ .tm;
    }
    return { include, exclude };
});
/**
 * A commit id, or a name git resolves to one (`origin/main`). Never starts with `-` (git would
 * read an option), holds no `..` range, no space and no control character.
 */
const baseInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .max(255)
    .regex(/^(?!-)(?!.*\.\.)[\w./@^~{}-]+$/, {
    error: 'must be a commit id (or a branch or tag name), such as 4f2c1d0e…',
})
    .optional());
/** Every changes input by name, with its rule: the one place an input is named. */
const changesShape = {
    agents: (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)((0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .multiLine */ .S2)(agentPatterns), '**/langgraph.json'),
    all: (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'false'),
    base: baseInput,
    'deployment-name': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(template('prod-{name}'), '{name}'),
    environment: _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR.pipe(template('production-{name}').optional()),
    ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionInputs */ .eu,
    'base-url': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR.pipe(_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .baseUrlInput */ .v0.optional()),
    'github-token': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR,
};
const ChangesInputs = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc(changesShape).superRefine((inputs, context) => {
    const credential = inputs['api-key'] || inputs['bearer-token'];
    if (inputs['base-url'] && !credential) {
        context.addIssue({
            code: 'custom',
            path: ['api-key'],
            message: `is required with ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('base-url')} unless ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('bearer-token')} is given`,
        });
    }
    if (!inputs['base-url'] && (credential || inputs['tenant-id'])) {
        const given = inputs['api-key']
            ? 'api-key'
            : inputs['bearer-token']
                ? 'bearer-token'
                : 'tenant-id';
        context.addIssue({
            code: 'custom',
            path: ['base-url'],
            message: `is required with ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input(given)}: it says which control plane to ask what is live`,
        });
    }
    const message = (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubTokenProblem */ .wM)(!!inputs.environment, inputs['github-token'], ['environment']);
    if (message)
        context.addIssue({ code: 'custom', path: ['github-token'], message });
}, _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$);
/** Reads and checks every input before any request; credentials are masked first. */
async function readChangesSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readActionInputs */ .Ui)(runtime, {
        shape: changesShape,
        schema: ChangesInputs,
    });
    const baseUrl = inputs['base-url'];
    const { environment, base } = inputs;
    const token = inputs['github-token'];
    return {
        patterns: inputs.agents,
        all: inputs.all,
        ...(base && { base }),
        deploymentName: inputs['deployment-name'],
        ...(baseUrl && { connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFrom */ .pw)({ ...inputs, 'base-url': baseUrl }) }),
        ...(environment && token && { github: { environment, token } }),
    };
}


/***/ }),

/***/ 8516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHANGES_ACTION: () => (/* binding */ CHANGES_ACTION),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _common_action_step_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5266);
/* harmony import */ var _common_github_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(779);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3387);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1436);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6179);





const CHANGES_ACTION = {
    noun: 'Change detection',
    readInputs: _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readChangesSettings */ .x,
    timeoutMs: () => _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__/* .SUB_ACTION_TIMEOUT_MS */ .LJ,
    // git, the packer's ignore rules and Octokit load only once the inputs are good.
    work: async (settings, context) => {
        const { runChangeDetection } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(240), __webpack_require__.e(771), __webpack_require__.e(729)]).then(__webpack_require__.bind(__webpack_require__, 3333));
        return runChangeDetection(settings, context);
    },
    failedOutputs: { result: 'failed' },
    // A stop leaves no matrix: a deploy job must not start from half a comparison.
    stoppedOutputs: (kind) => ({ result: kind }),
    ownWords: _report_js__WEBPACK_IMPORTED_MODULE_4__/* .CHANGES_OWN_WORDS */ .bM,
};
function run(runtime = new _common_github_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubRuntime */ .m()) {
    return (0,_common_action_step_js__WEBPACK_IMPORTED_MODULE_0__/* .runAction */ .C)(CHANGES_ACTION, runtime);
}


/***/ }),

/***/ 6179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ws: () => (/* binding */ CHANGES_JSON_OUTPUTS),
/* harmony export */   Y8: () => (/* binding */ renderChangesSummary),
/* harmony export */   bM: () => (/* binding */ CHANGES_OWN_WORDS),
/* harmony export */   cb: () => (/* binding */ changesOutputs),
/* harmony export */   q$: () => (/* binding */ conclusion)
/* harmony export */ });
/* unused harmony exports CHANGES_OUTPUT_NAMES, MAX_MATRIX_JOBS */
/* harmony import */ var _common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5286);
/* harmony import */ var _common_list_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1279);
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3932);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(715);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7333);






const CHANGES_OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'result',
    'matrix',
    'changed',
    'agents',
    'agents-count',
    'removed',
    'removed-count',
]));
const CHANGES_JSON_OUTPUTS = new Set(['matrix', 'agents', 'removed']);
/**
 * The result and the counts are the action's own words: a secret that happens to be a number,
 * or `compared`, must not star them.
 */
const CHANGES_OWN_WORDS = new Set([
    'result',
    'changed',
    'agents-count',
    'removed-count',
]);
/** GitHub runs at most this many jobs from one matrix. */
const MAX_MATRIX_JOBS = 256;
/** A reason in an output is one line of at most this many characters. */
const MAX_REASON_CHARS = 200;
const BASE_SOURCES = {
    input: 'the base input',
    'control-plane': 'the control plane',
    'github-deployment': 'GitHub deployments',
    event: 'the event',
    none: 'none',
};
/**
 * The outputs: the changed agents as a matrix (the deploy job needs all of it, so one that
 * cannot be written whole fails the step), the counts, every agent, and the removed ones (those
 * two cut to the first that fit in an output, each cut one warning, the whole counts beside).
 */
function changesOutputs(detection) {
    const changed = detection.agents.filter((agent) => agent.changed);
    if (changed.length > MAX_MATRIX_JOBS) {
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_4__/* .StepFailure */ .pH(`${changed.length} agents changed; a matrix runs at most ${MAX_MATRIX_JOBS} jobs. Split the agents between several changes steps (each with its own ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .words */ .aL)().input('agents')} patterns) and deploy jobs.`);
    }
    const include = changed.map((agent) => ({ ...identity(agent), reason: short(agent.reason) }));
    const matrix = (0,_common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRawControls */ .S3)(JSON.stringify({ include }));
    if (matrix.length > _common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO) {
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_4__/* .StepFailure */ .pH(`The matrix of ${changed.length} changed agents is ${matrix.length} characters long, more than the ${_common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO} an output holds. Split the agents between several changes steps (each with its own ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .words */ .aL)().input('agents')} patterns).`);
    }
    const agents = (0,_common_list_output_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonListOutput */ .c)(detection.agents.map((agent) => ({
        ...identity(agent),
        changed: agent.changed,
        reason: short(agent.reason),
        base: agent.base.commit ?? null,
        'base-source': agent.base.source,
    })));
    const removed = (0,_common_list_output_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonListOutput */ .c)(detection.removed.map((agent) => ({ ...identity(agent), base: agent.base })));
    const warnings = [
        (0,_common_list_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listOutputCut */ .Y)('agents', agents, 'agents', 'agents-count says how many were found.'),
        (0,_common_list_output_js__WEBPACK_IMPORTED_MODULE_1__/* .listOutputCut */ .Y)('removed', removed, 'removed agents', 'removed-count says how many there are.'),
    ].filter((warning) => warning !== undefined);
    return {
        outputs: {
            result: 'compared',
            matrix,
            changed: String(changed.length),
            agents: agents.json,
            'agents-count': String(agents.total),
            removed: removed.json,
            'removed-count': String(removed.total),
        },
        warnings,
    };
}
/** What the deploy action is given for an agent, named as the matrix names it. */
function identity(agent) {
    return {
        name: agent.name,
        'deployment-name': agent.deploymentName,
        config: agent.configPath,
        directory: agent.sourcePath,
    };
}
function short(reason) {
    return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(reason, MAX_REASON_CHARS);
}
// A job summary is capped at 1 MiB; a monorepo may hold hundreds of agents.
const MAX_ROWS = 300;
const PATHS_SHOWN = 3;
function renderChangesSummary(detection, warnings) {
    const { agents, removed, head } = detection;
    const changed = agents.filter((agent) => agent.changed).length;
    const lines = [
        `### 🔎 Changed agents: ${changed} of ${agents.length}`,
        '',
        `Compared with the head commit ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(head.slice(0, 12))}; each agent with what is live for it.`,
        '',
        (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Agent', 'Changed', 'Why', 'Base', 'Base from'], agents
            .slice(0, MAX_ROWS)
            .map((agent) => [
            `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(agent.name)} (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(agent.sourcePath)})`,
            agent.changed ? '✅ yes' : 'no',
            why(agent),
            agent.base.commit ? (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(agent.base.commit.slice(0, 12)) : '—',
            `${BASE_SOURCES[agent.base.source]}: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(agent.base.detail, 200)}`,
        ])),
    ];
    if (agents.length > MAX_ROWS)
        lines.push('', `${agents.length - MAX_ROWS} more agents not shown; the \`agents\` output lists them.`);
    if (removed.length > 0) {
        lines.push('', `**Removed:** ${removed.length} agent config(s) a base had and the head has not.`, '', (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Agent', 'Deployment', 'Config at the base'], removed
            .slice(0, MAX_ROWS)
            .map((agent) => [
            (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(agent.name),
            (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(agent.deploymentName),
            `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(agent.config)} in ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(agent.base.slice(0, 12))}`,
        ])));
    }
    for (const warning of warnings)
        lines.push('', `⚠️ ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .prose */ .CS)(warning)}`);
    return `${lines.join('\n')}\n`;
}
function why(agent) {
    if (agent.paths.length === 0)
        return (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(agent.reason, 300);
    const shown = agent.paths
        .slice(0, PATHS_SHOWN)
        .map((changed) => `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(changed.path, 200)} (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(changed.how, 200)})`);
    const more = agent.pathCount > PATHS_SHOWN ? `, and ${agent.pathCount - PATHS_SHOWN} more` : '';
    const lead = agent.reason.startsWith('ignore rules changed')
        ? `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(agent.reason.split(';')[0] ?? '', 200)}: `
        : '';
    return `${lead}${shown.join(', ')}${more}`;
}
/** The closing line of the log. */
function conclusion(detection) {
    const changed = detection.agents.filter((agent) => agent.changed);
    const names = changed
        .slice(0, 10)
        .map((agent) => agent.name)
        .join(', ');
    const more = changed.length > 10 ? ` and ${changed.length - 10} more` : '';
    return changed.length === 0
        ? `No agent changed (${detection.agents.length} found).`
        : `${changed.length} of ${detection.agents.length} agents changed: ${names}${more}.`;
}


/***/ }),

/***/ 1279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ listOutputCut),
/* harmony export */   c: () => (/* binding */ jsonListOutput)
/* harmony export */ });
/* harmony import */ var _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5286);

/**
 * `items` as a JSON output: as many, from the first, as fit in the characters an output may
 * hold as it is written (escapeRawControls can make the text longer than JSON.stringify's). A
 * list too long for an output is cut to a valid shorter one, never left unset: a later step's
 * `fromJSON` still reads it, and the whole count goes in an output of its own.
 */
function jsonListOutput(items) {
    const written = (count) => (0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRawControls */ .S3)(JSON.stringify(items.slice(0, count)));
    const whole = written(items.length);
    if (whole.length <= _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO) {
        return { json: whole, listed: items.length, total: items.length };
    }
    // The longest prefix that fits: `fits` always does, `tooMany` never does.
    let fits = 0;
    let tooMany = items.length;
    while (tooMany - fits > 1) {
        const middle = Math.floor((fits + tooMany) / 2);
        if (written(middle).length <= _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO)
            fits = middle;
        else
            tooMany = middle;
    }
    return { json: written(fits), listed: fits, total: items.length };
}
/**
 * The one warning for a list output that was cut, saying how much was left out and where the
 * rest is (`advice`); undefined when the whole list fits.
 */
function listOutputCut(output, list, noun, advice) {
    const left = list.total - list.listed;
    if (left === 0)
        return undefined;
    return `The ${output} output holds the first ${list.listed} of ${list.total} ${noun}; ${left} ${left === 1 ? 'was' : 'were'} left out, as the JSON of all would be longer than the ${_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO} characters an output may hold. ${advice}`;
}


/***/ })

};
