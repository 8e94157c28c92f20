import { CATALOGUES, LANGUAGES, formatMessage, isMessageKey, placeholdersOf, type MessageKey } from './catalogue';

const keys = Object.keys(CATALOGUES['id-ID']) as MessageKey[];

describe('message catalogue', () => {
  it('has the same keys in every language, none empty', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(CATALOGUES[language][key].trim()).not.toBe('');
    }
  });

  it('names the same values in braces in every language', () => {
    const differing = keys.filter((key) => placeholdersOf(CATALOGUES.en[key]).sort().join() !== placeholdersOf(CATALOGUES['id-ID'][key]).sort().join());
    expect(differing).toEqual([]);
  });

  it('keys start with their area', () => {
    expect(keys.filter((key) => !/^(common|shell|admin|statements|review|reports|server|recon|match)\.[\w.-]+$/.test(key))).toEqual([]);
  });

  it('puts values in and keeps a missing one visible', () => {
    expect(placeholdersOf('Akun "{name}" (ID: {id}) {name}')).toEqual(['name', 'id']);
    expect(formatMessage('en', 'common.language.en')).toBe('English');
    expect(isMessageKey('common.language.en')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('nope')).toBe(false);
  });
});

describe('MessageKey', () => {
  it('is the catalogue keys only', () => {
    const known: MessageKey = 'common.language.en';
    // @ts-expect-error a key the catalogue lacks is refused by the type-check
    const unknown: MessageKey = 'common.language.xx';
    expect([known, unknown].map(isMessageKey)).toEqual([true, false]);
  });
});
