/**
 * `@checker/ui/pages`: what pages need beyond the first screen — antd's tables, selects, pickers and
 * menus (antd-kit-pages.ts) and Checker's blocks made of them. Module Federation shares it apart from
 * `@checker/ui` and `antd`, so a first visit to /signin does not download it.
 */
export * from './antd-kit-pages';
export { PageCard, type PageCardProps } from './page-card/PageCard';
export { StandaloneFrame, type StandalonePage } from './standalone/StandaloneFrame';
export { lazyPages, renderStandaloneRemote, type PagesManifest } from './standalone/render-standalone';
export { TablePager, PAGE_SIZE_OPTIONS, pageItems, compactPageItems, pageCountOf, type TablePagerProps, type PageItem } from './pager/TablePager';
export { MonDatePicker, type MonDatePickerProps } from './date-input/MonDatePicker';
export { WebsiteSelect, type WebsiteSelectProps } from './website-select/WebsiteSelect';
