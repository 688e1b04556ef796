// The links of the repository's Markdown files, and the headings GitHub makes anchors of.

export interface MarkdownLink {
  /** One-based line of the link. */
  line: number;
  target: string;
}

/** The lines of a Markdown text, those of fenced code blocks blanked, so line numbers hold. */
function outsideFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
      return '';
    }
    if (mark) {
      fence = mark;
      return '';
    }
    return line;
  });
}

/** Every inline link and image target (`[text](target)`, `![alt](target)`). */
export function markdownLinks(markdown: string): MarkdownLink[] {
  return outsideFences(markdown).flatMap((line, index) =>
    [
      ...line.replace(/(`+)[^`]*?\1/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ].map((match) => ({
      line: index + 1,
      target: match[1] ?? '',
    })),
  );
}

/**
 * The anchors GitHub gives the headings of a Markdown file: lower case, punctuation dropped, spaces
 * as hyphens, and `-1`, `-2` … after a repeated one.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** A target that leaves the repository: a URL with a scheme, or a protocol-relative one. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}
