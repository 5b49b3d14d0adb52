// Finds the first JSON syntax mistake in a text and says what to do about it in plain words,
// at the mistake itself: a parser reports where it stumbled, which for a comma after the last
// item is the "]" on the next line, and for a missing comma the start of the next value.
// Used only once JSON.parse has refused the text, so it need not be fast.

export interface JsonSyntaxError {
  /** Offset in the text of the mistake (the comma to remove, the place a comma is missing, ...). */
  offset: number;
  /** What to do, in plain words. */
  message: string;
}

class Mistake extends Error {
  readonly offset: number;
  constructor(offset: number, message: string) {
    super(message);
    this.offset = offset;
  }
}

const closingOf = { '{': '}', '[': ']' } as const;

export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let at = 0;
  /** Where each bracket still open was opened, to name it when the file ends early. */
  const open: Array<{ bracket: '{' | '['; offset: number }> = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;

  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++;
  };

  /** A mistake where a value should start. */
  const notAValue = (afterComma: number | null): never => {
    const char = text[at];
    if (char === undefined) return endedEarly();
    if ((char === ']' || char === '}') && afterComma !== null)
      throw new Mistake(afterComma, `remove the comma after the last item: JSON allows no comma before ${char}`);
    if (char === "'") throw new Mistake(at, 'a text needs double quotes " around it, not single quotes \'');
    if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) throw new Mistake(at, 'JSON allows no comments: remove this one');
    const word = /^[A-Za-z_][\w-]*/.exec(text.slice(at))?.[0];
    if (word && ['True', 'False', 'Null', 'TRUE', 'FALSE', 'NULL'].includes(word)) throw new Mistake(at, `write ${word.toLowerCase()} in lower case`);
    if (word) throw new Mistake(at, `a text needs double quotes around it: "${word}…"`);
    throw new Mistake(at, `a value was expected here (text in double quotes, a number, true, false, a list [ ] or an object { }), not ${JSON.stringify(char)}`);
  };

  const endedEarly = (): never => {
    const innermost = open.at(-1);
    throw new Mistake(
      text.length,
      innermost
        ? `the file ends before the ${innermost.bracket} opened on line ${lineOf(innermost.offset)} is closed: a ${closingOf[innermost.bracket]} is missing, or the end of the file was cut off`
        : 'the file is empty: it must hold the site, starting with {',
    );
  };

  const string = () => {
    const start = at;
    at++; // the opening quote
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\n' || char === '\r') throw new Mistake(start, 'this text has no closing " on its line (to break a line inside a text, write \\n)');
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw new Mistake(at, '\\u must be followed by four hexadecimal digits, e.g. \\u00e9');
          at += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) throw new Mistake(at, `"\\${escape ?? ''}" is not allowed in a text: write \\\\ for a backslash`);
        at += 2;
        continue;
      }
      if (char < ' ') throw new Mistake(at, 'a text cannot hold a tab or another control character: write \\t for a tab');
      at++;
    }
    throw new Mistake(start, 'this text has no closing "');
  };

  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    const written = /^[-+\d.eE]+/.exec(text.slice(at))![0];
    if (!match || match[0].length !== written.length) throw new Mistake(at, `"${written}" is not a number JSON understands (no leading zeros, + signs or bare decimal points)`);
    at += match[0].length;
  };

  /** After a value inside { } or [ ]: a comma, or the closing bracket. Returns the comma's offset, or null at the end. */
  const separator = (closing: '}' | ']', valueWasText: boolean): number | null => {
    const valueEnd = at;
    skipSpace();
    const char = text[at];
    if (char === ',') return at++;
    if (char === closing) {
      at++;
      return null;
    }
    if (char === undefined) return endedEarly();
    const sameLine = !text.slice(valueEnd, at).includes('\n');
    // "He said "hello"": the text ended at the inner quote, and a word follows on the same line.
    if (valueWasText && sameLine && !',:{}[]"'.includes(char))
      throw new Mistake(valueEnd - 1, 'a quote inside a text needs a backslash before it: write \\" for each " inside the text');
    if ('"{['.includes(char) || /[-\d\w]/.test(char)) throw new Mistake(valueEnd, 'a comma is missing after this value, before the next one');
    if (char === '}' || char === ']') throw new Mistake(at, `this ${char} closes nothing here: a ${closing} was expected (is a bracket missing or one too many?)`);
    if (char === ':') throw new Mistake(at, 'a colon belongs only between a field name and its value');
    throw new Mistake(at, `a comma or ${closing} was expected here, not ${JSON.stringify(char)}`);
  };

  const value = (afterComma: number | null = null): boolean => {
    skipSpace();
    const char = text[at];
    if (char === '"') {
      string();
      return true;
    }
    if (char === '{') return object(), false;
    if (char === '[') return array(), false;
    if (char !== undefined && /[-\d]/.test(char)) return number(), false;
    for (const literal of ['true', 'false', 'null'])
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return false;
      }
    return notAValue(afterComma);
  };

  const object = () => {
    open.push({ bracket: '{', offset: at });
    at++;
    skipSpace();
    if (text[at] === '}') {
      at++;
      open.pop();
      return;
    }
    let afterComma: number | null = null;
    for (;;) {
      skipSpace();
      const char = text[at];
      if (char === '}' && afterComma !== null) throw new Mistake(afterComma, 'remove the comma after the last field: JSON allows no comma before }');
      if (char === undefined) endedEarly();
      if (char === "'") throw new Mistake(at, 'a field name needs double quotes " around it, not single quotes \'');
      if (char !== '"') {
        const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(at))?.[0];
        if (word) throw new Mistake(at, `a field name needs double quotes around it: "${word}"`);
        if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) throw new Mistake(at, 'JSON allows no comments: remove this one');
        throw new Mistake(at, `a field name in double quotes was expected here, not ${JSON.stringify(char)}`);
      }
      const nameStart = at;
      string();
      const nameEnd = at;
      skipSpace();
      if (text[at] !== ':') throw new Mistake(nameEnd, `a colon : is missing after the field name ${text.slice(nameStart, nameEnd)}`);
      at++;
      afterComma = separator('}', value());
      if (afterComma === null) break;
    }
    open.pop();
  };

  const array = () => {
    open.push({ bracket: '[', offset: at });
    at++;
    skipSpace();
    if (text[at] === ']') {
      at++;
      open.pop();
      return;
    }
    let afterComma: number | null = null;
    for (;;) {
      afterComma = separator(']', value(afterComma));
      if (afterComma === null) break;
    }
    open.pop();
  };

  try {
    if (text.charCodeAt(0) === 0xfeff) throw new Mistake(0, 'the file starts with an invisible byte order mark: save it as UTF-8 without BOM');
    value();
    skipSpace();
    if (at < text.length) {
      const char = text[at];
      throw new Mistake(at, char === '}' || char === ']' ? `this ${char} closes nothing: remove it (one bracket too many)` : 'the site ends before this: remove what follows, or add the comma and brackets it needs');
    }
    return null;
  } catch (error) {
    if (error instanceof Mistake) return { offset: error.offset, message: error.message };
    throw error;
  }
}
