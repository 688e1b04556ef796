export const id = 135;
export const ids = [135];
export const modules = {

/***/ 9135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkSourceInputs: () => (/* binding */ checkSourceInputs),
  packCheckedSource: () => (/* binding */ packCheckedSource)
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

// EXTERNAL MODULE: ./src/packing/ignore-rules.ts + 2 modules
var ignore_rules = __webpack_require__(2509);
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
// EXTERNAL MODULE: ./src/packing/nearest-name.ts
var nearest_name = __webpack_require__(5045);
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
        this.#suggestions = new nearest_name/* SuggestionBudget */.C2(signal);
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
            const nearest = await (0,nearest_name/* nearestName */.qb)(file, this.#configDir, this.#suggestions);
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
            rules = ignore_rules/* IgnoreRules */.w.load(root, this.#signal);
            this.#rules.set(root, rules);
        }
        return rules;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/common/wording.ts
var wording = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/packing/left-out.ts
var left_out = __webpack_require__(5847);
;// CONCATENATED MODULE: ./src/packing/set-apart.ts

function nothingSetApart() {
    return {
        symlinks: [],
        hardLinks: [],
        other: [],
        envFiles: [],
        credentialFiles: [],
        leftOut: new left_out/* LeftOutTally */.UQ(),
    };
}
const SET_APART_EXAMPLES = 3;
/** Everything set apart, counted: `.env` and credential files first, as the ones to notice. */
function countSetApart(setApart) {
    const { envFiles, credentialFiles, leftOut, symlinks, hardLinks, other } = setApart;
    const groups = leftOut.groups;
    const named = [envFiles, credentialFiles, ...groups.map((group) => group.examples)];
    const examples = [...named, symlinks, hardLinks, other].flat().slice(0, SET_APART_EXAMPLES);
    const inGroups = groups.reduce((sum, group) => sum + group.files + group.directories, 0);
    const count = [envFiles, credentialFiles, symlinks, hardLinks, other].reduce((sum, list) => sum + list.length, inGroups);
    return { count, examples };
}

// EXTERNAL MODULE: ./src/packing/sizes.ts
var sizes = __webpack_require__(5789);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/common/step-environment.ts
var step_environment = __webpack_require__(1975);
;// CONCATENATED MODULE: ./src/packing/untracked-files.ts




/** Enough for a repository of a few hundred thousand files, listed once. */
const MAX_LISTING_BYTES = 64 * 1024 * 1024;
/** A git that takes longer is not waited for: the count is a hint, not a check. */
const GIT_TIMEOUT_MS = 10_000;
const EXAMPLES = 3;
/**
 * Counts the packed files the repository around the packed root does not track: where a file
 * another step wrote usually hides. One `git ls-files` call, limited to the packed directories
 * inside the repository, asked when packing starts and answered while it goes on; the files
 * packed before it answers wait in a list. Says undefined when git cannot say: no git, no work
 * tree (a bare `.git` folder, a repository git refuses to read), an error, or a git that took
 * too long.
 *
 * The files are added in the order of their paths, which is the order git lists them in, so
 * each is looked for by moving forward through git's listing as it came, one buffer: a
 * repository of 200,000 files costs the listing's bytes, not a set of 200,000 strings.
 */
class UntrackedFiles {
    #tracked;
    #unknown = false;
    #waiting = [];
    #listed;
    /** An archive path's path in the repository; undefined outside it. */
    #inRepository;
    #count = 0;
    #examples = [];
    constructor(packed) {
        const { top, archiveRoot } = packed;
        const relativeToTop = (absolute) => {
            const relative = external_node_path_default().relative(top, absolute);
            return (0,local_dependencies/* isOutside */._K)(relative) ? undefined : relative.split((external_node_path_default()).sep).join('/');
        };
        this.#inRepository = inRepositoryOf(top, archiveRoot, relativeToTop);
        const pathspecs = packed.directories.map(relativeToTop).filter((dir) => dir !== undefined);
        this.#listed = (pathspecs.length === 0
            ? Promise.resolve(undefined)
            : listTracked(top, pathspecs, packed.signal)).then((listing) => {
            if (listing === undefined) {
                this.#unknown = true;
                this.#waiting.length = 0;
                return;
            }
            this.#tracked = new SortedListing(listing);
            for (const file of this.#waiting.splice(0))
                this.#check(file);
        });
    }
    /** A file packed, as its path inside the archive. */
    add(file) {
        if (this.#unknown)
            return;
        if (this.#tracked)
            this.#check(file);
        else
            this.#waiting.push(file);
    }
    /** How many of the files added git does not track, and the first few; once git answered. */
    async result() {
        await this.#listed;
        return this.#unknown ? undefined : { count: this.#count, examples: [...this.#examples] };
    }
    #check(file) {
        const inRepository = this.#inRepository(file);
        const tracked = inRepository === undefined ? false : this.#tracked?.has(inRepository);
        if (tracked === 'out-of-order') {
            this.#unknown = true;
            return;
        }
        if (tracked)
            return;
        this.#count++;
        if (this.#examples.length < EXAMPLES)
            this.#examples.push(file);
    }
}
/**
 * How an archive path becomes a path in the repository, worked out once: the archive's root
 * lies in the repository (each path gains its place there), or holds it (each path inside it
 * loses the part above the repository's top).
 */
function inRepositoryOf(top, archiveRoot, relativeToTop) {
    const rootInRepository = relativeToTop(archiveRoot);
    if (rootInRepository !== undefined) {
        const prefix = rootInRepository === '' ? '' : `${rootInRepository}/`;
        return (file) => `${prefix}${file}`;
    }
    const topInArchive = `${external_node_path_default().relative(archiveRoot, top).split((external_node_path_default()).sep).join('/')}/`;
    return (file) => (file.startsWith(topInArchive) ? file.slice(topInArchive.length) : undefined);
}
/**
 * git's listing: NUL-separated paths in the order of their bytes. Paths are looked for in that
 * order, each from where the last one was found. A path before the last one asked for (UTF-16
 * order, which the packer sorts by, and byte order differ for a few rare characters) is
 * `'out-of-order'`: the count is then unknown rather than wrong.
 */
class SortedListing {
    #bytes;
    #cursor = 0;
    #wanted = Buffer.alloc(1024);
    #previous = Buffer.alloc(1024);
    #previousLength = -1;
    constructor(bytes) {
        this.#bytes = bytes;
    }
    has(file) {
        const length = Buffer.byteLength(file);
        if (length > this.#wanted.length)
            this.#wanted = Buffer.alloc(2 * length);
        const wanted = this.#wanted;
        wanted.write(file);
        if (this.#previousLength >= 0 &&
            wanted.compare(this.#previous, 0, this.#previousLength, 0, length) < 0) {
            return 'out-of-order';
        }
        this.#wanted = this.#previous.length >= length ? this.#previous : Buffer.alloc(2 * length);
        this.#previous = wanted;
        this.#previousLength = length;
        const bytes = this.#bytes;
        while (this.#cursor < bytes.length) {
            const found = bytes.indexOf(0, this.#cursor);
            const end = found === -1 ? bytes.length : found;
            const order = bytes.compare(wanted, 0, length, this.#cursor, end);
            if (order >= 0)
                return order === 0;
            this.#cursor = end + 1;
        }
        return false;
    }
}
function listTracked(top, directories, signal) {
    const pathspecs = directories.map((dir) => dir || '.');
    // Reading only: no fsmonitor hook run, no index refresh written, never a prompt.
    const args = ['-c', 'core.fsmonitor=false', '--literal-pathspecs', 'ls-files', '-z'];
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', [...args, '--full-name', '--', ...pathspecs], {
            cwd: top,
            env: (0,step_environment/* childEnvironment */.Qc)({ GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' }),
            encoding: 'buffer',
            maxBuffer: MAX_LISTING_BYTES,
            timeout: GIT_TIMEOUT_MS,
            windowsHide: true,
            ...(signal && { signal }),
        }, (error, stdout) => resolve(error ? undefined : stdout));
    });
}

// EXTERNAL MODULE: ./src/packing/walk-tree.ts
var walk_tree = __webpack_require__(2707);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
/** A file was not what the walk's listing said by the time it was packed; nothing is uploaded. */
class SourceChangedError extends Error {
}
/**
 * Opens the file the walk listed as a regular file at `absolute` (`entry` in messages) and
 * checks on that handle that it still is one, so a file swapped for a symlink, a FIFO or a
 * directory in the meantime is never read: every read goes through this handle. A regular file
 * with more than one name (a hard link) is closed again unread: `'hard-link'`.
 */
function openWalkedFile(absolute, entry) {
    const changed = (why) => new SourceChangedError(`${entry} changed while packing: ${why}`);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(absolute, OPEN_FLAGS);
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
    let stat;
    try {
        stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw changed(`it is now ${kindOf(stat)}, not a regular file`);
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        throw error;
    }
    if (stat.nlink > 1) {
        (0,external_node_fs_.closeSync)(fd);
        return 'hard-link';
    }
    const bytes = stat.size;
    return {
        bytes,
        executable: (stat.mode & 0o100) !== 0,
        read(buffer, offset, length, position) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, offset, length, position);
            if (read === 0)
                throw changed(`it became shorter than its ${bytes} bytes`);
            return read;
        },
        close: () => (0,external_node_fs_.closeSync)(fd),
    };
}
function kindOf(stat) {
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

// EXTERNAL MODULE: ./src/packing/time-slice.ts
var time_slice = __webpack_require__(4213);
;// CONCATENATED MODULE: ./src/packing/write-archive.ts











/** gzip's output buffer: each one filled is a round trip from zlib's thread to the event loop. */
const GZIP_CHUNK_BYTES = 256 * 1024;
const write_archive_BLOCK = 512;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;
/** The compressed archive passed the limit; `largest` are the biggest files read until then. */
class ArchiveTooLargeError extends Error {
    largest;
    constructor(maxBytes, largest) {
        super(`archive passed ${maxBytes} bytes`);
        this.largest = largest;
    }
}
/**
 * Writes a gzipped tar to `file`, streamed: `fill` adds the files in archive order through the
 * TarWriter it is given, and memory holds a few slabs of the tar stream (see ArchiveSlabs),
 * whatever the archive's size. Stops with ArchiveTooLargeError as soon as the compressed output
 * passes `maxBytes`, and with the signal's reason when it fires.
 *
 * Reproducible: entries in a fixed order, each with a fixed mtime, uid and gid 0, no user or
 * group name, mode 0644 or 0755, a pax header for a path ustar cannot hold; the gzip header has
 * no timestamp and a fixed OS byte.
 */
async function writeArchive(file, maxBytes, signal, fill) {
    let written = 0;
    const largest = new sizes/* LargestFiles */.IY();
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            if (written <= GZIP_OS_OFFSET && written + chunk.length > GZIP_OS_OFFSET) {
                chunk[GZIP_OS_OFFSET - written] = GZIP_OS_UNKNOWN;
            }
            written += chunk.length;
            if (written <= maxBytes)
                return done(null, chunk);
            done(new ArchiveTooLargeError(maxBytes, largest.entries));
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
    const writer = new TarWriter(new ArchiveSlabs(gzip), largest, failed, signal);
    const fed = fill(writer)
        .then(() => writer.end())
        .catch((error) => {
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
    return {
        bytes: written,
        files: writer.files,
        fileBytes: writer.fileBytes,
        largest: largest.entries,
    };
}
/**
 * The tar stream, an entry at a time. Files are opened and read synchronously (see TimeSlice),
 * straight into the slabs. A directory's entry is written just before the first file in it:
 * the archive holds the directories that hold a packed file (git tracks no empty directory).
 */
class TarWriter {
    files = 0;
    fileBytes = 0;
    #slabs;
    /** Offered each file as it is opened, so the limit's message names the one that passed it. */
    #largest;
    #failed;
    #signal;
    #slice = new time_slice/* TimeSlice */.I();
    /** The directories written that hold the files to come, outermost first. */
    #open = [];
    /** The directory of the last file written. */
    #current = '';
    constructor(slabs, largest, failed, signal) {
        this.#slabs = slabs;
        this.#largest = largest;
        this.#failed = failed;
        this.#signal = signal;
    }
    /**
     * Adds the regular file at `absolute` as `entry`; entries come in path order. A hard link is
     * not added: `'hard-link'`.
     */
    async addFile(absolute, entry) {
        const slabs = this.#slabs;
        if (slabs.behind || this.#slice.due())
            await this.#turn();
        (0,packed_entry/* assertArchivePath */.Ih)(entry);
        const opened = openWalkedFile(absolute, entry);
        if (opened === 'hard-link')
            return 'hard-link';
        const { bytes } = opened;
        this.#largest.offer(entry, bytes);
        try {
            this.#enterDirectoryOf(entry);
            slabs.copy(entryHeader(entry, 'File', bytes, opened.executable));
            for (let position = 0; position < bytes;) {
                if (slabs.behind || this.#slice.due())
                    await this.#turn();
                position += slabs.read(opened, position, bytes - position);
            }
        }
        finally {
            opened.close();
        }
        slabs.zeros((write_archive_BLOCK - (bytes % write_archive_BLOCK)) % write_archive_BLOCK);
        this.files++;
        this.fileBytes += bytes;
        return 'added';
    }
    /** The two zero blocks that end a tar stream, and the end of gzip's input. */
    end() {
        this.#slabs.zeros(2 * write_archive_BLOCK);
        this.#slabs.end();
    }
    /** Waits while gzip is behind; otherwise gives the event loop its turn. */
    async #turn() {
        const slabs = this.#slabs;
        if (slabs.behind)
            await Promise.race([slabs.catchUp(), this.#failed]);
        else
            await Promise.race([this.#slice.yield(), this.#failed]);
        this.#signal?.throwIfAborted();
    }
    /** Writes the entries of the directories above `entry` not written yet. */
    #enterDirectoryOf(entry) {
        const dir = entry.slice(0, Math.max(entry.lastIndexOf('/'), 0));
        if (dir === this.#current)
            return;
        this.#current = dir;
        const open = this.#open;
        while (open.length > 0 && !holds(open.at(-1), dir))
            open.pop();
        // Each directory from the innermost one open down to `dir`, outermost first.
        let slash = open.length === 0 ? -1 : open.at(-1).length;
        while (dir !== '' && slash < dir.length) {
            const next = dir.indexOf('/', slash + 1);
            slash = next === -1 ? dir.length : next;
            const above = dir.slice(0, slash);
            (0,packed_entry/* assertArchivePath */.Ih)(above);
            this.#slabs.copy(entryHeader(`${above}/`, 'Directory', 0, true));
            open.push(above);
        }
    }
}
/** Whether `outer` is `dir` or a directory above it. */
function holds(outer, dir) {
    return dir === outer || dir.startsWith(`${outer}/`);
}

;// CONCATENATED MODULE: ./src/packing/pack.ts














/**
 * Packs `root`, and each local dependency outside it at its place, into a reproducible
 * `.tar.gz` in `tempDir`: each directory with its own `.gitignore` and `.dockerignore` rules,
 * no always-left-out directory (`.git`, `node_modules`, `.venv`, ...), no `.env` or credential
 * file, no symlink, hard link or unsafe path. The tree is walked and written in one pass, so
 * memory holds the listings on the way down, not the tree.
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
    const rules = await ignore_rules/* IgnoreRules */.w.load(root, signal, { shownPrefix });
    if (!rules.inRepository) {
        log(`${root} is not in a git repository: .gitignore files do not apply (git tracks nothing here); .dockerignore files still do`);
    }
    const inRoot = await checkConfigPath(root, configPath, rules);
    const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
    // The prefixes end in `/`: walked in their order, the files come in the order of their paths.
    const walks = [...layout.directories].sort((a, b) => (0,walk_tree/* byPath */.f2)(a.prefix, b.prefix));
    const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
    if (layout.archiveRoot !== root) {
        log(`local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`);
    }
    log(`packing ${layout.archiveRoot}`);
    const untracked = rules.repositoryTop === undefined
        ? undefined
        : new UntrackedFiles({
            top: rules.repositoryTop,
            archiveRoot: layout.archiveRoot,
            directories: layout.directories.map(({ dir }) => dir),
            signal,
        });
    const setApart = nothingSetApart();
    const file = external_node_path_default().join(tempDir, `agent-source-${(0,external_node_crypto_.randomUUID)()}.tar.gz`);
    let archive;
    try {
        archive = await writeArchive(file, maxBytes, signal, async (tar) => {
            for (const { dir, prefix } of walks) {
                const dirRules = dir === root ? rules : await ignore_rules/* IgnoreRules */.w.load(dir, signal, { shownPrefix: prefix });
                await (0,walk_tree/* walkTree */.Ir)({
                    root: dir,
                    prefix,
                    rules: dirRules,
                    setApart,
                    signal,
                    onListed: options.onListed,
                    onFile: async (absolute, entry) => {
                        if ((await tar.addFile(absolute, entry)) === 'hard-link') {
                            setApart.hardLinks.push(entry);
                        }
                        else {
                            untracked?.add(entry);
                        }
                    },
                });
            }
        });
    }
    catch (error) {
        await (0,promises_.rm)(file, { force: true });
        if (error instanceof ArchiveTooLargeError)
            throw tooLarge(maxBytes, error.largest);
        throw error;
    }
    const { largest } = archive;
    for (const line of (0,left_out/* describeLeftOut */.l1)(setApart.leftOut.groups))
        log(line);
    for (const warning of [
        (0,left_out/* describeEnvFiles */.yt)(setApart.envFiles),
        (0,left_out/* describeCredentialFiles */._u)(setApart.credentialFiles),
    ]) {
        if (warning)
            warn(warning);
    }
    reportLeftOut(setApart, warn);
    const notTracked = await untracked?.result();
    if (notTracked && notTracked.count > 0) {
        const shown = notTracked.examples.map((entry) => JSON.stringify(entry)).join(', ');
        const more = notTracked.count > notTracked.examples.length ? ', …' : '';
        log(`git does not track ${notTracked.count} of the files to pack: ${shown}${more}`);
    }
    log(`packed ${archive.files} files (${(0,sizes/* formatSize */.Xq)(archive.fileBytes)} uncompressed) into ${(0,sizes/* formatSize */.Xq)(archive.bytes)}`);
    if (archive.bytes > warnBytes) {
        warn(`the source archive is ${(0,sizes/* formatSize */.Xq)(archive.bytes)}, above ${(0,sizes/* formatSize */.Xq)(warnBytes)}: uploads and builds will be slow. ${(0,sizes/* describeLargest */.cz)(largest)} Leave files out with .gitignore.`);
    }
    const { symlinks, hardLinks, other } = setApart;
    return {
        file,
        bytes: archive.bytes,
        entries: archive.files,
        largest,
        configEntry,
        archiveRoot: layout.archiveRoot,
        directories,
        leftOut: { symlinks, hardLinks, other },
        setApart: countSetApart(setApart),
        ...(notTracked && { untracked: notTracked.count }),
    };
}
/** `largest`: of the files read until the archive passed the limit; the rest were not read. */
function tooLarge(maxBytes, largest) {
    return new Error(`the source archive is larger than ${(0,sizes/* formatSize */.Xq)(maxBytes)} (${maxBytes} bytes), the most the upload URL accepts. ${(0,sizes/* describeLargest */.cz)(largest)} Leave large files out with .gitignore, or point ${(0,wording/* words */.aL)().input('agent-config-path')} at a smaller directory.`);
}
function reportLeftOut(setApart, warn) {
    const kinds = [
        [setApart.symlinks, 'symlinks (the archive holds none)'],
        [setApart.hardLinks, 'hard links (the archive holds none)'],
        [setApart.other, 'special files or names with a backslash'],
    ];
    for (const [paths, what] of kinds) {
        if (paths.length === 0)
            continue;
        const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
        const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
        warn(`left out ${paths.length} ${what}: ${shown.join(', ')}${more}`);
    }
}

;// CONCATENATED MODULE: ./src/deploy/change/ship-source.ts








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
    if ((0,local_dependencies/* isOutside */._K)(inside)) {
        throw bad('source-path', `leads out of the workspace through a symlink${got}.`);
    }
    let inArchive;
    try {
        const rules = await ignore_rules/* IgnoreRules */.w.load(root, signal);
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
 * Packs source-path into `tempDir` as a deploy ships it: with the local directories its agent
 * config names (the config was checked before any request, and is read again here for them).
 */
async function packCheckedSource({ signal, log, warn }, inputs, { workspace, tempDir }) {
    const root = (0,external_node_path_.resolve)(workspace, inputs.sourcePath);
    const configPath = inputs.agentConfigPath;
    const dependencies = await checkAgentConfig({ ...configOf(root, configPath, workspace), signal });
    return packSource({ root, configPath, dependencies, tempDir, log, warn, signal });
}


/***/ }),

/***/ 5045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ SuggestionBudget),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   qb: () => (/* binding */ nearestName)
/* harmony export */ });
/* unused harmony export editDistance */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


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
            for await (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.opendir)(dir, { bufferSize: 64 })) {
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
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file);
    const namesIn = async (of, keep) => (await budget.list(of))?.filter(keep).map((entry) => entry.name);
    const filesIn = (of) => namesIn(of, (entry) => entry.isFile());
    const inDir = await filesIn(dir);
    let found = inDir && closest(name, inDir);
    if (inDir === undefined) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        const siblings = await namesIn(parent, (entry) => entry.isDirectory());
        const sibling = closest(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(dir), siblings ?? []);
        const inSibling = sibling && (await filesIn(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(parent, sibling)));
        const match = inSibling && (inSibling.includes(name) ? name : closest(name, inSibling));
        if (sibling && match)
            found = node_path__WEBPACK_IMPORTED_MODULE_1___default().join('..', sibling, match);
    }
    if (!found)
        return undefined;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(base, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, found)).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
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


/***/ })

};
