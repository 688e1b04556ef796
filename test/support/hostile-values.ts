// Hostile values tried on every input of every action (hostile-inputs.test.ts).

/** An id none of the tests seeds, so it shows up in a request path only if it leaked there. */
const STRAY_ID = '9c1b7e4d-0a2f-4e6b-8d3c-5f7a9b2e1d46';

/** Nine levels of nine aliases: 9^9 strings once expanded, about 500 characters as written. */
export const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, index) => {
    const previous = 'abcdefghi'[index];
    return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`;
  }),
].join('\n');

export const HOSTILE_VALUES = {
  // No blanks-only value: inputs are read trimmed, so one reads exactly as `empty` on every
  // input (test/deploy/inputs.test.ts holds the trimming itself).
  empty: '',
  '10 kB': 'x'.repeat(10_240),
  unicode: 'déploiement-🚀-中文-\u202Eevil\u001b[2J',
  'newline in an id': `${STRAY_ID}\n../listeners`,
  '../ in an id': `../${STRAY_ID}`,
  'JSON with extra members': '{"build_on_push": true, "__proto__": {"polluted": true}, "extra": 1}',
  'YAML alias bomb': ALIAS_BOMB,
  'huge number': '9'.repeat(400),
} as const;

export type HostileKind = keyof typeof HOSTILE_VALUES;
export const HOSTILE_KINDS = Object.keys(HOSTILE_VALUES) as HostileKind[];

/** List inputs get their extra members inside a list item, where a schema would meet them. */
export const EXTRA_MEMBERS_IN_A_LIST =
  '[{"name": "TOKEN", "secret_name": "vault", "secret_key": "token", "extra": 1}]';
