import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, formatMessage, isLanguage, type Language, type MessageKey, type MessageValues } from '@checker/domain';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The saved choice; anything else (nothing saved, storage blocked) means Indonesian. */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
}

/** A text of the catalogue in the chosen language. */
export type Text = (key: MessageKey, values?: MessageValues) => string;

interface LanguageValue {
  language: Language;
  setLanguage: (language: Language) => void;
  text: Text;
}

const textIn =
  (language: Language): Text =>
  (key, values) =>
    formatMessage(language, key, values);

const LanguageContext = createContext<LanguageValue>({ language: DEFAULT_LANGUAGE, setLanguage: () => undefined, text: textIn(DEFAULT_LANGUAGE) });

export function useLanguage(): LanguageValue {
  return useContext(LanguageContext);
}

/** The catalogue's texts in the language the user chose: `const text = useText(); text('shell.signOut')`. */
export function useText(): Text {
  return useContext(LanguageContext).text;
}

/** The chosen language, kept in localStorage `language` and named on <html lang> for the browser and screen readers. */
export function LanguageProvider({ children }: { children?: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'id';
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage, text: textIn(language) }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
