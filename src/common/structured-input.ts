import { parseDocument } from 'yaml';

const MAX_STRUCTURED_INPUT_CHARS = 256 * 1024;

/**
 * Reads an input written as JSON or YAML (JSON first: a YAML parser accepts JSON too, but its
 * messages about broken JSON are worse). YAML aliases are capped so an alias bomb fails.
 */
export function parseStructuredInput(text: string): unknown {
  if (text.length > MAX_STRUCTURED_INPUT_CHARS) {
    throw new Error(
      `is ${text.length} characters long; at most ${MAX_STRUCTURED_INPUT_CHARS} are accepted`,
    );
  }
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      // Flow-style YAML also starts with a bracket; let the YAML parser have its say.
    }
  }
  const document = parseDocument(trimmed, { uniqueKeys: true, prettyErrors: false });
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) throw new Error(`is not valid JSON or YAML: ${problem.message.split('\n')[0]}`);
  try {
    return document.toJS({ maxAliasCount: 50 });
  } catch (error) {
    throw new Error(`cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
}
