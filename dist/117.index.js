export const id = 117;
export const ids = [117];
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

/***/ 1172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ MAX_BODY_SHOWN_CHARS),
/* harmony export */   Ns: () => (/* binding */ checkHealth)
/* harmony export */ });
/* unused harmony export HEALTH_CHECK_INTERVAL_MS */
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(715);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);


/** The least time between two requests of a check; the product never asks more often. */
const HEALTH_CHECK_INTERVAL_MS = 2000;
/** How much of the last answer's body is kept to show. */
const MAX_BODY_SHOWN_CHARS = 200;
/**
 * `GET <deployment URL><path>` until it answers 2xx, HEALTH_CHECK_INTERVAL_MS apart, while the
 * checks' time leaves room for one more request. The route needs no key, so none is sent,
 * unless it answers 401 or 403 without one (a server behind a key check): then it is asked
 * again at once, and from then on, with X-Api-Key. A key refused, or none to send, ends the
 * check. Redirects are not followed: a 3xx is an answer that did not pass.
 */
async function checkHealth(server, check) {
    const { clock } = server;
    const startedAtMs = clock.elapsedMs();
    const outcome = {
        healthy: false,
        sent: false,
        attempts: 0,
        startedAtMs,
        endedAtMs: 0,
    };
    const end = (problem) => {
        if (problem)
            outcome.problem = problem;
        outcome.endedAtMs = clock.elapsedMs();
        return outcome;
    };
    const endpoint = server.endpoint(check.path);
    if (!endpoint.ok)
        return end(`No health check was sent: ${endpoint.problem}.`);
    const { url } = endpoint;
    outcome.url = url;
    const intervalMs = check.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
    for (;;) {
        outcome.attempts += 1;
        outcome.sent = true;
        const withKey = outcome.key === 'sent';
        const answer = await server.get(check.path, { withKey });
        delete outcome.lastStatus;
        delete outcome.lastBody;
        delete outcome.lastError;
        // The status alone decides the check: a body that stalls or breaks off is shown as far as it came.
        if (answer.kind === 'answer') {
            outcome.lastStatus = answer.status;
            outcome.lastBody = [...(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControls */ .$Y)(answer.text)].slice(0, MAX_BODY_SHOWN_CHARS).join('');
        }
        else {
            outcome.lastError = answer.reason;
        }
        const attempt = outcome.attempts;
        const seen = String(outcome.lastStatus ?? outcome.lastError);
        const event = { type: 'check', check: 'health-check', attempt, url, answer: seen };
        check.log(`Health check ${attempt}: GET ${url} → ${seen}`, event);
        if (outcome.lastStatus !== undefined && outcome.lastStatus >= 200 && outcome.lastStatus < 300) {
            outcome.healthy = true;
            return end();
        }
        if (outcome.lastStatus === 401 || outcome.lastStatus === 403) {
            const status = outcome.lastStatus;
            if (withKey) {
                outcome.key = 'refused';
                return end(`The health check GET ${url} answered ${status} with X-Api-Key too: the server refuses this key there, which says nothing of the revision.`);
            }
            if (!server.hasKey) {
                outcome.key = 'missing';
                return end(`The health check GET ${url} answered ${status}: the server checks a key in front of it, and this step has no ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('api-key')} to send (the bearer token never goes to the deployment's URL).`);
            }
            outcome.key = 'sent';
            check.log(`Health check: GET ${url} answered ${status} without a key, so the server checks one: asking again with X-Api-Key.`);
            continue;
        }
        if (!server.roomForAnother(intervalMs))
            break;
        await server.pause(intervalMs);
    }
    const last = outcome.lastStatus !== undefined ? `HTTP ${outcome.lastStatus}` : outcome.lastError;
    return end(`The health check GET ${url} never answered 2xx: ${outcome.attempts} requests, the last one ${last}.`);
}


/***/ }),

/***/ 2310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ splitForRollback),
/* harmony export */   iO: () => (/* binding */ describeSplit)
/* harmony export */ });
/* unused harmony exports ROLLBACK_FLOOR_MS, ROLLBACK_REQUESTS_MS, MIN_CHECKS_MS */
/* harmony import */ var _follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6715);

/*
 * With rollback-on-failure, a check that fails after DEPLOYED is followed by a rollback: a
 * redeploy of the earlier revision, followed to its end like any deploy. Checks that retry
 * until the step's time-out is nearly out leave it no time, and a rollback cut off by the
 * time-out goes live unobserved after the step ended. So the checks get what is left once the
 * rollback's time is kept apart.
 */
/** The least deploy time a rollback is given, and all it is given without a history. */
const ROLLBACK_FLOOR_MS = 120_000;
/** On top of the deploy time: the rollback's own requests (read, list, redeploy) and its polls. */
const ROLLBACK_REQUESTS_MS = 5_000;
/** The checks get at least this (or all that is left), even when a rollback's time does not fit. */
const MIN_CHECKS_MS = 10_000;
/**
 * The split of `remainingMs`. A rollback may need the slower quartile of the deployment's recent
 * deploy times, never less than ROLLBACK_FLOOR_MS (a history of 1 ms deploys is wrong, not
 * fast), plus ROLLBACK_REQUESTS_MS, and never more than the whole `timeout` (a history of day-long
 * deploys could never be watched in this step anyway). When what is left holds that and
 * MIN_CHECKS_MS, the rollback gets it and the checks the rest. When it does not, a full reserve
 * cannot be kept, and the checks are not starved for it: they get at least half of what is
 * left (and MIN_CHECKS_MS while that much is left), the rollback the rest.
 */
function splitForRollback(remainingMs, timeoutMs, typical) {
    const deployMs = Math.max(typical?.lateMs ?? 0, ROLLBACK_FLOOR_MS);
    const neededMs = Math.min(deployMs + ROLLBACK_REQUESTS_MS, timeoutMs);
    const leastMs = Math.min(remainingMs, MIN_CHECKS_MS);
    const fits = remainingMs - neededMs >= leastMs;
    const checksMs = fits ? remainingMs - neededMs : Math.max(leastMs, Math.ceil(remainingMs / 2));
    const history = typical
        ? `the slower quartile of the last ${typical.count} deploys, ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(typical.lateMs)}`
        : 'too little deploy history';
    const floor = typical && typical.lateMs >= ROLLBACK_FLOOR_MS
        ? ''
        : `, ${typical ? 'raised to' : 'so'} the floor of ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(ROLLBACK_FLOOR_MS)}`;
    const capped = neededMs < deployMs + ROLLBACK_REQUESTS_MS
        ? `, at most the step's timeout of ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(timeoutMs)}`
        : '';
    return {
        timeoutMs,
        checksMs,
        keptMs: Math.max(0, remainingMs - checksMs),
        neededMs,
        basis: `${history}${floor}, and ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(ROLLBACK_REQUESTS_MS)} for its requests${capped}`,
    };
}
/**
 * `40s: the checks after DEPLOYED get 24s, 15s kept for a rollback (…)`: for the log, as the
 * checks start; for the summary, in Markdown, once they are done (`had`).
 */
function describeSplit(split, form) {
    const deployed = form === 'summary' ? '`DEPLOYED` had' : 'DEPLOYED get';
    const short = split.keptMs < split.neededMs
        ? `, less than the ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(split.neededMs)} it may need`
        : '';
    return `${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(split.timeoutMs)}: the checks after ${deployed} ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(split.checksMs)}, ${(0,_follow_deploy_history_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTypical */ .Ao)(split.keptMs)} kept for a rollback${short} (${split.basis})`;
}


/***/ }),

/***/ 5593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ readInfo),
/* harmony export */   qo: () => (/* binding */ waitForServingRevision)
/* harmony export */ });
/* unused harmony exports INFO_INTERVAL_MS, SAYS_NO_REVISION */
/* harmony import */ var _agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3420);
/* harmony import */ var _agent_server_client_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8391);
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7835);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(715);




/** The least time between two `/info` requests. */
const INFO_INTERVAL_MS = 2000;
/** What a server that cannot tell which revision it runs is said to be, once. */
const SAYS_NO_REVISION = 'this server does not say which revision it runs';
/**
 * `GET <deployment URL>/info` until `host.revision_id` names this run's revision, at least
 * INFO_INTERVAL_MS apart, while the step's time-out leaves room for one more request. A 5xx, a
 * 429 or no answer is asked again (the server may still be starting).
 */
async function waitForServingRevision(server, wait) {
    const { clock } = server;
    const info = server.endpoint('/info');
    const url = info.ok ? info.url : server.url;
    const outcome = {
        verdict: 'no-answer',
        url,
        attempts: 0,
        startedAtMs: clock.elapsedMs(),
        endedAtMs: 0,
    };
    if (!info.ok) {
        outcome.note = `No request was sent to /info: ${info.problem}.`;
        outcome.endedAtMs = clock.elapsedMs();
        return outcome;
    }
    const tell = (answer) => {
        const { attempts: attempt } = outcome;
        const event = { type: 'check', check: 'serving-revision', attempt, url, answer };
        wait.log(`Serving revision ${attempt}: GET ${url} → ${answer}`, event);
    };
    const intervalMs = wait.intervalMs ?? INFO_INTERVAL_MS;
    let lastSeen = '';
    for (;;) {
        outcome.attempts += 1;
        const answer = await server.info();
        const reading = answer.kind === 'answer'
            ? readInfo(answer.status, answer.text, wait)
            : { kind: 'again', seen: answer.reason };
        if (reading.named !== undefined)
            outcome.servingRevisionId = reading.named;
        if (reading.kind === 'final') {
            outcome.verdict = reading.verdict;
            if (reading.note)
                outcome.note = reading.note;
            tell(describe(outcome));
            outcome.endedAtMs = clock.elapsedMs();
            return outcome;
        }
        lastSeen = reading.seen;
        tell(lastSeen);
        if (!server.roomForAnother(intervalMs))
            break;
        await server.pause(intervalMs);
    }
    const named = outcome.servingRevisionId;
    outcome.verdict = named ? 'other-revision' : 'no-answer';
    outcome.note = named
        ? `The server at the deployment's URL still runs revision ${named}, not this run's ${wait.revisionId}: ${outcome.attempts} requests to ${url} named it until ${clock.whose} left no room for another.`
        : `The server at the deployment's URL never told which revision it runs: ${outcome.attempts} requests to ${url}, the last one ${lastSeen}.`;
    outcome.endedAtMs = clock.elapsedMs();
    return outcome;
}
/** What one answer of `/info` says, given the deployment and revision this run expects. */
function readInfo(status, text, expected) {
    const unknown = (why) => ({
        kind: 'final',
        verdict: 'unknown',
        note: why === SAYS_NO_REVISION ? why : `which revision serves could not be proved: ${why}`,
    });
    if (status === 429 || status >= 500)
        return { kind: 'again', seen: `HTTP ${status}` };
    if (status === 404)
        return unknown('the server has no /info (HTTP 404), as a self-hosted one may not');
    if (status === 401 || status === 403) {
        return unknown(`the server refused the key on /info (HTTP ${status})`);
    }
    if (status < 200 || status >= 300)
        return unknown(`the server answered /info with HTTP ${status}`);
    const info = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoundedJson */ .Rj)(text);
    if (info.kind !== 'json' || !(0,_agent_server_client_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Q)(info.value)) {
        return unknown('the answer to /info is not a JSON object');
    }
    const host = info.value.host;
    // A server without `host` (the published JS server), or one whose host names no revision (a
    // self-hosted or local server), cannot tell.
    if (!(0,_agent_server_client_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Q)(host))
        return unknown(SAYS_NO_REVISION);
    const project = host.project_id;
    if (typeof project === 'string' && project !== expected.deploymentId) {
        return {
            kind: 'final',
            verdict: 'other-deployment',
            note: `The server at the deployment's URL belongs to another deployment: /info names ${(0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(project, 80)}, not ${expected.deploymentId}. Is source_config.custom_url right?`,
        };
    }
    const revision = host.revision_id;
    if (revision === null || revision === undefined)
        return unknown(SAYS_NO_REVISION);
    if (typeof revision !== 'string' || !_agent_server_client_request_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_ID */ .ib.test(revision)) {
        return unknown('host.revision_id is not in the form of a revision id');
    }
    if (revision === expected.revisionId)
        return { kind: 'final', verdict: 'proved', named: revision };
    return {
        kind: 'again',
        seen: `revision ${revision}, not yet ${expected.revisionId}`,
        named: revision,
    };
}
function describe(outcome) {
    if (outcome.verdict === 'proved')
        return `revision ${outcome.servingRevisionId}: this run's`;
    if (outcome.verdict === 'unknown')
        return `${outcome.note}; the checks go on.`;
    return outcome.note ?? outcome.verdict;
}


/***/ }),

/***/ 3467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ buildPatchBody),
/* harmony export */   QO: () => (/* binding */ imageTagWarning),
/* harmony export */   cn: () => (/* binding */ ChangeNotSent),
/* harmony export */   gx: () => (/* binding */ SourceNotShipped),
/* harmony export */   lD: () => (/* binding */ createsRevision),
/* harmony export */   lj: () => (/* binding */ buildCreateBody)
/* harmony export */ });
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);



/** A change the inputs ask for that the deployment cannot take; nothing was sent. */
class ChangeNotSent extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH {
}
/**
 * Why the source tree never reached the service: packing or uploading it failed (or was
 * stopped). Nothing that changes the deployment was sent by then.
 */
class SourceNotShipped extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH {
}
/**
 * Only what the user gave: an input left empty adds no member, because `secrets: []` would
 * wipe the deployment's secrets and `null` may clear a field. `deploymentSource` is the source
 * the deployment was created with: a source only a create takes (`external_image`, ...) is its
 * own default on later runs, so it is left out rather than sent as an override.
 */
function buildPatchBody(inputs, found = {}, deploymentSource) {
    const source = found.sourceTarballPath ? 'internal_source' : inputs.source;
    const override = source && _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .REVISION_SOURCES */ .Jy.includes(source);
    if (source && !override && source !== deploymentSource) {
        throw new ChangeNotSent(`${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().subject('source')}: ${source} is taken only when the deployment is created, and this deployment's source is ${deploymentSource ?? 'not stated'}; a change to it takes ${_client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .REVISION_SOURCES */ .Jy.join(', ')}. Nothing was sent.`);
    }
    return definedOnly({
        revision_source: override ? source : undefined,
        ...settings(inputs, found),
    });
}
/** The body that creates the deployment named `name` from the same inputs, with its type. */
function buildCreateBody(inputs, name, source, found = {}) {
    const given = settings(inputs, found);
    const type = inputs.deploymentType;
    const sourceConfig = type ? { ...given.source_config, deployment_type: type } : undefined;
    return definedOnly({
        name,
        source,
        ...given,
        ...(sourceConfig && { source_config: sourceConfig }),
    });
}
function settings(inputs, found) {
    const { repository } = found;
    const revisionConfig = definedOnly({
        repo_ref: inputs.repoRef ?? repository?.default_branch,
        agent_config_path: found.agentConfigPath ?? inputs.agentConfigPath,
        image_uri: inputs.imageUri,
        source_tarball_path: found.sourceTarballPath ?? inputs.sourceTarballPath,
    });
    const sourceConfig = repository
        ? {
            ...inputs.sourceConfig,
            integration_id: repository.host_integration_id,
            repo_url: repository.url,
        }
        : inputs.sourceConfig;
    return {
        source_config: sourceConfig,
        source_revision_config: Object.keys(revisionConfig).length > 0 ? revisionConfig : undefined,
        secrets: inputs.secrets,
        secret_references: inputs.secretReferences,
    };
}
/** Whether the service will create a revision for this body (docs/service.md: source_revision_config or secrets). */
function createsRevision(body) {
    return body.source_revision_config != null || body.secrets != null;
}
function definedOnly(record) {
    return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
/** Sources whose revisions run an image named by `image-uri`. */
const IMAGE_SOURCES = new Set(['internal_image', 'external_image']);
/** `@sha256:` and 64 hex digits: an image by its content, which no push can change. */
const DIGEST = /@sha256:[0-9a-f]{64}$/i;
/**
 * The warning for an image deployed by tag (or by no tag at all, which is `:latest`): a tag can
 * move between the push and the rollout, or later, so the revision may run another image than
 * the one the workflow built. Undefined for a digest, or for a source that takes no image.
 */
function imageTagWarning(imageUri, source) {
    if (!imageUri || !source || !IMAGE_SOURCES.has(source) || DIGEST.test(imageUri)) {
        return undefined;
    }
    const lastSlash = imageUri.lastIndexOf('/');
    const tagAt = imageUri.indexOf(':', lastSlash + 1);
    const repository = tagAt < 0 ? imageUri : imageUri.slice(0, tagAt);
    const tag = tagAt < 0 ? 'no tag (latest)' : `the tag ${imageUri.slice(tagAt + 1)}`;
    return `${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('image-uri')} names ${tag}, not a digest: a tag can move, so the revision may run another image than the one you built. Deploy by digest instead: ${repository}@sha256:<digest> (${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().onGitHub ? "docker/build-push-action's digest output" : 'the push of the image'} gives it).`;
}


/***/ }),

/***/ 2714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ findEarlierDeployed)
/* harmony export */ });
/* harmony import */ var _client_pages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7039);

/**
 * The revision that was live before this deploy (what a rollback brings back, and what the
 * evaluation gate's `live` baseline is): the deployment's `active_revision_id` as read before the
 * change, else its newest DEPLOYED revision other than `failedRevisionId`.
 */
async function findEarlierDeployed(client, before, failedRevisionId, signal) {
    const active = before.active_revision_id;
    if (active && active !== failedRevisionId)
        return active;
    const pages = (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_0__/* .everyPage */ .Lu)((query) => client.listRevisions(before.id, { ...query, status: 'DEPLOYED' }, { signal }));
    for await (const revisions of pages) {
        const earlier = revisions.find((revision) => revision.status === 'DEPLOYED' && revision.id !== failedRevisionId);
        if (earlier)
            return earlier.id;
    }
    return undefined;
}


/***/ }),

/***/ 6819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ resolveDeployment),
/* harmony export */   RJ: () => (/* binding */ lookUpRepository),
/* harmony export */   t4: () => (/* binding */ creationSource)
/* harmony export */ });
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);
/* harmony import */ var _deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6898);
/* harmony import */ var _deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2672);
/* harmony import */ var _deployments_repositories_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5494);
/* harmony import */ var _change_patch_body_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3467);






/**
 * The deployment that deployment-id or deployment-name names. A name is compared exactly; with
 * create-if-missing a name that matches nothing is created from the same inputs. A deployment
 * that exists keeps its type: a different deployment-type is one warning.
 */
async function resolveDeployment(context, inputs) {
    const resolved = await (0,_deployments_find_or_create_js__WEBPACK_IMPORTED_MODULE_3__/* .findOrCreateDeployment */ .GS)(context, inputs.target, {
        refusal: (name) => `No deployment is named exactly "${name}". To create it from this step, set ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().setting('create-if-missing', 'true')} (with ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('source')} and what it needs); otherwise check the name, which is compared exactly.`,
        ...(inputs.createIfMissing && {
            create: async (name) => {
                const source = creationSource(inputs);
                const repository = await lookUpRepository(context, inputs);
                return {
                    body: (0,_change_patch_body_js__WEBPACK_IMPORTED_MODULE_5__/* .buildCreateBody */ .lj)(inputs, name, source, repository ? { repository } : {}),
                    note: `No deployment is named "${name}": creating it (source ${source}).`,
                };
            },
        }),
    });
    const typeWarning = resolved.created
        ? undefined
        : (0,_deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_2__/* .typeNotAppliedWarning */ .j)(resolved.deployment, inputs.deploymentType);
    if (typeWarning)
        context.warn(typeWarning);
    return resolved;
}
/** The source a new deployment gets: the input, or what source-path or repository imply. */
function creationSource(inputs) {
    if (inputs.source)
        return inputs.source;
    if (inputs.sourcePath)
        return 'internal_source';
    if (inputs.repository)
        return 'sourcehost';
    throw new _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz([
        {
            input: 'source',
            message: `is required to create a deployment (sourcehost, external_image, internal_image, internal_source or internal_template), unless ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('source-path')} or ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('repository')} implies it`,
        },
    ]);
}
/** The repository listing's entry for integration-id and repository, when both are given. */
async function lookUpRepository({ client, signal, log }, inputs) {
    const { integrationId } = inputs;
    const wanted = inputs.repository;
    if (!integrationId || !wanted)
        return undefined;
    const repositories = await client.listRepositories(integrationId, { signal });
    const match = (0,_deployments_repositories_js__WEBPACK_IMPORTED_MODULE_4__/* .matchRepository */ .UU)(repositories, wanted);
    if (!match)
        throw (0,_deployments_repositories_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryNotFound */ .yN)(wanted, integrationId, repositories);
    log(`Repository ${wanted}: ${match.url}, default branch ${match.default_branch}.`);
    return match;
}


/***/ }),

/***/ 6715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ formatTypical),
/* harmony export */   mw: () => (/* binding */ describeTypical),
/* harmony export */   nC: () => (/* binding */ readTypicalDuration)
/* harmony export */ });
/* unused harmony exports HISTORY_PAGE_SIZE, deployDurationMs, typicalDuration, quantile */
/* harmony import */ var _common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5286);

/** One page of the list, newest first: the history costs one request however long it is. */
const HISTORY_PAGE_SIZE = 20;
const MAX_DEPLOYS = 10;
const MIN_DEPLOYS = 3;
/** A deploy longer than a day is not one to pace polls by: a timestamp is wrong. */
const MAX_PLAUSIBLE_MS = 24 * 60 * 60 * 1000;
/** The history is a nicety: a slow list must not hold up the deploy it paces. */
const HISTORY_TIMEOUT_MS = 5000;
/**
 * How long a DEPLOYED revision took: `updated_at − created_at`. A revision's `updated_at`
 * moves with each status change, and DEPLOYED is the last one, so for a DEPLOYED revision it
 * is when it went live. Anything else (another status, a missing or unreadable time, a
 * negative or day-long span) is left out.
 */
function deployDurationMs(revision) {
    if (revision.status !== 'DEPLOYED' || !revision.created_at || !revision.updated_at) {
        return undefined;
    }
    const created = Date.parse(revision.created_at);
    const deployed = Date.parse(revision.updated_at);
    const span = deployed - created;
    if (!Number.isFinite(span) || span <= 0 || span > MAX_PLAUSIBLE_MS)
        return undefined;
    return span;
}
/**
 * The typical duration from a newest-first page of revisions: the last (at most) 10 DEPLOYED
 * ones other than the revision being followed; undefined with fewer than 3.
 */
function typicalDuration(revisions, followedId) {
    const durations = revisions
        .slice(0, HISTORY_PAGE_SIZE)
        .filter((revision) => revision.id !== followedId)
        .flatMap((revision) => deployDurationMs(revision) ?? [])
        .slice(0, MAX_DEPLOYS)
        .sort((a, b) => a - b);
    if (durations.length < MIN_DEPLOYS)
        return undefined;
    return {
        typicalMs: quantile(durations, 0.5),
        earlyMs: quantile(durations, 0.25),
        lateMs: quantile(durations, 0.75),
        count: durations.length,
    };
}
/** Linear interpolation between the closest ranks of sorted values (the median of 4 is the mean of the middle two). */
function quantile(sorted, q) {
    const position = (sorted.length - 1) * q;
    const below = sorted[Math.floor(position)];
    const above = sorted[Math.ceil(position)];
    return Math.round(below + (above - below) * (position - Math.floor(position)));
}
/** `125000` → `2m05s`: the compact form of the ETA line. */
function formatTypical(ms) {
    if (ms < 9950)
        return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')}s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    const rest = String(seconds % 60).padStart(2, '0');
    if (minutes < 60)
        return `${minutes}m${rest}s`;
    return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m${rest}s`;
}
function describeTypical(typical) {
    return `typically ${formatTypical(typical.typicalMs)}, from the last ${typical.count} deploys`;
}
/**
 * Reads one page of the deployment's revisions and answers the typical duration, or why there
 * is none. Never throws: a history that cannot be read leaves the deploy as it would be.
 */
async function readTypicalDuration(client, ids, signal) {
    try {
        const page = await client.listRevisions(ids.deploymentId, { limit: HISTORY_PAGE_SIZE }, { signal: AbortSignal.any([signal, AbortSignal.timeout(HISTORY_TIMEOUT_MS)]) });
        const typical = typicalDuration(page.resources, ids.revisionId);
        if (typical)
            return { typical };
        return {
            unavailable: `${page.resources.length} revisions listed, fewer than ${MIN_DEPLOYS} DEPLOYED with readable times`,
        };
    }
    catch (error) {
        return { unavailable: (0,_common_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error) };
    }
}


/***/ }),

/***/ 1035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ logKindFor),
/* harmony export */   Tf: () => (/* binding */ isLateStage),
/* harmony export */   ZO: () => (/* binding */ buildLogGrows),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   qQ: () => (/* binding */ failureHint),
/* harmony export */   sG: () => (/* binding */ outcomeOf),
/* harmony export */   zP: () => (/* binding */ hasBuildLog)
/* harmony export */ });
/** Every documented status and all the action knows of it: a new status is one row here. */
const STATUS_TABLE = {
    CREATING: { outcome: 'in-progress', stage: 'early' },
    QUEUED: { outcome: 'in-progress', stage: 'early' },
    AWAITING_BUILD: { outcome: 'in-progress', stage: 'early', buildLog: 'growing' },
    BUILDING: { outcome: 'in-progress', stage: 'early', buildLog: 'growing' },
    AWAITING_DEPLOY: { outcome: 'in-progress', stage: 'late', buildLog: 'complete' },
    DEPLOYING: { outcome: 'in-progress', stage: 'late', buildLog: 'complete' },
    DEPLOYED: { outcome: 'deployed', stage: 'late', buildLog: 'complete' },
    CREATE_FAILED: {
        outcome: 'failed',
        stage: 'early',
        hint: 'the service could not create the revision; check the source configuration',
    },
    BUILD_FAILED: {
        outcome: 'failed',
        stage: 'early',
        hint: 'the image build failed; its build log shows why',
        explainedBy: 'build',
    },
    DEPLOY_FAILED: {
        outcome: 'failed',
        stage: 'late',
        hint: 'the revision was built but did not start; its deploy log shows why (check resource_spec too)',
        explainedBy: 'deploy',
    },
    // The revision will never be deployed: superseded by a newer one, or stopped.
    SKIPPED: {
        outcome: 'failed',
        stage: 'early',
        hint: 'a newer revision superseded this one before it was deployed',
    },
    INTERRUPTED: {
        outcome: 'failed',
        stage: 'late',
        hint: 'the revision was stopped before it finished deploying',
    },
    UNKNOWN: { outcome: 'unknown', stage: 'early' },
};
/** The table's row for a documented status; none for any other (a name such as `constructor` too). */
function factsOf(status) {
    return status !== undefined && Object.hasOwn(STATUS_TABLE, status)
        ? STATUS_TABLE[status]
        : undefined;
}
/** Any status not in the documented list is not terminal: keep waiting (docs/service.md). */
function outcomeOf(status) {
    return factsOf(status)?.outcome ?? 'unknown';
}
function isKnownStatus(status) {
    return factsOf(status) !== undefined;
}
/** Late stages end in the deploy itself, so a finer poll there shortens the wait for the result. */
function isLateStage(status) {
    return factsOf(status)?.stage === 'late';
}
/** What a failure status means, when the table says. */
function failureHint(status) {
    return factsOf(status)?.hint;
}
/** The log that explains a failure status, if there is one. */
function logKindFor(status) {
    return factsOf(status)?.explainedBy;
}
/** Whether a revision in this status has a build log: its build has begun or is behind it. */
function hasBuildLog(status) {
    return factsOf(status)?.buildLog !== undefined;
}
/** Whether the build log may still grow in this status. */
function buildLogGrows(status) {
    return factsOf(status)?.buildLog === 'growing';
}


/***/ }),

/***/ 7117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/client/step-client.ts + 5 modules
var step_client = __webpack_require__(4220);
// EXTERNAL MODULE: ./src/common/action-step.ts + 1 modules
var action_step = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/common/github-runtime.ts
var github_runtime = __webpack_require__(779);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
// EXTERNAL MODULE: ./src/evaluation/eval-inputs.ts
var eval_inputs = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/deployment-url.ts
var deployment_url = __webpack_require__(8090);
// EXTERNAL MODULE: ./src/client/service-error.ts
var service_error = __webpack_require__(4203);
// EXTERNAL MODULE: ./src/deployments/own-revision.ts
var own_revision = __webpack_require__(9924);
// EXTERNAL MODULE: ./src/deployments/send-once.ts
var send_once = __webpack_require__(8400);
// EXTERNAL MODULE: ./src/deploy/change/patch-body.ts
var patch_body = __webpack_require__(3467);
// EXTERNAL MODULE: ./src/client/service-schemas.ts + 1 modules
var service_schemas = __webpack_require__(5528);
;// CONCATENATED MODULE: ./src/deploy/change/redeploy-revision.ts


/**
 * `POST …/revisions/{revisionId}/redeploy`, answering the deployment as it then stands: its
 * latest revision is the one the redeploy made. When the answer is lost, the deployment is
 * read back before anything is sent again: a latest revision that moved is followed only if
 * it deploys exactly what `revisionId` does (else another deploy got in between and this
 * fails); if nothing moved, the service never acted and the request is sent once more.
 */
function redeployRevision(context, before, revisionId) {
    const { client, signal } = context;
    return (0,send_once/* sendOnce */.E4)(context, {
        named: 'redeploy',
        send: () => client.redeployRevision(before.id, revisionId, { signal }),
        readBack: async () => {
            const { now, moved } = await (0,send_once/* readLatestRevision */.rc)(client, before, signal);
            if (!moved) {
                return {
                    verdict: 'not-acted',
                    note: 'No new revision appeared, so the service did not act on the redeploy: sending it once more.',
                };
            }
            const earlier = await client.getRevision(before.id, revisionId, { signal });
            if (!deploysTheSame(moved, earlier)) {
                return { verdict: 'fail', failure: new send_once/* RacingDeploy */.O4(before.id, moved.id) };
            }
            return {
                verdict: 'acted',
                result: now,
                note: `The deployment's latest revision moved to ${moved.id}, which deploys revision ${revisionId} again: that is this redeploy's revision, so it is not sent again.`,
            };
        },
    });
}
/** Whether `made` deploys what `earlier` did: the same source and revision values. */
function deploysTheSame(made, earlier) {
    if ((made.source ?? null) !== (earlier.source ?? null))
        return false;
    const values = (revision) => (revision.source_revision_config ?? {});
    return service_schemas/* REVISION_FIELDS */.It.every((name) => (values(made)[name] ?? null) === (values(earlier)[name] ?? null));
}

;// CONCATENATED MODULE: ./src/deploy/change/make-revision.ts





/**
 * Why this change displaced no revision that a rollback could bring back: it made no new
 * revision, or that revision is the deployment's first. Undefined when it displaced one.
 */
function nothingDisplaced(before, submission, created) {
    if (!submission.newRevision)
        return 'this deploy made no new revision, so it displaced nothing';
    // A deployment created by this run, or one that had no revision yet, has nothing to go back to.
    if (created || !before.latest_revision_id) {
        return `there is nothing to roll back to: ${submission.revisionId} is the first revision the deployment has had`;
    }
    return undefined;
}
/** The change phase: the revision made, told in the log, with the time of the answer. */
async function makeChange(context, settings, found, shipment) {
    const submission = await makeRevision(context, settings, found, shipment);
    const changedAtMs = context.stepClock.elapsedMs();
    const made = submission.newRevision ? 'new' : 'unchanged';
    context.log(`Revision ${submission.revisionId} (${made})`);
    return { submission, changedAtMs };
}
/**
 * Whether a change that was under way may have reached the service: packing or uploading
 * source-path failed, or the change did not fit the deployment, and nothing that changes it
 * was sent, unless this run created it.
 */
function changeSent(started, error, found) {
    const notSent = error instanceof patch_body/* SourceNotShipped */.gx || error instanceof patch_body/* ChangeNotSent */.cn;
    return started && !(notSent && !found?.created);
}
/**
 * Makes the revision this run follows: an earlier revision deployed again (redeploy-revision),
 * the first revision of a deployment this run created, or the change the inputs ask for,
 * with the checkout (source-path, being packed since the run began) uploaded first.
 */
async function makeRevision(context, inputs, { deployment, created }, shipment) {
    const earlier = inputs.redeployRevision;
    if (earlier) {
        context.log(`Deploying revision ${earlier} again.`);
        return followLatest(await redeployRevision(context, deployment, earlier), deployment);
    }
    const found = {};
    let packed;
    if (shipment) {
        const shipped = await shipment.ship(context, deployment.id);
        found.sourceTarballPath = shipped.objectPath;
        found.agentConfigPath = shipped.configEntry;
        packed = shipped.packed;
    }
    if (created && !found.sourceTarballPath) {
        context.log(`Following the new deployment's first revision.`);
        return followLatest(deployment, undefined);
    }
    const body = (0,patch_body/* buildPatchBody */.L8)(inputs, found, deployment.source);
    const submission = await sendChange(context, deployment, body);
    return packed ? { ...submission, packed } : submission;
}
/**
 * Sends the change to the deployment read just before (`before`) and names the revision it
 * produced. A body that needs a new revision goes to `POST …/revisions`, whose answer is that
 * revision, so no other deploy can be mistaken for this one; older services answer 404 or 405
 * and get the PATCH. A request is never sent twice blindly: when its fate is unknown, the
 * deployment is read first, and a moved latest revision is adopted only if it is provably ours.
 */
async function sendChange(context, before, body) {
    if (Object.keys(body).length === 0) {
        context.log('No deployment input was given, so nothing is patched: reporting on the latest revision.');
        return followLatest(before, before);
    }
    context.log(`Sending ${Object.keys(body).join(', ')}`);
    if ((0,patch_body/* createsRevision */.lD)(body)) {
        const made = await sendBy(context, 'POST revisions', before, body).catch((error) => {
            if (error instanceof service_error/* ServiceError */._7 && (error.status === 404 || error.status === 405)) {
                context.log('This service has no POST …/revisions: patching the deployment instead.');
                return undefined;
            }
            throw error;
        });
        if (made)
            return made;
    }
    const submission = await sendBy(context, 'PATCH', before, body);
    if ((0,patch_body/* createsRevision */.lD)(body) && !submission.newRevision) {
        context.log('The service kept the latest revision: nothing in this patch needed a new one.');
    }
    return submission;
}
function sendBy(context, method, before, body) {
    const { client, signal } = context;
    return (0,send_once/* sendOnce */.E4)(context, {
        named: 'request',
        send: () => sendRequest(context, method, before, body),
        readBack: async () => {
            const { now, moved } = await (0,send_once/* readLatestRevision */.rc)(client, before, signal);
            if (moved) {
                const sent = { ...body, source: body.revision_source };
                if (!(0,own_revision/* isOwnRevision */.e)(moved, before, now, sent)) {
                    return { verdict: 'fail', failure: new send_once/* RacingDeploy */.O4(before.id, moved.id) };
                }
                const mine = method === 'PATCH' ? "this PATCH's" : "this request's";
                return {
                    verdict: 'acted',
                    result: followLatest(now, before),
                    note: `The deployment's latest revision moved to ${moved.id}: that is ${mine} revision (it carries what this run sent), so it is not sent again.`,
                };
            }
            return {
                verdict: 'not-acted',
                note: (0,patch_body/* createsRevision */.lD)(body) || method === 'POST revisions'
                    ? 'No new revision appeared, so the service did not act on the request: sending it once more.'
                    : 'This PATCH changes configuration only and is safe to repeat: sending it once more.',
            };
        },
    });
}
async function sendRequest({ client, signal }, method, before, body) {
    if (method === 'PATCH') {
        return followLatest(await client.patchDeployment(before.id, body, { signal }), before);
    }
    const known = before.latest_revision_id ? [before.latest_revision_id] : [];
    const revision = await client.createRevision(before.id, body, { signal }, known);
    const deployment = {
        ...before,
        latest_revision_id: revision.id,
        source_revision_config: revision.source_revision_config ?? before.source_revision_config,
    };
    return { deployment, revisionId: revision.id, newRevision: true };
}
/** The revision an answer names as the deployment's latest, and whether it is new since `before`. */
function followLatest(after, before) {
    const latest = after.latest_revision_id;
    if (!latest) {
        throw new Error(`The service's answer for deployment ${after.id} names no latest revision.`);
    }
    return {
        deployment: after,
        revisionId: latest,
        newRevision: latest !== before?.latest_revision_id,
    };
}

// EXTERNAL MODULE: ./src/agent-server-client/client.ts
var client = __webpack_require__(3698);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/deploy/after-deployed/health-check.ts
var health_check = __webpack_require__(1172);
// EXTERNAL MODULE: ./src/deploy/after-deployed/serving-revision.ts
var serving_revision = __webpack_require__(5593);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
// EXTERNAL MODULE: ./src/agent-server-client/runs.ts
var runs = __webpack_require__(8391);
;// CONCATENATED MODULE: ./src/deploy/after-deployed/smoke-expectations.ts



/**
 * A regular expression gets this long on one answer. The expression is the user's, the answer
 * the server's: a server could send the text that makes an expression backtrack for hours, and
 * a match cannot be stopped from outside, so it runs where a time-out interrupts it.
 */
const MATCH_TIMEOUT_MS = 1000;
/** How much of a value a problem repeats. */
const SHOWN_CHARS = 80;
/**
 * Why a run's answer does not meet the case's expectations, or undefined when it does (or when
 * the case has none). `serialised` is the answer as JSON text, what `contains` and `matches`
 * read; `json` compares members of the answer itself.
 */
function unmetExpectation(answer, serialised, expect) {
    if (expect.contains !== undefined && !serialised.includes(expect.contains)) {
        return `the answer does not contain ${shown(expect.contains)}`;
    }
    if (expect.matches !== undefined) {
        const matched = matchWithin(expect.matches, serialised);
        if (matched === 'timed-out') {
            return `matching /${expect.matches}/ took longer than ${MATCH_TIMEOUT_MS}ms, so it did not match`;
        }
        if (!matched)
            return `the answer does not match /${expect.matches}/`;
    }
    if (expect.json !== undefined)
        return missingMembers(answer, expect.json, '');
    return undefined;
}
/**
 * The first member of `expected` the answer lacks or holds with another value. Objects are
 * compared member by member, recursively (the answer may hold more); arrays and scalars whole.
 */
function missingMembers(actual, expected, at) {
    if (!(0,runs/* isPlainObject */.Q)(actual)) {
        if (!at)
            return 'json: the answer is not an object';
        return `json: the answer's ${shown(at)} is ${asJson(actual)}, not an object`;
    }
    for (const [key, want] of Object.entries(expected)) {
        const path = at ? `${at}.${key}` : key;
        if (!Object.hasOwn(actual, key))
            return `json: the answer has no member ${shown(path)}`;
        const got = actual[key];
        if ((0,runs/* isPlainObject */.Q)(want)) {
            const deeper = missingMembers(got, want, path);
            if (deeper)
                return deeper;
        }
        else if (!(0,external_node_util_.isDeepStrictEqual)(got, want)) {
            return `json: the answer's ${shown(path)} is ${asJson(got)}, not ${asJson(want)}`;
        }
    }
    return undefined;
}
let context;
/** Whether `pattern` matches `text`, or `timed-out` when it took longer than MATCH_TIMEOUT_MS. */
function matchWithin(pattern, text) {
    context ??= (0,external_node_vm_.createContext)({});
    context.pattern = pattern;
    context.text = text;
    try {
        return (0,external_node_vm_.runInContext)('new RegExp(pattern).test(text)', context, {
            timeout: MATCH_TIMEOUT_MS,
        });
    }
    catch {
        return 'timed-out';
    }
    finally {
        context.text = undefined;
    }
}
/** Text the user wrote or the server sent, quoted once as a JSON string, cut. */
function shown(text) {
    return JSON.stringify(cutShort(text));
}
/** A value as JSON, written once (a string in its quotes, an object as its members), cut. */
function asJson(value) {
    return cutShort(JSON.stringify(value) ?? 'nothing');
}
function cutShort(text) {
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

;// CONCATENATED MODULE: ./src/deploy/after-deployed/smoke-test.ts



/** How much of a problem is told; a server's words inside it are cut. */
const MAX_PROBLEM_CHARS = 300;
/** How much of an answer is kept to show (the summary shows less, once redacted). */
const KEPT_ANSWER_CHARS = 1000;
/**
 * Each case in order: one `POST /runs/wait`, or for a conversation a new thread
 * (`POST /threads`) and one `POST /threads/{thread_id}/runs/wait` per turn, each run with the
 * case's time-out (never past what is left of the step's). Every case runs, whatever the one
 * before it did; a turn that fails ends its conversation.
 */
async function runSmokeTest(server, test) {
    const startedAtMs = server.clock.elapsedMs();
    const cases = [];
    for (const [index, smokeCase] of test.cases.entries()) {
        const started = performance.now();
        const { url, ...result } = await runCase(server, smokeCase);
        const ms = Math.round(performance.now() - started);
        cases.push({ ...result, ms });
        const verdict = result.passed ? 'passed' : `failed: ${result.problem}`;
        const count = test.cases.length;
        test.log(`Smoke test ${index + 1}/${count} ${JSON.stringify(result.name)}: POST ${url} → ${verdict} (${(0,parse_duration/* formatDuration */.a3)(ms)})`, {
            type: 'smoke-case',
            index: index + 1,
            count,
            name: result.name,
            url,
            passed: result.passed,
            ...(result.problem !== undefined && { problem: result.problem }),
            ms,
        });
    }
    return {
        passed: cases.every((result) => result.passed),
        cases,
        startedAtMs,
        endedAtMs: server.clock.elapsedMs(),
    };
}
async function runCase(server, smokeCase) {
    const { name } = smokeCase;
    let threadId;
    if (smokeCase.turns) {
        const thread = await server.createThread();
        if (!thread.ok)
            return { name, passed: false, problem: bounded(thread.problem), url: server.url };
        threadId = thread.threadId;
    }
    const turns = smokeCase.turns ?? [smokeCase];
    let answer;
    let url = server.url;
    for (const [index, turn] of turns.entries()) {
        const run = await server.runWait({
            assistantId: smokeCase.assistant,
            input: turn.input,
            config: smokeCase.config,
            context: smokeCase.context,
            threadId,
        }, { timeoutMs: smokeCase.timeoutMs, timeoutName: "the case's timeout" });
        url = run.url;
        answer = run.text === undefined ? answer : keptAnswer(run.text);
        const problem = run.ok
            ? unmetExpectation(run.values, JSON.stringify(run.values), turn.expect)
            : run.problem;
        if (problem !== undefined) {
            const which = smokeCase.turns ? `turn ${index + 1} of ${turns.length}: ` : '';
            return { name, passed: false, problem: bounded(`${which}${problem}`), answer, url };
        }
    }
    return { name, passed: true, ...(answer !== undefined && { answer }), url };
}
/** The answer as the server sent it, less the keep-alive newlines before its JSON. */
function keptAnswer(text) {
    return text.trimStart().slice(0, KEPT_ANSWER_CHARS);
}
function bounded(problem) {
    return (0,runner_text/* oneLine */.TN)(problem, MAX_PROBLEM_CHARS);
}

;// CONCATENATED MODULE: ./src/deploy/after-deployed/prove-revision.ts









/**
 * Once the revision is DEPLOYED: reads the deployment again for its URL, waits until `/info`
 * names the revision (a server that cannot tell is a note, not a failure), then runs the health
 * check, the smoke test and the evaluation gate against it. The first check that fails ends
 * the phase.
 */
async function proveRevision(context, ask) {
    const { signal, log } = context;
    const what = [
        ask.healthCheck && 'health check',
        ask.smokeTest && 'smoke test',
        ask.gate && 'evaluation',
    ]
        .filter(Boolean)
        .join(' or ');
    const notSent = (why) => ({
        sent: false,
        passed: false,
        revisionAtFault: false,
        failure: 'nothing could be asked of its server',
        problem: `No ${what} was sent: ${why}`,
    });
    let deployedAs;
    try {
        deployedAs = await context.client.getDeployment(ask.deploymentId, { signal });
    }
    catch (error) {
        // The revision is live: a deployment that cannot be read again fails the check, not the deploy.
        if (signal.aborted || !(error instanceof service_error/* ServiceError */._7))
            throw error;
        return notSent(`reading the deployment after DEPLOYED failed: ${(0,action_runtime/* describeFailure */.Ic)(error)}`);
    }
    const dispatcher = ask.dispatcher ?? (0,proxy_agent/* createProxyAwareAgent */.K)();
    const opened = client/* AgentServerClient */.c.open(deployedAs.source_config?.custom_url, {
        connection: ask.connection,
        dispatcher,
        clock: checksClock(signal, ask),
    });
    const split = ask.timeSplit && { timeSplit: ask.timeSplit };
    try {
        if (!opened.ok)
            return { ...notSent(`${opened.problem}.`), deployedAs };
        if (!opened.server.hasKey) {
            log(`No ${(0,wording/* words */.aL)().input('api-key')}: /info and the smoke test go without X-Api-Key (the bearer token is never sent to the deployment's URL).`);
        }
        return { deployedAs, ...split, ...(await askServer(opened.server, ask, context)) };
    }
    catch (error) {
        // The revision is live: whatever broke a check is that check's failure, told, never a
        // crash that leaves the deploy reported as failed before it went live.
        if (signal.aborted)
            throw error;
        return {
            deployedAs,
            ...split,
            sent: true,
            passed: false,
            revisionAtFault: false,
            failure: 'its checks broke off',
            problem: (0,runner_text/* sentence */.em)((0,action_runtime/* describeFailure */.Ic)(error)),
        };
    }
    finally {
        if (!ask.dispatcher)
            await dispatcher.close();
    }
}
/** The checks' time: the step's, less what is kept for a rollback when that is kept apart. */
function checksClock(signal, ask) {
    const keptMs = ask.timeSplit?.keptMs ?? 0;
    return {
        signal,
        remainingMs: () => Math.max(0, ask.remainingMs() - keptMs),
        elapsedMs: ask.elapsedMs,
        whose: keptMs > 0 ? "the checks' share of the step's timeout" : "the step's timeout",
    };
}
async function askServer(server, ask, checkLog) {
    const { log } = checkLog;
    const interval = ask.intervalMs === undefined ? {} : { intervalMs: ask.intervalMs };
    const serving = await (0,serving_revision/* waitForServingRevision */.qo)(server, {
        log,
        ...interval,
        deploymentId: ask.deploymentId,
        revisionId: ask.revisionId,
    });
    const outcome = {
        sent: true,
        passed: false,
        revisionAtFault: true,
        serving,
    };
    const fail = (failure, problem, atFault = true) => ({
        ...outcome,
        revisionAtFault: atFault,
        failure,
        ...(problem && { problem }),
    });
    if (serving.verdict === 'other-deployment') {
        return fail("its URL answers for another deployment's server", serving.note, false);
    }
    if (serving.verdict === 'other-revision' || serving.verdict === 'no-answer') {
        return fail('it was never seen serving', serving.note);
    }
    if (ask.healthCheck) {
        const health = await (0,health_check/* checkHealth */.Ns)(server, { log, ...interval, path: ask.healthCheck });
        outcome.health = health;
        if (!health.healthy) {
            // A key check the step could not pass says nothing of the revision: never a rollback.
            const judged = health.sent && health.key !== 'missing' && health.key !== 'refused';
            return fail('the server did not pass its health check', health.problem, judged);
        }
    }
    if (ask.smokeTest) {
        const smoke = await runSmokeTest(server, { log, cases: ask.smokeTest });
        outcome.smoke = smoke;
        if (!smoke.passed) {
            const failed = smoke.cases.filter((result) => !result.passed);
            const first = failed[0];
            return fail(`its smoke test failed (${failed.length} of ${smoke.cases.length} cases)`, first &&
                `First failed case ${JSON.stringify(first.name)}: ${(0,runner_text/* sentence */.em)(first.problem ?? 'failed')}`);
        }
    }
    if (ask.gate) {
        const { runGate } = await Promise.all(/* import() */[__webpack_require__.e(264), __webpack_require__.e(781)]).then(__webpack_require__.bind(__webpack_require__, 781));
        const evaluation = await runGate(server, ask.gate, checkLog);
        outcome.evaluation = evaluation;
        if (!evaluation.result.passed) {
            return fail('its evaluation failed', evaluation.result.message, evaluation.atFault);
        }
    }
    return { ...outcome, passed: true, revisionAtFault: false };
}

// EXTERNAL MODULE: ./src/deploy/after-deployed/rollback-reserve.ts
var rollback_reserve = __webpack_require__(2310);
;// CONCATENATED MODULE: ./src/deploy/after-deployed/deployed-phase.ts





/**
 * Whether this run's revision is to blame, so that a rollback may help: it failed, or its
 * server answered and showed it bad. A check that could ask nothing (no URL, or one refused), or
 * whose URL answers for another deployment, proves nothing about this revision either way.
 */
function revisionToBlame(waited, proved) {
    return waited.result === 'failed' || Boolean(proved?.proof?.revisionAtFault);
}
/**
 * Once this run's revision is DEPLOYED: the checks the inputs ask for (the evaluation gate the
 * last of them), with a rollback's time kept out of them (rollback-on-failure, when a rollback
 * could follow); without checks, the deployment read once more when no answer so far carried
 * its URL (a deployment this run created gets its URL with its first revision).
 */
async function afterDeployed(context, inputs, { resolved, submission, typical }, gate) {
    const { client, stepClock } = context;
    const deploymentId = resolved.deployment.id;
    if (inputs.healthCheck || inputs.smokeTest || gate) {
        const rollback = inputs.rollbackOnFailure &&
            !nothingDisplaced(resolved.deployment, submission, resolved.created);
        const timeSplit = rollback
            ? (0,rollback_reserve/* splitForRollback */.Ew)(stepClock.remainingMs(), inputs.timeout, typical)
            : undefined;
        if (timeSplit)
            context.log(`Timeout ${(0,rollback_reserve/* describeSplit */.iO)(timeSplit, 'log')}.`);
        const proof = await proveRevision(context, {
            deploymentId,
            revisionId: submission.revisionId,
            healthCheck: inputs.healthCheck,
            smokeTest: inputs.smokeTest,
            gate,
            connection: inputs.connection,
            remainingMs: () => stepClock.remainingMs(),
            elapsedMs: () => stepClock.elapsedMs(),
            timeSplit,
        });
        return { proof };
    }
    const known = [resolved.deployment, submission.deployment].some((deployment) => (0,deployment_url/* checkDeploymentUrl */.t)(deployment?.source_config?.custom_url).ok);
    if (known)
        return {};
    try {
        return { endedAs: await client.getDeployment(deploymentId, { signal: stepClock.signal }) };
    }
    catch (error) {
        // The revision is live; its URL is a nicety the report goes without.
        if (stepClock.signal.aborted)
            throw error;
        context.debug(`The deployment could not be read again for its URL: ${(0,action_runtime/* describeFailure */.Ic)(error)}`);
        return {};
    }
}

// EXTERNAL MODULE: ./src/deploy/find/resolve-deployment.ts
var resolve_deployment = __webpack_require__(6819);
// EXTERNAL MODULE: ./src/deploy/follow/deploy-history.ts
var deploy_history = __webpack_require__(6715);
// EXTERNAL MODULE: ./src/deploy/follow/revision-status.ts
var revision_status = __webpack_require__(1035);
;// CONCATENATED MODULE: ./src/deploy/follow/revision-logs.ts



/** How many lines public clients show of a failed build; the summary shows no more. */
const FAILURE_LOG_LINES = 30;
const STREAM_PAGE = 50;
/**
 * One log line as text: the message on one bounded line, after its level unless that is INFO.
 * The service gives every line a level; most are INFO, so only the others say something.
 */
function formatLogLine(line) {
    const { level: said } = line;
    const level = said && said.toUpperCase() !== 'INFO' ? `${(0,runner_text/* oneLine */.TN)(said, 10)} ` : '';
    return `${level}${(0,runner_text/* oneLine */.TN)(line.message, runner_text/* MAX_SERVICE_TEXT_CHARS */.NP)}`;
}
/**
 * The newest lines of the revision's log, asked for newest first and shown oldest first.
 * A service without logs answers 404; any other trouble leaves the excerpt empty too, because
 * the logs only explain the result and never change it.
 */
async function fetchFailureLog(client, ids, kind, signal) {
    try {
        const page = await client.revisionLogs(ids.deploymentId, ids.revisionId, kind, { limit: FAILURE_LOG_LINES, order: 'desc' }, { signal });
        const lines = page.logs.slice(0, FAILURE_LOG_LINES).map(formatLogLine).reverse();
        return { kind, lines };
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        const missing = error instanceof service_error/* ServiceError */._7 && error.status === 404;
        return { kind, lines: [], unavailable: missing };
    }
}
/**
 * Prints a failure's log excerpt: its lines in a collapsible group, or one line saying why
 * there are none (a service without logs, or a log that could not be read).
 */
function showFailureLog({ log, group }, excerpt, revisionId) {
    const title = `${excerpt.kind === 'build' ? 'Build' : 'Deploy'} log of revision ${revisionId}`;
    if (excerpt.unavailable) {
        log(`${title}: this service has no logs (404); the result stands as it is.`);
    }
    else if (excerpt.lines.length === 0) {
        log(`${title}: no lines could be read.`);
    }
    else {
        group(title, excerpt.lines);
    }
}
/** The ids of lines shown, the newest MAX_REMEMBERED_IDS of them: memory stays bounded. */
class ShownIds {
    #ids = new Set();
    /** Whether a line with this id is new (a line without an id always is), remembering it. */
    firstTime(id) {
        if (id === undefined)
            return true;
        if (this.#ids.has(id))
            return false;
        this.#ids.add(id);
        if (this.#ids.size > MAX_REMEMBERED_IDS) {
            this.#ids.delete(this.#ids.values().next().value);
        }
        return true;
    }
}
/** A repeated page comes back within a few pages; ids further back are forgotten. */
const MAX_REMEMBERED_IDS = 10_000;
/**
 * The build log as it grows, one request per call (the poll loop calls it once per status
 * poll at most), each continuing from the last page's `next_offset`, passed back as the
 * service gave it. `next_offset: null` says nothing follows yet: while the build runs, the
 * next call asks from the same offset again and skips the lines it already showed; once the
 * build stage is over, it means the log is complete and the follower stops. A line whose `id`
 * was shown before (a service that repeats a page) is not shown again.
 */
class BuildLogFollower {
    #client;
    #ids;
    #offset;
    /** Lines already shown from the page that starts at `#offset`. */
    #shownFromOffset = 0;
    /** Ids of the lines shown, so a line a page repeats is shown once. */
    #shownIds = new ShownIds();
    #stopped = false;
    constructor(client, ids) {
        this.#client = client;
        this.#ids = ids;
    }
    /**
     * Whether a poll that saw `status` should ask for more lines: not before the build, not for
     * a failure (its own log is shown then), not once the whole log was read.
     */
    wants(status) {
        return !this.#stopped && (0,revision_status/* hasBuildLog */.zP)(status);
    }
    /**
     * New lines since the last call, after a poll that saw `status`; none once the service has
     * said it has no logs.
     */
    async next(status, signal) {
        if (this.#stopped)
            return { lines: [] };
        try {
            const offset = this.#offset;
            const page = await this.#client.revisionLogs(this.#ids.deploymentId, this.#ids.revisionId, 'build', { limit: STREAM_PAGE, order: 'asc', ...(offset !== undefined && { offset }) }, { signal });
            const fresh = page.logs
                .slice(this.#shownFromOffset)
                .filter((line) => this.#shownIds.firstTime(line.id));
            if (page.next_offset == null) {
                this.#shownFromOffset = Math.max(this.#shownFromOffset, page.logs.length);
                if (!(0,revision_status/* buildLogGrows */.ZO)(status))
                    this.#stopped = true;
            }
            else {
                this.#offset = page.next_offset;
                this.#shownFromOffset = 0;
            }
            // A page longer than asked for is not printed whole: the log stays readable and bounded.
            const lines = fresh.slice(0, STREAM_PAGE).map(formatLogLine);
            const dropped = fresh.length - lines.length;
            if (dropped > 0)
                lines.push(`… ${dropped} more lines of this page not shown`);
            return { lines };
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            const missing = error instanceof service_error/* ServiceError */._7 && error.status === 404;
            if (missing)
                this.#stopped = true;
            return { lines: [], ...(missing && { unavailable: true }) };
        }
    }
}

;// CONCATENATED MODULE: ./src/deploy/follow/poll-cadence.ts

/**
 * Queue and build stages are slow and end in nothing the user waits on: the wait doubles
 * with each unchanged poll, up to 4 × poll-interval (5 s, 10 s, 20 s, 20 s … at the default).
 */
const EARLY_STAGE_GROWTH = 2;
const EARLY_STAGE_CEILING = 4;
/**
 * AWAITING_DEPLOY and DEPLOYING end in the result the workflow waits for, so they are polled
 * at 0.4 × poll-interval (2 s at the default): DEPLOYED is seen 1 s after it happens on
 * average. The same wait however long the stage lasts, so the detection lag does not depend
 * on how long the deploy took. docs/benchmark.md has the arithmetic against the request budget.
 */
const LATE_STAGE_SHARE = 0.4;
/** The action's own floor; a user who asks for a faster poll-interval gets that instead. */
const MIN_AUTO_INTERVAL_MS = 1000;
const MAX_SLOWDOWN = 8;
/** The slowdown after a poll: doubled when the service throttled it, never past MAX_SLOWDOWN. */
function slowdownAfter(slowdown, throttled) {
    return throttled ? Math.min(slowdown * 2, MAX_SLOWDOWN) : slowdown;
}
/**
 * The wait before the next poll: never under a second (or the user's own shorter
 * poll-interval) except in the window where the history says DEPLOYED is due, never sooner
 * than the service's Retry-After, longer while it throttles.
 */
function nextPollDelay(state) {
    const { pollIntervalMs, status, unchangedPolls, expected } = state;
    const late = (0,revision_status/* isLateStage */.Tf)(status);
    let floor = Math.min(MIN_AUTO_INTERVAL_MS, pollIntervalMs);
    let base = late
        ? pollIntervalMs * LATE_STAGE_SHARE
        : pollIntervalMs * Math.min(EARLY_STAGE_GROWTH ** unchangedPolls, EARLY_STAGE_CEILING);
    if (expected) {
        const paced = pacedByHistory(pollIntervalMs, late, base, expected);
        base = paced.base;
        floor = Math.min(floor, paced.floor);
    }
    return Math.round(Math.max(base * state.slowdown, floor, state.retryAfterMs ?? 0));
}
/** In the window where DEPLOYED is due, the late stages are polled this often. */
const DUE_WINDOW_POLL_MS = 500;
/** How far the window reaches either side of the typical duration (and its quartiles). */
const DUE_WINDOW_MIN_MS = 1000;
const DUE_WINDOW_BEFORE_MAX_MS = 5000;
const DUE_WINDOW_AFTER_MAX_MS = 10_000;
/** For this long after the window, late stages are polled at this share of poll-interval (1.5 s at the default). */
const OVERDUE_SPAN_MS = 30_000;
const OVERDUE_SHARE = 0.3;
/** Before the window, the early stages are polled at most this many poll-intervals apart. */
const PACED_EARLY_CEILING = 6;
/** When, counted from the start of the wait, quick polls begin and end. */
function dueWindow(typical) {
    const clamp = (ms, max) => Math.min(Math.max(ms, DUE_WINDOW_MIN_MS), max);
    const before = clamp(typical.typicalMs - typical.earlyMs + DUE_WINDOW_MIN_MS, DUE_WINDOW_BEFORE_MAX_MS);
    const after = clamp(typical.lateMs - typical.typicalMs + DUE_WINDOW_MIN_MS, DUE_WINDOW_AFTER_MAX_MS);
    return {
        startMs: Math.max(0, typical.typicalMs - before),
        endMs: typical.typicalMs + after,
    };
}
/**
 * With a history: early stages are polled rarely until DEPLOYED is near (a build that fails is
 * still seen within 6 × poll-interval), the late stages at today's pace until the window where
 * DEPLOYED is due and every DUE_WINDOW_POLL_MS inside it, a little quicker than without a history
 * for 30 s after it, and after that as without a history. A
 * deploy quicker than its history is therefore seen as soon as without one.
 */
function pacedByHistory(pollIntervalMs, late, base, expected) {
    const { startMs, endMs } = dueWindow(expected.typical);
    const { elapsedMs } = expected;
    if (elapsedMs >= endMs) {
        // Just past the window DEPLOYED is still likeliest: a little quicker than without history.
        const overdue = late && elapsedMs < endMs + OVERDUE_SPAN_MS;
        return {
            base: overdue ? Math.min(base, pollIntervalMs * OVERDUE_SHARE) : base,
            floor: Infinity,
        };
    }
    // A poll due a moment before the window would only repeat the one at its start.
    const untilWindow = startMs - elapsedMs;
    if (untilWindow < DUE_WINDOW_POLL_MS) {
        return late
            ? { base: Math.min(DUE_WINDOW_POLL_MS, pollIntervalMs), floor: DUE_WINDOW_POLL_MS }
            : { base: Math.min(base, pollIntervalMs), floor: Infinity };
    }
    if (late)
        return { base: Math.min(base, untilWindow), floor: DUE_WINDOW_POLL_MS };
    // Equal steps of at most the ceiling, so the last early poll lands on the window's start.
    const ceiling = pollIntervalMs * PACED_EARLY_CEILING;
    const step = untilWindow / Math.ceil(untilWindow / ceiling);
    return { base: Math.min(Math.max(base, step), untilWindow), floor: DUE_WINDOW_POLL_MS };
}

;// CONCATENATED MODULE: ./src/deploy/follow/wait-for-revision.ts




/**
 * Polls the revision until it is deployed or has failed. Transient trouble (time-outs,
 * 5xx, a garbled answer) does not end the wait; the step's time-out and cancellation do.
 */
async function waitForRevision(step, wait) {
    const context = { ...step, ...wait };
    const troubles = new TroubleCount(context);
    try {
        return await follow(context, troubles);
    }
    finally {
        troubles.tally();
    }
}
async function follow(context, troubles) {
    const { stepClock, revisionId } = context;
    let lastStatus;
    let unchangedPolls = 0;
    let slowdown = 1;
    const startedMs = stepClock.elapsedMs();
    const slow = new SlowDeployWarning(context);
    for (;;) {
        const { status, source, pace } = await pollOnce(context, troubles);
        await context.afterPoll?.(status ?? lastStatus);
        if (status !== undefined) {
            const seenAtMs = stepClock.elapsedMs();
            if (status === lastStatus) {
                unchangedPolls++;
            }
            else {
                unchangedPolls = 0;
                lastStatus = status;
                context.onStatus(status, seenAtMs);
            }
            const outcome = (0,revision_status/* outcomeOf */.sG)(status);
            if (outcome === 'deployed' || outcome === 'failed')
                return { result: outcome, status, source, seenAtMs };
            if (outcome === 'unknown') {
                // UNKNOWN once; statuses not in the documented list are one kind of trouble together.
                const known = (0,revision_status/* isKnownStatus */.ih)(status);
                troubles.note(known ? `status ${status}` : "a status not in the service's documented list", `Revision ${revisionId} reports status ${status} (${known ? 'the service cannot tell its state' : 'this action does not know it'}); still waiting for DEPLOYED or a failure.`);
            }
        }
        const elapsedMs = stepClock.elapsedMs() - startedMs;
        slow.check(elapsedMs);
        slowdown = slowdownAfter(slowdown, pace?.throttled ?? false);
        const delay = nextPollDelay({
            pollIntervalMs: context.pollIntervalMs,
            status: lastStatus ?? 'UNKNOWN',
            unchangedPolls,
            slowdown,
            retryAfterMs: pace?.retryAfterMs,
            expected: context.typical && { typical: context.typical, elapsedMs },
        });
        await stepClock.wait(delay);
    }
}
async function pollOnce(context, troubles) {
    const { client, stepClock, deploymentId, revisionId } = context;
    try {
        const { revision, pace } = await client.pollRevision(deploymentId, revisionId, {
            signal: stepClock.signal,
        });
        return { status: revision.status, source: revision.source ?? undefined, pace };
    }
    catch (error) {
        if (stepClock.stopped || !isWorthWaitingThrough(error))
            throw error;
        troubles.note(troubleKind(error), `${error.message}. Still waiting; the next poll may fare better.`);
        return { status: undefined, pace: error.pace };
    }
}
function troubleKind(error) {
    if (error.kind === 'invalid-response')
        return 'an answer that cannot be used';
    return error.status !== undefined
        ? `HTTP ${error.status}`
        : `no answer (${error.code ?? 'network'})`;
}
/** Past twice the typical duration, one warning annotation; the deploy goes on as before. */
const SLOW_FACTOR = 2;
class SlowDeployWarning {
    #warned = false;
    #context;
    constructor(context) {
        this.#context = context;
    }
    check(elapsedMs) {
        const { typical } = this.#context;
        if (this.#warned || !typical || elapsedMs <= typical.typicalMs * SLOW_FACTOR)
            return;
        this.#warned = true;
        this.#context.warn(`This deploy is slower than usual: ${(0,deploy_history/* formatTypical */.Ao)(elapsedMs)} so far, typically ${(0,deploy_history/* formatTypical */.Ao)(typical.typicalMs)} (the median of the last ${typical.count} deploys). Still waiting.`);
    }
}
/** Each kind of trouble is a warning the first time; after that it is only counted. */
class TroubleCount {
    #counts = new Map();
    #context;
    constructor(context) {
        this.#context = context;
    }
    note(kind, warning) {
        const count = (this.#counts.get(kind) ?? 0) + 1;
        this.#counts.set(kind, count);
        if (count === 1)
            this.#context.warn(warning);
    }
    tally() {
        for (const [kind, count] of this.#counts) {
            if (count > 1)
                this.#context.log(`Polls that met ${kind}: ${count} in all.`);
        }
    }
}
function isWorthWaitingThrough(error) {
    return error instanceof service_error/* ServiceError */._7 && (error.isTransient || error.kind === 'invalid-response');
}

;// CONCATENATED MODULE: ./src/deploy/follow/follow-revision.ts





/** The revision the change made. */
function revisionIds({ submission }) {
    return { deploymentId: submission.deployment.id, revisionId: submission.revisionId };
}
/*
 * The follow phase, in three steps so that a stop keeps what the steps before it learned: the
 * deployment's typical deploy time, the wait, and a failure's log.
 */
/** The deployment's typical deploy time, logged once; a history that cannot be read changes nothing. */
async function typicalDeployTime({ client, signal, log, debug }, ids) {
    const history = await (0,deploy_history/* readTypicalDuration */.nC)(client, ids, signal);
    if ('unavailable' in history) {
        debug(`No typical deploy time: ${history.unavailable}`);
        return undefined;
    }
    log(`ETA: ${(0,deploy_history/* describeTypical */.mw)(history.typical)}.`);
    return history.typical;
}
/**
 * The revision polled to DEPLOYED or a failure, each status written once and added to
 * `timeline` (which a stop leaves as far as it got), the build log streamed with `logs: always`.
 */
function followRevision(context, settings, ids, typical, timeline) {
    return waitForRevision(context, {
        ...ids,
        pollIntervalMs: settings.pollInterval,
        onStatus: (status, atMs) => {
            timeline.push({ status, atMs });
            const event = { type: 'status', revision: 'deployed', ...ids, status, atMs };
            context.log(`[${(0,parse_duration/* formatDuration */.a3)(atMs).padStart(7)}] ${status}`, event);
        },
        typical,
        ...(settings.logs === 'always' && { afterPoll: streamBuildLog(context, ids) }),
    });
}
/** A failed revision's log, shown, unless `logs: never` or its status has no log that explains it. */
async function failureLog(context, settings, ids, waited) {
    const kind = waited.result === 'failed' ? (0,revision_status/* logKindFor */.Ct)(waited.status) : undefined;
    if (!kind || settings.logs === 'never')
        return undefined;
    const logs = await fetchFailureLog(context.client, ids, kind, context.signal);
    showFailureLog(context, logs, ids.revisionId);
    return logs;
}
/** Prints the build log's new lines after each poll while the revision builds. */
function streamBuildLog({ client, signal, log }, ids) {
    const follower = new BuildLogFollower(client, ids);
    let saidUnavailable = false;
    return async (status) => {
        if (!status || !follower.wants(status))
            return;
        const { lines, unavailable } = await follower.next(status, signal);
        for (const line of lines) {
            log(`  build │ ${line}`, { type: 'build-log', revisionId: ids.revisionId, line });
        }
        if (unavailable && !saidUnavailable) {
            saidUnavailable = true;
            log('This service has no build logs to show (404); the deploy goes on.');
        }
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/common/connection-inputs.ts
var connection_inputs = __webpack_require__(847);
// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/deployments/target.ts
var deployments_target = __webpack_require__(3311);
// EXTERNAL MODULE: ./src/deploy/secret-lines.ts
var secret_lines = __webpack_require__(6957);
// EXTERNAL MODULE: ./src/deploy/settings.ts + 3 modules
var deploy_settings = __webpack_require__(9104);
;// CONCATENATED MODULE: ./src/deploy/inputs.ts









const deployInputs = (0,deployments_target/* requireOneTarget */.j3)((0,connection_inputs/* requireCredential */.ts)(schemas/* object */.Ikc(deploy_settings/* deployShape */.X))).superRefine((inputs, context) => {
    for (const { input, message } of combinationProblems((0,deploy_settings/* deploySettingsFrom */.rw)(inputs))) {
        context.addIssue({ code: 'custom', path: [input], message });
    }
});
/** Reads, masks and validates every input before the first request. */
async function readDeploySettings(runtime) {
    const inputs = await (0,common_inputs/* readActionInputs */.Ui)(runtime, {
        shape: deploy_settings/* deployShape */.X,
        schema: deployInputs,
        secretValues: (raw) => (0,secret_lines/* secretValuesOf */.WD)((0,secret_lines/* parseSecretLines */.XW)(raw.secrets ?? '')),
    });
    return (0,deploy_settings/* deploySettingsFrom */.rw)(inputs);
}
/**
 * The rules that need several inputs at once, each reported against the input to change (one
 * of deployment-id and deployment-name is checked by requireOneTarget). Every one is checked
 * before the first request, so a bad combination sends nothing.
 */
function combinationProblems(settings) {
    const empty = (0,secret_lines/* emptySecretsProblem */.K1)(settings.secrets, settings.allowEmptySecrets);
    return [
        ...creationProblems(settings),
        ...(empty ? [{ input: 'secrets', message: empty }] : []),
        ...sourceProblems(settings),
        ...repositoryProblems(settings),
        ...redeployProblems(settings),
        ...afterDeployedProblems(settings),
        ...gateProblems(settings),
        ...gitHubProblems(settings),
    ];
}
function creationProblems({ target, createIfMissing, deploymentType, sourceConfig, }) {
    const problems = [];
    const w = (0,wording/* words */.aL)();
    const name = 'name' in target ? target.name : undefined;
    if (createIfMissing && !name) {
        problems.push({
            input: 'create-if-missing',
            message: `needs ${w.input('deployment-name')}: a deployment is created by its name`,
        });
    }
    if (deploymentType && !createIfMissing) {
        problems.push({
            input: 'deployment-type',
            message: `is used only when this step creates the deployment: give it with ${w.setting('create-if-missing', 'true')} and ${w.input('deployment-name')}`,
        });
    }
    else if (deploymentType && sourceConfig?.deployment_type) {
        problems.push({
            input: 'deployment-type',
            message: `and ${w.input('source-config')}'s deployment_type were both given: give one`,
        });
    }
    const badName = name && createIfMissing ? (0,deployments_target/* newNameProblem */.ps)(name) : undefined;
    if (badName)
        problems.push({ input: 'deployment-name', message: badName });
    return problems;
}
function sourceProblems(settings) {
    const { source, sourcePath } = settings;
    const problems = [];
    const w = (0,wording/* words */.aL)();
    const patchOnly = 'id' in settings.target || !settings.createIfMissing;
    if (source && patchOnly && !service_schemas/* REVISION_SOURCES */.Jy.includes(source)) {
        problems.push({
            input: 'source',
            message: `can be ${source} only when the deployment is created; a deployment that exists takes ${service_schemas/* REVISION_SOURCES */.Jy.join(', ')}`,
        });
    }
    if (!sourcePath)
        return problems;
    if (source && source !== 'internal_source') {
        problems.push({
            input: 'source',
            message: `must be internal_source (or empty) with ${w.input('source-path')}`,
        });
    }
    if (!settings.agentConfigPath) {
        problems.push({
            input: 'agent-config-path',
            message: `is required with ${w.input('source-path')}: the config file, relative to ${w.input('source-path')}`,
        });
    }
    if (settings.sourceTarballPath) {
        problems.push({
            input: 'source-tarball-path',
            message: `cannot be given with ${w.input('source-path')}, which uploads its own`,
        });
    }
    return problems;
}
function repositoryProblems({ repository, integrationId }) {
    if (!(repository || integrationId) || (repository && integrationId))
        return [];
    const w = (0,wording/* words */.aL)();
    return [
        {
            input: repository ? 'integration-id' : 'repository',
            message: `is needed too: ${w.input('integration-id')} and ${w.input('repository')} together name the repository to deploy`,
        },
    ];
}
function redeployProblems(settings) {
    if (!settings.redeployRevision)
        return [];
    const given = settings;
    const clashing = deploy_settings/* CHANGING_INPUTS */.MM.filter((name) => given[(0,common_inputs/* camelCase */.xQ)(name)] !== undefined);
    const redeploy = (0,wording/* words */.aL)().input('redeploy-revision');
    const problems = clashing.map((input) => ({
        input,
        message: `cannot be given with ${redeploy}, which deploys an earlier revision as it was`,
    }));
    if (settings.createIfMissing) {
        problems.push({ input: 'create-if-missing', message: `cannot be given with ${redeploy}` });
    }
    return problems;
}
function afterDeployedProblems({ healthCheck, smokeTest, wait }) {
    if (wait)
        return [];
    const needsWait = `needs ${(0,wording/* words */.aL)().setting('wait', 'true')}`;
    return [
        ...(healthCheck
            ? [
                {
                    input: 'health-check',
                    message: `${needsWait}: the check runs once the revision is DEPLOYED`,
                },
            ]
            : []),
        ...(smokeTest
            ? [
                {
                    input: 'smoke-test',
                    message: `${needsWait}: the cases run once the revision is DEPLOYED`,
                },
            ]
            : []),
    ];
}
/**
 * The evaluation gate's rules (eval-inputs.ts), and the deploy's own: it runs once the revision
 * is DEPLOYED, and a baseline is another deployment than the one deployed (`live` is this one's).
 */
function gateProblems(settings) {
    const problems = (0,eval_inputs/* evalProblems */.P_)(settings, { hasApiKey: Boolean(settings.connection.apiKey) });
    if (!settings.evalDataset)
        return problems;
    if (!settings.wait) {
        problems.push({
            input: 'eval-dataset',
            message: 'needs wait: true: the evaluation runs once the revision is DEPLOYED',
        });
    }
    const baseline = settings.evalBaseline;
    const target = settings.target;
    const same = baseline?.kind === 'deployment' &&
        ('id' in baseline
            ? 'id' in target && target.id.toLowerCase() === baseline.id
            : 'name' in target && target.name === baseline.name);
    if (same) {
        problems.push({
            input: 'eval-baseline',
            message: 'names the deployment this step deploys: its live revision is eval-baseline: live',
        });
    }
    return problems;
}
function gitHubProblems({ environment, commentOnPr, githubToken }) {
    const wanted = Boolean(environment || commentOnPr);
    const token = (0,common_inputs/* gitHubTokenProblem */.wM)(wanted, githubToken, ['environment', 'comment-on-pr']);
    return token ? [{ input: 'github-token', message: token }] : [];
}

// EXTERNAL MODULE: ./src/deploy/find/earlier-deployed.ts
var earlier_deployed = __webpack_require__(2714);
;// CONCATENATED MODULE: ./src/deploy/recover/roll-back.ts





/**
 * The recover phase: with rollback-on-failure, the revision that was live before is deployed
 * again when this run's revision is to blame (`toBlame`, see revisionToBlame). Undefined when
 * no rollback was asked for.
 */
async function recover(context, settings, { resolved, submission }, toBlame) {
    if (!toBlame || !settings.rollbackOnFailure)
        return undefined;
    const plan = { created: resolved.created, pollIntervalMs: settings.pollInterval };
    return rollBack(context, resolved.deployment, submission, plan);
}
/**
 * Deploys the revision that was live before this deploy again, and waits for it like any
 * deploy. Only when this deploy made the failed revision (one it did not make displaced
 * nothing), and only while that revision is still the deployment's latest: a newer one is
 * another deploy's, which a rollback would replace. A rollback that fails, times out or
 * cannot start is reported as such, never hidden.
 */
async function rollBack(context, before, failed, plan) {
    const cannot = nothingDisplaced(before, failed, plan.created);
    if (cannot)
        return failed.newRevision ? none(context.log, cannot) : { result: 'none', reason: cannot };
    const failedRevisionId = failed.revisionId;
    const { client, stepClock, signal, log } = context;
    let revisionId;
    let newRevisionId;
    let status;
    try {
        const current = await client.getDeployment(before.id, { signal });
        const latest = current.latest_revision_id;
        if (latest && latest !== failedRevisionId) {
            return none(log, `the deployment's latest revision is now ${latest}, made after this run's ${failedRevisionId} by another deploy, which a rollback would replace`);
        }
        revisionId = await (0,earlier_deployed/* findEarlierDeployed */.K)(client, before, failedRevisionId, signal);
        if (!revisionId) {
            return none(log, 'there is nothing to roll back to (no earlier revision of the deployment was DEPLOYED)');
        }
        log(`Rolling back: deploying revision ${revisionId} again.`);
        const after = await redeployRevision(context, current, revisionId);
        newRevisionId = after.latest_revision_id ?? undefined;
        if (!newRevisionId)
            throw new Error('the redeploy answer names no latest revision');
        const outcome = await waitForRevision(context, {
            deploymentId: before.id,
            revisionId: newRevisionId,
            pollIntervalMs: plan.pollIntervalMs,
            onStatus: (seen, atMs) => {
                status = seen;
                const revisionId = newRevisionId;
                const event = {
                    type: 'status',
                    revision: 'rollback',
                    revisionId,
                    status: seen,
                    atMs,
                };
                log(`Rollback revision ${newRevisionId}: ${seen}`, event);
            },
        });
        return { revisionId, newRevisionId, result: outcome.result, status: outcome.status };
    }
    catch (error) {
        const stopped = stepClock.stopped;
        const problem = (0,action_runtime/* describeFailure */.Ic)(stopped ?? error);
        if (!revisionId)
            return none(log, `looking for a revision to roll back to failed: ${problem}`);
        return {
            revisionId,
            ...(newRevisionId && { newRevisionId }),
            result: stopped ? stopped.kind : newRevisionId ? 'failed' : 'not-started',
            ...(status && { status }),
            problem,
        };
    }
}
function none(log, reason) {
    log(`Not rolled back: ${reason}.`);
    return { result: 'none', reason };
}

// EXTERNAL MODULE: ./src/deploy/report/outputs.ts
var outputs = __webpack_require__(1780);
// EXTERNAL MODULE: ./src/deploy/report/render-report.ts + 3 modules
var render_report = __webpack_require__(3979);
;// CONCATENATED MODULE: ./src/deploy/report/report.ts




function buildDeployReport(findings) {
    const { submission, waited, timeline, error, resolved } = findings;
    const before = resolved?.deployment;
    const unhealthy = waited?.result === 'deployed' && findings.proof && !findings.proof.passed;
    const result = error !== undefined
        ? (findings.stopped?.kind ?? 'failed')
        : unhealthy
            ? 'unhealthy'
            : (waited?.result ?? 'submitted');
    const status = waited?.status ?? timeline.at(-1)?.status;
    const previousRevisionId = resolved?.created ? undefined : before?.latest_revision_id;
    const report = {
        ...(findings.target.id && { deploymentId: findings.target.id }),
        ...(findings.target.name && { deploymentName: findings.target.name }),
        ...describeDeployment(findings.endedAs ?? findings.proof?.deployedAs ?? submission?.deployment ?? before),
        ...(resolved && { created: resolved.created }),
        ...(previousRevisionId && { previousRevisionId }),
        ...(submission && { revisionId: submission.revisionId, newRevision: submission.newRevision }),
        ...(submission?.packed && { packed: submission.packed }),
        changeSent: findings.changeSent,
        ...(status && { status }),
        timeline,
        result,
        durationMs: findings.durationMs,
        ...deployTime(findings),
        ...(findings.logs && { logs: findings.logs }),
        ...(findings.rollback && { rollback: findings.rollback }),
        ...(findings.proof && { proof: findings.proof }),
    };
    if (waited?.source)
        report.source = waited.source;
    if (error instanceof service_error/* ServiceError */._7 && !submission && findings.changeSent && error.status) {
        report.changeAnswer = `HTTP ${error.status}`;
    }
    if (findings.gateOn && !findings.proof?.evaluation)
        report.gateSkipped = gateSkipped(findings);
    const problem = describeProblem(report, findings);
    if (problem)
        report.problem = problem;
    return report;
}
/** Why the gate, on, did not run: the revision never DEPLOYED, or a check before it failed. */
function gateSkipped({ waited, proof, error }) {
    if (proof?.failure)
        return `the revision is DEPLOYED, but ${proof.failure}`;
    if (waited && waited.result !== 'deployed')
        return 'the revision was not DEPLOYED';
    return error === undefined ? 'the deploy did not reach it' : 'the deploy stopped before it';
}
/** This run's deploy time, when a new revision reached an end status, and the typical one. */
function deployTime({ submission, waited, changedAtMs, typical }) {
    const measured = waited && submission?.newRevision && changedAtMs !== undefined;
    return {
        ...(measured && { changeToEndMs: Math.max(0, waited.seenAtMs - changedAtMs) }),
        ...(typical && { typicalDeploy: { ms: typical.typicalMs, count: typical.count } }),
    };
}
/** The report's description of the deployment: the latest answer that described it. */
function describeDeployment(deployment) {
    const config = deployment?.source_revision_config;
    const url = deploymentUrl(deployment);
    return {
        ...(deployment && { deploymentId: deployment.id }),
        ...(url && { url }),
        ...(deployment?.name && { deploymentName: deployment.name }),
        ...(deployment?.source && { source: deployment.source }),
        ...(config?.repo_ref && { repoRef: config.repo_ref }),
        ...(config?.agent_config_path && { agentConfigPath: config.agent_config_path }),
        ...(config?.image_uri && { imageUri: config.image_uri }),
    };
}
/** `source_config.custom_url` as the service wrote it, when checkDeploymentUrl accepts it. */
function deploymentUrl(deployment) {
    const checked = (0,deployment_url/* checkDeploymentUrl */.t)(deployment?.source_config?.custom_url);
    return checked.ok ? checked.url : undefined;
}
function describeProblem(report, findings) {
    const { stopped, error } = findings;
    if (report.result === 'unhealthy') {
        const { failure, problem } = findings.proof ?? {};
        return `Revision ${report.revisionId} is DEPLOYED, but ${failure ?? 'its checks did not pass'}. ${problem ?? ''}`.trim();
    }
    if (report.result === 'failed' && error === undefined) {
        const status = report.status ?? 'a failure';
        const hint = (0,revision_status/* failureHint */.qQ)(report.status);
        return `Revision ${report.revisionId} ended in ${status}${hint ? `: ${hint}` : ''}.`;
    }
    if (error === undefined)
        return undefined;
    const stillGoing = findings.waited?.result === 'deployed'
        ? ` Revision ${report.revisionId} is live: it was DEPLOYED before this.`
        : mayStillGoLive(findings)
            ? ' The service had already accepted the change, so the revision may still go live.'
            : '';
    if (!stopped)
        return `${(0,action_runtime/* describeFailure */.Ic)(error)}${stillGoing}`;
    const waitingOn = report.revisionId
        ? ` Revision ${report.revisionId} was last seen as ${report.status ?? 'not yet polled'}.`
        : '';
    return `${stopped.message}${waitingOn}${stillGoing}`;
}
/**
 * Whether a deploy that stopped early may still go live: its change was accepted, or was sent
 * and not refused. A 4xx to the change itself says it was not applied.
 */
function mayStillGoLive({ submission, changeSent, error }) {
    if (submission)
        return submission.newRevision;
    const refused = error instanceof service_error/* ServiceError */._7 && error.kind === 'http' && !error.isTransient;
    return changeSent && !refused;
}

;// CONCATENATED MODULE: ./src/deploy/main.ts
















function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Deploy',
        readInputs: readDeploySettings,
        checkInputs: async (settings, { signal }) => {
            let checked = settings;
            if (settings.sourcePath) {
                const { checkSourceInputs } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(697), __webpack_require__.e(771), __webpack_require__.e(135)]).then(__webpack_require__.bind(__webpack_require__, 9135));
                checked = await checkSourceInputs(settings, workspace(), signal);
            }
            if (!(0,eval_inputs/* isGateOn */.df)(checked))
                return checked;
            const { prepareGate } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 5857));
            return { ...checked, gate: await prepareGate(checked, workspace(), signal) };
        },
        timeoutMs: (settings) => settings.timeout,
        work: async (settings, context) => {
            const step = (0,step_client/* stepContext */.e)(context, settings.connection);
            // The run's facts, read once from the runtime's variables and event file.
            const run = (0,run_context/* runContextOf */.kv)(context.runtime.environment.facts);
            const evalPlan = preparedPlan(settings.gate);
            if (settings.dryRun)
                return plan(step, settings, run, evalPlan);
            const github = await openGitHubView(settings, step.warn, run);
            const gate = evalPlan && (await openGate(step, settings, evalPlan, run));
            const report = await deploy(step, settings, github, gate);
            await github?.finish(report);
            return (0,outputs/* toStepReport */.Yh)(report, (0,render_report/* renderSummary */.Br)(report, (0,render_report/* runLinks */.$E)(run)));
        },
        failedOutputs: { result: 'failed' },
        stoppedOutputs: (kind) => ({ result: kind }),
        ownWords: outputs/* OWN_WORDS */.Lj,
    }, runtime);
}
/**
 * Finds the deployment, changes it, follows the revision, proves it once DEPLOYED, and recovers
 * with a rollback when the inputs ask for one; each phase returns what it learned, and however
 * far the deploy got, what it learned becomes the report. The evaluation gate's baseline runs
 * from the change on, beside the build.
 */
async function deploy(step, settings, github, gate) {
    const shipment = await startShipment(step, settings);
    const timeline = [];
    let resolved;
    let changed;
    let typical;
    let waited;
    let logs;
    let proved;
    let rollback;
    let changeStarted = false;
    let error;
    try {
        resolved = await find(step, settings, shipment);
        await gate?.beforeChange(resolved);
        await github?.start(resolved.deployment.name ?? resolved.deployment.id);
        changeStarted = true;
        changed = await makeChange(step, settings, resolved, shipment);
        gate?.changeSent(changed.submission);
        if (settings.wait) {
            const ids = revisionIds(changed);
            typical = await typicalDeployTime(step, ids);
            waited = await followRevision(step, settings, ids, typical, timeline);
            gate?.revisionEnded(waited.result === 'deployed');
            logs = await failureLog(step, settings, ids, waited);
            const deployed = { resolved, submission: changed.submission, typical };
            const gated = gate?.request(resolved.deployment.id, changed.submission.revisionId);
            if (waited.result === 'deployed') {
                proved = await afterDeployed(step, settings, deployed, gated);
            }
            rollback = await recover(step, settings, deployed, revisionToBlame(waited, proved));
        }
    }
    catch (caught) {
        error = caught;
    }
    finally {
        await Promise.all([shipment?.close(), gate?.close()]);
    }
    return buildDeployReport({
        target: settings.target,
        resolved,
        changeSent: changeSent(changeStarted, error, resolved),
        ...changed,
        typical,
        waited,
        ...proved,
        timeline,
        logs,
        rollback,
        gateOn: gate !== undefined,
        error,
        stopped: step.stepClock.stopped,
        durationMs: step.stepClock.elapsedMs(),
    });
}
/** The find phase: the deployment, found or created, told in the log. */
async function find(step, settings, shipment) {
    const found = await (0,resolve_deployment/* resolveDeployment */.MT)(step, settings);
    const { deployment } = found;
    shipment?.askForUploadUrl(deployment.id, step.client);
    const latest = deployment.latest_revision_id ?? '(none)';
    step.log(`Deployment ${deployment.name ?? deployment.id}: latest revision ${latest}`);
    const tagWarning = (0,patch_body/* imageTagWarning */.QO)(settings.imageUri, settings.source ?? deployment.source);
    if (tagWarning)
        step.warn(tagWarning);
    return found;
}
/** dry-run: what a deploy would change, from reads only; the plan loads only for a dry run. */
async function plan(step, settings, run, evalPlan) {
    const { planDeploy } = await __webpack_require__.e(/* import() */ 538).then(__webpack_require__.bind(__webpack_require__, 3538));
    const { toPlanStepReport } = await __webpack_require__.e(/* import() */ 631).then(__webpack_require__.bind(__webpack_require__, 3631));
    const checkout = { workspace: workspace(), tempDir: tempDir() };
    const deployPlan = { ...(await planDeploy(step, settings, checkout)), evaluation: evalPlan };
    if (evalPlan) {
        const { evalPlanLine } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8951));
        step.log(`${evalPlanLine(evalPlan)} No run is sent in a dry run.`);
    }
    const github = await openGitHubView(settings, step.warn, run);
    await github?.showPlan(deployPlan);
    return toPlanStepReport(deployPlan, (0,render_report/* runLinks */.$E)(run));
}
/** The gate's plan; LangSmith's trouble reading the dataset fails the step, before any request. */
function preparedPlan(gate) {
    if (gate && 'trouble' in gate)
        throw gate.trouble;
    return gate?.plan;
}
/** The evaluation gate along the deploy; its modules load only when eval-dataset is given. */
async function openGate(step, settings, evalPlan, run) {
    const { EvalGate } = await __webpack_require__.e(/* import() */ 849).then(__webpack_require__.bind(__webpack_require__, 9849));
    const commit = run && (0,run_context/* deploymentSha */.qc)(run);
    return new EvalGate(step, evalPlan, { apiKey: settings.connection.apiKey, commit });
}
/**
 * GitHub's view of the deploy, when a GitHub feature is on and there is a token for it. Octokit
 * is loaded only then: a plain deploy never loads it.
 */
async function openGitHubView(settings, warn, run) {
    if (!settings.githubToken || !(settings.environment || settings.commentOnPr))
        return undefined;
    const { GitHubView } = await Promise.all(/* import() */[__webpack_require__.e(242), __webpack_require__.e(905)]).then(__webpack_require__.bind(__webpack_require__, 2905));
    return new GitHubView(settings, warn, run);
}
/**
 * Starts packing source-path, for a run that ships it, before any request: packing is CPU and
 * disk work that goes on while the service and GitHub answer. The packer loads only then.
 */
async function startShipment(step, settings) {
    if (!settings.sourcePath || settings.redeployRevision)
        return undefined;
    const { SourceShipment } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(697), __webpack_require__.e(771), __webpack_require__.e(135), __webpack_require__.e(88)]).then(__webpack_require__.bind(__webpack_require__, 6088));
    const checkout = { signal: step.signal, workspace: workspace(), tempDir: tempDir() };
    return new SourceShipment(settings, checkout);
}
/** The checkout the runner gave the job, which source-path is relative to (the runtime says). */
function workspace() {
    return (0,step_environment/* currentRunEnvironment */.kR)().workspace;
}
/** Where the runner wants temporary files. */
function tempDir() {
    return (0,step_environment/* currentRunEnvironment */.kR)().tempDir;
}


/***/ }),

/***/ 1780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HI: () => (/* binding */ nameOutput),
/* harmony export */   Lj: () => (/* binding */ OWN_WORDS),
/* harmony export */   Yh: () => (/* binding */ toStepReport)
/* harmony export */ });
/* unused harmony exports DEPLOY_OUTPUT_NAMES, deployOutputs */
/* harmony import */ var _common_parse_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(951);
/* harmony import */ var _common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(715);
/* harmony import */ var _common_shell_safe_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7085);
/* harmony import */ var _evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8951);




/*
 * What the runner reads of a deploy's report: the step's outputs, which of them are the
 * action's own words, the failure's title and message (a rollback's wording with it), and the
 * conclusion of one that succeeded.
 */
const DEPLOY_OUTPUT_NAMES = [
    'deployment-id',
    'deployment-name',
    'revision-id',
    'previous-revision-id',
    'new-revision',
    'status',
    'result',
    'duration-seconds',
    'created',
    'url',
    'rolled-back-to',
    'healthy',
    'serving-revision',
    'smoke',
    'smoke-results',
    // The evaluation gate's (eval-dataset).
    ..._evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_2__/* .EVAL_OUTPUT_NAMES */ .i1,
    // Set by a dry run only (plan-report.ts).
    'changed',
    'changes',
];
/** Step outputs for every result; an output the step never learned is undefined (left unset). */
function deployOutputs(report) {
    return {
        'deployment-id': report.deploymentId,
        'deployment-name': nameOutput(report.deploymentName).value,
        'revision-id': report.revisionId,
        'previous-revision-id': report.previousRevisionId,
        'new-revision': report.newRevision === undefined ? undefined : String(report.newRevision),
        status: report.status,
        result: report.result,
        'duration-seconds': String(Math.round(report.durationMs / 1000)),
        created: report.created === undefined ? undefined : String(report.created),
        url: report.url,
        'rolled-back-to': report.rollback?.result === 'deployed' ? report.rollback.revisionId : undefined,
        healthy: healthyOutput(report.proof?.health),
        'serving-revision': report.proof?.serving?.servingRevisionId,
        smoke: report.proof?.smoke && (report.proof.smoke.passed ? 'passed' : 'failed'),
        'smoke-results': report.proof?.smoke && smokeResults(report.proof.smoke),
        ...gateOutputs(report),
        changed: undefined,
        changes: undefined,
    };
}
/**
 * The gate's outputs: its verdict and scores when it ran, `eval: skipped` when it was on and did
 * not run (the revision never DEPLOYED, or an earlier check failed); unset without the gate.
 */
function gateOutputs(report) {
    const evaluation = report.proof?.evaluation;
    const set = evaluation || report.gateSkipped !== undefined ? (0,_evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_2__/* .evalOutputs */ .Bv)(evaluation?.result) : {};
    return Object.fromEntries(_evaluation_render_eval_js__WEBPACK_IMPORTED_MODULE_2__/* .EVAL_OUTPUT_NAMES */ .i1.map((name) => [name, set[name]]));
}
/**
 * The deployment-name output: the name, unless a shell would act on it (it is the service's
 * text, and often lands in a script); then unset, with the warning that says why.
 */
function nameOutput(name) {
    if (name === undefined)
        return {};
    return (0,_common_shell_safe_js__WEBPACK_IMPORTED_MODULE_3__/* .scriptSafeOutput */ .a)('deployment-name', "the deployment's name", name);
}
/** `true` or `false` once a request was sent; unset when no check ran or none could be sent. */
function healthyOutput(health) {
    if (!health?.sent)
        return undefined;
    return String(health.healthy);
}
/** `[{name, passed, ms, problem?}]`: the answers themselves stay in the summary. */
function smokeResults(smoke) {
    return JSON.stringify(smoke.cases.map(({ name, passed, ms, problem }) => ({
        name,
        passed,
        ms,
        ...(problem !== undefined && { problem }),
    })));
}
/** Outputs whose every value the action chooses itself, so no secret can be in them. */
const OWN_WORDS = new Set([
    'result',
    'new-revision',
    'duration-seconds',
    'created',
    'healthy',
    'smoke',
    'eval',
    'eval-examples',
    'eval-failed-examples',
]);
/** Outputs that hold JSON. */
const JSON_OUTPUTS = new Set([
    'smoke-results',
    'eval-scores',
    'eval-baseline-scores',
]);
const FAILURE_TITLES = {
    failed: 'Deploy failed',
    unhealthy: 'Deployed, but the health check failed',
    'timed-out': 'Deploy timed out',
    cancelled: 'Deploy cancelled',
};
/** The deploy's report in the form every action hands the runner, with its rendered summary. */
function toStepReport(report, summary) {
    const outputs = deployOutputs(report);
    const { warning } = nameOutput(report.deploymentName);
    const written = {
        outputs,
        ownWords: OWN_WORDS,
        jsonOutputs: JSON_OUTPUTS,
        summary,
        ...(warning && { warnings: [warning] }),
    };
    if (report.result === 'deployed' || report.result === 'submitted') {
        const took = (0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(report.durationMs);
        const conclusion = `Result: ${report.result} (${report.status ?? 'no status'}) after ${took}`;
        return { ...written, conclusion };
    }
    const rollback = report.rollback ? ` ${describeRollback(report.rollback)}` : '';
    const failure = {
        title: failureTitle(report),
        message: `${report.problem ?? `The deploy ended as ${report.result}.`}${rollback}`,
    };
    return { ...written, failure };
}
/** The annotation's title: for an unhealthy deploy, the check that did not pass. */
function failureTitle(report) {
    const proof = report.proof;
    if (report.result !== 'unhealthy' || !proof)
        return FAILURE_TITLES[report.result] ?? 'Deploy failed';
    if (proof.evaluation && !proof.evaluation.result.passed) {
        return 'Deployed, but the evaluation failed';
    }
    if (proof.smoke && !proof.smoke.passed)
        return 'Deployed, but the smoke test failed';
    if (proof.health && !proof.health.healthy)
        return 'Deployed, but the health check failed';
    const serving = proof.serving?.verdict;
    if (serving === 'other-revision' || serving === 'no-answer') {
        return 'Deployed, but the new revision was not seen serving';
    }
    if (serving === 'other-deployment')
        return 'Deployed, but its URL answers for another deployment';
    return 'Deployed, but not checked';
}
function describeRollback(rollback) {
    if (rollback.result === 'none')
        return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .sentence */ .em)(`Not rolled back: ${rollback.reason}`);
    if (rollback.result === 'deployed') {
        return `Rolled back: revision ${rollback.revisionId} is live again (as ${rollback.newRevisionId}).`;
    }
    const how = rollback.problem
        ? `: ${rollback.problem}`
        : rollback.status
            ? ` (${rollback.status})`
            : '';
    return (0,_common_runner_text_js__WEBPACK_IMPORTED_MODULE_1__/* .sentence */ .em)(`The rollback to revision ${rollback.revisionId} ended as ${rollback.result}${how}`);
}


/***/ }),

/***/ 3979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sV: () => (/* binding */ linksLine),
  Tw: () => (/* binding */ renderDeployComment),
  Br: () => (/* binding */ renderSummary),
  $E: () => (/* binding */ runLinks)
});

// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/packing/packed-report.ts
var packed_report = __webpack_require__(8126);
// EXTERNAL MODULE: ./src/deploy/follow/revision-status.ts
var revision_status = __webpack_require__(1035);
;// CONCATENATED MODULE: ./src/deploy/report/render-chart.ts



/**
 * The deploy's timeline for the job summary: each status from when it was first seen, and the
 * checks after DEPLOYED, drawn once as a Mermaid `gantt` chart and told once more in a table of
 * one row for screen readers (a chart is a picture to them).
 *
 * Everything inside the chart's block is the action's own text: the documented status names
 * (any other status becomes a fixed label), numbers, and fixed words. Nothing the service
 * sends can reach the chart's syntax or end the fenced block. A word of capitals is not
 * enough: Mermaid reads its keywords in any case, so a status SECTION or DATEFORMAT would be
 * syntax. No documented status is a gantt keyword. The table shows a status as inline code.
 */
const MAX_CHART_BARS = 20;
const OTHER_STATUS = 'OTHER_STATUS';
/** The checks after DEPLOYED, each in its own section: the section, its bar, the bar's id. */
const CHECKS = [
    ['servingRevision', 'Serving revision', 'serving revision', 'c0'],
    ['healthCheck', 'Health check', 'health check', 'h0'],
    ['smokeTest', 'Smoke test', 'smoke test', 'c1'],
    ['baseline', 'Evaluation', 'baseline', 'e0'],
    ['evaluation', 'Evaluation', 'evaluation', 'e1'],
];
/**
 * The timeline's section of the summary: its heading, the chart and the one-row table; undefined
 * when no status was seen at a readable time.
 */
function renderTimeline(input) {
    const chart = renderGantt(input);
    if (!chart)
        return undefined;
    return ['### Timeline (time since the step began)', chart, renderPhaseTable(input)].join('\n\n');
}
/** The fenced `mermaid` block, or undefined when there is nothing to draw. */
function renderGantt(input) {
    const phases = phasesOf(input);
    if (phases.length === 0)
        return undefined;
    const axis = axisFor(Math.max(input.endMs, ...phases.map((phase) => phase.endMs)));
    const at = (value) => String(Math.round(value / axis.scale));
    const lines = [
        'gantt',
        '  dateFormat x',
        `  axisFormat ${axis.format}`,
        `  tickInterval ${axis.tick}`,
        '  todayMarker off',
    ];
    let section = '';
    for (const phase of phases) {
        if (phase.section !== section) {
            section = phase.section;
            lines.push(`  section ${section}`);
        }
        const kind = phase.milestone ? 'milestone, ' : '';
        const end = phase.milestone ? '0ms' : at(phase.endMs);
        lines.push(`  ${phase.bar} :${kind}${phase.id}, ${at(phase.startMs)}, ${end}`);
    }
    return ['```mermaid', ...lines, '```'].join('\n');
}
/** The same phases as a table of one row: when each status was first seen, when each check began and how long it took. */
function renderPhaseTable(input) {
    const phases = phasesOf(input);
    const when = (phase) => phase.section === 'Revision'
        ? (0,parse_duration/* formatDuration */.a3)(phase.startMs)
        : `${(0,parse_duration/* formatDuration */.a3)(phase.startMs)} for ${(0,parse_duration/* formatDuration */.a3)(phase.endMs - phase.startMs)}`;
    return (0,markdown/* table */.tp)(['Phase', ...phases.map((phase) => phase.heading)], [['When', ...phases.map(when)]]);
}
/**
 * The axis, in labels that differ from tick to tick. `%s` (seconds since 1970, the chart's
 * zero) is the one label that reads the same in every viewer's time zone; for a step of three
 * minutes or more the chart is drawn in minutes, a chart second standing for a real minute,
 * and labelled `5m`. About ten ticks at most, on a round step.
 */
function axisFor(spanMs) {
    const minutes = spanMs >= 180_000;
    const unitMs = minutes ? 60_000 : 1000;
    const steps = minutes ? [1, 2, 5, 10, 15, 30, 60, 120, 240, 360] : [1, 2, 5, 10, 15, 30];
    const units = Math.max(0, spanMs) / unitMs;
    const step = steps.find((candidate) => units / candidate <= 9) ?? steps.at(-1);
    return {
        scale: minutes ? 60 : 1,
        format: minutes ? '%sm' : '%ss',
        tick: `${step}second`,
    };
}
/** The bars, at most MAX_CHART_BARS: the statuses (the last one standing for any past room), then the checks. */
function phasesOf(input) {
    const checks = CHECKS.flatMap(([key, section, bar, id]) => {
        const span = input[key];
        if (!span || !isTime(span.startMs) || !isTime(span.endMs) || span.endMs < span.startMs) {
            return [];
        }
        return [{ ...span, bar, heading: bar, section, id, milestone: false }];
    });
    const statuses = statusPhases(input, MAX_CHART_BARS - checks.length);
    return statuses.length > 0 ? [...statuses, ...checks] : [];
}
/** One bar per status, from when it was first seen to when the next one was; an end status is a milestone. */
function statusPhases({ timeline, endMs }, room) {
    const entries = timeline.filter((entry) => isTime(entry.atMs));
    const shown = entries.length > room ? entries.slice(0, room - 1) : entries;
    const phases = shown.map((entry, index) => {
        const next = entries[index + 1];
        const outcome = (0,revision_status/* outcomeOf */.sG)(entry.status);
        return {
            bar: (0,revision_status/* isKnownStatus */.ih)(entry.status) ? entry.status : OTHER_STATUS,
            heading: (0,markdown/* code */.aY)(entry.status, 40),
            section: 'Revision',
            id: `s${index}`,
            startMs: entry.atMs,
            endMs: Math.max(next?.atMs ?? endMs, entry.atMs),
            milestone: !next && outcome !== 'in-progress' && outcome !== 'unknown',
        };
    });
    const rest = entries.slice(shown.length);
    const first = rest[0];
    if (first) {
        const more = `${rest.length} more statuses`;
        phases.push({
            bar: more,
            heading: more,
            section: 'Revision',
            id: `s${shown.length}`,
            startMs: first.atMs,
            endMs: Math.max(endMs, first.atMs),
            milestone: false,
        });
    }
    return phases;
}
function isTime(value) {
    return Number.isFinite(value) && value >= 0;
}

// EXTERNAL MODULE: ./src/evaluation/render-eval.ts
var render_eval = __webpack_require__(8951);
;// CONCATENATED MODULE: ./src/deploy/report/render-gate.ts


/*
 * The evaluation gate in the deploy's report: a row of the facts table, its own section of the
 * job summary (render-eval's), a line of the pull-request comment, and its bars on the chart.
 * Each is there only when the gate is on (eval-dataset).
 */
/** The facts table's row: the verdict and the counts, or why the gate did not run. */
function gateRow(report) {
    const result = report.proof?.evaluation?.result;
    if (result) {
        const verdict = result.passed ? '**passed**' : '**failed**';
        return [
            'Evaluation',
            `${verdict}: ${result.failedExamples} of ${result.exampleCount} examples fell short`,
        ];
    }
    if (report.gateSkipped !== undefined) {
        return ['Evaluation', `skipped: ${(0,markdown/* cell */.Hn)(report.gateSkipped)}`];
    }
    return undefined;
}
/** The job summary's section: each key, its baseline and threshold, the worst examples. */
function gateSection(report) {
    const result = report.proof?.evaluation?.result;
    return result && (0,render_eval/* renderEvalSection */._d)(result);
}
/** The pull-request comment's line: `Evaluation passed: exact 0.92 (production 0.95)`. */
function gateCommentLine(report) {
    const result = report.proof?.evaluation?.result;
    if (result)
        return (0,render_eval/* evalCommentLine */.M4)(result);
    return report.gateSkipped === undefined
        ? undefined
        : `Evaluation skipped: ${(0,markdown/* cell */.Hn)(report.gateSkipped)}`;
}
/** The gate's bars on the timeline: its baseline's run and its own. */
function gateSpans(report) {
    const evaluation = report.proof?.evaluation;
    if (!evaluation)
        return {};
    return {
        evaluation: { startMs: evaluation.startedAtMs, endMs: evaluation.endedAtMs },
        ...(evaluation.baselineSpan && { baseline: evaluation.baselineSpan }),
    };
}

// EXTERNAL MODULE: ./src/deploy/after-deployed/health-check.ts
var health_check = __webpack_require__(1172);
// EXTERNAL MODULE: ./src/deploy/after-deployed/rollback-reserve.ts
var rollback_reserve = __webpack_require__(2310);
;// CONCATENATED MODULE: ./src/deploy/report/render-proof.ts




/** How much of each case's answer the summary shows: redacted first, then cut. */
const ANSWER_SHOWN_CHARS = 200;
/** The facts table's rows for the checks after DEPLOYED, as far as they ran. */
function proofRows(proof, compact = false) {
    const rows = [];
    if (proof.serving)
        rows.push(['Serving revision', servingCell(proof.serving)]);
    if (proof.health)
        rows.push(['Health check', healthCell(proof.health)]);
    if (proof.smoke)
        rows.push(['Smoke test', smokeCell(proof.smoke)]);
    if (!proof.sent && !compact)
        rows.push(['Checks', 'not sent (see below)']);
    if (proof.timeSplit && !compact)
        rows.push(['Timeout', (0,rollback_reserve/* describeSplit */.iO)(proof.timeSplit, 'summary')]);
    return rows;
}
/** One row per case: its name, its time, passed or why not, and the start of its answer. */
function renderSmokeTable(smoke) {
    const rows = smoke.cases.map((result) => [
        (0,markdown/* cell */.Hn)(result.name, 100),
        (0,parse_duration/* formatDuration */.a3)(result.ms),
        result.passed ? '✅ passed' : `❌ ${(0,markdown/* cell */.Hn)(result.problem ?? 'failed')}`,
        result.answer ? (0,markdown/* code */.aY)(result.answer, ANSWER_SHOWN_CHARS) : '—',
    ]);
    return (0,markdown/* table */.tp)(['Case', 'Time', 'Result', 'Answer (start)'], rows);
}
/** `passed (3 cases)` or `failed: 1 of 3 cases`: for the facts table and the PR comment. */
function smokeCell(smoke) {
    const total = smoke.cases.length;
    const failed = smoke.cases.filter((result) => !result.passed).length;
    return failed === 0
        ? `**passed** (${count(total, 'case')})`
        : `**failed**: ${failed} of ${count(total, 'case')}`;
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
function servingCell(serving) {
    const requests = count(serving.attempts, 'request');
    const named = serving.servingRevisionId ? (0,markdown/* code */.aY)(serving.servingRevisionId) : undefined;
    switch (serving.verdict) {
        case 'proved':
            return `${named ?? ''}, **proved** by ${(0,markdown/* code */.aY)(`GET ${serving.url}`)} · ${requests}`;
        case 'unknown':
            return (0,markdown/* cell */.Hn)(serving.note ?? 'the server cannot tell');
        case 'other-revision':
            return `**still ${named ?? 'another revision'}** · ${requests}`;
        default:
            return `**${(0,markdown/* cell */.Hn)(serving.note ?? serving.verdict)}**`;
    }
}
/**
 * How the health check went: the URL, how many requests, and the last answer's status code and
 * the start of its body, each as inline code (data, never markup).
 */
function healthCell(health) {
    if (!health.sent)
        return `not sent: ${(0,markdown/* cell */.Hn)(health.problem ?? '')}`;
    const verdict = health.healthy ? '**passed**' : '**did not pass**';
    const key = health.key === 'sent' ? ` with ${(0,markdown/* code */.aY)('X-Api-Key')}` : '';
    const parts = [
        `${verdict}: ${(0,markdown/* code */.aY)(`GET ${health.url ?? ''}`)}${key}`,
        count(health.attempts, 'request'),
    ];
    if (health.lastStatus !== undefined)
        parts.push(`last answer ${(0,markdown/* code */.aY)(String(health.lastStatus))}`);
    else if (health.lastError)
        parts.push(`last: ${(0,markdown/* code */.aY)(health.lastError)}`);
    if (!health.healthy && health.lastBody) {
        parts.push(`body ${(0,markdown/* code */.aY)(health.lastBody, health_check/* MAX_BODY_SHOWN_CHARS */.Kl + 1)}`);
    }
    return parts.join(' · ');
}

;// CONCATENATED MODULE: ./src/deploy/report/render-report.ts







/** Each result as the job summary and the pull-request comment headline it. */
const RESULT_HEADLINES = {
    deployed: '✅ Deployed',
    submitted: '📨 Submitted (not waiting)',
    failed: '❌ Deploy failed',
    unhealthy: '🩺 Deployed, but unhealthy',
    'timed-out': '⏱️ Deploy timed out',
    cancelled: '⛔ Deploy cancelled',
};
/**
 * Links to the workflow run and the commit deployed (on a pull request its head, the commit
 * the pull request shows, not the merge commit in GITHUB_SHA); none outside a workflow run.
 */
function runLinks(run) {
    if (!run)
        return {};
    const runUrl = (0,run_context/* workflowRunUrl */.CX)(run);
    const sha = (0,run_context/* deploymentSha */.qc)(run);
    return {
        ...(runUrl && { run: runUrl }),
        ...(sha && { commit: `${run.serverUrl}/${run.owner}/${run.repo}/commit/${sha}`, sha }),
    };
}
/** The job summary: the facts of the deploy in one table, then its timeline, charted and tabled. */
function renderSummary(report, links) {
    const { result } = report;
    const name = report.deploymentName ?? report.deploymentId ?? 'deployment';
    const rows = [
        ['Deployment', deploymentCell(report)],
        ['Revision', revisionCell(report)],
        ['Previous revision', report.previousRevisionId ? (0,markdown/* code */.aY)(report.previousRevisionId) : '—'],
        ['Source', sourceCell(report)],
        ...(report.packed ? [['Packed', (0,packed_report/* describePacked */.S)(report.packed)]] : []),
        ...(report.url ? [['URL', (0,markdown/* code */.aY)(report.url)]] : []),
        ['Result', `**${result}**${report.status ? ` (${(0,markdown/* code */.aY)(report.status)})` : ''}`],
        ...(report.proof ? proofRows(report.proof) : []),
        ...optionalRow(gateRow(report)),
        ...(report.rollback ? [['Rollback', rollbackCell(report.rollback)]] : []),
        ['Deploy time', deployTimeCell(report)],
    ];
    const parts = [`## ${RESULT_HEADLINES[result]}: ${(0,markdown/* code */.aY)(name)}`, (0,markdown/* factTable */.Bu)(rows)];
    if (report.problem)
        parts.push((0,markdown/* prose */.CS)(report.problem, '> '));
    if (report.logs)
        parts.push(renderLogExcerpt(report.logs));
    if (report.proof?.smoke)
        parts.push('### Smoke test', renderSmokeTable(report.proof.smoke));
    const evaluation = gateSection(report);
    if (evaluation)
        parts.push(evaluation.trimEnd());
    const { serving, health, smoke } = report.proof ?? {};
    const timeline = renderTimeline({
        timeline: report.timeline,
        endMs: report.durationMs,
        servingRevision: serving && { startMs: serving.startedAtMs, endMs: serving.endedAtMs },
        healthCheck: health?.sent
            ? { startMs: health.startedAtMs, endMs: health.endedAtMs }
            : undefined,
        smokeTest: smoke && { startMs: smoke.startedAtMs, endMs: smoke.endedAtMs },
        ...gateSpans(report),
    });
    if (timeline)
        parts.push(timeline);
    const footer = linksLine(links);
    if (footer)
        parts.push(footer);
    return `${parts.join('\n\n')}\n`;
}
/**
 * The pull-request comment's Markdown, without the marker line (upsertPullRequestComment adds
 * it). The deployment's URL is shown as text, never as a link; the run's page is a link.
 */
function renderDeployComment(report, links, environment) {
    const headline = RESULT_HEADLINES[report.result];
    const title = report.deploymentName ? `${headline}: ${(0,markdown/* code */.aY)(report.deploymentName)}` : headline;
    const status = report.status ? ` (${(0,markdown/* code */.aY)(report.status)})` : '';
    const rows = [['Result', `**${(0,markdown/* cell */.Hn)(report.result, 40)}**${status}`]];
    if (report.revisionId)
        rows.push(['Revision', (0,markdown/* code */.aY)(report.revisionId)]);
    if (report.url)
        rows.push(['URL', (0,markdown/* code */.aY)(report.url)]);
    if (environment)
        rows.push(['Environment', (0,markdown/* code */.aY)(environment)]);
    if (links.sha)
        rows.push(['Commit', (0,markdown/* code */.aY)(links.sha.slice(0, 12))]);
    rows.push(['Deploy time', deployTimeCell(report)]);
    if (report.proof?.health)
        rows.push(['Health check', healthCell(report.proof.health)]);
    if (report.proof?.smoke)
        rows.push(['Smoke test', smokeCell(report.proof.smoke)]);
    if (report.rollback)
        rows.push(['Rollback', rollbackCell(report.rollback)]);
    const parts = [`### ${title}`, (0,markdown/* factTable */.Bu)(rows)];
    const evaluation = gateCommentLine(report);
    if (evaluation)
        parts.push(evaluation);
    if (report.problem)
        parts.push((0,markdown/* prose */.CS)(report.problem, '> '));
    const run = httpLink(links.run);
    if (run)
        parts.push(`[Workflow run](${run})`);
    return `${parts.join('\n\n')}\n`;
}
function optionalRow(row) {
    return row ? [row] : [];
}
function linksLine(links) {
    const parts = [];
    if (links.run)
        parts.push(`[Workflow run](${links.run})`);
    if (links.commit && links.sha)
        parts.push(`commit [\`${links.sha.slice(0, 7)}\`](${links.commit})`);
    return parts.join(' · ');
}
/** The URL only when it is an http(s) one, with nothing that could end the Markdown link early. */
function httpLink(text) {
    if (!text)
        return undefined;
    try {
        const url = new URL(text);
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
            return undefined;
        return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
    }
    catch {
        return undefined;
    }
}
/**
 * The deploy's one duration, and what it measures: from the service's answer to the change to
 * the first poll that saw the new revision's end status (the step's own time is the chart's
 * last tick and the duration-seconds output). The deployment's typical time beside it is
 * measured alike, from each revision's creation to DEPLOYED.
 */
function deployTimeCell(report) {
    const measured = report.changeToEndMs !== undefined && report.status
        ? `${(0,parse_duration/* formatDuration */.a3)(report.changeToEndMs)} from the change to ${(0,markdown/* code */.aY)(report.status, 40)}`
        : `${(0,parse_duration/* formatDuration */.a3)(report.durationMs)} for the whole step: ${untimed(report)}`;
    const typical = report.typicalDeploy;
    if (!typical)
        return measured;
    return `${measured} · typically ${(0,parse_duration/* formatDuration */.a3)(typical.ms)} to ${(0,markdown/* code */.aY)('DEPLOYED')} (the median of the last ${typical.count} deploys)`;
}
/** Why a run has no deploy time of its own. */
function untimed(report) {
    if (report.result === 'submitted')
        return 'it did not wait for the revision';
    if (report.revisionId && report.newRevision === false)
        return 'no new revision to deploy';
    return 'no new revision reached an end status';
}
function deploymentCell(report) {
    const parts = [
        report.deploymentName ? (0,markdown/* code */.aY)(report.deploymentName) : undefined,
        report.deploymentId ? `(${(0,markdown/* code */.aY)(report.deploymentId)})` : '(not found)',
        report.created ? 'created by this run' : undefined,
    ];
    return parts.filter(Boolean).join(' ');
}
function revisionCell(report) {
    if (!report.revisionId) {
        if (!report.changeSent)
            return '—';
        return report.changeAnswer
            ? `none: the service answered the change with ${report.changeAnswer}`
            : 'unknown (the change got no answer)';
    }
    const note = report.newRevision ? 'new' : 'unchanged: no new revision was needed';
    return `${(0,markdown/* code */.aY)(report.revisionId)} (${note})`;
}
function sourceCell(report) {
    const parts = [report.source ? (0,markdown/* code */.aY)(report.source) : 'source not reported'];
    if (report.repoRef)
        parts.push(`ref ${(0,markdown/* code */.aY)(report.repoRef)}`);
    if (report.agentConfigPath)
        parts.push(`config ${(0,markdown/* code */.aY)(report.agentConfigPath)}`);
    if (report.imageUri)
        parts.push(`image ${(0,markdown/* code */.aY)(report.imageUri)}`);
    return parts.join(' · ');
}
/** A log excerpt is the user's program output: shown as text, bounded, never as Markdown. */
const MAX_EXCERPT_CHARS = 16 * 1024;
/** The failed revision's last log lines, in a collapsed block of plain text. */
function renderLogExcerpt(excerpt) {
    const title = `${excerpt.kind === 'build' ? 'Build' : 'Deploy'} log`;
    if (excerpt.lines.length === 0) {
        return excerpt.unavailable
            ? `_${title}: this service has no logs for the revision._`
            : `_${title}: no lines could be read._`;
    }
    let text = '';
    for (const line of excerpt.lines) {
        // A fence ends at a run of backticks; inside one, HTML and links are plain text already.
        const safe = line.replace(/`/g, 'ˋ');
        if (text.length + safe.length > MAX_EXCERPT_CHARS)
            break;
        text += `${safe}\n`;
    }
    const summary = `${title}: last ${excerpt.lines.length} lines`;
    return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${text}\`\`\`\n\n</details>`;
}
/** What rollback-on-failure did, worded the same in the job summary and the comment. */
function rollbackCell(rollback) {
    if (rollback.result === 'none')
        return `not rolled back: ${(0,markdown/* cell */.Hn)(rollback.reason)}`;
    const revision = (0,markdown/* code */.aY)(rollback.revisionId);
    switch (rollback.result) {
        case 'deployed':
            return `rolled back: ${revision} is live again (as ${(0,markdown/* code */.aY)(rollback.newRevisionId ?? '?')})`;
        case 'not-started':
            return `rollback to ${revision} could not start: ${(0,markdown/* code */.aY)(rollback.problem ?? 'no answer')}`;
        default:
            return `rollback to ${revision} **${rollback.result}**${rollback.status ? ` (${(0,markdown/* code */.aY)(rollback.status)})` : ''}`;
    }
}


/***/ }),

/***/ 6957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K1: () => (/* binding */ emptySecretsProblem),
/* harmony export */   WD: () => (/* binding */ secretValuesOf),
/* harmony export */   XW: () => (/* binding */ parseSecretLines),
/* harmony export */   YI: () => (/* binding */ secretsInput)
/* harmony export */ });
/* unused harmony export RESERVED_SECRET_NAMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8532);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7333);


const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** Names the platform sets itself (docs/service.md): public clients drop them, this action refuses them. */
const RESERVED_SECRET_NAMES = new Set([
    'POSTGRES_URI',
    'POSTGRES_PASSWORD',
    'DATABASE_URI',
    'REDIS_URI',
    'POSTGRES_URI_CUSTOM',
    'REDIS_URI_CUSTOM',
    'PATH',
    'PORT',
    'MOUNT_PREFIX',
    'LOG_JSON',
    'LOG_DICT_TRACEBACKS',
    'DD_TRACE_PSYCOPG_ENABLED',
    'DD_TRACE_REDIS_ENABLED',
    'LSD_ENV',
    'LSD_DD_API_KEY',
    'LSD_DD_ENDPOINT',
    'LSD_DEPLOYMENT_TYPE',
]);
const WRITE_IT = 'write NAME=value, or NAME<<EOF, the lines of the value, then EOF alone on a line';
/**
 * The `secrets` input, read as the runner reads its own environment files: `NAME=value` lines
 * (the value is everything after the first `=`, trimmed), and `NAME<<DELIMITER` for a value of
 * several lines, which are kept as written up to the line that holds the delimiter alone.
 * Blank lines and `#` comments are skipped outside a multi-line value. Never puts a value into
 * a problem description.
 */
function parseSecretLines(text) {
    const lines = text.split(/\r?\n/);
    const parsed = [];
    const seen = new Set();
    for (let index = 0; index < lines.length; index++) {
        const line = lines[index].trim();
        const lineNumber = index + 1;
        if (line === '' || line.startsWith('#'))
            continue;
        const at = line.indexOf('=');
        const heredoc = line.indexOf('<<');
        const multiLine = heredoc >= 0 && (at < 0 || heredoc < at);
        const name = line.slice(0, multiLine ? heredoc : Math.max(at, 0)).trim();
        let value;
        let problem = at < 0 && !multiLine ? `has no "=": ${WRITE_IT}` : nameProblem(name, seen);
        if (multiLine) {
            const delimiter = line.slice(heredoc + 2).trim();
            if (delimiter === '') {
                // Where the value ends is unknown: its lines would each be one more problem.
                parsed.push({
                    ok: false,
                    line: lineNumber,
                    problem: `names no delimiter after <<: ${WRITE_IT}`,
                });
                return parsed;
            }
            const end = lines.findIndex((later, at) => at > index && later.trim() === delimiter);
            if (end < 0) {
                const shown = JSON.stringify(delimiter.slice(0, 40));
                const whose = problem ? 'a multi-line value' : `the multi-line value of ${name}`;
                problem = `starts ${whose}, but no line after it is ${shown} alone: end the value with a line that holds only ${shown}`;
                parsed.push({ ok: false, line: lineNumber, problem });
                return parsed;
            }
            value = lines.slice(index + 1, end).join('\n');
            index = end;
        }
        else {
            value = line.slice(at + 1).trim();
        }
        if (problem) {
            parsed.push({ ok: false, line: lineNumber, problem });
            continue;
        }
        seen.add(name);
        parsed.push({ ok: true, secret: { name, value } });
    }
    return parsed;
}
function nameProblem(name, seen) {
    if (!SECRET_NAME.test(name)) {
        return `has an invalid name ${JSON.stringify(name.slice(0, 40))}: use letters, digits and _`;
    }
    if (RESERVED_SECRET_NAMES.has(name)) {
        return `sets ${name}, which the platform reserves for itself: choose another name`;
    }
    return seen.has(name) ? `repeats the name ${name}` : undefined;
}
/**
 * Why empty secret values are refused, naming each; undefined when there are none, or when
 * allow-empty-secrets asks for them. `NAME=${{ secrets.X }}` becomes `NAME=` when the GitHub
 * secret is missing, and the deployment would start without its key.
 */
function emptySecretsProblem(secrets, allowEmpty) {
    const empty = (secrets ?? []).filter((secret) => secret.value === '').map(({ name }) => name);
    if (allowEmpty || empty.length === 0)
        return undefined;
    const names = empty.length === 1
        ? `${empty[0]} is empty`
        : `${empty.slice(0, -1).join(', ')} and ${empty.at(-1)} are empty`;
    const w = (0,_common_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .words */ .aL)();
    const usually = w.onGitHub
        ? 'Usually the GitHub secret it comes from is not set in this repository or its environment, or is not available to this event (a pull request from a fork gets no secrets)'
        : 'Usually the CI variable it comes from is not set, or is not available to this job (a protected variable reaches only protected branches and tags)';
    return `${names}. ${usually}. Set it, or set ${w.setting('allow-empty-secrets', 'true')} to send empty values on purpose`;
}
function secretValuesOf(lines) {
    return lines.flatMap((line) => (line.ok ? [line.secret.value] : []));
}
/** The `secrets` input: undefined when empty, so a deploy never wipes secrets by accident. */
const secretsInput = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((text, context) => {
    const lines = parseSecretLines(text);
    const problems = lines.filter((line) => !line.ok);
    for (const problem of problems) {
        context.addIssue({ code: 'custom', message: `line ${problem.line} ${problem.problem}` });
    }
    if (problems.length > 0)
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    const secrets = lines.flatMap((line) => (line.ok ? [line.secret] : []));
    return secrets.length > 0 ? secrets : undefined;
});


/***/ }),

/***/ 9104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MM: () => (/* binding */ CHANGING_INPUTS),
  rw: () => (/* binding */ deploySettingsFrom),
  X: () => (/* binding */ deployShape)
});

// UNUSED EXPORTS: LOG_MODES

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/client/service-schemas.ts + 1 modules
var service_schemas = __webpack_require__(5528);
// EXTERNAL MODULE: ./src/common/connection-inputs.ts
var connection_inputs = __webpack_require__(847);
// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/common/reference-rules.ts
var reference_rules = __webpack_require__(2034);
// EXTERNAL MODULE: ./src/deployments/deployment-type.ts
var deployment_type = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/deployments/target.ts
var target = __webpack_require__(3311);
// EXTERNAL MODULE: ./src/evaluation/eval-inputs.ts
var eval_inputs = __webpack_require__(8762);
;// CONCATENATED MODULE: ./src/deploy/build-commands.ts


/** The members of `source_config` the service runs as commands while it builds the source. */
const COMMAND_MEMBERS = ['install_command', 'build_command'];
/**
 * The characters the service refuses in a command, each as a message names it: a control
 * character by its name, never raw, so a newline cannot break the message in two.
 */
const REFUSED = new Map([
    ['"', 'a double quote (")'],
    ['`', 'a backquote (`)'],
    ['\\', 'a backslash (\\)'],
    ['\n', 'a newline'],
    ['\r', 'a carriage return'],
    ['\0', 'a NUL character'],
    ['\t', 'a tab'],
    ['|', '"|"'],
    [';', '";"'],
    ['$', '"$"'],
    ['>', '">"'],
    ['<', '"<"'],
    ['&', 'a single "&"'],
]);
/** One refused character, or an `&` with no `&` beside it (`&&` is allowed). */
const REFUSED_PATTERN = /["`\\\n\r\0\t|;$><]|(?<!&)&(?!&)/g;
/** The refused characters a command holds, named, each once, in the order they first appear. */
function refusedCharacters(command) {
    const found = new Set();
    for (const [character] of command.matchAll(REFUSED_PATTERN)) {
        found.add(REFUSED.get(character));
    }
    return [...found];
}
/**
 * Why the service would refuse the commands in `source-config`, naming each member and the
 * characters it holds; undefined when both are fine (or not given).
 */
function commandsProblem(config) {
    const parts = COMMAND_MEMBERS.flatMap((member) => {
        const command = config?.[member];
        if (typeof command !== 'string')
            return [];
        const found = refusedCharacters(command);
        return found.length > 0 ? [`${member} holds ${listed(found)}`] : [];
    });
    if (parts.length === 0)
        return undefined;
    return `${parts.join(', and ')}: the service refuses these in a command, as it does ", a backquote, \\, a newline, a carriage return, NUL, a tab, |, ;, $, >, < and a single &. Join steps with && or move them into a script in the source`;
}
function listed(names) {
    return names.length === 1
        ? names[0]
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
/** The `source-config` input: JSON or YAML, checked against the schema, then its commands. */
const sourceConfigInput = (0,common_inputs/* structuredInput */.k_)(service_schemas/* SourceConfig */.G7.strict()).superRefine((config, context) => {
    const problem = commandsProblem(config);
    if (problem)
        context.addIssue({ code: 'custom', message: problem });
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __webpack_require__(9396);
;// CONCATENATED MODULE: ./src/deploy/input-rules.ts


/** A path inside the workspace: relative, no `..`, nothing the runner could read as a command. */
const workspacePath = common_inputs/* optionalText */.mR.pipe(schemas/* string */.YjP()
    .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
    .refine((path) => !path.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(path), {
    error: 'must be a path relative to the workspace',
})
    .refine((path) => !path.split(/[\\/]/).includes('..'), {
    error: 'must not leave the workspace with ..',
})
    .optional());
/**
 * The health-check input: a path on the deployment's URL (`/ok`), appended to it as written.
 * Printable ASCII without spaces or backslashes, so it cannot turn into another host or a
 * second line of the request.
 */
const healthCheckPath = common_inputs/* optionalText */.mR.pipe(schemas/* string */.YjP()
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^\/(?!\/)[\x21-\x5B\x5D-\x7E]*$/, {
    error: "must be a path on the deployment's URL starting with one /, such as /ok (printable ASCII, no spaces or backslashes)",
})
    .optional());
const CHANGES_DEPLOYMENT = registries/* registry */.u5();
/**
 * Marks a deploy input whose value goes into the deployment's create or PATCH body: such an
 * input changes the deployment, so redeploy-revision (which deploys an earlier revision as it
 * was) refuses it. The rule is copied first: one rule (optionalText) serves several inputs; a
 * copy of a marked rule (withDefault's, multiLine's) stays marked.
 */
function changesDeployment(rule) {
    const marked = rule.clone();
    CHANGES_DEPLOYMENT.add(marked, { changesDeployment: true });
    return marked;
}
/** The names in a shape whose rules changesDeployment marked, in its order. */
function changingInputs(shape) {
    return Object.keys(shape).filter((name) => CHANGES_DEPLOYMENT.get(shape[name]));
}

// EXTERNAL MODULE: ./src/deploy/secret-lines.ts
var secret_lines = __webpack_require__(6957);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
;// CONCATENATED MODULE: ./src/deploy/smoke-cases.ts



/** More cases than this is a load test, not a smoke test. */
const MAX_SMOKE_CASES = 50;
/** A conversation longer than this is a test of its own. */
const MAX_TURNS = 20;
const DEFAULT_CASE_TIMEOUT_MS = 2 * 60_000;
const MIN_CASE_TIMEOUT_MS = 100;
const MAX_CASE_TIMEOUT_MS = 24 * 3_600_000;
const jsonObject = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J(), { error: 'must be an object' });
const CASE_MEMBERS = [
    'name',
    'assistant',
    'input',
    'config',
    'timeout',
    'expect',
    'context',
    'turns',
];
const EXPECT_MEMBERS = ['contains', 'matches', 'json'];
const TURN_MEMBERS = ['input', 'expect'];
const expectSchema = schemas/* strictObject */.rej({
    contains: schemas/* string */.YjP({ error: 'must be text' }).min(1, { error: 'must not be empty' }).optional(),
    matches: schemas/* string */.YjP({ error: 'must be text' })
        .min(1, { error: 'must not be empty' })
        .superRefine((pattern, context) => {
        try {
            new RegExp(pattern);
        }
        catch (error) {
            const why = error.message.replace(/^Invalid regular expression: /, '');
            context.addIssue({
                code: 'custom',
                message: `is not a valid regular expression: ${why.slice(0, 200)}`,
            });
        }
    })
        .optional(),
    json: jsonObject.optional(),
})
    .refine((expect) => Object.keys(expect).length > 0, {
    error: `needs at least one of ${EXPECT_MEMBERS.join(', ')}`,
});
const turnSchema = schemas/* strictObject */.rej({
    input: schemas/* unknown */.L5J(),
    expect: expectSchema.optional(),
});
const caseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP({ error: 'must be text' })
        .min(1, { error: 'must not be empty' })
        .max(100, { error: 'must be at most 100 characters' })
        .optional(),
    assistant: schemas/* string */.YjP({ error: 'must be a graph name or an assistant id' })
        .min(1, { error: 'must not be empty' })
        .max(256, { error: 'must be at most 256 characters' }),
    // Required unless the case has turns: checkCase says which.
    input: schemas/* unknown */.L5J().optional(),
    config: jsonObject.optional(),
    context: jsonObject.optional(),
    timeout: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()], { error: 'must be a duration such as 30s or 2m' })
        .transform((value, context) => {
        const ms = (0,parse_duration/* parseDuration */.E9)(String(value));
        if (ms === undefined || ms < MIN_CASE_TIMEOUT_MS || ms > MAX_CASE_TIMEOUT_MS) {
            context.addIssue({
                code: 'custom',
                message: `must be a duration from ${MIN_CASE_TIMEOUT_MS}ms to 24h, such as 30s or 2m`,
            });
            return core/* NEVER */.tm;
        }
        return ms;
    })
        .optional(),
    expect: expectSchema.optional(),
    turns: schemas/* array */.YOg(turnSchema, { error: 'must be a list of {input, expect?}' })
        .min(1, { error: 'holds no turn' })
        .max(MAX_TURNS, { error: `holds more than ${MAX_TURNS} turns` })
        .optional(),
});
/**
 * The smoke-test input: empty (no smoke test), or a YAML (or JSON) list of cases, each checked
 * before any request. A problem names the case (its number, and its name when it has one) and
 * the member; the first one found is the one told.
 */
const smokeTestInput = schemas/* string */.YjP()
    .transform(async (text, context) => {
    if (text.trim() === '')
        return undefined;
    const fail = (message) => {
        context.addIssue({ code: 'custom', message });
        return core/* NEVER */.tm;
    };
    let value;
    try {
        value = await (0,common_inputs/* parseStructuredInput */.mm)(text);
    }
    catch (error) {
        return fail(error.message);
    }
    if (!Array.isArray(value)) {
        return fail('must be a YAML list of cases, each with assistant and input (see the README)');
    }
    if (value.length === 0)
        return fail('holds no case');
    if (value.length > MAX_SMOKE_CASES) {
        return fail(`holds ${value.length} cases; at most ${MAX_SMOKE_CASES} are run`);
    }
    const cases = [];
    for (const [index, raw] of value.entries()) {
        const checked = checkCase(raw, index + 1);
        if (typeof checked === 'string')
            return fail(checked);
        cases.push(checked);
    }
    return cases;
});
/** One case, checked; or the one problem to tell, naming the case and the member. */
function checkCase(raw, number) {
    const name = typeof raw === 'object' && raw !== null && typeof raw.name === 'string'
        ? ` (${JSON.stringify(raw.name.slice(0, 100))})`
        : '';
    const where = `case ${number}${name}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return `${where} must be a mapping with assistant and input`;
    }
    if ('turns' in raw) {
        const both = ['input', 'expect'].find((member) => member in raw);
        if (both)
            return `${where}: ${both} goes in each turn when the case has turns`;
    }
    else if (!('input' in raw)) {
        return `${where}: input is required (any JSON; {} for none)`;
    }
    const parsed = caseSchema.safeParse(raw);
    if (!parsed.success) {
        const issues = [...parsed.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
        return `${where}: ${describeIssue(issues[0], raw)}`;
    }
    const { assistant, input, config, context, timeout, expect, turns } = parsed.data;
    const runs = {
        name: parsed.data.name ?? `${assistant} #${number}`,
        assistant,
        ...(config && { config }),
        ...(context && { context }),
        timeoutMs: timeout ?? DEFAULT_CASE_TIMEOUT_MS,
    };
    if (turns) {
        return {
            ...runs,
            turns: turns.map((turn) => ({ input: turn.input, expect: turn.expect ?? {} })),
        };
    }
    return { ...runs, input, expect: expect ?? {} };
}
function describeIssue(issue, raw, members = CASE_MEMBERS) {
    if (!issue)
        return 'is not a valid case';
    const [first, turn, ...rest] = issue.path;
    if (first === 'turns' && typeof turn === 'number') {
        const inTurn = { ...issue, path: rest };
        const turnRaw = valueAt(raw, ['turns', turn]);
        if (typeof turnRaw !== 'object' || turnRaw === null || Array.isArray(turnRaw)) {
            return `turn ${turn + 1} must be a mapping with input`;
        }
        return `turn ${turn + 1}: ${describeIssue(inTurn, turnRaw, TURN_MEMBERS)}`;
    }
    const member = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
        const known = member === 'expect' ? EXPECT_MEMBERS : members;
        const where = member ? `${member} has` : 'has';
        const keys = issue.keys.map((key) => JSON.stringify(key.slice(0, 40))).join(', ');
        return `${where} the unknown member ${keys}; known: ${known.join(', ')}`;
    }
    if (issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined) {
        return `${member} is required`;
    }
    return `${member} ${issue.message}`;
}
function valueAt(value, path) {
    let at = value;
    for (const key of path) {
        if (typeof at !== 'object' || at === null)
            return undefined;
        at = at[key];
    }
    return at;
}

;// CONCATENATED MODULE: ./src/deploy/settings.ts












const LOG_MODES = ['on-failure', 'always', 'never'];
/**
 * The deploy action's own inputs by name, each with its rule and action.yml's default: the one
 * place an input is named (action.yml and the README's table are checked against it, and the
 * settings are derived from it). changesDeployment marks the inputs whose value goes into the
 * deployment's create or PATCH body.
 */
const ownShape = {
    'create-if-missing': (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'false'),
    'deployment-type': deployment_type/* deploymentTypeInput */.Q,
    source: changesDeployment((0,common_inputs/* enumInput */.gX)(service_schemas/* DEPLOYMENT_SOURCES */.VT)),
    'repo-ref': changesDeployment(reference_rules/* gitRefInput */.Gu),
    'agent-config-path': changesDeployment(common_inputs/* optionalText */.mR.pipe(service_schemas/* boundedString */.px.optional())),
    'image-uri': changesDeployment(reference_rules/* imageReferenceInput */.L7),
    'source-path': changesDeployment(workspacePath),
    'source-tarball-path': changesDeployment(common_inputs/* optionalText */.mR),
    'source-config': changesDeployment((0,common_inputs/* multiLine */.S2)(sourceConfigInput)),
    'integration-id': common_inputs/* optionalUuid */.kO,
    repository: common_inputs/* repositoryInput */.JD,
    secrets: changesDeployment((0,common_inputs/* multiLine */.S2)(secret_lines/* secretsInput */.YI)),
    'allow-empty-secrets': (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'false'),
    'secret-references': changesDeployment((0,common_inputs/* multiLine */.S2)((0,common_inputs/* structuredInput */.k_)(schemas/* array */.YOg(service_schemas/* SecretReference */.Us)))),
    'redeploy-revision': common_inputs/* optionalUuid */.kO,
    'rollback-on-failure': (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'false'),
    wait: (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'true'),
    timeout: (0,common_inputs/* withDefault */.IQ)((0,common_inputs/* durationInput */.Ts)(1000), '30m'),
    'poll-interval': (0,common_inputs/* withDefault */.IQ)((0,common_inputs/* durationInput */.Ts)(100), '5s'),
    logs: (0,common_inputs/* withDefault */.IQ)((0,common_inputs/* enumInput */.gX)(LOG_MODES), 'on-failure'),
    environment: common_inputs/* environmentInput */.u5,
    'github-token': common_inputs/* optionalText */.mR,
    'comment-on-pr': (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'false'),
    'health-check': healthCheckPath,
    'smoke-test': (0,common_inputs/* multiLine */.S2)(smokeTestInput),
    ...eval_inputs/* evalShape */.IX,
    'dry-run': (0,common_inputs/* withDefault */.IQ)(common_inputs/* booleanInput */.tE, 'false'),
};
/** Every deploy input: the connection's, the target's and the deploy's own. */
const deployShape = { ...connection_inputs/* connectionInputs */.eu, ...target/* targetInputs */.lY, ...ownShape };
/** The inputs that change the deployment: none of them may come with redeploy-revision. */
const CHANGING_INPUTS = changingInputs(deployShape);
/** The settings of checked inputs: what readDeploySettings returns. */
function deploySettingsFrom(inputs) {
    return {
        connection: (0,connection_inputs/* connectionFrom */.pw)(inputs),
        target: (0,target/* targetFrom */.CA)(inputs),
        ...(0,common_inputs/* settingsOf */.f5)(ownShape, inputs),
    };
}


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


/***/ }),

/***/ 8126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ packedReport),
/* harmony export */   S: () => (/* binding */ describePacked)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3932);
/* harmony import */ var _sizes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5789);



/** The archive's directories become paths in the workspace: `.` says nothing to a reader. */
function packedReport(archive, workspace) {
    const inWorkspace = (dir) => node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(workspace, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(archive.archiveRoot, dir)).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/') ||
        '.';
    return {
        directories: archive.directories.map(inWorkspace),
        files: archive.entries,
        bytes: archive.bytes,
        ...(archive.untracked !== undefined && { untracked: archive.untracked }),
        setApart: archive.setApart,
    };
}
const MAX_DIRECTORIES_SHOWN = 20;
/**
 * `` `agents/support`, `libs/common` · 12 files, a 48.2 kB archive · all 12 tracked by git ·
 * left out 2: `.env`, `notes` ``: the directories, what the archive holds, how many of its files
 * git does not track (where a file another step wrote would hide; said only when git could
 * say), and what was left out, so that "all tracked" is never read as "all packed".
 */
function describePacked(packed) {
    const { directories, files, untracked, setApart } = packed;
    const shown = directories.slice(0, MAX_DIRECTORIES_SHOWN).map((dir) => (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(dir));
    const more = directories.length > shown.length ? ` and ${directories.length - shown.length} more` : '';
    const parts = [
        `${shown.join(', ')}${more}`,
        `${files} ${files === 1 ? 'file' : 'files'}, a ${(0,_sizes_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(packed.bytes)} archive`,
    ];
    if (untracked === 0)
        parts.push(files === 1 ? 'tracked by git' : `all ${files} tracked by git`);
    else if (untracked !== undefined)
        parts.push(`${untracked} of ${files} not tracked by git`);
    if (setApart.count > 0) {
        const listed = setApart.examples.map((entry) => (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(entry)).join(', ');
        const rest = setApart.count > setApart.examples.length ? ', …' : '';
        parts.push(`left out ${setApart.count}: ${listed}${rest}`);
    }
    return parts.join(' · ');
}


/***/ }),

/***/ 5789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   IY: () => (/* binding */ LargestFiles),
/* harmony export */   Ip: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   QN: () => (/* binding */ WARN_ARCHIVE_BYTES),
/* harmony export */   Xq: () => (/* binding */ formatSize),
/* harmony export */   cz: () => (/* binding */ describeLargest)
/* harmony export */ });
/* unused harmony export MEGABYTE */
const MEGABYTE = 1024 * 1024;
/** The signed upload URL accepts at most this many bytes (`X-Goog-Content-Length-Range: 0,209715200`). */
const MAX_ARCHIVE_BYTES = 200 * MEGABYTE;
/** Above this an archive is worth a warning: slow to upload and to build. */
const WARN_ARCHIVE_BYTES = 50 * MEGABYTE;
/** How many of the biggest files a size message names. */
const LARGEST_SHOWN = 5;
/** The biggest files seen so far, biggest first; ties by path so the list is stable. */
class LargestFiles {
    #count;
    #largest = [];
    constructor(count = LARGEST_SHOWN) {
        this.#count = count;
    }
    offer(path, bytes) {
        const largest = this.#largest;
        const last = largest.at(-1);
        if (largest.length === this.#count && last !== undefined && bytes <= last.bytes)
            return;
        largest.push({ path, bytes });
        largest.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
        if (largest.length > this.#count)
            largest.pop();
    }
    get entries() {
        return [...this.#largest];
    }
}
/** `Largest files: a (12.0 MB), b (3.1 MB).` or nothing when there are none. */
function describeLargest(largest) {
    if (largest.length === 0)
        return '';
    const listed = largest.map((entry) => `${JSON.stringify(entry.path)} (${formatSize(entry.bytes)})`);
    return `Largest files: ${listed.join(', ')}.`;
}
const KILOBYTE = 1024;
/**
 * A size for a person, in the unit it comes in: `512 B`, `1.4 kB`, `3.2 MB`, one decimal above
 * bytes. kB is 1024 bytes and MB 2^20, the unit in which the upload limit is "200 MB". A size
 * that would read `1024.0 kB` once rounded reads `1.0 MB`.
 */
function formatSize(bytes) {
    const whole = Math.max(0, Math.round(bytes));
    if (whole < KILOBYTE)
        return `${whole} B`;
    const kilobytes = (whole / KILOBYTE).toFixed(1);
    if (Number(kilobytes) < KILOBYTE)
        return `${kilobytes} kB`;
    return `${(whole / MEGABYTE).toFixed(1)} MB`;
}
/** `1.2 MB/s`: bytes over milliseconds; `—` when no time was measured. */
function formatRate(bytes, ms) {
    return ms <= 0 ? '—' : `${formatSize((bytes / ms) * 1000)}/s`;
}


/***/ })

};
