import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One run of the stand-in docker: its arguments, what it read on stdin, its environment. */
export interface DockerCall {
  argv: string[];
  stdin: string;
  env: string;
}

/**
 * A stand-in `docker` executable, first on PATH for the spawned action: it records each call
 * (argv, standard input for a login, environment) in its own folder, answers `login` like
 * docker does ("Login Succeeded"), or fails it with docker's own kind of message when
 * `failLogins()` was called (or first waits, after `hangLogins()`), and answers `logout`.
 */
export function fakeDocker() {
  const root = mkdtempSync(join(tmpdir(), 'fake-docker-'));
  const bin = join(root, 'bin');
  const calls = join(root, 'calls');
  mkdirSync(bin);
  mkdirSync(calls);
  const script = `#!/bin/sh
n=$(ls '${calls}' | grep -c '\\.argv$')
printf '%s\\n' "$@" > '${calls}/'$n.argv
env > '${calls}/'$n.env
if [ "$1" = login ]; then cat > '${calls}/'$n.stdin; else : > '${calls}/'$n.stdin; fi
case "$1" in
  login)
    if [ -f '${root}/hang-login' ]; then sleep 30; fi
    if [ -f '${root}/fail-login' ]; then
      echo 'Error response from daemon: Get "https://registry.emulator.test/v2/": unauthorized: authentication failed' >&2
      exit 1
    fi
    echo 'Login Succeeded' ;;
  logout) echo "Removing login credentials for $2" ;;
  *) echo "unknown command $1" >&2; exit 125 ;;
esac
`;
  writeFileSync(join(bin, 'docker'), script);
  chmodSync(join(bin, 'docker'), 0o755);
  return {
    /** PATH with the stand-in first; the rest is the test's own PATH. */
    path: `${bin}:${process.env.PATH ?? ''}`,
    failLogins: () => writeFileSync(join(root, 'fail-login'), ''),
    /** Each login waits 30 s before it answers, as a docker whose daemon does not answer. */
    hangLogins: () => writeFileSync(join(root, 'hang-login'), ''),
    calls(): DockerCall[] {
      const count = readdirSync(calls).filter((name) => name.endsWith('.argv')).length;
      return Array.from({ length: count }, (_, index) => ({
        argv: readFileSync(join(calls, `${index}.argv`), 'utf8')
          .split('\n')
          .slice(0, -1),
        stdin: readFileSync(join(calls, `${index}.stdin`), 'utf8'),
        env: readFileSync(join(calls, `${index}.env`), 'utf8'),
      }));
    },
  };
}

/** An empty folder for PATH: no docker anywhere on it. */
export function pathWithoutDocker(): string {
  return mkdtempSync(join(tmpdir(), 'no-docker-'));
}
