// The graphs the real agent server runs in the tests: each answers without a model, so a run
// is deterministic and needs no network.
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';

const Conversation = Annotation.Root({
  messages: Annotation({ reducer: (before, added) => before.concat(added), default: () => [] }),
});

/** The text of the last message a user sent, if any. */
function lastUserText(messages) {
  const said = [...messages].reverse().find((m) => m?.role === 'user' || m?.type === 'human');
  return typeof said?.content === 'string' ? said.content : undefined;
}

function singleNode(name, node, contextSchema) {
  return new StateGraph(Conversation, contextSchema)
    .addNode(name, node)
    .addEdge(START, name)
    .addEdge(name, END)
    .compile();
}

/** Greets and echoes the last user message, as the emulator's stand-in graph does. */
export const echo = singleNode('echo', ({ messages }) => {
  const said = lastUserText(messages);
  const content = `Hello from echo!${said === undefined ? '' : ` You said: ${said}`}`;
  return { messages: [{ role: 'assistant', content }] };
});

/** Always raises. */
export const boom = singleNode('boom', () => {
  throw new Error('boom graph always fails');
});

/** Answers after `delay_ms` of its context (4 s unless told), as a graph that calls a model does. */
export const slow = singleNode(
  'slow',
  async (_state, runtime) => {
    const delayMs = Number(runtime.context?.delay_ms ?? 4000);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { messages: [{ role: 'assistant', content: `done after ${delayMs} ms` }] };
  },
  Annotation.Root({ delay_ms: Annotation() }),
);

/** Tells the runtime context's `user`: LangGraph v1 context, which `config.configurable` does not reach. */
export const context = singleNode(
  'context',
  (_state, runtime) => ({
    messages: [{ role: 'assistant', content: runtime.context?.user ?? 'no context' }],
  }),
  Annotation.Root({ user: Annotation() }),
);

/** Counts the user messages its thread holds: proof that a thread keeps its state between runs. */
export const memory = singleNode('memory', ({ messages }) => {
  const turns = messages.filter((m) => m?.role === 'user' || m?.type === 'human').length;
  return { messages: [{ role: 'assistant', content: `turn ${turns}: ${lastUserText(messages)}` }] };
});
