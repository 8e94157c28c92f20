/** Honorifics that banks and back offices put before a name (Bapak, Ibu, Saudara/i, Haji/Hajah, Nyonya, Tuan). */
const TITLES: ReadonlySet<string> = new Set(['BPK', 'BAPAK', 'IBU', 'SDR', 'SDRI', 'SDRA', 'MR', 'MRS', 'H', 'HJ', 'NY', 'TN']);

/** Names shorter than this (EKO, ADI) collide with codes in bank descriptions, so they never match on their own. */
const MIN_NAME_LETTERS = 4;
/** A cut name must still carry this many characters (`SITI RAHAYU` = 11) ... */
const MIN_CUT_CHARS = 10;
/** ... and this many whole words, so `MUHAMMAD R` never stands for every Muhammad R. */
const MIN_CUT_WHOLE_WORDS = 2;

const ASCII = /^[ -~\t\r\n]*$/;

/** Fields inside one statement description: a name never spans them, and a cut name ends at one. */
const SEGMENT_DELIMITERS = /[|;/\t\r\n]+/;

/** Character classes of upper-case ASCII: a run of letters or of digits is a word (150000.00SITI = 150000 00 SITI). */
const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;

function classOf(code: number): number {
  if (code >= 65 && code <= 90) return LETTER;
  if (code >= 48 && code <= 57) return DIGIT;
  return OTHER;
}

/** The words of a text before honorifics are dropped. Plain ASCII (nearly all bank text) is read in one pass. */
function rawWords(text: string): string[] {
  if (!ASCII.test(text)) {
    return text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['`\u2018\u2019\u02bc]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ' ')
      .replace(/(?<=[A-Z])(?=\d)|(?<=\d)(?=[A-Z])/g, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '');
  }
  let upper = text.toUpperCase();
  if (upper.includes("'") || upper.includes('`')) upper = upper.replace(/['`]/g, '');
  const words: string[] = [];
  let start = 0;
  let current = OTHER;
  for (let i = 0; i <= upper.length; i += 1) {
    const kind = i < upper.length ? classOf(upper.charCodeAt(i)) : OTHER;
    if (kind === current) continue;
    if (current !== OTHER) words.push(upper.slice(start, i));
    start = i;
    current = kind;
  }
  return words;
}

/**
 * The comparable form of a person's name: accents dropped, upper case, apostrophes removed
 * (MA'RUF = MARUF), other punctuation a space, letters and digits split (150000.00SITI), single
 * spaces, leading honorifics removed (a lone honorific is kept, it is all there is).
 */
export function normalizeName(text: string): string {
  const words = rawWords(text);
  let start = 0;
  while (start < words.length - 1 && TITLES.has(words[start] ?? '')) start += 1;
  return (start === 0 ? words : words.slice(start)).join(' ');
}

function wordsOf(text: string): string[] {
  const normalized = normalizeName(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** Whether the name's words appear in this segment, whole, or cut by the bank at the segment's end. */
function segmentCarriesName(name: readonly string[], segment: readonly string[]): boolean {
  for (let start = 0; start < segment.length; start += 1) {
    let matched = 0;
    while (matched < name.length && segment[start + matched] === name[matched]) matched += 1;
    if (matched === name.length) return true;
    if (matched < MIN_CUT_WHOLE_WORDS) continue;

    const carried = name.slice(0, matched).join(' ');
    const next = start + matched;
    if (next === segment.length && carried.length >= MIN_CUT_CHARS) return true;
    const cutWord = segment[next];
    const fullWord = name[matched] ?? '';
    const cutAtEnd = next === segment.length - 1 && cutWord !== undefined && fullWord.startsWith(cutWord);
    if (cutAtEnd && carried.length + 1 + cutWord.length >= MIN_CUT_CHARS) return true;
  }
  return false;
}

/** A statement text as namesMatch reads it: its fields, each as normalised words. Prepare once, compare with many names. */
export function nameSegmentsOf(text: string): string[][] {
  return text.split(SEGMENT_DELIMITERS).map(wordsOf);
}

/** Whether some field carries the name's words (segmentCarriesName); the caller has checked the name is long enough. */
export function nameCarried(name: readonly string[], segments: ReadonlyArray<readonly string[]>): boolean {
  for (const segment of segments) if (segmentCarriesName(name, segment)) return true;
  return false;
}

/** namesMatch over prepared forms: the BO name's normalised words and nameSegmentsOf the statement text. */
export function nameWordsMatch(name: readonly string[], segments: ReadonlyArray<readonly string[]>): boolean {
  if (name.join('').replace(/\d/g, '').length < MIN_NAME_LETTERS) return false;
  return nameCarried(name, segments);
}

/**
 * Whether a statement's sender text names the BO player. Conservative, because a wrong automatic
 * approval is the worst failure: every word of the BO name, in order and adjacent, must appear in
 * the text; the only tolerance is the bank cutting the name at the end of a description field
 * (`MUHAMMAD RIZKY PRA`), and then at least two whole words and ten characters must survive.
 * No spelling tolerance, no reordering, no initials standing for words. Several statement rows
 * can name the same player, so the matcher must still treat more than one hit as ambiguous.
 */
export function namesMatch(boName: string, mutasiText: string): boolean {
  return nameWordsMatch(wordsOf(boName), nameSegmentsOf(mutasiText));
}

/**
 * Names as banks print them (CUT_NAME evidence, weaker than the full name): a shown name stands for
 * the BO name when its words follow the BO name's words in order, each equal to one, or a
 * single-letter initial of one (`M RIZKY` for MUHAMMAD RIZKY), BO words in between may be left out
 * (a middle name missing), and the last shown word may be the start of its BO word (the bank cut it
 * at a fixed width: `FITRI HIDAYA`, `ANDI KURNIAW`). A shown word the BO name lacks makes it another
 * person. To still tell people apart:
 * - the first shown word is the BO's first word, whole or as its initial;
 * - at least one shown word of MIN_WHOLE_WORD_LETTERS letters or more equals its BO word whole, or,
 *   in a sender name, the initial is followed by a cut word of MIN_CUT_WORD_LETTERS or more
 *   (`BPK M PANJAI`: a title and an initial leave a 12-character field little room);
 * - the shown words hold at least MIN_SHOWN_LETTERS letters (`ANDI S` = 5 stands for too many Andis);
 * - one shown word alone is only the BO's first word, whole, of MIN_SHOWN_LETTERS letters or more, in a
 *   sender name, for a BO name of two words or more (`IBU LESTARI`: what a 12-character field keeps of
 *   LESTARI UTAMI after the title). It is the weakest name evidence: many people share a first name, so
 *   it proves a row only where no other open row's name could be the credit's (one to one, as every
 *   rule), and it is no evidence inside a description, where a lone word is as likely a code or a place.
 */
const MIN_SHOWN_LETTERS = 6;
const MIN_WHOLE_WORD_LETTERS = 3;
const MIN_CUT_WORD_LETTERS = 5;

/** How a shown name stands for a BO name (shownNameAgreement): the more of the name it keeps whole and in order, the stronger. */
export interface ShownNameAgreement {
  /** The shown words (titles removed). */
  words: number;
  /** BO words left out between shown words (a middle name missing). */
  skipped: number;
  /** Letters of the shown words. */
  letters: number;
}

/**
 * How `shown` (normalised words) stands for `name` (normalised words) by the rules above, or null when
 * it does not. An initial may stand for the first word only where the shown text is a name alone (a
 * sender name): inside a description a lone letter is as likely a code.
 */
export function shownNameAgreement(name: readonly string[], shown: readonly string[], initialFirst: boolean): ShownNameAgreement | null {
  const first = shown[0];
  const nameFirst = name[0];
  if (first === undefined || nameFirst === undefined) return null;
  if (shown.length < 2) return initialFirst && name.length >= 2 && first === nameFirst && first.length >= MIN_SHOWN_LETTERS ? { words: 1, skipped: 0, letters: first.length } : null;
  let whole = false;
  if (first === nameFirst) whole = first.length >= MIN_WHOLE_WORD_LETTERS;
  else if (!(initialFirst && first.length === 1 && nameFirst.startsWith(first))) return null;
  let letters = first.length;
  let skipped = 0;
  // Greedy, earliest BO word first: if any order-keeping assignment exists, this one finds it, and with the fewest words left out.
  let next = 1;
  for (let i = 1; i < shown.length; i += 1) {
    const word = shown[i] as string;
    letters += word.length;
    if (i === shown.length - 1) {
      let cutAt = -1;
      let equalAt = -1;
      for (let j = next; j < name.length && equalAt < 0; j += 1) {
        const nameWord = name[j] as string;
        if (nameWord === word) equalAt = j;
        else if (cutAt < 0 && nameWord.startsWith(word)) cutAt = j;
      }
      if (equalAt >= 0) whole ||= word.length >= MIN_WHOLE_WORD_LETTERS;
      else if (cutAt < 0) return null;
      else whole ||= initialFirst && first.length === 1 && shown.length === 2 && word.length >= MIN_CUT_WORD_LETTERS;
      skipped += (cutAt >= 0 ? cutAt : equalAt) - next;
      break;
    }
    let found = -1;
    for (let j = next; j < name.length && found < 0; j += 1) {
      const nameWord = name[j] as string;
      if (nameWord === word || (word.length === 1 && nameWord.charCodeAt(0) === word.charCodeAt(0))) found = j;
    }
    if (found < 0) return null;
    if (word.length >= MIN_WHOLE_WORD_LETTERS && name[found] === word) whole = true;
    skipped += found - next;
    next = found + 1;
  }
  // normalizeName splits letters from digits, so a word is letters when its first character is one.
  const agrees = whole && letters >= MIN_SHOWN_LETTERS && shown.every((word) => classOf(word.charCodeAt(0)) === LETTER);
  return agrees ? { words: shown.length, skipped, letters } : null;
}

/** Whether `shown` stands for `name` (shownNameAgreement). */
export function shownNameAgrees(name: readonly string[], shown: readonly string[], initialFirst: boolean): boolean {
  return shownNameAgreement(name, shown, initialFirst) !== null;
}

/**
 * The name as a description shows it (KlikBCA writes the sender last, cut at a fixed width): the
 * words from the BO name's first word to the end of a field, when they stand for the name
 * (shownNameAgreement, without initials). Returns those words and how they agree, or null.
 */
export function shownNameAgreementIn(name: readonly string[], segments: ReadonlyArray<readonly string[]>): { shown: string; agreement: ShownNameAgreement } | null {
  const first = name[0];
  if (first === undefined) return null;
  for (const segment of segments) {
    for (let start = segment.indexOf(first); start >= 0; start = segment.indexOf(first, start + 1)) {
      const shown = segment.slice(start);
      const agreement = shownNameAgreement(name, shown, false);
      if (agreement) return { shown: shown.join(' '), agreement };
    }
  }
  return null;
}

/** The words of shownNameAgreementIn, or null. */
export function shownNameIn(name: readonly string[], segments: ReadonlyArray<readonly string[]>): string | null {
  return shownNameAgreementIn(name, segments)?.shown ?? null;
}
