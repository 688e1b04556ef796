export const id = 905;
export const ids = [905,631];
export const modules = {

/***/ 2905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitHubView: () => (/* binding */ GitHubView)
});

// UNUSED EXPORTS: commentMarker, githubStatus

// EXTERNAL MODULE: ./src/common/deployment-url.ts
var deployment_url = __webpack_require__(8090);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/github/github-answers.ts
var github_answers = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/github/github-session.ts
var github_session = __webpack_require__(7625);
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
    const session = await (0,github_session/* openGitHubSession */.w)(options, 'deployments', doing);
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
        const answer = data;
        const id = (0,github_answers/* idIn */.DG)(answer.id);
        if (id === undefined) {
            const said = typeof answer.message === 'string' ? answer.message : 'its answer named no id';
            session.warnOnce(`${doing}: GitHub created no deployment (${(0,runner_text/* oneLine */.TN)(said, 200)}).`);
            return undefined;
        }
        return new DeploymentTracker(session, id);
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/common/redactor.ts
var redactor = __webpack_require__(6369);
;// CONCATENATED MODULE: ./src/github/comment-marker.ts


/*
 * The hidden first line that tells the action's comment for one deployment apart from its
 * comments for others: `<!-- agent-deploy:NAME -->`, NAME written so that two deployments
 * never share a line and nothing in it can end the HTML comment or break the line.
 */
/** Characters written as they are; a `-` is too, unless it follows another `-`. */
const KEPT = /^[A-Za-z0-9.:/@+=]$/;
/** Longer encoded names are cut and end in `~` and a hash of the whole name. */
const MAX_NAME_CHARS = 200;
const CUT_NAME_CHARS = 150;
const HASH_HEX_CHARS = 32;
/**
 * The marker line of the comment for `marker` (a deployment's name or id). A secret value in
 * it is starred out first; then every character outside KEPT, and each `-` that follows a
 * `-`, is percent-encoded as UTF-8 (`%` itself included), so the encoding can be undone and no
 * two names share a line. Earlier versions replaced such characters with `_`, folded `--`
 * into `-` and cut at 200 characters; for a name none of that touched, the line is unchanged,
 * so their comments are still found. The others get a new comment: their old line could
 * stand for more than one deployment.
 */
function commentMarkerLine(marker) {
    const name = (0,redactor/* redact */.E$)(marker);
    let encoded = encodeName(name);
    if (encoded.length > MAX_NAME_CHARS) {
        const digest = (0,external_node_crypto_.createHash)('sha256').update(name).digest('hex').slice(0, HASH_HEX_CHARS);
        encoded = `${wholeEscapes(encoded.slice(0, CUT_NAME_CHARS))}~${digest}`;
    }
    return `<!-- agent-deploy:${encoded} -->`;
}
/** True when the comment's first line is exactly `markerLine`. */
function startsWithMarker(body, markerLine) {
    if (typeof body !== 'string')
        return false;
    return body.replace(/\r\n?/g, '\n').split('\n', 1)[0] === markerLine;
}
/** True when the comment is the one this marker names: the marker is its whole first line. */
function isMarkedComment(body, marker) {
    return startsWithMarker(body, commentMarkerLine(marker));
}
function encodeName(name) {
    let encoded = '';
    let previous = '';
    for (const char of name) {
        const kept = KEPT.test(char) || (char === '-' && previous !== '-');
        encoded += kept ? char : percentEncoded(char);
        previous = char;
    }
    return encoded;
}
/** `%XX` per UTF-8 byte; a lone surrogate, which has no UTF-8, as `%uXXXX`. */
function percentEncoded(char) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
        return `%u${code.toString(16).toUpperCase()}`;
    return [...Buffer.from(char, 'utf8')]
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
}
/** The text without an escape cut short at its end. */
function wholeEscapes(text) {
    return text.replace(/%(?:u[0-9A-F]{0,3}|[0-9A-F]?)$/, '');
}

// EXTERNAL MODULE: ./src/github/list-pages.ts
var list_pages = __webpack_require__(7730);
;// CONCATENATED MODULE: ./src/github/token-identity.ts

/**
 * The account a token acts as. REST's `GET /user` answers only tokens of a person (403
 * "Resource not accessible by integration" to the job's `GITHUB_TOKEN` and to any app's
 * installation token), and `GET /app` takes an app's own key, not a token. GraphQL's `viewer`
 * answers every kind: a person's login for their token, `github-actions[bot]` for the job's
 * token, `<app>[bot]` for another app's installation token.
 */
const VIEWER_QUERY = 'query { viewer { login } }';
/** Asks GitHub whose token this is; throws when it cannot say. */
async function learnTokenIdentity(session) {
    const answer = await session.client.graphql(VIEWER_QUERY);
    const viewer = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'viewer') : {};
    const login = typeof viewer === 'object' && viewer !== null ? Reflect.get(viewer, 'login') : '';
    if (typeof login !== 'string' || login.trim() === '') {
        throw new github_answers/* UnexpectedGitHubAnswer */.$4("GitHub's answer did not name the account the token acts as");
    }
    return { login: login.trim() };
}
/**
 * True when a comment's `user` (as REST shows it) is the token's account. Logins are compared
 * as GitHub does, regardless of case; an app's login is the same with or without the `[bot]`
 * REST puts after it.
 */
function isWrittenBy(user, identity) {
    if (typeof user !== 'object' || user === null)
        return false;
    const login = Reflect.get(user, 'login');
    if (typeof login !== 'string')
        return false;
    const theirs = login.toLowerCase();
    const mine = identity.login.toLowerCase();
    return theirs === mine || (Reflect.get(user, 'type') === 'Bot' && theirs === `${mine}[bot]`);
}

;// CONCATENATED MODULE: ./src/github/pull-request-comment.ts







/** GitHub refuses comments longer than 65,536 characters. */
const MAX_BODY_CHARS = 65_000;
/** A pull request with more comments than this gets a new comment rather than a long search. */
const MAX_COMMENT_PAGES = 30;
/**
 * On a pull request, writes `body` into the action's one comment for `marker`: updates the
 * comment when it exists, creates it only when none does. Does nothing on other events.
 * Trouble is one warning through `warn` and the outcome `failed`; never throws.
 */
async function upsertPullRequestComment(options) {
    const doing = 'Could not write the deploy comment on the pull request';
    const session = await (0,github_session/* openGitHubSession */.w)(options, 'pull-requests', doing);
    if (!session)
        return { outcome: 'failed' };
    const issueNumber = session.run.pullRequest?.number;
    if (issueNumber === undefined)
        return { outcome: 'not-a-pull-request' };
    const markerLine = commentMarkerLine(options.marker);
    const body = `${markerLine}\n${(0,runner_text/* truncate */.xv)(options.body, MAX_BODY_CHARS)}`;
    const { owner, repo } = session.run;
    try {
        const existing = await findOwnMarkedComment(session, issueNumber, markerLine);
        if (existing?.body === body) {
            return { outcome: 'unchanged', commentId: existing.id, ...urlOf(existing) };
        }
        if (existing) {
            const { data } = await session.client.rest.issues.updateComment({
                owner,
                repo,
                comment_id: existing.id,
                body,
            });
            return { outcome: 'updated', ...writtenComment(data) };
        }
        const { data } = await session.client.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
        });
        return { outcome: 'created', ...writtenComment(data) };
    }
    catch (error) {
        session.report(error, doing);
        return { outcome: 'failed' };
    }
}
/**
 * The oldest comment that starts with the marker line and was written by the account the token
 * acts as, paging through the pull request's comments until it is found. A marked comment by
 * anyone else (another bot, a person, the author of a pull request from a fork, who could edit
 * it afterwards to tell a result the action never wrote) is never taken over. Whose the token
 * is, is asked only once a marked comment turns up; when GitHub cannot say, the comment is not
 * written at all, rather than taken over or written once more on every run.
 */
async function findOwnMarkedComment(session, issueNumber, markerLine) {
    const { run } = session;
    let identity;
    const pages = (0,list_pages/* listPages */.p)(session, {
        route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        parameters: { owner: run.owner, repo: run.repo, issue_number: issueNumber, per_page: 100 },
        what: "the pull request's comments",
        maxPages: MAX_COMMENT_PAGES,
    });
    for await (const page of pages) {
        for (const comment of page) {
            const id = (0,github_answers/* idIn */.DG)(comment.id);
            if (id === undefined || !startsWithMarker(comment.body, markerLine))
                continue;
            identity ??= learnTokenIdentity(session);
            if (isWrittenBy(comment.user, await identity)) {
                return { id, body: String(comment.body), html_url: comment.html_url };
            }
        }
    }
    return undefined;
}
function writtenComment(data) {
    const id = (0,github_answers/* idIn */.DG)(data.id);
    return { ...(id !== undefined && { commentId: id }), ...urlOf(data) };
}
function urlOf(comment) {
    return typeof comment.html_url === 'string' ? { url: comment.html_url } : {};
}

// EXTERNAL MODULE: ./src/deploy/plan/plan-report.ts
var plan_report = __webpack_require__(3631);
// EXTERNAL MODULE: ./src/deploy/report/render-report.ts + 3 modules
var render_report = __webpack_require__(3979);
;// CONCATENATED MODULE: ./src/deploy/github-view.ts




/**
 * GitHub's own view of the deploy: a deployment of the commit in `environment`, whose status
 * follows the revision, and one pull-request comment kept up to date. Trouble with GitHub is a
 * warning (the github module's rule); it never changes the deploy's result.
 */
class GitHubView {
    #inputs;
    #warn;
    #run;
    #tracker;
    constructor(inputs, warn, run) {
        this.#inputs = inputs;
        this.#warn = warn;
        this.#run = run;
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
        const marker = commentMarker(plan);
        const body = (0,plan_report/* renderPlanComment */.z)(plan);
        await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
    }
    /** The deployment's final status and the pull-request comment, as the report words them. */
    async finish(report) {
        const { githubToken: token, environment } = this.#inputs;
        const { state, details } = githubStatus(report);
        await this.#tracker?.update(state, details);
        if (!this.#inputs.commentOnPr || !token || !this.#run)
            return;
        const body = (0,render_report/* renderDeployComment */.Tw)(report, (0,render_report/* runLinks */.$E)(this.#run), environment);
        const marker = commentMarker(report);
        await upsertPullRequestComment({ token, marker, body, warn: this.#warn, run: this.#run });
    }
}
/** What GitHub's deployment status says for each way a deploy ends. */
const GITHUB_STATES = {
    deployed: 'success',
    submitted: 'in_progress',
    failed: 'failure',
    unhealthy: 'failure',
    'timed-out': 'error',
    cancelled: 'error',
};
/** The GitHub deployment's last status: its state, a one-line description, the app's URL. */
function githubStatus(report) {
    const description = `Revision ${report.revisionId ?? 'unknown'}: ${report.status ?? report.result}`;
    return {
        state: GITHUB_STATES[report.result],
        details: { ...(report.url && { environmentUrl: report.url }), description },
    };
}
/**
 * Which of the action's pull-request comments tells this deploy or plan: one per deployment,
 * which a later plan or deploy of it replaces.
 */
function commentMarker(named) {
    return named.deploymentName ?? named.deploymentId ?? 'deploy';
}


/***/ }),

/***/ 7964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RN: () => (/* binding */ boundedChanges),
/* harmony export */   ZL: () => (/* binding */ planUpdate),
/* harmony export */   _1: () => (/* binding */ planCreate)
/* harmony export */ });
/* unused harmony exports SECRET_WORDS, MAX_VALUE_CHARS, MAX_CHANGES */
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6369);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(715);



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
    for (const field of _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .REVISION_FIELDS */ .It)
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
    const printable = (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)((0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .stripControls */ .$Y)(text)).replace(/[\u2028\u2029]/g, '\n');
    return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(printable, MAX_VALUE_CHARS);
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

/***/ 3631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   toPlanStepReport: () => (/* binding */ toPlanStepReport),
/* harmony export */   z: () => (/* binding */ renderPlanComment)
/* harmony export */ });
/* unused harmony export renderPlanSummary */
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3932);
/* harmony import */ var _evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8951);
/* harmony import */ var _packing_packed_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8126);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1780);
/* harmony import */ var _report_render_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3979);
/* harmony import */ var _plan_changes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7964);






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
    const name = (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .nameOutput */ .HI)(plan.deploymentName);
    return {
        outputs: {
            result: 'planned',
            changed: String(changed),
            changes: JSON.stringify((0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_5__/* .boundedChanges */ .RN)(plan.changes)),
            'deployment-id': plan.deploymentId,
            'deployment-name': name.value,
        },
        ...(name.warning && { warnings: [name.warning] }),
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
    const footer = (0,_report_render_report_js__WEBPACK_IMPORTED_MODULE_4__/* .linksLine */ .sV)(links);
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
        facts.push(['source-path', `${(0,_packing_packed_report_js__WEBPACK_IMPORTED_MODULE_2__/* .describePacked */ .S)(plan.packed)} · not uploaded`]);
    }
    if (plan.evaluation) {
        facts.push(['Evaluation', `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)((0,_evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_1__.evalPlanLine)(plan.evaluation))} · no run sent`]);
    }
    facts.push(['Sent', 'nothing: this was a dry run']);
    const parts = [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .factTable */ .Bu)(facts)];
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
    const rows = (0,_plan_changes_js__WEBPACK_IMPORTED_MODULE_5__/* .boundedChanges */ .RN)(changes)
        .slice(0, MAX_ROWS)
        .map((change) => [(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(change.field, 100), value(change.from), value(change.to)]);
    const hidden = changes.length - rows.length;
    if (hidden > 0)
        rows.push([`… ${hidden} more`, '', '']);
    return (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Field', 'Now', 'Would be'], rows);
}


/***/ })

};
