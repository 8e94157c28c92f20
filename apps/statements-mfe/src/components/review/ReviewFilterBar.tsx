import type { ReactNode } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Col, Flex, Input, Row, Space } from 'antd';
import type { ReviewSearch, ReviewSide } from '@checker/api';
import { useText, type Text } from '@checker/ui';
import { digitsOnly, REVIEW_SIDES, REVIEW_STATUSES } from './review-filters';
import type { ReviewPageState } from './useReviewPage';
import { Select, MonDatePicker, WebsiteSelect } from '@checker/ui/pages';

/** Every filter fills its column, as a control inside antd's form item does. */
const FULL_WIDTH = { width: '100%' } as const;

/**
 * A filter with its label above it, laid out as antd's vertical form item. Not Form.Item: it asks the
 * browser whether it is on screen (offsetParent) on every render, and each page change of a review
 * table re-renders this bar, so the browser laid out the page's 100 rows once more then, about half
 * of a page change's time (bench:web, Chromium profile).
 */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={6} style={{ marginBottom: 12 }}>
      <div style={{ paddingBottom: 8 }}>
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
    </Col>
  );
}

/** View Type, Website, Status Type and Date, then Search, Export CSV and Export Excel (spec 02 §2). */
export function ReviewFilterBar({ state, idPrefix, sideLabels, extra }: { state: ReviewPageState; idPrefix: string; sideLabels: Record<ReviewSide, string>; extra?: ReactNode }) {
  const { filters, setFilter, setWebsite, websites, isAdmin, exporting } = state;
  const text = useText();
  return (
    <>
      <Row gutter={16}>
        <Field id={`${idPrefix}-type`} label={text('review.filter.viewType')}>
          <Select id={`${idPrefix}-type`} style={FULL_WIDTH} value={filters.side} options={REVIEW_SIDES.map((side) => ({ value: side, label: sideLabels[side] }))} onChange={(side) => setFilter('side', side)} />
        </Field>
        <Field id={`${idPrefix}-website`} label={text('review.filter.website')}>
          <WebsiteSelect id={`${idPrefix}-website`} style={FULL_WIDTH} websites={websites.data ?? []} loading={websites.isFetching} value={filters.websiteId} onChange={setWebsite} autoSelectSingle={!isAdmin} />
        </Field>
        <Field id={`${idPrefix}-status`} label={text('review.filter.status')}>
          <Select
            id={`${idPrefix}-status`}
            style={FULL_WIDTH}
            placeholder={text('review.filter.statusPlaceholder')}
            value={filters.status}
            options={REVIEW_STATUSES.map((status) => ({ value: status, label: text(`review.status.${status}`) }))}
            onChange={(status) => setFilter('status', status)}
          />
        </Field>
        <Field id={`${idPrefix}-date`} label={text('review.filter.date')}>
          <MonDatePicker id={`${idPrefix}-date`} style={FULL_WIDTH} value={filters.date} onChange={(date) => setFilter('date', date)} />
        </Field>
      </Row>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => state.runSearch()}>
          {text('review.filter.search')}
        </Button>
        {extra}
        <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} disabled={exporting !== null} onClick={() => void state.exportAs('csv')}>
          {text('review.filter.exportCsv')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} disabled={exporting !== null} onClick={() => void state.exportAs('xlsx')}>
          {text('review.filter.exportExcel')}
        </Button>
      </Flex>
    </>
  );
}

/** The table's two search boxes: Username / Fullname / Nominal, and ID Tracking (digits only). */
export function ReviewSearchBoxes({ state, idPrefix }: { state: ReviewPageState; idPrefix: string }) {
  const disabled = state.query === null;
  const text = useText();
  return (
    <Space wrap size={8}>
      <Input
        id={`${idPrefix}-search`}
        aria-label={text('review.search.text')}
        placeholder={text('review.search.text')}
        allowClear
        style={{ width: 280 }}
        disabled={disabled}
        value={state.text}
        onChange={(event) => state.setText(event.target.value)}
      />
      <Input
        id={`${idPrefix}-id`}
        aria-label={text('review.search.id')}
        placeholder={text('review.search.id')}
        allowClear
        inputMode="numeric"
        style={{ width: 200 }}
        disabled={disabled}
        value={state.id}
        onChange={(event) => state.setId(digitsOnly(event.target.value))}
      />
    </Space>
  );
}

/** Spec 02 §2: what an empty table says. */
export function emptyTextOf(search: ReviewSearch | null, text: Text): string {
  return search?.kind === 'string' ? text('review.emptyUsername', { term: search.term }) : text('review.empty');
}

