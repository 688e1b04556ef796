export const id = 258;
export const ids = [258];
export const modules = {

/***/ 2034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ gitRefInput),
/* harmony export */   L7: () => (/* binding */ imageReferenceInput),
/* harmony export */   dr: () => (/* binding */ gitRefProblem),
/* harmony export */   u4: () => (/* binding */ namespaceListInput)
/* harmony export */ });
/* unused harmony exports imageReferenceProblem, isDnsLabel, nameListInput */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);
/* harmony import */ var _visible_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6963);



/*
 * The forms of the names an input hands on to git, a container registry or Kubernetes, checked
 * by their own rules, so a value none of them would take is refused before any request.
 */
/**
 * Why git would not take `ref` as a branch or tag name (the rules of `git check-ref-format
 * --branch`), or undefined. A commit sha is hex, which these rules always allow.
 */
function gitRefProblem(ref) {
    if (ref.startsWith('-'))
        return 'starts with "-"';
    if (ref === '@')
        return 'is "@" alone';
    if (ref.startsWith('/') || ref.endsWith('/'))
        return 'starts or ends with "/"';
    if (ref.includes('//'))
        return 'holds "//"';
    if (ref.includes('..'))
        return 'holds ".."';
    if (ref.includes('@{'))
        return 'holds "@{"';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: git refuses these in a ref
    const refused = /[\u0000-\u0020\u007f~^:?*[\\]/.exec(ref);
    if (refused) {
        const char = refused[0] === ' ' ? 'a space' : `"${(0,_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showInvisible */ .j)(refused[0])}"`;
        return `holds ${char}; git takes no space, ~ ^ : ? * [ \\ or control character in a ref`;
    }
    if (ref.endsWith('.'))
        return 'ends with "."';
    for (const part of ref.split('/')) {
        if (part.startsWith('.'))
            return `has a part starting with "." (${part})`;
        if (part.endsWith('.lock'))
            return `has a part ending in ".lock" (${part})`;
    }
    return undefined;
}
// The grammar of an image reference, as the registries' own reference library reads it:
// [host[:port]/]path[:tag][@digest].
const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const NAME = `(?:${HOST}(?::[0-9]+)?/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const IMAGE_REFERENCE = new RegExp(`^(${NAME})(?::${TAG})?(?:@${DIGEST})?$`);
/** The longest repository name a registry takes. */
const MAX_IMAGE_NAME_CHARS = 255;
/** Why `reference` is not an image reference a registry takes, or undefined. */
function imageReferenceProblem(reference) {
    const match = IMAGE_REFERENCE.exec(reference);
    if (!match) {
        const hint = /[A-Z]/.test(reference.split('/').slice(1).join('/'))
            ? ' (a repository path is lower-case)'
            : '';
        return `is not an image reference: write [host[:port]/]path[:tag][@digest], such as registry.example.com/team/agent:1.2${hint}`;
    }
    const name = match[1];
    if (name.length > MAX_IMAGE_NAME_CHARS) {
        return `names a repository of ${name.length} characters; a registry takes at most ${MAX_IMAGE_NAME_CHARS}`;
    }
    return undefined;
}
const DNS_LABEL = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;
const MAX_DNS_LABEL_CHARS = 63;
/** Whether `name` is a DNS label (RFC 1123), as a Kubernetes namespace's name must be. */
function isDnsLabel(name) {
    return name.length <= MAX_DNS_LABEL_CHARS && DNS_LABEL.test(name);
}
/** A branch, tag or commit sha, as git names them. */
const gitRefInput = _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .max(255, { error: 'must be at most 255 characters' })
    .superRefine((ref, context) => {
    const problem = gitRefProblem(ref);
    if (problem) {
        context.addIssue({
            code: 'custom',
            message: `must be a branch, tag or commit sha that git accepts, but ${problem}`,
        });
    }
})
    .optional());
/** An image reference, `[host[:port]/]path[:tag][@digest]`. */
const imageReferenceInput = _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .superRefine((reference, context) => {
    const problem = imageReferenceProblem(reference);
    if (problem)
        context.addIssue({ code: 'custom', message: problem });
})
    .optional());
/** Names separated by line breaks or commas, trimmed; blanks dropped and repeats kept once. */
const nameListInput = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().transform((text) => {
    const names = text.split(/[\n,]/).map((name) => name.trim());
    return [...new Set(names.filter((name) => name !== ''))];
});
/** Kubernetes namespaces: a name list whose every name is a DNS label. */
const namespaceListInput = nameListInput.superRefine((names, context) => {
    const bad = names.filter((name) => !isDnsLabel(name));
    if (bad.length === 0)
        return;
    const shown = bad.slice(0, 3).map((name) => `"${(0,_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showInvisible */ .j)(name.slice(0, 80))}"`);
    const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
    context.addIssue({
        code: 'custom',
        message: `holds ${shown.join(', ')}${more}, not a namespace name: each is a DNS label of lower-case letters, digits and "-", starting and ending with a letter or digit, at most ${MAX_DNS_LABEL_CHARS} characters`,
    });
});


/***/ }),

/***/ 6898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ deploymentTypeInput),
/* harmony export */   j: () => (/* binding */ typeNotAppliedWarning)
/* harmony export */ });
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);



/**
 * The `deployment-type` input of every action that may create a deployment: one of the types
 * the service has, empty when not given. The type goes into `source_config.deployment_type` of
 * the create only; a deployment that exists keeps its own.
 */
const deploymentTypeInput = (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .enumInput */ .gX)(_client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPLOYMENT_TYPES */ ._o);
/**
 * The warning for a deployment that exists with another type than deployment-type asks for:
 * the input is used only when the deployment is created, so the run goes on with the type the
 * deployment has. Undefined when the types agree, or when none was asked for. A type the
 * service writes that is not one of its documented ones is not repeated.
 */
function typeNotAppliedWarning(deployment, wanted) {
    const actual = deployment.source_config?.deployment_type;
    if (!wanted || actual === wanted)
        return undefined;
    const has = _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .DEPLOYMENT_TYPES */ ._o.includes(actual)
        ? `is a ${actual} deployment`
        : actual == null
            ? 'states no type'
            : 'has another type';
    return `${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-type')} ${wanted} is used only when the deployment is created; ${deployment.name ?? deployment.id} exists and ${has}, which this run does not change.`;
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

/***/ 5494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UU: () => (/* binding */ matchRepository),
/* harmony export */   fq: () => (/* binding */ fullName),
/* harmony export */   yN: () => (/* binding */ repositoryNotFound)
/* harmony export */ });
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);

const NAMES_SHOWN_WHEN_MISSING = 5;
const fullName = (repository) => `${repository.owner}/${repository.name}`;
/** The entry for `owner/name`, compared case-insensitively as the source host does. */
function matchRepository(repositories, wanted) {
    const key = wanted.toLowerCase();
    return repositories.find((repository) => fullName(repository).toLowerCase() === key);
}
/** The error for a repository the integration does not reach, naming a few that it does. */
function repositoryNotFound(wanted, integrationId, repositories) {
    const shown = repositories.slice(0, NAMES_SHOWN_WHEN_MISSING).map(fullName);
    const more = repositories.length - shown.length;
    const found = repositories.length === 0
        ? 'it reaches no repositories at all'
        : `it reaches ${repositories.length}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return new _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz([
        {
            input: 'repository',
            message: `"${wanted}" is not among the repositories of integration ${integrationId}; ${found}.`,
        },
    ]);
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

/***/ 7068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   kv: () => (/* binding */ runContextOf),
/* harmony export */   oA: () => (/* binding */ runnerSource),
/* harmony export */   qc: () => (/* binding */ deploymentSha)
/* harmony export */ });
/* unused harmony export githubRunContext */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7835);


/**
 * The run as the runner's default environment variables and event file describe it (the run's
 * facts, as the runtime gives them), read as @actions/github's `context` reads them, without
 * loading Octokit: a deploy that sends GitHub nothing still links its summary to the run and
 * the commit.
 */
function runnerSource(env) {
    const payload = readEventPayload(env.GITHUB_EVENT_PATH);
    return {
        get repo() {
            const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
            if (owner && repo)
                return { owner, repo };
            const repository = payload.repository;
            if (repository?.owner?.login && repository.name) {
                return { owner: repository.owner.login, repo: repository.name };
            }
            throw new Error('the run names no repository (GITHUB_REPOSITORY)');
        },
        eventName: env.GITHUB_EVENT_NAME ?? '',
        sha: env.GITHUB_SHA ?? '',
        runId: Number.parseInt(env.GITHUB_RUN_ID ?? '', 10),
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        payload,
    };
}
function readEventPayload(file) {
    if (!file)
        return {};
    try {
        // GitHub writes it, with text from people in it: read as any answer is (bounded-json.ts).
        const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoundedJson */ .Rj)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        const payload = parsed.kind === 'json' ? parsed.value : undefined;
        return typeof payload === 'object' && payload !== null ? payload : {};
    }
    catch {
        return {};
    }
}
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** The workflow run the run's facts describe; undefined outside one (see githubRunContext). */
function runContextOf(facts) {
    return githubRunContext(runnerSource(facts));
}
/**
 * The run's facts, from the runner's variables (or a Context of @actions/github read from the
 * same variables). Undefined outside a workflow run, where no repository is named.
 */
function githubRunContext(source) {
    let repository;
    try {
        repository = source.repo;
    }
    catch {
        return undefined;
    }
    if (!repository.owner || !repository.repo)
        return undefined;
    const pullRequest = PULL_REQUEST_EVENTS.has(source.eventName)
        ? readPullRequest(source.payload.pull_request)
        : undefined;
    return {
        apiUrl: source.apiUrl,
        serverUrl: source.serverUrl,
        owner: repository.owner,
        repo: repository.repo,
        eventName: source.eventName ?? '',
        sha: source.sha ?? '',
        ...(Number.isSafeInteger(source.runId) && source.runId > 0 && { runId: source.runId }),
        ...(pullRequest && { pullRequest }),
    };
}
function readPullRequest(payload) {
    if (typeof payload !== 'object' || payload === null)
        return undefined;
    const { number, head } = payload;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    const headSha = typeof head?.sha === 'string' && head.sha ? head.sha : undefined;
    return { number, ...(headSha && { headSha }) };
}
/**
 * The commit a deployment is for: the pull request's head on pull-request events (the commit
 * the pull request shows), else `GITHUB_SHA`.
 */
function deploymentSha(run) {
    return run.pullRequest?.headSha || run.sha || undefined;
}
/** The workflow run's page, for `log_url` and the comment's link. */
function workflowRunUrl(run) {
    if (run.runId === undefined)
        return undefined;
    return `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}`;
}


/***/ })

};
