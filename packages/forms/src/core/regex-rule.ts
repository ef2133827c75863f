// Regex rule: "/pattern/flags" (e.g. "/^[a-z]+$/i"), or a bare pattern. A pattern that does not
// compile is no rule at all (it passes): a typo in a stored form must not lock candidates out.
// Compiled once per source.
const LITERAL = /^\/(.*)\/([a-z]*)$/s;
const MAX_CACHED = 1000;
const compiled = new Map<string, RegExp | null>();

export function compileRegex(source: string): RegExp | null {
  let regex = compiled.get(source);
  if (regex === undefined) {
    const literal = LITERAL.exec(source);
    try {
      // g and y would make test() stateful across calls.
      regex = literal
        ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, ''))
        : new RegExp(source);
    } catch {
      regex = null;
    }
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(source, regex);
  }
  return regex;
}

/** True unless the value is text the pattern does not match. */
export function matchesRegex(pattern: unknown, text: string): boolean {
  const regex = typeof pattern === 'string' ? compileRegex(pattern) : null;
  return regex === null || regex.test(text);
}
