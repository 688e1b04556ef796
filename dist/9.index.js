export const id = 9;
export const ids = [9];
export const modules = {

/***/ 4009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkSourceInputs: () => (/* binding */ checkSourceInputs),
  packCheckedSource: () => (/* binding */ packCheckedSource),
  shipSource: () => (/* binding */ shipSource)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/inputs.ts
var common_inputs = __webpack_require__(9184);
// EXTERNAL MODULE: ./src/packing/packed-entry.ts
var packed_entry = __webpack_require__(8286);
;// CONCATENATED MODULE: ./src/packing/config-path.ts



/**
 * Checks, before anything is packed, that `configPath` names a regular file inside `root` that
 * the archive will hold, and returns its path inside the archive. Throws an error naming the
 * `agent-config-path` input and saying why otherwise.
 */
async function checkConfigPath(root, configPath, rules) {
    const shown = JSON.stringify(configPath);
    const fail = (why) => new Error(`agent-config-path ${shown} ${why}`);
    if (configPath.trim() === '') {
        throw new Error('agent-config-path is empty: name the agent config file inside the packed directory');
    }
    if (external_node_path_default().isAbsolute(configPath) ||
        external_node_path_default().posix.isAbsolute(configPath) ||
        /^[A-Za-z]:/.test(configPath)) {
        throw fail(`is absolute; give it relative to the directory that is packed (${root})`);
    }
    const segments = configPath.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.');
    if (segments.includes('..')) {
        throw fail(`has a ".." segment; it must name a file inside the directory that is packed (${root})`);
    }
    if (segments.length === 0)
        throw fail('names the packed directory itself, not a file');
    const inArchive = segments.join('/');
    const problem = (0,packed_entry/* archivePathProblem */.LB)(inArchive);
    if (problem !== undefined)
        throw fail(`cannot be a path inside the archive: ${problem}`);
    const unpacked = await packedFileProblem(root, segments, rules);
    if (unpacked !== undefined)
        throw fail(unpacked);
    return inArchive;
}
/**
 * Why the file at `segments` under `root` would not be in the archive, or undefined when it
 * would: it exists, is a regular file reached without a symlink, and the packer's own verdict
 * (entryVerdict) keeps it and every directory on the way.
 */
async function packedFileProblem(root, segments, rules) {
    const rootVerdict = rules.rootVerdict();
    if (rootVerdict.ignored) {
        return `is ignored: the packed directory itself is ignored by ${rootVerdict.rule}`;
    }
    for (let depth = 0; depth < segments.length; depth++) {
        const name = segments[depth];
        const dir = segments.slice(0, depth).join('/');
        const entry = segments.slice(0, depth + 1).join('/');
        const isLast = depth === segments.length - 1;
        if (name.toLowerCase() === '.git')
            return 'is inside .git, which is never packed';
        const stat = await (0,promises_.lstat)(external_node_path_default().join(root, entry)).catch(() => undefined);
        if (!stat)
            return `does not exist in ${root}`;
        if (stat.isSymbolicLink()) {
            return `${isLast ? 'is' : `passes through "${entry}", which is`} a symlink; the archive holds no symlinks, so point it at the file itself`;
        }
        if (!isLast && !stat.isDirectory())
            return `does not exist in ${root}`;
        if (isLast && !stat.isFile())
            return 'is not a regular file';
        await rules.enterDirectory(dir);
        const kind = !isLast ? 'directory' : stat.nlink > 1 ? 'hard-link' : 'file';
        const verdict = (0,packed_entry/* entryVerdict */.SG)(entry, kind, rules);
        if (!verdict.packed)
            return leftOutProblem(verdict, name);
    }
    return undefined;
}
function leftOutProblem(verdict, name) {
    switch (verdict.reason) {
        case 'always-left-out':
            return `is inside ${name}/, which is never packed`;
        case 'env-file':
            return 'is a .env file, which is never packed';
        case 'credential-file':
            return 'is a credential file (gha-creds-*.json), which is never packed';
        case 'hard-link':
            return 'is a hard link; the archive holds no hard links, so copy the file instead';
        case 'ignored':
            return `is ignored by ${verdict.rule}, so the archive would not hold it`;
        default:
            return 'has a name no archive can hold safely, so the archive would not hold it';
    }
}

// EXTERNAL MODULE: ./src/packing/ignore-rules.ts + 1 modules
var ignore_rules = __webpack_require__(7617);
;// CONCATENATED MODULE: ./src/packing/json-position.ts
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

// EXTERNAL MODULE: ./src/packing/local-dependencies.ts
var local_dependencies = __webpack_require__(2756);
;// CONCATENATED MODULE: ./src/packing/nearest-name.ts


/** At most this many entries of one directory are compared. */
const MAX_NAMES = 1000;
/**
 * What the "did you mean" look-ups of one check may spend together: a suggestion is a
 * courtesy, and a config naming many missing files in a huge directory must not turn it into
 * minutes of reading. Each directory is read once, at most MAX_NAMES of its entries.
 */
class SuggestionBudget {
    #listings = new Map();
    #signal;
    #maxEntries;
    #maxMs;
    #deadline;
    #entriesRead = 0;
    constructor(signal, limits = { entries: 10_000, ms: 1000 }) {
        this.#signal = signal;
        this.#maxEntries = limits.entries;
        this.#maxMs = limits.ms;
    }
    /** How many directory entries the look-ups have read so far. */
    get entriesRead() {
        return this.#entriesRead;
    }
    /** The entries of `dir` (at most MAX_NAMES of them), or undefined when it cannot be read. */
    list(dir) {
        this.#deadline ??= performance.now() + this.#maxMs;
        let listing = this.#listings.get(dir);
        if (!listing) {
            listing = this.#read(dir);
            this.#listings.set(dir, listing);
        }
        return listing;
    }
    #spent() {
        return (this.#entriesRead >= this.#maxEntries ||
            performance.now() >= (this.#deadline ?? 0) ||
            this.#signal?.aborted === true);
    }
    async #read(dir) {
        if (this.#spent())
            return [];
        const entries = [];
        try {
            // Breaking out of the loop closes the directory: the rest of it is never read.
            for await (const entry of await (0,promises_.opendir)(dir, { bufferSize: 64 })) {
                entries.push(entry);
                this.#entriesRead++;
                if (entries.length >= MAX_NAMES || this.#spent())
                    break;
            }
        }
        catch {
            if (entries.length === 0)
                return undefined;
        }
        return entries;
    }
}
/**
 * The existing file closest to the missing `file`, shown as `./path` relative to `base`, when
 * one is close enough to be a typo (`agnet.py` for `agent.py`): a file of the same directory,
 * or, when that directory is missing, of a sibling directory with a close name. Only what
 * `budget` still allows is read.
 */
async function nearestName(file, base, budget) {
    const dir = external_node_path_default().dirname(file);
    const name = external_node_path_default().basename(file);
    const namesIn = async (of, keep) => (await budget.list(of))?.filter(keep).map((entry) => entry.name);
    const filesIn = (of) => namesIn(of, (entry) => entry.isFile());
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

;// CONCATENATED MODULE: ./src/packing/agent-config.ts







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
    const { sourceRoot, configEntry, workspace, shown, signal } = options;
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
    const files = new GraphFiles(sourceRoot, configDir, resolved.dependencies, signal);
    for (const dependency of resolved.dependencies) {
        const verdict = (await files.rulesFor(dependency.dir)).rootVerdict();
        if (verdict.ignored) {
            problems.push(`dependency ${JSON.stringify(plain(dependency.entry))} is ignored by ${verdict.rule}, so the archive would hold none of it`);
        }
    }
    const configProblem = await files.packedProblem(file);
    if (configProblem)
        problems.push(`the config file itself ${configProblem}`);
    for (const [name, entry] of Object.entries(named)) {
        signal?.throwIfAborted();
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
    #signal;
    /** Shared by every "did you mean" of the check, so together they stay quick. */
    #suggestions;
    constructor(sourceRoot, configDir, dependencies, signal) {
        this.#sourceRoot = sourceRoot;
        this.#configDir = configDir;
        this.#dependencies = dependencies;
        this.#signal = signal;
        this.#suggestions = new SuggestionBudget(signal);
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
        const where = `${graph} path ${shownSpec}: ${plain(modulePart)}`;
        if (this.#walkedFrom(file) === undefined) {
            return `${where} lies outside every directory that is packed`;
        }
        const problem = await this.packedProblem(file);
        if (problem?.startsWith('does not exist')) {
            const nearest = await nearestName(file, this.#configDir, this.#suggestions);
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
    /**
     * Why `file` would not be in the archive, judged as the walk will judge it: from the
     * outermost packed directory that holds it (a dependency that holds the config's directory
     * packs its files with its own `.dockerignore` too). Undefined when it would be there.
     */
    async packedProblem(file) {
        const packRoot = this.#walkedFrom(file);
        if (packRoot === undefined)
            return 'lies outside every directory that is packed';
        const segments = external_node_path_default().relative(packRoot, file).split((external_node_path_default()).sep);
        const problem = await packedFileProblem(packRoot, segments, await this.rulesFor(packRoot));
        if (!problem || packRoot === this.#sourceRoot)
            return problem;
        const holder = this.#dependencies.find((dependency) => dependency.dir === packRoot);
        return `${problem} (packed with the local directory ${JSON.stringify(plain(holder?.entry ?? packRoot))})`;
    }
    /** The outermost packed directory that holds `file`: the one whose walk reaches it. */
    #walkedFrom(file) {
        const holders = [this.#sourceRoot, ...this.#dependencies.map((dependency) => dependency.dir)]
            .filter((dir) => dir === file || (0,local_dependencies/* contains */.gR)(dir, file))
            .sort((a, b) => a.length - b.length);
        return holders[0];
    }
    rulesFor(root) {
        let rules = this.#rules.get(root);
        if (!rules) {
            rules = ignore_rules/* IgnoreRules */.w0.load(root, this.#signal);
            this.#rules.set(root, rules);
        }
        return rules;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/packing/left-out.ts
var left_out = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/packing/sizes.ts
var sizes = __webpack_require__(5789);
// EXTERNAL MODULE: ./src/packing/untracked-files.ts
var untracked_files = __webpack_require__(7222);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/packing/file-table.ts
/**
 * Paths are written into buffers of this size, one after another, and the numbers go in blocks
 * of BLOCK_FILES files. Both are reserved large: only the pages written become memory, and
 * blocks this large are mapped by the allocator on their own, so release() gives them back to
 * the system at once.
 */
const TEXT_BYTES = 32 * 1024 * 1024;
const BLOCK_FILES = 2 ** 20;
/** Beyond one byte per character: the paths are stored two bytes a character from the first. */
const WIDE = /[\u0100-\uffff]/;
/** Per file: where its path is (buffer, start, end). */
const TEXT_FIELDS = 3;
/** Per file: bytes, dev, ino. */
const NUMBER_FIELDS = 3;
/** The numbers of BLOCK_FILES files, in one buffer. */
class Block {
    numbers;
    places;
    executable;
    buffer;
    constructor() {
        const numberBytes = 8 * NUMBER_FIELDS * BLOCK_FILES;
        const placeBytes = 4 * TEXT_FIELDS * BLOCK_FILES;
        this.buffer = new ArrayBuffer(numberBytes + placeBytes + BLOCK_FILES);
        this.numbers = new Float64Array(this.buffer, 0, NUMBER_FIELDS * BLOCK_FILES);
        this.places = new Uint32Array(this.buffer, numberBytes, TEXT_FIELDS * BLOCK_FILES);
        this.executable = new Uint8Array(this.buffer, numberBytes + placeBytes, BLOCK_FILES);
    }
}
/**
 * The files a walk found, kept outside V8's heap: the paths one after another in buffers, and
 * the sizes, devices, inodes and executable bits in typed arrays, in blocks that are only ever
 * added to (growing by copying would leave the old copies for the collector). As objects and
 * strings, 200,000 files were 35 MB that survived collection after collection, and V8 collects
 * nothing of it until a full collection, which may come only after the step's later work has
 * added to the peak; here they are some 13 MB that no collector scans, given back by release()
 * as soon as the archive is written. Each file read back is a new SourceFile, short-lived.
 *
 * A path is stored as Latin-1 while every character of every path fits in a byte, else (the
 * whole table from then on) as UTF-16 big-endian: either way comparing the bytes compares the
 * UTF-16 code units, the order of byPath, and nothing is lost.
 */
class FileTable {
    #texts = [];
    #textUsed = TEXT_BYTES;
    #wide = false;
    #blocks = [];
    /** After sort(): the files' indexes in path order. */
    #order;
    #length = 0;
    get length() {
        return this.#length;
    }
    push(file) {
        if (!this.#wide && WIDE.test(file.path))
            this.#widen();
        const index = this.#length;
        const slot = index % BLOCK_FILES;
        if (slot === 0)
            this.#blocks.push(new Block());
        const block = this.#blocks[this.#blocks.length - 1];
        block.places.set(this.#write(file.path), TEXT_FIELDS * slot);
        block.numbers[NUMBER_FIELDS * slot] = file.bytes;
        block.numbers[NUMBER_FIELDS * slot + 1] = file.dev;
        block.numbers[NUMBER_FIELDS * slot + 2] = file.ino;
        block.executable[slot] = file.executable ? 1 : 0;
        this.#length = index + 1;
        this.#order = undefined;
    }
    /** Puts the files in path order: UTF-16 code units, as byPath compares. */
    sort() {
        const order = new Uint32Array(this.#length);
        for (let index = 0; index < order.length; index++)
            order[index] = index;
        const blocks = this.#blocks;
        const texts = this.#texts;
        order.sort((a, b) => {
            const placesA = blocks[Math.floor(a / BLOCK_FILES)].places;
            const placesB = blocks[Math.floor(b / BLOCK_FILES)].places;
            const atA = TEXT_FIELDS * (a % BLOCK_FILES);
            const atB = TEXT_FIELDS * (b % BLOCK_FILES);
            // Buffer#compare(target, targetStart, targetEnd, sourceStart, sourceEnd): a against b.
            return texts[placesA[atA]].compare(texts[placesB[atB]], placesB[atB + 1], placesB[atB + 2], placesA[atA + 1], placesA[atA + 2]);
        });
        this.#order = order;
    }
    /** The file at `position`: in path order once sorted, else in the order pushed. */
    at(position) {
        const index = this.#order ? this.#order[position] : position;
        const block = this.#blocks[Math.floor(index / BLOCK_FILES)];
        const slot = index % BLOCK_FILES;
        const at = NUMBER_FIELDS * slot;
        return {
            path: this.#read(index),
            bytes: block.numbers[at],
            dev: block.numbers[at + 1],
            ino: block.numbers[at + 2],
            executable: block.executable[slot] === 1,
        };
    }
    /**
     * Gives the table's memory back now rather than at V8's next full collection, which may come
     * only after the step's other work has added to the peak: the table is empty afterwards.
     */
    release() {
        // Transferring a buffer detaches it, which frees its memory now.
        for (const text of this.#texts)
            text.buffer.transfer(0);
        for (const block of this.#blocks)
            block.buffer.transfer(0);
        this.#texts = [];
        this.#textUsed = TEXT_BYTES;
        this.#blocks = [];
        this.#order = undefined;
        this.#length = 0;
    }
    *[Symbol.iterator]() {
        for (let position = 0; position < this.#length; position++)
            yield this.at(position);
    }
    /** The paths alone, in the order of the iterator. */
    *paths() {
        for (let position = 0; position < this.#length; position++) {
            yield this.#read(this.#order ? this.#order[position] : position);
        }
    }
    /** Which text buffer holds the path of file `index`, and where in it. */
    #place(index) {
        const { places } = this.#blocks[Math.floor(index / BLOCK_FILES)];
        const at = TEXT_FIELDS * (index % BLOCK_FILES);
        return [places[at], places[at + 1], places[at + 2]];
    }
    /** Writes `path` after the last one, in a new buffer when it does not fit; where it went. */
    #write(path) {
        const bytes = this.#wide ? 2 * path.length : path.length;
        if (this.#textUsed + bytes > TEXT_BYTES) {
            // A buffer of its own (Buffer.alloc* may share a pool), so that release() can free it.
            this.#texts.push(Buffer.from(new ArrayBuffer(Math.max(TEXT_BYTES, bytes))));
            this.#textUsed = 0;
        }
        const text = this.#texts.length - 1;
        const buffer = this.#texts[text];
        const start = this.#textUsed;
        buffer.write(path, start, this.#wide ? 'utf16le' : 'latin1');
        if (this.#wide)
            buffer.subarray(start, start + bytes).swap16();
        this.#textUsed = start + bytes;
        return [text, start, start + bytes];
    }
    #read(index) {
        const [text, start, end] = this.#place(index);
        const buffer = this.#texts[text];
        if (!this.#wide)
            return buffer.toString('latin1', start, end);
        // Back to little-endian, in a copy, which is what Node decodes.
        return Buffer.from(buffer.subarray(start, end)).swap16().toString('utf16le');
    }
    /** From here on two bytes a character: the paths so far are written again that way. */
    #widen() {
        const paths = Array.from({ length: this.#length }, (_, index) => this.#read(index));
        this.#wide = true;
        this.#texts = [];
        this.#textUsed = TEXT_BYTES;
        paths.forEach((path, index) => {
            const { places } = this.#blocks[Math.floor(index / BLOCK_FILES)];
            places.set(this.#write(path), TEXT_FIELDS * (index % BLOCK_FILES));
        });
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/packing/time-slice.ts

/** The longest run of synchronous work before the event loop gets a turn. */
const SLICE_MS = 5;
/**
 * Packing calls the file system synchronously for each file (lstat, open, fstat, read, close):
 * for the small files a tree is mostly made of, a round trip through libuv's thread pool costs
 * many times the call itself (a tree of 200,000 files took 16 s of CPU packed that way, 4 s this
 * way). Between calls it asks `due()`, and when a slice has run SLICE_MS it yields, so the
 * step's time-out, a cancel and zlib's callbacks wait at most that long. A call that never
 * returns (a stalled network mount) holds the step, as it holds tar; directories are listed
 * asynchronously, so a stall met there, where it first shows, still lets the step end.
 */
class TimeSlice {
    #since = performance.now();
    due() {
        return performance.now() - this.#since >= SLICE_MS;
    }
    /** Lets the event loop run what is waiting (I/O callbacks, timers, signals), then goes on. */
    async yield() {
        await (0,external_node_timers_promises_.setImmediate)();
        this.#since = performance.now();
    }
}

;// CONCATENATED MODULE: ./src/packing/walk-tree.ts







/** A tree with nothing in it yet, for walkInto. */
function emptyTree() {
    return {
        files: new FileTable(),
        directories: [],
        totalBytes: 0,
        symlinks: [],
        hardLinks: [],
        other: [],
        envFiles: [],
        credentialFiles: [],
        leftOut: new left_out/* LeftOutTally */.UQ(),
    };
}
/**
 * The files under `root` that would be packed: not ignored, not in an always-left-out
 * directory, not a `.env` or credential file, regular files only. Symlinks and hard links (a regular file
 * whose inode has more than one name) are set apart: the archive holds neither, and for a hard
 * link no name is more "the" file than another.
 */
async function walkTree(root, rules, signal) {
    const tree = emptyTree();
    await walkInto(tree, root, '', rules, signal);
    return finishTree(tree);
}
/**
 * Adds the files under `dir` to `tree`, each under `prefix` (`''`, or a path ending in `/`):
 * how a local dependency keeps its place under the archive's root.
 */
async function walkInto(tree, dir, prefix, rules, signal) {
    await walkDirectory({ root: dir, prefix, rules, tree, signal, slice: new TimeSlice() }, '');
}
/** Sorts the files and lists the directories that hold them (git tracks no empty directory). */
function finishTree(tree) {
    const kept = new Set();
    let lastDirectory;
    for (const { path: file } of tree.files) {
        const directory = file.slice(0, Math.max(file.lastIndexOf('/'), 0));
        if (directory === lastDirectory)
            continue;
        lastDirectory = directory;
        // Each directory kept comes with those above it, so the first one known ends the climb.
        for (let above = directory; above !== '' && !kept.has(above);) {
            kept.add(above);
            above = above.slice(0, Math.max(above.lastIndexOf('/'), 0));
        }
    }
    tree.directories = [...kept].sort(byPath);
    tree.files.sort();
    return tree;
}
/**
 * Deeper than any agent's tree: the walk stops with an error there, so that a hostile tree
 * cannot make each ignore verdict (whose cost grows with the depth) take seconds.
 */
const MAX_TREE_DEPTH = 64;
async function walkDirectory(walk, dir) {
    const { root, prefix, rules, tree, signal } = walk;
    if (dir.split('/').length > MAX_TREE_DEPTH) {
        throw new Error(`${prefix}${dir.slice(0, 200)} lies more than ${MAX_TREE_DEPTH} directories deep; the packer goes no deeper`);
    }
    await rules.enterDirectory(dir);
    // Listed asynchronously, once a directory: where a stalled mount first shows, the step's
    // time-out and cancel can still end the wait. Its entries are looked at synchronously.
    const names = (await (0,promises_.readdir)(inDirectory(root, dir))).sort(byPath);
    for (const name of names) {
        if (walk.slice.due())
            await walk.slice.yield();
        signal?.throwIfAborted();
        const entry = dir === '' ? name : `${dir}/${name}`;
        const stat = (0,external_node_fs_.lstatSync)(inDirectory(root, entry));
        const shown = `${prefix}${entry}`;
        const verdict = (0,packed_entry/* entryVerdict */.SG)(entry, kindOf(stat), rules);
        if (verdict.packed) {
            if (stat.isDirectory())
                await walkDirectory(walk, entry);
            else
                addFile(shown, stat, tree);
        }
        else {
            setApart(verdict, name, shown, stat, tree);
        }
    }
}
function kindOf(stat) {
    if (stat.isDirectory())
        return 'directory';
    if (stat.isSymbolicLink())
        return 'symlink';
    if (!stat.isFile())
        return 'other';
    return stat.nlink > 1 ? 'hard-link' : 'file';
}
/** Where the tree records an entry left out, so the log and the warnings can say so. */
function setApart(verdict, name, shown, stat, tree) {
    switch (verdict.reason) {
        case 'always-left-out':
            tree.leftOut.alwaysLeftOut(name, shown);
            return;
        case 'git-pointer':
            return;
        case 'env-file':
            tree.envFiles.push(shown);
            return;
        case 'credential-file':
            tree.credentialFiles.push(shown);
            return;
        case 'ignored':
            tree.leftOut.ignored(verdict.rule ?? 'an ignore rule', shown, stat);
            return;
        case 'symlink':
            tree.symlinks.push(shown);
            return;
        case 'hard-link':
            tree.hardLinks.push(shown);
            return;
        case 'unsafe-name':
        case 'other':
            tree.other.push(shown);
            return;
    }
}
function addFile(entry, stat, tree) {
    // Git records one executable bit, the owner's.
    const { size: bytes, dev, ino } = stat;
    tree.files.push({ path: entry, bytes, executable: (stat.mode & 0o100) !== 0, dev, ino });
    tree.totalBytes += stat.size;
}
/**
 * The file at `entry` (relative, `/`-separated) under the absolute directory `root`: joined as
 * text, as path.join would for these, without its normalising work for every file of the tree.
 */
function inDirectory(root, entry) {
    if (entry === '')
        return root;
    return root.endsWith((external_node_path_default()).sep) ? `${root}${entry}` : `${root}${(external_node_path_default()).sep}${entry}`;
}
/** A fixed order, whatever the locale: UTF-16 code units, so a directory sorts before its contents. */
function byPath(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/packing/archive-slabs.ts
/** How much of the tar stream goes to gzip in one write. */
const SLAB_BYTES = 256 * 1024;
/** Slabs with gzip at once before the writer waits: it compresses these while one is filled. */
const SLABS_AHEAD = 3;
/**
 * The tar stream on its way to gzip, assembled in a few buffers ("slabs") used in turn: headers
 * and padding are copied in, files read straight into them, and each full slab is one write to
 * gzip. A slab is filled again only once gzip has consumed what it held. So packing allocates no
 * buffer per file or per read (each would be garbage for V8 to collect), and memory holds a few
 * slabs whatever the tree.
 *
 * Filling is synchronous; the writer asks `behind` between entries and between reads, and waits
 * with `catchUp()` while gzip has SLABS_AHEAD slabs to compress.
 */
class ArchiveSlabs {
    #gzip;
    #free = [];
    #slab = Buffer.allocUnsafe(SLAB_BYTES);
    #used = 0;
    #sent = 0;
    #consumed;
    #failure;
    constructor(gzip) {
        this.#gzip = gzip;
    }
    /** gzip has SLABS_AHEAD slabs or more to compress: the writer should `catchUp()` first. */
    get behind() {
        return this.#sent >= SLABS_AHEAD;
    }
    /** Resolves once gzip has consumed a slab; rejects if a write to gzip failed. */
    catchUp() {
        if (this.#failure)
            return Promise.reject(this.#failure);
        return new Promise((resolve) => {
            this.#consumed = resolve;
        });
    }
    copy(piece) {
        for (let offset = 0; offset < piece.length;) {
            const copied = piece.copy(this.#slab, this.#used, offset);
            this.#used += copied;
            offset += copied;
            if (this.#used === SLAB_BYTES)
                this.#send();
        }
    }
    zeros(bytes) {
        for (let left = bytes; left > 0;) {
            const count = Math.min(left, SLAB_BYTES - this.#used);
            this.#slab.fill(0, this.#used, this.#used + count);
            this.#used += count;
            left -= count;
            if (this.#used === SLAB_BYTES)
                this.#send();
        }
    }
    /**
     * Reads up to `length` bytes of `file` at `position` straight into the slab being filled, at
     * most to its end; how many it read.
     */
    read(file, position, length) {
        const read = file.read(this.#slab, this.#used, Math.min(length, SLAB_BYTES - this.#used), position);
        this.#used += read;
        if (this.#used === SLAB_BYTES)
            this.#send();
        return read;
    }
    /** Sends what the slab being filled holds and ends gzip's input. */
    end() {
        if (this.#used > 0)
            this.#gzip.write(this.#slab.subarray(0, this.#used));
        this.#gzip.end();
    }
    #send() {
        const slab = this.#slab;
        this.#sent++;
        this.#gzip.write(slab, (error) => {
            this.#sent--;
            if (error)
                this.#failure ??= error;
            else
                this.#free.push(slab);
            const consumed = this.#consumed;
            this.#consumed = undefined;
            consumed?.();
        });
        this.#slab = this.#free.pop() ?? Buffer.allocUnsafe(SLAB_BYTES);
        this.#used = 0;
    }
}

;// CONCATENATED MODULE: ./src/packing/read-walked-file.ts


/**
 * Opened without following a symlink (ELOOP instead) and without waiting for a writer (a FIFO
 * opens at once, and fstat then shows what it is). Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** A file was not the one the walk saw by the time it was packed; nothing is uploaded. */
class SourceChangedError extends Error {
}
/**
 * Opens `file` once and checks on that handle that it is the same regular file the walk saw
 * (device, inode, size, one link), so a file swapped for a symlink, a FIFO or another file in
 * the meantime is never read: every read goes through this handle.
 */
function openWalkedFile(root, file) {
    const changed = (why) => new SourceChangedError(`${file.path} changed while packing: ${why}`);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(inDirectory(root, file.path), OPEN_FLAGS);
    }
    catch (error) {
        const code = error.code;
        // FreeBSD says EMLINK where Linux and macOS say ELOOP.
        if (code === 'ELOOP' || code === 'EMLINK')
            throw changed('it is now a symlink');
        if (code === 'ENOENT')
            throw changed('it is gone');
        throw changed(`it can no longer be opened (${code ?? String(error)})`);
    }
    try {
        const now = (0,external_node_fs_.fstatSync)(fd);
        if (!now.isFile())
            throw changed(`it is now ${read_walked_file_kindOf(now)}, not a regular file`);
        if (now.dev !== file.dev || now.ino !== file.ino) {
            throw changed('it was replaced by another file');
        }
        if (now.nlink > 1)
            throw changed('it is now a hard link');
        if (now.size !== file.bytes) {
            throw changed(`its size went from ${file.bytes} to ${now.size} bytes`);
        }
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        throw error;
    }
    return {
        read(buffer, offset, length, position) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, offset, length, position);
            if (read === 0)
                throw changed(`it became shorter than its ${file.bytes} bytes`);
            return read;
        },
        close: () => (0,external_node_fs_.closeSync)(fd),
    };
}
function read_walked_file_kindOf(stat) {
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isFIFO())
        return 'a FIFO';
    if (stat.isSocket())
        return 'a socket';
    if (stat.isSymbolicLink())
        return 'a symlink';
    return 'a device';
}

// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(8697);
;// CONCATENATED MODULE: ./src/packing/tar-header.ts

/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');
const BLOCK = 512;
const FIXED = { mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
/** Where each header is encoded before it is copied into the archive. */
const SCRATCH = Buffer.alloc(BLOCK);
/**
 * The entry's ustar header as node-tar's Header encodes it, after a pax header when ustar
 * cannot hold its path. The returned buffer is reused by the next call.
 *
 * A printable ASCII path shorter than 100 bytes (nearly every path) is written into a copy of a block
 * node-tar encoded once: only the name, mode, size, type and checksum differ from entry to
 * entry, and node-tar's Header costs some 4 µs an entry, most of what packing 200,000 small
 * files spends outside the kernel. test/source/tar-header.test.ts holds both ways to the same
 * bytes.
 */
function entryHeader(path, type, size, executable) {
    const mode = executable ? 0o755 : 0o644;
    if (path.length < 100 && !UNUSUAL.test(path) && size <= MAX_SIZE) {
        return shortHeader(path, type, size, mode);
    }
    const header = new index_min/* Header */.Y9({ ...FIXED, path, size, type, mode });
    SCRATCH.fill(0);
    if (!header.encode(SCRATCH, 0))
        return SCRATCH;
    return Buffer.concat([new index_min/* Pax */.un({ ...FIXED, path, size }).encode(), SCRATCH]);
}
/** Anything but printable ASCII: node-tar decides on pax for other characters. */
const UNUSUAL = /[^ -~]/;
/** The largest size ustar's 12-byte octal field holds; node-tar goes to pax above it. */
const MAX_SIZE = 0o77777777777;
/** A header with every field an entry shares, encoded by node-tar: empty name, size 0. */
const TEMPLATE = (() => {
    const block = Buffer.alloc(BLOCK);
    new index_min/* Header */.Y9({ ...FIXED, path: '', size: 0, type: 'File', mode: 0o644 }).encode(block, 0);
    return block;
})();
const NAME = 0;
const MODE = 100;
const SIZE = 124;
const CHECKSUM = 148;
const TYPE = 156;
const TYPE_FLAG = { File: 0x30, Directory: 0x35 };
function shortHeader(path, type, size, mode) {
    TEMPLATE.copy(SCRATCH);
    SCRATCH.write(path, NAME, 'latin1');
    SCRATCH.write(octal(mode, 8), MODE, 'latin1');
    SCRATCH.write(octal(size, 12), SIZE, 'latin1');
    SCRATCH[TYPE] = TYPE_FLAG[type];
    // The checksum counts its own field as eight spaces.
    let sum = 8 * 0x20;
    for (let i = 0; i < CHECKSUM; i++)
        sum += SCRATCH[i];
    for (let i = TYPE; i < BLOCK; i++)
        sum += SCRATCH[i];
    SCRATCH.write(octal(sum, 8), CHECKSUM, 'latin1');
    return SCRATCH;
}
/** A number in a field of `width` bytes as node-tar writes it: zero-padded octal, space, NUL. */
function octal(value, width) {
    const digits = value.toString(8);
    if (digits.length === width - 1)
        return `${digits}\0`;
    return `${'0'.repeat(width - digits.length - 2)}${digits} \0`;
}

;// CONCATENATED MODULE: ./src/packing/write-archive.ts











/** gzip's output buffer: each one filled is a round trip from zlib's thread to the event loop. */
const GZIP_CHUNK_BYTES = 256 * 1024;
const write_archive_BLOCK = 512;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;
class ArchiveTooLargeError extends Error {
}
/**
 * Writes `tree` as a gzipped tar to `file`, streamed: memory holds a few slabs of the tar
 * stream (see ArchiveSlabs), whatever the archive's size. Each file is read through
 * openWalkedFile, so it is the file the walk saw or the write fails with SourceChangedError.
 * Stops with ArchiveTooLargeError as soon as the compressed output passes `maxBytes`, and with
 * the signal's reason when it fires. Returns the archive's size in bytes.
 *
 * Reproducible, and byte for byte what node-tar's Pack wrote for the same tree: entries in a
 * fixed order, each with a fixed mtime, uid and gid 0, no user or group name, mode 0644 or
 * 0755, a pax header for a path ustar cannot hold; the gzip header has no timestamp and a fixed
 * OS byte.
 */
async function writeArchive(root, tree, file, maxBytes, signal) {
    let written = 0;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            if (written <= GZIP_OS_OFFSET && written + chunk.length > GZIP_OS_OFFSET) {
                chunk[GZIP_OS_OFFSET - written] = GZIP_OS_UNKNOWN;
            }
            written += chunk.length;
            if (written > maxBytes)
                done(new ArchiveTooLargeError(`archive passed ${maxBytes} bytes`));
            else
                done(null, chunk);
        },
    });
    const gzip = (0,external_node_zlib_.createGzip)({ chunkSize: GZIP_CHUNK_BYTES });
    const output = (0,external_node_fs_.createWriteStream)(file, { flags: 'wx', mode: 0o600 });
    const piped = (0,external_node_stream_promises_.pipeline)(gzip, counted, output, signal ? { signal } : {});
    // Once the pipeline fails (too large, a write error, the signal), the writer stops waiting.
    const failed = new Promise((_resolve, reject) => {
        piped.catch(reject);
    });
    failed.catch(() => { });
    const fed = writeEntries(new ArchiveSlabs(gzip), failed, root, tree, signal).catch((error) => {
        gzip.destroy(error);
        throw error;
    });
    const [feeding, piping] = await Promise.allSettled([fed, piped]);
    if (signal?.aborted)
        throw signal.reason;
    if (piping.status === 'rejected')
        throw piping.reason;
    if (feeding.status === 'rejected')
        throw feeding.reason;
    return written;
}
/**
 * The tar stream: directories and files in path order, then the two zero blocks that end it.
 * Files are opened and read synchronously (see TimeSlice), straight into the slabs.
 */
async function writeEntries(slabs, failed, root, tree, signal) {
    const slice = new TimeSlice();
    // Waits while gzip is behind; otherwise gives the event loop its turn when due.
    const turn = async () => {
        if (slabs.behind)
            await Promise.race([slabs.catchUp(), failed]);
        else
            await Promise.race([slice.yield(), failed]);
        signal?.throwIfAborted();
    };
    for (const entry of inPathOrder(tree)) {
        if (slabs.behind || slice.due())
            await turn();
        signal?.throwIfAborted();
        if (typeof entry === 'string') {
            slabs.copy(entryHeader(`${entry}/`, 'Directory', 0, true));
            continue;
        }
        slabs.copy(entryHeader(entry.path, 'File', entry.bytes, entry.executable));
        const opened = openWalkedFile(root, entry);
        try {
            for (let position = 0; position < entry.bytes;) {
                if (slabs.behind || slice.due())
                    await turn();
                position += slabs.read(opened, position, entry.bytes - position);
            }
        }
        finally {
            opened.close();
        }
        slabs.zeros((write_archive_BLOCK - (entry.bytes % write_archive_BLOCK)) % write_archive_BLOCK);
    }
    slabs.zeros(2 * write_archive_BLOCK);
    slabs.end();
}
/** Directories (as their paths) and files, merged in path order; both lists come sorted. */
function* inPathOrder(tree) {
    const { directories, files } = tree;
    let d = 0;
    let f = 0;
    let file = files.length > 0 ? files.at(0) : undefined;
    while (d < directories.length || file !== undefined) {
        const dir = directories[d];
        if (dir !== undefined && (file === undefined || byPath(dir, file.path) < 0)) {
            (0,packed_entry/* assertArchivePath */.Ih)(dir);
            d++;
            yield dir;
        }
        else if (file !== undefined) {
            (0,packed_entry/* assertArchivePath */.Ih)(file.path);
            yield file;
            f++;
            file = f < files.length ? files.at(f) : undefined;
        }
    }
}

;// CONCATENATED MODULE: ./src/packing/pack.ts












/**
 * Packs `root`, and each local dependency outside it at its place, into a reproducible
 * `.tar.gz` in `tempDir`: each directory with its own `.gitignore` and `.dockerignore` rules,
 * no always-left-out directory (`.git`, `node_modules`, `.venv`, ...), no `.env` or credential
 * file, no symlink, hard link or unsafe path.
 */
async function packSource(options) {
    const { configPath, tempDir, log, warn, signal } = options;
    const maxBytes = options.limits?.maxBytes ?? sizes/* MAX_ARCHIVE_BYTES */.Ip;
    const warnBytes = options.limits?.warnBytes ?? sizes/* WARN_ARCHIVE_BYTES */.QN;
    const root = external_node_path_default().resolve(options.root);
    const rootStat = await (0,promises_.stat)(root).catch(() => undefined);
    if (!rootStat?.isDirectory()) {
        throw new Error(`the directory to pack, ${root}, does not exist or is not a directory`);
    }
    const layout = (0,local_dependencies/* archiveLayout */.bA)(root, options.dependencies ?? []);
    const rootPrefix = external_node_path_default().relative(layout.archiveRoot, root).split((external_node_path_default()).sep).join('/');
    const shownPrefix = rootPrefix === '' ? '' : `${rootPrefix}/`;
    const rules = await ignore_rules/* IgnoreRules */.w0.load(root, signal, { shownPrefix });
    if (!rules.inRepository) {
        log(`${root} is not in a git repository: .gitignore files do not apply (git tracks nothing here); .dockerignore files still do`);
    }
    const inRoot = await checkConfigPath(root, configPath, rules);
    const tree = emptyTree();
    for (const { dir, prefix } of layout.directories) {
        const dirRules = dir === root ? rules : await ignore_rules/* IgnoreRules */.w0.load(dir, signal, { shownPrefix: prefix });
        await walkInto(tree, dir, prefix, dirRules, signal);
    }
    finishTree(tree);
    const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
    const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
    if (layout.archiveRoot !== root) {
        log(`local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`);
    }
    for (const line of (0,left_out/* describeLeftOut */.l1)(tree.leftOut.groups))
        log(line);
    for (const warning of [
        (0,left_out/* describeEnvFiles */.yt)(tree.envFiles),
        (0,left_out/* describeCredentialFiles */._u)(tree.credentialFiles),
    ]) {
        if (warning)
            warn(warning);
    }
    reportLeftOut(tree, warn);
    const untracked = rules.repositoryTop === undefined
        ? undefined
        : await (0,untracked_files/* untrackedFiles */.z)({
            top: rules.repositoryTop,
            archiveRoot: layout.archiveRoot,
            directories: layout.directories.map(({ dir }) => dir),
            files: tree.files.paths(),
            signal,
        });
    if (untracked && untracked.count > 0) {
        const shown = untracked.examples.map((entry) => JSON.stringify(entry)).join(', ');
        const more = untracked.count > untracked.examples.length ? ', …' : '';
        log(`git does not track ${untracked.count} of the files to pack: ${shown}${more}`);
    }
    const largest = (0,sizes/* largestEntries */.Ns)(tree.files);
    log(`packing ${tree.files.length} files (${(0,sizes/* formatMegabytes */.VP)(tree.totalBytes)} uncompressed) from ${layout.archiveRoot}`);
    if (tree.totalBytes > maxBytes) {
        // Not refused yet: the limit is on the compressed archive, and text compresses well.
        log(`the files add up to more than the upload limit (${(0,sizes/* formatMegabytes */.VP)(maxBytes)}); they fit only if they compress well. ${(0,sizes/* describeLargest */.cz)(largest)}`);
    }
    await options.onWalked?.(tree);
    const file = external_node_path_default().join(tempDir, `agent-source-${(0,external_node_crypto_.randomUUID)()}.tar.gz`);
    let bytes;
    try {
        bytes = await writeArchive(layout.archiveRoot, tree, file, maxBytes, signal);
    }
    catch (error) {
        await (0,promises_.rm)(file, { force: true });
        if (error instanceof ArchiveTooLargeError)
            throw tooLarge(maxBytes, largest);
        throw error;
    }
    const entries = tree.files.length;
    tree.files.release();
    log(`packed ${entries} files into ${(0,sizes/* formatMegabytes */.VP)(bytes)}`);
    if (bytes > warnBytes) {
        warn(`the source archive is ${(0,sizes/* formatMegabytes */.VP)(bytes)}, above ${(0,sizes/* formatMegabytes */.VP)(warnBytes)}: uploads and builds will be slow. ${(0,sizes/* describeLargest */.cz)(largest)} Leave files out with .gitignore.`);
    }
    const { symlinks, hardLinks, other } = tree;
    return {
        file,
        bytes,
        entries,
        largest,
        configEntry,
        directories,
        leftOut: { symlinks, hardLinks, other },
        ...(untracked && { untracked: untracked.count }),
    };
}
function tooLarge(maxBytes, largest) {
    return new Error(`the source archive is larger than ${(0,sizes/* formatMegabytes */.VP)(maxBytes)} (${maxBytes} bytes), the most the upload URL accepts. ${(0,sizes/* describeLargest */.cz)(largest)} Leave large files out with .gitignore, or point agent-config-path at a smaller directory.`);
}
function reportLeftOut(tree, warn) {
    const kinds = [
        [tree.symlinks, 'symlinks (the archive holds none)'],
        [tree.hardLinks, 'hard links (the archive holds none)'],
        [tree.other, 'special files or names with a backslash'],
    ];
    for (const [paths, what] of kinds) {
        if (paths.length === 0)
            continue;
        const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
        const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
        warn(`left out ${paths.length} ${what}: ${shown.join(', ')}${more}`);
    }
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
;// CONCATENATED MODULE: ./src/packing/upload-progress.ts

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
;// CONCATENATED MODULE: ./src/packing/upload-target.ts


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

;// CONCATENATED MODULE: ./src/packing/upload.ts










const CONNECT_TIMEOUT_MS = 30_000;
/** Longest silence while sending or awaiting the answer; undici restarts it on every write. */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * Read size for the upload. Each chunk is a read, a trip through the thread pool and a write to
 * the socket: 16 KiB chunks cost about 0.1 s more CPU than 256 KiB ones for a 41 MB archive,
 * and with packing no longer leaving garbage behind, the larger chunks do not raise the peak.
 */
const UPLOAD_CHUNK_BYTES = 256 * 1024;
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
async function checkSourceInputs(inputs, workspace, signal) {
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
        const rules = await ignore_rules/* IgnoreRules */.w0.load(root, signal);
        inArchive = await checkConfigPath(root, inputs.agentConfigPath ?? '', rules);
    }
    catch (error) {
        signal?.throwIfAborted();
        const message = error instanceof Error ? error.message : String(error);
        throw bad('agent-config-path', message.replace(/^agent-config-path /, ''));
    }
    try {
        await checkAgentConfig({ ...configOf(root, inArchive, workspace), signal });
    }
    catch (error) {
        signal?.throwIfAborted();
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
/**
 * Packs source-path into `tempDir` as a deploy ships it: with the local directories its agent
 * config names (the config was checked before any request, and is read again here for them).
 */
async function packCheckedSource(inputs, context, tempDir) {
    const root = (0,external_node_path_.resolve)(context.workspace, inputs.sourcePath);
    const configPath = inputs.agentConfigPath;
    const { signal, log, warn } = context;
    const dependencies = await checkAgentConfig({
        ...configOf(root, configPath, context.workspace),
        signal,
    });
    return packSource({ root, configPath, dependencies, tempDir, log, warn, signal });
}
async function packAndUpload(deploymentId, inputs, context) {
    const { client, signal, log } = context;
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(context.tempDir, 'agent-source-'));
    try {
        const archive = await packCheckedSource(inputs, context, folder);
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
            ...(archive.untracked !== undefined && { untracked: archive.untracked }),
        };
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}


/***/ })

};
