export const id = 3;
export const ids = [3];
export const modules = {

/***/ 3003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkSourceInputs: () => (/* binding */ checkSourceInputs),
  shipSource: () => (/* binding */ shipSource)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/source/config-path.ts
var config_path = __webpack_require__(2971);
// EXTERNAL MODULE: ./src/source/ignore-rules.ts
var ignore_rules = __webpack_require__(4185);
;// CONCATENATED MODULE: ./src/source/json-position.ts
/**
 * Where JSON text stops being valid, as a line and a column (both from 1), for a message a
 * person can act on. JSON.parse's own messages give a position only for some mistakes and in
 * words that change between Node versions; this scanner follows RFC 8259 and is run only on
 * text JSON.parse refused.
 */
function jsonErrorPosition(text) {
    const offset = firstBadOffset(text);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}
class Stop {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}
function firstBadOffset(text) {
    let at = 0;
    const fail = () => {
        throw new Stop(at);
    };
    const space = () => {
        while (at < text.length && ' \t\n\r'.includes(text[at]))
            at++;
    };
    const expect = (char) => (text[at] === char ? at++ : fail());
    const string = () => {
        expect('"');
        while (text[at] !== '"') {
            const char = text[at];
            if (char === undefined || char < ' ')
                fail();
            if (char === '\\') {
                at++;
                if (text[at] === 'u') {
                    at++;
                    for (let n = 0; n < 4; n++)
                        /[0-9a-fA-F]/.test(text[at] ?? '') ? at++ : fail();
                }
                else if ('"\\/bfnrt'.includes(text[at] ?? 'x'))
                    at++;
                else
                    fail();
            }
            else
                at++;
        }
        at++;
    };
    const value = () => {
        space();
        const char = text[at];
        if (char === '{') {
            at++;
            space();
            if (text[at] === '}') {
                at++;
                return;
            }
            for (;;) {
                space();
                string();
                space();
                expect(':');
                value();
                space();
                if (text[at] === ',')
                    at++;
                else {
                    expect('}');
                    return;
                }
            }
        }
        if (char === '[') {
            at++;
            space();
            if (text[at] === ']') {
                at++;
                return;
            }
            for (;;) {
                value();
                space();
                if (text[at] === ',')
                    at++;
                else {
                    expect(']');
                    return;
                }
            }
        }
        if (char === '"') {
            string();
            return;
        }
        const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
        if (!literal)
            fail();
        at += literal[0].length;
    };
    try {
        value();
        space();
        if (at < text.length)
            fail();
    }
    catch (error) {
        // Anything else is nesting too deep for the stack: it stops where it got to.
        return error instanceof Stop ? error.offset : at;
    }
    return text.length;
}

// EXTERNAL MODULE: ./src/source/local-dependencies.ts
var local_dependencies = __webpack_require__(2646);
;// CONCATENATED MODULE: ./src/source/nearest-name.ts


/** At most this many names of a directory are compared. */
const MAX_NAMES = 1000;
/**
 * The existing file closest to the missing `file`, shown as `./path` relative to `base`, when
 * one is close enough to be a typo (`agnet.py` for `agent.py`): a file of the same directory,
 * or, when that directory is missing, of a sibling directory with a close name.
 */
async function nearestName(file, base) {
    const dir = external_node_path_default().dirname(file);
    const name = external_node_path_default().basename(file);
    const inDir = await filesIn(dir);
    let found = inDir && closest(name, inDir);
    if (inDir === undefined) {
        const parent = external_node_path_default().dirname(dir);
        const siblings = await namesIn(parent, (entry) => entry.isDirectory());
        const sibling = closest(external_node_path_default().basename(dir), siblings ?? []);
        const inSibling = sibling && (await filesIn(external_node_path_default().join(parent, sibling)));
        const match = inSibling && (inSibling.includes(name) ? name : closest(name, inSibling));
        if (sibling && match)
            found = external_node_path_default().join('..', sibling, match);
    }
    if (!found)
        return undefined;
    const relative = external_node_path_default().relative(base, external_node_path_default().join(dir, found)).split((external_node_path_default()).sep).join('/');
    return relative.startsWith('..') ? relative : `./${relative}`;
}
function filesIn(dir) {
    return namesIn(dir, (entry) => entry.isFile());
}
async function namesIn(dir, keep) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => undefined);
    return entries
        ?.slice(0, MAX_NAMES)
        .filter(keep)
        .map((entry) => entry.name);
}
/** The candidate within a typo's distance of `wanted`: at most 1 edit per 4 characters, 3 at most. */
function closest(wanted, candidates) {
    const allowed = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
    let best;
    for (const name of candidates) {
        if (name === wanted)
            continue;
        const distance = editDistance(wanted, name);
        if (distance <= allowed && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return 4;
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        rows.push([i]);
        for (let j = 1; j <= b.length; j++) {
            const row = rows[i];
            if (i === 0) {
                row.push(j);
                continue;
            }
            const above = rows[i - 1];
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, rows[i - 2]?.[j - 2] + 1);
            }
            row.push(best);
        }
    }
    return rows[a.length]?.[b.length];
}

;// CONCATENATED MODULE: ./src/source/agent-config.ts







/** What the agent config check found wrong: each problem names the graph or the entry. */
class AgentConfigProblems extends Error {
    problems;
    constructor(shown, problems) {
        super(`the agent config ${shown} fails a check before deploying: ${problems.join('; ')}`);
        this.name = 'AgentConfigProblems';
        this.problems = problems;
    }
}
/** An agent config is a small JSON file; a larger one is not read. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * Reads the agent config (`configEntry` under `sourceRoot`) and checks what a build needs from
 * it, before anything is sent: it is a JSON object; its local `dependencies` are directories of
 * the workspace; `graphs` has an entry; each entry is `<module>:<attribute>` (or an object
 * whose `path` is one), and a module part with a `/` names a file that the archive will hold,
 * inside a local dependency. Returns the local dependencies; throws AgentConfigProblems.
 */
async function checkAgentConfig(options) {
    const { sourceRoot, configEntry, workspace, shown } = options;
    const file = external_node_path_default().join(sourceRoot, configEntry);
    const config = await readConfig(file, shown);
    const configDir = external_node_path_default().dirname(file);
    const problems = [];
    if (config.dependencies !== undefined && !Array.isArray(config.dependencies)) {
        problems.push('"dependencies" is not an array');
    }
    const resolved = await (0,local_dependencies/* resolveLocalDependencies */.xz)((0,local_dependencies/* localEntries */.k1)(config.dependencies), configDir, workspace);
    problems.push(...resolved.problems);
    const graphs = config.graphs;
    const named = graphs && typeof graphs === 'object' && !Array.isArray(graphs) ? graphs : {};
    if (Object.keys(named).length === 0) {
        problems.push('"graphs" has no entry: name at least one, e.g. "graphs": {"agent": "./src/agent.py:graph"}');
    }
    const files = new GraphFiles(sourceRoot, configDir, resolved.dependencies);
    for (const [name, entry] of Object.entries(named)) {
        const problem = await files.problem(name, entry);
        if (problem)
            problems.push(problem);
    }
    if (problems.length > 0)
        throw new AgentConfigProblems(shown, problems);
    return resolved.dependencies;
}
async function readConfig(file, shown) {
    const size = (await (0,promises_.stat)(file)).size;
    if (size > MAX_CONFIG_BYTES) {
        throw new AgentConfigProblems(shown, [`it is ${size} bytes, more than an agent config holds`]);
    }
    const text = await (0,promises_.readFile)(file, 'utf8');
    let config;
    try {
        config = JSON.parse(text);
    }
    catch (error) {
        const { line, column } = jsonErrorPosition(text);
        const why = error.message.replace(/ in JSON at position.*$/, '').slice(0, 200);
        throw new AgentConfigProblems(shown, [
            `it is not valid JSON: line ${line}, column ${column}: ${why}`,
        ]);
    }
    if (!config || typeof config !== 'object' || Array.isArray(config)) {
        throw new AgentConfigProblems(shown, ['it is not a JSON object']);
    }
    return config;
}
/** A path from the config for a message: one line, bounded. */
function plain(text) {
    return text.slice(0, 200).replace(/\p{Cc}/gu, '?');
}
/** Checks graph entries' files against what the archive will hold. */
class GraphFiles {
    #rules = new Map();
    #sourceRoot;
    #configDir;
    #dependencies;
    constructor(sourceRoot, configDir, dependencies) {
        this.#sourceRoot = sourceRoot;
        this.#configDir = configDir;
        this.#dependencies = dependencies;
    }
    async problem(name, entry) {
        const graph = `graph ${JSON.stringify(name.slice(0, 100))}`;
        const spec = typeof entry === 'string'
            ? entry
            : entry &&
                typeof entry === 'object' &&
                typeof entry.path === 'string'
                ? entry.path
                : undefined;
        if (spec === undefined) {
            return `${graph} is neither a "<module>:<attribute>" string nor an object whose "path" is one`;
        }
        const shownSpec = JSON.stringify(spec.slice(0, 200));
        const colon = spec.lastIndexOf(':');
        const modulePart = spec.slice(0, Math.max(colon, 0));
        if (colon <= 0 || spec.slice(colon + 1).trim() === '' || modulePart.trim() === '') {
            return `${graph} path ${shownSpec} is not "<module>:<attribute>", e.g. "./src/agent.py:graph"`;
        }
        if (!modulePart.includes('/'))
            return undefined;
        const file = external_node_path_default().resolve(this.#configDir, modulePart);
        const inside = (dir) => dir === file || (0,local_dependencies/* contains */.gR)(dir, file);
        const packRoot = inside(this.#sourceRoot)
            ? this.#sourceRoot
            : this.#dependencies.find((dependency) => inside(dependency.dir))?.dir;
        const where = `${graph} path ${shownSpec}: ${plain(modulePart)}`;
        if (packRoot === undefined) {
            return `${where} lies outside every directory that is packed`;
        }
        const segments = external_node_path_default().relative(packRoot, file).split((external_node_path_default()).sep);
        const problem = await (0,config_path/* packedFileProblem */.M)(packRoot, segments, await this.#rulesFor(packRoot));
        if (problem?.startsWith('does not exist')) {
            const nearest = await nearestName(file, this.#configDir);
            return `${where} does not exist in the packed tree${nearest ? `; did you mean ${nearest}?` : ''}`;
        }
        if (problem)
            return `${where} ${problem}`;
        if (!this.#dependencies.some((dependency) => inside(dependency.dir))) {
            const listed = this.#dependencies.map((dependency) => JSON.stringify(plain(dependency.entry)));
            return `${where} is not inside a local directory named in "dependencies" (${listed.length > 0 ? listed.join(', ') : 'none is named'}); add its directory, e.g. "."`;
        }
        return undefined;
    }
    #rulesFor(root) {
        let rules = this.#rules.get(root);
        if (!rules) {
            rules = ignore_rules/* IgnoreRules */.w.load(root);
            this.#rules.set(root, rules);
        }
        return rules;
    }
}

// EXTERNAL MODULE: ./src/source/pack.ts + 2 modules
var pack = __webpack_require__(3101);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
// EXTERNAL MODULE: ./src/source/sizes.ts
var sizes = __webpack_require__(8495);
;// CONCATENATED MODULE: ./src/source/upload-progress.ts

/** At most one progress line this often, plus one at the end. */
const LINE_EVERY_MS = 5000;
/** Progress lines for an upload: percent sent and MB/s, paced so a fast upload stays quiet. */
class UploadProgress {
    #total;
    #log;
    #now;
    #sent = 0;
    #startedAt;
    #lastLineAt;
    constructor(total, log, now) {
        this.#total = total;
        this.#log = log;
        this.#now = now;
        this.#startedAt = now();
        this.#lastLineAt = this.#startedAt;
    }
    /** A new attempt sends from the start; the pacing of lines carries on. */
    restart() {
        this.#sent = 0;
        this.#startedAt = this.#now();
    }
    add(bytes) {
        this.#sent += bytes;
        const now = this.#now();
        if (now - this.#lastLineAt < LINE_EVERY_MS)
            return;
        this.#lastLineAt = now;
        const percent = this.#total === 0 ? 100 : Math.floor((this.#sent / this.#total) * 100);
        this.#log(`uploading the source archive: ${percent}% (${(0,sizes/* formatMegabytes */.VP)(this.#sent)} of ${(0,sizes/* formatMegabytes */.VP)(this.#total)}, ${this.#rate(now)})`);
    }
    finish() {
        const now = this.#now();
        const seconds = ((now - this.#startedAt) / 1000).toFixed(1);
        this.#log(`uploaded the source archive: ${(0,sizes/* formatMegabytes */.VP)(this.#total)} in ${seconds} s (${this.#rate(now)})`);
    }
    #rate(now) {
        const seconds = (now - this.#startedAt) / 1000;
        return seconds <= 0 ? '— MB/s' : `${(this.#sent / sizes/* MEGABYTE */.pg / seconds).toFixed(1)} MB/s`;
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/source/upload-target.ts


/** How much of the storage host's answer an error message repeats. */
const MAX_ANSWER_CHARS = 300;
/**
 * Parses the signed upload URL and checks it may carry the archive: https, or plain http only
 * to this machine (a local emulator or test sink). Messages never repeat the URL's query
 * string: it holds the signature.
 */
function checkUploadUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new Error('the upload URL the service returned is not a valid URL');
    }
    if (parsed.protocol === 'https:')
        return parsed;
    if (parsed.protocol === 'http:' && isLoopback(parsed.hostname))
        return parsed;
    throw new Error(`refusing to upload the source archive to ${parsed.protocol}//${parsed.host}: the upload URL must use https (plain http is allowed only to a loopback host)`);
}
function isLoopback(hostname) {
    if (hostname === 'localhost' || hostname === '[::1]')
        return true;
    return (0,external_node_net_.isIPv4)(hostname) && hostname.startsWith('127.');
}
/** The URL without its query string or fragment, for messages. */
function shownUrl(url) {
    return `${url.origin}${url.pathname}`;
}
/**
 * Text from the storage host, made safe to repeat: the signed URL's query values removed
 * (an error page may echo the request), controls stripped, one bounded line. An XML error
 * (`<Code>…</Code><Message>…</Message>`, as cloud storage sends) is reduced to those two.
 */
function describeStorageAnswer(text, url) {
    let answer = text;
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    if (code !== undefined)
        answer = message === undefined ? code : `${code}: ${message}`;
    return (0,runner_text/* oneLine */.TN)(withoutQuery(answer, url), MAX_ANSWER_CHARS);
}
/** Removes the URL's query string, and each of its values, wherever `text` repeats them. */
function withoutQuery(text, url) {
    let clean = url.search === '' ? text : text.replaceAll(url.search.slice(1), '…');
    for (const value of url.searchParams.values()) {
        // Short values (`PUT`, a date part) are no secret and would cut ordinary words apart.
        if (value.length >= 8) {
            clean = clean.replaceAll(value, '…').replaceAll(encodeURIComponent(value), '…');
        }
    }
    return clean;
}

;// CONCATENATED MODULE: ./src/source/upload.ts










const CONNECT_TIMEOUT_MS = 30_000;
/** Longest silence while sending or awaiting the answer; undici restarts it on every write. */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * Read size for the upload. Each chunk is a new buffer that lives until the next garbage
 * collection; at loopback speed 16 KiB chunks peaked about 20 MB lower than the 64 KiB default
 * and still sent over 100 MB/s, more than any upload link.
 */
const UPLOAD_CHUNK_BYTES = 16 * 1024;
/** How much of an error answer is kept to quote; the rest is read and dropped. */
const MAX_ANSWER_BYTES = 8192;
const WAITING_LINE_MS = 30_000;
/**
 * PUTs the archive to the signed URL, streamed from disk, through its own proxy-aware pool.
 * It sends no control-plane credential: this module never has one. A network failure, 5xx,
 * 408 or 429 is retried from the start of the file, at most `attempts` tries in all; any other
 * answer that is not 2xx fails at once with the storage host's answer.
 */
async function uploadArchive(options) {
    const { file, bytes, signal, log, attempts = 3, retryDelayMs = 1000, now = Date.now } = options;
    const waitingLineMs = options.waitingLineMs ?? WAITING_LINE_MS;
    const target = checkUploadUrl(options.url);
    if (!Number.isInteger(attempts) || attempts < 1) {
        throw new Error(`attempts must be a whole number of at least 1, not ${attempts}`);
    }
    const size = (await (0,promises_.stat)(file)).size;
    if (size !== bytes) {
        throw new Error(`the archive ${file} holds ${size} bytes, not the ${bytes} it was packed with`);
    }
    // Honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY as the control-plane client does, in a pool of
    // its own so nothing set up for the control plane can reach the storage host.
    const agent = (0,proxy_agent/* createProxyAwareAgent */.K)({ connect: { timeout: CONNECT_TIMEOUT_MS } });
    const progress = new UploadProgress(bytes, log, now);
    try {
        for (let attempt = 1;; attempt++) {
            signal?.throwIfAborted();
            progress.restart();
            const outcome = await putOnce(agent, target, file, bytes, {
                progress,
                signal,
                waiting: () => waitingLines(log, waitingLineMs, now),
            });
            if (outcome.done) {
                progress.finish();
                return;
            }
            const failed = `uploading the source archive to ${shownUrl(target)} failed`;
            if (!outcome.retryable)
                throw new Error(`${failed}: ${outcome.reason}`);
            if (attempt >= attempts) {
                throw new Error(`${failed} ${attempts} times; the last time: ${outcome.reason}`);
            }
            const delayMs = retryDelayMs * 2 ** (attempt - 1);
            log(`upload attempt ${attempt} of ${attempts} failed (${outcome.reason}); retrying from the start in ${(delayMs / 1000).toFixed(1)} s`);
            await (0,external_node_timers_promises_.setTimeout)(delayMs, undefined, { signal }).catch((error) => {
                throw signal?.aborted ? signal.reason : error;
            });
        }
    }
    finally {
        await agent.destroy();
    }
}
async function putOnce(agent, target, file, bytes, attempt) {
    const { progress, signal } = attempt;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            progress.add(chunk.length);
            done(null, chunk);
        },
    });
    // If undici drops the body (a reset, an abort), the pipeline closes the file too.
    const body = (0,external_node_stream_.pipeline)((0,external_node_fs_.createReadStream)(file, { highWaterMark: UPLOAD_CHUNK_BYTES }), counted, () => { });
    let answered = false;
    let stopWaiting = () => { };
    body.once('end', () => {
        if (!answered)
            stopWaiting = attempt.waiting();
    });
    try {
        const response = await (0,undici.request)(target, {
            dispatcher: agent,
            method: 'PUT',
            headers: {
                'content-type': 'application/gzip',
                'content-length': String(bytes),
                'x-goog-content-length-range': `0,${sizes/* MAX_ARCHIVE_BYTES */.Ip}`,
            },
            body,
            signal,
            headersTimeout: IDLE_TIMEOUT_MS,
            bodyTimeout: IDLE_TIMEOUT_MS,
        });
        answered = true;
        stopWaiting();
        const answer = await readSome(response.body);
        const status = response.statusCode;
        if (status >= 200 && status < 300)
            return { done: true };
        const said = answer.trim() === '' ? '' : `: ${describeStorageAnswer(answer, target)}`;
        const redirect = status >= 300 && status < 400 ? ' (a redirect, which is not followed)' : '';
        return {
            done: false,
            retryable: status >= 500 || status === 408 || status === 429,
            reason: `the storage host answered ${status}${redirect}${said}`,
        };
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        body.destroy();
        return { done: false, retryable: true, reason: describeNetworkError(error, target) };
    }
    finally {
        answered = true;
        stopWaiting();
    }
}
/**
 * Once the whole archive is sent, a line every `everyMs` while the storage host has not
 * answered, so a silent host does not look like a hung step. Returns what stops the lines.
 */
function waitingLines(log, everyMs, now) {
    const sentAt = now();
    const timer = setInterval(() => {
        const seconds = Math.round((now() - sentAt) / 1000);
        log(`the source archive is sent; still waiting for the storage host's answer (${seconds} s so far)`);
    }, everyMs);
    return () => clearInterval(timer);
}
/** The start of a response body, reading (and dropping) the rest so the connection is freed. */
async function readSome(stream) {
    const kept = [];
    let keptBytes = 0;
    for await (const chunk of stream) {
        if (keptBytes < MAX_ANSWER_BYTES) {
            kept.push(chunk.subarray(0, MAX_ANSWER_BYTES - keptBytes));
            keptBytes += kept.at(-1)?.length ?? 0;
        }
    }
    return Buffer.concat(kept).toString('utf8');
}
function describeNetworkError(error, target) {
    const { code, message } = (error ?? {});
    const text = typeof message === 'string' && message !== '' ? message : String(error);
    const prefix = typeof code === 'string' ? `${code}: ` : '';
    return (0,runner_text/* oneLine */.TN)(`${prefix}${withoutQuery(text, target)}`, 300);
}

// EXTERNAL MODULE: ./src/deploy/patch-body.ts
var patch_body = __webpack_require__(7974);
;// CONCATENATED MODULE: ./src/deploy/ship-source.ts









/**
 * Checks source-path and agent-config-path against the workspace before any request, so a
 * typo is bad input rather than a failed deploy: source-path is a directory that stays inside
 * the workspace (a symlink included), the config file is in it and would be packed, and the
 * config itself holds what a build needs (checkAgentConfig): a mistake found here costs a
 * second, where the remote build would find it minutes later.
 */
async function checkSourceInputs(inputs, workspace) {
    const { sourcePath } = inputs;
    if (!sourcePath)
        return inputs;
    const bad = (input, message) => new common_inputs/* InputError */.dz([{ input, message }]);
    const root = (0,external_node_path_.resolve)(workspace, sourcePath);
    const [realRoot, realWorkspace] = await Promise.all([
        (0,promises_.realpath)(root).catch(() => undefined),
        (0,promises_.realpath)(workspace).catch(() => (0,external_node_path_.resolve)(workspace)),
    ]);
    const isDirectory = realRoot ? (await (0,promises_.stat)(realRoot)).isDirectory() : false;
    // A short value is repeated so a typo shows; a long one is not (inputs.ts does the same).
    const got = sourcePath.length <= 80 ? `; got ${JSON.stringify(sourcePath)}` : '';
    if (!realRoot || !isDirectory) {
        throw bad('source-path', `is not a directory in the workspace (${workspace})${got}.`);
    }
    const inside = (0,external_node_path_.relative)(realWorkspace, realRoot);
    if (inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        throw bad('source-path', `leads out of the workspace through a symlink${got}.`);
    }
    let inArchive;
    try {
        const rules = await ignore_rules/* IgnoreRules */.w.load(root);
        inArchive = await (0,config_path/* checkConfigPath */.k)(root, inputs.agentConfigPath ?? '', rules);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw bad('agent-config-path', message.replace(/^agent-config-path /, ''));
    }
    try {
        await checkAgentConfig(configOf(root, inArchive, workspace));
    }
    catch (error) {
        throw bad('agent-config-path', error instanceof Error ? error.message : String(error));
    }
    // The service reads the path inside the archive: `./agent.json` is sent as `agent.json`.
    return { ...inputs, agentConfigPath: inArchive };
}
function configOf(sourceRoot, configEntry, workspace) {
    const shown = (0,external_node_path_.relative)(workspace, (0,external_node_path_.join)(sourceRoot, configEntry)).split(external_node_path_.sep).join('/');
    return { sourceRoot, configEntry, workspace, shown };
}
/**
 * Packs source-path, uploads it to the signed URL the service hands out, and returns the
 * `object_path` a revision names as its `source_tarball_path`. The archive lives in a temporary
 * folder of the runner and is removed however the upload ends. Any failure is a
 * SourceNotShipped: the deployment was not changed.
 */
async function shipSource(deploymentId, inputs, context) {
    const sourcePath = inputs.sourcePath;
    try {
        return await packAndUpload(deploymentId, inputs, context);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new patch_body/* SourceNotShipped */.gx(`source-path ${JSON.stringify(sourcePath)} could not be shipped: ${reason}`, { cause: error });
    }
}
async function packAndUpload(deploymentId, inputs, context) {
    const { client, signal, log, warn } = context;
    const root = (0,external_node_path_.resolve)(context.workspace, inputs.sourcePath);
    const configPath = inputs.agentConfigPath;
    // Checked before any request; read again here for the directories it names.
    const dependencies = await checkAgentConfig(configOf(root, configPath, context.workspace));
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(context.tempDir, 'agent-source-'));
    try {
        const archive = await (0,pack.packSource)({
            root,
            configPath,
            dependencies,
            tempDir: folder,
            log,
            warn,
            signal,
        });
        log(`Packed ${inputs.sourcePath}: ${archive.entries} files, ${(archive.bytes / 1e6).toFixed(1)} MB.`);
        const target = await client.createUploadUrl(deploymentId, { signal });
        await uploadArchive({
            url: target.upload_url,
            file: archive.file,
            bytes: archive.bytes,
            signal,
            log,
        });
        log(`Uploaded as ${target.object_path}.`);
        return {
            objectPath: target.object_path,
            configEntry: archive.configEntry,
            directories: archive.directories,
            files: archive.entries,
            bytes: archive.bytes,
        };
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}


/***/ })

};
