export const id = 612;
export const ids = [612];
export const modules = {

/***/ 5286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ outputsToWrite),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   R: () => (/* binding */ summaryToWrite),
/* harmony export */   S3: () => (/* binding */ escapeRawControls),
/* harmony export */   V8: () => (/* binding */ cleanMessage),
/* harmony export */   wO: () => (/* binding */ MAX_JSON_OUTPUT_CHARS)
/* harmony export */ });
/* unused harmony exports MAX_OUTPUT_CHARS, MAX_SUMMARY_BYTES, outputProblem, withinBytes */
/* harmony import */ var _redactor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6369);
/* harmony import */ var _runner_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(715);
/* harmony import */ var _step_control_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3387);



/** No one message the action writes grows past this, whatever a service sent. */
const MAX_MESSAGE_CHARS = 8 * 1024;
/** Outputs feed later steps: a value, never a bulk copy of what the service sent. */
const MAX_OUTPUT_CHARS = 2 * 1024;
/** A JSON output (a listener, a list of repositories) may hold more, but not without end. */
const MAX_JSON_OUTPUT_CHARS = 64 * 1024;
/** GitHub takes at most 1 MiB of job summary per step; a summary stays well under it. */
const MAX_SUMMARY_BYTES = 512 * 1024;
/** A message as any runtime writes it: controls out before the redaction (one inside a value would hide it), the cut after. */
function cleanMessage(message) {
    return (0,_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControls */ .$Y)(message), MAX_MESSAGE_CHARS);
}
/**
 * The outputs a runtime writes, each redacted unless it is one of the action's own words, and
 * a warning for each it must leave unset: a value that is not one bounded line (JSON outputs:
 * bounded JSON).
 */
function outputsToWrite(values, ownWords = new Set(), jsonOutputs = new Set()) {
    const written = [];
    const warnings = [];
    for (const [name, value] of Object.entries(values)) {
        if (value === undefined)
            continue;
        const json = jsonOutputs.has(name);
        const redacted = ownWords.has(name) ? value : (0,_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(value);
        const output = json ? escapeRawControls(redacted) : redacted;
        const problem = outputProblem(output, json);
        if (problem)
            warnings.push(`Output ${name} is left unset: ${problem}.`);
        else
            written.push([name, output]);
    }
    return { written, warnings };
}
/** The job summary as any runtime writes it: redacted, and cut to MAX_SUMMARY_BYTES. */
function summaryToWrite(markdown) {
    return withinBytes((0,_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(markdown), MAX_SUMMARY_BYTES);
}
/** Why a value may not be an output, or undefined when it may. */
function outputProblem(value, json) {
    const limit = json ? MAX_JSON_OUTPUT_CHARS : MAX_OUTPUT_CHARS;
    if (value.length > limit) {
        return `the value is ${value.length} characters long, more than the ${limit} an output may hold`;
    }
    // JSON text is one line once escapeRawControls has run; anything else must be one already.
    if (!json && /[\p{Cc}\u2028\u2029]/u.test(value))
        return 'the value is not one line of text';
    return undefined;
}
/**
 * JSON text with DEL, the C1 controls and the line separators escaped: JSON.stringify escapes
 * only U+0000–U+001F, and a later step that prints the output would print the rest raw. They
 * can only stand inside strings, where `\uXXXX` means the same character.
 */
function escapeRawControls(json) {
    return json.replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** `markdown` cut at a line break to fit `maxBytes` of UTF-8, saying so at the end. */
function withinBytes(markdown, maxBytes) {
    if (Buffer.byteLength(markdown) <= maxBytes)
        return markdown;
    const note = '\n\n_The rest of this summary was cut: it was longer than a job summary may be._\n';
    const room = maxBytes - Buffer.byteLength(note);
    // Cut in bytes, then back to the last whole line, which drops a character cut in two.
    const cut = Buffer.from(markdown).subarray(0, room).toString('utf8');
    const lastBreak = cut.lastIndexOf('\n');
    return `${lastBreak > 0 ? cut.slice(0, lastBreak) : cut.replace(/\uFFFD$/, '')}${note}`;
}
function describeFailure(error) {
    if ((0,_step_control_js__WEBPACK_IMPORTED_MODULE_2__/* .isToldAsIs */ ._)(error))
        return error.message;
    if (error instanceof Error)
        return `${error.name}: ${error.message}`;
    return String(error);
}


/***/ }),

/***/ 5266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ runAction)
});

// UNUSED EXPORTS: produceReport

// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/inputs.ts
var inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
;// CONCATENATED MODULE: ./src/common/step-context.ts
/** The step's base on `runtime`: every line goes to it, through its rules. */
function stepBase(runtime, stepClock) {
    return {
        stepClock,
        signal: stepClock.signal,
        log: (line, event) => runtime.info(line, event),
        warn: (line) => runtime.warning(line),
        debug: (line) => runtime.debug(line),
        group: (title, lines) => runtime.group(title, lines),
    };
}

// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/common/action-step.ts







/**
 * The one path every action here takes, whichever runtime it runs on: read and validate the
 * inputs, do the work, always write outputs and the job summary, then conclude. Bad input, an
 * error from the service, the time-out and cancellation all end the same way: a failed step
 * with one clear message, which the runtime turns into the process's exit code. Returns the
 * report it wrote.
 */
async function runAction(action, runtime) {
    const report = await produceReport(action, runtime);
    for (const line of report.warnings ?? [])
        runtime.warning(line);
    runtime.setOutputs(report.outputs, report.ownWords, report.jsonOutputs);
    await runtime.writeSummary(report.summary).catch((error) => {
        runtime.warning(`Could not write the job summary: ${(0,action_runtime/* describeFailure */.Ic)(error)}`);
    });
    if (report.failure)
        runtime.error(report.failure.message, report.failure.title);
    else if (report.conclusion)
        runtime.info(report.conclusion);
    runtime.stepEnded(report.failure !== undefined);
    return report;
}
/**
 * The report of one run of `action`: what runAction writes. The step runs in the runtime's
 * environment, a child process it starts begins from it (step-environment.ts), and its
 * messages are in the runtime's words (wording.ts).
 */
function produceReport(action, runtime) {
    return (0,step_environment/* inRunEnvironment */.OK)(runtime.environment, () => (0,wording/* inWording */.Am)((0,wording/* wordingOf */.O3)(runtime), () => reportOf(action, runtime)));
}
async function reportOf(action, runtime) {
    // Started before anything else, so a cancel while the inputs are checked is heard too.
    const stepClock = new step_control/* StepClock */.Lk(undefined, runtime.stops);
    try {
        const context = { runtime, ...stepBase(runtime, stepClock) };
        const checked = await checkedInputs(action, context);
        if ('report' in checked)
            return checked.report;
        const { inputs } = checked;
        try {
            return await Promise.race([action.work(inputs, context), strayRejection()]);
        }
        catch (error) {
            const stopped = stepClock.stopped;
            return stopped
                ? stoppedReport(action, stopped)
                : failedReport(action, `${action.noun} failed`, describeError(error, runtime));
        }
    }
    finally {
        stepClock.dispose();
    }
}
/** The inputs, read and checked before any request, or the report of why the step ends there. */
async function checkedInputs(action, context) {
    const { runtime, stepClock } = context;
    try {
        let inputs = await stepClock.untilStopped(action.readInputs(runtime));
        stepClock.limit(action.timeoutMs(inputs));
        if (action.checkInputs) {
            inputs = await stepClock.untilStopped(action.checkInputs(inputs, context));
        }
        return { inputs };
    }
    catch (error) {
        const stopped = stepClock.stopped;
        if (stopped) {
            return {
                report: stoppedReport(action, stopped, 'while its inputs were checked; nothing was sent'),
            };
        }
        const title = `${action.noun} not started: bad input`;
        const report = failedReport(action, title, describeError(error, runtime));
        return { report: withEnding(report, 'bad-input') };
    }
}
function stoppedReport(action, stopped, when) {
    const title = `${action.noun} ${stopped.kind.replace('-', ' ')}`;
    const message = when ? `${stopped.message.replace(/\.$/, '')} ${when}.` : stopped.message;
    const report = failedReport(action, title, message);
    if (action.stoppedOutputs)
        report.outputs = action.stoppedOutputs(stopped.kind);
    return withEnding(report, stopped.kind);
}
function withEnding(report, kind) {
    return report.failure ? { ...report, failure: { ...report.failure, kind } } : report;
}
/** A failure's message, with each bad input named as the runtime's front end names it. */
function describeError(error, runtime) {
    if (error instanceof inputs/* InputError */.dz)
        return error.describe((0,wording/* wordingOf */.O3)(runtime).subject);
    return (0,action_runtime/* describeFailure */.Ic)(error);
}
/**
 * Rejects with the first rejection nothing handled, so that a promise some library left behind
 * ends the step with its normal failed report instead of a crash that writes nothing. Later ones
 * are ignored: the step has reported by then.
 */
function strayRejection() {
    return new Promise((_, reject) => {
        process.on('unhandledRejection', reject);
    });
}
function failedReport(action, title, message) {
    return {
        outputs: action.failedOutputs ?? {},
        ...(action.ownWords && { ownWords: action.ownWords }),
        summary: (0,markdown/* renderFailureSummary */.Fr)(title, message),
        failure: { title, message },
    };
}


/***/ }),

/***/ 847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eu: () => (/* binding */ connectionInputs),
/* harmony export */   pw: () => (/* binding */ connectionFrom),
/* harmony export */   ts: () => (/* binding */ requireCredential),
/* harmony export */   v0: () => (/* binding */ baseUrlInput)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8532);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);



const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const isLoopback = (hostname) => LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
const baseUrlInput = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1, { error: 'is required' })
    .transform((text, context) => {
    // The URL parser drops tabs and line breaks silently; a pasted URL with them is a mistake.
    if (/[\s\p{Cc}]/u.test(text)) {
        context.addIssue({
            code: 'custom',
            message: 'must be one URL without spaces, line breaks or control characters',
        });
        return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    let url;
    try {
        url = new URL(text);
    }
    catch {
        context.addIssue({
            code: 'custom',
            message: 'must be an absolute URL such as https://cp.example.com',
        });
        return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    const problem = baseUrlProblem(url);
    if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    return url.href;
});
function baseUrlProblem(url) {
    if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
        return 'must use https:// (plain http:// is accepted only for localhost, where the API key cannot be overheard)';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return 'must be an https:// URL';
    if (url.username || url.password) {
        const w = (0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)();
        return `must not carry credentials; pass ${w.input('api-key')} or ${w.input('bearer-token')} instead`;
    }
    if (url.search || url.hash)
        return 'must not carry a query string or fragment; a path prefix is fine';
    return undefined;
}
/**
 * Sent in an HTTP header: undici would refuse a line break or a non-ASCII character only once
 * the deploy has begun, and no key or token holds a space (a pasted one may).
 */
const credentialInput = _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .regex(/^[\x21-\x7E]+$/, {
    error: 'must be printable ASCII without spaces or line breaks, because it is sent in an HTTP header',
})
    .optional());
/** The connection inputs' rules, spread into each action's schema. */
const connectionInputs = {
    'base-url': baseUrlInput,
    'api-key': credentialInput,
    'bearer-token': credentialInput,
    'tenant-id': _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalUuid */ .kO,
};
/** Adds the check that needs two inputs at once: some credential must be given. */
function requireCredential(schema) {
    return schema.superRefine((value, context) => {
        const inputs = value;
        if (!inputs['api-key'] && !inputs['bearer-token']) {
            context.addIssue({
                code: 'custom',
                path: ['api-key'],
                message: `is required unless ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('bearer-token')} is given`,
            });
        }
    }, _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$);
}
/** The connection settings from validated inputs; a credential not given is left out. */
function connectionFrom(inputs) {
    const settings = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .settingsOf */ .f5)(connectionInputs, inputs);
    return Object.fromEntries(Object.entries(settings).filter(([, value]) => value));
}


/***/ }),

/***/ 779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ GitHubRuntime)
/* harmony export */ });
/* unused harmony export runnerInputs */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _action_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5286);
/* harmony import */ var _redactor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6369);
/* harmony import */ var _run_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1044);
/* harmony import */ var _runner_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(715);
/* harmony import */ var _stop_signals_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2969);






const MAX_TITLE_CHARS = 200;
/** The runner's inputs: `INPUT_<NAME>` as @actions/core reads them (trimmed, '' when not given). */
const runnerInputs = { read: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name) };
/** How long a failed step's process may live on after its report, whatever it still waits for. */
const EXIT_AFTER_FAILURE_MS = 1000;
/**
 * The GitHub runner as an action's runtime: @actions/core, with every known secret value
 * redacted from what is written and handed to the runner's masking first. The values are the
 * process's (processRedactor): the text primitives have redacted service text before escaping
 * or cutting it; each sink here redacts once more, as the last step before anything is cut.
 * The run's environment is the process's, read once when the runtime is made.
 */
class GitHubRuntime {
    inputs = runnerInputs;
    environment = (0,_run_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .runEnvironmentOf */ .iz)(process.env);
    stops = new _stop_signals_js__WEBPACK_IMPORTED_MODULE_5__/* .ProcessStopSignals */ .Z();
    stepEnded(failed) {
        if (!failed)
            return;
        process.exitCode = 1;
        // A request the abort could not reach must not keep a cancelled job alive.
        setTimeout(() => process.exit(), EXIT_AFTER_FAILURE_MS).unref();
    }
    addSecrets(values) {
        for (const value of _redactor_js__WEBPACK_IMPORTED_MODULE_2__/* .processRedactor */ .Ox.add(values))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value);
    }
    /** A log line (its event is for other front ends); it cannot act as a workflow command. */
    info(message) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inertLog */ .H_)((0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanMessage */ .V8)(message)));
    }
    debug(message) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inertLog */ .H_)((0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanMessage */ .V8)(message)));
    }
    group(title, lines) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(title, MAX_TITLE_CHARS));
        for (const line of lines)
            this.info(line);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
    /** An annotation: @actions/core escapes line breaks, so the message stays the command's data. */
    warning(message, title) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanMessage */ .V8)(message), this.#title(title));
    }
    error(message, title) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3((0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanMessage */ .V8)(message), this.#title(title));
    }
    #title(title) {
        return title ? { title: (0,_runner_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(title, MAX_TITLE_CHARS) } : {};
    }
    setOutputs(values, ownWords, jsonOutputs) {
        const { written, warnings } = (0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .outputsToWrite */ .$_)(values, ownWords, jsonOutputs);
        for (const [name, value] of written)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
        for (const warning of warnings)
            this.warning(warning);
    }
    async writeSummary(markdown) {
        if (!process.env.GITHUB_STEP_SUMMARY)
            return;
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryToWrite */ .R)(markdown), true).write();
    }
    saveState(name, value) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(name, value);
    }
    readState(name) {
        return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(name);
    }
}


/***/ }),

/***/ 9184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ validateInputs),
/* harmony export */   H9: () => (/* binding */ multiLineInputs),
/* harmony export */   I$: () => (/* binding */ EVEN_WITH_OTHER_PROBLEMS),
/* harmony export */   IQ: () => (/* binding */ withDefault),
/* harmony export */   JD: () => (/* binding */ repositoryInput),
/* harmony export */   S2: () => (/* binding */ multiLine),
/* harmony export */   Ts: () => (/* binding */ durationInput),
/* harmony export */   Ui: () => (/* binding */ readActionInputs),
/* harmony export */   V0: () => (/* binding */ inputDefaults),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   eB: () => (/* binding */ CREDENTIAL_VARIABLES),
/* harmony export */   f5: () => (/* binding */ settingsOf),
/* harmony export */   gX: () => (/* binding */ enumInput),
/* harmony export */   kO: () => (/* binding */ optionalUuid),
/* harmony export */   k_: () => (/* binding */ structuredInput),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   mm: () => (/* binding */ parseStructuredInput),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   u5: () => (/* binding */ environmentInput),
/* harmony export */   up: () => (/* binding */ booleanInputs),
/* harmony export */   vj: () => (/* binding */ inputNames),
/* harmony export */   wM: () => (/* binding */ gitHubTokenProblem),
/* harmony export */   xQ: () => (/* binding */ camelCase),
/* harmony export */   zq: () => (/* binding */ requiredUuid)
/* harmony export */ });
/* unused harmony exports CREDENTIAL_INPUTS, SECRET_INPUTS, requiredText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9396);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8532);
/* harmony import */ var _parse_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(951);
/* harmony import */ var _step_control_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3387);
/* harmony import */ var _visible_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6963);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7333);





/** The inputs that each hold one credential, whichever action reads them. */
const CREDENTIAL_INPUTS = ['api-key', 'bearer-token', 'github-token'];
/**
 * The environment variables each credential input is read from outside GitHub's runner (the
 * command line): the API key as the service's own command line reads it, then the name the
 * README gives the secret. No child process inherits any of them (step-environment.ts).
 */
const CREDENTIAL_VARIABLES = {
    'api-key': ['LANGSMITH_API_KEY', 'CONTROL_PLANE_API_KEY'],
    'bearer-token': ['CONTROL_PLANE_BEARER_TOKEN'],
    'github-token': ['GITHUB_TOKEN'],
};
/** Inputs whose values must never be repeated in a message. */
const SECRET_INPUTS = new Set(['api-key', 'bearer-token', 'secrets']);
const MAX_INPUT_CHARS = 64 * 1024;
const MAX_STRUCTURED_INPUT_CHARS = 256 * 1024;
/** Each problem on its line, its input named as a front end names it. */
const describeProblems = (problems, nameOf) => problems.map(({ input, message }) => `${nameOf(input)}: ${message}`).join('\n');
class InputError extends _step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH {
    problems;
    /** Its message names each input in the words of the step that is running (wording.ts). */
    constructor(problems) {
        super(describeProblems(problems, (0,_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL)().subject));
        this.name = 'InputError';
        this.problems = problems;
    }
    /** The message with each input named as a front end names it (`--api-key` on a command line). */
    describe(nameOf) {
        return describeProblems(this.problems, nameOf);
    }
}
/** The names of the inputs a shape reads, in its order. */
function inputNames(shape) {
    return Object.keys(shape);
}
/** The notes of each rule; a copy of a noted rule (zod's clone) keeps them. */
const INPUT_NOTES = zod__WEBPACK_IMPORTED_MODULE_4__/* .registry */ .u5();
/** A copy of `rule` with `note` added: one rule (booleanInput) serves several inputs. */
function noted(rule, note) {
    const copy = rule.clone();
    INPUT_NOTES.add(copy, { ...INPUT_NOTES.get(rule), ...note });
    return copy;
}
/**
 * An input's rule with action.yml's default beside it: an input given empty is read as `text`
 * (the runner fills the default in; another front end, or a test, may not), so its value is
 * never undefined. test/metadata holds each one equal to action.yml's `default:`.
 */
function withDefault(rule, text) {
    return noted(rule, { default: text });
}
/** An input written on several lines: a list, JSON or YAML. */
function multiLine(rule) {
    return noted(rule, { multiLine: true });
}
/** The defaults a shape records, by input name: action.yml's literal `default:` values. */
function inputDefaults(shape) {
    return Object.fromEntries(Object.entries(shape).flatMap(([name, rule]) => {
        const text = INPUT_NOTES.get(rule)?.default;
        return text === undefined ? [] : [[name, text]];
    }));
}
/** The inputs of a shape written on several lines. */
function multiLineInputs(shape) {
    return notedInputs(shape, 'multiLine');
}
/** The inputs of a shape read as true or false. */
function booleanInputs(shape) {
    return notedInputs(shape, 'boolean');
}
function notedInputs(shape, note) {
    return Object.keys(shape).filter((name) => INPUT_NOTES.get(shape[name])?.[note]);
}
/** `create-if-missing` → `createIfMissing`: an input's name in the settings. */
function camelCase(name) {
    return name.replace(/-(.)/g, (_, letter) => letter.toUpperCase());
}
/** The values of a shape's inputs out of the checked inputs, each under its camelCase name. */
function settingsOf(shape, inputs) {
    return Object.fromEntries(Object.keys(shape).map((name) => [camelCase(name), inputs[name]]));
}
/**
 * Reads an action's inputs from the runtime's source (trimmed, empty when not given), masks the
 * credentials and secret values before anything can be logged (a validation message included),
 * then validates them all before any request. Booleans too are read as text: zod's message
 * names the input, where getBooleanInput's would not say which one.
 */
async function readActionInputs(runtime, reading) {
    const { shape } = reading;
    const raw = Object.fromEntries(inputNames(shape).map((name) => [name, runtime.inputs.read(name)]));
    for (const [name, value] of Object.entries(inputDefaults(shape))) {
        if (!raw[name])
            raw[name] = value;
    }
    // The credentials, wherever an action has them, and the action's own secret values.
    const secrets = [
        raw['api-key'],
        raw['bearer-token'],
        ...(reading.secretValues?.(raw) ?? []),
        raw['github-token'],
    ];
    runtime.addSecrets(secrets.filter((value) => !!value));
    const fromFile = inputNames(shape).filter((name) => runtime.inputs.fromFile?.(name));
    return validateInputs(reading.schema, raw, multiLineInputs(shape), fromFile);
}
/**
 * Validates raw inputs with a zod object keyed by input name, or throws one InputError naming
 * each bad input. Every input not in `multiLine` must first be one line of visible text: a line
 * break, a control, a zero-width or bidi character or a no-break space would be sent as given.
 * The values of `fromFile` (read from a file or standard input) are never quoted: such a file
 * may hold anything, a key meant for another flag included.
 */
async function validateInputs(schema, raw, multiLine = [], fromFile = []) {
    const echo = (input, value) => fromFile.includes(input) ? '' : echoed(input, value);
    const tooLong = Object.entries(raw).filter(([, value]) => value.length > MAX_INPUT_CHARS);
    if (tooLong.length > 0) {
        throw new InputError(tooLong.map(([input, value]) => ({
            input,
            message: `is ${value.length} characters long; at most ${MAX_INPUT_CHARS} are accepted.`,
        })));
    }
    const problems = Object.entries(raw).flatMap(([input, value]) => {
        const problem = multiLine.includes(input) ? undefined : (0,_visible_text_js__WEBPACK_IMPORTED_MODULE_2__/* .invisibleCharacterProblem */ .U)(value);
        return problem ? [{ input, message: `${problem}${echo(input, value)}.` }] : [];
    });
    const result = await schema.safeParseAsync(raw);
    if (result.success && problems.length === 0)
        return result.data;
    const seen = new Set(problems.map(({ input }) => input));
    for (const issue of result.error?.issues ?? []) {
        const [input = 'inputs', ...rest] = issue.path.map(String);
        if (seen.has(input))
            continue;
        seen.add(input);
        const where = rest.length > 0 ? ` (at ${rest.join('.')})` : '';
        const severalLines = multiLine.includes(input) && raw[input]?.includes('\n');
        const shown = severalLines ? '' : echo(input, raw[input]);
        problems.push({ input, message: `${issue.message}${where}${shown}.` });
    }
    throw new InputError(problems);
}
/** Inputs never repeated in a message: a URL may carry a password or a token in its query. */
const NEVER_ECHOED = new Set([
    ...SECRET_INPUTS,
    ...CREDENTIAL_INPUTS,
    'base-url',
    'langsmith-endpoint',
    'url',
]);
/**
 * Shows a short, quoted form of a bad one-line value, invisible characters as escapes, so a stray
 * one shows. A value written on several lines is not repeated: its message names the line or
 * case at fault instead.
 */
function echoed(input, value) {
    if (NEVER_ECHOED.has(input) || !value || value.length > 80)
        return '';
    return `; got "${(0,_visible_text_js__WEBPACK_IMPORTED_MODULE_2__/* .showInvisible */ .j)(value)}"`;
}
/**
 * Runs a check that needs several inputs even when another input is already refused, so
 * one run names every problem at once.
 */
const EVEN_WITH_OTHER_PROBLEMS = {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
};
const optionalText = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((value) => (value === '' ? undefined : value));
const requiredText = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, { error: 'is required' });
/** A GitHub environment's name: GitHub takes at most 255 characters. */
const environmentInput = optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(255, { error: 'must be at most 255 characters' }).optional());
/**
 * The one rule for github-token (an action's default is `github.token`): a workflow that empties
 * it while asking for any of `features` (inputs) gets this problem, in every action alike;
 * `why` says what the token is for.
 */
function gitHubTokenProblem(wanted, token, features, why) {
    if (!wanted || token)
        return undefined;
    const w = (0,_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL)();
    const named = features.map(w.input).join(' or ');
    const fallback = w.frontEnd === 'action' ? ' (its default is github.token)' : '';
    return `is required with ${named}${why ? `, ${why}` : ''}${fallback}`;
}
const UUID_HINT = 'must be a UUID such as 123e4567-e89b-12d3-a456-426614174000';
// Any 8-4-4-4-12 hex id, as the service reads a uuid; the RFC's version digit is not demanded.
const requiredUuid = requiredText.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .guid */ .OsD({ error: UUID_HINT }));
const optionalUuid = optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .guid */ .OsD({ error: UUID_HINT }).optional());
/** `owner/name` of a repository a source-hosting integration reaches. */
const repositoryInput = optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(/^[^/\s]+\/[^/\s]+$/, { error: 'must be owner/name, such as acme/agents' })
    .optional());
const booleanInput = noted(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .transform((value) => value.toLowerCase())
    .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['true', 'false', ''], { error: 'must be true or false' }))
    .transform((value) => value === 'true'), { boolean: true });
/** An optional input that must be one of a few words. */
const enumInput = (values) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((value, context) => {
    if (value === '')
        return undefined;
    if (values.includes(value))
        return value;
    context.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
});
/** Longer than any job may run; a timer set past about 24.8 days would fire at once instead. */
const MAX_DURATION_MS = 24 * 3_600_000;
/** A duration in milliseconds. */
const durationInput = (minimumMs) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform((text, context) => {
    const ms = (0,_parse_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(text);
    if (ms === undefined) {
        context.addIssue({
            code: 'custom',
            message: 'must be a duration such as 90, 90s, 15m, 1h30m or 500ms',
        });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    }
    if (ms < minimumMs) {
        context.addIssue({ code: 'custom', message: `must be at least ${minimumMs}ms` });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    }
    if (!(ms <= MAX_DURATION_MS)) {
        context.addIssue({ code: 'custom', message: 'must be at most 24h' });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    }
    return ms;
});
/** A JSON or YAML input, checked against a schema; empty means not given. */
const structuredInput = (schema) => zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().transform(async (text, context) => {
    if (text === '')
        return undefined;
    let value;
    try {
        value = await parseStructuredInput(text);
    }
    catch (error) {
        context.addIssue({ code: 'custom', message: error.message });
        return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    for (const issue of parsed.error.issues)
        context.addIssue({ ...issue, path: issue.path });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .NEVER */ .tm;
});
/**
 * Reads an input written as JSON or YAML (JSON first: a YAML parser accepts JSON too, but its
 * messages about broken JSON are worse). YAML aliases are capped so an alias bomb fails. The
 * YAML parser is loaded only for an input written as YAML.
 */
async function parseStructuredInput(text) {
    if (text.length > MAX_STRUCTURED_INPUT_CHARS) {
        throw new Error(`is ${text.length} characters long; at most ${MAX_STRUCTURED_INPUT_CHARS} are accepted`);
    }
    const trimmed = text.trim();
    if (/^[[{]/.test(trimmed)) {
        try {
            return JSON.parse(trimmed);
        }
        catch {
            // Flow-style YAML also starts with a bracket; let the YAML parser have its say.
        }
    }
    const { parseDocument } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    const document = parseDocument(trimmed, { uniqueKeys: true, prettyErrors: false });
    const problem = document.errors[0] ?? document.warnings[0];
    if (problem)
        throw new Error(`is not valid JSON or YAML: ${problem.message.split('\n')[0]}`);
    try {
        return document.toJS({ maxAliasCount: 50 });
    }
    catch (error) {
        throw new Error(`cannot be read: ${error.message.split('\n')[0]}`);
    }
}


/***/ }),

/***/ 3932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ factTable),
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   Fr: () => (/* binding */ renderFailureSummary),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* harmony import */ var _runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _text_forms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8076);


/*
 * Every function here that takes service text redacts it (through oneLine or truncate) before
 * it escapes, quotes or cuts anything: `lsv2\_pt\_…` is neither the value the redactor knows
 * nor what the runner masks, yet GitHub shows it as the key.
 */
/** Text safe inside a Markdown table cell: one bounded line, no markup, no HTML, no links. */
function cell(text, maxChars = _runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SERVICE_TEXT_CHARS */ .NP) {
    return (0,_text_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .V)((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text, maxChars));
}
/** Inline code: one bounded line; a code span shows HTML and links as text already. */
function code(text, maxChars = _runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SERVICE_TEXT_CHARS */ .NP) {
    const clean = (0,_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text, maxChars).replace(/\|/g, '\\|').replace(/`/g, 'ˋ');
    return `\`${clean}\``;
}
/** Several lines of text as a paragraph (or, with a prefix, a quote), each line escaped. */
function prose(text, linePrefix = '', maxChars = 4 * _runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SERVICE_TEXT_CHARS */ .NP) {
    return (0,_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControls */ .$Y)(text), maxChars)
        .split(/\r\n?|\n/)
        .map((line) => (0,_text_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .V)(line.trim()).replace(/^([-+=])|^(\d+)([.)])/, '$2\\$1$3'))
        .map((line) => `${linePrefix}${line}`)
        .join('<br>\n');
}
function table(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
/**
 * A table of facts, one per row, under a header that names its columns (an empty header row
 * shows as an empty band on GitHub, and a screen reader announces no column names).
 */
function factTable(rows) {
    return table(['Fact', 'Value'], rows);
}
/** The summary of a step that failed before it had anything else to show: the message, line by line. */
function renderFailureSummary(title, message) {
    return `### ❌ ${cell(title)}\n\n${prose(message)}\n`;
}


/***/ }),

/***/ 951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   M5: () => (/* binding */ formatLongDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
const UNIT_MS = {
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
};
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/y;
/**
 * Parses `90` (seconds), `90s`, `15m`, `1h30m`, `500ms`, `14d` into milliseconds.
 * Returns undefined for anything else, so callers can name the input in their message.
 */
function parseDuration(text) {
    const value = text.trim().toLowerCase();
    // A number too large to be finite stays Infinity, so the caller can say "at most 24h".
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    if (value === '')
        return undefined;
    let total = 0;
    PART.lastIndex = 0;
    while (PART.lastIndex < value.length) {
        const start = PART.lastIndex;
        const match = PART.exec(value);
        if (!match || match.index !== start)
            return undefined;
        total += Number(match[1]) * UNIT_MS[match[2]];
    }
    return Number.isFinite(total) ? Math.round(total) : undefined;
}
/** `95000` → `1m 35s`: how durations appear in logs and the summary. */
function formatDuration(ms) {
    if (Math.round(ms) < 1000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    const parts = [
        hours && `${hours}h`,
        minutes && `${minutes}m`,
        (seconds || totalSeconds === 0) && `${seconds}s`,
    ];
    return parts.filter(Boolean).join(' ');
}
/**
 * `1_300_000_000` → `15d 1h`: a duration of hours or days, in its two largest units (minutes
 * at the least), for how long something has been idle.
 */
function formatLongDuration(ms) {
    const minutes = Math.floor(Math.max(0, ms) / 60_000);
    if (minutes === 0)
        return 'under 1m';
    const parts = [
        [Math.floor(minutes / 1440), 'd'],
        [Math.floor((minutes % 1440) / 60), 'h'],
        [minutes % 60, 'm'],
    ];
    const first = parts.findIndex(([value]) => value > 0);
    return parts
        .slice(first, first + 2)
        .filter(([value]) => value > 0)
        .map(([value, unit]) => `${value}${unit}`)
        .join(' ');
}


/***/ }),

/***/ 6369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Ox: () => (/* binding */ processRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, PARTIAL_RUN_CHARS, Redactor, foldCase, MIN_SECRET_CHARS */
/* harmony import */ var _text_forms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8076);

const REDACTED = '***';
/**
 * A run this long of a known value is starred out even where the rest of the value is not:
 * a service may echo only the start of a key, or a key it cut at its own length limit.
 */
const PARTIAL_RUN_CHARS = 12;
const START_KEYS = 1 << 16;
/**
 * Replaces every known secret value in text the action writes: log lines, the job summary,
 * outputs, error messages and what is sent to GitHub. The runner masks its log too, but not
 * outputs, API requests, or what a service answer carries before the action has told the
 * runner about it.
 *
 * Each value is replaced whole in every form it may take (each line, JSON-escaped,
 * Markdown-escaped, percent-encoded, base64), whatever the case of its letters, and any run of
 * PARTIAL_RUN_CHARS or more characters of a form that long is starred out too. Both passes are
 * linear in the text's length.
 */
class Redactor {
    #forms = new Set();
    /** The forms with their case folded (see foldCase), longest first. */
    #ordered = [];
    /** Every PARTIAL_RUN_CHARS-long piece of every form at least that long. */
    #pieces = new Set();
    /** Which piece starts (by startKey) exist: most places in a text are passed over on it. */
    #starts = new Uint8Array(START_KEYS);
    /** Registers values; returns those forms not seen before (each needs masking by the runner once). */
    add(values) {
        const added = [];
        for (const value of values) {
            for (const form of secretForms(value)) {
                if (this.#forms.has(form))
                    continue;
                this.#forms.add(form);
                added.push(form);
                for (const piece of piecesOf(foldCase(form))) {
                    this.#pieces.add(piece);
                    this.#starts[startKey(piece, 0)] = 1;
                }
            }
        }
        if (added.length > 0) {
            const folded = new Set([...this.#forms].map(foldCase));
            this.#ordered = [...folded].sort((a, b) => b.length - a.length);
        }
        return added;
    }
    redact(text) {
        if (this.#forms.size === 0 || text === '')
            return text;
        const folded = foldCase(text);
        const found = [];
        for (const form of this.#ordered) {
            for (let at = folded.indexOf(form); at !== -1; at = folded.indexOf(form, at + form.length)) {
                found.push([at, at + form.length]);
            }
        }
        const result = found.length > 0 ? starRanges(text, found) : text;
        if (this.#pieces.size === 0)
            return result;
        return starPartialRuns(result, foldCase(result), this.#pieces, this.#starts);
    }
}
/**
 * The text with its letters in lower case, each character still where it was: a key echoed in
 * capitals is found as well. A character whose lower case is longer keeps its own case.
 */
function foldCase(text) {
    const lower = text.toLowerCase();
    if (lower.length === text.length)
        return lower;
    return text.replace(/[^\0-@[-\x7f]/g, (char) => {
        const folded = char.toLowerCase();
        return folded.length === 1 ? folded : char;
    });
}
/** Each range of the text replaced with one REDACTED; overlapping ranges become one. */
function starRanges(text, found) {
    found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let result = '';
    let kept = 0;
    for (const [start, end] of found) {
        if (end <= kept)
            continue;
        if (start < kept) {
            kept = end;
            continue;
        }
        result += `${text.slice(kept, start)}${REDACTED}`;
        kept = end;
    }
    return result + text.slice(kept);
}
/**
 * The one redactor of the process, as the runner's masking is one per job: the text
 * primitives (runner-text.ts, markdown.ts), the service's error descriptions, the runtime's
 * sinks and the GitHub client all read the values registered here.
 */
const processRedactor = new Redactor();
/** `text` with every value registered with the process's redactor starred out. */
function redact(text) {
    return processRedactor.redact(text);
}
/**
 * Shorter forms are not registered: a value such as `1`, or a secret's line `{`, would star out
 * every id, number and brace the action writes, and is no secret of its own.
 */
const MIN_SECRET_CHARS = 4;
/**
 * A value, each of its lines, the escaped forms it takes inside JSON text and Markdown, what is
 * left of it once control characters are stripped, as every written text is, and the encoded
 * forms the runner masks for its own secrets (percent-encoded, base64); each at least
 * MIN_SECRET_CHARS long, and none of a value shorter than that.
 */
function secretForms(value) {
    if (value.trim().length < MIN_SECRET_CHARS)
        return [];
    return [...allForms(value)].filter((form) => form.trim().length >= MIN_SECRET_CHARS);
}
function allForms(value) {
    const forms = new Set([value]);
    const printable = (0,_text_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControls */ .$)(value);
    if (printable.trim() !== '')
        forms.add(printable);
    for (const line of value.split(/\r?\n/))
        if (line.trim() !== '')
            forms.add(line);
    forms.add(JSON.stringify(value).slice(1, -1));
    forms.add((0,_text_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .V)(value));
    for (const encoded of encodedForms(value))
        forms.add(encoded);
    return forms;
}
/**
 * The value percent-encoded, and in base64 (standard and URL-safe, without padding) as it reads
 * when encoded from its first, second or third byte on: in `base64(user:key)` the key may start
 * anywhere in a group of three bytes. A last digit that also holds bits of whatever follows
 * the value is left off.
 */
function encodedForms(value) {
    const forms = [];
    try {
        forms.push(encodeURIComponent(value));
    }
    catch {
        // A lone surrogate has no percent-encoding, and no service could echo one.
    }
    const bytes = Buffer.from(value, 'utf8');
    for (let offset = 0; offset <= 2 && offset < bytes.length; offset++) {
        const rest = bytes.subarray(offset);
        const digits = rest.toString('base64').replace(/=+$/, '');
        const stable = rest.length % 3 === 0 ? digits : digits.slice(0, -1);
        forms.push(stable, stable.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return forms;
}
/**
 * The pieces of a form worth finding alone. A piece of only blanks, or of one character
 * repeated, tells nothing of the value and would star out indentation or a rule of dashes.
 */
function piecesOf(form) {
    const pieces = [];
    for (let at = 0; at + PARTIAL_RUN_CHARS <= form.length; at++) {
        const piece = form.slice(at, at + PARTIAL_RUN_CHARS);
        if (piece.trim() === '' || piece === piece.charAt(0).repeat(PARTIAL_RUN_CHARS))
            continue;
        pieces.push(piece);
    }
    return pieces;
}
/**
 * Replaces each longest run of text covered by known pieces with one REDACTED; the pieces are
 * looked for in `folded`, the text with its case folded.
 */
function starPartialRuns(text, folded, pieces, starts) {
    const runs = [];
    for (let at = 0; at + PARTIAL_RUN_CHARS <= folded.length; at++) {
        if (starts[startKey(folded, at)] === 0)
            continue;
        if (!pieces.has(folded.slice(at, at + PARTIAL_RUN_CHARS)))
            continue;
        const last = runs.at(-1);
        if (last && at <= last[1])
            last[1] = at + PARTIAL_RUN_CHARS;
        else
            runs.push([at, at + PARTIAL_RUN_CHARS]);
    }
    if (runs.length === 0)
        return text;
    let result = '';
    let kept = 0;
    for (const [start, end] of runs) {
        result += `${text.slice(kept, wholeStart(text, start))}${REDACTED}`;
        kept = wholeEnd(text, end);
    }
    return result + text.slice(kept);
}
/** A hash of the first three characters at `at`, to pass over places no piece starts cheaply. */
function startKey(text, at) {
    const hash = text.charCodeAt(at) * 961 + text.charCodeAt(at + 1) * 31 + text.charCodeAt(at + 2);
    return hash & (START_KEYS - 1);
}
/** A run never starts or ends inside a surrogate pair, which would leave half a character. */
function wholeStart(text, start) {
    const split = isLowSurrogate(text, start) && isHighSurrogate(text, start - 1);
    return split ? start - 1 : start;
}
function wholeEnd(text, end) {
    const split = isHighSurrogate(text, end - 1) && isLowSurrogate(text, end);
    return split ? end + 1 : end;
}
function isHighSurrogate(text, at) {
    const code = text.charCodeAt(at);
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(text, at) {
    const code = text.charCodeAt(at);
    return code >= 0xdc00 && code <= 0xdfff;
}


/***/ }),

/***/ 1044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S0: () => (/* binding */ inGitHubActions),
/* harmony export */   iz: () => (/* binding */ runEnvironmentOf)
/* harmony export */ });
/* unused harmony export RUN_FACTS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The CI variables that state a fact of the run: GitHub's event, repository, commit and API,
 * GitLab's bases. A step reads these and no other variable; none of them is a credential.
 */
const RUN_FACTS = [
    'GITHUB_ACTIONS',
    'GITHUB_API_URL',
    'GITHUB_EVENT_NAME',
    'GITHUB_EVENT_PATH',
    'GITHUB_REPOSITORY',
    'GITHUB_RUN_ID',
    'GITHUB_SERVER_URL',
    'GITHUB_SHA',
    'GITLAB_CI',
    'CI_COMMIT_BEFORE_SHA',
    'CI_MERGE_REQUEST_DIFF_BASE_SHA',
];
/** Whether the run is a GitHub Actions job, as its runner says (GITHUB_ACTIONS=true). */
function inGitHubActions(facts) {
    return facts.GITHUB_ACTIONS === 'true';
}
/** The run's environment from a process environment (`process.env`, or a test's). */
function runEnvironmentOf(env) {
    const variables = Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
    const facts = Object.fromEntries(RUN_FACTS.flatMap((name) => (variables[name] === undefined ? [] : [[name, variables[name]]])));
    return {
        workspace: variables.GITHUB_WORKSPACE || process.cwd(),
        tempDir: variables.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(),
        facts,
        variables,
    };
}


/***/ }),

/***/ 715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* reexport safe */ _text_forms_js__WEBPACK_IMPORTED_MODULE_1__.$),
/* harmony export */   H_: () => (/* binding */ inertLog),
/* harmony export */   NP: () => (/* binding */ MAX_SERVICE_TEXT_CHARS),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony export RUNNER_WHITESPACE */
/* harmony import */ var _redactor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6369);
/* harmony import */ var _text_forms_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8076);
/*
 * Text the action writes where the runner or a person reads it may hold what a service sent:
 * a name, a status, an error's detail, a log line. Such text is data. These functions keep it
 * from acting: no workflow command, no terminal control sequence, no unbounded write.
 */



/**
 * Every character .NET's `Char.IsWhiteSpace` accepts. The runner trims these with
 * `TrimStart()` before it looks for `::` at the start of a line, so any of them may stand
 * before a forged command, not only what JavaScript's `\s` matches (U+0085 is not in `\s`).
 */
const RUNNER_WHITESPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${RUNNER_WHITESPACE}]*):(?=:)`, 'g');
const LEGACY_COMMAND = /##\[/g;
/** A ZERO WIDTH SPACE: not whitespace to .NET, so a line that starts with it is no command. */
const BREAK = '\u200b';
/**
 * A log text that cannot act as a workflow command, whatever it holds: controls stripped, every
 * line break one the runner also sees, and `::` at a line's start or `##[` anywhere broken.
 */
function inertLog(text) {
    return (0,_text_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControls */ .$)(text)
        .replace(/\r\n?/g, '\n')
        .replace(COMMAND_AT_LINE_START, `$1$2:${BREAK}`)
        .replace(LEGACY_COMMAND, `#${BREAK}#[`);
}
/**
 * One line of service text for a message, output or table: no secret value, no controls, no
 * breaks, bounded. Redacted once controls are gone (one may be put inside a key to hide it),
 * again once breaks are spaces, and always before the cut, which could otherwise leave part
 * of a value showing.
 */
function oneLine(text, maxChars) {
    const flat = (0,_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)((0,_text_forms_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControls */ .$)(text))
        .replace(new RegExp(`[${RUNNER_WHITESPACE}]+`, 'g'), ' ')
        .trim();
    return truncate(flat, maxChars);
}
/**
 * Cuts text to at most `maxChars` characters, with a visible ellipsis when it was longer.
 * Secret values are redacted first, so no cut leaves the start of one.
 */
function truncate(text, maxChars) {
    return cut((0,_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text), maxChars);
}
function cut(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    // Never split a surrogate pair: a lone half renders as a replacement character.
    const end = /[\ud800-\udbff]/.test(text.charAt(maxChars - 2)) ? maxChars - 2 : maxChars - 1;
    return `${text.slice(0, end)}…`;
}
/** How long one piece of service text may be wherever the action repeats it. */
const MAX_SERVICE_TEXT_CHARS = 500;
/** Text ending in one full stop (or its own `!` or `?`), for a message that goes on after it. */
function sentence(text) {
    return /[.!?…]$/.test(text) ? text : `${text}.`;
}


/***/ }),

/***/ 3387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ SUB_ACTION_TIMEOUT_MS),
/* harmony export */   Lk: () => (/* binding */ StepClock),
/* harmony export */   _: () => (/* binding */ isToldAsIs),
/* harmony export */   pH: () => (/* binding */ StepFailure)
/* harmony export */ });
/* unused harmony export StepStopped */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _stop_signals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2969);


/** A failure whose message is written for the user as it stands: no error name, no stack. */
class StepFailure extends Error {
}
/**
 * Whether an error's message is written for the user as it stands: a StepFailure, or an error
 * of a lower layer that says so with a `toldAsIs` of true (the client's ServiceError, whose
 * message carries the request and the service's own words).
 */
function isToldAsIs(error) {
    if (error instanceof StepFailure)
        return true;
    return error instanceof Error && error.toldAsIs === true;
}
/** Why the step stopped before the work was done. */
class StepStopped extends StepFailure {
    kind;
    constructor(kind, message) {
        super(message);
        this.name = 'StepStopped';
        this.kind = kind;
    }
}
/**
 * One abort signal for the whole step: it fires at the step's time-out or when the job is
 * cancelled (the runner sends SIGINT, then SIGTERM). Every request and every wait takes it,
 * so the step stops within moments wherever it is. The clock and the cancel run from the
 * moment the step starts: the time-out, once known, counts what came before it too, and a
 * cancel heard before (while a command line read its files) stops the step at once. Only the
 * first signal is the clock's: the ones after it are for whoever listens then (stop-grace.ts).
 */
class StepClock {
    #controller = new AbortController();
    #startedAt = performance.now();
    #timeoutMs = Number.POSITIVE_INFINITY;
    #timer;
    /** The job's stop signals the clock hears: the runtime's. */
    stops;
    #stopListening;
    constructor(timeoutMs, stops = _stop_signals_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_STOPS */ .o) {
        this.stops = stops;
        if (timeoutMs !== undefined)
            this.limit(timeoutMs);
        const cancel = (signal) => this.#controller.abort(new StepStopped('cancelled', `The job was cancelled (${signal}).`));
        if (stops.received) {
            cancel(stops.received);
            this.#stopListening = () => { };
            return;
        }
        const stopListening = stops.listen((signal) => {
            stopListening();
            cancel(signal);
        });
        this.#stopListening = stopListening;
    }
    /** Sets the step's time-out, counted from the step's start, not from this call. */
    limit(timeoutMs) {
        this.#timeoutMs = timeoutMs;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => this.#controller.abort(new StepStopped('timed-out', `The step's time-out of ${timeoutMs}ms ran out.`)), this.remainingMs());
    }
    /**
     * What `work` gives, unless the step stops first: then the stop, at once, even when `work`
     * waits on something the signal cannot reach (a file system read that hangs). Whatever
     * `work` does after that is ignored.
     */
    async untilStopped(work) {
        work.catch(() => undefined);
        const { signal } = this;
        signal.throwIfAborted();
        let onAbort = () => { };
        const stopped = new Promise((_, reject) => {
            onAbort = () => reject(signal.reason);
            signal.addEventListener('abort', onAbort, { once: true });
        });
        try {
            return await Promise.race([work, stopped]);
        }
        finally {
            signal.removeEventListener('abort', onAbort);
        }
    }
    get signal() {
        return this.#controller.signal;
    }
    get stopped() {
        const reason = this.#controller.signal.reason;
        return reason instanceof StepStopped ? reason : undefined;
    }
    elapsedMs() {
        return performance.now() - this.#startedAt;
    }
    remainingMs() {
        return Math.max(0, this.#timeoutMs - this.elapsedMs());
    }
    /** Waits, but never past the time-out, and not at all once the step is stopping. */
    async wait(ms) {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(ms, this.remainingMs()), undefined, { signal: this.signal });
    }
    dispose() {
        clearTimeout(this.#timer);
        this.#stopListening();
    }
}
/** How long a listener or repository step may take: a few requests, each with its own retries. */
const SUB_ACTION_TIMEOUT_MS = 10 * 60_000;


/***/ }),

/***/ 1975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OK: () => (/* binding */ inRunEnvironment),
/* harmony export */   Qc: () => (/* binding */ childEnvironment),
/* harmony export */   kR: () => (/* binding */ currentRunEnvironment)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);


/** The run environment of the step that is running: runAction (and the post step) set it. */
const stepEnvironment = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Runs `work` as a step of a run in `environment`: the children it starts begin from it. */
function inRunEnvironment(environment, work) {
    return stepEnvironment.run(environment, work);
}
/**
 * The run environment of the step running now, for code a step reaches without its runtime
 * at hand (the deploy's packer, for its workspace and temporary directory).
 */
function currentRunEnvironment() {
    const environment = stepEnvironment.getStore();
    if (!environment)
        throw new Error('no step is running: its run environment is unknown');
    return environment;
}
/** The action's inputs (one is the API key), the runner's own tokens, the control plane's. */
const NEVER_INHERITED = /^(?:INPUT_|ACTIONS_RUNTIME_TOKEN$|ACTIONS_ID_TOKEN_|CONTROL_PLANE_)/i;
const CREDENTIALS = new Set(Object.values(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .CREDENTIAL_VARIABLES */ .eB).flat());
/**
 * The one way a child process (git, docker) gets its environment: the variables of the step's
 * run environment (or `from`, which a test gives), without any credential a child has no use
 * for (the action's inputs, the runner's tokens, every variable a credential is read from), and
 * `own` on top. Outside a step, with no `from`, a child inherits nothing but `own`.
 */
function childEnvironment(own = {}, from) {
    const base = from ?? stepEnvironment.getStore()?.variables ?? {};
    const inherited = Object.entries(base).filter((entry) => entry[1] !== undefined &&
        !NEVER_INHERITED.test(entry[0]) &&
        !CREDENTIALS.has(entry[0].toUpperCase()));
    return { ...Object.fromEntries(inherited), ...own };
}


/***/ }),

/***/ 2969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ ProcessStopSignals),
/* harmony export */   o: () => (/* binding */ NO_STOPS)
/* harmony export */ });
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];
/** Stops that never come: a step clock of a test, or code run outside a step. */
const NO_STOPS = { received: undefined, listen: () => () => { } };
/**
 * The process's SIGINT and SIGTERM: the one place in src/ that listens for them (each runtime
 * holds one). It listens only while someone listens to it, so a signal no one waits for ends
 * the process as it would without this.
 */
class ProcessStopSignals {
    #received;
    #listeners = new Set();
    #onSignal = (signal) => {
        this.#received ??= signal;
        // A copy: a listener added while this signal is told hears only the next one.
        for (const listener of [...this.#listeners])
            listener.tell(signal);
    };
    get received() {
        return this.#received;
    }
    listen(listener) {
        if (this.#listeners.size === 0) {
            for (const signal of STOP_SIGNALS)
                process.on(signal, this.#onSignal);
        }
        const entry = { tell: listener };
        this.#listeners.add(entry);
        return () => {
            if (!this.#listeners.delete(entry) || this.#listeners.size > 0)
                return;
            for (const signal of STOP_SIGNALS)
                process.off(signal, this.#onSignal);
        };
    }
}


/***/ }),

/***/ 8076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ stripControls),
/* harmony export */   V: () => (/* binding */ escapeInline)
/* harmony export */ });
/*
 * Terminal escape sequences and control characters: never written, and never allowed to hide
 * a secret value from redaction by standing inside it.
 */
/** CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`, OSC-8 links among them), other escapes. */
const ESCAPE_SEQUENCE = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[P^_][^\u001b]*(?:\u001b\\)?|\u001b[@-Z\\-_]?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u009c]*[\u0007\u009c]?/g;
/**
 * C0 and C1 controls and DEL, except tab and line breaks; format characters (zero-width spaces
 * and joiners, bidi marks and overrides, soft hyphens, tags), the combining grapheme joiner and
 * variation selectors: each is invisible, and one inside a key would keep the key readable
 * while no redaction matched it.
 */
const CONTROL = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}\p{Variation_Selector}]|\u034f/gu;
/** Removes terminal escape sequences, control and invisible format characters; keeps tabs and line breaks. */
function stripControls(text) {
    return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}
/** Characters that would start emphasis, code, a link, an image, a table cell, strike-through or math. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()#!~|{}$]/g;
/** A zero-width space keeps GitHub from turning a URL, a host or a @mention into a link. */
const UNLINK = '\u200b';
/**
 * Text shown as written: never markup, HTML, a link, a mention or a workflow's emphasis. The
 * redactor knows this form of each secret too, in case escaped text ever reaches a sink.
 */
function escapeInline(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(MARKDOWN_PUNCTUATION, '\\$&')
        .replace(/:\/\//g, `:${UNLINK}//`)
        .replace(/\b(www)\./gi, `$1${UNLINK}.`)
        .replace(/@/g, `@${UNLINK}`);
}


/***/ }),

/***/ 6963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ invisibleCharacterProblem),
/* harmony export */   j: () => (/* binding */ showInvisible)
/* harmony export */ });
/*
 * Characters that do not show as themselves: an input that holds one is not what it looks
 * like, and a message that repeats it raw would hide the mistake it reports.
 */
/** Controls (Cc), format characters (Cf: zero-width, bidi), line and paragraph separators, spaces other than U+0020. */
const INVISIBLE = /[[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]--[ ]]/v;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gv');
const SHORT_ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * `text` with every invisible character written as an escape (`\u200b`, `\n`), and `"` and `\`
 * escaped, so that it can be shown between quotes and a bad value looks bad.
 */
function showInvisible(text) {
    return text.replace(/["\\]/g, '\\$&').replace(INVISIBLE_ALL, escapeOf);
}
function escapeOf(char) {
    const short = SHORT_ESCAPES[char];
    if (short)
        return short;
    const code = char.codePointAt(0);
    const hex = code.toString(16);
    return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}
/** What kind of invisible character `char` is, for a message. */
function kindOf(char) {
    if (char === '\n' || char === '\r')
        return 'a line break';
    if (/\p{Cc}/u.test(char))
        return 'a control character';
    if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(char)) {
        return 'a bidi control, which reorders the text around it';
    }
    if (/[\u200b-\u200d\u2060\ufeff]/.test(char))
        return 'a zero-width character';
    if (/\p{Cf}/u.test(char))
        return 'an invisible format character';
    if (/[\u2028\u2029]/.test(char))
        return 'a line or paragraph separator';
    if (/[\u00a0\u2007\u202f]/.test(char))
        return 'a no-break space';
    return 'a space other than the plain one';
}
/**
 * Why `value` is not one line of visible text, naming the first invisible character as an
 * escape; undefined when it is one.
 */
function invisibleCharacterProblem(value) {
    const found = INVISIBLE.exec(value);
    if (!found)
        return undefined;
    const char = found[0];
    return `must be one line without control or invisible characters; it holds ${escapeOf(char)} (${kindOf(char)})`;
}


/***/ }),

/***/ 7333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ inWording),
/* harmony export */   O3: () => (/* binding */ wordingOf),
/* harmony export */   aL: () => (/* binding */ words),
/* harmony export */   o$: () => (/* binding */ commandLineWording),
/* harmony export */   y8: () => (/* binding */ theInput)
/* harmony export */ });
/* unused harmony export ACTION_WORDING */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);

/** An action's words: its inputs as a workflow's `with:` writes them, on GitHub's runner. */
const ACTION_WORDING = {
    frontEnd: 'action',
    onGitHub: true,
    subject: (input) => `Input "${input}"`,
    input: (input) => input,
    setting: (input, value) => `${input}: ${value}`,
};
/**
 * A command line's words: each input as the flag (or the variable) it comes from, `nameOf`'s
 * name for it; a switch set as `--wait` or `--no-wait`.
 */
function commandLineWording(nameOf, onGitHub) {
    return {
        frontEnd: 'command-line',
        onGitHub,
        subject: nameOf,
        input: nameOf,
        setting: (input, value) => {
            if (value === 'true')
                return `--${input}`;
            if (value === 'false')
                return `--no-${input}`;
            return `--${input} ${value}`;
        },
    };
}
/** The words of a runtime (an ActionRuntime): its inputs' own, else an action's. */
function wordingOf(runtime) {
    return runtime.inputs.wording ?? ACTION_WORDING;
}
const stepWording = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Runs `work` with `wording` as the words of every message it makes. */
function inWording(wording, work) {
    return stepWording.run(wording, work);
}
/**
 * The words of the step running now, for a message made where no runtime is at hand (an input
 * rule, a service's answer); outside a step, an action's.
 */
function words() {
    return stepWording.getStore() ?? ACTION_WORDING;
}
/** An input as a sentence refers to it: "the `github-token` input" of an action, a flag or variable of a command line. */
function theInput(input, wording = words()) {
    return wording.frontEnd === 'action' ? `the \`${input}\` input` : wording.input(input);
}


/***/ })

};
