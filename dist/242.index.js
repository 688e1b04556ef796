export const id = 242;
export const ids = [242];
export const modules = {

/***/ 5278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ UnexpectedGitHubAnswer),
/* harmony export */   DG: () => (/* binding */ idIn),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   HB: () => (/* binding */ checkAnswerBody),
/* harmony export */   ic: () => (/* binding */ boundedJsonFetch)
/* harmony export */ });
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7835);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);


/**
 * GitHub answered, but not as its API answers: a proxy's or a login page, a body that is not
 * JSON, a list that is not one. Its message says what came, in words a person can act on.
 */
class UnexpectedGitHubAnswer extends Error {
    name = 'UnexpectedGitHubAnswer';
}
/**
 * Throws UnexpectedGitHubAnswer unless the body is JSON text of an object or an array, as
 * every answer of the API with a body is. Octokit hands on whatever came (text, bytes), and
 * code that reads it as an object would fail with a message no person could act on.
 */
function checkAnswerBody(response) {
    if (response.status === 204 || response.status === 205)
        return;
    const { data } = response;
    if (typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer))
        return;
    const type = response.headers['content-type'];
    const said = describeBody(data, typeof type === 'string' ? type : undefined);
    throw new UnexpectedGitHubAnswer(`GitHub answered ${response.status} with ${said} instead of JSON (is a proxy or a wrong \`GITHUB_API_URL\` in the way?)`);
}
/** The content types Octokit parses as JSON (its `isJSONResponse`). */
const JSON_TYPE = /^\s*application\/(?:scim\+)?json\s*(?:;|$)/i;
/** Statuses whose answers have no body (a Response with one cannot be made for them). */
const NO_BODY = new Set([101, 204, 205, 304]);
/**
 * `fetch` with every JSON answer read through the bounded parse's depth check before Octokit
 * parses it: Octokit reads any depth, and then its own error message (JSON.stringify of the
 * body), or anything that walks the value, overflows the stack. An answer nested deeper than
 * MAX_JSON_DEPTH is refused as an UnexpectedGitHubAnswer, GitHub trouble like any answer that
 * is not what the API sends; any other is handed on with the same status, headers and text.
 */
function boundedJsonFetch(fetch) {
    return async (input, init) => {
        const response = await fetch(input, init);
        const type = response.headers.get('content-type') ?? '';
        if (NO_BODY.has(response.status) || !JSON_TYPE.test(type))
            return response;
        const text = await response.text();
        if ((0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .nestedTooDeeply */ .vR)(text)) {
            throw new UnexpectedGitHubAnswer(`GitHub answered ${response.status} with JSON nested too deeply (more than ${_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX} levels)`);
        }
        const { status, statusText, headers, url } = response;
        const same = new Response(text, { status, statusText, headers });
        // Octokit reports the answer's URL; a Response made here would have none.
        Object.defineProperty(same, 'url', { value: url });
        return same;
    };
}
/** The items of a list answer, each an object; throws UnexpectedGitHubAnswer when it is no list. */
function listItems(data, what) {
    if (!Array.isArray(data)) {
        throw new UnexpectedGitHubAnswer(`GitHub's answer listing ${what} was not a list`);
    }
    return data.filter((item) => typeof item === 'object' && item !== null);
}
/** A number GitHub gave as an id: a positive safe integer, else undefined. */
function idIn(value) {
    // Octokit reads integers past 2^53 as bigint; such an id could not be sent back exactly.
    const id = typeof value === 'bigint' ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
function describeBody(data, contentType) {
    if (data instanceof ArrayBuffer)
        return `a body of type ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(contentType ?? 'unknown', 80)}`;
    if (typeof data !== 'string')
        return `the JSON value ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(data), 40)}`;
    if (data.trim() === '')
        return 'an empty body';
    if (/^\s*<(?:!doctype|html|head|body)\b/i.test(data)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(data)?.[1]?.trim();
        return `an HTML page${title ? ` ("${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title, 80)}")` : ''}`;
    }
    return `text that starts "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(data, 40)}"`;
}


/***/ }),

/***/ 3074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   Zc: () => (/* binding */ DEFAULT_REQUEST_TIMEOUT_MS),
/* harmony export */   aq: () => (/* binding */ isApiUrl),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* unused harmony export redactContent */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _client_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4403);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(715);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5278);





/** No one request to GitHub may hold the step up longer than this. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Octokit with the REST methods and pagination, as @actions/github builds it, pointed at the
 * run's API (`GITHUB_API_URL`), with one attempt per request and a time limit on each. It is
 * built from the run's facts alone: @actions/github itself is not loaded, since loading it reads
 * the runner's variables and parses its event file. No retry or throttling plugin is added: a
 * status or a comment is not worth a wait, so trouble is reported at once and the deploy goes
 * on. Requests go through the proxy the environment names, loopback straight, as every other
 * request of the step. The token goes to the API's origin only, and an answer whose body is not
 * JSON, or is JSON nested too deeply to read, fails with words a person can act on (see
 * github-answers.ts). `stop` ends every request at once when it aborts. Octokit is loaded only
 * when a GitHub feature asks for a client.
 */
async function createGitHubClient(token, run, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS, stop) {
    const GitHub = await loadOctokit();
    const octokit = new GitHub({
        auth: `token ${token}`,
        baseUrl: run.apiUrl,
        log: silentLog,
        request: { fetch: proxyFetch },
    });
    // The hook must change the options object it is given: the hooks after it were bound to
    // that object, and Octokit ignores options passed on in a new one.
    octokit.hook.before('request', (options) => {
        const target = octokit.request.endpoint.parse(options).url;
        if (!isApiUrl(target, run.apiUrl)) {
            throw new Error(`the request to ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(originOf(target), 200)} was not sent: it is not the API's origin (${originOf(run.apiUrl)}), and the token goes nowhere else`);
        }
        const limit = AbortSignal.timeout(timeoutMs);
        const request = options.request ?? {};
        options.request = {
            ...request,
            signal: stop ? AbortSignal.any([limit, stop]) : limit,
            fetch: (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .boundedJsonFetch */ .ic)(request.fetch ?? proxyFetch),
        };
        redactContent(options);
    });
    octokit.hook.after('request', (response) => (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkAnswerBody */ .HB)(response));
    return octokit;
}
let loading;
/** Octokit's class with the REST methods and pagination, loaded once per process. */
const loadOctokit = () => (loading ??= importOctokit());
async function importOctokit() {
    const [{ Octokit }, { restEndpointMethods }, { paginateRest }] = await Promise.all([
        __webpack_require__.e(/* import() */ 194).then(__webpack_require__.bind(__webpack_require__, 5194)),
        __webpack_require__.e(/* import() */ 210).then(__webpack_require__.bind(__webpack_require__, 9210)),
        __webpack_require__.e(/* import() */ 779).then(__webpack_require__.bind(__webpack_require__, 3779)),
    ]);
    return Octokit.plugin(restEndpointMethods, paginateRest);
}
let dispatcher;
/** undici's fetch through the proxy-aware pool (loopback direct), made once per process. */
const proxyFetch = (input, init) => {
    dispatcher ??= (0,_client_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__/* .createProxyAwareAgent */ .K)();
    return (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher });
};
/**
 * True when `url` (absolute) has the origin of the API's base URL: the token is sent there and
 * nowhere else, whatever a link in an answer names.
 */
function isApiUrl(url, apiUrl) {
    const origin = originOf(url);
    return origin !== '' && origin === originOf(apiUrl);
}
/** The URL's scheme, host and port; empty when it is no URL. */
function originOf(url) {
    try {
        const { origin } = new URL(url);
        return origin === 'null' ? '' : origin;
    }
    catch {
        return '';
    }
}
/**
 * The request parameters GitHub shows people: a comment's body, a deployment status's words
 * and links. Routing parameters (owner, repo, ids, ref, environment) are never touched, so a
 * request still goes where it was meant to.
 */
const CONTENT_PARAMETERS = ['body', 'description', 'environment_url', 'log_url', 'payload'];
/**
 * The one place where text leaves for GitHub: every secret value the process knows is starred
 * out of each content parameter, whatever built it. The runner's masking never sees API calls.
 */
function redactContent(parameters) {
    for (const name of CONTENT_PARAMETERS) {
        if (parameters[name] !== undefined)
            parameters[name] = redactDeep(parameters[name]);
    }
}
function redactDeep(value) {
    if (typeof value === 'string')
        return (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(value);
    if (Array.isArray(value))
        return value.map(redactDeep);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item)]));
    }
    return value;
}
/** Octokit's own log would print deprecation notices and debug lines past our warning. */
const silentLog = {
    debug: () => { },
    info: () => { },
    warn: () => { },
    error: () => { },
};


/***/ }),

/***/ 7625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ openGitHubSession)
/* harmony export */ });
/* unused harmony export GitHubSession */
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7333);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3074);
/* harmony import */ var _github_trouble_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4922);



/**
 * A client plus the one warning it may give. Kinds after which another request could only
 * fail the same way (the token refused, the limit used up) stop all further requests.
 */
class GitHubSession {
    client;
    run;
    #warned = false;
    #gaveUp = false;
    #options;
    #permission;
    constructor(options, run, permission, client) {
        this.#options = options;
        this.#permission = permission;
        this.run = run;
        this.client = client;
    }
    static async open(options, run, permission) {
        const timeoutMs = options.timeoutMs ?? _github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_REQUEST_TIMEOUT_MS */ .Zc;
        const client = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)(options.token.trim(), run, timeoutMs, options.signal);
        return new GitHubSession({ ...options, timeoutMs }, run, permission, client);
    }
    /** False once a refusal or a rate limit made every later request pointless, or once stopped. */
    get usable() {
        return !this.#gaveUp && !this.endedByCaller;
    }
    /** Whether the caller's `signal` has ended the session's requests. */
    get endedByCaller() {
        return this.#options.signal?.aborted === true;
    }
    /**
     * Reports a failed request (the first one only) and returns what kind of failure it was; a
     * request the caller's signal ended is left for the caller to report.
     */
    report(error, doing) {
        const kind = (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyTrouble */ .mt)(error);
        if (this.endedByCaller)
            return kind;
        if (STOPPING_KINDS.has(kind))
            this.#gaveUp = true;
        this.warnOnce((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTrouble */ .LC)(error, {
            doing,
            permission: this.#permission,
            token: this.#options.token,
            apiUrl: this.run.apiUrl,
            timeoutMs: this.#options.timeoutMs,
            ...(this.#options.access && { access: this.#options.access }),
            ...(this.#options.outcome && { outcome: this.#options.outcome }),
        }));
        return kind;
    }
    warnOnce(message) {
        if (this.#warned)
            return;
        this.#warned = true;
        safeWarn(this.#options, message);
    }
}
const STOPPING_KINDS = new Set([
    'odd-answer',
    'rate-limited',
    'forbidden',
    'unauthorized',
    'not-found',
]);
/**
 * A session when there is a token and a run to speak of; otherwise one warning saying why
 * nothing was done, and undefined.
 */
async function openGitHubSession(options, permission, doing) {
    const { run } = options;
    if (!options.token?.trim()) {
        safeWarn(options, `${doing}: no GitHub token was given (${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .theInput */ .y8)('github-token')}).`);
        return undefined;
    }
    if (!run) {
        safeWarn(options, `${doing}: not in a GitHub Actions run (GITHUB_REPOSITORY is not set).`);
        return undefined;
    }
    try {
        return await GitHubSession.open(options, run, permission);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        safeWarn(options, (0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutToken */ ._Q)(`${doing}: ${message}`, options.token));
        return undefined;
    }
}
/** A warning callback that throws must not turn a warning into a failed deploy. */
function safeWarn(options, message) {
    try {
        options.warn((0,_github_trouble_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutToken */ ._Q)(message, options.token ?? ''));
    }
    catch { }
}


/***/ }),

/***/ 4922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ describeTrouble),
/* harmony export */   _Q: () => (/* binding */ withoutToken),
/* harmony export */   mt: () => (/* binding */ classifyTrouble)
/* harmony export */ });
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5278);



/** Sorts a failed request: rate limits first, since GitHub answers them with 403 too. */
function classifyTrouble(error) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
    // Octokit wraps what its fetch throws (boundedJsonFetch's refusal) in a RequestError.
    if (error instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .UnexpectedGitHubAnswer */ .$4 || shape.cause instanceof _github_answers_js__WEBPACK_IMPORTED_MODULE_2__/* .UnexpectedGitHubAnswer */ .$4) {
        return 'odd-answer';
    }
    // Octokit wraps the time-out's TimeoutError in a RequestError with status 500 and no response.
    const names = [shape.name, shape.cause?.name];
    if (names.includes('AbortError') || names.includes('TimeoutError'))
        return 'no-answer';
    const status = typeof shape.status === 'number' ? shape.status : undefined;
    if (status === undefined)
        return 'other';
    if (!shape.response)
        return status === 500 ? 'unreachable' : 'other';
    const headers = shape.response.headers ?? {};
    const rateLimited = status === 429 ||
        (status === 403 &&
            (headers['x-ratelimit-remaining'] === '0' ||
                headers['retry-after'] !== undefined ||
                /rate limit/i.test(serviceMessage(shape))));
    if (rateLimited)
        return 'rate-limited';
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    if (status === 422)
        return 'invalid';
    if (status >= 500)
        return 'server';
    return 'other';
}
/**
 * One warning for a request that failed: what failed, why in GitHub's words, and what to change,
 * naming the `permissions:` line to add when the token was refused. The token never appears.
 */
function describeTrouble(error, subject) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
    const kind = classifyTrouble(error);
    const status = typeof shape.status === 'number' ? shape.status : undefined;
    const said = serviceMessage(shape);
    const answer = `GitHub answered ${status}${said ? ` (${said})` : ''}`;
    const needed = `${subject.permission}: ${subject.access ?? 'write'}`;
    const grant = `add the line \`${needed}\` under \`permissions:\` in the workflow or the job`;
    const reasons = {
        'rate-limited': () => `${answer}: the API rate limit is used up${resetNote(shape)}`,
        forbidden: () => `${answer}: the token lacks the \`${needed}\` permission; ${grant}${FORK_NOTE}`,
        unauthorized: () => `${answer}: the token was refused; check ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .theInput */ .y8)('github-token')}`,
        'not-found': () => `${answer}: the repository or pull request was not found with this token; if it exists, ${grant}`,
        invalid: () => `${answer}: GitHub refused the request`,
        server: () => `${answer}: an error on GitHub's side`,
        'no-answer': () => `GitHub gave no answer within ${Math.round(subject.timeoutMs / 1000)}s`,
        unreachable: () => `could not reach ${subject.apiUrl}${said || messageOf(shape) ? `: ${said || messageOf(shape)}` : ''}`,
        'odd-answer': () => messageOf(shape),
        other: () => (status ? answer : messageOf(shape) || 'an unexpected error'),
    };
    const outcome = subject.outcome ?? "The deploy's result is not affected.";
    const text = `${subject.doing}: ${reasons[kind]()}. ${outcome}`;
    return withoutToken(text, subject.token);
}
function serviceMessage(shape) {
    const data = shape.response?.data;
    const message = typeof data === 'object' && data !== null ? data.message : data;
    return typeof message === 'string' ? (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message, 300) : '';
}
function messageOf(shape) {
    return typeof shape.message === 'string' ? (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(shape.message, 300) : '';
}
function resetNote(shape) {
    const headers = shape.response?.headers ?? {};
    const retryAfter = Number(headers['retry-after']);
    if (Number.isFinite(retryAfter) && retryAfter > 0)
        return `; it frees up in ${retryAfter}s`;
    const reset = Number(headers['x-ratelimit-reset']);
    if (!Number.isFinite(reset) || reset <= 0)
        return '';
    return `; it resets at ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`;
}
const FORK_NOTE = ' (on pull requests from forks the token is read-only whatever the workflow asks)';
/** GitHub's token formats, in case a message repeats a token other than the one given. */
const GITHUB_TOKEN_PATTERN = /\b(?:gh[opsur]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g;
/** Shorter values are no GitHub token, and starring them out would garble every message. */
const MIN_REDACTED_CHARS = 4;
/** The text with the token, and anything shaped like a GitHub token, starred out. */
function withoutToken(text, token) {
    const value = token.trim();
    const cut = value.length >= MIN_REDACTED_CHARS ? text.split(value).join('***') : text;
    return cut.replace(GITHUB_TOKEN_PATTERN, '***');
}


/***/ }),

/***/ 7730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ listPages)
/* harmony export */ });
/* unused harmony export nextPageLink */
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _github_answers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5278);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3074);



/**
 * The pages of a GitHub list, each as its items (objects only), following GitHub's
 * `Link: rel="next"` header. A next page whose URL is not at the API's origin ends the listing
 * with one warning, and nothing is sent there: the request would carry the token. Octokit's
 * own paginator follows any link, so it is not used. A listing cut short (the bound reached, or
 * a link to the page just read) says so in one warning too.
 */
async function* listPages(session, { route, parameters, what, maxPages }) {
    const { client, run } = session;
    let url = client.request.endpoint(route, parameters).url;
    // Each answer is checked here (listItems), so the route's declared types are not relied on.
    let response = await client.request(route, parameters);
    for (let pageNumber = 1;; pageNumber++) {
        yield (0,_github_answers_js__WEBPACK_IMPORTED_MODULE_1__/* .listItems */ .Dw)(response.data, what);
        const next = nextPageLink(response.headers.link);
        if (!next)
            return;
        const target = client.request.endpoint({ method: 'GET', url: next }).url;
        const stopped = `Listing ${what} stopped after page ${pageNumber}`;
        if (!(0,_github_client_js__WEBPACK_IMPORTED_MODULE_2__/* .isApiUrl */ .aq)(target, run.apiUrl)) {
            session.warnOnce(`${stopped}: GitHub's link to the next page points to ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_github_client_js__WEBPACK_IMPORTED_MODULE_2__/* .originOf */ .yv)(target) || target, 200)}, not to the API at ${(0,_github_client_js__WEBPACK_IMPORTED_MODULE_2__/* .originOf */ .yv)(run.apiUrl)}, so nothing was sent there and the later pages were not read.`);
            return;
        }
        if (target === url) {
            session.warnOnce(`${stopped}: GitHub's link to the next page names the page just read, so the later pages could not be read.`);
            return;
        }
        if (pageNumber >= maxPages) {
            session.warnOnce(`${stopped}, the most read here; GitHub's answer names a next page, which was not read.`);
            return;
        }
        url = target;
        response = await client.request({ method: 'GET', url: target });
    }
}
/** The `rel="next"` URL of a Link header, as GitHub writes it: `<url>; rel="next", …`. */
function nextPageLink(header) {
    if (typeof header !== 'string')
        return undefined;
    for (const [, url, parameters = ''] of header.matchAll(/<([^<>]*)>([^<]*)/g)) {
        const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(parameters);
        const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
        if (relations.includes('next'))
            return url;
    }
    return undefined;
}


/***/ })

};
