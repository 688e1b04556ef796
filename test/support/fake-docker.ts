import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** One run of the stand-in docker: its arguments, what it read on stdin, its environment. */
export interface DockerCall {
  argv: string[];
  stdin: string;
  env: string;
  pid: number;
}

/** The part of Docker's `config.json` a login writes: `auths.<host>.auth` = base64 `user:secret`. */
export interface DockerConfig {
  auths?: Record<string, { auth?: string }>;
  [key: string]: unknown;
}

/** How long a held login or a hanging logout waits at most, so none outlives a failed test long. */
const HOLD_LIMIT_MS = 60_000;

/**
 * The stand-in, in Node: it keeps Docker's config as docker does (`$DOCKER_CONFIG/config.json`,
 * else `$HOME/.docker/config.json`, replaced whole through a temporary file), so a test can see
 * what a login left behind. The folder it reads its switches from is its first argument.
 */
const PROGRAM = `
const fs = require('node:fs');
const path = require('node:path');
const root = process.argv[2];
const args = process.argv.slice(3);
const calls = path.join(root, 'calls');
const has = (name) => fs.existsSync(path.join(root, name));

function claimNumber() {
  for (let n = 0; ; n++) {
    try {
      fs.writeFileSync(path.join(calls, n + '.argv'), args.map((a) => a + '\\n').join(''), { flag: 'wx' });
      return n;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
}

const configFile = () =>
  process.env.DOCKER_CONFIG
    ? path.join(process.env.DOCKER_CONFIG, 'config.json')
    : path.join(process.env.HOME || '/nonexistent', '.docker', 'config.json');

function readConfig() {
  try {
    return JSON.parse(fs.readFileSync(configFile(), 'utf8'));
  } catch {
    return {};
  }
}

function writeConfig(config) {
  const file = configFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = file + '.' + process.pid + '.tmp';
  fs.writeFileSync(temporary, JSON.stringify(config, null, '\\t'), { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** Waits while the test holds this kind of call; false when the hold outlasted its limit. */
async function heldUntilReleased(kind) {
  if (!has('hold-' + kind)) return true;
  const until = Date.now() + ${HOLD_LIMIT_MS};
  while (!has('release-' + kind)) {
    if (Date.now() > until) return false;
    await new Promise((done) => setTimeout(done, 20));
  }
  return true;
}

async function main() {
  const n = claimNumber();
  const record = (what, text) => fs.writeFileSync(path.join(calls, n + '.' + what), text);
  record('env', Object.entries(process.env).map(([k, v]) => k + '=' + v + '\\n').join(''));
  record('pid', String(process.pid));
  const stdin = args[0] === 'login' ? fs.readFileSync(0, 'utf8') : '';
  record('stdin', stdin);
  const host = args.at(-1);
  if (args[0] === 'login') {
    const user = args[args.indexOf('--username') + 1];
    if (!(await heldUntilReleased('login'))) process.exit(1);
    if (has('fail-login')) {
      console.error('Error response from daemon: Get "https://' + host + '/v2/": unauthorized: authentication failed');
      process.exit(1);
    }
    const config = readConfig();
    config.auths = config.auths || {};
    const secret = stdin.replace(/\\r?\\n$/, '');
    config.auths[host] = { auth: Buffer.from(user + ':' + secret).toString('base64') };
    writeConfig(config);
    console.log('Login Succeeded');
  } else if (args[0] === 'logout') {
    if (has('hold-logout') && !(await heldUntilReleased('logout'))) process.exit(1);
    const config = readConfig();
    if (!config.auths || !config.auths[host]) {
      console.log('Not logged in to ' + host);
      return;
    }
    console.log('Removing login credentials for ' + host);
    delete config.auths[host];
    writeConfig(config);
  } else {
    console.error('unknown command ' + args[0]);
    process.exit(125);
  }
}
main();
`;

/**
 * A stand-in `docker` executable, first on PATH for the action: it records each call (argv,
 * standard input, environment, process id) in its own folder, writes and removes logins in
 * Docker's config as docker does, and can be made to fail its logins, hold them before they
 * write (until released, as a daemon that is slow to answer), or hang its logouts.
 */
export function fakeDocker() {
  const root = mkdtempSync(join(tmpdir(), 'fake-docker-'));
  const bin = join(root, 'bin');
  const calls = join(root, 'calls');
  const home = join(root, 'home');
  for (const dir of [bin, calls, home]) mkdirSync(dir);
  writeFileSync(join(root, 'docker.cjs'), PROGRAM);
  writeFileSync(
    join(bin, 'docker'),
    `#!/bin/sh\nexec '${process.execPath}' '${join(root, 'docker.cjs')}' '${root}' "$@"\n`,
  );
  chmodSync(join(bin, 'docker'), 0o755);
  const configFile = join(home, '.docker', 'config.json');
  const flag = (name: string) => () => writeFileSync(join(root, name), '');
  const readCall = (index: number, what: string) =>
    readFileSync(join(calls, `${index}.${what}`), 'utf8');

  const docker = {
    /** PATH with the stand-in first; the rest is the test's own PATH. */
    path: `${bin}:${process.env.PATH ?? ''}`,
    /** The HOME whose `.docker/config.json` the stand-in keeps. */
    home,
    /** What a step needs to find the stand-in and the config it keeps. */
    get env() {
      return { PATH: docker.path, HOME: home };
    },
    failLogins: flag('fail-login'),
    /** Each login waits, its token read but not yet written, until releaseLogins(). */
    holdLogins: flag('hold-login'),
    releaseLogins: flag('release-login'),
    /** Each logout hangs and removes nothing, as a docker whose config is locked. */
    hangLogouts: flag('hold-logout'),
    calls(): DockerCall[] {
      const count = readdirSync(calls).filter((name) => name.endsWith('.argv')).length;
      return Array.from({ length: count }, (_, index) => ({
        argv: readCall(index, 'argv').split('\n').slice(0, -1),
        stdin: existsSync(join(calls, `${index}.stdin`)) ? readCall(index, 'stdin') : '',
        env: existsSync(join(calls, `${index}.env`)) ? readCall(index, 'env') : '',
        pid: Number(existsSync(join(calls, `${index}.pid`)) ? readCall(index, 'pid') : 0),
      }));
    },
    /** The process id of the first login, once it has read its token. */
    async loginStarted(): Promise<number> {
      for (;;) {
        const index = docker.calls().findIndex((call) => call.argv[0] === 'login');
        if (index !== -1 && existsSync(join(calls, `${index}.stdin`))) {
          return Number(readCall(index, 'pid'));
        }
        await sleep(20);
      }
    },
    config(): DockerConfig {
      return existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
    },
    /** The `user:secret` the config holds for `host`, decoded, or undefined. */
    credential(host: string): string | undefined {
      const auth = docker.config().auths?.[host]?.auth;
      return auth === undefined ? undefined : Buffer.from(auth, 'base64').toString('utf8');
    },
    /** A login made before the action ran, such as one to pull base images. */
    seedLogin(host: string, user: string, secret: string): void {
      mkdirSync(join(home, '.docker'), { recursive: true });
      const config = docker.config();
      config.auths = { ...config.auths, [host]: { auth: btoa(`${user}:${secret}`) } };
      writeFileSync(configFile, JSON.stringify(config));
    },
  };
  return docker;
}

/** Whether process `pid` still runs: neither gone nor a zombie no one reaped. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/s.test(stat);
  } catch {
    return false;
  }
}

/** Resolves once process `pid` has ended. */
export async function processEnded(pid: number): Promise<void> {
  while (isRunning(pid)) await sleep(20);
}

/** An empty folder for PATH: no docker anywhere on it. */
export function pathWithoutDocker(): string {
  return mkdtempSync(join(tmpdir(), 'no-docker-'));
}
