import { useState, type ReactNode } from 'react';
import { Alert, Button, Divider, Flex } from 'antd';
import { useWebsitesQuery } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { jakartaToday, type CalendarDate } from '@checker/domain';
import { useLoggedFailure, useText } from '@checker/ui';
import { Select, MonDatePicker, WebsiteSelect, PageCard } from '@checker/ui/pages';
import { DataPlayerResults } from './DataPlayerResults';
import { GameSiteReport } from './GameSiteReport';
import { DATA_PLAYER_DEFAULT_PAGE_SIZE, endBeforeStart, type ReportMode, type ReportSearch } from './report-search';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}

/**
 * Data Player / Game Site report (/dataplayer, spec 03 §2): pick a mode, a website and a date
 * range, then Search. Results keep showing the last Search until the next one.
 */
export default function DataPlayerPage() {
  const text = useText();
  const claims = useClaims();
  const isAdmin = claims?.account_role === 'ADMIN';
  const websites = useWebsitesQuery();
  useLoggedFailure('reports', websites.error, 'websites');
  const [mode, setMode] = useState<ReportMode>('dataplayer');
  const [websiteId, setWebsiteId] = useState<number | null>(null);
  const [start, setStart] = useState<CalendarDate | null>(() => jakartaToday());
  const [end, setEnd] = useState<CalendarDate | null>(() => jakartaToday());
  const [search, setSearch] = useState<ReportSearch | null>(null);
  const [pageSize, setPageSize] = useState(DATA_PLAYER_DEFAULT_PAGE_SIZE);
  const [username, setUsername] = useState('');

  const website = websites.data?.find((option) => option.website_id === websiteId) ?? null;
  const invalidRange = endBeforeStart(start, end);
  const dataPlayerMode = mode === 'dataplayer';
  const title = dataPlayerMode ? text('reports.dataPlayer.title') : text('reports.gameSite.title');
  const siteLabel = dataPlayerMode ? text('reports.filter.website') : text('reports.filter.gameSite');
  const modes: Array<{ value: ReportMode; label: string }> = [
    { value: 'dataplayer', label: text('reports.mode.dataplayer') },
    { value: 'gamesite', label: text('reports.mode.gamesite') },
  ];

  function changeMode(next: ReportMode) {
    setMode(next);
    setSearch(null);
  }

  function runSearch() {
    if (!website || !start || !end || invalidRange) return;
    setSearch((previous) => ({ mode, website, start, end, run: (previous?.run ?? 0) + 1 }));
  }

  return (
    <PageCard title={title}>
      <Flex wrap gap={12} align="flex-end" style={{ marginBottom: 12 }}>
        <Field id="report-mode" label={text('reports.mode.label')}>
          <Select<ReportMode> id="report-mode" style={{ width: 160 }} value={mode} options={modes} onChange={changeMode} />
        </Field>
        <Field id="report-website" label={siteLabel}>
          <WebsiteSelect
            id="report-website"
            websites={websites.data ?? []}
            loading={websites.isFetching}
            value={websiteId}
            onChange={setWebsiteId}
            disabled={!isAdmin}
          />
        </Field>
        <Field id="report-start" label={text('reports.filter.start')}>
          <MonDatePicker id="report-start" value={start} onChange={setStart} style={{ width: 160 }} />
        </Field>
        <Field id="report-end" label={text('reports.filter.end')}>
          <MonDatePicker id="report-end" value={end} onChange={setEnd} invalid={invalidRange} style={{ width: 160 }} />
        </Field>
        <Button type="primary" disabled={!website || !start || !end || invalidRange} onClick={runSearch}>
          {text('reports.filter.search')}
        </Button>
      </Flex>
      {invalidRange ? <Alert type="error" showIcon title={text('reports.endBeforeStart')} style={{ marginBottom: 12 }} /> : null}
      {search ? <Divider style={{ margin: '4px 0 16px' }} /> : null}
      {search?.mode === 'dataplayer' ? (
        <DataPlayerResults
          key={search.run}
          search={search}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          username={username}
          onUsernameChange={setUsername}
        />
      ) : null}
      {search?.mode === 'gamesite' ? <GameSiteReport key={search.run} search={search} /> : null}
    </PageCard>
  );
}
