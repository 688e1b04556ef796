/**
 * Where JSON text stops being valid, as a line and a column (both from 1), for a message a
 * person can act on. JSON.parse's own messages give a position only for some mistakes and in
 * words that change between Node versions; this scanner follows RFC 8259 and is run only on
 * text JSON.parse refused.
 */
export function jsonErrorPosition(text: string): { line: number; column: number } {
  const offset = firstBadOffset(text);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

class Stop {
  readonly offset: number;
  constructor(offset: number) {
    this.offset = offset;
  }
}

function firstBadOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw new Stop(at);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : fail());
  const string = () => {
    expect('"');
    while (text[at] !== '"') {
      const char = text[at];
      if (char === undefined || char < ' ') fail();
      if (char === '\\') {
        at++;
        if (text[at] === 'u') {
          at++;
          for (let n = 0; n < 4; n++) /[0-9a-fA-F]/.test(text[at] ?? '') ? at++ : fail();
        } else if ('"\\/bfnrt'.includes(text[at] ?? 'x')) at++;
        else fail();
      } else at++;
    }
    at++;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') {
        at++;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        expect(':');
        value();
        space();
        if (text[at] === ',') at++;
        else {
          expect('}');
          return;
        }
      }
    }
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') {
        at++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[at] === ',') at++;
        else {
          expect(']');
          return;
        }
      }
    }
    if (char === '"') {
      string();
      return;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(at, at + 400),
    );
    if (!literal) fail();
    at += (literal as RegExpExecArray)[0].length;
  };
  try {
    value();
    space();
    if (at < text.length) fail();
  } catch (error) {
    // Anything else is nesting too deep for the stack: it stops where it got to.
    return error instanceof Stop ? error.offset : at;
  }
  return text.length;
}
