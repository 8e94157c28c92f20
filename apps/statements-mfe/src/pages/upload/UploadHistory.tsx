import { Button, Empty, Flex, Tag, Typography, theme } from 'antd';
import { formatJakartaShort } from '@checker/ui';
import type { UploadHistoryEntry } from './useUploadHistory';

export const UPLOAD_HISTORY_TITLE = 'Riwayat upload';
export const UPLOAD_HISTORY_EMPTY = 'Belum ada upload di sesi ini.';
export const UPLOAD_HISTORY_CLEAR = 'Hapus riwayat';

const RESULT_TAGS: Record<UploadHistoryEntry['notice']['type'], { color: string; label: string }> = {
  success: { color: 'green', label: 'Berhasil' },
  info: { color: 'blue', label: 'Info' },
  warning: { color: 'orange', label: 'Perhatian' },
  error: { color: 'red', label: 'Gagal' },
};

/**
 * The session's recent uploads, newest first, each with its whole result: the notice over the page
 * goes after a few seconds, this list keeps what it said (a parser's list of expected columns too).
 */
export function UploadHistory({ entries, onClear }: { entries: readonly UploadHistoryEntry[]; onClear: () => void }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={UPLOAD_HISTORY_TITLE} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {UPLOAD_HISTORY_TITLE}
        </Typography.Title>
        {entries.length > 0 ? (
          <Button size="small" onClick={onClear}>
            {UPLOAD_HISTORY_CLEAR}
          </Button>
        ) : null}
      </Flex>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={UPLOAD_HISTORY_EMPTY} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
          {entries.map((entry, index) => {
            const tag = RESULT_TAGS[entry.notice.type];
            return (
              <li key={`${entry.at}-${index}`} style={{ padding: '8px 12px', borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
                <Flex gap={8} align="center" wrap>
                  <Tag color={tag.color}>{tag.label}</Tag>
                  <Typography.Text type="secondary">{formatJakartaShort(entry.at)}</Typography.Text>
                  <Typography.Text strong>{entry.fileName}</Typography.Text>
                  <Typography.Text type="secondary">{entry.what}</Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{[entry.notice.text, entry.notice.detail].filter(Boolean).join('\n')}</Typography.Paragraph>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
