import { ICON_NAMES, type IconName } from './types';
import { isRecord } from './values';

// Icons beside a choice's label and on a dynamic list's Add button (`iconProps`,
// `addButton.icon`). A stored definition is any JSON, so what it names is read here, once, the
// same way in the browser (which draws it) and on the server (which refuses a form file whose icon
// could not be drawn): anything else is no icon at all.

const KNOWN_ICONS = new Set<string>(ICON_NAMES);
const LONGEST_SOURCE = 2000;
const LONGEST_TEXT = 200;
// An https address, or a path of this site (not `//host`, no backslash): never `javascript:`,
// `data:` or plain http, so an icon cannot run script or load over an insecure connection.
const HTTPS_SOURCE = /^https:\/\/[^\s"'<>\\]+$/i;
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;

type IconPosition = 'start' | 'end';

/** An icon the toolkit can draw: `label` set means it is not decorative. */
export type ResolvedIcon =
  | { kind: 'named'; name: IconName; label?: string; position: IconPosition }
  | { kind: 'image'; src: string; label?: string; position: IconPosition };

const isIconName = (value: unknown): value is IconName =>
  typeof value === 'string' && KNOWN_ICONS.has(value);

/** An image source an icon may load: https, or a path of this site. */
export function isSafeImageSource(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= LONGEST_SOURCE &&
    (HTTPS_SOURCE.test(value) || SITE_PATH.test(value))
  );
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text.slice(0, LONGEST_TEXT);
}

/**
 * The icon a definition asks for — a name (`'plus'`), `{ name, label?, position? }` or
 * `{ src, alt?, position? }` — or undefined when it names none the toolkit can draw (an unknown
 * name, an unsafe address, anything not of these shapes).
 */
export function resolveIcon(value: unknown): ResolvedIcon | undefined {
  if (isIconName(value)) return { kind: 'named', name: value, position: 'start' };
  if (!isRecord(value)) return undefined;
  const position: IconPosition = value.position === 'end' ? 'end' : 'start';
  if (Object.hasOwn(value, 'name')) {
    if (!isIconName(value.name)) return undefined;
    const label = textOf(value.label);
    return { kind: 'named', name: value.name, position, ...(label ? { label } : {}) };
  }
  if (Object.hasOwn(value, 'src')) {
    if (!isSafeImageSource(value.src)) return undefined;
    const label = textOf(value.alt);
    return { kind: 'image', src: value.src, position, ...(label ? { label } : {}) };
  }
  return undefined;
}

/** Why a stored icon cannot be drawn, or undefined when it can (or there is none). */
export function iconProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const { position } = isRecord(value) ? value : {};
  if (position !== undefined && position !== 'start' && position !== 'end')
    return 'position must be start or end';
  if (resolveIcon(value) !== undefined) return undefined;
  if (isRecord(value) && Object.hasOwn(value, 'src'))
    return 'src must be an https address or a path of this site';
  if (isRecord(value) && Object.hasOwn(value, 'name')) {
    return `name must be one of ${ICON_NAMES.join(', ')}`;
  }
  return `must be an icon name (${ICON_NAMES.join(', ')}), { name } or { src }`;
}
