export const id = 448;
export const ids = [448,208];
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

/***/ 1448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/run-environment.ts
var run_environment = __webpack_require__(1044);
// EXTERNAL MODULE: ./src/common/wording.ts
var common_wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/packing/nearest-name.ts
var nearest_name = __webpack_require__(5045);
// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/common/stop-signals.ts
var stop_signals = __webpack_require__(2969);
;// CONCATENATED MODULE: ./src/cli/dotenv.ts
/*
 * The outputs file in dotenv form, as GitLab's `artifacts:reports:dotenv` reads it: one
 * `NAME=value` a line and nothing else (no blank line, no comment, no quotes), names of ASCII
 * letters, digits and `_`, each value one line. GitLab splits a line at its first `=`, trims
 * both sides and keeps the rest as it stands: quotes and `#` included, `$NAME` expanded later.
 * A dotenv library (node's dotenv, python-dotenv) cuts an unquoted value at `#` and takes
 * quotes away, and GitLab does not take them away: no one form is read alike by both when a
 * value holds `#` or starts with a quote. JSON outputs never do: their `#` and `$` are written
 * as the JSON escapes \u0023 and \u0024, the same JSON for every reader. Any other such value
 * is written as GitLab reads it, with a warning.
 */
/** GitLab refuses a dotenv report of this size or more by default (a limit an instance may raise). */
const GITLAB_DOTENV_BYTES = 5 * 1024;
const GITLAB_DOTENV_WORDS = '5 KiB';
/**
 * An output's name as a variable: `deployment-id` → `deployment_id` (GitLab takes no `-`),
 * after `prefix` (`--outputs-prefix`, checked to be what may start a variable's name).
 */
function variableName(output, prefix = '') {
    return `${prefix}${output.replaceAll('-', '_')}`;
}
/**
 * Why GitLab would not pass `value` on as it is, or undefined when it would: it trims a value's
 * ends, and expands `$NAME` in it for the jobs that read it.
 */
function valueProblem(value) {
    if (value !== value.trim())
        return 'it starts or ends with a space, which GitLab would trim';
    if (value.includes('$'))
        return 'it holds "$", which GitLab would expand as a variable';
    return undefined;
}
/** Whether a dotenv library would read `value` otherwise than GitLab does. */
function readOtherwiseByLibraries(value) {
    return value.includes('#') || /^['"`]/.test(value);
}
/** JSON text with `#` and `$` as JSON escapes: the same JSON, which no reader cuts or expands. */
function inertJson(json) {
    return json.replace(/[#$]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * The file's text for the outputs written (each one line already, redacted and bounded by the
 * runtime's rules; `jsonOutputs` hold JSON text), and a warning for each left out, for each a
 * dotenv library would read otherwise, and for a file GitLab would refuse.
 */
function dotenvText(written, jsonOutputs = new Set(), prefix = '') {
    const lines = [];
    const warnings = [];
    for (const [output, given] of written) {
        const value = jsonOutputs.has(output) ? inertJson(given) : given;
        const problem = valueProblem(value);
        if (problem) {
            warnings.push(`Output ${output} is left out of the outputs file: ${problem}.`);
            continue;
        }
        if (readOtherwiseByLibraries(value)) {
            warnings.push(`Output ${output} holds "#" or starts with a quote: GitLab reads it as written, a dotenv library would cut it or take the quotes away.`);
        }
        lines.push(`${variableName(output, prefix)}=${value}`);
    }
    const text = lines.map((line) => `${line}\n`).join('');
    const bytes = Buffer.byteLength(text);
    if (bytes >= GITLAB_DOTENV_BYTES) {
        warnings.push(`The outputs file is ${bytes} bytes: GitLab refuses a dotenv report of ${GITLAB_DOTENV_WORDS} (${GITLAB_DOTENV_BYTES} bytes) or more unless its instance allows more. The JSON outputs are in the result event of --json too.`);
    }
    return { text, warnings };
}

;// CONCATENATED MODULE: ./src/cli/output-files.ts


/** 0 where the system has no such flag (Windows): there, a write may follow a link. */
const NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/**
 * Why each of the files the command would write cannot be, checked before anything is sent, so
 * a deploy never ends with its outputs lost: a path must name a regular file or none yet (never
 * a link, which the write would follow, nor a directory), in a directory that exists, writable,
 * and no two flags may name the same file.
 */
function outputPathProblems(paths) {
    const problems = [];
    const named = new Map();
    for (const [flag, path] of Object.entries(paths)) {
        const problem = pathProblem(path);
        if (problem) {
            problems.push(`--${flag}: ${problem}.`);
            continue;
        }
        const key = identity(path);
        const other = named.get(key);
        if (other)
            problems.push(`--${flag} names the same file as --${other}: give each its own.`);
        else
            named.set(key, flag);
    }
    return problems;
}
function pathProblem(path) {
    const found = lstatOf(path);
    if (found === 'missing') {
        const directory = lstatOf((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path)), true);
        if (directory === 'missing')
            return `${path}: no such directory`;
        if (!directory.isDirectory())
            return `${path}: ${(0,external_node_path_.dirname)(path)} is not a directory`;
        return writable((0,external_node_path_.dirname)((0,external_node_path_.resolve)(path))) ? undefined : `${path}: the directory is not writable`;
    }
    if (found.isSymbolicLink())
        return `${path} is a symbolic link: name the file itself`;
    if (found.isDirectory())
        return `${path} is a directory`;
    if (!found.isFile())
        return `${path} is not a regular file`;
    return writable(path) ? undefined : `${path}: permission denied`;
}
/** The entry at `path` itself, or with `follow` what a link there leads to. */
function lstatOf(path, follow = false) {
    try {
        return follow ? (0,external_node_fs_.statSync)(path) : (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return 'missing';
    }
}
function writable(path) {
    try {
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The file a path names, its directory's links resolved: two spellings of one file agree. */
function identity(path) {
    const absolute = (0,external_node_path_.resolve)(path);
    try {
        return (0,external_node_path_.join)((0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(absolute)), (0,external_node_path_.basename)(absolute));
    }
    catch {
        return absolute;
    }
}
/**
 * Writes `text` to `path`, replacing what it held; never through a link (a link put there
 * since the check makes the write fail rather than land elsewhere). With `fresh`, only a file
 * that is not there yet is written (O_EXCL), with `mode`. Throws when it cannot.
 */
function writeOutputFile(path, text, { fresh = false, mode = 0o666 } = {}) {
    const replace = fresh ? external_node_fs_.constants.O_EXCL : external_node_fs_.constants.O_TRUNC;
    const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | replace | NO_FOLLOW, mode);
    try {
        (0,external_node_fs_.writeFileSync)(fd, text);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Why a write failed, in a few words: the error's code where it has one. */
function writeFailure(error) {
    const code = error.code;
    if (code === 'ELOOP')
        return 'it is a symbolic link now';
    if (code === 'EISDIR')
        return 'it is a directory';
    if (code === 'ENOENT')
        return 'its directory is gone';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    return code ?? (error instanceof Error ? error.message : String(error));
}

;// CONCATENATED MODULE: ./src/cli/cli-runtime.ts







/** How long the process may live on after the command's end, whatever it still waits for. */
const EXIT_AFTER_END_MS = 1000;
/**
 * The process's own arguments, environment, streams and signals: the command line's one door to
 * the process, as github-runtime.ts is the actions'.
 */
function processIo() {
    return {
        args: process.argv.slice(2),
        env: process.env,
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
        stops: new stop_signals/* ProcessStopSignals */.Z(),
        exit: (code) => process.exit(code),
        ended: (code) => {
            process.exitCode = code;
            // A request the abort could not reach must not keep a stopped command alive.
            setTimeout(() => process.exit(), EXIT_AFTER_END_MS).unref();
        },
    };
}
/**
 * The inputs as the command line gave them, each named in messages as its flag (or where it was
 * read from); GitHub's terms only in a GitHub Actions job (`onGitHub`, GITHUB_ACTIONS=true).
 */
function cliInputs({ values, names, fromFile }, onGitHub) {
    return {
        read: (name) => values[name] ?? '',
        wording: (0,common_wording/* commandLineWording */.o$)((name) => names[name] ?? `--${name}`, onGitHub),
        fromFile: (name) => fromFile.has(name),
    };
}
/**
 * The command line as an action's runtime. There is no runner to mask anything: every text is
 * redacted here, by the same rules as on the runner (cleanMessage, outputsToWrite,
 * summaryToWrite), events' texts too, before a view shows it or a file holds it. A file that
 * cannot be written is a warning: the command keeps its own exit code.
 */
class CliRuntime {
    inputs;
    environment;
    stops;
    #view;
    #files;
    #state;
    #written;
    #jsonOutputs = new Set();
    constructor(inputs, view, place) {
        this.inputs = inputs;
        this.#view = view;
        this.environment = place.environment;
        this.stops = place.stops;
        this.#files = place.files;
        this.#state = place.state;
    }
    /** The command line's exit code is the command's to return (run-cli.ts). */
    stepEnded(_failed) { }
    /** The outputs as written (redacted, bounded), once the step set them. */
    get outputs() {
        return this.#written ?? [];
    }
    addSecrets(values) {
        redactor/* processRedactor */.Ox.add(values);
    }
    info(message, event) {
        this.#view.line((0,action_runtime/* cleanMessage */.V8)(message), event && cleanEvent(event));
    }
    debug(message) {
        this.#view.debug((0,action_runtime/* cleanMessage */.V8)(message));
    }
    group(title, lines) {
        this.#view.group((0,action_runtime/* cleanMessage */.V8)(title), lines.map(action_runtime/* cleanMessage */.V8));
    }
    warning(message, title) {
        this.#view.warning((0,action_runtime/* cleanMessage */.V8)(message), title && (0,action_runtime/* cleanMessage */.V8)(title));
    }
    error(message, title) {
        this.#view.error((0,action_runtime/* cleanMessage */.V8)(message), title && (0,action_runtime/* cleanMessage */.V8)(title));
    }
    /** The outputs, and the outputs file at once: a step stopped right after still leaves it. */
    setOutputs(values, ownWords, jsonOutputs) {
        const { written, warnings } = (0,action_runtime/* outputsToWrite */.$_)(values, ownWords, jsonOutputs);
        for (const warning of warnings)
            this.warning(warning);
        this.#written = written;
        this.#jsonOutputs = jsonOutputs ?? new Set();
        this.#writeOutputsFile();
    }
    /** Writes the outputs file, unless the step's outputs did: empty, so a later job finds one. */
    finishOutputsFile() {
        if (this.#written === undefined)
            this.#writeOutputsFile();
    }
    #writeOutputsFile() {
        const file = this.#files.outputs;
        if (!file)
            return;
        const { text, warnings } = dotenvText(this.outputs, this.#jsonOutputs, this.#files.outputsPrefix);
        for (const warning of warnings)
            this.warning(warning);
        try {
            writeOutputFile(file, text);
        }
        catch (error) {
            this.warning(`Could not write the outputs file ${file}: ${writeFailure(error)}.`);
        }
    }
    /** Throws when the file cannot be written: runAction warns of it, as of any summary. */
    async writeSummary(markdown) {
        const file = this.#files.summary;
        if (!file)
            return;
        try {
            writeOutputFile(file, (0,action_runtime/* summaryToWrite */.R)(markdown));
        }
        catch (error) {
            throw new step_control/* StepFailure */.pH(`${file}: ${writeFailure(error)}`);
        }
    }
    saveState(name, value) {
        try {
            this.#state.save(name, value);
        }
        catch (error) {
            this.warning(`Could not save ${name} in the state file: ${writeFailure(error)}.`);
        }
    }
    readState(name) {
        return this.#state.read(name);
    }
}
/** An event with each of its texts as a message is written: redacted, without controls, bounded. */
function cleanEvent(event) {
    return Object.fromEntries(Object.entries(event).map(([key, value]) => [
        key,
        typeof value === 'string' ? (0,action_runtime/* cleanMessage */.V8)(value) : value,
    ]));
}

// EXTERNAL MODULE: ./src/changes/inputs.ts
var inputs = __webpack_require__(1436);
// EXTERNAL MODULE: ./src/changes/main.ts
var main = __webpack_require__(8516);
// EXTERNAL MODULE: ./src/delete/inputs.ts
var delete_inputs = __webpack_require__(3714);
// EXTERNAL MODULE: ./src/delete/main.ts + 1 modules
var delete_main = __webpack_require__(2016);
// EXTERNAL MODULE: ./src/deploy/main.ts + 13 modules
var deploy_main = __webpack_require__(7117);
// EXTERNAL MODULE: ./src/deploy/settings.ts + 3 modules
var settings = __webpack_require__(9104);
// EXTERNAL MODULE: ./src/eval/inputs.ts
var eval_inputs = __webpack_require__(6917);
// EXTERNAL MODULE: ./src/eval/main.ts + 2 modules
var eval_main = __webpack_require__(8208);
// EXTERNAL MODULE: ./src/listener/inputs.ts
var listener_inputs = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/listener/main.ts + 3 modules
var listener_main = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/registry/inputs.ts
var registry_inputs = __webpack_require__(1270);
// EXTERNAL MODULE: ./src/registry/main.ts + 1 modules
var registry_main = __webpack_require__(1702);
// EXTERNAL MODULE: ./src/registry/post.ts + 1 modules
var post = __webpack_require__(9441);
// EXTERNAL MODULE: ./src/repos/inputs.ts
var repos_inputs = __webpack_require__(5996);
// EXTERNAL MODULE: ./src/repos/main.ts + 1 modules
var repos_main = __webpack_require__(1198);
// EXTERNAL MODULE: ./src/sweep/inputs.ts
var sweep_inputs = __webpack_require__(6431);
// EXTERNAL MODULE: ./src/sweep/main.ts + 8 modules
var sweep_main = __webpack_require__(7900);
;// CONCATENATED MODULE: ./src/cli/commands.ts

















/** Every subcommand, one per action (the registry's two steps are two). */
const COMMANDS = [
    { name: 'deploy', actionDir: '.', shape: settings/* deployShape */.X, run: deploy_main.run },
    { name: 'eval', actionDir: 'eval', shape: eval_inputs/* evalActionShape */.Kf, run: eval_main.run },
    { name: 'changes', actionDir: 'changes', shape: inputs/* changesShape */.D, run: main.run },
    { name: 'sweep', actionDir: 'sweep', shape: sweep_inputs/* sweepShape */.E, run: sweep_main.run },
    { name: 'delete', actionDir: 'delete', shape: delete_inputs/* deleteShape */.j, run: delete_main.run },
    { name: 'listener', actionDir: 'listener', shape: listener_inputs/* listenerShape */.g, run: listener_main.run },
    { name: 'repos', actionDir: 'repos', shape: repos_inputs/* reposShape */.H, run: repos_main.run },
    {
        name: 'registry login',
        actionDir: 'registry',
        shape: registry_inputs/* registryShape */.N,
        run: registry_main.run,
        keepsState: true,
    },
    {
        name: 'registry logout',
        actionDir: 'registry',
        shape: {},
        run: async (runtime) => {
            await (0,post.runPost)(runtime);
            // Logged out: a second logout has nothing to undo.
            for (const name of [registry_main.REGISTRY_HOST_STATE, registry_main.REGISTRY_LOGIN_PID_STATE])
                runtime.saveState(name, '');
            return undefined;
        },
        keepsState: true,
        about: 'Log docker out of the registry the last `registry login` logged in to.',
    },
];

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/** The exit code of each ending; a cancel's is the shell's for the signal (128 + its number). */
const EXIT_CODES = {
    success: 0,
    failed: 1,
    'bad-input': 2,
    unhealthy: 3,
    'timed-out': 4,
};
const CANCEL_CODES = { SIGINT: 130, SIGTERM: 143 };
/** The `result` outputs that name an ending of their own. */
const ENDING_RESULTS = new Set([
    'failed',
    'unhealthy',
    'timed-out',
    'cancelled',
]);
/**
 * How the step ended: why it ended early when the report says (bad input, a stop), else the
 * action's own `result` (the deploy's `unhealthy`), else failed or success. No report (a step
 * with nothing to report, the registry's logout) is a success.
 */
function outcomeOf(report) {
    if (!report)
        return 'success';
    if (report.failure?.kind)
        return report.failure.kind;
    const result = report.outputs.result;
    if (report.failure && result && ENDING_RESULTS.has(result))
        return result;
    return report.failure ? 'failed' : 'success';
}
/** The exit code: 130 after SIGINT, 143 after SIGTERM, for a cancel; see EXIT_CODES. */
function exitCodeOf(outcome, signal) {
    if (outcome === 'cancelled')
        return CANCEL_CODES[signal ?? 'SIGINT'] ?? 130;
    return EXIT_CODES[outcome];
}

// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
;// CONCATENATED MODULE: ./src/cli/input-variables.ts
/*
 * Inputs the command line also reads from environment variables, where no flag gives them: the
 * workspace as the LangSmith clients read it (LANGSMITH_WORKSPACE_ID), and by the name the
 * README gives it beside CONTROL_PLANE_URL and CONTROL_PLANE_API_KEY. A flag wins. The
 * credentials are read from variables too (credentials.ts), and never from a flag.
 */
/** The variables each such input is read from, in order. */
const INPUT_VARIABLES = {
    'tenant-id': ['LANGSMITH_WORKSPACE_ID', 'CONTROL_PLANE_WORKSPACE_ID'],
};
/**
 * A value from the first of `variables` that is set (trimmed, as the runner trims an input),
 * named after it; two set to different values are a problem, since which one is meant cannot be
 * told. None set: `otherwise` names where it could have come from.
 */
function fromVariables(variables, env, otherwise) {
    const given = variables.filter((variable) => env[variable]?.trim());
    const values = new Set(given.map((variable) => env[variable]?.trim()));
    if (values.size > 1) {
        const both = given.join(' and ');
        return { name: both, problem: `${both} are both set, to different values: unset one of them.` };
    }
    const [variable] = given;
    if (!variable)
        return { name: otherwise };
    return { name: variable, value: [...values][0] };
}
/** Where an input read from variables may come from, in words: `--tenant-id, LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID`. */
function variableSources(input) {
    return listed([`--${input}`, ...(INPUT_VARIABLES[input] ?? [])]);
}
/** `a, b or c`. */
function listed(names) {
    return names.join(', ').replace(/, ([^,]*)$/, ' or $1');
}

;// CONCATENATED MODULE: ./src/cli/credentials.ts
/*
 * Secrets never come from the command line: a process list shows every argument, and a CI log
 * often echoes the command. A credential is read from an environment variable or a file; a
 * secret that is one value among others (`secrets`) only from a file.
 */


/** The inputs that hold one credential, and the environment variables each is read from. */
const CREDENTIALS = common_inputs/* CREDENTIAL_VARIABLES */.eB;
/** Inputs that hold secret values among other lines: taken only as `@FILE`. */
const FILE_ONLY = new Set(['secrets']);
/** The flag that names a file holding a credential: `--api-key-file`. */
function fileFlagOf(credential) {
    return `${credential}-file`;
}
/** Where a credential may come from, in words: `LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE`. */
function credentialSources(credential) {
    const variables = CREDENTIALS[credential] ?? [];
    return listed([...variables, `--${fileFlagOf(credential)} FILE`]);
}
/**
 * Why a flag may not carry `input`'s value, and where to put it instead; undefined when it may.
 * Never quotes the value: it is on the command line already, and must not reach a log too.
 */
function secretFlagRefusal(input, value) {
    if (input in CREDENTIALS) {
        return `--${input} is refused: a value on the command line shows in process lists and CI logs. Set ${credentialSources(input)} instead (treat a value already given here as seen).`;
    }
    if (FILE_ONLY.has(input) && !value.startsWith('@')) {
        return `--${input} takes only @FILE (or @- for standard input): secret values on the command line show in process lists and CI logs.`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/flags.ts



/** The command line's own options, beside the action's inputs. */
const OPTIONS = {
    'outputs-file': {
        takes: 'FILE',
        about: 'Write the outputs there in dotenv form, NAME=value a line, each output name with "-" as "_" (GitLab: artifacts:reports:dotenv).',
    },
    'outputs-prefix': {
        takes: 'PREFIX',
        about: 'Put PREFIX before each name in the outputs file (AGENT_ makes AGENT_url): letters, digits and _, not starting with a digit.',
    },
    'summary-file': { takes: 'FILE', about: "Write the job summary's Markdown there." },
    json: {
        takes: 'switch',
        about: 'Write one JSON object a line on standard output for every event, the result last; nothing on standard error.',
    },
    debug: { takes: 'switch', about: 'Show the debug lines too.' },
    'state-file': {
        takes: 'FILE',
        about: "Where login keeps the registry host for logout (default: a file in the user's own agent-deploy-<uid> directory of the temporary directory).",
    },
    help: { takes: 'switch', about: 'Show this help.' },
};
/** Every flag of `command`, by the name written after `--`. */
function flagsOf(command) {
    const { shape } = command;
    const switches = new Set((0,common_inputs/* booleanInputs */.up)(shape));
    const files = new Set((0,common_inputs/* multiLineInputs */.H9)(shape));
    const flags = new Map();
    for (const input of (0,common_inputs/* inputNames */.vj)(shape)) {
        if (input in CREDENTIALS) {
            flags.set(input, { kind: 'credential', input });
            flags.set(fileFlagOf(input), { kind: 'credential-file', input });
        }
        else {
            flags.set(input, {
                kind: 'input',
                input,
                switch: switches.has(input),
                file: files.has(input),
            });
        }
    }
    for (const [option, { takes }] of Object.entries(OPTIONS)) {
        if (option === 'state-file' && !command.keepsState)
            continue;
        flags.set(option, { kind: 'option', option: option, switch: takes === 'switch' });
    }
    return flags;
}
const SWITCH_WORD = /^(true|false)$/i;
/**
 * Reads the arguments after the command's name: `--name value`, `--name=value`; a switch as
 * `--wait`, `--no-wait`, `--wait=false` or `--wait false`; `-h` for help. Every problem is named
 * at once, beside the flags it could read, and no value is ever repeated: a mistyped flag's
 * value may be a secret, so it is taken with the flag rather than shown as a stray argument.
 */
function parseFlags(args, command) {
    const known = flagsOf(command);
    const parsed = { inputs: {}, options: {}, credentialFiles: {} };
    const problems = [];
    const seen = new Set();
    for (let at = 0; at < args.length; at++) {
        const arg = args[at];
        if (arg === '-h') {
            parsed.options.help = 'true';
            continue;
        }
        if (!arg.startsWith('--') || arg === '--') {
            problems.push(strayArgument(at, args[at - 1], known));
            continue;
        }
        const equals = arg.indexOf('=');
        const written = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
        const inline = equals === -1 ? undefined : arg.slice(equals + 1);
        const negated = written.startsWith('no-') ? known.get(written.slice(3)) : undefined;
        const flag = known.get(written) ?? (isSwitch(negated) ? negated : undefined);
        const next = args[at + 1];
        // A value written as the next argument; never one that is itself a flag.
        const takeNext = () => {
            if (next === undefined || next.startsWith('--'))
                return undefined;
            at++;
            return next;
        };
        if (!flag) {
            if (inline === undefined)
                takeNext();
            problems.push(unknownFlag(written, known));
            continue;
        }
        const name = flagName(flag);
        if (seen.has(name)) {
            if (inline === undefined && !isSwitch(flag))
                takeNext();
            problems.push(`--${name} is given more than once.`);
            continue;
        }
        seen.add(name);
        let value;
        if (negated === flag)
            value = inline === undefined ? 'false' : undefined;
        else if (isSwitch(flag))
            value = inline ?? (next && SWITCH_WORD.test(next) ? takeNext() : 'true');
        else
            value = inline ?? takeNext();
        if (flag.kind === 'credential') {
            problems.push(secretFlagRefusal(flag.input, value ?? ''));
            continue;
        }
        if (value === undefined) {
            problems.push(negated === flag ? `--no-${name} takes no value.` : `--${name} needs a value.`);
            continue;
        }
        const refused = flag.kind === 'input' ? secretFlagRefusal(flag.input, value) : optionRefusal(flag, value);
        if (refused)
            problems.push(refused);
        else
            record(parsed, flag, flag.kind === 'option' && flag.switch ? switchWord(value) : value);
    }
    return { flags: parsed, problems };
}
/**
 * Why an option of the command line's own refuses a value: a switch (`--json`, `--debug`,
 * `--help`) takes what an action's switch takes (booleanInput), true or false in any case, or
 * nothing; `--outputs-prefix` only what may start a variable's name.
 */
function optionRefusal(flag, value) {
    if (flag.kind !== 'option')
        return undefined;
    const shown = /^[\x21-\x7e]{1,40}$/.test(value) ? `; got ${JSON.stringify(value)}` : '';
    if (flag.option === 'outputs-prefix' && !VARIABLE_PREFIX.test(value)) {
        return `--outputs-prefix: must be letters, digits and _ (at most 64), not starting with a digit, as a variable's name is${shown}.`;
    }
    if (!flag.switch || common_inputs/* booleanInput */.tE.safeParse(value).success)
        return undefined;
    return `--${flag.option}: must be true or false${shown}.`;
}
/** What may start a variable's name in GitLab's dotenv report and in a shell. */
const VARIABLE_PREFIX = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** A switch's value as the options hold it: 'true' or 'false' (empty is false, as in an action). */
function switchWord(value) {
    return common_inputs/* booleanInput */.tE.parse(value) ? 'true' : 'false';
}
function unknownFlag(written, known) {
    const negated = written.startsWith('no-') ? written.slice(3) : '';
    if (known.has(negated)) {
        return `Unknown flag --${written}: --${negated} is no switch; give it a value, or leave it out.`;
    }
    const near = (0,nearest_name/* closest */.kp)(written, [...known.keys()]);
    return `Unknown flag --${written}${near ? `; did you mean --${near}?` : '.'}`;
}
/** Why an argument that is no flag is refused, without repeating it (it may be a secret). */
function strayArgument(at, before, known) {
    const previous = before?.startsWith('--') && !before.includes('=') ? before.slice(2) : '';
    const flag = known.get(previous);
    if (isSwitch(flag)) {
        return `Argument ${at + 1} follows the switch --${previous}, which takes no value but true or false: write --${previous}, --no-${previous} or --${previous}=VALUE.`;
    }
    return `Unexpected argument ${at + 1}: every input is a flag, such as --deployment-name NAME.`;
}
function isSwitch(flag) {
    return flag !== undefined && 'switch' in flag && flag.switch;
}
function flagName(flag) {
    if (flag.kind === 'option')
        return flag.option;
    return flag.kind === 'credential-file' ? fileFlagOf(flag.input) : flag.input;
}
function record(parsed, flag, value) {
    switch (flag.kind) {
        case 'input':
            parsed.inputs[flag.input] =
                flag.file && value.startsWith('@') ? { file: value.slice(1) } : { text: value };
            return;
        case 'option':
            parsed.options[flag.option] = value;
            return;
        case 'credential-file':
            parsed.credentialFiles[flag.input] = value;
            return;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/help.ts







const WIDTH = 96;
const EXIT_CODES_TEXT = [
    'Exit codes: 0 done (deployed, submitted, planned, passed), 1 failed, 2 bad input (nothing',
    'sent), 3 unhealthy (deployed, but a check after DEPLOYED did not pass; eval: the gate fell',
    'short), 4 timed out,',
    '130 or 143 cancelled (SIGINT or SIGTERM; the outputs file is still written).',
];
/**
 * The descriptions of `command`'s action.yml, read where the package keeps it: the flags'
 * help is the action's own text. The YAML parser loads only for --help.
 */
async function readActionText(root, command) {
    const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    try {
        const manifest = parse(await (0,promises_.readFile)((0,external_node_path_.join)(root, command.actionDir, 'action.yml'), 'utf8'));
        const inputs = (manifest?.inputs ?? {});
        return {
            description: String(manifest?.description ?? ''),
            inputs: Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, String(input?.description ?? '')])),
        };
    }
    catch {
        return { description: '', inputs: {} };
    }
}
/** `agent-deploy --help`: every command, where secrets come from, the exit codes. */
function mainHelp(texts) {
    const width = Math.max(...COMMANDS.map((command) => command.name.length));
    const commands = COMMANDS.flatMap((command) => {
        const about = command.about ?? texts.get(command)?.description ?? '';
        return wrap(about, WIDTH - width - 4, `  ${command.name.padEnd(width)}  `, ' '.repeat(width + 4));
    });
    return [
        'Usage: agent-deploy <command> [--input value ...]',
        '',
        "Each command runs one of the actions' cores; its flags are the action's inputs.",
        '',
        'Commands:',
        ...commands,
        '',
        ...wrap(`Credentials never go on the command line: api-key comes from ${credentialSources('api-key')}; bearer-token from ${credentialSources('bearer-token')}; github-token from ${credentialSources('github-token')}.`, WIDTH, '', ''),
        '',
        ...EXIT_CODES_TEXT,
        '',
        '`agent-deploy <command> --help` lists its flags.',
        '',
    ].join('\n');
}
/** `agent-deploy deploy --help`: each input as its flag, with action.yml's words and default. */
function commandHelp(command, text) {
    const defaults = (0,common_inputs/* inputDefaults */.V0)(command.shape);
    const flags = flagsOf(command);
    const inputs = (0,common_inputs/* inputNames */.vj)(command.shape).flatMap((input) => {
        const flag = flags.get(input);
        const shown = flag?.kind === 'credential'
            ? `${input}: from ${credentialSources(input)}`
            : flag?.kind === 'input' && flag.switch
                ? `--[no-]${input}`
                : `--${input} ${flag?.kind === 'input' && flag.file ? 'VALUE|@FILE' : 'VALUE'}`;
        const variables = INPUT_VARIABLES[input];
        const fallback = variables
            ? ` (else from ${listed(variables)})`
            : defaults[input]
                ? ` (default: ${defaults[input]})`
                : '';
        return [
            `  ${shown}`,
            ...wrap(`${text.inputs[input] ?? ''}${fallback}`, WIDTH - 6, '      ', '      '),
        ];
    });
    const options = [...flags.values()].flatMap((flag) => {
        if (flag.kind !== 'option')
            return [];
        const { takes, about } = OPTIONS[flag.option];
        const shown = takes === 'switch' ? `--${flag.option}` : `--${flag.option} ${takes}`;
        return [`  ${shown}`, ...wrap(about, WIDTH - 6, '      ', '      ')];
    });
    const credentials = (0,common_inputs/* inputNames */.vj)(command.shape).some((input) => input in CREDENTIALS);
    return [
        `Usage: agent-deploy ${command.name}${inputs.length > 0 ? ' [--input value ...]' : ''}`,
        '',
        ...wrap(command.about ?? text.description, WIDTH, '', ''),
        ...(inputs.length > 0 ? ['', "Inputs (the action's, by the same names):", ...inputs] : []),
        ...(credentials
            ? ['', 'A credential is never a flag: a process list and a CI log would show it.']
            : []),
        '',
        'Options:',
        ...options,
        '',
        ...EXIT_CODES_TEXT,
        '',
    ].join('\n');
}
/** `text` in lines of at most `width` characters, the first after `first`, the rest after `rest`. */
function wrap(text, width, first, rest) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines.map((text, at) => `${at === 0 ? first : rest}${text}`);
}

;// CONCATENATED MODULE: ./src/cli/json-view.ts

/**
 * One JSON object a line on standard output for everything the step tells (docs/cli.md gives
 * the schema): its `type`, the event's own members, `message` (the log line), and `time`.
 */
class JsonView {
    #out;
    #debug;
    constructor(out, options) {
        this.#out = out;
        this.#debug = options.debug;
    }
    line(text, event) {
        this.#emit(event ? { ...event, message: text } : { type: 'log', message: text });
    }
    debug(text) {
        if (this.#debug)
            this.#emit({ type: 'debug', message: text });
    }
    group(title, lines) {
        this.#emit({ type: 'group', title, lines });
    }
    warning(text, title) {
        this.#emit({ type: 'warning', message: text, ...(title && { title }) });
    }
    error(text, title) {
        this.#emit({ type: 'error', message: text, ...(title && { title }) });
    }
    result(result) {
        this.#emit({ type: 'result', ...result });
    }
    #emit(event) {
        const line = JSON.stringify({ ...event, time: new Date().toISOString() });
        this.#out.write(`${(0,action_runtime/* escapeRawControls */.S3)(line)}\n`);
    }
}

;// CONCATENATED MODULE: ./src/cli/flag-values.ts





/**
 * The most a file given as @FILE (or standard input) may hold: far more than any input takes
 * (the action refuses past 64 KiB), so a file larger is a mistake. The bytes read count, not
 * what the file system says of its size: a device or a pipe says nothing.
 */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_FILE_WORDS = '1 MiB';
/**
 * The value of every input given: flags as written, `@FILE` and `@-` read, each credential from
 * its file flag or else its environment variables, and each input that has variables
 * (input-variables.ts) from them when no flag gives it (two that differ are a problem: which
 * one is meant?). Values are trimmed, as the runner trims an input. Standard input has one
 * reader at most, counted across `--<input> @-` and `--<input>-file -`: two would split it, and
 * one would read what was meant for the other; then no file is read.
 */
async function readFlagValues(flags, command, sources) {
    const stdinReaders = [
        ...Object.entries(flags.inputs)
            .filter(([, value]) => 'file' in value && value.file === '-')
            .map(([input]) => `--${input} @-`),
        ...Object.entries(flags.credentialFiles)
            .filter(([, file]) => file === '-')
            .map(([input]) => `--${fileFlagOf(input)} -`),
    ];
    const problems = [];
    if (stdinReaders.length > 1) {
        problems.push(`${stdinReaders.join(' and ')} would both read standard input: give one.`);
    }
    const reading = { ...sources, files: sources.files !== false && problems.length === 0 };
    const read = {
        values: {},
        names: {},
        fromFile: new Set(),
    };
    for (const [input, value] of Object.entries(flags.inputs)) {
        read.names[input] = `--${input}`;
        if ('text' in value) {
            read.values[input] = value.text.trim();
            continue;
        }
        read.fromFile.add(input);
        if (!reading.files)
            continue;
        const text = await readSource(value.file, `--${input}`, reading);
        if (text === 'stopped')
            return { stopped: true };
        if (typeof text === 'string')
            read.values[input] = text.trim();
        else
            problems.push(`--${input}: cannot read @${value.file}: ${text.problem}.`);
    }
    for (const input of (0,common_inputs/* inputNames */.vj)(command.shape)) {
        const variables = INPUT_VARIABLES[input];
        if (input in flags.inputs || !variables)
            continue;
        flag_values_record(read, problems, input, fromVariables(variables, sources.env, variableSources(input)));
    }
    for (const input of (0,common_inputs/* inputNames */.vj)(command.shape).filter((name) => name in CREDENTIALS)) {
        const found = await readCredential(input, flags.credentialFiles[input], reading);
        if (found === 'stopped')
            return { stopped: true };
        flag_values_record(read, problems, input, found);
    }
    return { read, problems };
}
function flag_values_record(read, problems, input, found) {
    read.names[input] = found.name;
    if (found.problem)
        problems.push(found.problem);
    else if (found.value)
        read.values[input] = found.value;
}
/** A credential from its file flag, else from its variables; a file not read leaves it unknown. */
async function readCredential(input, file, sources) {
    if (file !== undefined) {
        const flag = `--${fileFlagOf(input)}`;
        if (sources.files === false)
            return { name: flag };
        const text = await readSource(file, flag, sources);
        if (text === 'stopped')
            return text;
        if (typeof text === 'string')
            return { name: flag, value: text.trim() };
        return { name: flag, problem: `${flag}: cannot read ${file}: ${text.problem}.` };
    }
    return fromVariables(CREDENTIALS[input] ?? [], sources.env, credentialSources(input));
}
/** A file's text (`-`: standard input), why it cannot be read, or 'stopped'. */
async function readSource(file, flag, { stdin, signal, debug }) {
    if (signal?.aborted)
        return 'stopped';
    if (file === '-')
        debug?.(`${flag}: reading standard input`);
    try {
        const bytes = await readBounded(file === '-' ? stdin : (0,external_node_fs_.createReadStream)(file), signal);
        if (bytes === 'too-large') {
            return { problem: `it holds more than ${MAX_FILE_WORDS}, the most a file given here may` };
        }
        return bytes.toString('utf8');
    }
    catch (error) {
        if (signal?.aborted)
            return 'stopped';
        const code = error.code;
        if (code === 'ENOENT')
            return { problem: 'no such file' };
        if (code === 'EISDIR')
            return { problem: 'it is a directory' };
        if (code === 'EACCES')
            return { problem: 'permission denied' };
        return { problem: (0,action_runtime/* describeFailure */.Ic)(error) };
    }
}
/**
 * What `stream` holds, read until it ends, until it has given more than MAX_FILE_BYTES (then
 * 'too-large', and no more is read), or until `signal` aborts (then it rejects at once).
 */
function readBounded(stream, signal) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const finish = (end) => {
            stream.off('data', onData).off('end', onEnd).off('error', onError);
            signal?.removeEventListener('abort', onAbort);
            end();
        };
        const onData = (chunk) => {
            size += chunk.length;
            if (size <= MAX_FILE_BYTES)
                chunks.push(chunk);
            else
                finish(() => resolve(stopReading(stream, 'too-large')));
        };
        const onEnd = () => finish(() => resolve(Buffer.concat(chunks)));
        const onError = (error) => finish(() => reject(error));
        const onAbort = () => finish(() => reject(stopReading(stream, signal?.reason)));
        stream.on('data', onData).on('end', onEnd).on('error', onError);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** Ends a read that is not wanted any more: nothing more is read, nothing keeps the process. */
function stopReading(stream, result) {
    stream.on('error', () => { });
    stream.destroy();
    return result;
}

;// CONCATENATED MODULE: ./src/cli/github-only.ts
/**
 * The inputs that act on GitHub itself, by what each needs of it: a GitHub Actions job's
 * repository, commit, event and token. Outside such a job there is no GitHub run to act on.
 */
const GITHUB_ONLY = {
    environment: "names a GitHub environment, whose deployments follow a GitHub Actions job's commit",
    'comment-on-pr': "comments on the pull request of a GitHub Actions job's event",
    'environment-pattern': 'names GitHub environments, whose deployments only a GitHub Actions job marks',
};
/** What a GitLab job has instead, for the one who looks for it there. */
const ELSEWHERE = {
    environment: "in GitLab CI, the job's environment: names the environment",
    'comment-on-pr': 'a GitLab merge request shows its environment by itself',
    'environment-pattern': 'GitLab stops a review environment by its on_stop job',
};
/**
 * Why each GitHub-only input given is refused, where the command line does not run in a GitHub
 * Actions job (GITHUB_ACTIONS=true): a switch set false, or a value given empty, asks nothing.
 */
function gitHubOnlyProblems(inputs, onGitHub) {
    if (onGitHub)
        return [];
    return Object.entries(inputs).flatMap(([input, value]) => {
        const what = GITHUB_ONLY[input];
        if (!what || !asksSomething(input, value))
            return [];
        return [
            `--${input} ${what}: it works only in a GitHub Actions job (GITHUB_ACTIONS=true). Leave it out here; ${ELSEWHERE[input]}.`,
        ];
    });
}
function asksSomething(input, value) {
    if (!('text' in value))
        return true;
    const text = value.text.trim();
    return input === 'comment-on-pr' ? text.toLowerCase() !== 'false' && text !== '' : text !== '';
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/common/bounded-json.ts
var bounded_json = __webpack_require__(7835);
;// CONCATENATED MODULE: ./src/cli/state-file.ts






/** State that lives as long as the command: for the commands that keep none. */
function memoryState() {
    const values = new Map();
    return { save: (name, value) => values.set(name, value), read: (name) => values.get(name) ?? '' };
}
/** A state file larger than this is no state this command wrote. */
const MAX_STATE_BYTES = 64 * 1024;
const state_file_NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/**
 * Where login keeps its state unless --state-file says: a file in the user's own directory of
 * the temporary directory (`agent-deploy-<uid>`), made readable by its owner alone. A directory
 * of that name that is a link, another user's, or open to others is refused: someone else
 * could put a file or a link where the state would be read or written.
 */
function defaultStateFile() {
    const uid = process.getuid?.();
    const dir = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `agent-deploy-${uid ?? 'user'}`);
    try {
        (0,external_node_fs_.mkdirSync)(dir, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== 'EEXIST') {
            return { problem: `Cannot make the state directory ${dir}: ${String(error)}.` };
        }
    }
    const found = (0,external_node_fs_.lstatSync)(dir);
    const privateDir = found.isDirectory() && (uid === undefined || (found.uid === uid && (found.mode & 0o077) === 0));
    if (!privateDir) {
        return {
            problem: `The state directory ${dir} is not a directory of this user's alone: remove it, or give --state-file FILE.`,
        };
    }
    return { file: (0,external_node_path_.join)(dir, 'registry-state.json') };
}
/**
 * State kept in a JSON file between commands, written at once on each save (a command killed
 * mid-login still leaves what its logout needs), readable by its owner alone. The file is never
 * read or written through a link: it is read with O_NOFOLLOW, and each save writes a new file
 * beside it (O_EXCL) and renames it over the old one, which replaces a link rather than its
 * target.
 */
function fileState(file) {
    const values = readState(file);
    return {
        save(name, value) {
            if (value)
                values[name] = value;
            else
                delete values[name];
            replaceFile(file, `${JSON.stringify(values)}\n`);
        },
        read: (name) => values[name] ?? '',
    };
}
function replaceFile(file, text) {
    const temporary = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), `.${(0,external_node_path_.basename)(file)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    writeOutputFile(temporary, text, { fresh: true, mode: 0o600 });
    try {
        (0,external_node_fs_.renameSync)(temporary, file);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(temporary, { force: true });
        throw error;
    }
}
function readState(file) {
    let text;
    try {
        const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | state_file_NO_FOLLOW);
        try {
            const bytes = Buffer.alloc(MAX_STATE_BYTES + 1);
            const length = readFull(fd, bytes);
            if (length > MAX_STATE_BYTES)
                return {};
            text = bytes.subarray(0, length).toString('utf8');
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        return {};
    }
    const parsed = (0,bounded_json/* parseBoundedJson */.Rj)(text);
    const value = parsed.kind === 'json' ? parsed.value : undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string'));
}
/** Reads into `buffer` until it is full or the file ends; the bytes read. */
function readFull(fd, buffer) {
    let length = 0;
    for (;;) {
        const read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
        if (read === 0)
            return length;
        length += read;
        if (length === buffer.length)
            return length;
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/cli/value-problems.ts



/**
 * Why each value given is refused by its own input's rule, named as the command line names it:
 * for a command line refused already, so that a mistyped flag does not hide a bad `--timeout`.
 * The checks that need several inputs wait until the command runs (a flag missing then is most
 * likely the mistyped one); a value read from a file is never quoted.
 */
async function valueProblems(command, { values, fromFile }, wording) {
    const shape = Object.fromEntries(Object.entries(command.shape).filter(([input]) => input in values));
    const given = Object.keys(shape);
    if (given.length === 0)
        return [];
    const raw = Object.fromEntries(given.map((input) => [input, values[input]]));
    try {
        await (0,common_wording/* inWording */.Am)(wording, () => (0,common_inputs/* validateInputs */.C1)(schemas/* object */.Ikc(shape), raw, (0,common_inputs/* multiLineInputs */.H9)(shape), [...fromFile]));
        return [];
    }
    catch (error) {
        if (!(error instanceof common_inputs/* InputError */.dz))
            throw error;
        return error.problems.map(({ input, message }) => `${wording.subject(input)}: ${message}`);
    }
}

;// CONCATENATED MODULE: ./src/cli/preflight.ts






const NOTHING_READ = { values: {}, names: {}, fromFile: new Set() };
/**
 * Everything that can be checked of a command line before its command runs, every problem at
 * once: its flags (`parsed`), the files it writes, the GitHub-only inputs outside a GitHub
 * Actions job (`onGitHub`), and the values it gives, read from files and standard input only
 * when nothing else is wrong. When anything is, each value is checked by its own input's rule
 * as well; the command itself checks them all together once it runs.
 */
async function checkCommandLine(command, parsed, sources, onGitHub) {
    const { flags } = parsed;
    const problems = [...parsed.problems];
    const files = filesOf(command, flags);
    if ('problem' in files)
        problems.push(files.problem);
    else
        problems.push(...outputPathProblems(files));
    if (flags.options['outputs-prefix'] !== undefined && !flags.options['outputs-file']) {
        problems.push('--outputs-prefix needs --outputs-file: the prefix is for the names written there.');
    }
    problems.push(...gitHubOnlyProblems(flags.inputs, onGitHub));
    // A stop heard while the values are read leaves them unknown: the command's clock ends it.
    const values = await readFlagValues(flags, command, { ...sources, files: problems.length === 0 });
    const read = 'read' in values ? values.read : NOTHING_READ;
    const inputs = cliInputs(read, onGitHub);
    if ('problems' in values)
        problems.push(...values.problems);
    if (problems.length > 0)
        problems.push(...(await valueProblems(command, read, inputs.wording)));
    return { problems, files: 'problem' in files ? {} : files, inputs };
}
/** The files the command writes, by flag: the state file too, for a command that keeps one. */
function filesOf(command, flags) {
    const { 'outputs-file': outputs, 'summary-file': summary } = flags.options;
    const files = {
        ...(outputs && { 'outputs-file': outputs }),
        ...(summary && { 'summary-file': summary }),
    };
    if (!command.keepsState)
        return files;
    const given = flags.options['state-file'];
    const state = given ? { file: given } : defaultStateFile();
    return 'problem' in state ? state : { ...files, 'state-file': state.file };
}

// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/cli/text-view.ts

const BAR_CELLS = 24;
/**
 * Lines for a person, on standard error. On a terminal the upload's progress is one bar drawn
 * again in place; elsewhere (a CI log) every line is a plain line. A line cannot act as a
 * workflow command either, should the command line run inside a GitHub workflow.
 */
class TextView {
    #out;
    #terminal;
    #debug;
    #barShown = false;
    constructor(out, options) {
        this.#out = out;
        this.#terminal = options.terminal;
        this.#debug = options.debug;
    }
    line(text, event) {
        if (this.#terminal && event?.type === 'upload' && !event.done) {
            this.#clearBar();
            this.#out.write(progressBar(event));
            this.#barShown = true;
            return;
        }
        this.#write(text);
    }
    debug(text) {
        if (this.#debug)
            this.#write(text, 'debug: ');
    }
    group(title, lines) {
        this.#write(title);
        for (const line of lines)
            this.#write(line, '  ', '  ');
    }
    warning(text, title) {
        this.#write(title ? `${title}: ${text}` : text, 'warning: ');
    }
    error(text, title) {
        this.#write(title ? `${title}: ${text}` : text, 'error: ');
    }
    result() {
        // The step's last line (its conclusion or its error) said it already.
    }
    /** Each line of `text`, the first after `first`, the rest after `rest`. */
    #write(text, first = '', rest = '  ') {
        this.#clearBar();
        const lines = (0,runner_text/* inertLog */.H_)(text).split('\n');
        this.#out.write(lines.map((line, at) => `${at === 0 ? first : rest}${line}\n`).join(''));
    }
    #clearBar() {
        if (!this.#barShown)
            return;
        this.#out.write('\r\u001b[K');
        this.#barShown = false;
    }
}
/** `uploading ▕██████░░░░▏  25% 1.2 of 4.8 MB`, one line to draw over. */
function progressBar({ sentBytes, totalBytes }) {
    const share = totalBytes === 0 ? 1 : Math.min(1, sentBytes / totalBytes);
    const filled = Math.round(share * BAR_CELLS);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}`;
    const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(1);
    const percent = String(Math.floor(share * 100)).padStart(3);
    return `uploading ▕${bar}▏ ${percent}% ${mb(sentBytes)} of ${mb(totalBytes)} MB`;
}

;// CONCATENATED MODULE: ./src/cli/run-cli.ts















/**
 * `agent-deploy <command> [flags]`: reads the flags by the action's shape, runs the action's
 * core on the command line's runtime, and returns the exit code (exit-codes.ts), which it also
 * hands the process (`io.ended`). `root` is the package's folder, where each action.yml is (for
 * --help). A first SIGINT or SIGTERM stops the step as a cancelled job does, outputs file and
 * all, a read of standard input included; a second one ends the process at once.
 */
async function runCli(root, io = processIo()) {
    const exitCode = await commandLine(root, io);
    io.ended(exitCode);
    return exitCode;
}
async function commandLine(root, io) {
    // A closed standard output or error (the reader of a pipe went away, `| head`) is no reason
    // to stop: what was to be shown there is lost; the step still finishes, writes its files
    // and ends with its own exit code.
    for (const stream of [io.stdout, io.stderr])
        stream.on('error', () => { });
    const [first = '--help', second = ''] = io.args;
    if (['--help', '-h', 'help'].includes(first)) {
        const texts = await Promise.all(COMMANDS.map(async (c) => [c, await readActionText(root, c)]));
        io.stdout.write(mainHelp(new Map(texts)));
        return 0;
    }
    if (first === '--version') {
        io.stdout.write(`${packageVersion(root)}\n`);
        return 0;
    }
    const found = findCommand(first, second);
    if ('problem' in found) {
        // No command, so no flags to read: --json is looked for as it is most often written.
        const json = io.args.some((arg) => /^--json(=true)?$/i.test(arg));
        return badInput(usageView(io, json), '', [found.problem]);
    }
    const { command } = found;
    const parsed = parseFlags(io.args.slice(command.name.split(' ').length), command);
    const { flags } = parsed;
    if (flags.options.help === 'true' && parsed.problems.length === 0) {
        io.stdout.write(commandHelp(command, await readActionText(root, command)));
        return 0;
    }
    const view = viewOf(io, flags);
    const environment = (0,run_environment/* runEnvironmentOf */.iz)(io.env);
    const stop = new AbortController();
    let heard;
    const stopListening = io.stops.listen((signal) => {
        if (heard)
            io.exit(exitCodeOf('cancelled', heard));
        heard = signal;
        stop.abort();
    });
    try {
        // Every file the command writes is checked, and every problem named, before anything is
        // read or sent.
        const checked = await checkCommandLine(command, parsed, {
            env: io.env,
            stdin: io.stdin,
            signal: stop.signal,
            debug: (line) => view.debug((0,action_runtime/* cleanMessage */.V8)(line)),
        }, (0,run_environment/* inGitHubActions */.S0)(environment.facts));
        if (checked.problems.length > 0)
            return badInput(view, command.name, checked.problems);
        const { files } = checked;
        const runtime = new CliRuntime(checked.inputs, view, {
            environment,
            stops: io.stops,
            files: {
                outputs: files['outputs-file'],
                outputsPrefix: flags.options['outputs-prefix'],
                summary: files['summary-file'],
            },
            state: files['state-file'] ? fileState(files['state-file']) : memoryState(),
        });
        // A stop heard while the files were read reaches the step's clock, which ends it at once.
        const ran = await runCommand(command, runtime);
        runtime.finishOutputsFile();
        const { report } = ran;
        const outcome = 'crash' in ran ? 'failed' : heard && !report ? 'cancelled' : outcomeOf(report);
        const exitCode = exitCodeOf(outcome, heard);
        // Redacted and bounded as every line the view shows: the failure may quote the service.
        const failure = 'crash' in ran ? ran.crash : report?.failure;
        const outputs = Object.fromEntries(runtime.outputs);
        view.result({
            command: command.name,
            outcome,
            exitCode,
            outputs,
            ...(failure && {
                failure: { title: (0,action_runtime/* cleanMessage */.V8)(failure.title), message: (0,action_runtime/* cleanMessage */.V8)(failure.message) },
            }),
        });
        return exitCode;
    }
    finally {
        stopListening();
    }
}
/**
 * The command's report; should it throw (it writes its own failures, so only a fault of this
 * program would), the failure as the step's, so that even then the files are written and the
 * result comes last.
 */
async function runCommand(command, runtime) {
    try {
        return { report: await (0,common_wording/* inWording */.Am)((0,common_wording/* wordingOf */.O3)(runtime), () => command.run(runtime)) };
    }
    catch (error) {
        const crash = { title: `${command.name} failed`, message: (0,action_runtime/* describeFailure */.Ic)(error) };
        runtime.error(crash.message, crash.title);
        return { crash };
    }
}
function findCommand(first, second) {
    const command = COMMANDS.find((c) => c.name === first || c.name === `${first} ${second}`);
    if (command)
        return { command };
    const shown = (0,action_runtime/* cleanMessage */.V8)(first).slice(0, 40);
    const words = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0]))];
    if (words.includes(first)) {
        const subcommands = COMMANDS.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.name);
        return { problem: `${first} needs one of: ${subcommands.join(', ')}.` };
    }
    const near = (0,nearest_name/* closest */.kp)(first, words);
    return {
        problem: `Unknown command ${JSON.stringify(shown)}${near ? `; did you mean ${near}?` : ''} (agent-deploy --help lists them).`,
    };
}
/** Ends a command the command line itself refused: nothing was sent, and no file is written. */
function badInput(view, command, problems) {
    const exitCode = exitCodeOf('bad-input');
    const message = problems.map(action_runtime/* cleanMessage */.V8).join('\n');
    const title = `${command ? capitalized(command) : 'agent-deploy'} not started: bad input`;
    view.error(message, title);
    view.result({
        command,
        outcome: 'bad-input',
        exitCode,
        outputs: {},
        failure: { title, message },
    });
    return exitCode;
}
/** `registry login` → `Registry login`: a title starts as a sentence does. */
function capitalized(words) {
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
function viewOf(io, flags) {
    const debug = flags.options.debug === 'true';
    if (flags.options.json === 'true')
        return new JsonView(io.stdout, { debug });
    return new TextView(io.stderr, { terminal: io.stderr.isTTY === true, debug });
}
/** The view for problems found before the flags were all read: --json, if it was asked for. */
function usageView(io, json) {
    return json
        ? new JsonView(io.stdout, { debug: false })
        : new TextView(io.stderr, { terminal: false, debug: false });
}
function packageVersion(root) {
    try {
        return String(JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, 'package.json'), 'utf8')).version);
    }
    catch {
        return 'unknown';
    }
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


/***/ }),

/***/ 5045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ SuggestionBudget),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   qb: () => (/* binding */ nearestName)
/* harmony export */ });
/* unused harmony export editDistance */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** At most this many entries of one directory are compared. */
const MAX_NAMES = 1000;
/**
 * What the "did you mean" look-ups of one check may spend together: a suggestion is a
 * courtesy, and a config naming many missing files in a huge directory must not turn it into
 * minutes of reading. Each directory is read once, at most MAX_NAMES of its entries.
 */
class SuggestionBudget {
    #listings = new Map();
    #signal;
    #maxEntries;
    #maxMs;
    #deadline;
    #entriesRead = 0;
    constructor(signal, limits = { entries: 10_000, ms: 1000 }) {
        this.#signal = signal;
        this.#maxEntries = limits.entries;
        this.#maxMs = limits.ms;
    }
    /** How many directory entries the look-ups have read so far. */
    get entriesRead() {
        return this.#entriesRead;
    }
    /** The entries of `dir` (at most MAX_NAMES of them), or undefined when it cannot be read. */
    list(dir) {
        this.#deadline ??= performance.now() + this.#maxMs;
        let listing = this.#listings.get(dir);
        if (!listing) {
            listing = this.#read(dir);
            this.#listings.set(dir, listing);
        }
        return listing;
    }
    #spent() {
        return (this.#entriesRead >= this.#maxEntries ||
            performance.now() >= (this.#deadline ?? 0) ||
            this.#signal?.aborted === true);
    }
    async #read(dir) {
        if (this.#spent())
            return [];
        const entries = [];
        try {
            // Breaking out of the loop closes the directory: the rest of it is never read.
            for await (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.opendir)(dir, { bufferSize: 64 })) {
                entries.push(entry);
                this.#entriesRead++;
                if (entries.length >= MAX_NAMES || this.#spent())
                    break;
            }
        }
        catch {
            if (entries.length === 0)
                return undefined;
        }
        return entries;
    }
}
/**
 * The existing file closest to the missing `file`, shown as `./path` relative to `base`, when
 * one is close enough to be a typo (`agnet.py` for `agent.py`): a file of the same directory,
 * or, when that directory is missing, of a sibling directory with a close name. Only what
 * `budget` still allows is read.
 */
async function nearestName(file, base, budget) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file);
    const namesIn = async (of, keep) => (await budget.list(of))?.filter(keep).map((entry) => entry.name);
    const filesIn = (of) => namesIn(of, (entry) => entry.isFile());
    const inDir = await filesIn(dir);
    let found = inDir && closest(name, inDir);
    if (inDir === undefined) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        const siblings = await namesIn(parent, (entry) => entry.isDirectory());
        const sibling = closest(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(dir), siblings ?? []);
        const inSibling = sibling && (await filesIn(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(parent, sibling)));
        const match = inSibling && (inSibling.includes(name) ? name : closest(name, inSibling));
        if (sibling && match)
            found = node_path__WEBPACK_IMPORTED_MODULE_1___default().join('..', sibling, match);
    }
    if (!found)
        return undefined;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(base, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, found)).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    return relative.startsWith('..') ? relative : `./${relative}`;
}
/** The candidate within a typo's distance of `wanted`: at most 1 edit per 4 characters, 3 at most. */
function closest(wanted, candidates) {
    const allowed = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
    let best;
    for (const name of candidates) {
        if (name === wanted)
            continue;
        const distance = editDistance(wanted, name);
        if (distance <= allowed && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return 4;
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        rows.push([i]);
        for (let j = 1; j <= b.length; j++) {
            const row = rows[i];
            if (i === 0) {
                row.push(j);
                continue;
            }
            const above = rows[i - 1];
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, rows[i - 2]?.[j - 2] + 1);
            }
            row.push(best);
        }
    }
    return rows[a.length]?.[b.length];
}


/***/ })

};
