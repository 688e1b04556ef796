export const id = 857;
export const ids = [857];
export const modules = {

/***/ 5857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareGate: () => (/* binding */ prepareGate)
});

// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/inputs.ts
var inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/common/step-control.ts
var step_control = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/evaluation/eval-inputs.ts
var eval_inputs = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/evaluation/langsmith-fetch.ts
var langsmith_fetch = __webpack_require__(3504);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/evaluation/examples.ts

/** More examples than this is a benchmark, not a gate on a deploy. */
const MAX_EXAMPLES = 5000;
/** The most of a dataset read, counted as it is read (a file's size is not trusted). */
const MAX_DATASET_BYTES = 20 * 1024 * 1024;
/** A problem of eval-dataset, as every input's problem is told. */
function datasetProblem(message) {
    return new inputs/* InputError */.dz([{ input: 'eval-dataset', message }]);
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * An example in LangSmith's shape, or what is wrong with it: `inputs` an object; `outputs` and
 * `metadata` objects when present (null is read as absent, as an export writes them); `id` text.
 */
function checkExample(value, where) {
    if (!isObject(value))
        return 'must be a JSON object with inputs';
    const { inputs, outputs, metadata, id } = value;
    if (inputs === undefined)
        return 'has no inputs (the object the run gets)';
    if (!isObject(inputs))
        return 'has inputs that are not a JSON object';
    if (outputs != null && !isObject(outputs)) {
        return 'has outputs that are not a JSON object (the reference the evaluators see)';
    }
    if (metadata != null && !isObject(metadata))
        return 'has metadata that is not a JSON object';
    if (id != null && (typeof id !== 'string' || id.length > 256)) {
        return 'has an id that is not text of at most 256 characters';
    }
    return {
        where,
        inputs,
        ...(outputs != null && { outputs }),
        ...(metadata != null && { metadata }),
        ...(typeof id === 'string' && { id }),
    };
}
/** The problem of a dataset that holds no example, or more than MAX_EXAMPLES. */
function countProblem(count) {
    if (count === 0)
        return 'holds no example';
    if (count > MAX_EXAMPLES)
        return `holds more than ${MAX_EXAMPLES} examples, the most read`;
    return undefined;
}
/** `1048576` → `1 MB`: a bound in a message. */
function megabytes(bytes) {
    return `${Math.round(bytes / 1024 / 1024)} MB`;
}

;// CONCATENATED MODULE: ./src/evaluation/builtin-evaluators.ts


/** Every key of the reference equals the same key of the outputs (deep equality). */
function exact({ outputs, referenceOutputs }) {
    const differing = Object.keys(referenceOutputs ?? {}).filter((key) => !(0,external_node_util_.isDeepStrictEqual)(outputs?.[key], referenceOutputs?.[key]));
    return differing.length === 0
        ? { key: 'exact', score: 1 }
        : { key: 'exact', score: 0, comment: `differs in ${differing.join(', ')}` };
}
/**
 * Each text of the reference appears in the same key of the outputs, or in the last message's
 * content when the outputs hold `messages` (what a chat graph answers with).
 */
function contains({ outputs, referenceOutputs }) {
    const lastMessage = lastMessageText(outputs?.messages);
    const missing = Object.entries(referenceOutputs ?? {})
        .filter((entry) => typeof entry[1] === 'string')
        .filter(([key, text]) => !textOf(outputs?.[key]).includes(text) && !lastMessage.includes(text))
        .map(([key]) => key);
    return missing.length === 0
        ? { key: 'contains', score: 1 }
        : { key: 'contains', score: 0, comment: `does not hold the text of ${missing.join(', ')}` };
}
const BUILTINS = {
    exact,
    contains,
};
function textOf(value) {
    if (value === undefined)
        return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** The last message's text: its `content` (a string, or text blocks), as LangChain writes it. */
function lastMessageText(messages) {
    if (!Array.isArray(messages) || messages.length === 0)
        return '';
    const last = messages.at(-1);
    const content = last?.content ?? last?.kwargs?.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    return content
        .map((block) => (typeof block === 'string' ? block : block?.text))
        .filter((text) => typeof text === 'string')
        .join('');
}
/** Why `example` gives a built-in nothing to compare, or undefined. */
function referenceProblem(name, example) {
    const reference = Object.values(example.outputs ?? {});
    if (reference.length === 0)
        return `has no outputs, the reference ${name} compares with`;
    if (name === 'contains' && !reference.some((value) => typeof value === 'string')) {
        return 'has no text in its outputs for contains to look for';
    }
    return undefined;
}
/**
 * Every example gives each built-in named something to compare, found before anything is sent:
 * an empty reference would pass `exact` on any answer.
 */
function checkReferences(builtins, dataset) {
    for (const example of dataset.examples) {
        for (const name of builtins) {
            const problem = referenceProblem(name, example);
            if (problem)
                throw datasetProblem(`${example.where}: ${problem}`);
        }
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/common/bounded-json.ts
var bounded_json = __webpack_require__(7835);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/evaluation/workspace-file.ts


/**
 * A file of the checkout, as a path input names it: its real path, which must lie inside the
 * workspace (a symlink that leads out is refused), and a file. `problem` words the error for
 * the input.
 */
async function workspaceFile(path, workspace, problem) {
    const [real, realWorkspace] = await Promise.all([
        (0,promises_.realpath)((0,external_node_path_.resolve)(workspace, path)).catch(() => undefined),
        (0,promises_.realpath)(workspace).catch(() => (0,external_node_path_.resolve)(workspace)),
    ]);
    const got = path.length <= 80 ? ` (${JSON.stringify(path)})` : '';
    const isFile = real
        ? await (0,promises_.stat)(real).then((found) => found.isFile(), () => false)
        : false;
    if (!real || !isFile)
        throw problem(`is not a file in the workspace${got}`);
    const inside = (0,external_node_path_.relative)(realWorkspace, real);
    if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        throw problem(`leads out of the workspace through a symlink${got}`);
    }
    return real;
}

;// CONCATENATED MODULE: ./src/evaluation/dataset-file.ts




/**
 * Reads eval-dataset's file: JSON Lines (one example a line) or a JSON array of examples. Every
 * problem names the line; at most MAX_DATASET_BYTES are read, counted as they are read.
 */
async function readDatasetFile(path, workspace, signal) {
    const file = await workspaceFile(path, workspace, datasetProblem);
    const text = await readBounded(file, signal);
    const examples = /^\s*\[/.test(text) ? readJsonArray(text) : readJsonLines(text);
    const count = countProblem(examples.length);
    if (count)
        throw datasetProblem(count);
    return { label: path, examples };
}
async function readBounded(file, signal) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        if (!(await handle.stat()).isFile())
            throw datasetProblem('is not a file');
        const chunks = [];
        let total = 0;
        for (;;) {
            signal?.throwIfAborted();
            const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(1 << 20) });
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > MAX_DATASET_BYTES) {
                throw datasetProblem(`is larger than ${megabytes(MAX_DATASET_BYTES)}, the most read`);
            }
            chunks.push(buffer.subarray(0, bytesRead));
        }
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
        }
        catch {
            throw datasetProblem('is not UTF-8 text');
        }
    }
    finally {
        await handle.close();
    }
}
function readJsonLines(text) {
    const examples = [];
    for (const [index, line] of text.split('\n').entries()) {
        if (line.trim() === '')
            continue;
        const where = `line ${index + 1}`;
        const parsed = (0,bounded_json/* parseBoundedJson */.Rj)(line);
        if (parsed.kind !== 'json')
            throw datasetProblem(`${where}: is ${(0,bounded_json/* unusableJson */.kv)(parsed)}`);
        examples.push(example(parsed.value, where));
        if (examples.length > MAX_EXAMPLES)
            break;
    }
    return examples;
}
function readJsonArray(text) {
    const parsed = (0,bounded_json/* parseBoundedJson */.Rj)(text);
    if (parsed.kind !== 'json') {
        const where = parsed.kind === 'not-json' ? jsonErrorLine(text) : '';
        throw datasetProblem(`is ${(0,bounded_json/* unusableJson */.kv)(parsed)}${where}`);
    }
    if (!Array.isArray(parsed.value))
        throw datasetProblem('must be a JSON array of examples');
    const count = countProblem(parsed.value.length);
    if (count)
        throw datasetProblem(count);
    const lines = itemLines(text);
    return parsed.value.map((item, index) => example(item, `item ${index + 1} (line ${lines[index] ?? '?'})`));
}
function example(value, where) {
    const checked = checkExample(value, where);
    if (typeof checked === 'string')
        throw datasetProblem(`${where}: ${checked}`);
    return checked;
}
/** ` (line 3)`: where JSON.parse stopped, as a line of the file. */
function jsonErrorLine(text) {
    try {
        JSON.parse(text);
    }
    catch (error) {
        const at = /at position (\d+)/.exec(error.message);
        if (at)
            return ` (line ${lineAt(text, Number(at[1]))})`;
        return ' (it ends too soon)';
    }
    return '';
}
function lineAt(text, position) {
    let line = 1;
    for (let i = 0; i < position && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/** The line each item of a JSON array (valid JSON) starts on. */
function itemLines(text) {
    const lines = [];
    let [depth, line, inString, expectItem] = [0, 1, false, false];
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === '\n')
            line++;
        if (inString) {
            if (char === '\\')
                i++;
            else if (char === '"')
                inString = false;
            continue;
        }
        if (/\s/.test(char))
            continue;
        if (depth === 1 && expectItem && char !== ']') {
            lines.push(line);
            expectItem = false;
        }
        if (char === '"')
            inString = true;
        else if (char === '[' || char === '{') {
            depth++;
            if (depth === 1)
                expectItem = true;
        }
        else if (char === ']' || char === '}')
            depth--;
        else if (char === ',' && depth === 1)
            expectItem = true;
    }
    return lines;
}

// EXTERNAL MODULE: ./src/evaluation/langsmith-errors.ts
var langsmith_errors = __webpack_require__(2869);
;// CONCATENATED MODULE: ./src/evaluation/dataset-langsmith.ts



/**
 * Reads `langsmith:<name>[@<tag>]` through the official client, each example checked as a
 * file's is, before anything is sent. A dataset or tag LangSmith does not know is bad input;
 * LangSmith failing to answer is the service's trouble, with its detail.
 */
async function readLangSmithExamples(source, connection, signal) {
    const label = `langsmith:${source.name}${source.versionTag ? `@${source.versionTag}` : ''}`;
    const { readLangSmithDataset } = await Promise.all(/* import() */[__webpack_require__.e(395), __webpack_require__.e(159)]).then(__webpack_require__.bind(__webpack_require__, 159));
    const examples = [];
    let datasetId;
    try {
        const read = await readLangSmithDataset(connection, source.name, source.versionTag);
        datasetId = read.datasetId;
        let bytes = 0;
        for await (const raw of read.examples) {
            signal?.throwIfAborted();
            bytes += Buffer.byteLength(JSON.stringify(raw));
            if (bytes > MAX_DATASET_BYTES) {
                throw datasetProblem(`is larger than ${megabytes(MAX_DATASET_BYTES)}, the most read`);
            }
            examples.push(fromLangSmith(raw, examples.length + 1));
            if (examples.length > MAX_EXAMPLES)
                break;
        }
    }
    catch (error) {
        throw unread(error, source, connection.endpoint, signal);
    }
    const count = countProblem(examples.length);
    if (count)
        throw datasetProblem(count);
    return { label, examples, langSmithId: datasetId };
}
function fromLangSmith(raw, number) {
    const where = `example ${number}`;
    const checked = checkExample(raw, where);
    if (typeof checked === 'string')
        throw datasetProblem(`${where}: ${checked}`);
    const { created_at, modified_at } = raw;
    return {
        ...checked,
        ...(typeof created_at === 'string' && { createdAt: created_at }),
        ...(typeof modified_at === 'string' && { modifiedAt: modified_at }),
    };
}
function unread(error, source, endpoint, signal) {
    if (signal?.aborted)
        return signal.reason;
    if (error instanceof step_control/* StepFailure */.pH)
        return error;
    const message = error instanceof Error ? error.message : '';
    if (/^Dataset\[.*\] not found$/.test(message)) {
        return datasetProblem(`names a dataset LangSmith does not have (${endpoint})`);
    }
    const trouble = (0,langsmith_errors/* langSmithTrouble */.t)(error);
    if (trouble.kind === 'status' && trouble.status === 404 && source.versionTag) {
        return datasetProblem(`names the version tag ${JSON.stringify(source.versionTag)}, which LangSmith does not have: ${trouble.detail}`);
    }
    return new step_control/* StepFailure */.pH(`eval-dataset could not be read from LangSmith (${endpoint}): ${(0,langsmith_errors/* describeTrouble */.L)(trouble)}`);
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/evaluation/evaluator-modules.ts
var __rewriteRelativeImportExtension = (undefined && undefined.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};




const MAX_MODULE_EVALUATORS = 20;
function evaluatorsProblem(message) {
    return new inputs/* InputError */.dz([{ input: 'eval-evaluators', message }]);
}
/**
 * The evaluators eval-evaluators names, each found and loaded before anything is sent: a built-in
 * by its name; a module by its path in the checkout (inside the workspace), imported, its default
 * export an evaluator or an array of them. Importing runs the checkout's code, as the step's
 * own scripts do.
 */
async function loadEvaluators(specs, workspace) {
    const loaded = [];
    for (const spec of specs) {
        if (spec.kind === 'builtin') {
            loaded.push({ label: spec.name, evaluate: BUILTINS[spec.name] });
        }
        else {
            loaded.push(...(await loadModule(spec.path, spec.line, workspace)));
        }
    }
    return loaded;
}
async function loadModule(path, line, workspace) {
    const problem = (message) => evaluatorsProblem(`line ${line}: ${message}`);
    const file = await workspaceFile(path, workspace, problem);
    let exported;
    try {
        const module = (await import(__rewriteRelativeImportExtension(/* webpackIgnore: true */ (0,external_node_url_.pathToFileURL)(file).href)));
        exported = module.default;
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw problem(`${path} could not be loaded: ${why.split('\n')[0]?.slice(0, 300)}`);
    }
    const functions = Array.isArray(exported) ? exported : [exported];
    const shape = 'needs a default export that is an evaluator (a function) or an array of them, such as export default ({ outputs, referenceOutputs }) => ({ key: "correct", score: 1 })';
    if (functions.length === 0 || !functions.every((item) => typeof item === 'function')) {
        throw problem(`${path} ${shape}`);
    }
    if (functions.length > MAX_MODULE_EVALUATORS) {
        throw problem(`${path} exports ${functions.length} evaluators; at most ${MAX_MODULE_EVALUATORS} are run`);
    }
    return functions.map((evaluate, index) => ({
        label: Array.isArray(exported) ? `${path}[${index}]` : path,
        evaluate: evaluate,
    }));
}

;// CONCATENATED MODULE: ./src/evaluation/prepare-evaluation.ts




/**
 * Everything the gate needs before anything is sent: the dataset read and checked, each
 * evaluator found and loaded, each example giving the built-ins a reference. Each problem is
 * an InputError naming its input; LangSmith failing to answer a dataset read is a StepFailure.
 */
async function prepareEvaluation(settings, context) {
    const langSmith = langSmithConnection(settings, context);
    const source = settings.evalDataset;
    const [dataset, evaluators] = await Promise.all([
        source.kind === 'file'
            ? readDatasetFile(source.path, context.workspace, context.signal)
            : readLangSmithExamples(source, requireConnection(langSmith), context.signal),
        loadEvaluators(settings.evalEvaluators, context.workspace),
    ]);
    const builtins = settings.evalEvaluators.flatMap((spec) => spec.kind === 'builtin' ? [spec.name] : []);
    checkReferences(builtins, dataset);
    return { settings, dataset, evaluators, ...(langSmith && { langSmith }) };
}
function langSmithConnection(settings, context) {
    const needed = settings.evalDataset.kind === 'langsmith' || settings.evalUpload;
    if (!needed || !context.apiKey)
        return undefined;
    return {
        endpoint: settings.langsmithEndpoint,
        apiKey: context.apiKey,
        ...(context.tenantId && { workspaceId: context.tenantId }),
        ...(context.fetch && { fetch: context.fetch }),
    };
}
/** evalProblems has refused a LangSmith dataset without api-key; this is its promise kept. */
function requireConnection(connection) {
    if (!connection)
        throw new Error('a LangSmith dataset is read with api-key (see evalProblems)');
    return connection;
}

;// CONCATENATED MODULE: ./src/deployment-evaluation/prepare-gate.ts






/**
 * Reads eval-dataset and loads the evaluators, before anything is sent; undefined when the gate
 * is off. Each problem of the inputs is an InputError naming its input.
 */
async function prepareGate(settings, workspace, signal) {
    const { apiKey, tenantId } = settings.connection ?? {};
    if (!(0,eval_inputs/* isGateOn */.df)(settings))
        return undefined;
    const prepare = (send) => prepareEvaluation(settings, {
        workspace,
        signal,
        ...(apiKey && { apiKey }),
        ...(tenantId && { tenantId }),
        ...(send && { fetch: send }),
    });
    try {
        const fromLangSmith = settings.evalDataset.kind === 'langsmith';
        return {
            plan: await (fromLangSmith ? (0,langsmith_fetch/* withLangSmithFetch */.G)(proxy_agent/* createProxyAwareAgent */.K, prepare) : prepare()),
        };
    }
    catch (error) {
        if (error instanceof inputs/* InputError */.dz || signal.aborted || !(error instanceof step_control/* StepFailure */.pH)) {
            throw error;
        }
        return { trouble: error };
    }
}


/***/ })

};
