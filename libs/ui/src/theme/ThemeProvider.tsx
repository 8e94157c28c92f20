import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { setDateLanguage } from '../format/formatters';
import { LanguageProvider, useLanguage } from '../i18n/LanguageProvider';

dayjs.locale('id');

export const THEME_STORAGE_KEY = 'theme';
export type ThemeMode = 'light' | 'dark';

/** The saved choice; anything else (nothing saved, storage blocked) means light. */
export function readStoredTheme(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function storeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
}

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => undefined, toggle: () => undefined });

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}

/** Paints the page behind antd's Layout so dark mode has no white edges. */
function PageBackground({ mode }: { mode: ThemeMode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.backgroundColor = token.colorBgLayout;
    document.body.style.colorScheme = mode;
  }, [token.colorBgLayout, mode]);
  return null;
}

/** antd and dayjs in the chosen language (LanguageProvider, id-ID unless English is chosen), its prebuilt stylesheet, dayjs in Indonesian, and the light/dark algorithm kept in localStorage `theme`. */
/**
 * No click wave on buttons: it reads the button's computed style and position after the click, which
 * makes the browser lay out a page that the click has just changed (a review table's 100 rows) once
 * more before it draws it.
 */
const NO_WAVE = { disabled: true } as const;

export function ThemeProvider({ children }: { children?: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredTheme);
  const setMode = useCallback((next: ThemeMode) => {
    storeTheme(next);
    setModeState(next);
  }, []);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(() => ({ mode, setMode, toggle }), [mode, setMode, toggle]);
  // zeroRuntime: the components' CSS is antd's prebuilt stylesheet, linked by each app's page
  // (tools/rspack/app-config.mjs); only the theme's variables are written here.
  const antdTheme = useMemo(() => ({ zeroRuntime: true, algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }), [mode]);
  const { language } = useLanguage();
  // dayjs's locale and the long dates' language are global: set before the children render their dates.
  dayjs.locale(language === 'en' ? 'en' : 'id');
  setDateLanguage(language);
  return (
    <ThemeModeContext.Provider value={value}>
      <ConfigProvider locale={language === 'en' ? enUS : idID} theme={antdTheme} wave={NO_WAVE}>
        <PageBackground mode={mode} />
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
}

/** Everything a page needs around it in the shell and in a remote running on its own. */
export function AppProviders({ children }: { children?: ReactNode }) {
  return (
    <LanguageProvider>
      <ThemeProvider>{children}</ThemeProvider>
    </LanguageProvider>
  );
}
