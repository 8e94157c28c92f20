import { Button, Empty, Flex, Tag, Typography, theme } from 'antd';
import { formatJakartaShort, useText, type Notice } from '@checker/ui';
import type { MessageKey } from '@checker/domain';
import { uploadResultNotice } from './upload-form';
import type { UploadHistoryEntry } from './useUploadHistory';

const RESULT_TAGS: Record<Notice['type'], { color: string; labelKey: MessageKey }> = {
  success: { color: 'green', labelKey: 'statements.upload.history.success' },
  info: { color: 'blue', labelKey: 'statements.upload.history.info' },
  warning: { color: 'orange', labelKey: 'statements.upload.history.warning' },
  error: { color: 'red', labelKey: 'statements.upload.history.error' },
};

/**
 * The session's recent uploads, newest first, each with its whole result: the notice over the page
 * goes after a few seconds, this list keeps what it said (a parser's list of expected columns, the
 * file's warnings), in the language chosen now.
 */
export function UploadHistory({ entries, onClear }: { entries: readonly UploadHistoryEntry[]; onClear: () => void }) {
  const { token } = theme.useToken();
  const text = useText();
  const title = text('statements.upload.history.title');
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {entries.length > 0 ? (
          <Button size="small" onClick={onClear}>
            {text('statements.upload.history.clear')}
          </Button>
        ) : null}
      </Flex>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('statements.upload.history.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
          {entries.map((entry, index) => {
            const notice = uploadResultNotice(entry.outcome, entry, text);
            const tag = RESULT_TAGS[notice.type];
            return (
              <li key={`${entry.at}-${index}`} style={{ padding: '8px 12px', borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
                <Flex gap={8} align="center" wrap>
                  <Tag color={tag.color}>{text(tag.labelKey)}</Tag>
                  <Typography.Text type="secondary">{formatJakartaShort(entry.at)}</Typography.Text>
                  <Typography.Text strong>{entry.fileName}</Typography.Text>
                  <Typography.Text type="secondary">{entry.what}</Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{[notice.text, notice.detail].filter(Boolean).join('\n')}</Typography.Paragraph>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
