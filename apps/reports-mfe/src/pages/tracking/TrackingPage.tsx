import { useCallback, useState } from 'react';
import { Flex, Input, Typography, type TableColumnsType } from 'antd';
import { TRACKING_EVERY_WEBSITE, useTrackingQuery, useWebsitesQuery, type TrackingEntry } from '@checker/api';
import { TRACKING_DEFAULT_PAGE_SIZE, TRACKING_PAGE_SIZES } from '@checker/domain';
import { useClaims } from '@checker/auth/react';
import { EMPTY_CELL, formatJakartaLong, useDebouncedValue, useLoggedFailure, useText, type Text } from '@checker/ui';
import { Table, TablePager, WebsiteSelect, PageCard } from '@checker/ui/pages';

/** Spec 03 §9: the search waits 500 ms. */
export const TRACKING_SEARCH_DEBOUNCE_MS = 500;

/** The log's columns, titled in the chosen language. */
function columnsOf(text: Text): TableColumnsType<TrackingEntry> {
  return [
    { title: text('reports.tracking.col.id'), dataIndex: 'tracking_id', key: 'id' },
    { title: text('reports.tracking.col.website'), key: 'website', render: (_, row) => row.tracking_website ?? EMPTY_CELL },
    { title: text('reports.tracking.col.username'), dataIndex: 'tracking_username', key: 'username' },
    { title: text('reports.tracking.col.role'), key: 'role', render: (_, row) => row.tracking_role ?? EMPTY_CELL },
    { title: text('reports.tracking.col.activity'), dataIndex: 'tracking_activity', key: 'activity' },
    // A set width lets the long Jakarta date wrap, so Activity keeps the room.
    { title: text('reports.tracking.col.createdAt'), key: 'createdAt', width: 200, render: (_, row) => formatJakartaLong(row.tracking_crated_at) },
  ];
}

/**
 * Tracking (/tracking, spec 03 §2): the activity log, newest first. ADMIN chooses a website (or
 * reads every one); CHECKER reads their own. The page goes back to 1 on a new size, website or search.
 */
export default function TrackingPage() {
  const text = useText();
  const claims = useClaims();
  const isAdmin = claims?.account_role === 'ADMIN';
  const websites = useWebsitesQuery();
  useLoggedFailure('reports', websites.error, 'websites');
  const [websiteId, setWebsiteId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), TRACKING_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TRACKING_DEFAULT_PAGE_SIZE);
  // Adjusted while rendering, so the new search never asks for the old page first.
  const [searchOfPage, setSearchOfPage] = useState(search);
  if (searchOfPage !== search) {
    setSearchOfPage(search);
    setPage(1);
  }

  const website = websites.data?.find((option) => option.website_id === websiteId);
  const websiteParam = website ? website.website_code : isAdmin ? TRACKING_EVERY_WEBSITE : null;
  const list = useTrackingQuery(
    { website: websiteParam ?? '', search, pageSize, page },
    { skip: websiteParam === null, refetchOnMountOrArgChange: true },
  );
  useLoggedFailure('reports', list.error, 'tracking');
  const rows = websiteParam === null || list.error ? [] : (list.data?.rows ?? []);
  const total = websiteParam === null || list.error ? 0 : (list.data?.total ?? 0);

  const chooseWebsite = useCallback((next: number | null) => {
    setWebsiteId(next);
    setPage(1);
  }, []);

  return (
    <PageCard title={text('reports.tracking.title')} cardTitle={text('reports.tracking.card')}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8}>
          <Typography.Text>{text('reports.tracking.website')}</Typography.Text>
          <WebsiteSelect
            aria-label={text('reports.tracking.website')}
            websites={websites.data ?? []}
            loading={websites.isFetching}
            value={websiteId}
            onChange={chooseWebsite}
            // ADMIN's first website option: no website chosen reads the log of every website.
            placeholder={isAdmin ? text('reports.tracking.allWebsites') : undefined}
            disabled={!isAdmin}
            // ADMIN's empty choice is every website, so one website left (the others deleted) is not chosen for them.
            autoSelectSingle={!isAdmin}
          />
        </Flex>
        <Input
          aria-label={text('reports.tracking.search')}
          placeholder={text('reports.tracking.search')}
          allowClear
          style={{ width: 280 }}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Flex>
      <Table<TrackingEntry>
        rowKey="tracking_id"
        size="middle"
        columns={columnsOf(text)}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text('reports.tracking.noData') }}
      />
      <TablePager page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize} pageSizeOptions={TRACKING_PAGE_SIZES} />
    </PageCard>
  );
}
