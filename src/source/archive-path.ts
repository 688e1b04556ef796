/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
export function archivePathProblem(name: string): string | undefined {
  if (name === '') return 'it is empty';
  if (name.includes('\0')) return 'it holds a NUL character';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'it is absolute';
  if (name.includes('\\'))
    return 'it holds a backslash, which Windows extractors read as a separator';
  const segments = name.split('/');
  if (segments.includes('..')) return 'it has a ".." segment';
  if (segments.includes('.') || segments.includes('')) return 'it has an empty or "." segment';
  return undefined;
}

/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
export function assertArchivePath(name: string): void {
  const problem = archivePathProblem(name);
  if (problem !== undefined) {
    throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
  }
}
