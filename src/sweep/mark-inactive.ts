import type { GitHubRunContext } from '../github/run-context.ts';
import { type NamePattern, nameFor } from './name-pattern.ts';
import { type Preview, someNames } from './outcomes.ts';

export interface MarkContext {
  pattern: NamePattern;
  token: string;
  /** The workflow run whose repository holds the environments. */
  run: GitHubRunContext | undefined;
  warn: (line: string) => void;
  /** Ends the marking: aborts a while after the step stops (see graceAfterStop). */
  signal: AbortSignal;
  /** "the job was cancelled", for the warning about environments left unmarked. */
  stopWords: () => string;
}

/**
 * Marks the GitHub environments of the previews deleted (or found gone) inactive, as the delete
 * action does. After the first warning (the token lacks `deployments: write`, say) the rest are
 * left alone: they would only fail the same way. Once `signal` aborts, the rest are left too,
 * and one warning names them: their previews are gone, so no later sweep marks them.
 */
export async function markInactive(previews: Preview[], context: MarkContext): Promise<void> {
  const { markEnvironmentInactive } = await import('../github/inactive-environment.ts');
  const { pattern, token, signal, run } = context;
  let troubled = false;
  const unmarked: string[] = [];
  for (const preview of previews) {
    const outcome = preview.outcome?.kind;
    if (outcome !== 'deleted' && outcome !== 'already-gone') continue;
    const name = nameFor(pattern, preview.number);
    if (troubled || signal.aborted) {
      preview.environment = { name, unmarked: troubled ? 'trouble' : 'stopped' };
      if (!troubled) unmarked.push(name);
      continue;
    }
    const marked = await markEnvironmentInactive({
      environment: name,
      token,
      run,
      signal,
      outcome: 'The deletes are not affected.',
      warn: (line) => {
        troubled = true;
        context.warn(line);
      },
    });
    if (signal.aborted) unmarked.push(name);
    preview.environment = signal.aborted
      ? { name, unmarked: 'stopped' }
      : troubled
        ? { name, unmarked: 'trouble' }
        : { name, marked };
  }
  if (unmarked.length === 0) return;
  const list = someNames(unmarked.map((name) => `\`${name}\``));
  const environments =
    unmarked.length === 1
      ? 'the GitHub environment of 1 deleted preview was'
      : `the GitHub environments of ${unmarked.length} deleted previews were`;
  context.warn(
    `${capitalised(context.stopWords())} before ${environments} marked inactive: ${list}. They may still show as active; mark them by hand, as no later sweep will find their previews.`,
  );
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
