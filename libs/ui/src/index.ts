/** Checker's building blocks of the first screen and every page; the heavier ones are in pages.ts (`@checker/ui/pages`). */
export { AppProviders, ThemeProvider, useThemeMode, readStoredTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme/ThemeProvider';
export { ThemeToggle, type ThemeToggleProps } from './theme/ThemeToggle';
export { formatCount, formatIdNumber, formatMoney, formatJakartaLong, formatJakartaShort, EMPTY_CELL } from './format/formatters';
export { NoticeBanner, useNotice, NOTICE_MS, type Notice, type NoticeBannerProps } from './notice/NoticeBanner';
export { RemoteUnavailable, REMOTE_UNAVAILABLE_TITLE } from './remote/RemoteUnavailable';
export { websitesInScope, websiteLabel, SELECT_WEBSITE_TEXT, type WebsiteChoice } from './website-select/websites';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useLoggedFailure } from './hooks/useLoggedFailure';
export { usePasswordRule, type PasswordRule } from './password/usePasswordRule';
