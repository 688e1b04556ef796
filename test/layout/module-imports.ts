import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root: the layout tests name files from here. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Every module specifier of static imports, re-exports and dynamic imports in the text. */
export function specifiers(text: string): string[] {
  const found = text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

/** Every .ts file under `folder`, however deep. */
export function everyFile(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files each file imports by a relative path (whole paths), read with `read`. */
export function localImports(
  files: string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      specifiers(read(file))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier)),
    ]),
  );
}

/**
 * The import circles among the files: each a group of files that reach one another through
 * their imports (a strongly connected component of two files or more, or one file that imports
 * itself), named from ROOT and sorted, so one message lists every file of every circle.
 */
export function importCircles(imports: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!imports.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) as number, index.get(next) as number));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || imports.get(file)?.includes(file)) {
      circles.push(group.map((each) => relative(ROOT, each)).sort());
    }
  };
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
