import fc from 'fast-check';
import { nameSegmentsOf, shownNameAgreement, shownNameAgreementIn, shownNameAgrees, shownNameIn } from './names';
import { namesMatch, normalizeName } from './index';

describe('normalizeName', () => {
  it.each([
    ['Siti Rahayu S.', 'SITI RAHAYU S'],
    ['  siti   rahayu  ', 'SITI RAHAYU'],
    ['BPK BUDI SANTOSO', 'BUDI SANTOSO'],
    ['Bpk. Budi Santoso', 'BUDI SANTOSO'],
    ['Bapak Budi', 'BUDI'],
    ['IBU SITI', 'SITI'],
    ['Sdr. Andi', 'ANDI'],
    ['SDRI ANI', 'ANI'],
    ['Mr. John Doe', 'JOHN DOE'],
    ['MRS. JANE DOE', 'JANE DOE'],
    ['H. Ahmad Fauzi', 'AHMAD FAUZI'],
    ['Hj. Aminah', 'AMINAH'],
    ['BPK H. AHMAD', 'AHMAD'],
    ['Ny. Sri', 'SRI'],
    ['AHMAD H. SUTRISNO', 'AHMAD H SUTRISNO'],
    ['IBU', 'IBU'],
    ["Ma'ruf Amin", 'MARUF AMIN'],
    ['Ma\u2019ruf Amin', 'MARUF AMIN'],
    ['Abdul-Rahman', 'ABDUL RAHMAN'],
    ['José Müller', 'JOSE MULLER'],
    ['150000.00SITI RAHAYU', '150000 00 SITI RAHAYU'],
    ['WS95051', 'WS 95051'],
    ['', ''],
    ['...', ''],
  ])('normalises %j to %j', (text, expected) => {
    expect(normalizeName(text)).toBe(expected);
  });

  it('is idempotent', () => {
    const nameLike = fc.string({ unit: fc.constantFrom(...'abcSITIbpkIBU HhJj.,\'-/|09é\u2019'.split('')), maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), nameLike), (text) => {
        const once = normalizeName(text);
        expect(normalizeName(once)).toBe(once);
        expect(once).toMatch(/^(?:[A-Z0-9]+(?: [A-Z0-9]+)*)?$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads plain text in its one-pass way exactly as the accent-dropping rules write it', () => {
    const TITLES = new Set(['BPK', 'BAPAK', 'IBU', 'SDR', 'SDRI', 'SDRA', 'MR', 'MRS', 'H', 'HJ', 'NY', 'TN']);
    // The rules as documented on normalizeName, applied step by step: the reference the fast path must equal.
    const byTheRules = (text: string): string => {
      const words = text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/['`\u2018\u2019\u02bc]/g, '')
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ' ')
        .replace(/(?<=[A-Z])(?=\d)|(?<=\d)(?=[A-Z])/g, ' ')
        .trim()
        .split(' ')
        .filter((word) => word !== '');
      let start = 0;
      while (start < words.length - 1 && TITLES.has(words[start] ?? '')) start += 1;
      return words.slice(start).join(' ');
    };
    const bankText = fc.string({ unit: fc.constantFrom(..."abcSITIbpkIBU HhJj.,'`-/|:09\t\n".split('')), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme-ascii' }), bankText), (text) => {
        expect(normalizeName(text)).toBe(byTheRules(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('namesMatch', () => {
  it.each([
    ['Siti Rahayu S.', 'SITI RAHAYU', 'cut after whole words'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZKY PRA', 'cut inside a word'],
    ['Muhammad Rizky Pratama', 'muhammad rizky pratama', 'same name, other case'],
    ['SITI RAHAYU', 'SITI RAHAYU S', 'statement has one more initial'],
    ['Bpk. Budi Santoso', 'SDR BUDI SANTOSO', 'honorifics on both sides'],
    ['H. Ahmad Fauzi', 'AHMAD FAUZI', 'Haji title'],
    ["Ma'ruf Amin", 'MARUF AMIN', 'apostrophe dropped by the bank'],
    ['BUDI', 'TRANSFER DARI BUDI', 'single name of four letters'],
    ['Siti Rahayu S.', 'TRSF E-BANKING CR 0302/FTSCY/WS95051 150000.00 SITI RAHAYU', 'BCA description'],
    ['Siti Rahayu', 'TRSF E-BANKING CR 0302/FTSCY/WS95051 150000.00SITI RAHAYU', 'name glued to the amount'],
    ['MUHAMMAD RIZKY PRATAMA', 'TRANSFER DARI | MUHAMMAD RIZKY PRA | REF 123', 'cut at the end of a field'],
    ['MUHAMMAD RIZKY PRATAMA', 'Transfer dari BANK BCA MUHAMMAD RIZKY PRATAMA', 'Mandiri description'],
    ['AHMAD BUDI SANTOSO', 'AHMAD BUDI', 'ten characters and two whole words survive'],
    ['RINA AYU LESTARI', 'RINA AYU LES', 'two whole words and a cut word make ten characters'],
  ])('matches %j with %j (%s)', (boName, mutasiText) => {
    expect(namesMatch(boName, mutasiText)).toBe(true);
  });

  it.each([
    ['SITI RAHAYU', 'SITI RAHMAWATI', 'different surname'],
    ['SITI RAHAYU', 'SRI RAHAYU', 'different first name'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZKY PRI', 'cut word is not a prefix'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZ', 'only one whole word survives'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD R', 'only one whole word survives'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZKY PRA TRANSFER', 'cut word not at the end of a field'],
    ['MUHAMMAD RIZKY PRATAMA', 'M RIZKY PRATAMA', 'initial standing for a word'],
    ['BUDI SANTOSO', 'BUDI', 'one word of a longer name'],
    ['BUDI SANTOSO', 'BUDI SANTOSA', 'one letter differs'],
    ['BUDI SANTOSO', 'SANTOSO BUDI', 'reordered'],
    ['BUDI SANTOSO', 'BUDI X SANTOSO', 'words not adjacent'],
    ['BUDI SANTOSO', 'BUDIS ANTOSO', 'split differently'],
    ['ANDI', 'ANDIKA PUTRA', 'a name inside a longer word'],
    ['ANDI PUTRA', 'ANDI PUT', 'cut too short'],
    ['RINA AYUN LESTARI', 'RINA AYUN', 'two whole words but only nine characters'],
    ['EKO', 'TRANSFER DARI EKO', 'name too short to trust'],
    ['IBU', 'IBU', 'a title is not a name'],
    ['12345678', 'TRSF 12345678', 'digits are not a name'],
    ['', 'SITI RAHAYU', 'no BO name'],
    ['SITI RAHAYU', '', 'no statement text'],
    ['SITI RAHAYU', 'SITI/RAHAYU', 'words in different fields'],
  ])('does not match %j with %j (%s)', (boName, mutasiText) => {
    expect(namesMatch(boName, mutasiText)).toBe(false);
  });

  // Without B, P and R no generated word is an honorific (IBU, BPK, SDR, MRS), which normalisation would drop.
  const word = fc.string({ unit: fc.constantFrom(...'ADEHIKLMNOSTUY'.split('')), minLength: 3, maxLength: 9 });
  const fullName = fc.array(word, { minLength: 2, maxLength: 4 }).map((words) => words.join(' '));

  it('finds every name of at least four letters in a statement text that carries it whole', () => {
    fc.assert(
      fc.property(fullName, fc.constantFrom('', 'TRSF E-BANKING CR 0302/FTSCY/WS95051 150000.00 ', 'TRANSFER DARI | '), (name, before) => {
        expect(namesMatch(name, `${before}${name}`)).toBe(true);
        expect(namesMatch(name.toLowerCase(), `${before}${name}`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts a cut name only when two whole words and ten characters survive', () => {
    fc.assert(
      fc.property(fullName, fc.nat(), (name, cutSeed) => {
        const cut = cutSeed % name.length;
        const carried = name.slice(0, cut).trimEnd();
        const carriedWords = carried === '' ? 0 : carried.split(' ').length;
        const wholeWords = name[carried.length] === ' ' ? carriedWords : carriedWords - 1;
        const expected = carried.length >= 10 && wholeWords >= 2;
        expect(namesMatch(name, carried)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('shownNameAgrees (names as banks print them)', () => {
  const words = (text: string): string[] => normalizeName(text).split(' ');

  it.each([
    ['FITRI HIDAYAT', 'FITRI HIDAYA', 'cut at 12 characters mid-word'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD RIZKY PRA', 'cut at 18 characters'],
    ['WAHYU SANTOSO', 'wahyu santos', 'lower case'],
    ['BUDI HARTONO', 'BPK BUDI HARTO', 'a title'],
    ['SITI AMINAH', 'Hj. Siti Amin', 'another title'],
    ['MUHAMMAD RIZKY', 'M RIZKY', 'an initial for the first word'],
    ['MUHAMMAD RIZKY PRATAMA', 'MUHAMMAD R PRATAMA', 'an initial for a middle word'],
    ['SITI NUR AISYAH', 'SITI AISYAH', 'a middle name left out'],
    ['SITI NUR AISYAH', 'SITI AIS', 'a middle name left out and the last word cut'],
    ['ANDI KURNIAWAN SAPUTRA', 'ANDI KURNIAW', 'the cut dropped the last word'],
    ['LESTARI UTAMI SIAGIAN', 'IBU LESTARI', 'a title and the first name: all a 12-character field keeps'],
    ['MUHAMMAD RIZKY', 'MUHAMMAD', 'the first name alone'],
    ['MUHAMMAD PANJAITAN', 'BPK M PANJAI', 'a title, an initial and a cut word'],
  ])('%j is shown as %j (%s)', (name, shown) => {
    expect(shownNameAgrees(words(name), words(shown), true)).toBe(true);
  });

  it.each([
    ['SITI RAHAYU', 'SITI RAHAYU SUSANTI', 'a word the BO name lacks: another person'],
    ['SITI RAHAYU', 'SITI RAHAYU S', 'a letter the BO name lacks'],
    ['ANDI KURNIAWAN', 'ANDI K', 'five letters tell too few people apart'],
    ['MUHAMMAD RIZKY', 'RIZKY', 'one word alone that is not the first'],
    ['ANDI KURNIAWAN', 'IBU ANDI', 'a first name alone of five letters'],
    ['ANDI', 'ANDI', 'a one-word BO name is compared whole (EXACT_NAME), never as a first name'],
    ['MUHAMMAD RIZKY', 'M RIZK', 'an initial and a cut word of four letters'],
    ['MUHAMMAD RIZKY PRATAMA', 'M R PRATA', 'initials and a cut word: no whole word'],
    ['MUHAMMAD RIZKY', 'M R', 'initials only'],
    ['MUHAMMAD RIZKY PRATAMA', 'RIZKY PRATAMA', 'the first word left out'],
    ['MUHAMMAD RIZKY', 'RIZKY MUHAMMAD', 'another order'],
    ['BUDI SANTOSO', 'BUDI SANTOSA', 'a letter differs'],
    ['BUDI SANTOSO', 'BUDI SANTOSO 123', 'digits are no name'],
    ['ADE IRMA SURYANI', 'ADE IR SURYANI', 'a cut word before the last'],
  ])('%j is not %j (%s)', (name, shown) => {
    expect(shownNameAgrees(words(name), words(shown), true)).toBe(false);
  });

  it('says how a shown name agrees: its words, the BO words it leaves out between them, its letters', () => {
    expect(shownNameAgreement(words('JUNAEDI RAHMAT PRASETYO'), words('JUNAEDI RAHM'), true)).toEqual({ words: 2, skipped: 0, letters: 11 });
    expect(shownNameAgreement(words('JUNAEDI RAHMAT PRASETYO'), words('BPK JUNAEDI'), true)).toEqual({ words: 1, skipped: 0, letters: 7 });
    expect(shownNameAgreement(words('VINA KURNIAWAN PRATAMA'), words('VINA PRATAMA'), true)).toEqual({ words: 2, skipped: 1, letters: 11 });
    expect(shownNameAgreement(words('FITRI ADI JAYA PRATAMA'), words('FITRI PRATA'), true)).toEqual({ words: 2, skipped: 2, letters: 10 });
    expect(shownNameAgreement(words('IKHSAN HIDAYAT'), words('IKHSAN H'), true)).toEqual({ words: 2, skipped: 0, letters: 7 });
    expect(shownNameAgreement(words('SITI RAHAYU'), words('SITI RAHAYU SUSANTI'), true)).toBeNull();
    expect(shownNameAgreementIn(words('FITRI HIDAYAT'), nameSegmentsOf('TRSF E-BANKING CR 0402/FTSCY/WS95031 150000.00 FITRI HIDAYA'))).toEqual({
      shown: 'FITRI HIDAYA',
      agreement: { words: 2, skipped: 0, letters: 11 },
    });
  });

  it('takes an initial for the first word, or a first name alone, only in a sender name, not inside a description', () => {
    expect(shownNameAgrees(words('MUHAMMAD RIZKY'), words('M RIZKY'), false)).toBe(false);
    expect(shownNameAgrees(words('LESTARI UTAMI'), words('LESTARI'), false)).toBe(false);
    expect(shownNameIn(words('LESTARI UTAMI'), nameSegmentsOf('SETORAN TUNAI LESTARI'))).toBeNull();
    expect(shownNameIn(words('MUHAMMAD RIZKY'), nameSegmentsOf('TRSF E-BANKING CR 0402/FTSCY/WS95031 150000.00 M RIZKY'))).toBeNull();
    expect(shownNameIn(words('FITRI HIDAYAT'), nameSegmentsOf('TRSF E-BANKING CR 0402/FTSCY/WS95031 150000.00 FITRI HIDAYA'))).toBe('FITRI HIDAYA');
    // A cut name ends its field: words after it are not the name's.
    expect(shownNameIn(words('FITRI HIDAYAT'), nameSegmentsOf('FITRI HIDAYA TRANSFER'))).toBeNull();
  });

  // Without B, P and R no generated word is an honorific (IBU, BPK, SDR, MRS), which normalisation would drop.
  const word = fc.string({ unit: fc.constantFrom(...'ADEHIKLMNOSTUY'.split('')), minLength: 3, maxLength: 9 });
  it('never takes a shown name with a word the BO name lacks', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), word, fc.nat(), (name, extra, at) => {
        fc.pre(!name.some((w) => w.startsWith(extra) || extra.startsWith(w)));
        const shown = [...name];
        shown.splice(at % (shown.length + 1), 0, extra);
        // The extra word is whole unless it is last, where a cut word must still start a BO word.
        expect(shownNameAgrees(name, shown, true)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes every name of two words or more cut after its first word at the widths banks use', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), fc.constantFrom(12, 18), (name, width) => {
        const cut = words(name.join(' ').slice(0, width));
        fc.pre(cut.length >= 2 && cut.join('').length >= 6);
        expect(shownNameAgrees(name, cut, true)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
