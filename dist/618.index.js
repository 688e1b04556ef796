export const id = 618;
export const ids = [618];
export const modules = {

/***/ 5809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ openGitHubSession)
});

// UNUSED EXPORTS: GitHubSession

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
;// CONCATENATED MODULE: ./src/github/github-client.ts


/** No one request to GitHub may hold the step up longer than this. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Octokit from @actions/github, pointed at the run's API (`GITHUB_API_URL`), with one attempt
 * per request and a time limit on each. @actions/github adds no retry or throttling plugin,
 * and none is added here: a status or a comment is not worth a wait, so trouble is reported
 * at once and the deploy goes on.
 */
function createGitHubClient(token, run, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS) {
    // `request` is left out of the options: Octokit merges them shallowly, and @actions/github's
    // defaults put the runner's proxy-aware fetch there.
    const octokit = (0,github/* getOctokit */.Q)(token, { baseUrl: run.apiUrl, log: silentLog });
    // The hook must change the options object it is given: the hooks after it were bound to
    // that object, and Octokit ignores options passed on in a new one.
    octokit.hook.before('request', (options) => {
        options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
        redactContent(options);
    });
    return octokit;
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
        return (0,redactor/* redact */.E$)(value);
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

// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/github/github-trouble.ts

/** Sorts a failed request: rate limits first, since GitHub answers them with 403 too. */
function classifyTrouble(error) {
    const shape = (typeof error === 'object' && error !== null ? error : {});
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
    const grant = `add the line \`${subject.permission}: write\` under \`permissions:\` in the workflow or the job`;
    const reasons = {
        'rate-limited': () => `${answer}: the API rate limit is used up${resetNote(shape)}`,
        forbidden: () => `${answer}: the token lacks the \`${subject.permission}: write\` permission; ${grant}${FORK_NOTE}`,
        unauthorized: () => `${answer}: the token was refused; check the \`github-token\` input`,
        'not-found': () => `${answer}: the repository or pull request was not found with this token; if it exists, ${grant}`,
        invalid: () => `${answer}: GitHub refused the request`,
        server: () => `${answer}: an error on GitHub's side`,
        'no-answer': () => `GitHub gave no answer within ${Math.round(subject.timeoutMs / 1000)}s`,
        unreachable: () => `could not reach ${subject.apiUrl}${said || messageOf(shape) ? `: ${said || messageOf(shape)}` : ''}`,
        other: () => (status ? answer : messageOf(shape) || 'an unexpected error'),
    };
    const text = `${subject.doing}: ${reasons[kind]()}. The deploy's result is not affected.`;
    return withoutToken(text, subject.token);
}
function serviceMessage(shape) {
    const data = shape.response?.data;
    const message = typeof data === 'object' && data !== null ? data.message : data;
    return typeof message === 'string' ? (0,runner_text/* oneLine */.TN)(message, 300) : '';
}
function messageOf(shape) {
    return typeof shape.message === 'string' ? (0,runner_text/* oneLine */.TN)(shape.message, 300) : '';
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

// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
;// CONCATENATED MODULE: ./src/github/github-session.ts



/**
 * A client plus the one warning it may give. Kinds after which another request could only
 * fail the same way (the token refused, the limit used up) stop all further requests.
 */
class GitHubSession {
    client;
    run;
    #warned = false;
    #stopped = false;
    #options;
    #permission;
    constructor(options, run, permission) {
        this.#options = { ...options, timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS };
        this.#permission = permission;
        this.run = run;
        this.client = createGitHubClient(options.token.trim(), run, this.#options.timeoutMs);
    }
    /** False once a refusal or a rate limit made every later request pointless. */
    get usable() {
        return !this.#stopped;
    }
    /** Reports a failed request (the first one only) and returns what kind of failure it was. */
    report(error, doing) {
        const kind = classifyTrouble(error);
        if (STOPPING_KINDS.has(kind))
            this.#stopped = true;
        this.warnOnce(describeTrouble(error, {
            doing,
            permission: this.#permission,
            token: this.#options.token,
            apiUrl: this.run.apiUrl,
            timeoutMs: this.#options.timeoutMs,
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
    'rate-limited',
    'forbidden',
    'unauthorized',
    'not-found',
]);
/**
 * A session when there is a token and a run to speak of; otherwise one warning saying why
 * nothing was done, and undefined.
 */
function openGitHubSession(options, permission, doing) {
    const run = options.run ?? (0,run_context/* githubRunContext */.oO)();
    if (!options.token?.trim()) {
        safeWarn(options, `${doing}: no GitHub token was given (the \`github-token\` input).`);
        return undefined;
    }
    if (!run) {
        safeWarn(options, `${doing}: not in a GitHub Actions run (GITHUB_REPOSITORY is not set).`);
        return undefined;
    }
    try {
        return new GitHubSession(options, run, permission);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        safeWarn(options, withoutToken(`${doing}: ${message}`, options.token));
        return undefined;
    }
}
/** A warning callback that throws must not turn a warning into a failed deploy. */
function safeWarn(options, message) {
    try {
        options.warn(withoutToken(message, options.token ?? ''));
    }
    catch { }
}


/***/ }),

/***/ 3618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markEnvironmentInactive: () => (/* binding */ markEnvironmentInactive)
/* harmony export */ });
/* unused harmony export MAX_DEPLOYMENTS_EXAMINED */
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _github_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5809);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7068);



/** Latest states of a deployment that GitHub shows as live or about to be. */
const ACTIVE_STATES = new Set(['success', 'in_progress', 'queued', 'pending']);
/** Bounds the work of one delete; GitHub lists the newest deployments first. */
const MAX_DEPLOYMENTS_EXAMINED = 300;
/**
 * Sets every active deployment of `environment` to `inactive`, so GitHub stops showing it as
 * live once the agent server is deleted. Returns how many it set; stops at the first failure
 * with one warning, and never throws.
 */
async function markEnvironmentInactive(options) {
    const environment = options.environment?.trim() ?? '';
    const doing = `Could not mark the deployments of GitHub environment "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(environment, 100)}" inactive`;
    const session = (0,_github_session_js__WEBPACK_IMPORTED_MODULE_1__/* .openGitHubSession */ .w)(options, 'deployments', doing);
    if (!session)
        return 0;
    if (!environment) {
        session.warnOnce(`${doing}: no environment name was given.`);
        return 0;
    }
    let marked = 0;
    try {
        const ids = await listDeploymentIds(session, environment);
        if (ids.length > MAX_DEPLOYMENTS_EXAMINED) {
            session.warnOnce(`Only the newest ${MAX_DEPLOYMENTS_EXAMINED} deployments of GitHub environment "${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(environment, 100)}" were checked; older ones may still show as active.`);
        }
        for (const id of ids.slice(0, MAX_DEPLOYMENTS_EXAMINED)) {
            if (await setInactiveIfActive(session, id))
                marked += 1;
        }
    }
    catch (error) {
        session.report(error, doing);
    }
    return marked;
}
/** Every deployment's id, newest first, one more than the bound at most. */
async function listDeploymentIds(session, environment) {
    const { client, run } = session;
    const ids = [];
    const pages = client.paginate.iterator(client.rest.repos.listDeployments, {
        owner: run.owner,
        repo: run.repo,
        environment,
        per_page: 100,
    });
    for await (const page of pages) {
        ids.push(...page.data.map((deployment) => deployment.id));
        if (ids.length > MAX_DEPLOYMENTS_EXAMINED)
            break;
    }
    return ids;
}
async function setInactiveIfActive(session, id) {
    const { client, run } = session;
    const { data: statuses } = await client.rest.repos.listDeploymentStatuses({
        owner: run.owner,
        repo: run.repo,
        deployment_id: id,
        per_page: 1,
    });
    const latest = statuses[0]?.state ?? 'pending';
    if (!ACTIVE_STATES.has(latest))
        return false;
    const logUrl = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowRunUrl */ .CX)(run);
    await client.rest.repos.createDeploymentStatus({
        owner: run.owner,
        repo: run.repo,
        deployment_id: id,
        state: 'inactive',
        description: 'The agent server was deleted.',
        ...(logUrl && { log_url: logUrl }),
    });
    return true;
}


/***/ })

};
