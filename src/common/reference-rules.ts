import { z } from 'zod';
import { optionalText } from './inputs.ts';
import { showInvisible } from './visible-text.ts';

/*
 * The forms of the names an input hands on to git, a container registry or Kubernetes, checked
 * by their own rules, so a value none of them would take is refused before any request.
 */

/**
 * Why git would not take `ref` as a branch or tag name (the rules of `git check-ref-format
 * --branch`), or undefined. A commit sha is hex, which these rules always allow.
 */
export function gitRefProblem(ref: string): string | undefined {
  if (ref.startsWith('-')) return 'starts with "-"';
  if (ref === '@') return 'is "@" alone';
  if (ref.startsWith('/') || ref.endsWith('/')) return 'starts or ends with "/"';
  if (ref.includes('//')) return 'holds "//"';
  if (ref.includes('..')) return 'holds ".."';
  if (ref.includes('@{')) return 'holds "@{"';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: git refuses these in a ref
  const refused = /[\u0000-\u0020\u007f~^:?*[\\]/.exec(ref);
  if (refused) {
    const char = refused[0] === ' ' ? 'a space' : `"${showInvisible(refused[0])}"`;
    return `holds ${char}; git takes no space, ~ ^ : ? * [ \\ or control character in a ref`;
  }
  if (ref.endsWith('.')) return 'ends with "."';
  for (const part of ref.split('/')) {
    if (part.startsWith('.')) return `has a part starting with "." (${part})`;
    if (part.endsWith('.lock')) return `has a part ending in ".lock" (${part})`;
  }
  return undefined;
}

// The grammar of an image reference, as the registries' own reference library reads it:
// [host[:port]/]path[:tag][@digest].
const PATH_COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const NAME = `(?:${HOST}(?::[0-9]+)?/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const IMAGE_REFERENCE = new RegExp(`^(${NAME})(?::${TAG})?(?:@${DIGEST})?$`);
/** The longest repository name a registry takes. */
const MAX_IMAGE_NAME_CHARS = 255;

/** Why `reference` is not an image reference a registry takes, or undefined. */
export function imageReferenceProblem(reference: string): string | undefined {
  const match = IMAGE_REFERENCE.exec(reference);
  if (!match) {
    const hint = /[A-Z]/.test(reference.split('/').slice(1).join('/'))
      ? ' (a repository path is lower-case)'
      : '';
    return `is not an image reference: write [host[:port]/]path[:tag][@digest], such as registry.example.com/team/agent:1.2${hint}`;
  }
  const name = match[1] as string;
  if (name.length > MAX_IMAGE_NAME_CHARS) {
    return `names a repository of ${name.length} characters; a registry takes at most ${MAX_IMAGE_NAME_CHARS}`;
  }
  return undefined;
}

const DNS_LABEL = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;
const MAX_DNS_LABEL_CHARS = 63;

/** Whether `name` is a DNS label (RFC 1123), as a Kubernetes namespace's name must be. */
export function isDnsLabel(name: string): boolean {
  return name.length <= MAX_DNS_LABEL_CHARS && DNS_LABEL.test(name);
}

/** A branch, tag or commit sha, as git names them. */
export const gitRefInput = optionalText.pipe(
  z
    .string()
    .max(255, { error: 'must be at most 255 characters' })
    .superRefine((ref, context) => {
      const problem = gitRefProblem(ref);
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: `must be a branch, tag or commit sha that git accepts, but ${problem}`,
        });
      }
    })
    .optional(),
);

/** An image reference, `[host[:port]/]path[:tag][@digest]`. */
export const imageReferenceInput = optionalText.pipe(
  z
    .string()
    .superRefine((reference, context) => {
      const problem = imageReferenceProblem(reference);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
);

/** Names separated by line breaks or commas, trimmed; blanks dropped and repeats kept once. */
export const nameListInput = z.string().transform((text) => {
  const names = text.split(/[\n,]/).map((name) => name.trim());
  return [...new Set(names.filter((name) => name !== ''))];
});

/** Kubernetes namespaces: a name list whose every name is a DNS label. */
export const namespaceListInput = nameListInput.superRefine((names, context) => {
  const bad = names.filter((name) => !isDnsLabel(name));
  if (bad.length === 0) return;
  const shown = bad.slice(0, 3).map((name) => `"${showInvisible(name.slice(0, 80))}"`);
  const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
  context.addIssue({
    code: 'custom',
    message: `holds ${shown.join(', ')}${more}, not a namespace name: each is a DNS label of lower-case letters, digits and "-", starting and ending with a letter or digit, at most ${MAX_DNS_LABEL_CHARS} characters`,
  });
});
