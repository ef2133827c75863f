import type { Translate } from './translate';

/** A rule's own message (it overrides the default) when it is usable text. */
export function ownMessage(rule: { message?: unknown }): string | undefined {
  return typeof rule.message === 'string' && rule.message.trim() !== '' ? rule.message : undefined;
}

/** The rule's own message, else the catalog's text for the key. */
export function failWith(
  rule: { message?: unknown },
  t: Translate,
  key: string,
  params?: Record<string, unknown>,
): string {
  return ownMessage(rule) ?? t(key, params);
}
