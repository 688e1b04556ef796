export const id = 101;
export const ids = [101];
export const modules = {

/***/ 2971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ packedFileProblem),
/* harmony export */   k: () => (/* binding */ checkConfigPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(169);
/* harmony import */ var _walk_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7509);




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
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(configPath) ||
        node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.isAbsolute(configPath) ||
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
    const problem = (0,_walk_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .archivePathProblem */ .LB)(inArchive);
    if (problem !== undefined)
        throw fail(`cannot be a path inside the archive: ${problem}`);
    const unpacked = await packedFileProblem(root, segments, rules);
    if (unpacked !== undefined)
        throw fail(unpacked);
    return inArchive;
}
/**
 * Why the file at `segments` under `root` would not be in the archive, or undefined when it
 * would: it exists, is a regular file reached without a symlink, is no hard link, lies in no
 * always-left-out directory, is no `.env` file, and no ignore rule leaves it out.
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
        if (name === '.git')
            return 'is inside .git, which is never packed';
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, entry)).catch(() => undefined);
        if (!stat)
            return `does not exist in ${root}`;
        if (stat.isSymbolicLink()) {
            return `${isLast ? 'is' : `passes through "${entry}", which is`} a symlink; the archive holds no symlinks, so point it at the file itself`;
        }
        if (!isLast && !stat.isDirectory())
            return `does not exist in ${root}`;
        if (!isLast && _left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .ALWAYS_LEFT_OUT */ .F$.has(name)) {
            return `is inside ${name}/, which is never packed`;
        }
        if (isLast && !stat.isFile())
            return 'is not a regular file';
        if (isLast && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .isEnvFile */ .qb)(name))
            return 'is a .env file, which is never packed';
        if (isLast && stat.nlink > 1) {
            return 'is a hard link; the archive holds no hard links, so copy the file instead';
        }
        await rules.enterDirectory(dir);
        const verdict = rules.verdict(entry, !isLast);
        if (verdict.ignored)
            return `is ignored by ${verdict.rule}, so the archive would not hold it`;
    }
    return undefined;
}


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IgnoreRules)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_2__);



/**
 * The ignore rules for the tree under `root`, with gitignore semantics (`!` negations
 * included). Paths are relative to `root` and use `/`. Two kinds of file count, each on its own:
 *
 * - `.gitignore`, as git reads it. Inside a repository the base is the repository's top
 *   directory, so the `.gitignore` files between it and `root` count too. Outside one git
 *   tracks nothing, so no `.gitignore` applies; `inRepository` says which it was.
 * - `.dockerignore`, as the service's own client reads it: the one in `root` and in every
 *   directory below it, in or out of a repository.
 *
 * An entry is left out when either kind leaves it out; a `!` negation re-includes an entry only
 * against the rules of its own kind. Each directory entered keeps, per kind, the chain of files
 * that apply in it, closest first, so a verdict consults only those files: its cost does not
 * grow with the depth of the entry.
 */
class IgnoreRules {
    #git;
    #docker;
    #signal;
    inRepository;
    constructor(git, docker, signal) {
        this.#git = git;
        this.#docker = docker;
        this.inRepository = git.reads;
        this.#signal = signal;
    }
    /**
     * Finds the repository around `root` (if any) and reads the `.gitignore` files above it.
     * With `signal`, every directory entered afterwards first checks that the step goes on.
     * `shownPrefix` (`''` or ending in `/`) goes before a `.dockerignore`'s path in messages:
     * where `root` lies in the archive.
     */
    static async load(root, signal, options = {}) {
        const top = await findRepositoryTop(root);
        const git = new RuleChains('.gitignore', top ?? root, root, top !== undefined);
        const docker = new RuleChains('.dockerignore', root, root, true, options.shownPrefix);
        await git.loadAboveRoot();
        return new IgnoreRules(git, docker, signal);
    }
    /** How many ignore files the verdicts so far consulted: the measure of their cost. */
    get consulted() {
        return this.#git.consulted + this.#docker.consulted;
    }
    /** Reads the ignore files in `dir` (relative to `root`); call it before deciding on its entries. */
    async enterDirectory(dir) {
        this.#signal?.throwIfAborted();
        await this.#git.enter(dir);
        await this.#docker.enter(dir);
    }
    /**
     * Whether `entry` (relative to `root`) is left out, given that every directory above it was
     * kept. Per kind, as git does, the closest file with a matching rule decides, and within one
     * file the last matching rule.
     */
    verdict(entry, isDirectory) {
        const git = this.#git.verdict(entry, isDirectory);
        return git.ignored ? git : this.#docker.verdict(entry, isDirectory);
    }
    /** Whether `root` itself, or a directory between the repository's top and it, is ignored. */
    rootVerdict() {
        return this.#git.rootVerdict();
    }
}
/** The files of one kind (`.gitignore` or `.dockerignore`) from `base` down. */
class RuleChains {
    /** Per directory (relative to the base), the files that apply in it. */
    #chains = new Map();
    #fileName;
    #base;
    /** `root` relative to the base, `/`-separated, `''` when they are the same. */
    #rootPrefix;
    /** Whether files of this kind are read at all (a `.gitignore` only inside a repository). */
    reads;
    /** Before a file's path in messages. */
    #shownPrefix;
    consulted = 0;
    constructor(fileName, base, root, reads, shownPrefix = '') {
        this.#shownPrefix = shownPrefix;
        this.#fileName = fileName;
        this.#base = base;
        this.#rootPrefix = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(base, root).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).filter(Boolean).join('/');
        this.reads = reads;
    }
    async loadAboveRoot() {
        const aboveRoot = parentOf(this.#rootPrefix);
        if (aboveRoot !== undefined)
            await this.#loadLevel(aboveRoot);
    }
    async enter(dir) {
        await this.#loadLevel(this.#fromBase(dir));
    }
    verdict(entry, isDirectory) {
        return this.#verdictFromBase(this.#fromBase(entry), isDirectory);
    }
    rootVerdict() {
        const steps = this.#rootPrefix === '' ? [] : this.#rootPrefix.split('/');
        for (let depth = 1; depth <= steps.length; depth++) {
            const verdict = this.#verdictFromBase(steps.slice(0, depth).join('/'), true);
            if (verdict.ignored)
                return verdict;
        }
        return { ignored: false };
    }
    #verdictFromBase(full, isDirectory) {
        for (let link = this.#chainAbove(full); link; link = link.next) {
            this.consulted++;
            const { level } = link;
            const relative = full.slice(level.dir === '' ? 0 : level.dir.length + 1);
            const result = level.rules.test(isDirectory ? `${relative}/` : relative);
            if (result.unignored)
                return { ignored: false };
            if (!result.ignored)
                continue;
            // `ignore` also tests the parent directories. When this file ignores a parent that a
            // closer file re-included (we only get here if it was kept), git does not carry that
            // over to this entry, so this file has no say.
            const parent = parentOf(relative) ?? '';
            if (parent !== '' && level.rules.test(`${parent}/`).ignored)
                continue;
            return { ignored: true, rule: `${level.file}: ${result.rule?.pattern ?? ''}` };
        }
        return { ignored: false };
    }
    /** The chain of the closest entered directory that holds `full`. */
    #chainAbove(full) {
        for (let dir = parentOf(full); dir !== undefined; dir = parentOf(dir)) {
            if (this.#chains.has(dir))
                return this.#chains.get(dir);
        }
        return undefined;
    }
    #fromBase(entry) {
        if (this.#rootPrefix === '')
            return entry;
        return entry === '' ? this.#rootPrefix : `${this.#rootPrefix}/${entry}`;
    }
    async #loadLevel(dir) {
        if (this.#chains.has(dir))
            return;
        const parent = parentOf(dir);
        if (parent !== undefined)
            await this.#loadLevel(parent);
        const above = parent === undefined ? undefined : this.#chains.get(parent);
        const level = this.reads ? await this.#readLevel(dir) : undefined;
        this.#chains.set(dir, level ? { level, next: above } : above);
    }
    async #readLevel(dir) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.#base, dir, this.#fileName);
        // Like git (since 2.32), an ignore file that is a symlink is not read.
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).catch(() => undefined);
        if (!stat?.isFile())
            return undefined;
        const rules = ignore__WEBPACK_IMPORTED_MODULE_2___default()({ ignorecase: CASE_INSENSITIVE_FILESYSTEM }).add(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'));
        const shown = `${this.#shownPrefix}${dir === '' ? '' : `${dir}/`}${this.#fileName}`;
        return { dir, file: shown, rules };
    }
}
/** The directory that holds `entry` (`''` for the top), or undefined for the top itself. */
function parentOf(entry) {
    if (entry === '')
        return undefined;
    const slash = entry.lastIndexOf('/');
    return slash === -1 ? '' : entry.slice(0, slash);
}
/** Git's default `core.ignorecase` follows the file system: off on Linux, on for macOS and Windows. */
const CASE_INSENSITIVE_FILESYSTEM = process.platform === 'darwin' || process.platform === 'win32';
/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start) {
    for (let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(start);; dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir)) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, '.git')).catch(() => undefined))
            return dir;
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir) === dir)
            return undefined;
    }
}


/***/ }),

/***/ 169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ ALWAYS_LEFT_OUT),
/* harmony export */   UQ: () => (/* binding */ LeftOutTally),
/* harmony export */   l1: () => (/* binding */ describeLeftOut),
/* harmony export */   qb: () => (/* binding */ isEnvFile),
/* harmony export */   yt: () => (/* binding */ describeEnvFiles)
/* harmony export */ });
/* harmony import */ var _sizes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8495);

/**
 * Directories the service's own client never packs, whatever the ignore files say: caches,
 * virtualenvs, installed packages and git's own data. They are left out wherever they appear,
 * and never read: a virtualenv or `node_modules` can hold more files than the agent itself.
 */
const ALWAYS_LEFT_OUT = new Set([
    '__pycache__',
    '.git',
    '.venv',
    'venv',
    'node_modules',
    '.tox',
    '.mypy_cache',
]);
/** `.env` and `.env.*` hold secrets, not code: never packed, whatever the ignore files say. */
function isEnvFile(name) {
    return name === '.env' || name.startsWith('.env.');
}
const EXAMPLES = 3;
/** A tree with many rules still gets a bounded number of lines. */
const MAX_GROUP_LINES = 25;
/** What the walk left out, grouped by the reason, so the log says it in one line per reason. */
class LeftOutTally {
    #groups = new Map();
    alwaysLeftOut(name, entry) {
        this.#group(name, entry, true).directories++;
    }
    ignored(rule, entry, stat) {
        const group = this.#group(rule, entry, false);
        if (stat.isDirectory()) {
            group.directories++;
        }
        else {
            group.files++;
            group.bytes += stat.size;
        }
    }
    get groups() {
        const key = (group) => `${group.always ? 0 : 1}${group.reason}`;
        return [...this.#groups.values()].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    }
    #group(reason, entry, always) {
        const key = `${always}:${reason}`;
        let group = this.#groups.get(key);
        if (!group) {
            group = { reason, always, files: 0, bytes: 0, directories: 0, examples: [] };
            this.#groups.set(key, group);
        }
        if (group.examples.length < EXAMPLES)
            group.examples.push(entry);
        return group;
    }
}
/**
 * One line per reason, always-left-out directories first:
 * `left out 2 node_modules/ directories (never packed, not read): "node_modules", "web/node_modules"`,
 * `left out 3 files (1.2 KB) by the rule "*.log" in agent/.gitignore: "a.log", …`.
 * A directory left out whole is named, never read: its files are not counted.
 */
function describeLeftOut(groups) {
    const lines = groups.slice(0, MAX_GROUP_LINES).map((group) => {
        const total = group.files + group.directories;
        const shown = group.examples.map((entry) => JSON.stringify(entry)).join(', ');
        const listed = `${shown}${total > group.examples.length ? ', …' : ''}`;
        if (group.always) {
            const what = plural(group.directories, `${group.reason}/ directory`, `${group.reason}/ directories`);
            return `left out ${what} (never packed, not read): ${listed}`;
        }
        const counts = [];
        if (group.files > 0) {
            counts.push(`${plural(group.files, 'file')} (${(0,_sizes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(group.bytes)})`);
        }
        if (group.directories > 0) {
            counts.push(`${plural(group.directories, 'directory', 'directories')} (not read)`);
        }
        const split = group.reason.indexOf(': ');
        const file = split === -1 ? 'an ignore file' : group.reason.slice(0, split);
        const pattern = split === -1 ? group.reason : group.reason.slice(split + 2);
        return `left out ${counts.join(' and ')} by the rule ${JSON.stringify(pattern)} in ${file}: ${listed}`;
    });
    const hidden = groups.length - MAX_GROUP_LINES;
    if (hidden > 0)
        lines.push(`left out more by ${hidden} other rules, not listed`);
    return lines;
}
/** The one warning for `.env` files found and left out, or undefined when there were none. */
function describeEnvFiles(envFiles) {
    if (envFiles.length === 0)
        return undefined;
    const shown = envFiles.slice(0, 10).map((entry) => JSON.stringify(entry));
    const more = envFiles.length > 10 ? ` and ${envFiles.length - 10} more` : '';
    return `left out ${plural(envFiles.length, '.env file')} (never packed, whatever the ignore files say): ${shown.join(', ')}${more}. A .env file holds secrets, not code: give the values the agent needs through the secrets input instead.`;
}
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}


/***/ }),

/***/ 2646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bA: () => (/* binding */ archiveLayout),
/* harmony export */   gR: () => (/* binding */ contains),
/* harmony export */   k1: () => (/* binding */ localEntries),
/* harmony export */   xz: () => (/* binding */ resolveLocalDependencies)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** The entries of `dependencies` that name local directories; the others name packages. */
function localEntries(dependencies) {
    if (!Array.isArray(dependencies))
        return [];
    return dependencies.filter((entry) => typeof entry === 'string' && entry.startsWith('.'));
}
/**
 * Resolves each local entry against the config file's directory. Each must be a directory
 * inside the workspace, reached without a symlink (the archive holds none); returns the
 * problems, each naming the entry, or the directories.
 */
async function resolveLocalDependencies(entries, configDir, workspace) {
    const realWorkspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace));
    const dependencies = [];
    const problems = [];
    for (const entry of entries) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(configDir, entry);
        const shown = `dependency ${JSON.stringify(entry.slice(0, 200))}`;
        const inWorkspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace), dir);
        if (isOutside(inWorkspace)) {
            problems.push(`${shown} leads out of the workspace (${workspace}); only directories of the checkout can be packed`);
            continue;
        }
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(dir).catch(() => undefined);
        if (real === undefined) {
            problems.push(`${shown} does not exist (looked for ${dir})`);
            continue;
        }
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real)).isDirectory()) {
            problems.push(`${shown} is not a directory (${dir})`);
            continue;
        }
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realWorkspace, real) !== inWorkspace) {
            problems.push(`${shown} passes through a symlink; the archive holds no symlinks, so name the directory itself`);
            continue;
        }
        dependencies.push({ entry, dir });
    }
    return { dependencies, problems };
}
/**
 * The archive's layout: its root is the deepest directory holding `sourceRoot` and every local
 * dependency outside it, and each directory keeps its place under that root. A directory inside
 * another one packed is packed with it, not again.
 */
function archiveLayout(sourceRoot, dependencies) {
    const candidates = [sourceRoot, ...dependencies.map((dependency) => dependency.dir)];
    const outermost = [...new Set(candidates)].filter((dir) => !candidates.some((other) => other !== dir && contains(other, dir)));
    let archiveRoot = outermost[0];
    for (const dir of outermost) {
        while (!contains(archiveRoot, dir) && archiveRoot !== dir)
            archiveRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(archiveRoot);
    }
    const directories = outermost.sort().map((dir) => {
        const inside = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(archiveRoot, dir).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
        return { dir, prefix: inside === '' ? '' : `${inside}/` };
    });
    return { archiveRoot, directories };
}
/** Whether `inner` lies strictly inside `outer` (both absolute). */
function contains(outer, inner) {
    const inside = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(outer, inner);
    return inside !== '' && !isOutside(inside);
}
function isOutside(relative) {
    return relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
}


/***/ }),

/***/ 3101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  packSource: () => (/* binding */ packSource)
});

// UNUSED EXPORTS: MAX_ARCHIVE_BYTES, WARN_ARCHIVE_BYTES

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/source/config-path.ts
var config_path = __webpack_require__(2971);
// EXTERNAL MODULE: ./src/source/ignore-rules.ts
var ignore_rules = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/source/left-out.ts
var left_out = __webpack_require__(169);
// EXTERNAL MODULE: ./src/source/local-dependencies.ts
var local_dependencies = __webpack_require__(2646);
// EXTERNAL MODULE: ./src/source/sizes.ts
var sizes = __webpack_require__(8495);
// EXTERNAL MODULE: ./src/source/walk-tree.ts
var walk_tree = __webpack_require__(7509);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(8697);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/source/read-walked-file.ts



/**
 * Opened without following a symlink (ELOOP instead) and without waiting for a writer (a FIFO
 * opens at once, and fstat then shows what it is). Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
// Plain descriptors rather than FileHandle objects: packing opens every file of the tree, and
// each FileHandle is a heavier object for the garbage collector to find.
const openFile = (0,external_node_util_.promisify)(external_node_fs_.open);
const statFile = (0,external_node_util_.promisify)(external_node_fs_.fstat);
const readFile = (0,external_node_util_.promisify)(external_node_fs_.read);
const closeFile = (0,external_node_util_.promisify)(external_node_fs_.close);
/** A file was not the one the walk saw by the time it was packed; nothing is uploaded. */
class SourceChangedError extends Error {
}
/**
 * The bytes of `file` as the walk saw it, in chunks of at most `chunkBytes`: opened once, checked
 * on that handle to be the same regular file (device, inode, size), and read from the handle,
 * so a file swapped for a symlink, a FIFO or another file in the meantime is never read.
 */
async function* readWalkedFile(root, file, chunkBytes, signal) {
    const changed = (why) => new SourceChangedError(`${file.path} changed while packing: ${why}`);
    let fd;
    try {
        fd = await openFile(external_node_path_default().join(root, file.path), OPEN_FLAGS);
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
        const now = await statFile(fd);
        if (!now.isFile())
            throw changed(`it is now ${kindOf(now)}, not a regular file`);
        if (now.dev !== file.dev || now.ino !== file.ino) {
            throw changed('it was replaced by another file');
        }
        if (now.nlink > 1)
            throw changed('it is now a hard link');
        if (now.size !== file.bytes) {
            throw changed(`its size went from ${file.bytes} to ${now.size} bytes`);
        }
        for (let position = 0; position < file.bytes;) {
            signal?.throwIfAborted();
            const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, file.bytes - position));
            const { bytesRead } = await readFile(fd, chunk, 0, chunk.length, position);
            if (bytesRead === 0)
                throw changed(`it became shorter than its ${file.bytes} bytes`);
            position += bytesRead;
            yield bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead);
        }
    }
    finally {
        await closeFile(fd);
    }
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

;// CONCATENATED MODULE: ./src/source/write-archive.ts







/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');
/** Read size per file, and so the most one chunk of a file holds in memory. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** Small entries (headers, small files, padding) go to gzip together, in batches of this size. */
const BATCH_BYTES = 64 * 1024;
const BLOCK = 512;
/** Files up to this size are read whole, up to READ_AHEAD entries before their turn. */
const SMALL_FILE_BYTES = 64 * 1024;
const READ_AHEAD = 16;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;
class ArchiveTooLargeError extends Error {
}
/**
 * Writes `tree` as a gzipped tar to `file`, streamed: memory holds at most a few read chunks,
 * whatever the archive's size. Each file is read through readWalkedFile, so it is the file the
 * walk saw or the write fails with SourceChangedError. Stops with ArchiveTooLargeError as soon
 * as the compressed output passes `maxBytes`, and with the signal's reason when it fires.
 * Returns the archive's size in bytes.
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
    const output = (0,external_node_fs_.createWriteStream)(file, { flags: 'wx', mode: 0o600 });
    try {
        const source = archiveBytes(root, tree, signal);
        await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createGzip)(), counted, output, signal ? { signal } : {});
    }
    catch (error) {
        throw signal?.aborted ? signal.reason : error;
    }
    return written;
}
/** The tar stream: directories and files in path order, then the two zero blocks that end it. */
async function* archiveBytes(root, tree, signal) {
    const batch = new Batch();
    const entries = [...inPathOrder(tree)];
    const ahead = new ReadAhead(root, entries, signal);
    for (const [index, entry] of entries.entries()) {
        signal?.throwIfAborted();
        const isFile = typeof entry !== 'string';
        const name = isFile ? entry.path : `${entry}/`;
        const bytes = isFile ? entry.bytes : 0;
        const header = entryHeader(name, isFile ? 'File' : 'Directory', bytes, !isFile || entry.executable);
        const padding = (BLOCK - (bytes % BLOCK)) % BLOCK;
        const small = isFile ? ahead.take(index) : undefined;
        const room = header.length + (small || !isFile ? bytes : 0) + padding;
        if (!batch.fits(room)) {
            const filled = batch.take(room);
            if (filled.length > 0)
                yield filled;
        }
        batch.add(header);
        if (small) {
            batch.add(await small);
        }
        else if (isFile) {
            for await (const chunk of readWalkedFile(root, entry, READ_CHUNK_BYTES, signal)) {
                if (!batch.empty)
                    yield batch.take(padding);
                yield chunk;
            }
        }
        batch.zeros(padding);
    }
    if (!batch.fits(2 * BLOCK))
        yield batch.take(2 * BLOCK);
    batch.zeros(2 * BLOCK);
    yield batch.take(0);
}
/**
 * Headers, small files and padding copied into one buffer, so gzip gets them in a few large
 * writes and packing many small files allocates one buffer per batch, not several per file.
 */
class Batch {
    #buffer = Buffer.allocUnsafe(BATCH_BYTES);
    #used = 0;
    get empty() {
        return this.#used === 0;
    }
    fits(bytes) {
        return this.#used + bytes <= this.#buffer.length;
    }
    add(piece) {
        this.#used += piece.copy(this.#buffer, this.#used);
    }
    zeros(bytes) {
        this.#buffer.fill(0, this.#used, this.#used + bytes);
        this.#used += bytes;
    }
    /** What the batch holds, to send; the next one has room for at least `next` bytes. */
    take(next) {
        const filled = this.#buffer.subarray(0, this.#used);
        this.#buffer = Buffer.allocUnsafe(Math.max(BATCH_BYTES, next));
        this.#used = 0;
        return filled;
    }
}
/**
 * Small files are read a few entries ahead of the one being written, so their opens and reads
 * overlap instead of waiting one after another; large ones are streamed when their turn comes.
 */
class ReadAhead {
    #reads = new Map();
    #root;
    #entries;
    #signal;
    #next = 0;
    constructor(root, entries, signal) {
        this.#root = root;
        this.#entries = entries;
        this.#signal = signal;
    }
    /** The read of entry `index` when it is a small file, started now if it was not yet. */
    take(index) {
        for (this.#next = Math.max(this.#next, index); this.#next <= index + READ_AHEAD; this.#next++) {
            const entry = this.#entries[this.#next];
            if (entry === undefined || typeof entry === 'string' || entry.bytes > SMALL_FILE_BYTES) {
                continue;
            }
            const read = readWhole(this.#root, entry, this.#signal);
            // Awaited when its turn comes; until then (or if packing stops first) it is handled here.
            read.catch(() => { });
            this.#reads.set(this.#next, read);
        }
        const read = this.#reads.get(index);
        this.#reads.delete(index);
        return read;
    }
}
async function readWhole(root, file, signal) {
    const chunks = [];
    for await (const chunk of readWalkedFile(root, file, SMALL_FILE_BYTES, signal)) {
        chunks.push(chunk);
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, file.bytes);
}
/** Directories (as their paths) and files, merged in path order; both lists come sorted. */
function* inPathOrder(tree) {
    const { directories, files } = tree;
    let d = 0;
    let f = 0;
    while (d < directories.length || f < files.length) {
        const dir = directories[d];
        const file = files[f];
        if (dir !== undefined && (file === undefined || (0,walk_tree/* byPath */.f2)(dir, file.path) < 0)) {
            (0,walk_tree/* assertArchivePath */.Ih)(dir);
            d++;
            yield dir;
        }
        else if (file !== undefined) {
            (0,walk_tree/* assertArchivePath */.Ih)(file.path);
            f++;
            yield file;
        }
    }
}
/** Where each header is encoded before it is copied into the batch. */
const SCRATCH_HEADER = Buffer.alloc(BLOCK);
/** The entry's ustar header, after a pax header when ustar cannot hold its path. */
function entryHeader(name, type, size, executable) {
    const fields = { path: name, size, mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
    const header = new index_min/* Header */.Y9({ ...fields, type, mode: executable ? 0o755 : 0o644 });
    SCRATCH_HEADER.fill(0);
    const needsPax = header.encode(SCRATCH_HEADER, 0);
    if (!needsPax)
        return SCRATCH_HEADER;
    return Buffer.concat([new index_min/* Pax */.un(fields).encode(), SCRATCH_HEADER]);
}

;// CONCATENATED MODULE: ./src/source/pack.ts











/**
 * Packs `root`, and each local dependency outside it at its place, into a reproducible
 * `.tar.gz` in `tempDir`: each directory with its own `.gitignore` and `.dockerignore` rules,
 * no always-left-out directory (`.git`, `node_modules`, `.venv`, ...), no `.env` file, no
 * symlink, hard link or unsafe path.
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
    const inRoot = await (0,config_path/* checkConfigPath */.k)(root, configPath, rules);
    const tree = (0,walk_tree/* emptyTree */["in"])();
    for (const { dir, prefix } of layout.directories) {
        const dirRules = dir === root ? rules : await ignore_rules/* IgnoreRules */.w.load(dir, signal, { shownPrefix: prefix });
        await (0,walk_tree/* walkInto */.iP)(tree, dir, prefix, dirRules, signal);
    }
    (0,walk_tree/* finishTree */.WF)(tree);
    const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
    const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
    if (layout.archiveRoot !== root) {
        log(`local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`);
    }
    for (const line of (0,left_out/* describeLeftOut */.l1)(tree.leftOut.groups))
        log(line);
    const envWarning = (0,left_out/* describeEnvFiles */.yt)(tree.envFiles);
    if (envWarning)
        warn(envWarning);
    reportLeftOut(tree, warn);
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
    log(`packed ${tree.files.length} files into ${(0,sizes/* formatMegabytes */.VP)(bytes)}`);
    if (bytes > warnBytes) {
        warn(`the source archive is ${(0,sizes/* formatMegabytes */.VP)(bytes)}, above ${(0,sizes/* formatMegabytes */.VP)(warnBytes)}: uploads and builds will be slow. ${(0,sizes/* describeLargest */.cz)(largest)} Leave files out with .gitignore.`);
    }
    const { symlinks, hardLinks, other } = tree;
    return {
        file,
        bytes,
        entries: tree.files.length,
        largest,
        configEntry,
        directories,
        leftOut: { symlinks, hardLinks, other },
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


/***/ }),

/***/ 8495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* binding */ MAX_ARCHIVE_BYTES),
/* harmony export */   Ns: () => (/* binding */ largestEntries),
/* harmony export */   QN: () => (/* binding */ WARN_ARCHIVE_BYTES),
/* harmony export */   VP: () => (/* binding */ formatMegabytes),
/* harmony export */   cz: () => (/* binding */ describeLargest),
/* harmony export */   pg: () => (/* binding */ MEGABYTE),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
const MEGABYTE = 1024 * 1024;
/** The signed upload URL accepts at most this many bytes (`X-Goog-Content-Length-Range: 0,209715200`). */
const MAX_ARCHIVE_BYTES = 200 * MEGABYTE;
/** Above this an archive is worth a warning: slow to upload and to build. */
const WARN_ARCHIVE_BYTES = 50 * MEGABYTE;
/** How many of the biggest files a size message names. */
const LARGEST_SHOWN = 5;
/** The biggest files, biggest first; ties by path so the list is stable. */
function largestEntries(files, count = LARGEST_SHOWN) {
    const largest = [];
    for (const { path, bytes } of files) {
        const last = largest.at(-1);
        if (largest.length === count && last !== undefined && bytes <= last.bytes)
            continue;
        largest.push({ path, bytes });
        largest.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
        if (largest.length > count)
            largest.pop();
    }
    return largest;
}
/** `Largest files: a (12.0 MB), b (3.1 MB).` or nothing when there are none. */
function describeLargest(largest) {
    if (largest.length === 0)
        return '';
    const listed = largest.map((entry) => `${JSON.stringify(entry.path)} (${formatMegabytes(entry.bytes)})`);
    return `Largest files: ${listed.join(', ')}.`;
}
/** Bytes in MB of 2^20 bytes, one decimal, the unit in which the upload limit is "200 MB". */
function formatMegabytes(bytes) {
    return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}
/** A size for a person: bytes, KB or MB (of 1024), one decimal above bytes. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < MEGABYTE)
        return `${(bytes / 1024).toFixed(1)} KB`;
    return formatMegabytes(bytes);
}


/***/ }),

/***/ 7509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ih: () => (/* binding */ assertArchivePath),
/* harmony export */   LB: () => (/* binding */ archivePathProblem),
/* harmony export */   WF: () => (/* binding */ finishTree),
/* harmony export */   f2: () => (/* binding */ byPath),
/* harmony export */   iP: () => (/* binding */ walkInto),
/* harmony export */   "in": () => (/* binding */ emptyTree)
/* harmony export */ });
/* unused harmony export walkTree */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(169);



/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
function archivePathProblem(name) {
    if (name === '')
        return 'it is empty';
    if (name.includes('\0'))
        return 'it holds a NUL character';
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
        return 'it is absolute';
    if (name.includes('\\'))
        return 'it holds a backslash, which Windows extractors read as a separator';
    const segments = name.split('/');
    if (segments.includes('..'))
        return 'it has a ".." segment';
    if (segments.includes('.') || segments.includes(''))
        return 'it has an empty or "." segment';
    return undefined;
}
/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
function assertArchivePath(name) {
    const problem = archivePathProblem(name);
    if (problem !== undefined) {
        throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
    }
}
/** A tree with nothing in it yet, for walkInto. */
function emptyTree() {
    return {
        files: [],
        directories: [],
        totalBytes: 0,
        symlinks: [],
        hardLinks: [],
        other: [],
        envFiles: [],
        leftOut: new _left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .LeftOutTally */ .UQ(),
    };
}
/**
 * The files under `root` that would be packed: not ignored, not in an always-left-out
 * directory, not a `.env` file, regular files only. Symlinks and hard links (a regular file
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
    await walkDirectory({ root: dir, prefix, rules, tree, signal }, '');
}
/** Sorts the files and lists the directories that hold them (git tracks no empty directory). */
function finishTree(tree) {
    const kept = new Set();
    for (const file of tree.files) {
        const segments = file.path.split('/');
        for (let depth = 1; depth < segments.length; depth++) {
            kept.add(segments.slice(0, depth).join('/'));
        }
    }
    tree.directories = [...kept].sort(byPath);
    tree.files.sort((a, b) => byPath(a.path, b.path));
    return tree;
}
async function walkDirectory(walk, dir) {
    const { root, prefix, rules, tree, signal } = walk;
    await rules.enterDirectory(dir);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, dir))).sort(byPath);
    for (let start = 0; start < names.length; start += LSTAT_BATCH) {
        signal?.throwIfAborted();
        const batch = names.slice(start, start + LSTAT_BATCH);
        const entries = batch.map((name) => (dir === '' ? name : `${dir}/${name}`));
        const stats = await Promise.all(entries.map((entry) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, entry))));
        for (const [index, entry] of entries.entries()) {
            const stat = stats[index];
            const name = batch[index];
            const shown = `${prefix}${entry}`;
            if (stat.isDirectory() && _left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .ALWAYS_LEFT_OUT */ .F$.has(name)) {
                tree.leftOut.alwaysLeftOut(name, shown);
                continue;
            }
            // A `.git` file (a worktree's pointer to its repository) is git's, never the agent's.
            if (name === '.git')
                continue;
            if (!stat.isDirectory() && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .isEnvFile */ .qb)(name)) {
                tree.envFiles.push(shown);
                continue;
            }
            const verdict = rules.verdict(entry, stat.isDirectory());
            if (verdict.ignored) {
                tree.leftOut.ignored(verdict.rule ?? 'an ignore rule', shown, stat);
            }
            else if (archivePathProblem(entry) !== undefined) {
                tree.other.push(shown);
            }
            else if (stat.isDirectory()) {
                await walkDirectory(walk, entry);
            }
            else {
                sortEntry(shown, stat, tree);
            }
        }
    }
}
/** How many entries of a directory are looked at together: a few syscalls in flight at once. */
const LSTAT_BATCH = 32;
function sortEntry(entry, stat, tree) {
    if (stat.isSymbolicLink()) {
        tree.symlinks.push(entry);
    }
    else if (!stat.isFile()) {
        tree.other.push(entry);
    }
    else if (stat.nlink > 1) {
        tree.hardLinks.push(entry);
    }
    else {
        // Git records one executable bit, the owner's.
        const { size: bytes, dev, ino } = stat;
        tree.files.push({ path: entry, bytes, executable: (stat.mode & 0o100) !== 0, dev, ino });
        tree.totalBytes += stat.size;
    }
}
/** A fixed order, whatever the locale: UTF-16 code units, so a directory sorts before its contents. */
function byPath(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
