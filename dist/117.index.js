export const id = 117;
export const ids = [117];
export const modules = {

/***/ 5117:
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
;// CONCATENATED MODULE: ./src/source/sizes.ts
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

;// CONCATENATED MODULE: ./src/source/left-out.ts

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
            counts.push(`${plural(group.files, 'file')} (${formatBytes(group.bytes)})`);
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

;// CONCATENATED MODULE: ./src/source/walk-tree.ts



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
        leftOut: new LeftOutTally(),
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
    const names = (await (0,promises_.readdir)(external_node_path_default().join(root, dir))).sort(byPath);
    for (let start = 0; start < names.length; start += LSTAT_BATCH) {
        signal?.throwIfAborted();
        const batch = names.slice(start, start + LSTAT_BATCH);
        const entries = batch.map((name) => (dir === '' ? name : `${dir}/${name}`));
        const stats = await Promise.all(entries.map((entry) => (0,promises_.lstat)(external_node_path_default().join(root, entry))));
        for (const [index, entry] of entries.entries()) {
            const stat = stats[index];
            const name = batch[index];
            const shown = `${prefix}${entry}`;
            if (stat.isDirectory() && isAlwaysLeftOut(name)) {
                tree.leftOut.alwaysLeftOut(name, shown);
                continue;
            }
            // A `.git` file (a worktree's pointer to its repository) is git's, never the agent's.
            if (name === '.git')
                continue;
            if (!stat.isDirectory() && isEnvFile(name)) {
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

;// CONCATENATED MODULE: ./src/source/config-path.ts




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
    const problem = archivePathProblem(inArchive);
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
        if (!isLast && isAlwaysLeftOut(name)) {
            return `is inside ${name}/, which is never packed`;
        }
        if (isLast && !stat.isFile())
            return 'is not a regular file';
        if (isLast && isEnvFile(name))
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

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
;// CONCATENATED MODULE: ./src/source/ignore-rules.ts



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
        this.#rootPrefix = external_node_path_default().relative(base, root).split((external_node_path_default()).sep).filter(Boolean).join('/');
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
        const file = external_node_path_default().join(this.#base, dir, this.#fileName);
        // Like git (since 2.32), an ignore file that is a symlink is not read.
        const stat = await (0,promises_.lstat)(file).catch(() => undefined);
        if (!stat?.isFile())
            return undefined;
        const text = await (0,promises_.readFile)(file, 'utf8');
        const shown = `${this.#shownPrefix}${dir === '' ? '' : `${dir}/`}${this.#fileName}`;
        refuseSlowPatterns(text, shown);
        const rules = ignore_default()({ ignorecase: CASE_INSENSITIVE_FILESYSTEM }).add(text);
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
/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start) {
    for (let dir = external_node_path_default().resolve(start);; dir = external_node_path_default().dirname(dir)) {
        if (await (0,promises_.lstat)(external_node_path_default().join(dir, '.git')).catch(() => undefined))
            return dir;
        if (external_node_path_default().dirname(dir) === dir)
            return undefined;
    }
}

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

;// CONCATENATED MODULE: ./src/source/local-dependencies.ts



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
    if (entries.length > MAX_LOCAL_DEPENDENCIES) {
        const problem = `"dependencies" names ${entries.length} local directories, more than the ${MAX_LOCAL_DEPENDENCIES} the archive takes; name the directories that hold them instead`;
        return { dependencies: [], problems: [problem] };
    }
    const realWorkspace = await (0,promises_.realpath)(workspace).catch(() => external_node_path_default().resolve(workspace));
    const dependencies = [];
    const problems = [];
    for (const entry of entries) {
        const dir = external_node_path_default().resolve(configDir, entry);
        const shown = `dependency ${JSON.stringify(entry.slice(0, 200))}`;
        const inWorkspace = external_node_path_default().relative(external_node_path_default().resolve(workspace), dir);
        if (isOutside(inWorkspace)) {
            problems.push(`${shown} leads out of the workspace (${workspace}); only directories of the checkout can be packed`);
            continue;
        }
        // `.git` would carry the checkout's credentials; none of these is ever packed.
        const neverPacked = inWorkspace
            .split((external_node_path_default()).sep)
            .find((segment) => isAlwaysLeftOut(segment) || isEnvFile(segment));
        if (neverPacked !== undefined) {
            problems.push(`${shown} lies in ${neverPacked}/, which is never packed`);
            continue;
        }
        const real = await (0,promises_.realpath)(dir).catch(() => undefined);
        if (real === undefined) {
            problems.push(`${shown} does not exist (looked for ${dir})`);
            continue;
        }
        if (!(await (0,promises_.stat)(real)).isDirectory()) {
            problems.push(`${shown} is not a directory (${dir})`);
            continue;
        }
        if (external_node_path_default().relative(realWorkspace, real) !== inWorkspace) {
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
            archiveRoot = external_node_path_default().dirname(archiveRoot);
    }
    const directories = outermost.sort().map((dir) => {
        const inside = external_node_path_default().relative(archiveRoot, dir).split((external_node_path_default()).sep).join('/');
        return { dir, prefix: inside === '' ? '' : `${inside}/` };
    });
    return { archiveRoot, directories };
}
/** Whether `inner` lies strictly inside `outer` (both absolute). */
function contains(outer, inner) {
    const inside = external_node_path_default().relative(outer, inner);
    return inside !== '' && !isOutside(inside);
}
function isOutside(relative) {
    return relative === '..' || relative.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(relative);
}

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
    const resolved = await resolveLocalDependencies(localEntries(config.dependencies), configDir, workspace);
    problems.push(...resolved.problems);
    const graphs = config.graphs;
    const named = graphs && typeof graphs === 'object' && !Array.isArray(graphs) ? graphs : {};
    if (Object.keys(named).length === 0) {
        problems.push('"graphs" has no entry: name at least one, e.g. "graphs": {"agent": "./src/agent.py:graph"}');
    }
    const files = new GraphFiles(sourceRoot, configDir, resolved.dependencies);
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
        const inside = (dir) => dir === file || contains(dir, file);
        const where = `${graph} path ${shownSpec}: ${plain(modulePart)}`;
        if (this.#walkedFrom(file) === undefined) {
            return `${where} lies outside every directory that is packed`;
        }
        const problem = await this.packedProblem(file);
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
            .filter((dir) => dir === file || contains(dir, file))
            .sort((a, b) => a.length - b.length);
        return holders[0];
    }
    rulesFor(root) {
        let rules = this.#rules.get(root);
        if (!rules) {
            rules = IgnoreRules.load(root);
            this.#rules.set(root, rules);
        }
        return rules;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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
        if (dir !== undefined && (file === undefined || byPath(dir, file.path) < 0)) {
            assertArchivePath(dir);
            d++;
            yield dir;
        }
        else if (file !== undefined) {
            assertArchivePath(file.path);
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
    const maxBytes = options.limits?.maxBytes ?? MAX_ARCHIVE_BYTES;
    const warnBytes = options.limits?.warnBytes ?? WARN_ARCHIVE_BYTES;
    const root = external_node_path_default().resolve(options.root);
    const rootStat = await (0,promises_.stat)(root).catch(() => undefined);
    if (!rootStat?.isDirectory()) {
        throw new Error(`the directory to pack, ${root}, does not exist or is not a directory`);
    }
    const layout = archiveLayout(root, options.dependencies ?? []);
    const rootPrefix = external_node_path_default().relative(layout.archiveRoot, root).split((external_node_path_default()).sep).join('/');
    const shownPrefix = rootPrefix === '' ? '' : `${rootPrefix}/`;
    const rules = await IgnoreRules.load(root, signal, { shownPrefix });
    if (!rules.inRepository) {
        log(`${root} is not in a git repository: .gitignore files do not apply (git tracks nothing here); .dockerignore files still do`);
    }
    const inRoot = await checkConfigPath(root, configPath, rules);
    const tree = emptyTree();
    for (const { dir, prefix } of layout.directories) {
        const dirRules = dir === root ? rules : await IgnoreRules.load(dir, signal, { shownPrefix: prefix });
        await walkInto(tree, dir, prefix, dirRules, signal);
    }
    finishTree(tree);
    const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
    const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
    if (layout.archiveRoot !== root) {
        log(`local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`);
    }
    for (const line of describeLeftOut(tree.leftOut.groups))
        log(line);
    const envWarning = describeEnvFiles(tree.envFiles);
    if (envWarning)
        warn(envWarning);
    reportLeftOut(tree, warn);
    const largest = largestEntries(tree.files);
    log(`packing ${tree.files.length} files (${formatMegabytes(tree.totalBytes)} uncompressed) from ${layout.archiveRoot}`);
    if (tree.totalBytes > maxBytes) {
        // Not refused yet: the limit is on the compressed archive, and text compresses well.
        log(`the files add up to more than the upload limit (${formatMegabytes(maxBytes)}); they fit only if they compress well. ${describeLargest(largest)}`);
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
    log(`packed ${tree.files.length} files into ${formatMegabytes(bytes)}`);
    if (bytes > warnBytes) {
        warn(`the source archive is ${formatMegabytes(bytes)}, above ${formatMegabytes(warnBytes)}: uploads and builds will be slow. ${describeLargest(largest)} Leave files out with .gitignore.`);
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
    return new Error(`the source archive is larger than ${formatMegabytes(maxBytes)} (${maxBytes} bytes), the most the upload URL accepts. ${describeLargest(largest)} Leave large files out with .gitignore, or point agent-config-path at a smaller directory.`);
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

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/proxy-agent.ts
var proxy_agent = __webpack_require__(4403);
// EXTERNAL MODULE: ./src/common/runner-text.ts
var runner_text = __webpack_require__(715);
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
        this.#log(`uploading the source archive: ${percent}% (${formatMegabytes(this.#sent)} of ${formatMegabytes(this.#total)}, ${this.#rate(now)})`);
    }
    finish() {
        const now = this.#now();
        const seconds = ((now - this.#startedAt) / 1000).toFixed(1);
        this.#log(`uploaded the source archive: ${formatMegabytes(this.#total)} in ${seconds} s (${this.#rate(now)})`);
    }
    #rate(now) {
        const seconds = (now - this.#startedAt) / 1000;
        return seconds <= 0 ? '— MB/s' : `${(this.#sent / MEGABYTE / seconds).toFixed(1)} MB/s`;
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
                'x-goog-content-length-range': `0,${MAX_ARCHIVE_BYTES}`,
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
        const rules = await IgnoreRules.load(root);
        inArchive = await checkConfigPath(root, inputs.agentConfigPath ?? '', rules);
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
/**
 * Packs source-path into `tempDir` as a deploy ships it: with the local directories its agent
 * config names (the config was checked before any request, and is read again here for them).
 */
async function packCheckedSource(inputs, context, tempDir) {
    const root = (0,external_node_path_.resolve)(context.workspace, inputs.sourcePath);
    const configPath = inputs.agentConfigPath;
    const dependencies = await checkAgentConfig(configOf(root, configPath, context.workspace));
    const { signal, log, warn } = context;
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
        };
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}


/***/ })

};
