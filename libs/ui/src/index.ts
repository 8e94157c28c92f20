/** Checker's building blocks of the first screen and every page; the heavier ones are in pages.ts (`@checker/ui/pages`). */
export { AppProviders, ThemeProvider, useThemeMode, readStoredTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme/ThemeProvider';
export { LanguageProvider, useLanguage, useText, readStoredLanguage, LANGUAGE_STORAGE_KEY, type Text } from './i18n/LanguageProvider';
export { LanguageSwitch } from './i18n/LanguageSwitch';
export { useAnswerText, type AnswerText } from './i18n/useAnswerText';
export { ThemeToggle, type ThemeToggleProps } from './theme/ThemeToggle';
export { formatCount, formatIdNumber, formatMoney, formatJakartaLong, formatJakartaShort, EMPTY_CELL } from './format/formatters';
export { NoticeBanner, useNotice, NOTICE_MS, type Notice, type NoticeBannerProps } from './notice/NoticeBanner';
export { RemoteUnavailable } from './remote/RemoteUnavailable';
export { websitesInScope, websiteLabel, type WebsiteChoice } from './website-select/websites';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useLoggedFailure } from './hooks/useLoggedFailure';
export { usePasswordRule, type PasswordRule } from './password/usePasswordRule';
