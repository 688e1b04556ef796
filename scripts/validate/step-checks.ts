// The checks on a parsed workflow that the language service does not make.
import type { TemplateToken as Token } from '@actions/workflow-parser/templates/tokens/template-token';
import { isBasicExpression, isMapping, isString, TemplateToken } from './actions-parser.ts';
import { localAction } from './local-actions.ts';

export interface Located {
  /** One-based line and column in the checked workflow text. */
  line: number;
  column?: number;
  message: string;
  severity?: 'error' | 'warning';
}

/** Where a token starts, one-based. */
function at(token: Token | undefined): { line: number; column: number } {
  return { line: token?.range?.start.line ?? 1, column: token?.range?.start.column ?? 1 };
}

/** The language service's input checks, for `uses: ./path` steps, which it skips. */
export function checkLocalUses(root: string, workflow: Token): Located[] {
  const found: Located[] = [];
  for (const [, step] of TemplateToken.traverse(workflow, true)) {
    if (!isMapping(step) || step.definition?.key !== 'regular-step') continue;
    const uses = step.find('uses');
    if (!uses || !isString(uses) || !/^\.\.?\//.test(uses.value)) continue;
    const action = localAction(root, uses.value);
    if (!action) {
      found.push({
        ...at(uses),
        message: `Unable to resolve action \`${uses.value}\`: no action.yml`,
      });
      continue;
    }
    const inputs = action.inputs ?? {};
    const given = step.find('with');
    const keys = given && isMapping(given) ? [...given].map(({ key }) => key) : [];
    for (const key of keys.filter((key) => !inputs[key.toString()])) {
      found.push({ ...at(key), message: `Invalid action input '${key.toString()}'` });
    }
    const missing = Object.entries(inputs)
      .filter(([, input]) => input.required && input.default === undefined)
      .filter(([name]) => !keys.some((key) => key.toString() === name))
      .map(([name]) => `\`${name}\``);
    if (missing.length > 0) {
      const message =
        missing.length === 1
          ? `Missing required input ${missing[0]}`
          : `Missing required inputs: ${missing.join(', ')}`;
      found.push({ ...at(uses), message });
    }
  }
  return found;
}

/** `${{ }}` inside any step's `run:` script. */
export function checkRunScripts(workflow: Token): Located[] {
  const found: Located[] = [];
  for (const [step, token, key] of TemplateToken.traverse(workflow, true)) {
    if (!step || !isMapping(step) || !key || !isString(key) || key.value !== 'run') continue;
    if (step.definition?.key === 'step-with') continue; // an action input named `run`
    const script = isBasicExpression(token) ? token.source : isString(token) ? token.value : '';
    if (!script?.includes('${{')) continue;
    found.push({
      ...at(token),
      message: `\`\${{ }}\` inside a \`run:\` script: pass the value through \`env:\` and use the variable in the script (script-injection hardening)`,
    });
  }
  return found;
}
