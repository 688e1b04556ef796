export const id = 461;
export const ids = [461];
export const modules = {

/***/ 1279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ listOutputCut),
/* harmony export */   c: () => (/* binding */ jsonListOutput)
/* harmony export */ });
/* harmony import */ var _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5286);

/**
 * `items` as a JSON output: as many, from the first, as fit in the characters an output may
 * hold as it is written (escapeRawControls can make the text longer than JSON.stringify's). A
 * list too long for an output is cut to a valid shorter one, never left unset: a later step's
 * `fromJSON` still reads it, and the whole count goes in an output of its own.
 */
function jsonListOutput(items) {
    const written = (count) => (0,_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeRawControls */ .S3)(JSON.stringify(items.slice(0, count)));
    const whole = written(items.length);
    if (whole.length <= _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO) {
        return { json: whole, listed: items.length, total: items.length };
    }
    // The longest prefix that fits: `fits` always does, `tooMany` never does.
    let fits = 0;
    let tooMany = items.length;
    while (tooMany - fits > 1) {
        const middle = Math.floor((fits + tooMany) / 2);
        if (written(middle).length <= _action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO)
            fits = middle;
        else
            tooMany = middle;
    }
    return { json: written(fits), listed: fits, total: items.length };
}
/**
 * The one warning for a list output that was cut, saying how much was left out and where the
 * rest is (`advice`); undefined when the whole list fits.
 */
function listOutputCut(output, list, noun, advice) {
    const left = list.total - list.listed;
    if (left === 0)
        return undefined;
    return `The ${output} output holds the first ${list.listed} of ${list.total} ${noun}; ${left} ${left === 1 ? 'was' : 'were'} left out, as the JSON of all would be longer than the ${_action_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_OUTPUT_CHARS */ .wO} characters an output may hold. ${advice}`;
}


/***/ }),

/***/ 3714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readDeleteSettings),
/* harmony export */   j: () => (/* binding */ deleteShape)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _deployments_target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3311);




/** Every delete input by name, with its rule: the one place an input is named. */
const deleteShape = {
    ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionInputs */ .eu,
    ..._deployments_target_js__WEBPACK_IMPORTED_MODULE_2__/* .targetInputs */ .lY,
    'delete-tracing-project': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'false'),
    environment: _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .environmentInput */ .u5,
    'github-token': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR,
};
const DeleteInputs = (0,_deployments_target_js__WEBPACK_IMPORTED_MODULE_2__/* .requireOneTarget */ .j3)((0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .requireCredential */ .ts)(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc(deleteShape).superRefine((inputs, context) => {
    const wanted = Boolean(inputs.environment);
    const message = (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubTokenProblem */ .wM)(wanted, inputs['github-token'], ['environment']);
    if (message)
        context.addIssue({ code: 'custom', path: ['github-token'], message });
})));
/** Reads and checks every input before any request; credentials are masked first. */
async function readDeleteSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readActionInputs */ .Ui)(runtime, {
        shape: deleteShape,
        schema: DeleteInputs,
    });
    const environment = inputs.environment;
    const token = inputs['github-token'];
    return {
        connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFrom */ .pw)(inputs),
        target: (0,_deployments_target_js__WEBPACK_IMPORTED_MODULE_2__/* .targetFrom */ .CA)(inputs),
        deleteTracingProject: inputs['delete-tracing-project'],
        ...(environment && token && { github: { environment, token } }),
    };
}


/***/ }),

/***/ 2016:
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
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/deployments/delete-once.ts
var delete_once = __webpack_require__(9867);
// EXTERNAL MODULE: ./src/deployments/target.ts
var deployments_target = __webpack_require__(3311);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/delete/inputs.ts
var inputs = __webpack_require__(3714);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
;// CONCATENATED MODULE: ./src/delete/report.ts

const DELETE_OUTPUT_NAMES = (/* unused pure expression or super */ null && (['deleted', 'deployment-id']));
/** Outputs whose every value the action chooses itself. */
const OWN_WORDS = new Set(['deleted']);
/** The delete step's outputs, summary and closing line. */
function deleteReport(result, deleteTracingProject) {
    return {
        outputs: { deleted: String(result.deleted), 'deployment-id': result.deploymentId },
        ownWords: OWN_WORDS,
        summary: renderDeleteSummary(result, deleteTracingProject),
        conclusion: result.deleted
            ? `Deleted deployment ${result.deploymentId}.`
            : 'Nothing to delete: the deployment is already gone.',
    };
}
function renderDeleteSummary(result, deleteTracingProject) {
    const named = 'id' in result.target ? (0,markdown/* code */.aY)(result.target.id) : (0,markdown/* code */.aY)(result.target.name);
    const headline = result.deleted
        ? `### 🗑️ Deleted ${named}`
        : `### ✅ Nothing to delete: ${named} is already gone`;
    const rows = [
        [
            'Deployment',
            result.deploymentId ? (0,markdown/* code */.aY)(result.deploymentId) : 'no deployment has that exact name',
        ],
        ['Deleted by this run', result.deleted ? 'yes' : 'no'],
        ['Tracing project', result.deleted ? (deleteTracingProject ? 'deleted with it' : 'kept') : '—'],
    ];
    return `${headline}\n\n${(0,markdown/* factTable */.Bu)(rows)}\n`;
}

;// CONCATENATED MODULE: ./src/delete/main.ts









function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Delete',
        readInputs: inputs/* readDeleteSettings */.N,
        timeoutMs: () => step_control/* SUB_ACTION_TIMEOUT_MS */.LJ,
        work: deleteDeployment,
        failedOutputs: { deleted: 'false' },
        ownWords: OWN_WORDS,
    }, runtime);
}
/**
 * Deletes the deployment named by id or exact name. One already gone (no deployment of that
 * name, or a 404) is success with `deleted: false`; a name matched only as a substring deletes
 * nothing, ever.
 */
async function deleteDeployment(settings, context) {
    const step = (0,step_client/* stepContext */.e)(context, settings.connection);
    const { client, signal, log, warn } = step;
    const { target } = settings;
    const result = { target, deleted: false };
    if ('id' in target) {
        result.deploymentId = target.id;
    }
    else {
        const found = await (0,deployments_target/* findDeploymentByName */.X0)(client, target.name, signal, warn);
        if (found)
            result.deploymentId = found.id;
    }
    if (result.deploymentId) {
        log(`Deleting deployment ${result.deploymentId}.`);
        result.deleted = await (0,delete_once/* sendDelete */._)(step, result.deploymentId, settings);
    }
    if (settings.github) {
        // Octokit loads only for a delete that has a GitHub environment to mark inactive.
        const { markEnvironmentInactive } = await Promise.all(/* import() */[__webpack_require__.e(242), __webpack_require__.e(618)]).then(__webpack_require__.bind(__webpack_require__, 3618));
        const run = (0,run_context/* runContextOf */.kv)(context.runtime.environment.facts);
        const inactive = await markEnvironmentInactive({ ...settings.github, run, warn });
        log(`GitHub environment ${settings.github.environment}: ${inactive} deployments marked inactive.`);
    }
    return deleteReport(result, settings.deleteTracingProject);
}


/***/ }),

/***/ 9867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sendDelete)
/* harmony export */ });
/* harmony import */ var _client_service_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4203);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);
/* harmony import */ var _send_once_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8400);



/**
 * `DELETE /v2/deployments/{id}`: whether this run deleted it (false: it was already gone).
 * A repeat of a DELETE cannot delete twice, so the transport repeats it by itself after a lost
 * answer. What stays unclear is a 404: one whose detail names the deployment (the service's own
 * words, `Deployment ID {id} not found.`) is "already gone", but a bare one is also what a
 * base-url without its path prefix answers to every path, which is no success: the deployment
 * list is read back, and the deployment counts as gone only when the list answers and lacks it.
 */
function sendDelete(context, id, { deleteTracingProject }) {
    const { client, signal } = context;
    const is404 = (error) => error instanceof _client_service_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.status === 404;
    return (0,_send_once_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOnce */ .E4)(context, {
        send: () => client.deleteDeployment(id, { deleteTracingProject }, { signal }).then(() => true, (error) => {
            if (is404(error) && error.detail.includes(id))
                return false;
            throw error;
        }),
        isUnclear: is404,
        readBack: async () => {
            try {
                const page = await client.listDeployments({ deployment_ids: id }, { signal });
                if (!page.resources.some((deployment) => deployment.id === id)) {
                    return { verdict: 'acted', result: false };
                }
                const message = `The service answered 404 to deleting deployment ${id}, yet still lists it; nothing was deleted.`;
                return { verdict: 'fail', failure: new Error(message) };
            }
            catch (error) {
                if (!is404(error))
                    throw error;
                const message = `The service answered 404 both to deleting deployment ${id} and to listing deployments: ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('base-url')} does not look like the control plane's API (a self-hosted one serves it under a path prefix such as /api-host). Nothing was deleted.`;
                return { verdict: 'fail', failure: new Error(message) };
            }
        },
    });
}


/***/ }),

/***/ 5311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ listenerShape),
/* harmony export */   k: () => (/* binding */ readListenerSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1514);
/* harmony import */ var _client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5528);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9184);
/* harmony import */ var _common_reference_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2034);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7333);






const computeIdInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(255, { error: 'must be at most 255 characters' }).optional());
/** The listener action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
    'listener-id': _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalUuid */ .kO,
    'compute-id': computeIdInput,
    'compute-type': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .withDefault */ .IQ)((0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .enumInput */ .gX)(_client_service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPUTE_TYPES */ .Yl), 'k8s'),
    'k8s-namespaces': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .multiLine */ .S2)(_common_reference_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .namespaceListInput */ .u4),
    version: _common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .optionalText */ .mR,
};
/** Every listener input by name. */
const listenerShape = { ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .connectionInputs */ .eu, ...ownShape };
const ListenerInputs = (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .requireCredential */ .ts)(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc(listenerShape)).superRefine((inputs, context) => {
    if (!inputs['listener-id'] && !inputs['compute-id']) {
        context.addIssue({
            code: 'custom',
            path: ['compute-id'],
            message: `is required to create a listener; pass ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .words */ .aL)().input('listener-id')} instead to update or read an existing one`,
        });
    }
});
/** Reads and checks every input before any request; credentials are masked first. */
async function readListenerSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readActionInputs */ .Ui)(runtime, { shape: listenerShape, schema: ListenerInputs });
    return { connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .connectionFrom */ .pw)(inputs), ...(0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsOf */ .f5)(ownShape, inputs) };
}


/***/ }),

/***/ 2776:
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
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/client/service-error.ts
var service_error = __webpack_require__(4203);
// EXTERNAL MODULE: ./src/common/inputs.ts
var inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/client/pages.ts
var client_pages = __webpack_require__(7039);
;// CONCATENATED MODULE: ./src/listener/find-listener.ts




const noListHint = () => `This service does not offer the listener list (GET /v2/listeners → 404), so the existing listener cannot be found by its compute id: pass its id as ${(0,wording/* words */.aL)().input('listener-id')} to update it.`;
/**
 * The existing listener that made a create answer 409, found by its compute id.
 * When it cannot be found, fails with the service's 409 detail and what to do instead.
 */
async function findAfterConflict(client, computeId, conflict, signal) {
    let search;
    try {
        search = await findListenerByComputeId(client, computeId, signal);
    }
    catch (error) {
        if (error instanceof service_error/* ServiceError */._7 && error.status === 404)
            throw conflict.withHint(noListHint());
        throw error;
    }
    if (search.listener)
        return search.listener;
    const missing = `No listener with compute_id "${computeId}" is among the ${search.scanned}`;
    const pass = `pass the existing listener's id as ${(0,wording/* words */.aL)().input('listener-id')} to update it.`;
    throw conflict.withHint(search.cut
        ? `${missing} read. ${(0,client_pages/* describeListCut */.W)(search.cut, 'the listeners', search.scanned)} So ${pass}`
        : `${missing} that GET /v2/listeners returns for this workspace: ${pass}`);
}
/**
 * Pages through every page of `GET /v2/listeners` for the workspace's listener with this compute
 * id. The service keeps compute ids unique per workspace; should two listeners still have it,
 * updating either would be a guess, so this fails naming both and nothing is changed.
 */
async function findListenerByComputeId(client, computeId, signal) {
    const pages = (0,client_pages/* everyPage */.Lu)((query) => client.listListeners(query, { signal }));
    const { found: matches, scanned, cut, } = await (0,client_pages/* everyMatch */.tM)(pages, (listener) => listener.compute_id === computeId);
    if (matches.length > 1) {
        const ids = matches.map((listener) => listener.id).join(', ');
        throw new inputs/* InputError */.dz([
            {
                input: 'compute-id',
                message: `"${computeId}" is the compute id of ${matches.length} listeners: ${ids}. Nothing was sent to any of them; give the one you mean as ${(0,wording/* words */.aL)().input('listener-id')} instead.`,
            },
        ]);
    }
    const [listener] = matches;
    return { ...(listener && { listener }), scanned, ...(cut && { cut }) };
}

;// CONCATENATED MODULE: ./src/listener/apply-listener.ts




/** Creates, updates or reads the listener, whichever the settings ask for. */
function applyListener(context, settings) {
    return settings.listenerId
        ? updateOrRead(context, settings.listenerId, settings)
        : createOrUpdateExisting(context, settings);
}
async function createOrUpdateExisting(context, settings) {
    const { client, signal, log } = context;
    // Inputs validation guarantees a compute id whenever no listener id is given.
    const computeId = settings.computeId;
    log(`Creating a ${settings.computeType} listener for compute id "${computeId}".`);
    try {
        const listener = await client.createListener({
            compute_type: settings.computeType,
            compute_id: computeId,
            compute_config: settings.k8sNamespaces.length > 0 ? { k8s_namespaces: settings.k8sNamespaces } : {},
            ...(settings.version && { version: settings.version }),
        }, { signal });
        return { listener, created: true, updated: [] };
    }
    catch (error) {
        if (!(error instanceof service_error/* ServiceError */._7) || error.status !== 409)
            throw error;
        log(`${error.detail} Looking it up by compute id in the listener list.`);
        const existing = await findAfterConflict(client, computeId, error, signal);
        log(`Found listener ${existing.id} for compute id "${computeId}".`);
        const patch = patchFrom(settings);
        return patch
            ? sendPatch(context, existing.id, patch, 'compute-id')
            : unchanged(existing, 'compute-id');
    }
}
async function updateOrRead(context, listenerId, settings) {
    const { client, signal, log } = context;
    const patch = patchFrom(settings);
    if (settings.computeId !== undefined || !patch) {
        log(`Reading listener ${listenerId}.`);
        const current = await client.getListener(listenerId, { signal });
        assertSameComputeId(current, settings.computeId);
        if (!patch)
            return unchanged(current, 'listener-id');
    }
    return sendPatch(context, listenerId, patch, 'listener-id');
}
async function sendPatch({ client, signal, log }, listenerId, patch, foundBy) {
    const updated = patchedMembers(patch);
    log(`Updating ${updated.join(' and ')} of listener ${listenerId}.`);
    return {
        listener: await client.patchListener(listenerId, patch, { signal }),
        created: false,
        foundBy,
        updated,
    };
}
function unchanged(listener, foundBy) {
    return { listener, created: false, foundBy, updated: [] };
}
/** Only what the user gave: an empty input leaves the listener's value alone. */
function patchFrom(settings) {
    const patch = {
        ...(settings.k8sNamespaces.length > 0 && {
            compute_config: { k8s_namespaces: settings.k8sNamespaces },
        }),
        ...(settings.version && { version: settings.version }),
    };
    return Object.keys(patch).length > 0 ? patch : undefined;
}
function patchedMembers(patch) {
    return [
        ...(patch.compute_config ? ['k8s_namespaces'] : []),
        ...(patch.version ? ['version'] : []),
    ];
}
function assertSameComputeId(listener, computeId) {
    if (computeId === undefined || listener.compute_id === computeId)
        return;
    throw new inputs/* InputError */.dz([
        {
            input: 'compute-id',
            message: `is "${computeId}", but listener ${listener.id} has compute_id "${listener.compute_id}"; compute_id cannot change after a listener is created. Leave ${(0,wording/* words */.aL)().input('compute-id')} empty, or create a new listener without ${(0,wording/* words */.aL)().input('listener-id')}.`,
        },
    ]);
}

// EXTERNAL MODULE: ./src/listener/inputs.ts
var listener_inputs = __webpack_require__(5311);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
;// CONCATENATED MODULE: ./src/listener/report.ts

const LISTENER_OUTPUT_NAMES = (/* unused pure expression or super */ null && (['listener-id', 'created', 'compute-id', 'listener']));
const LISTENER_JSON_OUTPUTS = new Set(['listener']);
/** Namespaces shown in the summary; the `listener` output has them all. */
const MAX_NAMESPACES_SHOWN = 50;
function listenerOutputs(result) {
    const { listener } = result;
    return {
        'listener-id': listener.id,
        created: String(result.created),
        'compute-id': listener.compute_id ?? '',
        listener: JSON.stringify(listener),
    };
}
const NONE = '—';
function listenerHeadline(result) {
    if (result.created)
        return 'Listener created';
    const changed = result.updated.length > 0;
    if (result.foundBy === 'compute-id') {
        return changed
            ? 'Listener already registered; updated'
            : 'Listener already registered; nothing to change';
    }
    return changed ? 'Listener updated' : 'Listener read; nothing changed';
}
/** The listener as label/value pairs, already escaped for a Markdown table. */
function listenerSummaryRows(result) {
    const { listener } = result;
    const namespaces = listener.compute_config?.k8s_namespaces ?? [];
    return [
        ['Listener id', (0,markdown/* code */.aY)(listener.id)],
        ['Compute id', listener.compute_id ? (0,markdown/* code */.aY)(listener.compute_id) : NONE],
        ['Compute type', listener.compute_type ? (0,markdown/* cell */.Hn)(listener.compute_type) : NONE],
        ['Kubernetes namespaces', namespaces.length > 0 ? namespaceList(namespaces) : NONE],
        ['Version', listener.version ? (0,markdown/* cell */.Hn)(listener.version) : NONE],
        ['Created by this run', result.created ? 'yes' : 'no'],
        ['Found by', result.foundBy ?? NONE],
        [
            'Updated',
            result.updated.length > 0 ? result.updated.map((member) => (0,markdown/* code */.aY)(member)).join(', ') : NONE,
        ],
        ['Created at', listener.created_at ? (0,markdown/* cell */.Hn)(listener.created_at) : NONE],
        ['Updated at', listener.updated_at ? (0,markdown/* cell */.Hn)(listener.updated_at) : NONE],
    ];
}
function namespaceList(namespaces) {
    const shown = namespaces.slice(0, MAX_NAMESPACES_SHOWN).map((name) => (0,markdown/* code */.aY)(name));
    const more = namespaces.length - shown.length;
    return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
function renderListenerSummary(result) {
    const rows = (0,markdown/* table */.tp)(['Field', 'Value'], listenerSummaryRows(result));
    return `### ✅ ${listenerHeadline(result)}\n\n${rows}\n`;
}

;// CONCATENATED MODULE: ./src/listener/main.ts







function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Listener registration',
        readInputs: listener_inputs/* readListenerSettings */.k,
        timeoutMs: () => step_control/* SUB_ACTION_TIMEOUT_MS */.LJ,
        work: registerListener,
    }, runtime);
}
/** Creates, updates or reads the listener, whichever the inputs ask for. */
async function registerListener(settings, context) {
    const result = await applyListener((0,step_client/* stepContext */.e)(context, settings.connection), settings);
    return {
        outputs: listenerOutputs(result),
        jsonOutputs: LISTENER_JSON_OUTPUTS,
        summary: renderListenerSummary(result),
        conclusion: `${listenerHeadline(result)}: ${result.listener.id}.`,
    };
}


/***/ }),

/***/ 6719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ST: () => (/* binding */ runDocker),
/* harmony export */   zd: () => (/* binding */ killDocker)
/* harmony export */ });
/* unused harmony export DockerMissing */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3387);
/* harmony import */ var _common_step_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1975);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7333);






/** Thrown when there is no `docker` to run. */
class DockerMissing extends _common_step_control_js__WEBPACK_IMPORTED_MODULE_3__/* .StepFailure */ .pH {
    constructor() {
        super((0,_common_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .words */ .aL)().onGitHub
            ? 'docker is not installed or not on PATH: this action runs `docker login`. Use a runner with Docker (GitHub-hosted Ubuntu runners have it) or install it in an earlier step.'
            : 'docker is not installed or not on PATH: this command runs `docker login`. Run it where docker is (an image with the docker command, such as docker:cli), or install docker first.');
    }
}
/** How much of docker's own output is kept for a message. */
const MAX_OUTPUT_CHARS = 4 * 1024;
/** How long a killed docker is given to be gone before the run stops waiting for it. */
const KILLED_EXIT_WAIT_MS = 5_000;
/**
 * Runs `docker <args>` until it ends or `signal` fires. It gets a process group of its own (on
 * POSIX), so that stopping it also stops a credential helper it started: a login the step
 * stopped waiting for must not go on to store the token.
 */
async function runDocker(args, options = {}) {
    const { signal } = options;
    signal?.throwIfAborted();
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('docker', args, {
        env: (0,_common_step_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .childEnvironment */ .Qc)({}, options.env),
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        windowsHide: true,
    });
    const output = { stdout: '', stderr: '' };
    const keep = (stream) => (more) => {
        output[stream] = (output[stream] + more.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
    };
    child.stdout.on('data', keep('stdout'));
    child.stderr.on('data', keep('stderr'));
    // A docker that exits before reading its input closes the pipe: that is its own answer.
    child.stdin.on('error', () => { });
    child.stdin.end(options.stdin ?? '');
    const ended = new Promise((resolve, reject) => {
        child.once('close', (code, killedBy) => resolve([code, killedBy]));
        child.once('error', (error) => reject(error.code === 'ENOENT' ? new DockerMissing() : error));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.pid !== undefined)
        options.onStart?.(child.pid);
    let onAbort = () => { };
    const stopped = new Promise((_, reject) => {
        onAbort = () => {
            if (child.pid !== undefined)
                killDocker(child.pid);
            reject(signal?.reason);
        };
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
        const [code, killedBy] = await Promise.race([ended, stopped]);
        const bySignal = killedBy ? node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[killedBy] : 0;
        return { exitCode: code ?? 128 + bySignal, ...output };
    }
    catch (error) {
        if (signal?.aborted && error === signal.reason) {
            // Not gone by then (a process stuck in the kernel): the post step looks for it again.
            await Promise.race([exited, (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setTimeout)(KILLED_EXIT_WAIT_MS, undefined, { ref: false })]);
        }
        throw error;
    }
    finally {
        signal?.removeEventListener('abort', onAbort);
        ended.catch(() => { });
    }
}
/**
 * Kills docker's process group (docker and whatever it started; runDocker makes docker its
 * leader), or on Windows docker alone. A group id is not handed out again while a member
 * lives, so this reaches only what docker left, even after docker itself has ended.
 */
function killDocker(pid) {
    try {
        process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
    }
    catch {
        // Gone already: docker and everything it started.
    }
}


/***/ }),

/***/ 1270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ registryShape),
/* harmony export */   V: () => (/* binding */ readRegistrySettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1514);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7333);
/* harmony import */ var _deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6898);
/* harmony import */ var _deployments_target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3311);
/* harmony import */ var _registry_url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(124);







const imageNameInput = _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR.pipe(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .refine(_registry_url_js__WEBPACK_IMPORTED_MODULE_5__/* .isImageName */ .lS, {
    error: 'must be an image repository name: lower-case letters, digits, and ., _, - between them, in segments joined by /',
})
    .optional());
/** The registry action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
    'create-if-missing': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'false'),
    'deployment-type': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_deployments_deployment_type_js__WEBPACK_IMPORTED_MODULE_3__/* .deploymentTypeInput */ .Q, 'dev'),
    /** Undefined: the deployment's name, normalised. */
    'image-name': imageNameInput,
};
/** Every registry input by name. */
const registryShape = { ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionInputs */ .eu, ..._deployments_target_js__WEBPACK_IMPORTED_MODULE_4__/* .targetInputs */ .lY, ...ownShape };
const RegistryInputs = (0,_deployments_target_js__WEBPACK_IMPORTED_MODULE_4__/* .requireOneTarget */ .j3)((0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .requireCredential */ .ts)(zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc(registryShape).superRefine((inputs, context) => {
    if (!inputs['create-if-missing'])
        return;
    const name = inputs['deployment-name'];
    const problem = name
        ? (0,_deployments_target_js__WEBPACK_IMPORTED_MODULE_4__/* .newNameProblem */ .ps)(name)
        : `needs ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .words */ .aL)().input('deployment-name')}: a deployment is created by its name`;
    if (problem) {
        const input = name ? 'deployment-name' : 'create-if-missing';
        context.addIssue({ code: 'custom', path: [input], message: problem });
    }
}, _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$)));
/** Reads, masks and checks every input before the first request. */
async function readRegistrySettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readActionInputs */ .Ui)(runtime, { shape: registryShape, schema: RegistryInputs });
    return {
        connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFrom */ .pw)(inputs),
        target: (0,_deployments_target_js__WEBPACK_IMPORTED_MODULE_4__/* .targetFrom */ .CA)(inputs),
        ...(0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .settingsOf */ .f5)(ownShape, inputs),
    };
}


/***/ }),

/***/ 1702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REGISTRY_HOST_STATE: () => (/* binding */ REGISTRY_HOST_STATE),
  REGISTRY_LOGIN_PID_STATE: () => (/* binding */ REGISTRY_LOGIN_PID_STATE),
  REGISTRY_OUTPUT_NAMES: () => (/* binding */ REGISTRY_OUTPUT_NAMES),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/client/step-client.ts + 5 modules
var step_client = __webpack_require__(4220);
// EXTERNAL MODULE: ./src/common/action-step.ts + 1 modules
var action_step = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/common/github-runtime.ts
var github_runtime = __webpack_require__(779);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/deployments/find-or-create.ts
var find_or_create = __webpack_require__(2672);
// EXTERNAL MODULE: ./src/registry/docker.ts
var docker = __webpack_require__(6719);
// EXTERNAL MODULE: ./src/registry/inputs.ts
var inputs = __webpack_require__(1270);
// EXTERNAL MODULE: ./src/client/service-error.ts
var service_error = __webpack_require__(4203);
;// CONCATENATED MODULE: ./src/registry/push-token-refusal.ts


/**
 * The service's words for a push token asked of a deployment of another source:
 * "Push tokens are only available for 'internal_image' source deployments."
 */
const ONLY_INTERNAL_IMAGE = /push tokens are only available for '?internal_image'?/i;
/**
 * A 400 to the push-token request, with what it means here when it is the "other source"
 * refusal: the service's own words say so, or the deployment is known to be of another source.
 * Any other error (another 400 included) goes on as it came, with its detail.
 */
function explainPushTokenRefusal(error, deployment) {
    if (!(error instanceof service_error/* ServiceError */._7) || error.status !== 400)
        return error;
    const otherSource = Boolean(deployment.source) && deployment.source !== 'internal_image';
    if (!otherSource && !ONLY_INTERNAL_IMAGE.test(error.detail))
        return error;
    const source = deployment.source ? ` (source ${deployment.source})` : '';
    return new step_control/* StepFailure */.pH(`The service refused a push token for deployment ${deployment.id}${source}: ${error.detail} Only internal_image deployments take images pushed to the service's registry; deploy an image from your own registry with source external_image instead.`);
}

// EXTERNAL MODULE: ./src/registry/registry-url.ts
var registry_url = __webpack_require__(124);
;// CONCATENATED MODULE: ./src/registry/main.ts












const REGISTRY_OUTPUT_NAMES = ['deployment-id', 'created', 'registry', 'image'];
/** The one thing the post step needs: the host to log out of. Never the token. */
const REGISTRY_HOST_STATE = 'registry-host';
/** The process id of `docker login` while it runs, for the post step to end it if it is left. */
const REGISTRY_LOGIN_PID_STATE = 'registry-login-pid';
/** The longest image name, registry included, that Docker's reference grammar accepts. */
const MAX_IMAGE_CHARS = 255;
/** The user name the service's registry takes with a push token as the password. */
const REGISTRY_USER = 'oauth2accesstoken';
function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Registry login',
        readInputs: inputs/* readRegistrySettings */.V,
        timeoutMs: () => step_control/* SUB_ACTION_TIMEOUT_MS */.LJ,
        work: logIn,
        ownWords: new Set(['created']),
    }, runtime);
}
/**
 * Finds (or creates) the `internal_image` deployment, asks for a push token, and logs docker
 * in to the service's registry with it; the post step logs out again.
 */
async function logIn(settings, context) {
    const { runtime } = context;
    const step = (0,step_client/* stepContext */.e)(context, settings.connection);
    const { client, signal, log } = step;
    const { deployment, created } = await (0,find_or_create/* findOrCreateDeployment */.GS)(step, settings.target, {
        refusal: (name) => `No deployment is named exactly "${name}". Set ${(0,wording/* words */.aL)().setting('create-if-missing', 'true')} to create it as an internal_image deployment, or check the name, which is compared exactly.`,
        ...(settings.createIfMissing && {
            create: async (name) => ({
                body: {
                    name,
                    source: 'internal_image',
                    source_config: { deployment_type: settings.deploymentType },
                    source_revision_config: {},
                },
                note: `No deployment is named "${name}": creating it (source internal_image, deployment type ${settings.deploymentType}).`,
            }),
        }),
    });
    const push = await client.createPushToken(deployment.id, { signal }).catch((error) => {
        throw explainPushTokenRefusal(error, deployment);
    });
    // The client has masked it already (every answer's token is); once more costs nothing.
    runtime.addSecrets([push.token]);
    const { registry, host } = (0,registry_url/* parseRegistryUrl */.I7)(push.registry_url);
    const image = `${registry}/${settings.imageName ?? (0,registry_url/* imageNameFor */.qc)(deployment.name ?? deployment.id)}`;
    if (image.length > MAX_IMAGE_CHARS) {
        throw new step_control/* StepFailure */.pH(`The image name would be ${image.length} characters (${image.slice(0, 100)}…), more than the ${MAX_IMAGE_CHARS} Docker accepts: set ${(0,wording/* words */.aL)().input('image-name')} to a shorter one. Nothing was run.`);
    }
    log(`Logging in to ${host} as ${REGISTRY_USER} (the push token goes to docker on standard input).`);
    // Saved first, so a step stopped during the login is still logged out by the post step.
    runtime.saveState(REGISTRY_HOST_STATE, host);
    const notLoggedIn = () => runtime.saveState(REGISTRY_HOST_STATE, '');
    // A stop kills the login before the step goes on; should this process be killed first, the
    // post step finds the login by its id and ends it before it logs out.
    const login = await (0,docker/* runDocker */.ST)(['login', '--username', REGISTRY_USER, '--password-stdin', host], {
        stdin: push.token,
        signal,
        onStart: (pid) => runtime.saveState(REGISTRY_LOGIN_PID_STATE, String(pid)),
    }).catch((error) => {
        // A login stopped late may have stored the token already: the post step logs out.
        if (!signal.aborted)
            notLoggedIn();
        throw error;
    });
    runtime.saveState(REGISTRY_LOGIN_PID_STATE, '');
    if (login.exitCode !== 0) {
        notLoggedIn();
        const said = (0,runner_text/* oneLine */.TN)(`${login.stderr}\n${login.stdout}`, 1000) || 'nothing';
        throw new step_control/* StepFailure */.pH(`docker login to ${host} failed (exit code ${login.exitCode}). Docker said: ${said}`);
    }
    for (const line of login.stdout.split('\n').filter(Boolean))
        log(`docker │ ${line}`);
    const outputs = {
        'deployment-id': deployment.id,
        created: String(created),
        registry,
        image,
    };
    return report(outputs, deployment, host);
}
function report(outputs, deployment, host) {
    const rows = [
        ['Deployment', `${(0,markdown/* code */.aY)(deployment.name ?? '')} (${(0,markdown/* code */.aY)(deployment.id)})`],
        ['Created by this run', outputs.created === 'true' ? 'yes' : 'no'],
        ['Registry', (0,markdown/* code */.aY)(outputs.registry)],
        ['Image', (0,markdown/* code */.aY)(outputs.image)],
    ];
    const summary = `### 🔑 Logged in to ${(0,markdown/* code */.aY)(host)}\n\n${(0,markdown/* factTable */.Bu)(rows)}\n\nThe post step logs out again at the end of the job.\n`;
    return {
        outputs,
        ownWords: new Set(['created']),
        summary,
        conclusion: `Logged in to ${host}: push to ${outputs.image}.`,
    };
}


/***/ }),

/***/ 9441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPost: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./src/common/github-runtime.ts
var github_runtime = __webpack_require__(779);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
// EXTERNAL MODULE: ./src/registry/main.ts + 1 modules
var main = __webpack_require__(1702);
// EXTERNAL MODULE: ./src/registry/registry-url.ts
var registry_url = __webpack_require__(124);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/registry/docker.ts
var docker = __webpack_require__(6719);
;// CONCATENATED MODULE: ./src/registry/undo-login.ts






/** How long the post step's `docker logout` may take before it is stopped. */
const LOGOUT_TIMEOUT_MS = 30_000;
/** How long a login left running is given to be gone once it was killed. */
const LEFT_LOGIN_EXIT_MS = 5_000;
/**
 * What the post step does: first makes sure the main step's login is over (a step stopped
 * during it may have left it running, and it would store the token after the logout), then
 * `docker logout <host>`, bounded. Only the registry's entry goes: the job's other logins in the
 * same Docker config (to pull base images, say) stay as they were. Nothing here throws: the
 * job's result is decided, so what goes wrong is a warning.
 */
async function undoLogin(login, options) {
    const { host } = login;
    const { warn } = options;
    if (login.loginPid !== undefined && (await endLeftLogin(login.loginPid, host)) === 'running') {
        warn(`The login to ${host} that the main step started (process ${login.loginPid}) did not end when stopped; it may still store the push token after this logout.`);
    }
    const limit = options.logoutTimeoutMs ?? LOGOUT_TIMEOUT_MS;
    try {
        const logout = await (0,docker/* runDocker */.ST)(['logout', host], {
            signal: AbortSignal.timeout(limit),
            ...(options.env && { env: options.env }),
        });
        if (logout.exitCode === 0) {
            options.info(`Logged out of ${host}.`);
            return;
        }
        const said = (0,runner_text/* oneLine */.TN)(`${logout.stderr}\n${logout.stdout}`, 1000) || 'nothing';
        warn(`docker logout ${host} failed (exit code ${logout.exitCode}): ${said}`);
    }
    catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') {
            warn(`docker logout ${host} did not end within ${formatSeconds(limit)}, so it was stopped: the Docker config may still hold the login to ${host}. On ${(0,wording/* words */.aL)().onGitHub ? 'a runner that is kept' : 'a machine kept between jobs'}, run \`docker logout ${host}\` there.`);
            return;
        }
        warn(`docker logout ${host} could not run: ${(0,action_runtime/* describeFailure */.Ic)(error)}`);
    }
}
/**
 * Ends the main step's login if it still runs, and waits until it is gone. Only a process that
 * is provably that login is touched: its command line is read from /proc, so on a system
 * without one (macOS, Windows) nothing is killed here; the main step kills its login when it
 * stops, so this is for a main step that was itself killed before it could.
 */
async function endLeftLogin(pid, host) {
    if (!(await isLoginTo(pid, host)))
        return 'gone';
    (0,docker/* killDocker */.zd)(pid);
    const until = performance.now() + LEFT_LOGIN_EXIT_MS;
    while (await isLoginTo(pid, host)) {
        if (performance.now() > until)
            return 'running';
        await (0,external_node_timers_promises_.setTimeout)(20);
    }
    return 'gone';
}
/** Whether `pid` is a live `docker login … <host>` (a zombie stores nothing: it is not). */
async function isLoginTo(pid, host) {
    const [cmdline, stat] = await Promise.all([
        (0,promises_.readFile)(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
        (0,promises_.readFile)(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
    ]);
    const args = cmdline.split('\0').filter(Boolean);
    const live = stat !== '' && !/^\d+ \(.*\) [ZX]/s.test(stat);
    return (live && args.includes('login') && args.includes('--password-stdin') && args.at(-1) === host);
}
function formatSeconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/registry/post.ts





/**
 * The registry action's post step (`runs.post`, `post-if: always()`): undoes the main step's
 * login to the host it saved, also after a failed or cancelled job. Nothing to log out of (the
 * main step failed before its login) is no error; what goes wrong here is a warning, since the
 * job's own result is already decided.
 */
async function runPost(runtime = new github_runtime/* GitHubRuntime */.m()) {
    const host = runtime.readState(main.REGISTRY_HOST_STATE);
    if (!host) {
        runtime.info('No registry login to undo: the main step did not log in.');
        return;
    }
    // The state is a file on a command line: what it holds reaches docker only as a host.
    if (!(0,registry_url/* isRegistryHost */.EV)(host)) {
        runtime.warning(`The saved registry host ${JSON.stringify(host.slice(0, 100))} is no registry host name: nothing was logged out.`);
        return;
    }
    const pid = Number(runtime.readState(main.REGISTRY_LOGIN_PID_STATE));
    await (0,step_environment/* inRunEnvironment */.OK)(runtime.environment, () => undoLogin({ host, ...(Number.isSafeInteger(pid) && pid > 0 && { loginPid: pid }) }, { info: (line) => runtime.info(line), warn: (line) => runtime.warning(line) }));
}


/***/ }),

/***/ 124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EV: () => (/* binding */ isRegistryHost),
/* harmony export */   I7: () => (/* binding */ parseRegistryUrl),
/* harmony export */   lS: () => (/* binding */ isImageName),
/* harmony export */   qc: () => (/* binding */ imageNameFor)
/* harmony export */ });
/* harmony import */ var _common_step_control_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3387);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7333);


/** A host name or IPv4 address, with an optional port; what `docker login` takes as a server. */
const HOST = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;
/** One path segment of a repository name, as Docker's reference grammar allows it. */
const SEGMENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
function parseRegistryUrl(registryUrl) {
    const refuse = (why) => new _common_step_control_js__WEBPACK_IMPORTED_MODULE_0__/* .StepFailure */ .pH(`The service's registry URL ${JSON.stringify(registryUrl.slice(0, 200))} does not parse: ${why}. Nothing was run.`);
    if (/[\s\p{Cc}@\\?#]/u.test(registryUrl)) {
        throw refuse('it holds spaces, control characters, "@", "\\", "?" or "#"');
    }
    const schemeless = registryUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
    if (schemeless.includes('://'))
        throw refuse('it has more than one scheme');
    const [host = '', ...path] = schemeless.split('/');
    if (!HOST.test(host))
        throw refuse(`"${host.slice(0, 100)}" is not a registry host name`);
    const badSegment = path.find((segment) => !SEGMENT.test(segment));
    if (badSegment !== undefined) {
        throw refuse(`the path segment "${badSegment.slice(0, 100)}" is not part of an image name`);
    }
    return { registry: schemeless.toLowerCase(), host: host.toLowerCase() };
}
/** Whether `host` is a registry host as parseRegistryUrl gives one: lower case, HOST's grammar. */
function isRegistryHost(host) {
    return HOST.test(host) && host === host.toLowerCase();
}
/**
 * The image repository for a deployment name: lower-cased, each character outside
 * `[a-z0-9._-]` replaced by `-`, then trimmed to what Docker accepts (a name starts and ends
 * with a letter or digit, and separators do not repeat).
 */
function imageNameFor(deploymentName) {
    const name = deploymentName
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, '-')
        .replace(/[._-]{2,}/g, (run) => run[0])
        .replace(/^[._-]+|[._-]+$/g, '');
    if (!name) {
        throw new _common_step_control_js__WEBPACK_IMPORTED_MODULE_0__/* .StepFailure */ .pH(`The deployment name "${deploymentName.slice(0, 100)}" leaves no image name once normalised: set ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .words */ .aL)().input('image-name')}.`);
    }
    return name;
}
/** Whether `name` is a repository path Docker accepts: segments of SEGMENT joined by `/`. */
function isImageName(name) {
    return name.length <= 255 && name.split('/').every((segment) => SEGMENT.test(segment));
}


/***/ }),

/***/ 5996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ reposShape),
/* harmony export */   j: () => (/* binding */ readReposSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1514);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);



/** The repos action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
    'integration-id': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredUuid */ .zq,
    /** `owner/name` as the user wrote it, when one repository is wanted. */
    repository: _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .repositoryInput */ .JD,
};
/** Every repos input by name. */
const reposShape = { ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionInputs */ .eu, ...ownShape };
const ReposInputs = (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .requireCredential */ .ts)(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc(reposShape));
/** Reads and checks every input before any request; credentials are masked first. */
async function readReposSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readActionInputs */ .Ui)(runtime, { shape: reposShape, schema: ReposInputs });
    return { connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFrom */ .pw)(inputs), ...(0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .settingsOf */ .f5)(ownShape, inputs) };
}


/***/ }),

/***/ 1198:
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
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/deployments/repositories.ts
var deployments_repositories = __webpack_require__(5494);
// EXTERNAL MODULE: ./src/repos/inputs.ts
var inputs = __webpack_require__(5996);
// EXTERNAL MODULE: ./src/common/list-output.ts
var list_output = __webpack_require__(1279);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
// EXTERNAL MODULE: ./src/common/reference-rules.ts
var reference_rules = __webpack_require__(2034);
// EXTERNAL MODULE: ./src/common/shell-safe.ts
var shell_safe = __webpack_require__(7085);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/repos/report.ts






const REPOS_OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'repositories',
    'count',
    'repo-url',
    'default-branch',
    'repo-id',
    'integration-id',
]));
const REPOS_JSON_OUTPUTS = new Set(['repositories']);
/**
 * `count` and the `repositories` JSON: as many repositories, from the first, as fit in a JSON
 * output (jsonListOutput); `listed` says how many that is, and `warning` says how many were
 * left out, when any were.
 */
function listOutputs(repositories) {
    const list = (0,list_output/* jsonListOutput */.c)(repositories);
    const outputs = { repositories: list.json, count: String(repositories.length) };
    const warning = (0,list_output/* listOutputCut */.Y)('repositories', list, 'repositories', `Pick one with ${(0,wording/* words */.aL)().input('repository')}.`);
    return { outputs, listed: list.listed, ...(warning && { warning }) };
}
/**
 * The values a deployment create request takes from the matched repository. The URL and the
 * branch are the service's text and often land in a script: one a shell would act on is left
 * unset, with a warning saying why.
 */
function matchOutputs(match) {
    const warnings = [];
    const unlessRefused = (output, what, value, problem) => {
        const safe = (0,shell_safe/* scriptSafeOutput */.a)(output, `the repository's ${what}`, value, problem);
        if (safe.warning)
            warnings.push(safe.warning);
        return safe.value;
    };
    const { url, default_branch: branch } = match;
    const outputs = {
        'repo-url': unlessRefused('repo-url', 'URL', url, (0,shell_safe/* shellTextProblem */.x)(url)),
        'default-branch': unlessRefused('default-branch', 'default branch', branch, (0,shell_safe/* shellTextProblem */.x)(branch) ?? (0,reference_rules/* gitRefProblem */.dr)(branch)),
        'repo-id': String(match.id),
        'integration-id': match.host_integration_id,
    };
    return { outputs, warnings };
}
// A job summary is capped at 1 MiB; an integration may reach thousands of repositories.
const MAX_ROWS = 200;
const MAX_TABLE_CHARS = 200 * 1024;
function renderRepositoriesSummary(summary) {
    const { integrationId, repositories, wanted, match } = summary;
    const icon = wanted && !match ? '❌' : '✅';
    const count = repositoryCount(repositories.length);
    const lines = [`### ${icon} Repositories of integration ${(0,markdown/* code */.aY)(integrationId)}`, ''];
    if (wanted) {
        lines.push(match
            ? `${count}; matched **${(0,markdown/* cell */.Hn)((0,deployments_repositories/* fullName */.fq)(match))}**.`
            : `${count}; none matches **${(0,markdown/* cell */.Hn)(wanted)}**.`);
    }
    else {
        lines.push(`${count}.`);
    }
    if (repositories.length === 0)
        return `${lines.join('\n')}\n`;
    const shown = repositories.slice(0, MAX_ROWS);
    if (match && !shown.includes(match))
        shown.push(match);
    const rows = [];
    let tableChars = 0;
    for (const repository of shown) {
        const row = [
            repository === match ? '✅' : '',
            (0,markdown/* cell */.Hn)((0,deployments_repositories/* fullName */.fq)(repository)),
            (0,markdown/* code */.aY)(repository.default_branch),
            (0,markdown/* code */.aY)(String(repository.id)),
            (0,markdown/* cell */.Hn)(repository.url),
        ];
        tableChars += row.join(' | ').length;
        // Escaping can make a row several times longer than what the service sent.
        if (tableChars > MAX_TABLE_CHARS && repository !== match)
            continue;
        rows.push(row);
    }
    lines.push('', (0,markdown/* table */.tp)(['Match', 'Repository', 'Default branch', 'Id', 'URL'], rows));
    const hidden = repositories.length - rows.length;
    const listed = summary.listed;
    if (listed < repositories.length) {
        lines.push('', `The \`repositories\` output holds the first ${listed} of them: the JSON of all would be longer than an output may be. Pick one with \`${(0,wording/* words */.aL)().input('repository')}\`.`);
    }
    else if (hidden > 0) {
        lines.push('', `${hidden} more not shown; the \`repositories\` output has them all.`);
    }
    return `${lines.join('\n')}\n`;
}
function repositoryCount(count) {
    return `${count} ${count === 1 ? 'repository' : 'repositories'}`;
}

;// CONCATENATED MODULE: ./src/repos/main.ts







function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Repository listing',
        readInputs: inputs/* readReposSettings */.j,
        timeoutMs: () => step_control/* SUB_ACTION_TIMEOUT_MS */.LJ,
        work: listRepositories,
    }, runtime);
}
/** Lists the integration's repositories; a repository not found fails, with the table still shown. */
async function listRepositories(settings, context) {
    const { integrationId, repository: wanted } = settings;
    const { client, signal, log, warn } = (0,step_client/* stepContext */.e)(context, settings.connection);
    log(`Listing the repositories of integration ${integrationId}.`);
    const repositories = await client.listRepositories(integrationId, { signal });
    log(`Integration ${integrationId} reaches ${repositoryCount(repositories.length)}.`);
    const match = wanted === undefined ? undefined : (0,deployments_repositories/* matchRepository */.UU)(repositories, wanted);
    if (match) {
        log(`Matched ${match.owner}/${match.name}: ${match.url}, default branch ${match.default_branch}.`);
    }
    const { outputs: listed, listed: count, warning } = listOutputs(repositories);
    if (warning)
        warn(warning);
    const matched = match && matchOutputs(match);
    for (const line of matched?.warnings ?? [])
        warn(line);
    const summary = renderRepositoriesSummary({
        integrationId,
        repositories,
        listed: count,
        ...(wanted && { wanted }),
        ...(match && { match }),
    });
    const outputs = { ...listed, ...matched?.outputs };
    const jsonOutputs = REPOS_JSON_OUTPUTS;
    if (wanted === undefined || match)
        return { outputs, jsonOutputs, summary };
    const notFound = (0,deployments_repositories/* repositoryNotFound */.yN)(wanted, integrationId, repositories);
    return {
        outputs,
        jsonOutputs,
        summary,
        failure: { title: 'Repository not found', message: notFound.message },
    };
}


/***/ }),

/***/ 6431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ sweepShape),
/* harmony export */   y: () => (/* binding */ readSweepSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var _common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(847);
/* harmony import */ var _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9184);
/* harmony import */ var _common_parse_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(951);
/* harmony import */ var _common_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7333);
/* harmony import */ var _name_pattern_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7302);






/** Shorter than this, a preview between two pushes of one afternoon would count as idle. */
const MIN_IDLE_MS = 3_600_000;
const MAX_IDLE_MS = 3650 * 86_400_000;
/** A bound on one run's deletes; more are left for the next run. */
const MAX_DELETES = 1000;
const patternInput = (required) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, context) => {
    if (text === '') {
        if (required)
            context.addIssue({ code: 'custom', message: 'is required' });
        return required ? zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm : undefined;
    }
    const pattern = (0,_name_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePattern */ .EY)(text);
    if ('problem' in pattern) {
        context.addIssue({ code: 'custom', message: pattern.problem });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return pattern;
});
/** `14d`, `36h`: a unit is required, as a bare number of seconds is surely a mistake here. */
const maxIdleInput = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, context) => {
    if (text === '')
        return undefined;
    const ms = /^\s*\d+\s*$/.test(text) ? undefined : (0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(text);
    if (ms === undefined) {
        context.addIssue({
            code: 'custom',
            message: 'must be a duration with its unit, such as 14d or 36h',
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    if (ms < MIN_IDLE_MS || ms > MAX_IDLE_MS) {
        const range = `${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLongDuration */ .M5)(MIN_IDLE_MS)} and ${(0,_common_parse_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLongDuration */ .M5)(MAX_IDLE_MS)}`;
        context.addIssue({ code: 'custom', message: `must be between ${range}` });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return ms;
});
const maxDeletesInput = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((text, context) => {
    const count = /^\s*[1-9][0-9]*\s*$/.test(text) ? Number(text) : undefined;
    if (count === undefined) {
        context.addIssue({ code: 'custom', message: 'must be a whole number of at least 1' });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    if (count > MAX_DELETES) {
        context.addIssue({ code: 'custom', message: `must be at most ${MAX_DELETES}` });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return count;
});
const sweepShape = {
    ..._common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionInputs */ .eu,
    'name-pattern': patternInput(true),
    'environment-pattern': patternInput(false),
    'github-token': _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .optionalText */ .mR,
    'max-idle': maxIdleInput,
    'max-deletes': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(maxDeletesInput, '10'),
    'delete-tracing-project': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'true'),
    'dry-run': (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .withDefault */ .IQ)(_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .booleanInput */ .tE, 'false'),
};
const SweepInputs = (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .requireCredential */ .ts)(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc(sweepShape))
    .superRefine((inputs, context) => {
    const environment = inputs['environment-pattern'];
    // The longest number GitHub gives a pull request has 10 digits; GitHub takes 255 characters.
    if (environment && (0,_name_pattern_js__WEBPACK_IMPORTED_MODULE_6__/* .nameFor */ .Fe)(environment, 2_147_483_647).length > 255) {
        context.addIssue({
            code: 'custom',
            path: ['environment-pattern'],
            message: 'must leave room for the number within the 255 characters of an environment name',
        });
    }
})
    .superRefine((inputs, context) => {
    // Without a token no pull request is asked about (a sweep outside GitHub): idle time judges.
    if (inputs['github-token'])
        return;
    const wanted = Boolean(inputs['environment-pattern']);
    const why = 'whose GitHub deployments it marks';
    const token = (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubTokenProblem */ .wM)(wanted, undefined, ['environment-pattern'], why);
    if (token)
        context.addIssue({ code: 'custom', path: ['github-token'], message: token });
    if (inputs['max-idle'] === undefined) {
        context.addIssue({
            code: 'custom',
            path: ['max-idle'],
            message: `is required without ${(0,_common_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .words */ .aL)().input('github-token')}: with no pull request to ask about, only idle time can make a preview stale`,
        });
    }
}, _common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .EVEN_WITH_OTHER_PROBLEMS */ .I$);
/** Reads and checks every input before any request; credentials are masked first. */
async function readSweepSettings(runtime) {
    const inputs = await (0,_common_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readActionInputs */ .Ui)(runtime, {
        shape: sweepShape,
        schema: SweepInputs,
    });
    const environmentPattern = inputs['environment-pattern'];
    const maxIdleMs = inputs['max-idle'];
    return {
        connection: (0,_common_connection_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFrom */ .pw)(inputs),
        namePattern: inputs['name-pattern'],
        ...(environmentPattern && { environmentPattern }),
        ...(inputs['github-token'] && { token: inputs['github-token'] }),
        ...(maxIdleMs !== undefined && { maxIdleMs }),
        maxDeletes: inputs['max-deletes'],
        deleteTracingProject: inputs['delete-tracing-project'],
        dryRun: inputs['dry-run'],
    };
}


/***/ }),

/***/ 7900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/client/pages.ts
var client_pages = __webpack_require__(7039);
// EXTERNAL MODULE: ./src/client/step-client.ts + 5 modules
var step_client = __webpack_require__(4220);
// EXTERNAL MODULE: ./src/common/action-step.ts + 1 modules
var action_step = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/common/github-runtime.ts
var github_runtime = __webpack_require__(779);
// EXTERNAL MODULE: ./src/github/run-context.ts
var run_context = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/common/action-runtime.ts
var action_runtime = __webpack_require__(5286);
// EXTERNAL MODULE: ./src/deployments/delete-once.ts
var delete_once = __webpack_require__(9867);
;// CONCATENATED MODULE: ./src/sweep/delete-previews.ts


/**
 * Deletes the previews one after another, each given its outcome. A delete that fails is
 * noted and the others go on. When the step stops (a cancel, the time-out), the delete on its
 * way is `in-flight` (the service may or may not carry it out) and the rest are `not-sent`:
 * what was deleted before stays deleted, and the report says so.
 */
async function deletePreviews(context, previews, options) {
    const { stepClock, log } = context;
    for (const preview of previews) {
        if (stepClock.stopped) {
            preview.outcome = { kind: 'not-sent' };
            continue;
        }
        log(`Deleting ${preview.name} (${preview.id}): ${preview.reason}.`);
        try {
            const deleted = await (0,delete_once/* sendDelete */._)(context, preview.id, options);
            preview.outcome = { kind: deleted ? 'deleted' : 'already-gone' };
        }
        catch (error) {
            if (stepClock.stopped) {
                preview.outcome = { kind: 'in-flight' };
                continue;
            }
            preview.outcome = { kind: 'failed', message: (0,action_runtime/* describeFailure */.Ic)(error) };
            // The step's error lists every failed delete once the others are done.
            log(`Could not delete ${preview.name}: ${preview.outcome.message}`);
        }
    }
}

// EXTERNAL MODULE: ./src/client/service-error.ts
var service_error = __webpack_require__(4203);
;// CONCATENATED MODULE: ./src/sweep/idle-since.ts

/**
 * A preview is idle since its latest revision was created: every push to its pull request
 * makes one, and nothing else does. That revision's `updated_at` stands in when `created_at`
 * is missing; a deployment without a revision yet (an image deployment waiting for its first
 * image) counts from its own `updated_at`. A 404 means the deployment went away after it was
 * listed (a close job deleted it): its idle time is unknown. Any other error from the service
 * is thrown: the sweep stops before it deletes anything.
 */
async function idleSince(client, deployment, signal) {
    const revisionId = deployment.latest_revision_id;
    if (!revisionId) {
        return timeOf(deployment.updated_at ?? deployment.created_at, 'the deployment has no time');
    }
    let revision;
    try {
        revision = await client.getRevision(deployment.id, revisionId, { signal });
    }
    catch (error) {
        if (error instanceof service_error/* ServiceError */._7 && error.status === 404) {
            return { unknown: `its latest revision was not found (${error.detail})` };
        }
        throw error;
    }
    return timeOf(revision.created_at ?? revision.updated_at, 'its latest revision has no time the sweep can read');
}
/** An ISO time from the service, read only when it is one; one without a zone is UTC. */
function timeOf(text, otherwise) {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i.exec(text ?? '');
    if (!iso)
        return { unknown: otherwise };
    const ms = Date.parse(iso[2] ? iso[0] : `${iso[0]}Z`);
    return Number.isFinite(ms) ? { since: ms } : { unknown: otherwise };
}

// EXTERNAL MODULE: ./src/sweep/inputs.ts
var inputs = __webpack_require__(6431);
// EXTERNAL MODULE: ./src/sweep/name-pattern.ts
var name_pattern = __webpack_require__(7302);
;// CONCATENATED MODULE: ./src/sweep/outcomes.ts
function repositoryUrl(run) {
    return `${run.serverUrl.replace(/\/+$/, '')}/${run.owner}/${run.repo}`;
}
/** The stop in words, for "… when the job was cancelled"; a stop of no known kind as such. */
function stopWords(stopped) {
    if (!stopped)
        return 'the step stopped';
    return stopped.kind === 'cancelled' ? 'the job was cancelled' : "the step's time-out ran out";
}
/** Stale previews in the order they were (or would be) deleted, then the kept ones by number. */
function ordered(previews) {
    const rank = (p) => (p.stale ? (p.outcome?.kind === 'later' ? 1 : 0) : 2);
    const idle = (p) => p.idleMs ?? Number.NEGATIVE_INFINITY;
    return [...previews].sort((a, b) => rank(a) - rank(b) || (a.stale && b.stale ? idle(b) - idle(a) || 0 : 0) || a.number - b.number);
}
/** One line: how many were stale, and what became of them. */
function headline(result) {
    const { previews, settings, stopped } = result;
    const counts = new Map();
    for (const { outcome } of previews) {
        if (outcome)
            counts.set(outcome.kind, (counts.get(outcome.kind) ?? 0) + 1);
    }
    const count = (kind) => counts.get(kind) ?? 0;
    const stale = previews.filter((p) => p.stale).length;
    const parts = settings.dryRun
        ? [`${count('would-delete')} would be deleted (dry run)`]
        : [`${count('deleted')} deleted`];
    if (count('already-gone') > 0)
        parts.push(`${count('already-gone')} already gone`);
    if (count('failed') > 0)
        parts.push(`${count('failed')} failed`);
    if (stopped && count('in-flight') > 0) {
        parts.push(`${count('in-flight')} on its way when ${stopWords(stopped)}`);
    }
    if (stopped && count('not-sent') > 0)
        parts.push(`${count('not-sent')} not deleted`);
    if (count('later') > 0)
        parts.push(`${count('later')} left for the next run`);
    parts.push(`${previews.length - stale} kept`);
    return `${stale} of ${previews.length} previews stale; ${parts.join(', ')}.`;
}
/** Names in a message: the first twenty, then how many more. */
function someNames(names) {
    const shown = names.slice(0, 20);
    const more = names.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

;// CONCATENATED MODULE: ./src/sweep/mark-inactive.ts


/**
 * Marks the GitHub environments of the previews deleted (or found gone) inactive, as the delete
 * action does. After the first warning (the token lacks `deployments: write`, say) the rest are
 * left alone: they would only fail the same way. Once `signal` aborts, the rest are left too,
 * and one warning names them: their previews are gone, so no later sweep marks them.
 */
async function markInactive(previews, context) {
    const { markEnvironmentInactive } = await Promise.all(/* import() */[__webpack_require__.e(242), __webpack_require__.e(618)]).then(__webpack_require__.bind(__webpack_require__, 3618));
    const { pattern, token, signal, run } = context;
    let troubled = false;
    const unmarked = [];
    for (const preview of previews) {
        const outcome = preview.outcome?.kind;
        if (outcome !== 'deleted' && outcome !== 'already-gone')
            continue;
        const name = (0,name_pattern/* nameFor */.Fe)(pattern, preview.number);
        if (troubled || signal.aborted) {
            preview.environment = { name, unmarked: troubled ? 'trouble' : 'stopped' };
            if (!troubled)
                unmarked.push(name);
            continue;
        }
        const marked = await markEnvironmentInactive({
            environment: name,
            token,
            run,
            signal,
            outcome: 'The deletes are not affected.',
            warn: (line) => {
                troubled = true;
                context.warn(line);
            },
        });
        if (signal.aborted)
            unmarked.push(name);
        preview.environment = signal.aborted
            ? { name, unmarked: 'stopped' }
            : troubled
                ? { name, unmarked: 'trouble' }
                : { name, marked };
    }
    if (unmarked.length === 0)
        return;
    const list = someNames(unmarked.map((name) => `\`${name}\``));
    const environments = unmarked.length === 1
        ? 'the GitHub environment of 1 deleted preview was'
        : `the GitHub environments of ${unmarked.length} deleted previews were`;
    context.warn(`${capitalised(context.stopWords())} before ${environments} marked inactive: ${list}. They may still show as active; mark them by hand, as no later sweep will find their previews.`);
}
function capitalised(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

// EXTERNAL MODULE: ./src/common/list-output.ts
var list_output = __webpack_require__(1279);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
// EXTERNAL MODULE: ./src/common/parse-duration.ts
var parse_duration = __webpack_require__(951);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/sweep/render-summary.ts





/** A job summary is capped at 1 MiB; a sweep may match thousands of previews. */
const MAX_ROWS = 1000;
/** The sweep's job summary: the count, what was done, a stop, and one row per preview. */
function renderSweepSummary(result) {
    const { previews, scanned, settings, stopped } = result;
    const pattern = `${settings.namePattern.before}${name_pattern/* PLACEHOLDER */.Kx}${settings.namePattern.after}`;
    const failed = stopped || previews.some((p) => p.outcome?.kind === 'failed');
    const cut = result.listCut ? ` ⚠️ ${result.listCut}` : '';
    const lines = [
        `### ${failed ? '❌' : '🧹'} Sweep of ${(0,markdown/* code */.aY)(pattern)}`,
        '',
        `${previews.length} of ${scanned} deployments listed match the pattern.${cut} ${(0,markdown/* cell */.Hn)(headline(result))}`,
    ];
    if (stopped) {
        lines.push('', `⛔ ${(0,markdown/* cell */.Hn)(stopped.message)} The sweep stopped there: see each decision below.`);
    }
    if (settings.dryRun) {
        lines.push('', 'Dry run: nothing was deleted and no GitHub deployment was marked.');
    }
    if (previews.length === 0)
        return `${lines.join('\n')}\n`;
    const shown = ordered(previews).slice(0, MAX_ROWS);
    const rows = shown.map((p) => [
        (0,markdown/* code */.aY)(p.name),
        pullRequestLink(p.number, result.repositoryUrl),
        p.pullRequest.replace('-', ' '),
        p.idleMs === undefined ? (0,markdown/* cell */.Hn)(`unknown: ${p.idleUnknown ?? ''}`) : (0,parse_duration/* formatLongDuration */.M5)(p.idleMs),
        decision(p, result),
    ]);
    lines.push('', (0,markdown/* table */.tp)(['Preview', 'Pull request', 'State', 'Idle', 'Decision'], rows));
    const hidden = previews.length - shown.length;
    if (hidden > 0) {
        lines.push('', `${hidden} more previews are not shown: the table holds the first ${MAX_ROWS}.`);
    }
    return `${lines.join('\n')}\n`;
}
function pullRequestLink(number, repository) {
    const safe = repository && /^https?:\/\/[^\s()<>[\]]+$/.test(repository);
    return safe ? `[#${number}](${repository}/pull/${number})` : `#${number}`;
}
function decision(preview, { settings, stopped }) {
    const why = (0,markdown/* cell */.Hn)(preview.reason);
    const tracing = settings.deleteTracingProject
        ? 'with its tracing project'
        : 'tracing project kept';
    const stop = stopWords(stopped);
    const environment = environmentNote(preview, stop);
    const outcome = preview.outcome;
    switch (outcome?.kind) {
        case undefined:
            return `kept: ${why}`;
        case 'deleted':
            return `🗑️ deleted (${tracing}): ${why}${environment}`;
        case 'already-gone':
            return `already gone: ${why}${environment}`;
        case 'would-delete':
            return `would be deleted (dry run): ${why}`;
        case 'later':
            return `stale, left for the next run (${(0,wording/* words */.aL)().input('max-deletes')} ${settings.maxDeletes}): ${why}`;
        case 'in-flight':
            return `⏳ delete on its way when ${stop}: whether it happened is not known; ${why}`;
        case 'not-sent':
            return `stale, not deleted: ${stop} first; ${why}`;
        case 'failed':
            return `❌ delete failed: ${(0,markdown/* cell */.Hn)(outcome.message)}; ${why}`;
    }
}
function environmentNote(preview, stop) {
    const mark = preview.environment;
    if (!mark)
        return '';
    const name = `; GitHub environment ${(0,markdown/* code */.aY)(mark.name)}: `;
    if ('marked' in mark)
        return `${name}${mark.marked} marked inactive`;
    if (mark.unmarked === 'trouble')
        return `${name}not marked (see the warning)`;
    return `${name}not marked (${stop} first)`;
}

;// CONCATENATED MODULE: ./src/sweep/report.ts




const SWEEP_OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'stale',
    'stale-count',
    'deleted',
    'deleted-count',
    'kept',
]));
/** The counts are numbers the action writes; the name lists are JSON. */
const OWN_WORDS = new Set(['kept', 'stale-count', 'deleted-count']);
const JSON_OUTPUTS = new Set(['stale', 'deleted']);
/** What a sweep that failed before it judged any preview outputs. */
const NOTHING_SWEPT = {
    stale: '[]',
    'stale-count': '0',
    deleted: '[]',
    'deleted-count': '0',
    kept: '0',
};
/**
 * The sweep's outputs, summary, and its failure when a delete failed or the step stopped after
 * the previews were judged (what was deleted before the stop is reported as deleted). A name
 * list too long for an output is cut to the names that fit, with one warning; its count is
 * whole in `stale-count` and `deleted-count`.
 */
function sweepReport(result) {
    const { previews } = result;
    const inOrder = ordered(previews);
    const stale = (0,list_output/* jsonListOutput */.c)(inOrder.filter((p) => p.stale).map((p) => p.name));
    const deleted = (0,list_output/* jsonListOutput */.c)(deletedOnes(inOrder).map((p) => p.name));
    const warnings = [
        (0,list_output/* listOutputCut */.Y)('stale', stale, 'stale previews', 'stale-count says how many there are.'),
        (0,list_output/* listOutputCut */.Y)('deleted', deleted, 'deleted previews', 'deleted-count says how many there are.'),
    ].filter((line) => line !== undefined);
    const report = {
        outputs: {
            stale: stale.json,
            'stale-count': String(stale.total),
            deleted: deleted.json,
            'deleted-count': String(deleted.total),
            kept: String(previews.length - stale.total),
        },
        ownWords: OWN_WORDS,
        jsonOutputs: JSON_OUTPUTS,
        ...(warnings.length > 0 && { warnings }),
        summary: renderSweepSummary(result),
        conclusion: `Sweep: ${headline(result)}`,
    };
    const failure = sweepFailure(result, inOrder);
    return failure ? { ...report, failure } : report;
}
function deletedOnes(previews) {
    return previews.filter((p) => p.outcome?.kind === 'deleted');
}
function sweepFailure(result, inOrder) {
    const failed = inOrder.filter((p) => p.outcome?.kind === 'failed');
    const lines = failed.map((p) => `${p.name}: ${p.outcome.message}`);
    const failedDeletes = `${failed.length} of the stale previews could not be deleted; the others were.\n${lines.join('\n')}`;
    const { stopped } = result;
    if (!stopped) {
        if (failed.length === 0)
            return undefined;
        return { title: 'Sweep: some deletes failed', message: failedDeletes };
    }
    const title = `Sweep ${stopped.kind === 'cancelled' ? 'cancelled' : 'timed out'}`;
    const message = [stopped.message, ...stopNotes(result, inOrder)].join(' ');
    return { title, message: failed.length > 0 ? `${message}\n${failedDeletes}` : message };
}
/** What the deletes came to before the stop: those done, the one on its way, those not sent. */
function stopNotes(result, inOrder) {
    const { stopped, settings } = result;
    if (settings.dryRun || !stopped)
        return [];
    const deleted = deletedOnes(inOrder);
    const notes = [
        deleted.length === 0
            ? 'No stale preview was deleted before the stop.'
            : `${deleted.length} stale ${deleted.length === 1 ? 'preview was' : 'previews were'} deleted before the stop: ${names(deleted)}.`,
    ];
    for (const preview of inOrder.filter((p) => p.outcome?.kind === 'in-flight')) {
        const pattern = settings.environmentPattern;
        const environment = pattern
            ? `, so its GitHub environment \`${(0,name_pattern/* nameFor */.Fe)(pattern, preview.number)}\` was left as it was`
            : '';
        notes.push(`The delete of ${preview.name} (${preview.id}) was on its way: whether the service carried it out is not known${environment}.`);
    }
    const notSent = inOrder.filter((p) => p.outcome?.kind === 'not-sent');
    if (notSent.length > 0) {
        notes.push(`${notSent.length} stale ${notSent.length === 1 ? 'preview was' : 'previews were'} not deleted: ${names(notSent)}; the next run deletes them.`);
    }
    return notes;
}
function names(previews) {
    return someNames(previews.map((p) => p.name));
}

;// CONCATENATED MODULE: ./src/sweep/staleness.ts


/**
 * The one rule of the sweep. A closed or merged pull request's preview is stale. An open one's
 * is kept, unless `max-idle` is set and its latest revision is older than that. A pull request
 * GitHub does not know (404) is stale only by the same idle rule. When GitHub could not say,
 * or the idle time could not be read where it decides, the preview is kept: a delete is never
 * made on a guess. A sweep with no token asks about no pull request: idle time alone judges.
 */
function judge(pullRequest, idleMs, maxIdleMs) {
    switch (pullRequest.kind) {
        case 'merged':
            return { stale: true, reason: 'the pull request is merged' };
        case 'closed':
            return { stale: true, reason: 'the pull request is closed' };
        case 'unknown':
            return { stale: false, reason: "GitHub did not say the pull request's state" };
        case 'open':
            return byIdleTime('the pull request is open', idleMs, maxIdleMs);
        case 'not-found':
            return byIdleTime('GitHub has no such pull request', idleMs, maxIdleMs);
        case 'not-asked':
            return byIdleTime(`no ${(0,wording/* words */.aL)().input('github-token')} to ask about its pull request`, idleMs, maxIdleMs);
    }
}
function byIdleTime(situation, idleMs, maxIdleMs) {
    if (maxIdleMs === undefined)
        return { stale: false, reason: `${situation}, and ${(0,wording/* words */.aL)().input('max-idle')} is not set` };
    const limit = (0,parse_duration/* formatLongDuration */.M5)(maxIdleMs);
    if (idleMs === undefined) {
        return { stale: false, reason: `${situation}, and its idle time is unknown` };
    }
    if (idleMs > maxIdleMs)
        return { stale: true, reason: `${situation}, idle longer than ${limit}` };
    return { stale: false, reason: `${situation}, not idle longer than ${limit}` };
}
/**
 * The stale previews this run deletes, and those left for the next run: the longest idle
 * first, at most `maxDeletes`. A preview whose idle time is unknown comes after every one
 * whose is known; ties go to the older pull request (the smaller number), so the order is
 * the same from run to run.
 */
function deleteOrder(stale, maxDeletes) {
    const ordered = [...stale].sort((a, b) => (b.idleMs ?? Number.NEGATIVE_INFINITY) - (a.idleMs ?? Number.NEGATIVE_INFINITY) ||
        a.number - b.number);
    return { now: ordered.slice(0, maxDeletes), later: ordered.slice(maxDeletes) };
}

;// CONCATENATED MODULE: ./src/sweep/stop-grace.ts
/**
 * How long the work that tidies up after deletes (marking GitHub environments inactive) may go
 * on once the step was stopped. On a cancel the runner sends SIGINT, then SIGTERM 7.5 s later,
 * then kills the process 2.5 s after that: this leaves the step time to write its outputs and
 * summary before the SIGTERM.
 */
const STOP_GRACE_MS = 5_000;
/**
 * A signal for work that should still be done after the step stopped, but not for long: it
 * does not abort while the step runs, aborts `graceMs` after a cancel or the time-out, and
 * aborts at once when the runner signals again (SIGINT or SIGTERM) after the stop: the step
 * clock's stop signals tell it.
 */
function graceAfterStop(stepClock, graceMs = STOP_GRACE_MS) {
    const controller = new AbortController();
    let timer;
    let stopListening = () => { };
    const end = () => {
        stopListening();
        controller.abort();
    };
    const start = () => {
        timer = setTimeout(end, graceMs);
        // Added while the first signal is told, this hears only the next one.
        stopListening = stepClock.stops.listen(end);
    };
    const stepSignal = stepClock.signal;
    if (stepSignal.aborted)
        start();
    else
        stepSignal.addEventListener('abort', start, { once: true });
    return {
        signal: controller.signal,
        dispose() {
            clearTimeout(timer);
            stepSignal.removeEventListener('abort', start);
            stopListening();
        },
    };
}

;// CONCATENATED MODULE: ./src/sweep/main.ts














/** A sweep reads every preview and asks GitHub about each, one at a time: hundreds take minutes. */
const SWEEP_TIMEOUT_MS = 30 * 60_000;
function run(runtime = new github_runtime/* GitHubRuntime */.m()) {
    return (0,action_step/* runAction */.C)({
        noun: 'Sweep',
        readInputs: inputs/* readSweepSettings */.y,
        timeoutMs: () => SWEEP_TIMEOUT_MS,
        work: sweep,
        failedOutputs: NOTHING_SWEPT,
        ownWords: OWN_WORDS,
    }, runtime);
}
/**
 * Lists every deployment whose name matches the pattern, judges each by its pull request and
 * idle time, and deletes the stale ones, the longest idle first, up to max-deletes. A delete
 * that fails is reported and the others go on; the step then fails. A stop (cancel, time-out)
 * before the deletes ends the step as any stop does; once they began, what was deleted is
 * reported, and the deleted previews' environments are still marked while the stop allows.
 */
async function sweep(settings, context) {
    const step = (0,step_client/* stepContext */.e)(context, settings.connection);
    const { stepClock, signal, log, warn } = step;
    const run = (0,run_context/* runContextOf */.kv)(context.runtime.environment.facts);
    const { found, scanned, cut } = await listPreviews(step, settings.namePattern);
    const listCut = cut && (0,client_pages/* describeListCut */.W)(cut, 'the deployments', scanned);
    if (listCut)
        warn(listCut);
    log(`${found.length} of ${scanned} deployments listed match the name pattern.`);
    const previews = await judgePreviews(step, found, settings, run);
    // Stopped while judging: nothing was deleted, and the step ends as any stop does.
    signal.throwIfAborted();
    for (const preview of previews) {
        log(`${preview.name}: ${preview.stale ? 'stale' : 'kept'}, ${preview.reason}.`);
    }
    const stale = previews.filter((preview) => preview.stale);
    const { now, later } = deleteOrder(stale, settings.maxDeletes);
    for (const preview of later)
        preview.outcome = { kind: 'later' };
    if (settings.dryRun) {
        for (const preview of now)
            preview.outcome = { kind: 'would-delete' };
    }
    else {
        await deletePreviews(step, now, settings);
        if (settings.environmentPattern && settings.token) {
            const github = { token: settings.token, run };
            await markWithinGrace(step, now, settings.environmentPattern, github);
        }
    }
    const stopped = stepClock.stopped;
    return sweepReport({
        previews,
        scanned,
        settings,
        ...(run && { repositoryUrl: repositoryUrl(run) }),
        ...(listCut && { listCut }),
        ...(stopped && { stopped }),
    });
}
/**
 * The environments of the deleted previews, marked inactive: to the end while the step runs,
 * and for STOP_GRACE_MS at most once it stops (a second signal ends that at once).
 */
async function markWithinGrace({ stepClock, warn }, previews, pattern, github) {
    const grace = graceAfterStop(stepClock);
    try {
        await markInactive(previews, {
            pattern,
            ...github,
            warn,
            signal: grace.signal,
            stopWords: () => stopWords(stepClock.stopped),
        });
    }
    finally {
        grace.dispose();
    }
}
/** Every deployment whose name is the pattern with a pull request's number in it. */
function listPreviews({ client, signal }, pattern) {
    const filter = (0,name_pattern/* fixedPart */.sL)(pattern);
    const pages = (0,client_pages/* everyPage */.Lu)((query) => client.listDeployments({ ...query, ...(filter && { name_contains: filter }) }, { signal }));
    return (0,client_pages/* everyMatch */.tM)(pages, (deployment) => (0,name_pattern/* numberIn */.Po)(pattern, deployment.name ?? '') !== undefined);
}
/** Each preview with its pull request's state, its idle time, and whether it is stale. */
async function judgePreviews({ client, signal, warn }, found, settings, run) {
    if (found.length === 0)
        return [];
    const idle = [];
    for (const deployment of found)
        idle.push(await idleSince(client, deployment, signal));
    const numbers = found.map((deployment) => (0,name_pattern/* numberIn */.Po)(settings.namePattern, deployment.name ?? ''));
    const states = await pullRequestStates(numbers, settings.token, {
        warn,
        signal,
        run,
    });
    const at = Date.now();
    return found.map((deployment, index) => {
        const number = numbers[index];
        const since = idle[index];
        const idleMs = 'since' in since ? Math.max(0, at - since.since) : undefined;
        const pullRequest = states
            ? (states.get(number) ?? { kind: 'unknown' })
            : { kind: 'not-asked' };
        return {
            name: deployment.name ?? '',
            id: deployment.id,
            number,
            pullRequest: pullRequest.kind,
            idleMs,
            ...('unknown' in since && { idleUnknown: since.unknown }),
            ...judge(pullRequest, idleMs, settings.maxIdleMs),
        };
    });
}
/**
 * What GitHub says of each pull request, or undefined when there is no token to ask with (a
 * sweep outside GitHub). Octokit loads only for a sweep that has previews to ask GitHub about.
 */
async function pullRequestStates(numbers, token, options) {
    if (!token)
        return undefined;
    const { readPullRequestStates } = await __webpack_require__.e(/* import() */ 179).then(__webpack_require__.bind(__webpack_require__, 179));
    return readPullRequestStates([...new Set(numbers)], { token, ...options });
}


/***/ }),

/***/ 7302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Fe: () => (/* binding */ nameFor),
/* harmony export */   Kx: () => (/* binding */ PLACEHOLDER),
/* harmony export */   Po: () => (/* binding */ numberIn),
/* harmony export */   sL: () => (/* binding */ fixedPart)
/* harmony export */ });
/** The placeholder a pattern holds once: where the pull request's number goes. */
const PLACEHOLDER = '{number}';
/** GitHub numbers issues and pull requests with 32-bit integers. */
const MAX_PULL_REQUEST_NUMBER = 2_147_483_647;
/** `1`, `7`, `120`: no sign, no leading zero, nothing else. */
const NUMBER = /^[1-9][0-9]*$/;
/** The pattern in `text`, or why it is not one (for the message naming the input). */
function parsePattern(text) {
    const parts = text.split(PLACEHOLDER);
    if (parts.length !== 2) {
        return {
            problem: parts.length === 1
                ? `must hold ${PLACEHOLDER} where the pull request's number goes, as in agent-pr-${PLACEHOLDER}`
                : `must hold ${PLACEHOLDER} once, not ${parts.length - 1} times`,
        };
    }
    const [before = '', after = ''] = parts;
    if (/[\p{Cc}]/u.test(text))
        return { problem: 'must be one line without control characters' };
    return { before, after };
}
/**
 * The pull request number `name` stands for, or undefined when it does not match the pattern
 * exactly: with the pattern `agent-pr-{number}`, `agent-pr-7` is 7, while `agent-pr-07`,
 * `agent-pr-7x`, `agent-pr-7-old` and `other-agent-pr-7` are no match.
 */
function numberIn(pattern, name) {
    const { before, after } = pattern;
    if (name.length <= before.length + after.length)
        return undefined;
    if (!name.startsWith(before) || !name.endsWith(after))
        return undefined;
    const digits = name.slice(before.length, name.length - after.length);
    if (!NUMBER.test(digits))
        return undefined;
    const number = Number(digits);
    return number <= MAX_PULL_REQUEST_NUMBER ? number : undefined;
}
/** The pattern with the number put in: the name (or environment) of that pull request's preview. */
function nameFor(pattern, number) {
    return `${pattern.before}${number}${pattern.after}`;
}
/**
 * The longest fixed part of the pattern, for the list's substring filter (`name_contains`):
 * every name that matches holds it, so the filter only saves pages, and names are still
 * compared here. Empty (no filter) for a pattern that is only `{number}`.
 */
function fixedPart(pattern) {
    return pattern.before.length >= pattern.after.length ? pattern.before : pattern.after;
}


/***/ })

};
