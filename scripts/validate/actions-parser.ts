// GitHub's workflow parser and language service, loaded so that plain Node can run them.
// Their ESM builds import their JSON schemas without `with { type: 'json' }`, which Node refuses
// (ERR_IMPORT_ATTRIBUTE_MISSING, actions/languageservices#387; bundlers accept it). A load hook
// serves those JSON files as modules; the packages are imported dynamically, after the hook.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  load(url, context, nextLoad) {
    if (
      url.startsWith('file:') &&
      url.endsWith('.json') &&
      url.includes('/node_modules/@actions/') &&
      context.importAttributes?.type !== 'json'
    ) {
      const json = readFileSync(fileURLToPath(url), 'utf8');
      return { format: 'module', source: `export default ${json};`, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});

export const { validate } = await import('@actions/languageservice');
export const { isBasicExpression, isMapping, isString, NoOperationTraceWriter, parseWorkflow } =
  await import('@actions/workflow-parser');
export const { TemplateToken } = await import(
  '@actions/workflow-parser/templates/tokens/template-token'
);
