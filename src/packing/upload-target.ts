import { isIPv4 } from 'node:net';
import { oneLine } from '../common/runner-text.ts';

/** How much of the storage host's answer an error message repeats. */
const MAX_ANSWER_CHARS = 300;

/**
 * Parses the signed upload URL and checks it may carry the archive: https, or plain http only
 * to this machine (a local emulator or test sink). Messages never repeat the URL's query
 * string: it holds the signature.
 */
export function checkUploadUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('the upload URL the service returned is not a valid URL');
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopback(parsed.hostname)) return parsed;
  throw new Error(
    `refusing to upload the source archive to ${parsed.protocol}//${parsed.host}: the upload URL must use https (plain http is allowed only to a loopback host)`,
  );
}

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  return isIPv4(hostname) && hostname.startsWith('127.');
}

/** The URL without its query string or fragment, for messages. */
export function shownUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * Text from the storage host, made safe to repeat: the signed URL's query values removed
 * (an error page may echo the request), controls stripped, one bounded line. An XML error
 * (`<Code>…</Code><Message>…</Message>`, as cloud storage sends) is reduced to those two.
 */
export function describeStorageAnswer(text: string, url: URL): string {
  let answer = text;
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  if (code !== undefined) answer = message === undefined ? code : `${code}: ${message}`;
  return oneLine(withoutQuery(answer, url), MAX_ANSWER_CHARS);
}

/** Removes the URL's query string, and each of its values, wherever `text` repeats them. */
export function withoutQuery(text: string, url: URL): string {
  let clean = url.search === '' ? text : text.replaceAll(url.search.slice(1), '…');
  for (const value of url.searchParams.values()) {
    // Short values (`PUT`, a date part) are no secret and would cut ordinary words apart.
    if (value.length >= 8) {
      clean = clean.replaceAll(value, '…').replaceAll(encodeURIComponent(value), '…');
    }
  }
  return clean;
}
