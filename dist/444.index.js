export const id = 444;
export const ids = [444,791];
export const modules = {

/***/ 8444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubView: () => (/* binding */ GitHubView)
});

// EXTERNAL MODULE: ./src/common/deployment-url.ts
var deployment_url = __webpack_require__(8090);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/github/github-session.ts + 2 modules
var github_session = __webpack_require__(5809);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
;// CONCATENATED MODULE: ./src/github/deployment-tracker.ts




/** GitHub refuses descriptions longer than this. */
const MAX_DESCRIPTION_CHARS = 140;
/**
 * Creates a GitHub deployment of the run's commit in `environment`. Undefined, after one
 * warning through `warn`, when it could not be created; never throws.
 */
async function startGitHubDeployment(options) {
    const environment = options.environment?.trim() ?? '';
    const doing = `Could not create a GitHub deployment for environment "${(0,runner_text/* oneLine */.TN)(environment, 100)}"`;
    const session = (0,github_session/* openGitHubSession */.w)(options, 'deployments', doing);
    if (!session)
        return undefined;
    const ref = (0,run_context/* deploymentSha */.qc)(session.run);
    if (!environment || !ref) {
        session.warnOnce(`${doing}: ${environment ? 'the run names no commit' : 'no name was given'}.`);
        return undefined;
    }
    try {
        const { data } = await session.client.rest.repos.createDeployment({
            owner: session.run.owner,
            repo: session.run.repo,
            ref,
            environment,
            auto_merge: false,
            required_contexts: [],
            transient_environment: options.transient === true,
            ...(options.production !== undefined && { production_environment: options.production }),
            ...(options.description && { description: describe(options.description) }),
        });
        // 202 (a merge instead of a deployment) cannot happen without auto_merge; still, no id, no tracker.
        if (!('id' in data)) {
            session.warnOnce(`${doing}: GitHub created no deployment (${(0,runner_text/* oneLine */.TN)(data.message ?? 'no id', 200)}).`);
            return undefined;
        }
        return new DeploymentTracker(session, data.id);
    }
    catch (error) {
        session.report(error, doing);
        return undefined;
    }
}
class DeploymentTracker {
    id;
    #state;
    #lastSent;
    #lastResult = false;
    #environmentUrl;
    /** Updates run one after another, so GitHub sees the states in the order they were set. */
    #queue = Promise.resolve();
    #session;
    constructor(session, id) {
        this.#session = session;
        this.id = id;
    }
    get state() {
        return this.#state;
    }
    update(state, details = {}) {
        const next = this.#queue.then(() => this.#send(state, details));
        this.#queue = next;
        return next;
    }
    async #send(state, details) {
        const environmentUrl = httpUrl(details.environmentUrl) ?? this.#environmentUrl;
        this.#environmentUrl = environmentUrl;
        const key = `${state} ${environmentUrl ?? ''}`;
        if (key === this.#lastSent)
            return this.#lastResult;
        this.#lastSent = key;
        this.#lastResult = this.#session.usable && (await this.#post(state, environmentUrl, details));
        if (this.#lastResult)
            this.#state = state;
        return this.#lastResult;
    }
    async #post(state, environmentUrl, details) {
        const { run } = this.#session;
        const logUrl = (0,run_context/* workflowRunUrl */.CX)(run);
        try {
            await this.#session.client.rest.repos.createDeploymentStatus({
                owner: run.owner,
                repo: run.repo,
                deployment_id: this.id,
                state,
                ...(environmentUrl && state !== 'inactive' && { environment_url: environmentUrl }),
                ...(logUrl && { log_url: logUrl }),
                ...(details.description && { description: describe(details.description) }),
            });
            return true;
        }
        catch (error) {
            this.#session.report(error, `Could not set GitHub deployment ${this.id} to "${state}"`);
            return false;
        }
    }
}
function describe(text) {
    return (0,runner_text/* oneLine */.TN)(text, MAX_DESCRIPTION_CHARS);
}
/** The deployment's URL exactly as given, when checkDeploymentUrl accepts it: GitHub shows `environment_url` as a link. */
function httpUrl(text) {
    const checked = (0,deployment_url/* checkDeploymentUrl */.t)(text);
    return checked.ok ? checked.url : undefined;
}

// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
;// CONCATENATED MODULE: ./src/github/pull-request-comment.ts



/** GitHub refuses comments longer than 65,536 characters. */
const MAX_BODY_CHARS = 65_000;
/** A pull request with more comments than this gets a new comment rather than a long search. */
const MAX_COMMENT_PAGES = 30;
/**
 * The hidden first line that tells the action's comment apart. Only characters that cannot end
 * an HTML comment or break the line are kept from the marker given, once a secret value in it
 * (a deployment's name may hold one) is starred out.
 */
function commentMarkerLine(marker) {
    const safe = (0,redactor/* redact */.E$)(marker)
        .replace(/[^A-Za-z0-9._:/@+=-]/g, '_')
        .replace(/-{2,}/g, '-')
        .slice(0, 200);
    return `<!-- agent-deploy:${safe} -->`;
}
/** True when the comment is the one this marker names: the marker is its whole first line. */
function isMarkedComment(body, marker) {
    if (!body)
        return false;
    const firstLine = body.replace(/\r\n?/g, '\n').split('\n', 1)[0];
    return firstLine === commentMarkerLine(marker);
}
/**
 * On a pull request, writes `body` into the action's one comment for `marker`: updates the
 * comment when it exists, creates it only when none does. Does nothing on other events.
 * Trouble is one warning through `warn` and the outcome `failed`; never throws.
 */
async function upsertPullRequestComment(options) {
    const doing = 'Could not write the deploy comment on the pull request';
    const session = (0,github_session/* openGitHubSession */.w)(options, 'pull-requests', doing);
    if (!session)
        return { outcome: 'failed' };
    const issueNumber = session.run.pullRequest?.number;
    if (issueNumber === undefined)
        return { outcome: 'not-a-pull-request' };
    const body = `${commentMarkerLine(options.marker)}\n${(0,runner_text/* truncate */.xv)(options.body, MAX_BODY_CHARS)}`;
    const { owner, repo } = session.run;
    try {
        const existing = await findMarkedComment(session, issueNumber, options.marker);
        if (existing?.body === body) {
            return { outcome: 'unchanged', commentId: existing.id, url: existing.html_url };
        }
        if (existing) {
            const { data } = await session.client.rest.issues.updateComment({
                owner,
                repo,
                comment_id: existing.id,
                body,
            });
            return { outcome: 'updated', commentId: data.id, url: data.html_url };
        }
        const { data } = await session.client.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
        });
        return { outcome: 'created', commentId: data.id, url: data.html_url };
    }
    catch (error) {
        session.report(error, doing);
        return { outcome: 'failed' };
    }
}
/**
 * Who may have written the comment this action keeps: an app or bot (the job's token) or
 * someone with write access (a personal token). A marked comment by anyone else, such as the
 * author of a pull request from a fork, is never taken over: they could edit it afterwards and
 * make it tell a deploy result the action never wrote.
 */
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
function isTrustedAuthor(comment) {
    return comment.user?.type === 'Bot' || TRUSTED_ASSOCIATIONS.has(comment.author_association ?? '');
}
/** The oldest marked comment, paging through the pull request's comments until it is found. */
async function findMarkedComment(session, issueNumber, marker) {
    const { client, run } = session;
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
        owner: run.owner,
        repo: run.repo,
        issue_number: issueNumber,
        per_page: 100,
    });
    let pageCount = 0;
    for await (const page of pages) {
        const found = page.data.find((comment) => isMarkedComment(comment.body, marker) && isTrustedAuthor(comment));
        if (found)
            return found;
        pageCount += 1;
        if (pageCount >= MAX_COMMENT_PAGES)
            break;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/deploy/plan-report.ts
var plan_report = __webpack_require__(5791);
// EXTERNAL MODULE: ./src/deploy/render-report.ts + 1 modules
var render_report = __webpack_require__(3765);
// EXTERNAL MODULE: ./src/deploy/report.ts
var deploy_report = __webpack_require__(5505);
;// CONCATENATED MODULE: ./src/deploy/github-view.ts






/**
 * GitHub's own view of the deploy: a deployment of the commit in `environment`, whose status
 * follows the revision, and one pull-request comment kept up to date. Trouble with GitHub is a
 * warning (the github module's rule); it never changes the deploy's result.
 */
class GitHubView {
    #inputs;
    #warn;
    #run = (0,run_context/* githubRunContext */.oO)();
    #tracker;
    constructor(inputs, warn) {
        this.#inputs = inputs;
        this.#warn = warn;
    }
    /** Creates the GitHub deployment, in progress from now on. */
    async start(deploymentName) {
        const { environment, githubToken: token } = this.#inputs;
        if (!environment || !token || !this.#run)
            return;
        this.#tracker = await startGitHubDeployment({
            token,
            environment,
            transient: this.#run.pullRequest !== undefined,
            description: `Deploying ${deploymentName}`,
            warn: this.#warn,
            run: this.#run,
        });
        await this.#tracker?.update('in_progress');
    }
    /**
     * A dry run's plan in the pull-request comment, which a later plan or deploy of the same
     * deployment replaces. No GitHub deployment is made: a plan deploys nothing.
     */
    async showPlan(plan) {
        const { githubToken: token } = this.#inputs;
        if (!this.#inputs.commentOnPr || !token || !this.#run)
            return;
        const marker = plan.deploymentName ?? plan.deploymentId ?? 'deploy';
        const body = (0,plan_report/* renderPlanComment */.z)(plan);
        await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
    }
    /** The deployment's final status and the pull-request comment, as the report words them. */
    async finish(report) {
        const { githubToken: token, environment } = this.#inputs;
        const { state, details } = (0,deploy_report/* githubStatus */.AV)(report);
        await this.#tracker?.update(state, details);
        if (!this.#inputs.commentOnPr || !token || !this.#run)
            return;
        const body = (0,render_report/* renderDeployComment */.Tw)(report, (0,render_report/* runLinks */.$E)(this.#run), environment);
        const marker = (0,deploy_report/* commentMarker */.Ql)(report);
        await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
    }
}


/***/ }),

/***/ 4028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RN: () => (/* binding */ boundedChanges),
/* harmony export */   ZL: () => (/* binding */ planUpdate),
/* harmony export */   _1: () => (/* binding */ planCreate)
/* harmony export */ });
/* unused harmony exports SECRET_WORDS, MAX_VALUE_CHARS, MAX_CHANGES */
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(715);


/** A secret's value is never compared or shown: these words stand in for it. */
const SECRET_WORDS = {
    set: 'set',
    /** On both sides: the service's value is dropped as it arrives, so it cannot be compared. */
    resent: 'set (value not compared)',
    removed: 'removed',
};
/** Longest value a change shows; the summary and the `changes` output stay bounded. */
const MAX_VALUE_CHARS = 200;
const MAX_CHANGES = 50;
const REVISION_FIELDS = ['repo_ref', 'agent_config_path', 'image_uri', 'source_tarball_path'];
/**
 * The fields a PATCH (or a POST …/revisions) with `body` would change on `deployment`, one
 * entry per field. A member the body leaves out changes nothing and is not listed. Secrets are
 * listed by name: sending `secrets` replaces them all, so a name the deployment has and the
 * body lacks is removed.
 */
function planUpdate(deployment, body) {
    const changes = [];
    const differs = (field, from, to) => {
        if (to === undefined || sameValue(from, to))
            return;
        changes.push({ field, from: shown(from), to: shown(to) });
    };
    differs('source', deployment.source, body.revision_source);
    const revision = (deployment.source_revision_config ?? {});
    const sentRevision = (body.source_revision_config ?? {});
    for (const field of REVISION_FIELDS)
        differs(field, revision[field], sentRevision[field]);
    const config = deployment.source_config ?? {};
    for (const [member, value] of Object.entries(body.source_config ?? {})) {
        differs(`source_config.${member}`, config[member], value);
    }
    if (body.secret_references != null) {
        differs('secret_references', sortedReferences(deployment.secret_references ?? []), sortedReferences(body.secret_references));
    }
    if (body.secrets != null) {
        const now = new Set((deployment.secrets ?? []).map((secret) => secret.name));
        const sent = new Set(body.secrets.map((secret) => secret.name));
        for (const name of [...sent].sort()) {
            changes.push({
                field: `secrets.${name}`,
                from: now.has(name) ? SECRET_WORDS.set : null,
                to: now.has(name) ? SECRET_WORDS.resent : SECRET_WORDS.set,
            });
        }
        for (const name of [...now].filter((name) => !sent.has(name)).sort()) {
            changes.push({ field: `secrets.${name}`, from: SECRET_WORDS.set, to: SECRET_WORDS.removed });
        }
    }
    return changes;
}
/** Every field a create would give the new deployment, each from nothing. */
function planCreate(body) {
    const changes = [
        { field: 'name', from: null, to: body.name },
        { field: 'source', from: null, to: body.source },
    ];
    for (const [field, value] of Object.entries(body.source_revision_config ?? {})) {
        if (value !== undefined && value !== null)
            changes.push({ field, from: null, to: shown(value) });
    }
    for (const [member, value] of Object.entries(body.source_config ?? {})) {
        if (value !== undefined && value !== null)
            changes.push({ field: `source_config.${member}`, from: null, to: shown(value) });
    }
    if (body.secret_references?.length) {
        changes.push({
            field: 'secret_references',
            from: null,
            to: shown(sortedReferences(body.secret_references)),
        });
    }
    for (const name of (body.secrets ?? []).map((secret) => secret.name).sort()) {
        changes.push({ field: `secrets.${name}`, from: null, to: SECRET_WORDS.set });
    }
    return changes;
}
/**
 * The `changes` output: at most MAX_CHANGES entries, each text at most MAX_VALUE_CHARS, with no
 * secret value and no control character. Line separators become `\n`, which JSON escapes.
 */
function boundedChanges(changes) {
    return changes.slice(0, MAX_CHANGES).map((change) => ({
        field: bounded(change.field),
        from: change.from === null ? null : bounded(change.from),
        to: change.to === null ? null : bounded(change.to),
    }));
}
/** Redacted as controls go and again as separators turn into breaks (as oneLine does), then cut. */
function bounded(text) {
    const printable = (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)((0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControls */ .$Y)(text)).replace(/[\u2028\u2029]/g, '\n');
    return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(printable, MAX_VALUE_CHARS);
}
/** Text for a value: strings as they are, anything else as JSON with sorted keys; null for none. */
function shown(value) {
    if (value === undefined || value === null)
        return null;
    return typeof value === 'string' ? value : stableJson(value);
}
function sameValue(a, b) {
    const none = (value) => value === undefined || value === null;
    if (none(a) || none(b))
        return none(a) && none(b);
    return stableJson(a) === stableJson(b);
}
function stableJson(value) {
    return JSON.stringify(value, (_key, inner) => inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : inner);
}
/**
 * Each reference as docs/service.md lists it, `{name, secret_name, secret_key}`, sorted. Any
 * other member an answer carries (a resolved value, say) is neither compared nor shown.
 */
function sortedReferences(references) {
    const text = (value) => (typeof value === 'string' ? value : '');
    return references
        .map((reference) => ({
        name: text(reference.name),
        secret_name: text(reference.secret_name),
        secret_key: text(reference.secret_key),
    }))
        .sort((a, b) => stableJson(a).localeCompare(stableJson(b)));
}


/***/ }),

/***/ 5791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toPlanStepReport: () => (/* binding */ toPlanStepReport),
/* harmony export */   z: () => (/* binding */ renderPlanComment)
/* harmony export */ });
/* unused harmony export renderPlanSummary */
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3932);
/* harmony import */ var _plan_changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4028);
/* harmony import */ var _render_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3765);



/** Outputs of a dry run whose every value the action picks itself. */
const PLAN_OWN_WORDS = new Set(['result', 'changed']);
const PLAN_JSON_OUTPUTS = new Set(['changes']);
const ACTION_WORDS = {
    update: 'would be changed',
    create: 'would be created',
    redeploy: 'would deploy an earlier revision again',
};
/** The plan as the runner takes it: `result: planned`, `changed`, `changes`, and the summary. */
function toPlanStepReport(plan, links) {
    const changed = plan.changes.length > 0;
    return {
        outputs: {
            result: 'planned',
            changed: String(changed),
            changes: JSON.stringify((0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedChanges */ .RN)(plan.changes)),
            'deployment-id': plan.deploymentId,
            'deployment-name': plan.deploymentName,
        },
        ownWords: PLAN_OWN_WORDS,
        jsonOutputs: PLAN_JSON_OUTPUTS,
        summary: renderPlanSummary(plan, links),
        conclusion: `Result: planned (${changed ? `${plan.changes.length} changes` : 'no change'}); nothing was sent`,
    };
}
function headline(plan) {
    const name = plan.deploymentName ?? plan.deploymentId ?? 'deployment';
    const what = plan.changes.length > 0 || plan.action === 'create' ? ACTION_WORDS[plan.action] : 'no change';
    return `📋 Plan: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} ${what}`;
}
/** The job summary of a dry run: what would be sent, field by field. */
function renderPlanSummary(plan, links) {
    const parts = [`## ${headline(plan)}`, ...planBody(plan)];
    const footer = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_2__/* .linksLine */ .sV)(links);
    if (footer)
        parts.push(footer);
    return `${parts.join('\n\n')}\n`;
}
/** The pull-request comment of a dry run (the marker line is added by the comment's writer). */
function renderPlanComment(plan) {
    return `${[`### ${headline(plan)}`, ...planBody(plan)].join('\n\n')}\n`;
}
function planBody(plan) {
    const facts = [];
    if (plan.deploymentId)
        facts.push(['Deployment', (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.deploymentId)]);
    if (plan.currentRevision) {
        const status = plan.currentRevision.status ? ` (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.currentRevision.status)})` : '';
        facts.push(['Current revision', `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(plan.currentRevision.id)}${status}`]);
    }
    if (plan.packed) {
        facts.push([
            'source-path',
            `packed: ${plan.packed.files} files, ${(plan.packed.bytes / 1e6).toFixed(2)} MB (not uploaded)`,
        ]);
    }
    facts.push(['Sent', 'nothing: this was a dry run']);
    const parts = [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['', ''], facts)];
    if (plan.changes.length > 0)
        parts.push(changesTable(plan.changes));
    else
        parts.push('No field would change.');
    if (plan.makesRevision && plan.action === 'update') {
        parts.push('_A deploy would still make a new revision: the service makes one for any `source_revision_config` or `secrets` sent (a branch builds its newest commit)._');
    }
    parts.push('_Secrets are shown by name only; their values are never compared or written._');
    return parts;
}
const MAX_ROWS = 50;
function changesTable(changes) {
    const value = (text) => (text === null ? '—' : (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(text, 200));
    const rows = (0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedChanges */ .RN)(changes)
        .slice(0, MAX_ROWS)
        .map((change) => [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(change.field, 100), value(change.from), value(change.to)]);
    const hidden = changes.length - rows.length;
    if (hidden > 0)
        rows.push([`… ${hidden} more`, '', '']);
    return (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Field', 'Now', 'Would be'], rows);
}


/***/ }),

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


/***/ })

};
