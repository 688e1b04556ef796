export const id = 442;
export const ids = [442];
export const modules = {

/***/ 3698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ AgentServerClient)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(951);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3420);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8391);




/*
 * The client of one deployment's agent server: built once per URL with the key, the origin
 * rules, the connection pool and the caller's clock, and then asked `/info`, a health path,
 * threads and runs. It holds the key; whoever asks says only whether a route needs it.
 */
/** A run or a thread starts only while the clock leaves this much, so the step can still report. */
const STEP_RESERVE_MS = 1000;
/** Less time than this for a run or a thread is no time. */
const LEAST_REQUEST_MS = 100;
class AgentServerClient {
    /** The deployment's URL as the service wrote it; every path is added to it. */
    url;
    clock;
    #apiKey;
    #dispatcher;
    /**
     * The client of the server at `deploymentUrl` (`source_config.custom_url`, anything the
     * service sent), or why no request may go there: only `https:`, or `http:` to a loopback
     * address, and a URL a path can be added to.
     */
    static open(deploymentUrl, options) {
        const checked = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .checkServerUrl */ .r1)(deploymentUrl);
        return checked.ok
            ? { ok: true, server: new AgentServerClient(checked.url, options) }
            : { ok: false, problem: checked.problem };
    }
    constructor(url, { connection, dispatcher, clock }) {
        this.url = url;
        this.clock = clock;
        this.#apiKey = connection.apiKey || undefined;
        this.#dispatcher = dispatcher;
    }
    /** Whether there is a key to send where a route needs one. */
    get hasKey() {
        return this.#apiKey !== undefined;
    }
    /** The URL of `path` on the deployment's, or why it may not be requested. */
    endpoint(path) {
        return (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .endpointOf */ .X5)(this.url, path);
    }
    /** `GET /info`, with the key. */
    info() {
        return this.get('/info', { withKey: true, limitBytes: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_LIMIT_BYTES */ .fZ.info });
    }
    /**
     * `GET <path>`, with the key only when `withKey` (a route behind a key check); each request
     * at most REQUEST_TIMEOUT_MS, and never past the clock.
     */
    async get(path, { withKey, limitBytes = _request_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_LIMIT_BYTES */ .fZ.health }) {
        const endpoint = this.endpoint(path);
        if (!endpoint.ok)
            return { kind: 'no-answer', reason: endpoint.problem, timedOut: false };
        return this.#call({
            url: endpoint.url,
            method: 'GET',
            withKey,
            timeoutMs: Math.min(_request_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUEST_TIMEOUT_MS */ .j2, Math.max(1, this.clock.remainingMs())),
            maxBodyBytes: limitBytes,
        });
    }
    /**
     * A new thread (`POST /threads` with `{}`), for a conversation's runs; or why there is none.
     * Its id comes from the server, so it is checked before it goes into a path.
     */
    async createThread() {
        const posted = await this.#post('/threads', {}, {
            limitBytes: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_LIMIT_BYTES */ .fZ.thread,
            timeoutMs: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUEST_TIMEOUT_MS */ .j2,
            timedOut: (ms) => `no answer within ${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(ms)}`,
        });
        const notStarted = (why) => `no thread was started: ${why}`;
        if (!posted.ok) {
            const where = posted.kind === 'not-sent' ? '' : `POST ${posted.url} → `;
            return { ...posted, problem: notStarted(`${where}${posted.problem}`) };
        }
        const threadId = (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .isPlainObject */ .Q)(posted.values) ? posted.values.thread_id : undefined;
        if (typeof threadId === 'string' && _request_js__WEBPACK_IMPORTED_MODULE_2__/* .SERVER_ID */ .ib.test(threadId))
            return { ok: true, threadId };
        const problem = notStarted(`POST ${posted.url} answered no thread_id in the form of an id`);
        return { url: posted.url, ok: false, kind: 'unreadable', problem };
    }
    /**
     * One run of an assistant until its end (`…/runs/wait`): its final values, or why there are
     * none. It waits `timeoutMs`, or less when the clock leaves less; a server that sends
     * keep-alive newlines while the graph works has not answered until its JSON ends.
     */
    async runWait(run, options) {
        const { threadId } = run;
        if (threadId !== undefined && !_request_js__WEBPACK_IMPORTED_MODULE_2__/* .SERVER_ID */ .ib.test(threadId)) {
            const problem = 'not run: the thread id is not in the form of an id';
            return { url: this.url, ok: false, kind: 'not-sent', problem };
        }
        const path = threadId === undefined ? '/runs/wait' : `/threads/${threadId}/runs/wait`;
        const body = {
            assistant_id: run.assistantId,
            input: run.input,
            ...(run.config && { config: run.config }),
            ...(run.context && { context: run.context }),
        };
        const { timeoutMs, timeoutName = 'its timeout', signal } = options;
        const outcome = await this.#post(path, body, {
            limitBytes: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .READ_LIMIT_BYTES */ .fZ.run,
            timeoutMs,
            timedOut: (ms) => ms < timeoutMs
                ? `no answer before ${this.clock.whose} (${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(ms)} were left)`
                : `no answer within ${timeoutName} of ${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(timeoutMs)}`,
            ...(signal && { signal }),
        });
        if (outcome.ok || outcome.kind !== 'not-sent')
            return outcome;
        return { ...outcome, problem: `not run: ${outcome.problem}` };
    }
    /** Whether the clock leaves room for one more request after a pause of `pauseMs`. */
    roomForAnother(pauseMs) {
        return this.clock.remainingMs() >= pauseMs + _request_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUEST_TIMEOUT_MS */ .j2 / 2;
    }
    /** A pause between two requests; the clock's stop ends it with its reason. */
    async pause(ms) {
        const { signal } = this.clock;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }).catch(() => {
            throw signal.reason;
        });
    }
    /**
     * A thread's or a run's POST, with the key, its answer read; or why it was not sent: the
     * clock leaves no time (it keeps what the step needs to report), or the path may not be asked.
     */
    async #post(path, body, ask) {
        const endpoint = this.endpoint(path);
        if (!endpoint.ok) {
            return { url: this.url, ok: false, kind: 'not-sent', problem: endpoint.problem };
        }
        const { url } = endpoint;
        const budgetMs = this.clock.remainingMs() - STEP_RESERVE_MS;
        if (budgetMs < LEAST_REQUEST_MS) {
            return { url, ok: false, kind: 'not-sent', problem: `${this.clock.whose} left no time` };
        }
        const timeoutMs = Math.min(ask.timeoutMs, budgetMs);
        const answer = await this.#call({
            url,
            method: 'POST',
            body,
            withKey: true,
            timeoutMs,
            maxBodyBytes: ask.limitBytes,
            ...(ask.signal && { signal: ask.signal }),
        });
        const read = (0,_runs_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunAnswer */ .x)(answer, {
            limitBytes: ask.limitBytes,
            timedOut: ask.timedOut(timeoutMs),
        });
        return { url, ...(answer.kind === 'answer' && { text: answer.text }), ...read };
    }
    #call(call) {
        const { withKey, signal, ...rest } = call;
        return (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .callAgentServer */ .dQ)({
            ...rest,
            ...(withKey && { apiKey: this.#apiKey }),
            signal: signal ? AbortSignal.any([this.clock.signal, signal]) : this.clock.signal,
            dispatcher: this.#dispatcher,
        });
    }
}


/***/ }),

/***/ 3420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X5: () => (/* binding */ endpointOf),
/* harmony export */   _u: () => (/* binding */ sizeInWords),
/* harmony export */   dQ: () => (/* binding */ callAgentServer),
/* harmony export */   fZ: () => (/* binding */ READ_LIMIT_BYTES),
/* harmony export */   ib: () => (/* binding */ SERVER_ID),
/* harmony export */   j2: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   r1: () => (/* binding */ checkServerUrl)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _common_deployment_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8090);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(715);



/*
 * One request to a deployment's URL, for the client (client.ts). The URL comes from the service,
 * and anyone who can change a deployment's `custom_url` can point it at a server of theirs, so:
 * only `https:` (or `http:` to a loopback address), redirects never followed (undici's request
 * follows none), the bearer token never sent, and the API key only where the caller passes it
 * (the routes that need it) and only to the URL's own origin. What comes back is data, read up
 * to a cap and no further: each cap is named once here, and said as sizeInWords says it.
 */
/** One request may take this long before it counts as unanswered (unless the caller says). */
const REQUEST_TIMEOUT_MS = 10_000;
/** How much of each answer is read, the rest never downloaded: one place for each limit. */
const READ_LIMIT_BYTES = {
    /** A run's final state: data to judge, not a download. */
    run: 1024 * 1024,
    /** A new thread, and `/info`: a few hundred bytes each. */
    thread: 64 * 1024,
    info: 64 * 1024,
    /** A health path's answer: enough for the part a check shows. */
    health: 16 * 1024,
};
/** What may be shown, output or put in a path as an id the server named: an id, not text. */
const SERVER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/**
 * The deployment's URL as the service wrote it, when requests may go there and paths can be
 * added to it; why not, otherwise.
 */
function checkServerUrl(deploymentUrl) {
    const base = (0,_common_deployment_url_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDeploymentUrl */ .t)(deploymentUrl);
    if (!base.ok)
        return base;
    // Added to a URL with a query or a fragment, a path would not be what is requested.
    if (/[?#]/.test(base.url)) {
        const problem = "the deployment's URL has a query or a fragment, so no path can be added to it";
        return { ok: false, problem };
    }
    return base;
}
/** `path` added to a checkServerUrl URL (one slash between), when a request may go there. */
function endpointOf(serverUrl, path) {
    const url = `${serverUrl.replace(/\/+$/, '')}${path}`;
    const checked = (0,_common_deployment_url_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDeploymentUrl */ .t)(url);
    if (!checked.ok)
        return checked;
    if (new URL(url).origin !== new URL(serverUrl).origin) {
        return { ok: false, problem: `${path} would leave the deployment's URL` };
    }
    return { ok: true, url };
}
/** A read limit as it is said: `1 MiB`, `64 KiB`, or in bytes when it is neither. */
function sizeInWords(bytes) {
    if (bytes % MIB === 0)
        return `${bytes / MIB} MiB`;
    if (bytes % KIB === 0)
        return `${bytes / KIB} KiB`;
    return `${bytes} bytes`;
}
const KIB = 1024;
const MIB = 1024 * KIB;
/** One request to the deployment's URL. Throws only the step's own stop (its signal's reason). */
async function callAgentServer(call) {
    if (call.apiKey && !(0,_common_deployment_url_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDeploymentUrl */ .t)(call.url).ok) {
        throw new Error('the key may only go to an https URL, or http to a loopback address');
    }
    const timeout = AbortSignal.timeout(Math.max(1, Math.floor(call.timeoutMs)));
    const signal = AbortSignal.any([call.signal, timeout]);
    try {
        const answer = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(call.url, {
            method: call.method,
            dispatcher: call.dispatcher,
            signal,
            headers: {
                accept: 'application/json',
                ...(call.body !== undefined && { 'content-type': 'application/json' }),
                ...(call.apiKey && { 'x-api-key': call.apiKey }),
            },
            ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
            headersTimeout: call.timeoutMs,
            bodyTimeout: call.timeoutMs,
        });
        const read = await readBounded(answer.body, call.maxBodyBytes);
        if (call.signal.aborted)
            throw call.signal.reason;
        if (read.body === 'broken' && timeout.aborted)
            read.body = 'timed-out';
        return { kind: 'answer', status: answer.statusCode, ...read };
    }
    catch (error) {
        // The step's own stop (time-out, cancel) ends the deploy, not just this request.
        if (call.signal.aborted)
            throw call.signal.reason;
        const timedOut = timeout.aborted || isUndiciTimeout(error);
        const reason = timedOut
            ? `no answer within ${Math.round(call.timeoutMs)}ms`
            : `no answer (${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControls */ .$Y)(error instanceof Error ? error.message : String(error)).slice(0, 200)})`;
        return { kind: 'no-answer', reason, timedOut };
    }
}
/**
 * The start of a body, at most `maxBytes` read. A body that stalls or breaks off is kept as far
 * as it came: whether that is enough is the caller's to say.
 */
async function readBounded(body, maxBytes) {
    const chunks = [];
    let size = 0;
    let state = 'complete';
    try {
        for await (const chunk of body) {
            const piece = chunk;
            chunks.push(piece.subarray(0, maxBytes - size));
            size += piece.length;
            if (size > maxBytes) {
                state = 'too-large';
                break;
            }
        }
    }
    catch (error) {
        state = isUndiciTimeout(error) ? 'timed-out' : 'broken';
    }
    body.destroy();
    return { text: Buffer.concat(chunks).toString('utf8'), body: state };
}
/** undici's own headers or body time-out, which runs out with the call's (the same length). */
function isUndiciTimeout(error) {
    const code = error?.code;
    return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}


/***/ }),

/***/ 8391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isPlainObject),
/* harmony export */   x: () => (/* binding */ readRunAnswer)
/* harmony export */ });
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7835);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3420);


/*
 * A run of an assistant: what is asked, and what comes back, its final values or why there are
 * none, each way its own kind.
 */
/** How deep one graph error may hold another's JSON in its message before it is shown as it is. */
const MAX_ERROR_NESTING = 4;
/**
 * Reads a `…/runs/wait` (or `/threads`) answer: its JSON, or why the run did not pass.
 * `timedOut` is what to say when the call's time-out ran out before the answer's end, whatever
 * came before (headers, keep-alive newlines); whitespace before the JSON is part of a normal
 * answer. `limitBytes` is the most of it that was read. Every parse is bounded: an answer nested
 * deeper than any real one fails here.
 */
function readRunAnswer(answer, { limitBytes, timedOut }) {
    const fail = (kind, problem, status) => ({
        ok: false,
        kind,
        problem,
        ...(status !== undefined && { status }),
    });
    if (answer.kind === 'no-answer') {
        return answer.timedOut ? fail('timed-out', timedOut) : fail('no-answer', answer.reason);
    }
    const { status } = answer;
    if (answer.body === 'timed-out')
        return fail('timed-out', timedOut, status);
    if (status < 200 || status >= 300) {
        const kind = status === 401 || status === 403 ? 'refused' : 'http-error';
        return fail(kind, `HTTP ${status}${errorDetail(answer.text)}`, status);
    }
    if (answer.body === 'too-large') {
        const limit = (0,_request_js__WEBPACK_IMPORTED_MODULE_0__/* .sizeInWords */ ._u)(limitBytes);
        return fail('unreadable', `the answer is longer than ${limit}, all that is read of it`, status);
    }
    if (answer.body === 'broken') {
        return fail('unreadable', 'the answer broke off before its end', status);
    }
    const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoundedJson */ .Rj)(answer.text);
    if (parsed.kind !== 'json')
        return fail('unreadable', `the answer is ${(0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .unusableJson */ .kv)(parsed)}`);
    const values = parsed.value;
    if (isPlainObject(values) && '__error__' in values) {
        return fail('graph-error', `the run failed: ${graphError(values.__error__, 0)}`, status);
    }
    return { ok: true, values };
}
/**
 * `__error__` in a 200 answer: the graph raised. Told as `<type>: <message>`; a message that is
 * itself the JSON of `{error, message}` (as the published JS server sends it) is unwrapped, so
 * the graph's own error type and words are what shows.
 */
function graphError(error, depth) {
    if (!isPlainObject(error))
        return typeof error === 'string' ? error : JSON.stringify(error);
    const { error: kind, message } = error;
    if (typeof message === 'string' && depth < MAX_ERROR_NESTING) {
        const inner = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoundedJson */ .Rj)(message);
        if (inner.kind === 'json' && isErrorShape(inner.value))
            return graphError(inner.value, depth + 1);
    }
    const told = [kind, message].filter((part) => typeof part === 'string').join(': ');
    return told || 'an __error__ without error or message';
}
function isErrorShape(value) {
    return (isPlainObject(value) && (typeof value.error === 'string' || typeof value.message === 'string'));
}
/** `: <detail>` of an error answer, or the start of its body (a text/plain one, say). */
function errorDetail(text) {
    const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoundedJson */ .Rj)(text);
    if (parsed.kind === 'json' && isPlainObject(parsed.value) && parsed.value.detail !== undefined) {
        const { detail } = parsed.value;
        return `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
    }
    return text.trim() ? `: ${text.trim()}` : '';
}
/** A JSON object (not an array, not null): what the server's answers are read as. */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 8090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ checkDeploymentUrl)
/* harmony export */ });
/* harmony import */ var _loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8136);
/* harmony import */ var _shell_safe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7085);


/**
 * A deployment's URL as the service wrote it (`source_config.custom_url`), checked before it is
 * shown, output or requested: `https:`, or `http:` only to this machine. The text itself is kept
 * as sent; `new URL().href` would add a trailing slash, and `${url}/ok` would then hold `//ok`.
 */
/** Longer than any URL a person would paste; what the service sends beyond it is not a URL. */
const MAX_URL_CHARS = 2048;
/** Whether `value` may be used as the deployment's URL, and why not when it may not. */
function checkDeploymentUrl(value) {
    if (typeof value !== 'string' || value === '') {
        return { ok: false, problem: 'the service gave the deployment no URL' };
    }
    if (value.length > MAX_URL_CHARS) {
        return {
            ok: false,
            problem: `the deployment's URL is longer than ${MAX_URL_CHARS} characters`,
        };
    }
    // URL parsers read `\` as `/`: `https://a.example\@b.example` is a request to a.example.
    if (value.includes('\\')) {
        return { ok: false, problem: "the deployment's URL holds a backslash" };
    }
    // A URL output often lands in a script: a character a shell acts on is refused, not passed on.
    const shellProblem = (0,_shell_safe_js__WEBPACK_IMPORTED_MODULE_1__/* .shellTextProblem */ .x)(value);
    if (shellProblem)
        return { ok: false, problem: `the deployment's URL ${shellProblem}` };
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return { ok: false, problem: "the deployment's URL does not parse as a URL" };
    }
    if (url.username || url.password) {
        return { ok: false, problem: "the deployment's URL carries a user name or password" };
    }
    if (url.protocol === 'https:')
        return { ok: true, url: value };
    if (url.protocol === 'http:' && (0,_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackOrigin */ ._)(url))
        return { ok: true, url: value };
    if (url.protocol === 'http:') {
        return {
            ok: false,
            problem: `the deployment's URL is plain http:// to ${url.hostname}, which is not this machine; only https:// (or http:// to a loopback address) is used`,
        };
    }
    return {
        ok: false,
        problem: `the deployment's URL has the scheme ${url.protocol.replace(/[^a-z0-9+.-]/g, '')}, not https:`,
    };
}


/***/ }),

/***/ 2672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ findOrCreateDeployment),
/* harmony export */   HZ: () => (/* binding */ findDeployment)
/* harmony export */ });
/* unused harmony export createOnce */
/* harmony import */ var _client_service_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4203);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);
/* harmony import */ var _own_revision_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9924);
/* harmony import */ var _send_once_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8400);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3311);






/**
 * The deployment a target names, read whole: by its id, or by its exact name (see
 * findDeploymentByName). Undefined only when no deployment has the name.
 */
async function findDeployment({ client, signal, log, warn }, target) {
    if ('id' in target)
        return client.getDeployment(target.id, { signal });
    const found = await (0,_target_js__WEBPACK_IMPORTED_MODULE_5__/* .findDeploymentByName */ .X0)(client, target.name, signal, warn);
    if (!found)
        return undefined;
    log(`Deployment "${target.name}" is ${found.id}.`);
    return client.getDeployment(found.id, { signal });
}
/**
 * The deployment a target names; a name that matches nothing is created when `missing` says
 * how, and fails with its refusal otherwise. The create is sent once (createOnce).
 */
async function findOrCreateDeployment(context, target, missing) {
    const deployment = await findDeployment(context, target);
    if (deployment)
        return { deployment, created: false };
    const { name } = target;
    if (!missing.create)
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH(missing.refusal(name));
    const { body, note } = await missing.create(name);
    context.log(note);
    return { deployment: await createOnce(context, body), created: true };
}
/**
 * `POST /v2/deployments`, never sent twice blindly: when the answer is lost, the name is looked
 * up again. Nothing by that name means the service did not act, and the create goes once more;
 * a deployment that now has the name is taken only if it holds what this run sent (the service
 * refuses a second create of a name, so another run's create is the only other way it can be
 * there; two that answer to it fail the lookup itself).
 */
function createOnce(context, body) {
    const { client, signal, warn } = context;
    return (0,_send_once_js__WEBPACK_IMPORTED_MODULE_4__/* .sendOnce */ .E4)(context, {
        named: 'create',
        send: () => client.createDeployment(body, { signal }).catch((error) => {
            throw nameTakenHint(error, body.name);
        }),
        readBack: async () => {
            const found = await (0,_target_js__WEBPACK_IMPORTED_MODULE_5__/* .findDeploymentByName */ .X0)(client, body.name, signal, warn);
            if (!found) {
                return {
                    verdict: 'not-acted',
                    note: `No deployment is named "${body.name}", so the service did not act on the create: sending it once more.`,
                };
            }
            const deployment = await client.getDeployment(found.id, { signal });
            if (!(0,_own_revision_js__WEBPACK_IMPORTED_MODULE_3__/* .isOwnRevision */ .e)(deployment, undefined, deployment, body)) {
                return { verdict: 'fail', failure: new RacingCreate(body.name, deployment.id) };
            }
            return {
                verdict: 'acted',
                result: deployment,
                note: `Deployment "${body.name}" now exists as ${deployment.id} and holds what this run sent: that is this create's deployment, so it is not sent again.`,
            };
        },
    });
}
/**
 * A create answered 409 while no deployment has the name: the name is taken by the tracing
 * project a deployment of that name left when it was deleted without its own. Nothing of the
 * deploy action can remove that project; the hint says what blocks the name and what keeps it
 * from happening again.
 */
function nameTakenHint(error, name) {
    if (!(error instanceof _client_service_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) || error.status !== 409)
        return error;
    return error.withHint(`No deployment is named "${name}", so what takes the name is most likely the tracing project of a deployment of that name that was deleted without it. Delete that tracing project (or choose another name) to create the deployment. To keep it from happening, ${deleteWithTracing()}.`);
}
/** Thrown when another run created the deployment of this name while this run's create went unanswered. */
class RacingCreate extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH {
    constructor(name, deploymentId) {
        super(`Deployment "${name}" appeared as ${deploymentId} while this run's create went unanswered, and it does not hold what this run sent: another run created it. This run stops instead of reporting that deployment as its own; run it again to deploy to it.`);
    }
}
/** How a preview is deleted with its tracing project, in the words of the step's front end. */
function deleteWithTracing() {
    const w = (0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)();
    return w.frontEnd === 'action'
        ? "delete previews with the delete action's `delete-tracing-project: true`, which the sweep action does by default"
        : 'delete previews with `agent-deploy delete --delete-tracing-project`, which `agent-deploy sweep` does by default';
}


/***/ }),

/***/ 9924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ isOwnRevision)
/* harmony export */ });
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);

/**
 * Whether `made` (a revision, or a deployment just created) is provably what this request
 * made: it carries every revision-level value that was sent, and the deployment's earlier
 * value of each one that was not (so a deploy that changed only another member is not taken
 * for this one), the source if one was picked, and the deployment now holds exactly the
 * secret names that were sent. One another deploy made differs in at least one of them; one
 * that matches deploys exactly what this run asked for either way.
 */
function isOwnRevision(made, before, deployment, sent) {
    const values = (config) => (config ?? {});
    const given = values(sent.source_revision_config);
    const earlier = values(before?.source_revision_config);
    const has = values(made.source_revision_config);
    for (const member of _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .REVISION_FIELDS */ .It) {
        const expected = given[member] ?? earlier[member];
        if (expected != null && has[member] !== expected)
            return false;
    }
    if (sent.source && made.source !== sent.source)
        return false;
    if (sent.secrets) {
        const names = (list) => [...new Set(list.map((s) => s.name))].sort();
        const held = names(deployment.secrets ?? []);
        const wanted = names(sent.secrets);
        if (held.length !== wanted.length || held.some((name, i) => name !== wanted[i]))
            return false;
    }
    return true;
}


/***/ }),

/***/ 8400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ sendOnce),
/* harmony export */   O4: () => (/* binding */ RacingDeploy),
/* harmony export */   rc: () => (/* binding */ readLatestRevision)
/* harmony export */ });
/* unused harmony export isAmbiguous */
/* harmony import */ var _client_retry_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7384);
/* harmony import */ var _client_service_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4203);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3387);



/**
 * Sends a write once. When its answer leaves unclear whether the service acted, nothing is sent
 * again blindly: the service is read back first, and the write is repeated (once) only when the
 * read-back shows it was not applied.
 */
async function sendOnce({ log, warn }, write) {
    let unclear;
    try {
        return await write.send();
    }
    catch (error) {
        if (!(write.isUnclear ?? isAmbiguous)(error))
            throw error;
        unclear = error;
    }
    if (write.named) {
        warn(`${unclear.message}. The ${write.named} may have reached the service; reading the deployment to find out before anything is sent again.`);
    }
    const found = await write.readBack(unclear);
    if (found.verdict === 'fail')
        throw found.failure;
    if (found.verdict === 'acted') {
        if (found.note)
            log(found.note);
        return found.result;
    }
    log(found.note);
    return write.send();
}
/**
 * Whether the service may or may not have applied the request: no answer, a 2xx whose body
 * cannot be read (it arrived; what it did is unknown), or a transient status other than the
 * ones that say the service did not act (429, 503). A 408 counts: a proxy may send it after
 * forwarding the request.
 */
function isAmbiguous(error) {
    if (!(error instanceof _client_service_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7) || !error.mayHaveReachedService)
        return false;
    if (error.kind === 'network' || error.kind === 'invalid-response')
        return true;
    return error.isTransient && !_client_retry_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .UNSAFE_RETRY_STATUSES */ .DJ.includes(error.status);
}
/**
 * The read-back of a write that makes a revision: the deployment as it now stands and, when its
 * latest revision moved since `before`, that revision. A latest that did not move means the
 * service made no revision.
 */
async function readLatestRevision(client, before, signal) {
    const now = await client.getDeployment(before.id, { signal });
    const latest = now.latest_revision_id;
    if (!latest || latest === before.latest_revision_id)
        return { now };
    return { now, moved: await client.getRevision(before.id, latest, { signal }) };
}
/** Thrown when another deploy moved the deployment while this run's request went unanswered. */
class RacingDeploy extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_2__/* .StepFailure */ .pH {
    constructor(deploymentId, revisionId) {
        super(`Another deploy moved deployment ${deploymentId} to revision ${revisionId} while this run's request went unanswered, and that revision is not what this run sent. This run cannot know whether its own request was applied, so it stops instead of reporting someone else's deploy as its own; run it again to deploy on top.`);
    }
}


/***/ }),

/***/ 8762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ evalShape),
/* harmony export */   P_: () => (/* binding */ evalProblems),
/* harmony export */   df: () => (/* binding */ isGateOn)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _input_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5688);




const REGRESSION_MODES = ['delta', 'significant'];
const DEFAULT_LANGSMITH_ENDPOINT = 'https://api.smith.langchain.com';
/**
 * The evaluation gate's inputs by name, each with its rule and action.yml's default: spread into
 * an action's shape (the deploy's, the eval sub-action's). The gate is on when eval-dataset is
 * given; evalProblems holds the rules between them.
 */
const evalShape = {
    'eval-dataset': _input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .datasetInput */ .lu,
    'eval-assistant': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(256, { error: 'must be at most 256 characters' }).optional()),
    'eval-evaluators': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .multiLine */ .S2)(_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluatorsInput */ .By),
    'eval-threshold': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .multiLine */ .S2)(_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .thresholdsInput */ .N1),
    'eval-baseline': _input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineInput */ .SX,
    'eval-max-regression': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .fractionInput */ .rl, '0.05'),
    'eval-regression': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)((0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .enumInput */ .gX)(REGRESSION_MODES), 'delta'),
    'eval-concurrency': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)((0,_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .countInput */ .u2)(1, 32), '4'),
    'eval-repetitions': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)((0,_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .countInput */ .u2)(1, 10), '1'),
    'eval-timeout': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)((0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .durationInput */ .Ts)(1000), '2m'),
    'eval-upload': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'false'),
    'langsmith-endpoint': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .baseUrlInput */ .v0, DEFAULT_LANGSMITH_ENDPOINT),
};
function isGateOn(settings) {
    return Boolean(settings.evalDataset && settings.evalAssistant && settings.evalEvaluators);
}
/**
 * The rules between the gate's inputs, each told against the input to change; all are checked
 * before anything is sent. Without eval-dataset the gate is off, and an input that only the gate
 * reads is a mistake (one with a default cannot be told apart from not given, and is let be).
 */
function evalProblems(settings, context) {
    const problem = (input, message) => ({ input, message });
    if (!settings.evalDataset) {
        const needy = ['evalAssistant', 'evalEvaluators', 'evalThreshold', 'evalBaseline']
            .filter((name) => settings[name] !== undefined)
            .map((name) => problem(inputName(name), 'needs eval-dataset: the gate runs on a dataset'));
        if (settings.evalUpload)
            needy.push(problem('eval-upload', 'needs eval-dataset'));
        return needy;
    }
    const problems = [];
    if (!settings.evalAssistant) {
        problems.push(problem('eval-assistant', 'is required with eval-dataset: the graph id or assistant id'));
    }
    if (!settings.evalEvaluators) {
        problems.push(problem('eval-evaluators', `is required with eval-dataset: one a line, ${_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .BUILTIN_EVALUATORS */ .tz.join(', ')} or the path of an evaluator module`));
    }
    if (!settings.evalThreshold && !settings.evalBaseline) {
        problems.push(problem('eval-threshold', 'or eval-baseline is required: a gate with neither cannot fail'));
    }
    problems.push(...thresholdKeyProblems(settings));
    if (settings.evalRegression === 'significant' && !settings.evalBaseline) {
        problems.push(problem('eval-regression', 'compares with eval-baseline, which is not given'));
    }
    const fromLangSmith = settings.evalDataset.kind === 'langsmith';
    if (settings.evalUpload && !fromLangSmith) {
        problems.push(problem('eval-upload', 'needs a dataset in LangSmith (eval-dataset: langsmith:<name>): an experiment belongs to a dataset there'));
    }
    if ((fromLangSmith || settings.evalUpload) && !context.hasApiKey) {
        problems.push(problem('api-key', 'is required to reach LangSmith (eval-dataset from langsmith:, or eval-upload): it takes the key, not a bearer token'));
    }
    return problems;
}
/**
 * A threshold on a key no evaluator gives: known before the run only when every evaluator is a
 * built-in, whose key is its name (a module's keys show once it runs).
 */
function thresholdKeyProblems(settings) {
    const evaluators = settings.evalEvaluators;
    if (!evaluators || evaluators.some((spec) => spec.kind === 'module'))
        return [];
    const keys = new Set(evaluators.map(_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .specName */ .hi));
    return (settings.evalThreshold ?? [])
        .filter(({ key }) => !keys.has(key))
        .map(({ key }) => ({
        input: 'eval-threshold',
        message: `names ${JSON.stringify(key)}, which no evaluator of eval-evaluators gives (they give ${[...keys].join(', ') || 'none'})`,
    }));
}
/** `evalAssistant` → `eval-assistant`. */
function inputName(setting) {
    return setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}


/***/ }),

/***/ 238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vy: () => (/* binding */ formatInterval),
  y: () => (/* binding */ formatScore),
  a: () => (/* binding */ judgeKeys)
});

;// CONCATENATED MODULE: ./src/evaluation/paired-stats.ts
/*
 * The statistics of a paired comparison: the same examples scored on two revisions. Everything
 * here is deterministic: the bootstrap draws from a seeded generator, so the same scores give
 * the same interval on every run and every machine.
 */
const BOOTSTRAP_RESAMPLES = 10_000;
function mean(values) {
    if (values.length === 0)
        return 0;
    let sum = 0;
    for (const value of values)
        sum += value;
    return sum / values.length;
}
/** Mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
        mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
        return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
    };
}
/** FNV-1a of `text`: a key's own seed, so each key's interval is drawn apart and repeatably. */
function seedOf(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
/**
 * The 95% percentile interval of the mean paired difference: `resamples` times, as many
 * differences as there are drawn with replacement and averaged; the 2.5th and 97.5th
 * percentiles of those means. Resampling whole examples keeps an example's repetitions
 * together (each difference is one example's).
 */
function pairedBootstrap(differences, seed, resamples = BOOTSTRAP_RESAMPLES) {
    const count = differences.length;
    if (count === 0)
        return { low: 0, high: 0 };
    const random = seededRandom(seed);
    const means = new Float64Array(resamples);
    for (let r = 0; r < resamples; r++) {
        let sum = 0;
        for (let i = 0; i < count; i++)
            sum += differences[Math.floor(random() * count)];
        means[r] = sum / count;
    }
    means.sort();
    const at = (fraction) => means[Math.min(resamples - 1, Math.floor(fraction * resamples))];
    return { low: at(0.025), high: at(0.975) };
}
/**
 * The exact McNemar test, two-sided: of the discordant pairs (an example right on one revision
 * only), how likely a split at least this uneven is when each side is as likely as the other,
 * from the binomial distribution with p = 1/2. 1 when no pair is discordant.
 */
function mcNemarExact(onlyFirst, onlySecond) {
    const discordant = onlyFirst + onlySecond;
    if (discordant === 0)
        return 1;
    const fewer = Math.min(onlyFirst, onlySecond);
    const logHalf = discordant * Math.log(0.5);
    let logChoose = 0;
    let tail = 0;
    for (let k = 0; k <= fewer; k++) {
        tail += Math.exp(logChoose + logHalf);
        logChoose += Math.log(discordant - k) - Math.log(k + 1);
    }
    return Math.min(1, 2 * tail);
}

;// CONCATENATED MODULE: ./src/evaluation/gate.ts

/** Differences this small are the floating point's, not a drop. */
const EPSILON = 1e-9;
const SIGNIFICANCE = 0.05;
/**
 * Judges every key: its mean must reach its threshold; with a baseline, it may not be lower than
 * the baseline's by more than eval-max-regression (`delta`), or, with `significant`, it fails
 * only when that drop is also significant: by the exact McNemar test (p < 0.05) where every
 * score of the key is 0 or 1 and each example ran once, else by the paired bootstrap's 95%
 * interval lying wholly below 0. A key no run got a real score for fails whatever else holds.
 */
function judgeKeys(settings, run, baseline) {
    const compared = baseline && 'run' in baseline ? baseline : undefined;
    const keys = [...new Set([...run.keys, ...(compared?.run.keys ?? [])])];
    const thresholds = new Map((settings.evalThreshold ?? []).map((t) => [t.key, t.minimum]));
    return keys.map((key) => {
        const scores = exampleScores(run, key);
        const score = {
            key,
            mean: mean(scores.means),
            errors: scores.errors,
            verdict: 'reported',
            why: 'no threshold or baseline',
        };
        const threshold = thresholds.get(key);
        if (threshold !== undefined)
            score.threshold = threshold;
        if (compared)
            Object.assign(score, comparison(key, scores, exampleScores(compared.run, key)));
        return { ...score, ...verdictOf(score, settings, compared?.label, scores) };
    });
}
function exampleScores(run, key) {
    const sums = new Array(run.exampleCount).fill(0);
    let [errors, binary, scored] = [0, run.repetitions === 1, false];
    let firstError;
    for (const scoredRun of run.runs) {
        const cell = scoredRun.scores[key] ?? { score: 0, error: `no evaluator gave ${key} a score` };
        sums[scoredRun.example] = (sums[scoredRun.example] ?? 0) + cell.score;
        if (cell.score !== 0 && cell.score !== 1)
            binary = false;
        if (cell.error === undefined)
            scored = true;
        else {
            errors++;
            firstError ??= cell.error;
        }
    }
    const means = sums.map((sum) => sum / run.repetitions);
    return { means, errors, binary, scored, ...(firstError && { firstError }) };
}
function comparison(key, now, before) {
    const differences = now.means.map((value, index) => value - (before.means[index] ?? 0));
    const difference = mean(now.means) - mean(before.means);
    const result = {
        baselineMean: mean(before.means),
        difference,
        interval: pairedBootstrap(differences, seedOf(key)),
    };
    if (!now.binary || !before.binary)
        return result;
    let [lost, won] = [0, 0];
    now.means.forEach((value, index) => {
        const was = before.means[index];
        if (value < (was ?? 0))
            lost++;
        else if (value > (was ?? 0))
            won++;
    });
    return { ...result, pValue: mcNemarExact(lost, won) };
}
function verdictOf(score, settings, baselineLabel, scores) {
    const shown = (value) => formatScore(value);
    if (!scores.scored) {
        return { verdict: 'failed', why: `no run got a score: ${scores.firstError ?? 'none given'}` };
    }
    if (score.threshold !== undefined && score.mean < score.threshold - EPSILON) {
        return { verdict: 'failed', why: `${shown(score.mean)} < ${shown(score.threshold)}` };
    }
    if (score.baselineMean !== undefined && score.difference !== undefined) {
        const drop = -score.difference;
        const tooLow = drop > settings.evalMaxRegression + EPSILON;
        const below = `${shown(drop)} below ${baselineLabel}`;
        if (tooLow && settings.evalRegression === 'delta') {
            return { verdict: 'failed', why: `${below} (more than ${settings.evalMaxRegression})` };
        }
        if (tooLow) {
            const significant = score.pValue !== undefined
                ? score.pValue < SIGNIFICANCE
                : (score.interval?.high ?? 0) < -EPSILON;
            const test = score.pValue !== undefined
                ? `McNemar p = ${score.pValue.toPrecision(2)}`
                : `95% interval ${formatInterval(score.interval)}`;
            return significant
                ? { verdict: 'failed', why: `${below}, significant (${test})` }
                : { verdict: 'passed', why: `${below}, not significant (${test})` };
        }
        return { verdict: 'passed', why: `within ${settings.evalMaxRegression} of ${baselineLabel}` };
    }
    return score.threshold !== undefined
        ? { verdict: 'passed', why: `≥ ${shown(score.threshold)}` }
        : { verdict: 'reported', why: 'no threshold or baseline' };
}
/**
 * A score as the summary shows it: three decimals at most (two at least), cut rather than
 * rounded, so a mean just under a threshold never shows as reaching it.
 */
function formatScore(value) {
    const cutValue = Math.trunc(value * 1000 + (value < 0 ? -EPSILON : EPSILON)) / 1000;
    return cutValue.toFixed(3).replace(/(\.\d\d)0$/, '$1');
}
function formatInterval(interval) {
    return interval ? `[${formatScore(interval.low)}, ${formatScore(interval.high)}]` : '';
}


/***/ }),

/***/ 5688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   By: () => (/* binding */ evaluatorsInput),
/* harmony export */   N1: () => (/* binding */ thresholdsInput),
/* harmony export */   SX: () => (/* binding */ baselineInput),
/* harmony export */   hi: () => (/* binding */ specName),
/* harmony export */   lu: () => (/* binding */ datasetInput),
/* harmony export */   rl: () => (/* binding */ fractionInput),
/* harmony export */   tz: () => (/* binding */ BUILTIN_EVALUATORS),
/* harmony export */   u2: () => (/* binding */ countInput)
/* harmony export */ });
/* unused harmony exports workspacePathProblem, parseFraction */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8532);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);


const BUILTIN_EVALUATORS = ['exact', 'contains'];
const MAX_EVALUATORS = 20;
const MAX_THRESHOLDS = 50;
const MODULE_EXTENSIONS = /\.(?:mjs|js|cjs|ts|mts|cts)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A score's key in a threshold line: what evaluators name their keys with, no spaces. */
const KEY = /^[\w.:/-]{1,100}$/;
const THRESHOLD = /^(\S+)\s*>=\s*(\S+)$/;
/** Why `path` is not a path inside the workspace: relative, no `..`, no control character. */
function workspacePathProblem(path) {
    if (/\p{Cc}/u.test(path))
        return 'must be one line without control characters';
    if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path)) {
        return 'must be a path relative to the workspace';
    }
    if (path.split(/[\\/]/).includes('..'))
        return 'must not leave the workspace with ..';
    return undefined;
}
/** A number from 0 to 1, written as a decimal (`0.9`, `.05`, `1`). */
function parseFraction(text) {
    if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text))
        return undefined;
    const value = Number(text);
    return value >= 0 && value <= 1 ? value : undefined;
}
/** `text`, without blank lines, as [line number, trimmed line]. */
function numberedLines(text) {
    return text
        .split(/\r?\n/)
        .map((line, index) => [index + 1, line.trim()])
        .filter(([, line]) => line !== '' && !line.startsWith('#'));
}
/** A rule for an input of one item a line: `read` gives the item, or the line's problem. */
function linesInput(read, max) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((text, context) => {
        const lines = numberedLines(text);
        if (lines.length === 0)
            return undefined;
        const fail = (message) => {
            context.addIssue({ code: 'custom', message });
            return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
        };
        if (lines.length > max)
            return fail(`holds ${lines.length} lines; at most ${max} are read`);
        const items = [];
        for (const [number, line] of lines) {
            const item = read(line, number);
            if (typeof item === 'string')
                return fail(`line ${number}: ${item}`);
            items.push(item);
        }
        return items;
    });
}
const shown = (line) => (line.length <= 80 ? `; got ${JSON.stringify(line)}` : '');
function readEvaluatorLine(line, number) {
    if (BUILTIN_EVALUATORS.includes(line)) {
        return { kind: 'builtin', name: line, line: number };
    }
    if (!MODULE_EXTENSIONS.test(line)) {
        return `must be ${BUILTIN_EVALUATORS.join(' or ')}, or the path of an ES module of the checkout (.mjs, .js, .ts)${shown(line)}`;
    }
    const problem = workspacePathProblem(line);
    return problem ? `${problem}${shown(line)}` : { kind: 'module', path: line, line: number };
}
function readThresholdLine(line) {
    const form = `must be KEY >= NUMBER, such as exact >= 0.9${shown(line)}`;
    const match = THRESHOLD.exec(line);
    if (!match)
        return form;
    const [, key = '', number = ''] = match;
    if (!KEY.test(key)) {
        return `${JSON.stringify(key.slice(0, 100))} is not a score's key (letters, digits, _ . : / -)`;
    }
    const minimum = parseFraction(number);
    if (minimum === undefined)
        return `${key} must be compared with a number from 0 to 1${shown(line)}`;
    return { key, minimum };
}
/** eval-evaluators: one a line, each a built-in's name or a module's path; each path once. */
const evaluatorsInput = linesInput(readEvaluatorLine, MAX_EVALUATORS).refine((specs) => !specs || new Set(specs.map(specName)).size === specs.length, { error: 'names an evaluator twice' });
/** eval-threshold: one `KEY >= NUMBER` a line; each key once. */
const thresholdsInput = linesInput(readThresholdLine, MAX_THRESHOLDS).refine((thresholds) => !thresholds || new Set(thresholds.map((t) => t.key)).size === thresholds.length, { error: 'names a key twice' });
function specName(spec) {
    return spec.kind === 'builtin' ? spec.name : spec.path;
}
/** eval-dataset: `langsmith:<name>` or `langsmith:<name>@<version tag>`, else a path. */
const datasetInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.transform((text, context) => {
    if (text === undefined)
        return undefined;
    const fail = (message) => {
        context.addIssue({ code: 'custom', message });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    };
    if (text.startsWith('langsmith:')) {
        const named = text.slice('langsmith:'.length);
        const at = named.lastIndexOf('@');
        const name = at === -1 ? named : named.slice(0, at);
        const versionTag = at === -1 ? undefined : named.slice(at + 1);
        if (name === '' || name.length > 256) {
            return fail('must name the dataset after langsmith: (at most 256 characters)');
        }
        if (versionTag === '')
            return fail('must name a version tag after @, or have no @');
        return { kind: 'langsmith', name, ...(versionTag && { versionTag }) };
    }
    const problem = workspacePathProblem(text);
    return problem ? fail(problem) : { kind: 'file', path: text };
});
/** eval-baseline: `live`, a deployment's id, or its name. */
const baselineInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.transform((text, context) => {
    if (text === undefined)
        return undefined;
    if (text === 'live')
        return { kind: 'live' };
    if (UUID.test(text))
        return { kind: 'deployment', id: text.toLowerCase() };
    if (text.length > 255) {
        context.addIssue({ code: 'custom', message: 'must be live, or a deployment’s name or id' });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return { kind: 'deployment', name: text };
});
/** A whole number from `min` to `max`. */
const countInput = (min, max) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^\d{1,6}$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` }));
/** A number from 0 to 1. */
const fractionInput = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((text, context) => {
    const value = parseFraction(text);
    if (value !== undefined)
        return value;
    context.addIssue({ code: 'custom', message: 'must be a number from 0 to 1, such as 0.05' });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
});


/***/ }),

/***/ 8951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ evalOutputs),
/* harmony export */   M4: () => (/* binding */ evalCommentLine),
/* harmony export */   _d: () => (/* binding */ renderEvalSection),
/* harmony export */   by: () => (/* binding */ EVAL_JSON_OUTPUTS),
/* harmony export */   evalPlanLine: () => (/* binding */ evalPlanLine),
/* harmony export */   i1: () => (/* binding */ EVAL_OUTPUT_NAMES)
/* harmony export */ });
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3932);
/* harmony import */ var _common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(951);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(238);
/* harmony import */ var _input_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5688);




/** The gate's outputs by name: what an action that runs the gate declares. */
const EVAL_OUTPUT_NAMES = [
    'eval',
    'eval-scores',
    'eval-baseline-scores',
    'eval-examples',
    'eval-failed-examples',
    'eval-experiment-url',
];
/** The gate's outputs that hold JSON: the scores by key. */
const EVAL_JSON_OUTPUTS = ['eval-scores', 'eval-baseline-scores'];
const VERDICTS = {
    passed: '✅ passed',
    failed: '❌ failed',
    reported: 'reported',
};
/**
 * The job summary's section: one row per key (new, baseline with the paired difference and its
 * interval, threshold, verdict), then the worst examples. Every text from the dataset, the
 * evaluators or the revision goes through the Markdown helpers, as data.
 */
function renderEvalSection(result) {
    const head = `### ${result.passed ? '✅' : '❌'} Evaluation ${result.passed ? 'passed' : 'failed'}`;
    const compared = result.baseline && !result.baseline.missing;
    const rows = result.keys.map((key) => [
        (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(key.key, 100),
        `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.mean)}${key.errors > 0 ? ` (${key.errors} errors)` : ''}`,
        ...(compared ? [baselineCell(key)] : []),
        key.threshold === undefined ? '—' : `≥ ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.threshold)}`,
        `${VERDICTS[key.verdict]}: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(key.why)}`,
    ]);
    const header = [
        'Key',
        'New',
        ...(compared ? [`${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(result.baseline?.label ?? '')}`] : []),
        'Threshold',
        'Verdict',
    ];
    const parts = [head, describeRun(result), (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(header, rows)];
    if (result.experimentUrl)
        parts.push(`[The experiment in LangSmith](${result.experimentUrl})`);
    if (result.worst.length > 0)
        parts.push(renderWorst(result));
    return `${parts.join('\n\n')}\n`;
}
function describeRun(result) {
    const reps = result.repetitions > 1 ? ` × ${result.repetitions} repetitions` : '';
    const facts = [
        `${result.exampleCount} examples${reps} of ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(result.dataset, 200)}`,
        `${result.failedExamples} failed`,
    ];
    if (result.failedRuns > 0)
        facts.push(`${result.failedRuns} runs failed`);
    const { baseline } = result;
    if (baseline?.missing)
        facts.push(`no baseline: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(baseline.missing)}`);
    else if (baseline?.failedRuns) {
        facts.push(`${baseline.failedRuns} runs of ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(baseline.label)} failed`);
    }
    return `${facts.join(' · ')}.`;
}
/** `0.95 (−0.03 [−0.08, 0.01], p = 0.25)`: the baseline's mean, the paired difference. */
function baselineCell(key) {
    if (key.baselineMean === undefined || key.difference === undefined)
        return '—';
    const sign = key.difference > 0 ? '+' : '';
    const p = key.pValue === undefined ? '' : `, p = ${key.pValue.toPrecision(2)}`;
    const change = `${sign}${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.difference)} ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatInterval */ .vy)(key.interval)}${p}`;
    return `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.baselineMean)} (${change})`;
}
function renderWorst(result) {
    const rows = result.worst.map((example) => [
        (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(example.where, 60),
        example.failing
            .map(({ key, score, error }) => `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(key, 100)} ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(score)}${error ? `: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(error)}` : ''}`)
            .join('<br>'),
        (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(example.inputs),
        example.reference ? (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(example.reference) : '—',
        example.error ? `failed: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(example.error)}` : example.output ? (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(example.output) : '—',
    ]);
    const title = `**The worst examples** (${result.worst.length} of ${result.failedExamples} that failed)`;
    return `${title}\n\n${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Example', 'Fell short on', 'Inputs', 'Reference', 'Output'], rows)}`;
}
/** The sticky PR comment's line: `Evaluation passed: exact 0.92 (production 0.95)`. */
function evalCommentLine(result) {
    const label = result.baseline && !result.baseline.missing ? result.baseline.label : undefined;
    const keys = result.keys.map((key) => {
        const before = label && key.baselineMean !== undefined
            ? ` (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(label)} ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.baselineMean)})`
            : '';
        return `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(key.key, 100)} ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(key.mean)}${before}`;
    });
    return `Evaluation ${result.passed ? 'passed' : '**failed**'}: ${keys.join(', ')}`;
}
/** The dry-run's plan: examples × repetitions, evaluators, thresholds, baseline. */
function evalPlanLine(plan) {
    const { settings, dataset } = plan;
    const reps = settings.evalRepetitions > 1 ? ` × ${settings.evalRepetitions} repetitions` : '';
    const parts = [
        `${dataset.examples.length} examples${reps} of ${dataset.label} on ${settings.evalAssistant}`,
        `${settings.evalConcurrency} at once, each within ${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(settings.evalTimeout)}`,
        `evaluators ${settings.evalEvaluators.map(_input_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .specName */ .hi).join(', ')}`,
    ];
    const thresholds = settings.evalThreshold?.map((t) => `${t.key} >= ${t.minimum}`);
    if (thresholds)
        parts.push(`thresholds ${thresholds.join(', ')}`);
    const baseline = settings.evalBaseline;
    if (baseline) {
        const named = baseline.kind === 'live'
            ? 'the live revision'
            : 'id' in baseline
                ? baseline.id
                : baseline.name;
        parts.push(`baseline ${named} (${settings.evalRegression}, at most ${settings.evalMaxRegression} lower)`);
    }
    if (settings.evalUpload)
        parts.push(`uploaded to ${settings.langsmithEndpoint}`);
    return `Evaluation: ${parts.join('; ')}.`;
}
/** The gate's outputs; without a result (the gate off, or never reached), `eval` is skipped. */
function evalOutputs(result) {
    if (!result)
        return { eval: 'skipped' };
    const scores = (pick) => JSON.stringify(Object.fromEntries(result.keys.flatMap((key) => {
        const value = pick(key);
        return value === undefined ? [] : [[key.key, Number(value.toFixed(4))]];
    })));
    return {
        eval: result.passed ? 'passed' : 'failed',
        'eval-scores': scores((key) => key.mean),
        ...(result.baseline &&
            !result.baseline.missing && { 'eval-baseline-scores': scores((key) => key.baselineMean) }),
        'eval-examples': String(result.exampleCount),
        'eval-failed-examples': String(result.failedExamples),
        ...(result.experimentUrl && { 'eval-experiment-url': result.experimentUrl }),
    };
}


/***/ })

};
