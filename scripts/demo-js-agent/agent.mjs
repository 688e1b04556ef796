// The demo's JS agent: three small graphs that answer without a model, so `npm run demo` can
// deploy it and have the real agent server run it on a machine without network (auth.mjs is
// its key check).
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';

const Conversation = Annotation.Root({
  messages: Annotation({ reducer: (before, added) => before.concat(added), default: () => [] }),
});

function lastUserText(messages) {
  const said = messages.findLast((m) => m?.role === 'user' || m?.type === 'human');
  return typeof said?.content === 'string' ? said.content : undefined;
}

function oneNode(node, contextSchema) {
  return new StateGraph(Conversation, contextSchema)
    .addNode('answer', node)
    .addEdge(START, 'answer')
    .addEdge('answer', END)
    .compile();
}

const reply = (content) => ({ messages: [{ role: 'assistant', content }] });

/** Greets, and says back what the user asked. */
export const support = oneNode(({ messages }) => {
  const said = lastUserText(messages);
  return reply(`Hello from support!${said === undefined ? '' : ` You said: ${said}`}`);
});

/** Greets the user its runtime context names (LangGraph v1 context, a run's `context`). */
export const profile = oneNode(
  (_state, runtime) => reply(`Hello, ${runtime.context?.user ?? 'stranger'}!`),
  Annotation.Root({ user: Annotation() }),
);

/** Counts the user's turns on its thread: a conversation remembers what came before. */
export const conversation = oneNode(({ messages }) => {
  const turns = messages.filter((m) => m?.role === 'user' || m?.type === 'human').length;
  return reply(`Turn ${turns}: ${lastUserText(messages) ?? ''}`);
});
