// A graph whose answers a test makes right or wrong: it answers the capital of the country its
// input asks about, from capitals.json, unless its runtime context says otherwise. `wrong` lists the
// countries it answers wrongly, `raise` those it raises on: two contexts are two revisions, one
// better than the other, on the same examples. A shipped agent says the same in
// quiz-revision.json beside this file (read once, when the server loads the graph), so two
// deploys of the directory are two revisions that answer differently.
import { readFileSync } from 'node:fs';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';

function shippedRevision() {
  try {
    return JSON.parse(readFileSync(new URL('./quiz-revision.json', import.meta.url), 'utf8'));
  } catch {
    return {};
  }
}

const SHIPPED = shippedRevision();

const CAPITALS = JSON.parse(readFileSync(new URL('./capitals.json', import.meta.url), 'utf8'));

const Quiz = Annotation.Root({
  country: Annotation(),
  answer: Annotation(),
  messages: Annotation({ reducer: (before, added) => before.concat(added), default: () => [] }),
});

const Revision = Annotation.Root({ wrong: Annotation(), raise: Annotation() });

export const quiz = new StateGraph(Quiz, Revision)
  .addNode('respond', ({ country }, runtime) => {
    const { wrong = SHIPPED.wrong ?? [], raise = SHIPPED.raise ?? [] } = runtime.context ?? {};
    if (raise.includes(country)) throw new Error(`no capital known for ${country}`);
    const right = CAPITALS[country] ?? 'unknown';
    const answer = wrong.includes(country) ? 'Atlantis' : right;
    return { answer, messages: [{ role: 'assistant', content: `The capital is ${answer}.` }] };
  })
  .addEdge(START, 'respond')
  .addEdge('respond', END)
  .compile();
