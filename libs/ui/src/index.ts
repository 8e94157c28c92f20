export { AppProviders, ThemeProvider, useThemeMode, readStoredTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme/ThemeProvider';
export { ThemeToggle } from './theme/ThemeToggle';
export { PageCard, type PageCardProps } from './page-card/PageCard';
export { formatIdNumber, formatJakartaLong, EMPTY_CELL } from './format/formatters';
export { NoticeBanner, useNotice, NOTICE_MS, type Notice } from './notice/NoticeBanner';
export { RemoteUnavailable, REMOTE_UNAVAILABLE_TITLE } from './remote/RemoteUnavailable';
export { StandaloneFrame, type StandalonePage } from './standalone/StandaloneFrame';
