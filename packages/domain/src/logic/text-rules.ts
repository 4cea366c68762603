/**
 * Rules for plain text shared by every write path (ADR 0039): control characters are refused whether
 * typed raw or encoded as a numeric character reference (`&#1;`, `&#x1B;`), since plain text is stored as
 * typed and a client that renders it as HTML would decode the reference into the character.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const NUMERIC_REFERENCE = /&#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));?/g;

/**
 * Whether a code point is a control character that text must not hold: C0 except tab, line feed and
 * carriage return, DEL, and C1.
 */
export function isForbiddenControl(codePoint: number): boolean {
  return (
    (codePoint >= 0 && codePoint <= 8) ||
    codePoint === 0x0b ||
    codePoint === 0x0c ||
    (codePoint >= 0x0e && codePoint <= 0x1f) ||
    (codePoint >= 0x7f && codePoint <= 0x9f)
  );
}

/**
 * Whether `text` holds a forbidden control character, raw or as a numeric character reference.
 * @returns true for 'a\u0001b', 'a&#1;b', 'a&#x1b;b' and '&#0027;'; false for tab, line feed, '&#10;'
 */
export function hasControlCharacter(text: string): boolean {
  if (CONTROL.test(text)) return true;
  if (!text.includes('&#')) return false;
  for (const match of text.matchAll(NUMERIC_REFERENCE)) {
    const codePoint = match[1] !== undefined ? Number.parseInt(match[1], 16) : Number(match[2]);
    if (isForbiddenControl(codePoint)) return true;
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds half of a UTF-16 surrogate pair without its other half (no character at all). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * Every string of a parsed JSON value that holds a control character (raw or encoded) or a lone surrogate.
 * @param value parsed JSON (objects, arrays, strings…); keys are checked too
 * @returns problems with JSON paths such as `$.CFItems[3].fullStatement` (at most `limit`)
 */
export function textProblems(value: unknown, limit = 100): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const check = (text: string, path: string) => {
    if (hasControlCharacter(text))
      problems.push({ path, message: 'must not contain control characters such as NUL' });
    else if (hasLoneSurrogate(text))
      problems.push({ path, message: 'must not contain a lone UTF-16 surrogate' });
  };
  const walk = (node: unknown, path: string, depth: number): void => {
    if (problems.length >= limit) return;
    if (typeof node === 'string') {
      check(node, path);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > 64) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, `${path}[${index}]`, depth + 1);
      });
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      check(key, at);
      walk(item, at, depth + 1);
    }
  };
  walk(value, '$', 0);
  return problems.slice(0, limit);
}
