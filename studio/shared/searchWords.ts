// How the inbox's search reads words, the same in the browser (a new lead joining a searched
// list) and on the server (the query sent to the database's index, src/server/leads/leadSearch.ts,
// whose SQL folds the stored text by the same table): case and Latin accents aside, Arabic as
// typed, with or without its short vowels, a hamza on the alef or Arabic-Indic digits.

/** Arabic letters folded to the letter people also type for them, and Arabic-Indic digits to 0-9. */
export const arabicFolds: ReadonlyArray<readonly [from: string, to: string]> = [
  ['\u0622', '\u0627'], // آ → ا
  ['\u0623', '\u0627'], // أ → ا
  ['\u0625', '\u0627'], // إ → ا
  ['\u0671', '\u0627'], // ٱ → ا
  ['\u0624', '\u0648'], // ؤ → و
  ['\u0626', '\u064A'], // ئ → ي
  ['\u0649', '\u064A'], // ى → ي
  ...Array.from({ length: 10 }, (_, digit) => [String.fromCharCode(0x0660 + digit), String(digit)] as const),
  ...Array.from({ length: 10 }, (_, digit) => [String.fromCharCode(0x06f0 + digit), String(digit)] as const),
];

/** What is left out of a word: the Arabic short vowels and other marks (U+064B-U+065F, U+0670) and the tatweel. */
export const arabicMarks: readonly string[] = [...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)), '\u0670', '\u0640'];

const folds = new Map<string, string>([...arabicFolds, ...arabicMarks.map((mark) => [mark, ''] as const)]);
const foldable = new RegExp(`[${[...folds.keys()].join('')}]`, 'g');

/** The text as the index keeps it: Arabic folded, lower case, Latin accents dropped. */
export function foldText(text: string): string {
  return text
    .replace(foldable, (char) => folds.get(char)!)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** The words of a text (letters and digits; everything else separates), folded: "NQ-7K4M2P" is "nq" and "7k4m2p". */
export function searchWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether each word of the query begins a word of the text (what the database's index finds too). */
export function wordsMatch(query: string, text: string): boolean {
  const wanted = searchWords(query);
  const words = searchWords(text);
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}
