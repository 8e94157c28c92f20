import { Button, Flex, Space, Typography } from 'antd';
import { Select } from '../antd-kit-pages';
import { useText } from '../i18n/LanguageProvider';

/** 'Show N entries per page' choices (spec 01 §9, spec 03 §9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 50, 100];

export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page buttons to show: all of them up to 7 pages; beyond that the first, the last and one
 * neighbour each side of the current page, with a gap mark where pages are left out.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('gap-after');
  items.push(pageCount);
  return items;
}

/**
 * At most `maxButtons` page buttons, the first and the last always among them: a run of pages
 * around the current one fills the rest, and a gap mark stands where pages are left out.
 */
export function compactPageItems(page: number, pageCount: number, maxButtons: number): PageItem[] {
  if (pageCount <= Math.max(maxButtons, 2)) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = Math.max(1, maxButtons - 2);
  const current = Math.min(Math.max(page, 1), pageCount);
  const end = Math.min(pageCount - 1, Math.max(2, current - Math.floor((inner - 1) / 2)) + inner - 1);
  const start = Math.max(2, end - inner + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push('gap-after');
  items.push(pageCount);
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the 'Show N entries per page' selector; a new size always goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Shows 'Showing page X of Y' next to the buttons. */
  showPageOf?: boolean;
  /** At most this many page buttons, first and last included (compactPageItems); without it, pageItems decides. */
  maxPageButtons?: number;
  disabled?: boolean;
}

/** The one pager under every paged table: Previous, numbered pages (current highlighted), Next. */
export function TablePager({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = PAGE_SIZE_OPTIONS, showPageOf, maxPageButtons, disabled }: TablePagerProps) {
  const text = useText();
  const pageCount = pageCountOf(total, pageSize);
  const items = maxPageButtons === undefined ? pageItems(page, pageCount) : compactPageItems(page, pageCount, maxPageButtons);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
      {onPageSizeChange ? (
        <Space size={6}>
          <span>{text('common.pager.show')}</span>
          <Select
            aria-label={text('common.pager.pageSize')}
            size="small"
            style={{ width: 76 }}
            value={pageSize}
            disabled={disabled}
            options={pageSizeOptions.map((size) => ({ value: size, label: String(size) }))}
            onChange={(size: number) => {
              onPageSizeChange(size);
              onPageChange(1);
            }}
          />
          <span>{text('common.pager.entriesPerPage')}</span>
        </Space>
      ) : (
        <span />
      )}
      <nav aria-label={text('common.pager.label')}>
        <Space size={4} wrap>
          {showPageOf ? (
            <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
              {text('common.pager.pageOf', { page: Math.min(page, pageCount), pages: pageCount })}
            </Typography.Text>
          ) : null}
          <Button size="small" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
            {text('common.pager.previous')}
          </Button>
          {items.map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                size="small"
                type={item === page ? 'primary' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <Typography.Text key={item} type="secondary" aria-hidden>
                …
              </Typography.Text>
            ),
          )}
          <Button size="small" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
            {text('common.pager.next')}
          </Button>
        </Space>
      </nav>
    </Flex>
  );
}
