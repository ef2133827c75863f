// Letters that Unicode does not decompose into a base letter and a mark.
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
};

// One key for every way a place name is typed: "São Paulo", "sao paulo", "SAO-PAULO" and
// "Xi’an" / "Xian" each read the same.
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłæœđðıþ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['’`ʻʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
