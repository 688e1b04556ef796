import { isLoopbackOrigin } from './loopback.ts';
import { shellTextProblem } from './shell-safe.ts';

/**
 * A deployment's URL as the service wrote it (`source_config.custom_url`), checked before it is
 * shown, output or requested: `https:`, or `http:` only to this machine. The text itself is kept
 * as sent; `new URL().href` would add a trailing slash, and `${url}/ok` would then hold `//ok`.
 */

/** Longer than any URL a person would paste; what the service sends beyond it is not a URL. */
const MAX_URL_CHARS = 2048;

export type UrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/** Whether `value` may be used as the deployment's URL, and why not when it may not. */
export function checkDeploymentUrl(value: unknown): UrlCheck {
  if (typeof value !== 'string' || value === '') {
    return { ok: false, problem: 'the service gave the deployment no URL' };
  }
  if (value.length > MAX_URL_CHARS) {
    return {
      ok: false,
      problem: `the deployment's URL is longer than ${MAX_URL_CHARS} characters`,
    };
  }
  // URL parsers read `\` as `/`: `https://a.example\@b.example` is a request to a.example.
  if (value.includes('\\')) {
    return { ok: false, problem: "the deployment's URL holds a backslash" };
  }
  // A URL output often lands in a script: a character a shell acts on is refused, not passed on.
  const shellProblem = shellTextProblem(value);
  if (shellProblem) return { ok: false, problem: `the deployment's URL ${shellProblem}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: "the deployment's URL does not parse as a URL" };
  }
  if (url.username || url.password) {
    return { ok: false, problem: "the deployment's URL carries a user name or password" };
  }
  if (url.protocol === 'https:') return { ok: true, url: value };
  if (url.protocol === 'http:' && isLoopbackOrigin(url)) return { ok: true, url: value };
  if (url.protocol === 'http:') {
    return {
      ok: false,
      problem: `the deployment's URL is plain http:// to ${url.hostname}, which is not this machine; only https:// (or http:// to a loopback address) is used`,
    };
  }
  return {
    ok: false,
    problem: `the deployment's URL has the scheme ${url.protocol.replace(/[^a-z0-9+.-]/g, '')}, not https:`,
  };
}
