export const id = 771;
export const ids = [771];
export const modules = {

/***/ 2509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ IgnoreRules)
});

// UNUSED EXPORTS: MAX_GLOBSTARS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/packing/ignore-file-source.ts


/** The files on disk. Like git (since 2.32), an ignore file that is a symlink is not read. */
const WORKING_TREE = {
    repositoryTop: findRepositoryTop,
    async readFile(file) {
        const stat = await (0,promises_.lstat)(file).catch(() => undefined);
        return stat?.isFile() ? (0,promises_.readFile)(file, 'utf8') : undefined;
    },
};
/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start) {
    for (let dir = external_node_path_default().resolve(start);; dir = external_node_path_default().dirname(dir)) {
        if (await (0,promises_.lstat)(external_node_path_default().join(dir, '.git')).catch(() => undefined))
            return dir;
        if (external_node_path_default().dirname(dir) === dir)
            return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/packing/ignore-matcher.ts

/** How many paths one `ignore` instance answers before a fresh one takes over. */
const PATHS_PER_INSTANCE = 512;
/**
 * The rules of one ignore file, matched by the `ignore` package. An instance of it keeps the
 * answer for every path it was asked about, and for their parent directories, as long as it
 * lives: a tree of 200,000 files made that 30 MB. So after PATHS_PER_INSTANCE paths a fresh
 * instance of the same rules takes over. The answers are the same; the walk asks about the
 * entries of a directory one after another, so their parents' answers are still at hand.
 */
class IgnoreMatcher {
    #text;
    #ignorecase;
    #rules;
    #asked = 0;
    constructor(text, ignorecase) {
        this.#text = text;
        this.#ignorecase = ignorecase;
        this.#rules = this.#fresh();
    }
    test(entry) {
        if (++this.#asked > PATHS_PER_INSTANCE) {
            this.#rules = this.#fresh();
            this.#asked = 1;
        }
        return this.#rules.test(entry);
    }
    #fresh() {
        return ignore_default()({ ignorecase: this.#ignorecase }).add(this.#text);
    }
}

;// CONCATENATED MODULE: ./src/packing/ignore-rules.ts



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
    /** The top directory of the repository around `root`, when it is in one. */
    repositoryTop;
    constructor(git, docker, top, signal) {
        this.#git = git;
        this.#docker = docker;
        this.inRepository = git.reads;
        this.repositoryTop = top;
        this.#signal = signal;
    }
    /**
     * Finds the repository around `root` (if any) and reads the `.gitignore` files above it.
     * With `signal`, every directory entered afterwards first checks that the step goes on.
     * `shownPrefix` (`''` or ending in `/`) goes before a `.dockerignore`'s path in messages:
     * where `root` lies in the archive. `files` says where the ignore files are read: the working
     * tree unless told otherwise.
     */
    static async load(root, signal, options = {}) {
        const files = options.files ?? WORKING_TREE;
        const top = await files.repositoryTop(root);
        const git = new RuleChains(files, '.gitignore', top ?? root, root, top !== undefined);
        const docker = new RuleChains(files, '.dockerignore', root, root, true, options.shownPrefix);
        await git.loadAboveRoot();
        return new IgnoreRules(git, docker, top, signal);
    }
    /** How many ignore files the verdicts so far consulted: the measure of their cost. */
    get consulted() {
        return this.#git.consulted + this.#docker.consulted;
    }
    /**
     * Reads the ignore files in `dir` (relative to `root`); call it before deciding on its entries.
     * `listed`, the names in `dir` as a listing just read, spares looking for a file it lacks.
     */
    async enterDirectory(dir, listed) {
        this.#signal?.throwIfAborted();
        await this.#git.enter(dir, listed);
        await this.#docker.enter(dir, listed);
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
    #files;
    #fileName;
    #base;
    /** `root` relative to the base, `/`-separated, `''` when they are the same. */
    #rootPrefix;
    /** Whether files of this kind are read at all (a `.gitignore` only inside a repository). */
    reads;
    /** Before a file's path in messages. */
    #shownPrefix;
    consulted = 0;
    constructor(files, fileName, base, root, reads, shownPrefix = '') {
        this.#files = files;
        this.#shownPrefix = shownPrefix;
        this.#fileName = fileName;
        this.#base = base;
        this.#rootPrefix = external_node_path_default().relative(base, root).split((external_node_path_default()).sep).filter(Boolean).join('/');
        this.reads = reads;
    }
    async loadAboveRoot() {
        const aboveRoot = parentOf(this.#rootPrefix);
        if (aboveRoot !== undefined)
            await this.#loadLevel(aboveRoot);
    }
    async enter(dir, listed) {
        const fileName = this.#fileName;
        const sameName = CASE_INSENSITIVE_FILESYSTEM
            ? (name) => name.toLowerCase() === fileName
            : (name) => name === fileName;
        await this.#loadLevel(this.#fromBase(dir), listed?.some(sameName) ?? true);
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
    async #loadLevel(dir, mayHold = true) {
        if (this.#chains.has(dir))
            return;
        const parent = parentOf(dir);
        if (parent !== undefined)
            await this.#loadLevel(parent);
        const above = parent === undefined ? undefined : this.#chains.get(parent);
        const level = this.reads && mayHold ? await this.#readLevel(dir) : undefined;
        this.#chains.set(dir, level ? { level, next: above } : above);
    }
    async #readLevel(dir) {
        const text = await this.#files.readFile(external_node_path_default().join(this.#base, dir, this.#fileName));
        if (text === undefined)
            return undefined;
        const shown = `${this.#shownPrefix}${dir === '' ? '' : `${dir}/`}${this.#fileName}`;
        refuseSlowPatterns(text, shown);
        const rules = new IgnoreMatcher(text, CASE_INSENSITIVE_FILESYSTEM);
        return { dir, file: shown, rules };
    }
}
/**
 * The most `**` one pattern may hold. Each one more multiplies the time a single match takes by
 * the depth of the path: eight of them take seconds for one entry 40 directories down, twelve
 * take minutes, and a match cannot be interrupted by the step's time-out.
 */
const MAX_GLOBSTARS = 3;
function refuseSlowPatterns(text, shown) {
    const lines = text.split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
        const globstars = line.match(/\*\*/g)?.length ?? 0;
        if (globstars > MAX_GLOBSTARS && !line.startsWith('#')) {
            throw new Error(`${shown} line ${index + 1} holds ${globstars} "**"; at most ${MAX_GLOBSTARS} are read in one pattern (each one more makes matching slower by the depth of the tree)`);
        }
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


/***/ }),

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sn: () => (/* binding */ isCredentialFile),
/* harmony export */   UQ: () => (/* binding */ LeftOutTally),
/* harmony export */   Zx: () => (/* binding */ isAlwaysLeftOut),
/* harmony export */   _u: () => (/* binding */ describeCredentialFiles),
/* harmony export */   l1: () => (/* binding */ describeLeftOut),
/* harmony export */   qb: () => (/* binding */ isEnvFile),
/* harmony export */   yt: () => (/* binding */ describeEnvFiles)
/* harmony export */ });
/* unused harmony export ALWAYS_LEFT_OUT */
/* harmony import */ var _sizes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5789);

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
/**
 * Whether a directory of this name is never packed. Names are compared without regard to case:
 * on a macOS or Windows runner `Node_Modules` is `node_modules`.
 */
function isAlwaysLeftOut(name) {
    return ALWAYS_LEFT_OUT.has(name.toLowerCase());
}
/**
 * `.env` and `.env.*`, in any case, hold secrets, not code: never packed, whatever the ignore
 * files say.
 */
function isEnvFile(name) {
    const lower = name.toLowerCase();
    return lower === '.env' || lower.startsWith('.env.');
}
/**
 * `gha-creds-*.json`, in any case: the key file Google's auth action for GitHub
 * (google-github-actions/auth) writes into the workspace for the steps after it. It holds a
 * cloud credential, not code: never packed, whatever the ignore files say.
 */
function isCredentialFile(name) {
    return /^gha-creds-.*\.json$/i.test(name);
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
    ignored(rule, entry, isDirectory, bytes) {
        const group = this.#group(rule, entry, false);
        if (isDirectory) {
            group.directories++;
        }
        else {
            group.files++;
            group.bytes += bytes;
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
 * `left out 3 files (1.2 kB) by the rule "*.log" in agent/.gitignore: "a.log", …`.
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
            counts.push(`${plural(group.files, 'file')} (${(0,_sizes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSize */ .Xq)(group.bytes)})`);
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
    return `left out ${plural(envFiles.length, '.env file')} (never packed, whatever the ignore files say): ${listed(envFiles)}. A .env file holds secrets, not code: give the values the agent needs through the secrets input instead.`;
}
/** The one warning for credential files another step left in the tree, or undefined. */
function describeCredentialFiles(files) {
    if (files.length === 0)
        return undefined;
    return `left out ${plural(files.length, 'credential file')} another step wrote into the workspace (never packed, whatever the ignore files say): ${listed(files)}. A gha-creds-*.json file is the Google Cloud credential google-github-actions/auth leaves for later steps, not code.`;
}
/** The first ten paths, quoted, and how many more there are. */
function listed(paths) {
    const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
    return `${shown.join(', ')}${paths.length > 10 ? ` and ${paths.length - 10} more` : ''}`;
}
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}


/***/ }),

/***/ 2756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ placementProblem),
/* harmony export */   Fc: () => (/* binding */ dependencyShown),
/* harmony export */   Z9: () => (/* binding */ tooManyDependencies),
/* harmony export */   _K: () => (/* binding */ isOutside),
/* harmony export */   bA: () => (/* binding */ archiveLayout),
/* harmony export */   gR: () => (/* binding */ contains),
/* harmony export */   k1: () => (/* binding */ localEntries),
/* harmony export */   xz: () => (/* binding */ resolveLocalDependencies)
/* harmony export */ });
/* unused harmony export MAX_LOCAL_DEPENDENCIES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5847);



/** More local directories than any agent names; past it the config is refused, not packed. */
const MAX_LOCAL_DEPENDENCIES = 64;
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
    const tooMany = tooManyDependencies(entries);
    if (tooMany)
        return { dependencies: [], problems: [tooMany] };
    const realWorkspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace));
    const dependencies = [];
    const problems = [];
    for (const entry of entries) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(configDir, entry);
        const shown = dependencyShown(entry);
        const placed = placementProblem(entry, dir, workspace);
        if (placed) {
            problems.push(placed);
            continue;
        }
        const inWorkspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace), dir);
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
/** The problem with naming this many local directories, or undefined. */
function tooManyDependencies(entries) {
    if (entries.length <= MAX_LOCAL_DEPENDENCIES)
        return undefined;
    return `"dependencies" names ${entries.length} local directories, more than the ${MAX_LOCAL_DEPENDENCIES} the archive takes; name the directories that hold them instead`;
}
/** How messages name a dependency entry. */
function dependencyShown(entry) {
    return `dependency ${JSON.stringify(entry.slice(0, 200))}`;
}
/**
 * Why the local directory `dir` (the entry resolved, absolute) may never be packed, whatever is
 * there: it leads out of the workspace, or lies in a directory never packed (`.git` would carry
 * the checkout's credentials). Undefined when its place is fine.
 */
function placementProblem(entry, dir, workspace) {
    const shown = dependencyShown(entry);
    const inWorkspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace), dir);
    if (isOutside(inWorkspace)) {
        return `${shown} leads out of the workspace (${workspace}); only directories of the checkout can be packed`;
    }
    const neverPacked = inWorkspace
        .split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))
        .find((segment) => (0,_left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .isAlwaysLeftOut */ .Zx)(segment) || (0,_left_out_js__WEBPACK_IMPORTED_MODULE_2__/* .isEnvFile */ .qb)(segment));
    if (neverPacked !== undefined)
        return `${shown} lies in ${neverPacked}/, which is never packed`;
    return undefined;
}
/**
 * The archive's layout: its root is the deepest directory holding `sourceRoot` and every local
 * dependency outside it, and each directory keeps its place under that root. A directory inside
 * another one packed is packed with it, not again.
 */
function archiveLayout(sourceRoot, dependencies) {
    const candidates = [...new Set([sourceRoot, ...dependencies.map(({ dir }) => dir)])];
    // A directory can hold another only when its path, resolved and in lower case (Windows
    // compares without case), is a parent of the other's: only those are asked `contains`, not
    // every pair (sixty directories make thousands).
    const keys = candidates.map((dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir).toLowerCase());
    const byKey = new Map();
    candidates.forEach((dir, index) => {
        const key = keys[index];
        byKey.set(key, [...(byKey.get(key) ?? []), dir]);
    });
    const heldByAnother = (dir, key) => {
        for (let up = key; node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(up) !== up;) {
            up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(up);
            if (byKey.get(up)?.some((other) => contains(other, dir)))
                return true;
        }
        return false;
    };
    const outermost = candidates.filter((dir, index) => !heldByAnother(dir, keys[index]));
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
/** Whether a path `path.relative` gave leads outside the directory it was taken from. */
function isOutside(relative) {
    return relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
}


/***/ }),

/***/ 8286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ih: () => (/* binding */ assertArchivePath),
/* harmony export */   LB: () => (/* binding */ archivePathProblem),
/* harmony export */   SG: () => (/* binding */ entryVerdict),
/* harmony export */   ji: () => (/* binding */ packedPathVerdict)
/* harmony export */ });
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);

const PACKED = { packed: true };
/**
 * The one decision on whether the packer packs an entry: `entry` is its path relative to the
 * packed directory `rules` belong to, and the directory holding it was kept (and entered, so
 * `rules` know its ignore files). A directory that is packed is walked into; the walk of the
 * working tree and the change detection of a commit both decide here, in this order.
 */
function entryVerdict(entry, kind, rules) {
    const name = entry.slice(entry.lastIndexOf('/') + 1);
    const isDirectory = kind === 'directory';
    if (isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isAlwaysLeftOut */ .Zx)(name))
        return { packed: false, reason: 'always-left-out' };
    if (name === '.git')
        return { packed: false, reason: 'git-pointer' };
    if (!isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isEnvFile */ .qb)(name))
        return { packed: false, reason: 'env-file' };
    if (!isDirectory && (0,_left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialFile */ .Sn)(name))
        return { packed: false, reason: 'credential-file' };
    const verdict = rules.verdict(entry, isDirectory);
    if (verdict.ignored) {
        return { packed: false, reason: 'ignored', rule: verdict.rule ?? 'an ignore rule' };
    }
    if (archivePathProblem(entry) !== undefined)
        return { packed: false, reason: 'unsafe-name' };
    if (kind === 'directory' || kind === 'file')
        return PACKED;
    return { packed: false, reason: kind };
}
/**
 * Whether the packer packs the entry at `entry` (relative to the packed directory of `rules`):
 * each directory on the way judged as the walk judges it on entering, then the entry itself.
 */
async function packedPathVerdict(entry, kind, rules) {
    const segments = entry.split('/');
    for (let depth = 0; depth < segments.length; depth++) {
        await rules.enterDirectory(segments.slice(0, depth).join('/'));
        const isLast = depth === segments.length - 1;
        const verdict = entryVerdict(segments.slice(0, depth + 1).join('/'), isLast ? kind : 'directory', rules);
        if (!verdict.packed)
            return verdict;
    }
    return PACKED;
}
/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
function archivePathProblem(name) {
    // One pass for the common case, a path with none of the problems below.
    if (!SUSPECT.test(name))
        return undefined;
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
/**
 * Matches every path archivePathProblem has a problem with (and a few it has none with): empty,
 * a NUL or a backslash, absolute, a drive letter, or an empty, `.` or `..` segment.
 */
const SUSPECT = /^$|[\0\\]|^\/|^[A-Za-z]:|(?:^|\/)\.{0,2}(?:\/|$)/;
/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
function assertArchivePath(name) {
    const problem = archivePathProblem(name);
    if (problem !== undefined) {
        throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
    }
}


/***/ }),

/***/ 4213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ TimeSlice)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/** The longest run of synchronous work before the event loop gets a turn. */
const SLICE_MS = 5;
/**
 * Packing calls the file system synchronously for each file (open, fstat, read, close):
 * for the small files a tree is mostly made of, a round trip through libuv's thread pool costs
 * many times the call itself (a tree of 200,000 files took 16 s of CPU packed that way, 4 s this
 * way). Between calls it asks `due()`, and when a slice has run SLICE_MS it yields, so the
 * step's time-out, a cancel and zlib's callbacks wait at most that long. A call that never
 * returns (a stalled network mount) holds the step, as it holds tar; directories are listed
 * asynchronously, so a stall met there, where it first shows, still lets the step end.
 */
class TimeSlice {
    #since = performance.now();
    #signal;
    /** With `signal`, each turn given ends in its reason once it has fired: a stop is heard there. */
    constructor(signal) {
        this.#signal = signal;
    }
    due() {
        return performance.now() - this.#since >= SLICE_MS;
    }
    /**
     * Lets the event loop run what is waiting (I/O callbacks, timers, signals), then goes on,
     * unless the signal fired meanwhile.
     */
    async yield() {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
        this.#signal?.throwIfAborted();
        this.#since = performance.now();
    }
}


/***/ }),

/***/ 2707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ walkTree),
/* harmony export */   f2: () => (/* binding */ byPath)
/* harmony export */ });
/* unused harmony exports MAX_TREE_DEPTH, inDirectory */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _packed_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8286);
/* harmony import */ var _time_slice_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4213);





/**
 * Deeper than any agent's tree: the walk stops with an error there, so that a hostile tree
 * cannot make each ignore verdict (whose cost grows with the depth) take seconds.
 */
const MAX_TREE_DEPTH = 64;
/**
 * Listings of subdirectories asked for ahead of the walk, so it seldom waits for one. One is as
 * fast as more on 200,000 small files, and each more kept V8's young generation larger (peak
 * RSS 150 MB with one, 161 MB with two).
 */
const LISTINGS_AHEAD = 1;
/**
 * Walks `root` depth first in archive order and hands each file to pack to `onFile`: not
 * ignored, not in an always-left-out directory, not a `.env` or credential file, a regular file
 * as the listing says. Entries are sorted with a directory's name followed by `/`, so the files
 * come in the order of their full paths, and a directory's files come together.
 *
 * Directories are listed asynchronously, a few ahead of the walk: where a stalled mount first
 * shows, the step's time-out and cancel can still end the wait. Between entries the walk gives
 * the event loop a turn when its time slice is due (see TimeSlice).
 */
async function walkTree(walk) {
    const slice = new _time_slice_js__WEBPACK_IMPORTED_MODULE_4__/* .TimeSlice */ .I();
    await walkDirectory(walk, slice, '', listing(walk.root));
}
async function walkDirectory(walk, slice, dir, listed) {
    const { root, prefix, rules, signal } = walk;
    if (dir.split('/').length > MAX_TREE_DEPTH) {
        throw new Error(`${prefix}${dir.slice(0, 200)} lies more than ${MAX_TREE_DEPTH} directories deep; the packer goes no deeper`);
    }
    const entries = (await listed).sort(inArchiveOrder);
    await walk.onListed?.(dir);
    await rules.enterDirectory(dir, entries.map((dirent) => dirent.name));
    const pathOf = (dirent) => (dir === '' ? dirent.name : `${dir}/${dirent.name}`);
    const subdirectories = new Listings(root);
    for (const dirent of entries) {
        if (!dirent.isDirectory())
            continue;
        const entry = pathOf(dirent);
        if ((0,_packed_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .entryVerdict */ .SG)(entry, 'directory', rules).packed)
            subdirectories.expect(entry);
    }
    subdirectories.askAhead();
    // Each entry's path and verdict are made as the walk gets to it, so that nothing is kept per
    // entry while the directory is walked: a tree of many small files makes little garbage.
    for (const dirent of entries) {
        if (slice.due())
            await slice.yield();
        signal?.throwIfAborted();
        const entry = pathOf(dirent);
        const kind = kindOf(dirent);
        const verdict = (0,_packed_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .entryVerdict */ .SG)(entry, kind, rules);
        if (!verdict.packed) {
            setApart(walk, verdict, dirent.name, entry, kind);
        }
        else if (kind === 'directory') {
            await walkDirectory(walk, slice, entry, subdirectories.take(entry));
        }
        else {
            await walk.onFile(inDirectory(root, entry), `${prefix}${entry}`);
        }
    }
}
/** The listings of one directory's subdirectories, LISTINGS_AHEAD asked for at a time, in walk order. */
class Listings {
    #root;
    #waiting = [];
    #asked = new Map();
    constructor(root) {
        this.#root = root;
    }
    expect(dir) {
        this.#waiting.push(dir);
    }
    askAhead() {
        while (this.#asked.size < LISTINGS_AHEAD && this.#waiting.length > 0) {
            const dir = this.#waiting.shift();
            const listed = listing(inDirectory(this.#root, dir));
            // Awaited when the walk gets there; a walk that stops before then drops it quietly.
            listed.catch(() => { });
            this.#asked.set(dir, listed);
        }
    }
    take(dir) {
        const listed = this.#asked.get(dir) ?? listing(inDirectory(this.#root, dir));
        this.#asked.delete(dir);
        this.askAhead();
        return listed;
    }
}
function listing(absolute) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(absolute, { withFileTypes: true });
}
/** Entries in this order give the files in the order of their full paths: `a.py`, `a/`, `a0.py`. */
function inArchiveOrder(a, b) {
    return byPath(sortKey(a), sortKey(b));
}
function sortKey(dirent) {
    return dirent.isDirectory() ? `${dirent.name}/` : dirent.name;
}
/** What the listing says an entry is; a file with more than one name shows only once opened. */
function kindOf(dirent) {
    if (dirent.isDirectory())
        return 'directory';
    if (dirent.isSymbolicLink())
        return 'symlink';
    return dirent.isFile() ? 'file' : 'other';
}
function setApart(walk, verdict, name, entry, kind) {
    const { setApart: record, prefix, root } = walk;
    const shown = `${prefix}${entry}`;
    switch (verdict.reason) {
        case 'always-left-out':
            record.leftOut.alwaysLeftOut(name, shown);
            return;
        case 'git-pointer':
            return;
        case 'env-file':
            record.envFiles.push(shown);
            return;
        case 'credential-file':
            record.credentialFiles.push(shown);
            return;
        case 'ignored': {
            const isDirectory = kind === 'directory';
            // A file the rules leave out is looked at once more, for the log to say what it weighs.
            const bytes = isDirectory
                ? 0
                : ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(inDirectory(root, entry), { throwIfNoEntry: false })?.size ?? 0);
            record.leftOut.ignored(verdict.rule ?? 'an ignore rule', shown, isDirectory, bytes);
            return;
        }
        case 'symlink':
            record.symlinks.push(shown);
            return;
        case 'hard-link':
            record.hardLinks.push(shown);
            return;
        case 'unsafe-name':
        case 'other':
            record.other.push(shown);
            return;
    }
}
/**
 * The file at `entry` (relative, `/`-separated) under the absolute directory `root`: joined as
 * text, as path.join would for these, without its normalising work for every file of the tree.
 */
function inDirectory(root, entry) {
    if (entry === '')
        return root;
    return root.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? `${root}${entry}` : `${root}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}${entry}`;
}
/** A fixed order, whatever the locale: UTF-16 code units. */
function byPath(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
