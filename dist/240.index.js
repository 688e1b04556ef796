export const id = 240;
export const ids = [240];
export const modules = {

/***/ 7039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ everyPage),
/* harmony export */   W: () => (/* binding */ describeListCut),
/* harmony export */   tM: () => (/* binding */ everyMatch)
/* harmony export */ });
/* unused harmony exports PAGE_SIZE, MAX_PAGES */
const PAGE_SIZE = 100;
/** A service that ignores `offset` would otherwise be paged for ever. */
const MAX_PAGES = 1000;
/**
 * Every page of a list, in order. A page may hold fewer than asked while more follow, so the
 * list ends only with an empty page. It is cut short when the returned offset does not move
 * forward, or after MAX_PAGES pages; the generator then returns the cut (a `for await` loop
 * that needs it reads it with everyMatch, or by hand).
 */
async function* everyPage(fetchPage) {
    let offset = 0;
    for (let pages = 1; pages <= MAX_PAGES; pages++) {
        const page = await fetchPage({ limit: PAGE_SIZE, offset });
        if (page.resources.length === 0)
            return undefined;
        yield page.resources;
        const next = page.offset ?? offset + page.resources.length;
        if (next <= offset)
            return { kind: 'offset-stuck', pages, asked: offset, next };
        offset = next;
    }
    return { kind: 'page-limit', pages: MAX_PAGES };
}
/**
 * Every item of a paged list that `matches`, once per id (a list that shifts while it is read
 * can show an item on two pages), how many distinct items were read, and where the list was
 * cut, if it was.
 */
async function everyMatch(pages, matches) {
    const seen = new Set();
    const found = [];
    for (let next = await pages.next();; next = await pages.next()) {
        if (next.done) {
            const cut = next.value;
            return { found, scanned: seen.size, ...(cut && { cut }) };
        }
        for (const item of next.value) {
            if (seen.has(item.id))
                continue;
            seen.add(item.id);
            if (matches(item))
                found.push(item);
        }
    }
}
/**
 * The one warning for a cut list: what was listed (`what`, "the deployments"), how far it was
 * read and why no further, so a count taken from it is not read as the whole.
 */
function describeListCut(cut, what, scanned) {
    const read = `Listing ${what} stopped after page ${cut.pages} (${scanned} read)`;
    if (cut.kind === 'page-limit') {
        return `${read}, the most that are read in one run; any ${bare(what)} after those were not seen.`;
    }
    return `${read}: the service gave ${cut.next} as the offset of the next page, no further than the page it answered (offset ${cut.asked}), so the pages after it could not be asked for; any ${bare(what)} after those were not seen.`;
}
/** "the deployments" → "deployments". */
function bare(what) {
    return what.replace(/^the /, '');
}


/***/ }),

/***/ 4403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ createProxyAwareAgent)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _common_loopback_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8136);


/**
 * Requests for a loopback origin go straight to it; all others as EnvHttpProxyAgent sends
 * them (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, in either case). Plain http is accepted only for
 * loopback because nothing on the network can overhear it there: through a proxy, the request
 * and its API key would leave the machine in clear text.
 */
class LoopbackDirectAgent extends undici__WEBPACK_IMPORTED_MODULE_0__/* .Dispatcher */ .mk {
    #direct;
    #proxied;
    constructor(options) {
        super();
        const { httpProxy: _http, httpsProxy: _https, noProxy: _none, ...agentOptions } = options;
        this.#direct = new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6(agentOptions);
        this.#proxied = new undici__WEBPACK_IMPORTED_MODULE_0__/* .EnvHttpProxyAgent */ .J2(options);
    }
    dispatch(options, handler) {
        const pool = (0,_common_loopback_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackOrigin */ ._)(options.origin) ? this.#direct : this.#proxied;
        return pool.dispatch(options, handler);
    }
    close(callback) {
        const closed = Promise.all([this.#direct.close(), this.#proxied.close()]).then(() => { });
        return settle(closed, callback);
    }
    destroy(errorOrCallback, callback) {
        const error = typeof errorOrCallback === 'function' ? null : (errorOrCallback ?? null);
        const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
        const destroyed = Promise.all([this.#direct.destroy(error), this.#proxied.destroy(error)]).then(() => { });
        return settle(destroyed, done);
    }
}
function settle(finished, callback) {
    if (!callback)
        return finished;
    finished.then(callback, callback);
    return undefined;
}
/**
 * The connection pool for the control plane and the source upload: loopback direct, anything
 * else through the proxy the environment names. `options` apply to both paths. Through a proxy,
 * a plain-http request is forwarded as it is, not tunnelled with CONNECT (undici's default),
 * since many proxies allow CONNECT only to port 443.
 */
function createProxyAwareAgent(options = {}) {
    return new LoopbackDirectAgent(options);
}


/***/ }),

/***/ 7384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ UNSAFE_RETRY_STATUSES),
/* harmony export */   OZ: () => (/* binding */ IDEMPOTENT_RETRY_STATUSES),
/* harmony export */   VU: () => (/* binding */ DEFAULT_BACKOFF),
/* harmony export */   d4: () => (/* binding */ NOT_SENT_ERROR_CODES),
/* harmony export */   hx: () => (/* binding */ createRetryPolicy),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   yj: () => (/* binding */ MAYBE_SENT_ERROR_CODES)
/* harmony export */ });
/* unused harmony export backoffDelay */
/** Statuses worth another try for a request that is safe to repeat (a GET). */
const IDEMPOTENT_RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses that say the service did not act on a request: only these repeat a PATCH or POST. */
const UNSAFE_RETRY_STATUSES = [429, 503];
/** Connection failures that happen before a byte of the request is sent. */
const NOT_SENT_ERROR_CODES = [
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'ENETDOWN',
    'EHOSTUNREACH',
    'EHOSTDOWN',
    'UND_ERR_CONNECT_TIMEOUT',
];
/** Failures after the request may have been sent; only a GET is repeated after them. */
const MAYBE_SENT_ERROR_CODES = [
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_HEADERS_TIMEOUT',
];
const DEFAULT_BACKOFF = {
    maxRetries: 4,
    minDelayMs: 500,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 5 * 60_000,
};
/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. */
function parseRetryAfter(value, now = Date.now()) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text !== 'string' || text.trim() === '')
        return undefined;
    if (/^\s*\d+\s*$/.test(text))
        return Number(text) * 1000;
    // An HTTP date names its weekday ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone would
    // also take "-1" or "1.5" for a date long past and so retry at once.
    if (!/^\s*[A-Za-z]{3},/.test(text))
        return undefined;
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
/** Capped exponential backoff with jitter, so many runners do not retry in step. */
function backoffDelay(retry, settings, random = Math.random) {
    const ceiling = Math.min(settings.maxDelayMs, settings.minDelayMs * 2 ** (retry - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
function isRetryable(method, status, code) {
    // DELETE is idempotent: a repeat of one that was applied finds nothing and answers 404.
    const safe = method === 'GET' || method === 'HEAD' || method === 'DELETE';
    if (status !== undefined) {
        return (safe ? IDEMPOTENT_RETRY_STATUSES : UNSAFE_RETRY_STATUSES).includes(status);
    }
    if (code === undefined)
        return false;
    return NOT_SENT_ERROR_CODES.includes(code) || (safe && MAYBE_SENT_ERROR_CODES.includes(code));
}
/**
 * The decision undici's retry interceptor asks for after each failed attempt.
 * Returning the timer lets undici cancel the wait when the caller aborts.
 */
function createRetryPolicy(settings, notify = () => { }) {
    return (err, { state, opts }, callback) => {
        const { statusCode, code, headers } = err;
        const method = String(opts.method).toUpperCase();
        const status = code === 'UND_ERR_REQ_RETRY' ? statusCode : undefined;
        const errorCode = code === 'UND_ERR_REQ_RETRY' ? undefined : code;
        if (status === undefined && errorCode === undefined)
            return callback(err);
        const { signal } = opts;
        if (signal?.aborted || state.counter > settings.maxRetries)
            return callback(err);
        if (!isRetryable(method, status, errorCode))
            return callback(err);
        const retryAfterMs = status !== undefined ? parseRetryAfter(headers?.['retry-after']) : undefined;
        const delayMs = retryAfterMs !== undefined
            ? Math.min(retryAfterMs, settings.maxRetryAfterMs)
            : backoffDelay(state.counter, settings);
        notify({
            method,
            path: String(opts.path),
            attempt: state.counter,
            delayMs,
            reason: status !== undefined ? `HTTP ${status}` : String(errorCode),
            ...(status !== undefined && { status }),
            ...(retryAfterMs !== undefined && { retryAfterMs }),
        });
        return setTimeout(() => callback(null), delayMs);
    };
}


/***/ }),

/***/ 4203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ tooDeepDetail),
/* harmony export */   ET: () => (/* binding */ redirectTarget),
/* harmony export */   Ug: () => (/* binding */ forbiddenAdvice),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   nE: () => (/* binding */ readJsonBody),
/* harmony export */   ut: () => (/* binding */ describeErrorBody)
/* harmony export */ });
/* unused harmony exports formatValidationEntry, describeBodyStart */
/* harmony import */ var _common_bounded_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7835);
/* harmony import */ var _common_redactor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6369);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);
/* harmony import */ var _retry_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7384);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5528);





class ServiceError extends Error {
    kind;
    method;
    path;
    status;
    detail;
    validation;
    mayHaveReachedService;
    code;
    retryAfterMs;
    pace;
    constructor(init) {
        const outcome = init.status === undefined ? 'no answer' : String(init.status);
        super(`${init.method} ${init.path} → ${outcome}: ${init.detail}`);
        this.name = 'ServiceError';
        this.kind = init.kind;
        this.method = init.method;
        this.path = init.path;
        this.status = init.status;
        this.detail = init.detail;
        this.validation = init.validation ?? [];
        this.mayHaveReachedService = init.mayHaveReachedService;
        this.code = init.code;
        this.retryAfterMs = init.retryAfterMs;
        this.pace = init.pace;
    }
    /** Its message names the request and gives the service's words: shown as it stands. */
    get toldAsIs() {
        return true;
    }
    /** The same error with some of its facts replaced. */
    with(changes) {
        return new ServiceError({
            kind: this.kind,
            method: this.method,
            path: this.path,
            ...(this.status !== undefined && { status: this.status }),
            detail: this.detail,
            validation: this.validation,
            mayHaveReachedService: this.mayHaveReachedService,
            ...(this.code !== undefined && { code: this.code }),
            ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
            ...(this.pace !== undefined && { pace: this.pace }),
            ...changes,
        });
    }
    /** The same error with advice added to the service's words. */
    withHint(hint) {
        return this.with({ detail: `${this.detail} ${hint}` });
    }
    /** A failure worth trying again later: no answer, a time-out, rate limiting, a 5xx. */
    get isTransient() {
        if (this.kind === 'network')
            return true;
        return this.status !== undefined && _retry_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .IDEMPOTENT_RETRY_STATUSES */ .OZ.includes(this.status);
    }
}
const MAX_DETAIL_CHARS = 500;
function formatValidationEntry(entry) {
    return `${entry.loc.join('.')}: ${entry.msg}`;
}
/** The service's own words for an error answer, or a plain description of what came instead. */
function describeErrorBody(status, contentType, text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { detail: `empty answer (HTTP ${status})` };
    const json = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBoundedJson */ .Rj)(trimmed);
    const parsed = _service_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .ErrorBody */ .Fw.safeParse(json.kind === 'json' ? json.value : undefined);
    if (parsed.success) {
        const { detail } = parsed.data;
        if (typeof detail === 'string')
            return { detail: truncate(detail) };
        return { detail: detail.map(formatValidationEntry).join('; '), validation: detail };
    }
    if (contentType.includes('html') || /^<(!doctype|html)/i.test(trimmed)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
        return {
            detail: `an HTML page${title ? ` ("${truncate(title)}")` : ''} instead of the service's answer; a proxy or gateway may be in the way`,
        };
    }
    return { detail: truncate(trimmed.replace(/\s+/g, ' ')) };
}
/** What to do about a 403 docs/service.md explains, said after the service's own words. */
function forbiddenAdvice(detail) {
    const said = detail.toLowerCase();
    if (said.includes('requires workspace specification')) {
        return `(this key is organization-scoped: set ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('tenant-id')} to the workspace to deploy in)`;
    }
    if (said.includes('not enabled')) {
        return '(deployments are not enabled for this organization)';
    }
    return undefined;
}
/** The body of a success answer as JSON, or why it cannot be used. */
function readJsonBody(status, text) {
    const parsed = (0,_common_bounded_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBoundedJson */ .Rj)(text);
    if (parsed.kind === 'json')
        return { ok: true, body: parsed.value };
    if (parsed.kind === 'too-deep')
        return { ok: false, detail: tooDeepDetail(status, parsed.limit) };
    return {
        ok: false,
        detail: `answered ${status} with a body that is not JSON (${describeBodyStart(text)})`,
    };
}
/**
 * An answer that parsed but is nested too deeply to use, with its status; `limit` when the
 * depth was measured rather than met as a stack overflow.
 */
function tooDeepDetail(status, limit) {
    const levels = limit === undefined ? '' : ` (more than ${limit} levels)`;
    return `answered ${status} with a body that could not be read: its JSON is nested too deeply${levels}`;
}
/** Redacted before the cut: a key cut at the limit would otherwise show all but its end. */
function truncate(text) {
    const clean = (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text);
    return clean.length > MAX_DETAIL_CHARS ? `${clean.slice(0, MAX_DETAIL_CHARS)}…` : clean;
}
/** Where a redirect pointed: a path on base-url's host, or only the other host's origin. */
function redirectTarget(location, from) {
    try {
        const target = new URL(location, from);
        return target.origin === from.origin ? target.pathname : target.origin;
    }
    catch {
        return 'an unreadable location';
    }
}
const BODY_START_CHARS = 40;
/**
 * The start of a body that is not JSON, in words: never echoed whole. A generous start is
 * redacted before the cut, so a value that begins within the first 40 characters is gone whole.
 */
function describeBodyStart(text) {
    const start = (0,_common_redactor_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text.trim().slice(0, 1024)).slice(0, BODY_START_CHARS).replace(/\s+/g, ' ');
    return start.startsWith('<') ? 'it looks like HTML' : `it starts "${start}"`;
}


/***/ }),

/***/ 5528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b2: () => (/* binding */ Anything),
  Yl: () => (/* binding */ COMPUTE_TYPES),
  VT: () => (/* binding */ DEPLOYMENT_SOURCES),
  _o: () => (/* binding */ DEPLOYMENT_TYPES),
  Sn: () => (/* binding */ Deployment),
  cQ: () => (/* binding */ DeploymentCreate),
  l2: () => (/* binding */ DeploymentPage),
  i2: () => (/* binding */ DeploymentPatch),
  Fw: () => (/* binding */ ErrorBody),
  rZ: () => (/* binding */ Listener),
  VE: () => (/* binding */ ListenerCreate),
  G5: () => (/* binding */ ListenerPage),
  X1: () => (/* binding */ ListenerPatch),
  AY: () => (/* binding */ LogPage),
  FH: () => (/* binding */ LogQuery),
  _x: () => (/* binding */ PushToken),
  It: () => (/* binding */ REVISION_FIELDS),
  Jy: () => (/* binding */ REVISION_SOURCES),
  AT: () => (/* binding */ Revision),
  hZ: () => (/* binding */ RevisionPage),
  Us: () => (/* binding */ SecretReference),
  G7: () => (/* binding */ SourceConfig),
  m: () => (/* binding */ SourceRepositoryList),
  Hf: () => (/* binding */ UploadTarget),
  px: () => (/* binding */ boundedString)
});

// UNUSED EXPORTS: ListenerComputeConfig, MAX_LOG_ID_CHARS, MessageErrorBody, Secret, SourceRepository, SourceRevisionConfig, SourceRevisionConfigInput, ValidationErrorBody, ValidationErrorEntry, answerId, page, statusWord

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/client/resource-spec-schema.ts

// Request bodies only: every object the service describes refuses members it does not list, so a
// misspelt setting fails before the request instead of being dropped. Kubernetes-shaped
// members are passed through to the cluster, so their own sub-objects (configMap,
// securityContext, ...) and labels and annotations stay free-form maps.
const freeForm = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
const resource_spec_schema_int = schemas/* int */.Whr();
const VolumeMount = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    mountPath: schemas/* string */.YjP(),
    subPath: schemas/* string */.YjP().nullish(),
    mountPropagation: schemas/* string */.YjP().nullish(),
    subPathExpr: schemas/* string */.YjP().nullish(),
    readOnly: schemas/* boolean */.zMY().nullish(),
});
const Volume = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    configMap: freeForm.nullish(),
    secret: freeForm.nullish(),
    emptyDir: freeForm.nullish(),
    persistentVolumeClaim: freeForm.nullish(),
    nfs: freeForm.nullish(),
    projected: freeForm.nullish(),
    downwardAPI: freeForm.nullish(),
    csi: freeForm.nullish(),
});
const EnvVar = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    value: schemas/* string */.YjP().nullish(),
    valueFrom: freeForm.nullish(),
});
const Container = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    image: schemas/* string */.YjP().nullish(),
    imagePullPolicy: schemas/* string */.YjP().nullish(),
    workingDir: schemas/* string */.YjP().nullish(),
    restartPolicy: schemas/* string */.YjP().nullish(),
    command: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    args: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    env: schemas/* array */.YOg(EnvVar).nullish(),
    envFrom: schemas/* array */.YOg(freeForm).nullish(),
    resources: schemas/* strictObject */.rej({ limits: freeForm.nullish(), requests: freeForm.nullish() }).nullish(),
    volumeMounts: schemas/* array */.YOg(VolumeMount).nullish(),
    securityContext: freeForm.nullish(),
});
const ResourceSpec = schemas/* strictObject */.rej({
    min_scale: resource_spec_schema_int.nullish(),
    max_scale: resource_spec_schema_int.nullish(),
    cpu: schemas/* number */.aig().nullish(),
    cpu_limit: schemas/* number */.aig().nullish(),
    memory_mb: resource_spec_schema_int.nullish(),
    memory_limit_mb: resource_spec_schema_int.nullish(),
    queue_min_scale: resource_spec_schema_int.nullish(),
    queue_max_scale: resource_spec_schema_int.nullish(),
    queue_cpu: schemas/* number */.aig().nullish(),
    queue_cpu_limit: schemas/* number */.aig().nullish(),
    queue_memory_mb: resource_spec_schema_int.nullish(),
    queue_memory_limit_mb: resource_spec_schema_int.nullish(),
    redis_cpu: schemas/* number */.aig().nullish(),
    redis_cpu_limit: schemas/* number */.aig().nullish(),
    redis_memory_mb: resource_spec_schema_int.nullish(),
    redis_memory_limit_mb: resource_spec_schema_int.nullish(),
    core_cpu: schemas/* number */.aig().nullish(),
    core_cpu_limit: schemas/* number */.aig().nullish(),
    core_memory_mb: resource_spec_schema_int.nullish(),
    core_memory_limit_mb: resource_spec_schema_int.nullish(),
    labels: freeForm.nullish(),
    annotations: freeForm.nullish(),
    service_account_name: schemas/* string */.YjP().nullish(),
    image_pull_secrets: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP() })).nullish(),
    volumes: schemas/* array */.YOg(Volume).nullish(),
    volume_mounts: schemas/* array */.YOg(VolumeMount).nullish(),
    init_containers: schemas/* array */.YOg(Container).nullish(),
    sidecars: schemas/* array */.YOg(Container).nullish(),
    db_cpu: schemas/* number */.aig().nullish(),
    db_cpu_limit: schemas/* number */.aig().nullish(),
    db_memory_mb: resource_spec_schema_int.nullish(),
    db_memory_limit_mb: resource_spec_schema_int.nullish(),
    db_storage_gi: resource_spec_schema_int.nullish(),
    db_max_connections: resource_spec_schema_int.nullish(),
});

;// CONCATENATED MODULE: ./src/client/service-schemas.ts


const DEPLOYMENT_SOURCES = [
    'sourcehost',
    'external_image',
    'internal_image',
    'internal_source',
    'internal_template',
];
/** Sources a PATCH may pick for one revision (`revision_source`). */
const REVISION_SOURCES = ['sourcehost', 'internal_image', 'internal_source'];
/** `source_config.deployment_type`: set when a deployment is created. */
const DEPLOYMENT_TYPES = ['dev_free', 'dev', 'prod'];
/** `string, uuid` as the service reads it: any 8-4-4-4-12 hex id, of any RFC version or none. */
const uuid = schemas/* guid */.OsD();
/** FastAPI's wording, so the emulator's 422s read like the service's. */
const boundedString = schemas/* string */.YjP()
    .max(255, { error: 'String should have at most 255 characters' });
const SourceConfig = schemas/* object */.Ikc({
    integration_id: uuid.nullish(),
    repo_url: schemas/* string */.YjP().nullish(),
    build_on_push: schemas/* boolean */.zMY().nullish(),
    custom_url: schemas/* string */.YjP().nullish(),
    resource_spec: ResourceSpec.nullish(),
    listener_id: uuid.nullish(),
    listener_config: schemas/* strictObject */.rej({ k8s_namespace: schemas/* string */.YjP().nullish() }).nullish(),
    install_command: schemas/* string */.YjP().nullish(),
    build_command: schemas/* string */.YjP().nullish(),
    deployment_type: schemas/* enum */.k5n(DEPLOYMENT_TYPES).nullish(),
});
const SourceRevisionConfigInput = schemas/* strictObject */.rej({
    repo_ref: boundedString.nullish(),
    agent_config_path: boundedString.nullish(),
    image_uri: schemas/* string */.YjP().nullish(),
    source_tarball_path: schemas/* string */.YjP().nullish(),
});
/**
 * The revision-level fields a change sets: the members of `source_revision_config` a request
 * sends (`repo_commit_sha` is the service's own). A revision is what these hold, and its source.
 */
const REVISION_FIELDS = Object.keys(SourceRevisionConfigInput.shape);
const SourceRevisionConfig = schemas/* object */.Ikc({
    repo_ref: schemas/* string */.YjP().nullish(),
    agent_config_path: schemas/* string */.YjP().nullish(),
    image_uri: schemas/* string */.YjP().nullish(),
    source_tarball_path: schemas/* string */.YjP().nullish(),
    repo_commit_sha: schemas/* string */.YjP().nullish(),
});
const Secret = schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1), value: schemas/* string */.YjP() });
const SecretReference = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    secret_name: schemas/* string */.YjP().min(1),
    secret_key: schemas/* string */.YjP().min(1),
});
/** What a request may set on a deployment, on create and on patch alike. */
const deploymentSettings = {
    source_config: SourceConfig.strict().nullish(),
    source_revision_config: SourceRevisionConfigInput.nullish(),
    secrets: schemas/* array */.YOg(Secret.strict()).nullish(),
    secret_references: schemas/* array */.YOg(SecretReference).nullish(),
};
const DeploymentPatch = schemas/* strictObject */.rej({
    revision_source: schemas/* enum */.k5n(REVISION_SOURCES).optional(),
    ...deploymentSettings,
});
const DeploymentCreate = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).max(255),
    source: schemas/* enum */.k5n(DEPLOYMENT_SOURCES),
    ...deploymentSettings,
});
/**
 * Ids in an answer are used in request paths and written as outputs, so they must look like
 * UUIDs (any version: the service's own ids are what they are).
 */
const answerId = schemas/* guid */.OsD({ error: 'is not a UUID' });
/** A status is a word of capitals, digits and underscores, as every status the service lists. */
const statusWord = schemas/* string */.YjP()
    .regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'is not a status word such as DEPLOYED' });
/** Responses are read leniently: unknown members and enum values pass; bad ids and statuses do not. */
const Deployment = schemas/* object */.Ikc({
    id: answerId,
    name: schemas/* string */.YjP().nullish(),
    source: schemas/* string */.YjP().nullish(),
    source_config: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    source_revision_config: SourceRevisionConfig.nullish(),
    // Secret values are reported to the redactor and then dropped: nothing downstream can print them.
    secrets: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP() })).nullish(),
    tenant_id: schemas/* string */.YjP().nullish(),
    created_at: schemas/* string */.YjP().nullish(),
    updated_at: schemas/* string */.YjP().nullish(),
    status: schemas/* string */.YjP().nullish(),
    latest_revision_id: answerId.nullish(),
    active_revision_id: answerId.nullish(),
    secret_references: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())).nullish(),
    image_version: schemas/* string */.YjP().nullish(),
    is_managed_deep_agent: schemas/* boolean */.zMY().nullish(),
});
/** Only the deploy history reads a revision's times: one it cannot read leaves the rest usable. */
const revisionTime = schemas/* string */.YjP().nullish().catch(undefined);
const Revision = schemas/* object */.Ikc({
    id: answerId,
    created_at: revisionTime,
    updated_at: revisionTime,
    status: statusWord,
    source: schemas/* string */.YjP().nullish(),
    source_revision_config: SourceRevisionConfig.nullish(),
});
const page = (item) => schemas/* object */.Ikc({ resources: schemas/* array */.YOg(item), offset: schemas/* int */.Whr().nullish() });
const DeploymentPage = page(Deployment);
const RevisionPage = page(Revision);
const COMPUTE_TYPES = ['k8s'];
const ListenerComputeConfig = schemas/* object */.Ikc({
    k8s_namespaces: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
});
const ListenerCreate = schemas/* strictObject */.rej({
    compute_type: schemas/* enum */.k5n(COMPUTE_TYPES),
    compute_id: schemas/* string */.YjP().min(1).max(255),
    compute_config: ListenerComputeConfig.strict(),
    version: schemas/* string */.YjP().nullish(),
});
const ListenerPatch = schemas/* strictObject */.rej({
    version: schemas/* string */.YjP().nullish(),
    compute_config: ListenerComputeConfig.strict().nullish(),
});
const Listener = schemas/* object */.Ikc({
    id: answerId,
    compute_type: schemas/* string */.YjP().nullish(),
    compute_id: schemas/* string */.YjP().nullish(),
    compute_config: ListenerComputeConfig.nullish(),
    version: schemas/* string */.YjP().nullish(),
    created_at: schemas/* string */.YjP().nullish(),
    updated_at: schemas/* string */.YjP().nullish(),
});
const ListenerPage = page(Listener);
const SourceRepository = schemas/* object */.Ikc({
    host_integration_id: answerId,
    id: schemas/* int */.Whr(),
    name: schemas/* string */.YjP(),
    owner: schemas/* string */.YjP(),
    url: schemas/* string */.YjP(),
    default_branch: schemas/* string */.YjP(),
});
const SourceRepositoryList = schemas/* array */.YOg(SourceRepository);
/** `POST …/upload-url`: where to PUT the archive, and the path a revision then names. */
const UploadTarget = schemas/* object */.Ikc({
    upload_url: schemas/* url */.OZ5({ protocol: /^https?$/, error: 'is not an http(s) URL' }),
    object_path: schemas/* string */.YjP().min(1).max(1024),
});
/**
 * Push credentials for the service's registry (docs/service.md, "Pushing an image").
 * `registry_url` is checked by whoever uses it: it may carry a scheme and a trailing slash.
 */
const PushToken = schemas/* object */.Ikc({
    token: schemas/* string */.YjP()
        .min(1)
        .max(16 * 1024),
    registry_url: schemas/* string */.YjP().min(1).max(2048),
});
/** What a log request may ask for (docs/service.md, "Logs"). */
const LogQuery = schemas/* strictObject */.rej({
    limit: schemas/* int */.Whr().min(1).max(1000),
    order: schemas/* enum */.k5n(['asc', 'desc']),
    /** `next_offset` of the page before, passed back as the service gave it. */
    offset: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    level: schemas/* string */.YjP().optional(),
    query: schemas/* string */.YjP().optional(),
    start_time: schemas/* string */.YjP().optional(),
    end_time: schemas/* string */.YjP().optional(),
});
/** The longest log line id kept: ids are compared and remembered, never shown. */
const MAX_LOG_ID_CHARS = 256;
/** A page of log lines: the user's own program output, so anything may be in a message. */
const LogPage = schemas/* object */.Ikc({
    logs: schemas/* array */.YOg(schemas/* object */.Ikc({
        /**
         * Unique per line: a client following a log drops lines whose id it has shown. An id
         * that is not a short string is not one to compare by: the line stays, without an id.
         */
        id: schemas/* string */.YjP().min(1).max(MAX_LOG_ID_CHARS).optional().catch(undefined),
        timestamp: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).nullish(),
        level: schemas/* string */.YjP().nullish(),
        message: schemas/* string */.YjP(),
    })),
    next_offset: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish(),
});
/** Whatever a DELETE answers: nothing of it is used. */
const Anything = schemas/* unknown */.L5J();
const ValidationErrorEntry = schemas/* object */.Ikc({
    loc: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    msg: schemas/* string */.YjP(),
    type: schemas/* string */.YjP(),
    input: schemas/* unknown */.L5J().optional(),
    ctx: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
});
const ValidationErrorBody = schemas/* object */.Ikc({ detail: schemas/* array */.YOg(ValidationErrorEntry) });
const MessageErrorBody = schemas/* object */.Ikc({ detail: schemas/* string */.YjP() });
const ErrorBody = schemas/* union */.KCZ([MessageErrorBody, ValidationErrorBody]);


/***/ }),

/***/ 4220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ stepClient),
  e: () => (/* binding */ stepContext)
});

// EXTERNAL MODULE: ./src/client/service-error.ts
var service_error = __webpack_require__(4203);
// EXTERNAL MODULE: ./src/client/service-schemas.ts + 1 modules
var service_schemas = __webpack_require__(5528);
;// CONCATENATED MODULE: ./src/client/answers.ts


const RESOURCE_NAMES = new Map([
    [service_schemas/* Deployment */.Sn, 'a deployment'],
    [service_schemas/* Revision */.AT, 'a revision'],
    [service_schemas/* Listener */.rZ, 'a listener'],
    [service_schemas/* SourceRepositoryList */.m, 'a list of repositories'],
]);
/**
 * The answer read as `schema`, every secret value it carries told to `onSecretValues` first.
 * Never a RangeError: the transport refuses answers nested deeper than it measures, and
 * whatever still overflows the stack while the answer is walked reads as unreadable.
 */
function readAnswer(method, path, schema, answer, onSecretValues) {
    try {
        onSecretValues(collectSecretValues(answer.body));
        return parseAnswer(method, path, schema, answer);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        throw invalidAnswer(method, path, answer, (0,service_error/* tooDeepDetail */.Cp)(answer.status));
    }
}
function parseAnswer(method, path, schema, answer) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    const resource = RESOURCE_NAMES.get(schema) ?? 'what this operation returns';
    throw invalidAnswer(method, path, answer, `the answer is not ${resource} (${where}${issue?.message ?? 'unexpected shape'})`);
}
function invalidAnswer(method, path, answer, detail) {
    return new service_error/* ServiceError */._7({
        kind: 'invalid-response',
        method,
        path,
        status: answer.status,
        detail,
        mayHaveReachedService: true,
        pace: answer.pace,
    });
}
/**
 * `secrets[].value` wherever an answer carries it (a deployment, or each deployment of a page),
 * and a push token's `token`.
 */
function collectSecretValues(body) {
    const values = [];
    const token = body?.token;
    if (typeof token === 'string' && token !== '')
        values.push(token);
    const visit = (node) => {
        if (!node || typeof node !== 'object')
            return;
        const record = node;
        if (Array.isArray(record.secrets)) {
            for (const secret of record.secrets) {
                const value = secret?.value;
                if (typeof value === 'string' && value !== '')
                    values.push(value);
            }
        }
        if (Array.isArray(record.resources))
            record.resources.forEach(visit);
    };
    visit(body);
    return values;
}
/** Why an answer's id is not the one asked for (`expectId`), or is one a new resource cannot have. */
function idProblem(value, expectId, refuseIds = []) {
    // A DELETE's 204 has no body at all, so there may be no value to read an id from.
    const id = String(value?.id);
    const same = (other) => id.toLowerCase() === other.toLowerCase();
    if (expectId !== undefined && !same(expectId)) {
        return `the answer is about ${id}, not the ${expectId} asked for`;
    }
    if (refuseIds.some(same)) {
        return `the answer is about ${id}, not a new resource`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/client/retry-policy.ts
var retry_policy = __webpack_require__(7384);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/client/deadlines.ts
/** The code of an answer cut off because its body was still arriving at the deadline. */
const BODY_DEADLINE_CODE = 'BODY_DEADLINE';
/** The code of a request cut off because its answer's headers had not come by the deadline. */
const HEADERS_DEADLINE_CODE = 'HEADERS_DEADLINE';
/**
 * How long one attempt may wait for its answer's headers, whatever happens on the way: undici's
 * connect and headers time-outs do not cover a proxy that never answers CONNECT, and the headers
 * time-out starts again with every `102 Processing`. Theirs come first when they apply.
 */
class HeadersDeadline {
    #controller = new AbortController();
    #budgetMs;
    #timer;
    constructor(budgetMs) {
        this.#budgetMs = budgetMs;
        this.restart(0);
    }
    get signal() {
        return this.#controller.signal;
    }
    get passed() {
        return this.#controller.signal.aborted;
    }
    /** A retry begins after `waitMs`: its attempt gets the whole budget again from then. */
    restart(waitMs) {
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => {
            this.#controller.abort(Object.assign(new Error('no answer by the request deadline'), {
                code: HEADERS_DEADLINE_CODE,
            }));
        }, waitMs + this.#budgetMs);
    }
    stop() {
        clearTimeout(this.#timer);
    }
}
/**
 * Settles as soon as the step's signal fires: undici does not abort a request still waiting
 * for its connection, and a cancelled or timed-out step must not wait for that connect.
 */
function untilAborted(promise, signal) {
    if (!signal)
        return promise;
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        // Handled first, whatever happens next: a promise left behind by an abort still settles
        // later, and its rejection must not go unhandled.
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        if (signal.aborted)
            return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
/**
 * The whole body within `ms`: undici's body time-out only measures the gaps between chunks,
 * so an answer that trickles a byte at a time would otherwise hold the request for ever.
 * Connecting and the headers have their own time-outs, so every attempt has a deadline.
 */
async function readWithDeadline(body, ms) {
    const timer = setTimeout(() => {
        const cutOff = Object.assign(new Error('the answer was still arriving at its deadline'), {
            code: BODY_DEADLINE_CODE,
        });
        body.destroy(cutOff);
    }, ms);
    try {
        return await body.text();
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/client/network-failure.ts

/**
 * How long a whole answer body may take to arrive: twice the request time-out, and at least
 * 2 s more than it, so an answer that stalls meets undici's body time-out (checked about once
 * a second) first and is named after it.
 */
function bodyDeadlineMs(requestTimeoutMs) {
    return Math.max(2 * requestTimeoutMs, requestTimeoutMs + 2000);
}
/** A control plane that takes longer than 10 s to accept a connection is not answering. */
function connectTimeoutMs(requestTimeoutMs) {
    return Math.min(10_000, requestTimeoutMs);
}
/** How long one attempt may take to get its answer's headers: connect, headers, and 2 s more. */
function headersDeadlineMs(requestTimeoutMs) {
    return connectTimeoutMs(requestTimeoutMs) + requestTimeoutMs + 2000;
}
/** A failed connection or a cut-off answer, in words that say what to check. */
function describeNetworkFailure(code, afterHeaders, timeoutMs, error) {
    const seconds = `${Math.round(timeoutMs / 100) / 10}s`;
    switch (code) {
        case 'UND_ERR_HEADERS_TIMEOUT':
            return `no answer within ${seconds} (request time-out)`;
        case 'HEADERS_DEADLINE':
            return `no answer headers came within ${headersDeadlineMs(timeoutMs) / 1000}s, so the request was cut off (request deadline)`;
        case 'BODY_DEADLINE':
            return `the answer was still arriving after ${bodyDeadlineMs(timeoutMs) / 1000}s, so it was cut off (request deadline)`;
        case 'UND_ERR_BODY_TIMEOUT':
            return `the answer stopped half-way and nothing more came within ${seconds} (body time-out)`;
        case 'UND_ERR_CONNECT_TIMEOUT':
            return `could not connect within ${connectTimeoutMs(timeoutMs) / 1000}s (connect time-out)`;
        case 'ECONNREFUSED':
            return `connection refused: nothing is listening at ${(0,wording/* words */.aL)().input('base-url')}`;
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return `the host name of ${(0,wording/* words */.aL)().input('base-url')} did not resolve`;
        case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
            return 'the answer was larger than this client accepts';
        default:
            if (code && TLS_CERTIFICATE_CODES.has(code)) {
                return `the TLS certificate of ${(0,wording/* words */.aL)().input('base-url')} was not accepted (${code}). If the control plane uses a private certificate authority, set NODE_EXTRA_CA_CERTS to the path of its PEM file for this step.`;
            }
            if (proxyRefusal(error))
                return proxyRefusal(error);
            return afterHeaders
                ? `the connection closed half-way through the answer (${code ?? 'no code'})`
                : `the connection closed before an answer came (${code ?? error?.message ?? 'unknown'})`;
    }
}
/** Node's codes for a certificate it will not trust; NODE_EXTRA_CA_CERTS cures the usual cause. */
const TLS_CERTIFICATE_CODES = new Set([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_UNTRUSTED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
]);
/** undici's words when a proxy answers CONNECT with anything but 200, e.g. 407 for bad credentials. */
function proxyRefusal(error) {
    const messages = [error?.message, error?.cause?.message];
    const status = messages
        .map((text) => /Proxy response \((\d{3})\)/.exec(text ?? '')?.[1])
        .find(Boolean);
    if (!status)
        return undefined;
    const advice = status === '407'
        ? ': check the user and password in HTTPS_PROXY (or HTTP_PROXY)'
        : `; check that the proxy may reach ${(0,wording/* words */.aL)().input('base-url')}, or list its host in NO_PROXY`;
    return `the proxy answered HTTP ${status} instead of opening a tunnel to ${(0,wording/* words */.aL)().input('base-url')}${advice}`;
}

// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
;// CONCATENATED MODULE: ./src/client/transport.ts







const BODY_FAILURE_CODES = new Set([
    BODY_DEADLINE_CODE,
    'UND_ERR_BODY_TIMEOUT',
    'ECONNRESET',
    'UND_ERR_SOCKET',
    'UND_ERR_ABORTED',
]);
/** Joins a request path to a base URL that may carry a path prefix, with or without a trailing slash. */
function joinUrl(baseUrl, path, query) {
    const url = new URL(baseUrl);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    url.search = '';
    url.hash = '';
    for (const [name, value] of Object.entries(query ?? {})) {
        if (value !== undefined)
            url.searchParams.set(name, String(value));
    }
    return url;
}
class Transport {
    #options;
    #pool;
    constructor(options) {
        this.#options = options;
        // Honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case), as the runner and other
        // actions do, except for a loopback base-url; without them it is a plain connection pool.
        this.#pool =
            options.dispatcher ??
                (0,proxy_agent/* createProxyAwareAgent */.K)({
                    maxResponseSize: options.maxResponseBytes,
                    connect: { timeout: connectTimeoutMs(options.requestTimeoutMs) },
                });
    }
    async send(method, path, options = {}) {
        const url = joinUrl(this.#options.baseUrl, path, options.query);
        const pace = { retryAfterMs: undefined, throttled: false };
        // undici retries what it can see fail; an answer cut off at a deadline is sent again here,
        // once, and only for a GET.
        const attempts = method === 'GET' ? 2 : 1;
        for (let attempt = 1;; attempt++) {
            try {
                return await this.#sendOnce(method, path, url, options, pace);
            }
            catch (error) {
                if (!(error instanceof service_error/* ServiceError */._7))
                    throw error;
                if (!isCutOff(error) || attempt >= attempts || options.signal?.aborted) {
                    throw error.with({ pace });
                }
                this.#options.onRetry?.({ method, path, attempt, delayMs: 0, reason: error.detail });
            }
        }
    }
    /**
     * The pool with undici's retry interceptor, noting in `pace` how this one request was slowed
     * and telling `onWait` how long it waits before each retry.
     */
    #withRetries(pace, onWait) {
        const { backoff, onRetry } = this.#options;
        const notice = (retry) => {
            pace.throttled ||= retry.status === 429 || retry.status === 503;
            pace.retryAfterMs = longest(pace.retryAfterMs, retry.retryAfterMs);
            onWait(retry.delayMs);
            onRetry?.(retry);
        };
        return this.#pool.compose(undici/* interceptors */.dY.retry({
            retry: (0,retry_policy/* createRetryPolicy */.hx)(backoff, notice),
            maxRetries: backoff.maxRetries,
            methods: ['GET', 'HEAD', 'PATCH', 'POST', 'DELETE'],
            statusCodes: retry_policy/* IDEMPOTENT_RETRY_STATUSES */.OZ,
            errorCodes: [...retry_policy/* NOT_SENT_ERROR_CODES */.d4, ...retry_policy/* MAYBE_SENT_ERROR_CODES */.yj],
            // Otherwise a 5xx/429 that is not retried (a PATCH, or the last attempt) arrives as a
            // bodiless RequestRetryError and reads as "no answer"; this way the real answer comes through.
            throwOnError: false,
        }));
    }
    async #sendOnce(method, path, url, options, pace) {
        const { requestTimeoutMs } = this.#options;
        const hasBody = options.body !== undefined;
        const deadline = new HeadersDeadline(headersDeadlineMs(requestTimeoutMs));
        const dispatcher = this.#withRetries(pace, (delayMs) => deadline.restart(delayMs));
        const signal = options.signal
            ? AbortSignal.any([options.signal, deadline.signal])
            : deadline.signal;
        let response;
        try {
            const sent = dispatcher.request({
                origin: url.origin,
                path: `${url.pathname}${url.search}`,
                method: method,
                headers: {
                    ...this.#options.headers,
                    accept: 'application/json',
                    ...(hasBody && { 'content-type': 'application/json' }),
                },
                ...(hasBody && { body: JSON.stringify(options.body) }),
                headersTimeout: requestTimeoutMs,
                bodyTimeout: requestTimeoutMs,
                signal,
            });
            response = await untilAborted(sent, signal);
        }
        catch (error) {
            const cause = deadline.passed && !options.signal?.aborted ? deadline.signal.reason : error;
            throw this.#networkError(method, path, cause, options.signal, false);
        }
        finally {
            deadline.stop();
        }
        let text;
        try {
            text = await readWithDeadline(response.body, bodyDeadlineMs(requestTimeoutMs));
        }
        catch (error) {
            throw this.#networkError(method, path, error, options.signal, true);
        }
        const { statusCode: status, headers } = response;
        const retryAfterMs = (0,retry_policy/* parseRetryAfter */.mu)(headers['retry-after']);
        pace.retryAfterMs = longest(pace.retryAfterMs, retryAfterMs);
        const fail = (kind, detail, extra = {}) => new service_error/* ServiceError */._7({
            kind,
            method,
            path,
            status,
            detail,
            mayHaveReachedService: true,
            retryAfterMs,
            ...extra,
        });
        if (status >= 300 && status < 400) {
            const location = String(headers.location ?? 'nowhere');
            throw fail('redirect', `the service redirected to ${(0,service_error/* redirectTarget */.ET)(location, url)}; redirects are not followed, so the API key is only ever sent to ${(0,wording/* words */.aL)().input('base-url')}. Point ${(0,wording/* words */.aL)().input('base-url')} at the final address.`);
        }
        if (status >= 400) {
            const described = (0,service_error/* describeErrorBody */.ut)(status, String(headers['content-type'] ?? ''), text);
            const advice = status === 403 ? (0,service_error/* forbiddenAdvice */.Ug)(described.detail) : undefined;
            if (advice)
                described.detail = `${described.detail} ${advice}`;
            throw fail('http', '', described);
        }
        if (status === 204 || text.trim() === '')
            return { status, body: undefined, pace };
        const read = (0,service_error/* readJsonBody */.nE)(status, text);
        if (!read.ok)
            throw fail('invalid-response', read.detail);
        return { status, body: read.body, pace };
    }
    #networkError(method, path, error, signal, afterHeaders) {
        if (signal?.aborted)
            return signal.reason ?? error;
        const code = errorCode(error);
        const notSent = !afterHeaders && code !== undefined && retry_policy/* NOT_SENT_ERROR_CODES */.d4.includes(code);
        return new service_error/* ServiceError */._7({
            kind: 'network',
            method,
            path,
            detail: describeNetworkFailure(code, afterHeaders, this.#options.requestTimeoutMs, error),
            mayHaveReachedService: !notSent,
            ...(code !== undefined && {
                code: afterHeaders && BODY_FAILURE_CODES.has(code) ? `BODY:${code}` : code,
            }),
        });
    }
}
/** An answer cut off by a deadline or broken off half-way: worth one more try for a GET. */
function isCutOff(error) {
    return error.code === HEADERS_DEADLINE_CODE || error.code?.startsWith('BODY:') === true;
}
function longest(a, b) {
    return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}
function errorCode(error) {
    const value = error?.code;
    const cause = error?.cause?.code;
    const code = typeof value === 'string' && value !== 'UND_ERR_REQ_RETRY' ? value : cause;
    return typeof code === 'string' ? code : undefined;
}

;// CONCATENATED MODULE: ./src/client/control-plane-client.ts




/** Kept equal to package.json's version by a test. */
const VERSION = '1.0.0';
const USER_AGENT = `agent-deploy-action/${VERSION} (+https://github.com/features/actions; node ${process.versions.node})`;
/** Every operation of the control plane's deployment, listener and repository API. */
class ControlPlaneClient {
    #transport;
    #onSecretValues;
    constructor(options) {
        if (!options.apiKey && !options.bearerToken) {
            throw new Error('An API key or a bearer token is required.');
        }
        this.#onSecretValues = options.onSecretValues ?? (() => { });
        this.#transport = new Transport({
            baseUrl: options.baseUrl,
            headers: authHeaders(options),
            requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
            backoff: { ...retry_policy/* DEFAULT_BACKOFF */.VU, ...options.backoff },
            maxResponseBytes: options.maxResponseBytes ?? 10 * 1024 * 1024,
            ...(options.onRetry && { onRetry: options.onRetry }),
            ...(options.dispatcher && { dispatcher: options.dispatcher }),
        });
    }
    createDeployment(body, call) {
        const checked = service_schemas/* DeploymentCreate */.cQ.parse(body);
        return this.#call('POST', '/v2/deployments', service_schemas/* Deployment */.Sn, { ...call, body: checked });
    }
    getDeployment(deploymentId, call) {
        const path = `/v2/deployments/${segment(deploymentId)}`;
        return this.#call('GET', path, service_schemas/* Deployment */.Sn, { ...call, expectId: deploymentId });
    }
    patchDeployment(deploymentId, body, call) {
        const checked = service_schemas/* DeploymentPatch */.i2.parse(body);
        return this.#call('PATCH', `/v2/deployments/${segment(deploymentId)}`, service_schemas/* Deployment */.Sn, {
            ...call,
            body: checked,
            expectId: deploymentId,
        });
    }
    /**
     * `POST …/revisions` (newer services): a revision from a PATCH body, answered with the revision
     * itself, which is therefore none of `knownIds` (nor the deployment).
     */
    createRevision(deploymentId, body, call, knownIds = []) {
        const path = `/v2/deployments/${segment(deploymentId)}/revisions`;
        return this.#call('POST', path, service_schemas/* Revision */.AT, {
            ...call,
            body: service_schemas/* DeploymentPatch */.i2.parse(body),
            refuseIds: [deploymentId, ...knownIds],
        });
    }
    /** `DELETE /v2/deployments/{id}`: a 404 means there was nothing to delete. */
    async deleteDeployment(deploymentId, options, call) {
        const path = `/v2/deployments/${segment(deploymentId)}`;
        const query = { delete_tracing_project: String(options.deleteTracingProject) };
        await this.#call('DELETE', path, service_schemas/* Anything */.b2, { ...call, query });
    }
    /** Deploys an earlier revision again; follow the answer's `latest_revision_id` as after a PATCH. */
    redeployRevision(deploymentId, revisionId, call) {
        const path = `/v2/deployments/${segment(deploymentId)}/revisions/${segment(revisionId)}/redeploy`;
        return this.#call('POST', path, service_schemas/* Deployment */.Sn, { ...call, expectId: deploymentId });
    }
    /** A signed URL to PUT a source archive to, and the path a revision then names. */
    createUploadUrl(deploymentId, call) {
        const path = `/v2/deployments/${segment(deploymentId)}/upload-url`;
        return this.#call('POST', path, service_schemas/* UploadTarget */.Hf, call);
    }
    /**
     * Credentials to push an image to the service's registry (`internal_image` deployments only:
     * others get 400). The token reaches `onSecretValues` before anything else reads the answer.
     */
    createPushToken(deploymentId, call) {
        const path = `/v2/deployments/${segment(deploymentId)}/push-token`;
        return this.#call('POST', path, service_schemas/* PushToken */._x, call);
    }
    /** A page of a revision's build or deploy log (`next_offset` goes back as `offset`). */
    revisionLogs(deploymentId, revisionId, kind, query, call) {
        const path = `/v1/projects/${segment(deploymentId)}/revisions/${segment(revisionId)}/${kind}_logs`;
        return this.#call('POST', path, service_schemas/* LogPage */.AY, { ...call, body: service_schemas/* LogQuery */.FH.parse(query) });
    }
    listDeployments(query = {}, call) {
        return this.#call('GET', '/v2/deployments', service_schemas/* DeploymentPage */.l2, { ...call, query: { ...query } });
    }
    async getRevision(deploymentId, revisionId, call) {
        return (await this.pollRevision(deploymentId, revisionId, call)).revision;
    }
    /** The revision, and how the service asked this poll to pace the next one. */
    async pollRevision(deploymentId, revisionId, call) {
        const path = `/v2/deployments/${segment(deploymentId)}/revisions/${segment(revisionId)}`;
        const { value, pace } = await this.#send('GET', path, service_schemas/* Revision */.AT, {
            ...call,
            expectId: revisionId,
        });
        return { revision: value, pace };
    }
    listRevisions(deploymentId, query = {}, call) {
        const path = `/v2/deployments/${segment(deploymentId)}/revisions`;
        return this.#call('GET', path, service_schemas/* RevisionPage */.hZ, { ...call, query: { ...query } });
    }
    getListener(listenerId, call) {
        const path = `/v2/listeners/${segment(listenerId)}`;
        return this.#call('GET', path, service_schemas/* Listener */.rZ, { ...call, expectId: listenerId });
    }
    createListener(body, call) {
        return this.#call('POST', '/v2/listeners', service_schemas/* Listener */.rZ, {
            ...call,
            body: service_schemas/* ListenerCreate */.VE.parse(body),
        });
    }
    patchListener(listenerId, body, call) {
        const path = `/v2/listeners/${segment(listenerId)}`;
        const checked = service_schemas/* ListenerPatch */.X1.parse(body);
        return this.#call('PATCH', path, service_schemas/* Listener */.rZ, { ...call, body: checked, expectId: listenerId });
    }
    listListeners(query = {}, call) {
        return this.#call('GET', '/v2/listeners', service_schemas/* ListenerPage */.G5, { ...call, query: { ...query } });
    }
    listRepositories(integrationId, call) {
        const path = `/v1/integrations/forge/sourcehost/${segment(integrationId)}/repos`;
        return this.#call('GET', path, service_schemas/* SourceRepositoryList */.m, call);
    }
    async #call(method, path, schema, options = {}) {
        return (await this.#send(method, path, schema, options)).value;
    }
    async #send(method, path, schema, { expectId, refuseIds, ...options } = {}) {
        const answer = await this.#transport.send(method, path, options);
        const value = readAnswer(method, path, schema, answer, this.#onSecretValues);
        const problem = idProblem(value, expectId, refuseIds);
        if (problem)
            throw invalidAnswer(method, path, answer, problem);
        return { value, pace: answer.pace };
    }
}
function authHeaders(options) {
    return {
        'user-agent': options.userAgent ?? USER_AGENT,
        ...(options.apiKey && { 'x-api-key': options.apiKey }),
        ...(options.bearerToken && { authorization: `Bearer ${options.bearerToken}` }),
        ...(options.tenantId && { 'x-tenant-id': options.tenantId }),
    };
}
/** Ids are validated by callers too; encoding here keeps `../` and `?` out of the path regardless. */
function segment(id) {
    if (id.trim() === '')
        throw new Error('An id in a request path must not be empty.');
    // URLs resolve `.` and `..` segments even when percent-encoded, so no encoding keeps them in place.
    if (id === '.' || id === '..')
        throw new Error(`An id in a request path cannot be "${id}".`);
    return encodeURIComponent(id);
}

;// CONCATENATED MODULE: ./src/client/step-client.ts

/** The step's context: its base and a client for `connection`, built once. */
function stepContext(step, connection) {
    const { stepClock, signal, log, warn, debug, group } = step;
    const client = stepClient(step.runtime, connection);
    return { client, stepClock, signal, log, warn, debug, group };
}
/**
 * The client an action's step talks to the service with: every secret value an answer carries
 * is masked (runtime.addSecrets) before anything else reads it, and each retry is logged.
 */
function stepClient(runtime, options) {
    return new ControlPlaneClient({
        ...options,
        onSecretValues: (values) => runtime.addSecrets(values),
        onRetry: (notice) => runtime.info(`${notice.method} ${notice.path}: ${notice.reason}; trying again in ${(notice.delayMs / 1000).toFixed(1)}s (retry ${notice.attempt})`),
    });
}


/***/ }),

/***/ 7835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   Rj: () => (/* binding */ parseBoundedJson),
/* harmony export */   kv: () => (/* binding */ unusableJson),
/* harmony export */   vR: () => (/* binding */ nestedTooDeeply)
/* harmony export */ });
/*
 * The one parse of JSON that came from elsewhere (the control plane, the agent server, GitHub, a
 * registry). `JSON.parse` itself reads any depth, but whatever walks the value afterwards
 * recursively (zod, JSON.stringify, the secret collector, a comparison) overflows the stack on
 * a value nested thousands of levels deep: a 20 kB answer of brackets would end the step with a
 * RangeError. So a value nested deeper than any real answer is refused before it is parsed.
 */
/** Far deeper than any answer a service sends; a value nested deeper than this is not read. */
const MAX_JSON_DEPTH = 256;
/** `text` parsed as JSON, unless it is not JSON or is nested more than MAX_JSON_DEPTH levels. */
function parseBoundedJson(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { kind: 'not-json' };
    }
    return nestedTooDeeply(text)
        ? { kind: 'too-deep', limit: MAX_JSON_DEPTH }
        : { kind: 'json', value };
}
/** In words, why a BoundedJson that is not `json` cannot be used: "not JSON", "nested too deeply (…)". */
function unusableJson(parsed) {
    return parsed.kind === 'not-json'
        ? 'not JSON'
        : `JSON nested too deeply (more than ${parsed.limit} levels)`;
}
/**
 * Whether the JSON `text` has objects or arrays nested more than `MAX_JSON_DEPTH` levels
 * deep. Read from the text, for valid JSON only: brackets outside strings always pair up. A
 * few milliseconds per megabyte, where walking the parsed value takes ten times as long.
 */
function nestedTooDeeply(text) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (inString) {
            if (char === BACKSLASH)
                i++;
            else if (char === QUOTE)
                inString = false;
        }
        else if (char === QUOTE) {
            inString = true;
        }
        else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
            if (++depth > MAX_JSON_DEPTH)
                return true;
        }
        else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
            depth--;
        }
    }
    return false;
}
const [QUOTE, BACKSLASH] = [0x22, 0x5c];
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [0x7b, 0x7d, 0x5b, 0x5d];


/***/ }),

/***/ 8136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ isLoopbackOrigin)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);

const LOOPBACK_ADDRESSES = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
LOOPBACK_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK_ADDRESSES.addAddress('::1', 'ipv6');
/**
 * Whether a URL's host is this machine: `localhost`, 127.0.0.0/8 or ::1 (an IPv4-mapped
 * 127.x too). Names under `.localhost` are not: whether they reach this machine is up to the
 * resolver, so they keep going through the proxy as any other name does.
 */
function isLoopbackOrigin(origin) {
    if (origin === undefined)
        return false;
    let hostname;
    try {
        // The URL parser already writes 127.1 or 0x7f.0.0.1 as 127.0.0.1, and 0:…:0:1 as ::1.
        hostname = new URL(origin).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    if (hostname === 'localhost' || hostname === 'localhost.')
        return true;
    if (hostname.startsWith('['))
        return LOOPBACK_ADDRESSES.check(hostname.slice(1, -1), 'ipv6');
    return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) && LOOPBACK_ADDRESSES.check(hostname, 'ipv4');
}


/***/ }),

/***/ 7085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ scriptSafeOutput),
/* harmony export */   x: () => (/* binding */ shellTextProblem)
/* harmony export */ });
/*
 * Outputs that hold what a service sent (a URL, a branch name) often land in a script
 * (`run: git checkout ${{ steps.x.outputs.default-branch }}`), where the runner pastes them as
 * they are. Such a value is refused, and the output left unset, when a shell would read more in
 * it than the text itself.
 */
/** Characters a shell acts on, however the value is quoted in a script, or not at all. */
const SHELL_CHARACTER = /[`$;|&<>()'"!{}*^\\]/;
/**
 * An output that holds a service's text: its value, or, when a shell would act on it, no value
 * and the warning that says why (`what` names the text: "the deployment's name").
 */
function scriptSafeOutput(output, what, value, problem = shellTextProblem(value)) {
    if (!problem)
        return { value };
    return { warning: `Output ${output} is left unset: ${what} ${problem}.` };
}
/**
 * Why `value` cannot be handed to a script as it is: it holds a space, a line break or another
 * control or invisible character, or a character a shell would act on. Undefined when it can.
 */
function shellTextProblem(value) {
    if (/[\s\p{Cc}\p{Cf}]/u.test(value))
        return 'holds spaces or control characters';
    const shell = SHELL_CHARACTER.exec(value);
    if (shell)
        return `holds ${JSON.stringify(shell[0])}, which a shell would act on`;
    return undefined;
}


/***/ }),

/***/ 3311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ targetFrom),
/* harmony export */   Tq: () => (/* binding */ ListCutShort),
/* harmony export */   X0: () => (/* binding */ findDeploymentByName),
/* harmony export */   j3: () => (/* binding */ requireOneTarget),
/* harmony export */   lY: () => (/* binding */ targetInputs),
/* harmony export */   o_: () => (/* binding */ acceptedNameFor),
/* harmony export */   ps: () => (/* binding */ newNameProblem)
/* harmony export */ });
/* unused harmony export AmbiguousName */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _client_pages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7039);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9184);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);





const targetInputs = {
    'deployment-id': _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalUuid */ .kO,
    'deployment-name': _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
        .optional()),
};
/** Adds the check that needs both inputs: exactly one of them names the deployment. */
function requireOneTarget(schema) {
    return schema.superRefine((inputs, context) => {
        const given = [inputs['deployment-id'], inputs['deployment-name']].filter(Boolean).length;
        if (given === 1)
            return;
        context.addIssue({
            code: 'custom',
            path: ['deployment-id'],
            message: given === 0
                ? `or ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-name')} is required: give the deployment id, or its exact name`
                : `and ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-name')} were both given: give one of them`,
        });
    }, _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$);
}
/** The target from inputs that passed requireOneTarget. */
function targetFrom(inputs) {
    const id = inputs['deployment-id'];
    return id ? { id } : { name: inputs['deployment-name'] };
}
/** The names the service accepts for a new deployment: lower-case letters, digits and hyphens. */
const ACCEPTED_NAME = /^[a-z0-9-]+$/;
/**
 * A name the service would accept, made from `name` as its own clients make one from a
 * directory name: lower-cased, accents dropped, every other run of characters turned into one
 * `-`, and no `-` at either end. Empty when nothing of `name` is left.
 */
function acceptedNameFor(name) {
    return name
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** Why the service would refuse `name` for a new deployment, with the form it accepts; or undefined. */
function newNameProblem(name) {
    if (ACCEPTED_NAME.test(name))
        return undefined;
    const accepted = acceptedNameFor(name);
    const suggestion = accepted ? `: use "${accepted}"` : '';
    return `is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens${suggestion}`;
}
/** Two or more deployments answer to one exact name: writing to any of them would be a guess. */
class AmbiguousName extends _common_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    ids;
    constructor(name, ids) {
        super([
            {
                input: 'deployment-name',
                message: `"${name}" names ${ids.length} deployments: ${ids.join(', ')}. Nothing was sent to any of them; give the one you mean as ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-id')} instead of ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-name')}.`,
            },
        ]);
        this.name = 'AmbiguousName';
        this.ids = ids;
    }
}
/**
 * The deployment named exactly `name`, or undefined. The service's `name_contains` filter
 * matches substrings (`agent-pr-7` also finds `agent-pr-77`), so every page is read and the
 * names are compared here. Nothing in the list promises one deployment per name: when two or
 * more match, this throws AmbiguousName listing every id, and the caller writes to none. A list
 * that was cut short (see everyPage) cannot say that no deployment has the name, so that
 * throws ListCutShort; a match found before the cut is taken, with one warning through `warn`.
 */
async function findDeploymentByName(client, name, signal, warn) {
    const pages = (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .everyPage */ .Lu)((query) => client.listDeployments({ ...query, name_contains: name }, { signal }));
    const { found, scanned, cut } = await (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .everyMatch */ .tM)(pages, (deployment) => deployment.name === name);
    if (found.length > 1)
        throw new AmbiguousName(name, found.map((deployment) => deployment.id));
    if (!cut)
        return found[0];
    const why = (0,_client_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .describeListCut */ .W)(cut, `the deployments whose names hold "${name}"`, scanned);
    if (found.length === 0)
        throw new ListCutShort(name, why);
    warn?.(why);
    return found[0];
}
/** No deployment had the name in the part of the list that could be read: none is not known. */
class ListCutShort extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_1__/* .StepFailure */ .pH {
    constructor(name, why) {
        super(`${why} No deployment named exactly "${name}" was among them, but one may come later in the list, so this run does not take the name as free: nothing was sent. Where the ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().frontEnd === 'action' ? 'action' : 'command'} takes one, give the deployment's id (${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-id')}) instead.`);
        this.name = 'ListCutShort';
    }
}


/***/ })

};
