// Arabic letters take one of four shapes by their neighbours (isolated, final, initial, medial).
// pdf-lib's fontkit does not join this font's letters right, so the exported resume draws the
// Unicode presentation forms (U+FB50–U+FEFF) of each letter instead; the text stays in logical
// order (fontkit reverses a right-to-left run itself).

// [isolated, final, initial, medial]; a letter with two forms joins only to the letter before it.
type Forms = readonly [number, number, number?, number?];

const range = (first: number, count: 2 | 4): Forms =>
  count === 2 ? [first, first + 1] : [first, first + 1, first + 2, first + 3];

const FORMS = new Map<number, Forms>([
  [0x0621, [0xfe80, 0xfe80]],
  [0x0622, range(0xfe81, 2)],
  [0x0623, range(0xfe83, 2)],
  [0x0624, range(0xfe85, 2)],
  [0x0625, range(0xfe87, 2)],
  [0x0626, range(0xfe89, 4)],
  [0x0627, range(0xfe8d, 2)],
  [0x0628, range(0xfe8f, 4)],
  [0x0629, range(0xfe93, 2)],
  [0x062a, range(0xfe95, 4)],
  [0x062b, range(0xfe99, 4)],
  [0x062c, range(0xfe9d, 4)],
  [0x062d, range(0xfea1, 4)],
  [0x062e, range(0xfea5, 4)],
  [0x062f, range(0xfea9, 2)],
  [0x0630, range(0xfeab, 2)],
  [0x0631, range(0xfead, 2)],
  [0x0632, range(0xfeaf, 2)],
  [0x0633, range(0xfeb1, 4)],
  [0x0634, range(0xfeb5, 4)],
  [0x0635, range(0xfeb9, 4)],
  [0x0636, range(0xfebd, 4)],
  [0x0637, range(0xfec1, 4)],
  [0x0638, range(0xfec5, 4)],
  [0x0639, range(0xfec9, 4)],
  [0x063a, range(0xfecd, 4)],
  [0x0641, range(0xfed1, 4)],
  [0x0642, range(0xfed5, 4)],
  [0x0643, range(0xfed9, 4)],
  [0x0644, range(0xfedd, 4)],
  [0x0645, range(0xfee1, 4)],
  [0x0646, range(0xfee5, 4)],
  [0x0647, range(0xfee9, 4)],
  [0x0648, range(0xfeed, 2)],
  [0x0649, range(0xfeef, 2)],
  [0x064a, range(0xfef1, 4)],
  // Persian and Urdu letters.
  [0x067e, range(0xfb56, 4)],
  [0x0686, range(0xfb7a, 4)],
  [0x0698, range(0xfb8a, 2)],
  [0x06a9, range(0xfb8e, 4)],
  [0x06af, range(0xfb92, 4)],
  [0x06cc, range(0xfbfc, 4)],
]);

const HAMZA = 0x0621;
const TATWEEL = 0x0640;
const LAM = 0x0644;
// Lam followed by an alef is one ligature: [isolated, final].
const LAM_ALEF = new Map<number, readonly [number, number]>([
  [0x0622, [0xfef5, 0xfef6]],
  [0x0623, [0xfef7, 0xfef8]],
  [0x0625, [0xfef9, 0xfefa]],
  [0x0627, [0xfefb, 0xfefc]],
]);

// Marks sit on a letter without breaking its joins (harakat, superscript alef, Quranic marks).
const isTransparent = (codePoint: number) =>
  (codePoint >= 0x064b && codePoint <= 0x065f) ||
  codePoint === 0x0670 ||
  (codePoint >= 0x06d6 && codePoint <= 0x06ed);

// Whether the letter connects to the one after it (in logical order).
const joinsForward = (codePoint: number | undefined) =>
  codePoint === TATWEEL || (codePoint !== undefined && (FORMS.get(codePoint)?.length ?? 0) === 4);
// Whether the letter connects to the one before it.
const joinsBackward = (codePoint: number | undefined) =>
  codePoint === TATWEEL || (codePoint !== undefined && FORMS.has(codePoint) && codePoint !== HAMZA);

export function shapeArabic(text: string): string {
  const points = Array.from(text, (char) => char.codePointAt(0) ?? 0);
  // The neighbouring letters of each position, marks skipped.
  const letterBefore = (index: number) => {
    for (let at = index - 1; at >= 0; at--) {
      const point = points[at];
      if (point !== undefined && !isTransparent(point)) return point;
    }
    return undefined;
  };
  const letterAfter = (index: number): [number | undefined, number] => {
    for (let at = index + 1; at < points.length; at++) {
      const point = points[at];
      if (point !== undefined && !isTransparent(point)) return [point, at];
    }
    return [undefined, points.length];
  };

  const out: number[] = [];
  const skipped = new Set<number>();
  points.forEach((point, index) => {
    if (skipped.has(index)) return;
    const forms = FORMS.get(point);
    if (!forms) {
      out.push(point);
      return;
    }
    const before = joinsForward(letterBefore(index)) && joinsBackward(point);
    const [next, nextIndex] = letterAfter(index);
    const ligature = point === LAM && next !== undefined ? LAM_ALEF.get(next) : undefined;
    if (ligature) {
      out.push(before ? ligature[1] : ligature[0]);
      skipped.add(nextIndex);
      return;
    }
    const after = joinsForward(point) && joinsBackward(next);
    const [isolated, final, initial, medial] = forms;
    if (before && after && medial !== undefined) out.push(medial);
    else if (before) out.push(final);
    else if (after && initial !== undefined) out.push(initial);
    else out.push(isolated);
  });
  return String.fromCodePoint(...out);
}
