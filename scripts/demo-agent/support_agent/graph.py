"""A one-node support agent: the sample that `npm run demo` packs and ships."""


def answer(state: dict) -> dict:
    question = state.get("question", "")
    return {"answer": f"Thanks for asking about {question!r}; a human will follow up."}


graph = {"nodes": {"answer": answer}, "entry": "answer"}
