export const id = 159;
export const ids = [159];
export const modules = {

/***/ 159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readLangSmithDataset: () => (/* binding */ readLangSmithDataset),
  runExperiment: () => (/* binding */ runExperiment)
});

// EXTERNAL MODULE: ./node_modules/langsmith/index.mjs
var langsmith = __webpack_require__(1497);
// EXTERNAL MODULE: ./node_modules/langsmith/evaluation.mjs + 8 modules
var evaluation = __webpack_require__(4883);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/evaluation/console-route.ts

/*
 * LangSmith's evaluate() writes to the console as it goes: "Starting evaluation of experiment",
 * a link, "Error running target function: …" with a stack, an evaluator's error. On a runner
 * the console is the step's log, where a line is read for workflow commands and no secret is
 * starred out by this action. So while an evaluation runs, the console's lines go to a sink of
 * the caller's (its debug log, which words each line as data) instead. The action itself never
 * writes to the console (its runtime writes the log), so nothing else is caught.
 */
const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'];
/** The sinks of the evaluations running; the newest takes the lines. */
const sinks = [];
let saved;
let routing = false;
/** Runs `work` with every console line it writes given to `sink`, one call per line. */
async function withConsoleRouted(sink, work) {
    if (sinks.length === 0) {
        const kept = {};
        for (const method of METHODS) {
            kept[method] = console[method];
            console[method] = (...args) => {
                // A sink that writes to the console itself reaches the console as it was.
                if (routing)
                    kept[method](...args);
                else
                    route((0,external_node_util_.format)(...args));
            };
        }
        saved = kept;
    }
    sinks.push(sink);
    try {
        return await work();
    }
    finally {
        sinks.splice(sinks.lastIndexOf(sink), 1);
        if (sinks.length === 0 && saved) {
            Object.assign(console, saved);
            saved = undefined;
        }
    }
}
function route(text) {
    const sink = sinks.at(-1);
    if (!sink)
        return;
    routing = true;
    try {
        for (const line of text.split(/\r?\n/))
            if (line.trim() !== '')
                sink(line);
    }
    finally {
        routing = false;
    }
}

;// CONCATENATED MODULE: ./src/evaluation/langsmith-run.ts



const refuseRequests = () => Promise.reject(new Error('no request is sent to LangSmith while eval-upload is off'));
function langSmithClient(connection) {
    return new langsmith/* Client */.Kj({
        apiUrl: connection.endpoint,
        apiKey: connection.apiKey,
        ...(connection.workspaceId && { workspaceId: connection.workspaceId }),
        ...(connection.fetch && { fetchImplementation: connection.fetch }),
    });
}
/** Runs the experiment with LangSmith's evaluate(); offline unless `upload` is given. */
async function runExperiment(spec) {
    const { upload } = spec;
    // Offline, the client is given no key and a fetch that refuses: nothing can leave, whatever
    // LANGSMITH_TRACING and the other LANGSMITH_* variables say.
    const client = upload
        ? langSmithClient(upload.connection)
        : new langsmith/* Client */.Kj({
            apiKey: 'offline',
            apiUrl: 'http://127.0.0.1:9',
            fetchImplementation: refuseRequests,
        });
    return withConsoleRouted(spec.log, async () => {
        const results = await (0,evaluation/* evaluate */._3)(spec.target, {
            data: spec.examples.map((example) => ({ ...example, runs: [] })),
            evaluators: spec.evaluators,
            client,
            maxConcurrency: spec.maxConcurrency,
            numRepetitions: spec.numRepetitions,
            uploadRuns: Boolean(upload),
            ...(upload && {
                experimentPrefix: upload.experimentPrefix,
                metadata: upload.metadata,
                ...(upload.description && { description: upload.description }),
            }),
        });
        const rows = results.results.map(({ run }) => ({
            runId: run.id,
            ...(run.outputs && { outputs: run.outputs }),
            ...(typeof run.error === 'string' && { error: run.error }),
        }));
        if (!upload)
            return { rows };
        const experimentName = results.experimentName;
        const url = await experimentUrl(client, experimentName).catch((error) => {
            spec.log(`The experiment's URL could not be read: ${error.message}`);
            return undefined;
        });
        return { rows, experimentName, ...(url && { experimentUrl: url }) };
    });
}
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** LangSmith's web host (from langsmith-endpoint), then ids: nothing that could end a link. */
const COMPARE_URL = new RegExp(`^https?://[A-Za-z0-9.-]+(?::\\d+)?(?:/[\\w.~-]+)*/o/${UUID}/datasets/${UUID}/compare$`, 'i');
/**
 * The experiment's page, as evaluate() prints it: the dataset's compare view with the
 * experiment selected. Built from ids LangSmith sent, each checked; undefined when one is not.
 */
async function experimentUrl(client, name) {
    const project = await client.readProject({ projectName: name });
    const datasetId = project.reference_dataset_id;
    if (!datasetId || !new RegExp(`^${UUID}$`, 'i').test(project.id))
        return undefined;
    const compare = `${await client.getDatasetUrl({ datasetId })}/compare`;
    return COMPARE_URL.test(compare) ? `${compare}?selectedSessions=${project.id}` : undefined;
}
/** Reads a dataset by name, at a version tag when given, through the official client. */
async function readLangSmithDataset(connection, name, versionTag) {
    const client = langSmithClient(connection);
    const dataset = await client.readDataset({ datasetName: name });
    return {
        datasetId: dataset.id,
        examples: client.listExamples({
            datasetId: dataset.id,
            ...(versionTag && { asOf: versionTag }),
        }),
    };
}


/***/ })

};
