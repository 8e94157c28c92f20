import { useCallback, useState } from 'react';
import { Button, Col, Flex, Form, Row, Typography } from 'antd';
import { useDeleteBoMutasiMutation, useWebsitesQuery, type DeleteBoMutasiAnswer } from '@checker/api';
import { deletedBreakdown, formatMonDate, jakartaToday, totalDeleted, type CalendarDate } from '@checker/domain';
import { ConfirmDialog, NoticeBanner, useAnswerText, useText, websiteLabel, type AnswerText, type Notice, type Text } from '@checker/ui';
import { Descriptions, MonDatePicker, WebsiteSelect, PageCard } from '@checker/ui/pages';

/** Spec 03 §9: the success and error boxes last 5 s. */
export const DELETE_BOX_MS = 5000;

/** What the kept rows mean for the person: they are still there and why. */
function keptText(answer: DeleteBoMutasiAnswer, text: Text): string {
  const kept = totalDeleted(answer.kept_older);
  if (kept === 0) return text('statements.delete.noneKept');
  return text('statements.delete.kept', { count: kept, breakdown: deletedBreakdown(answer.kept_older) });
}

/** Spec 03 §8: the server's message, else the error's own message, else the fixed text. */
function failureText(error: unknown, text: Text, said: AnswerText): string {
  const server = said.ofFailure(error);
  if (server) return server;
  if (typeof error === 'object' && error !== null) {
    const { error: reason, message } = error as { error?: unknown; message?: unknown };
    for (const own of [reason, message]) if (typeof own === 'string' && own.trim() !== '') return own;
  }
  return text('statements.delete.failed');
}

interface LastDelete {
  label: string;
  answer: DeleteBoMutasiAnswer;
}

/** Delete BO / Mutasi (/delete): removes a website's rows of one date uploaded ≤ 24 hours ago (spec 03 §2, §4, §5, §8). */
export default function DeletePage() {
  const text = useText();
  const said = useAnswerText();
  const [date, setDate] = useState<CalendarDate | null>(() => jakartaToday());
  const [websiteId, setWebsiteId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [box, setBox] = useState<{ notice: Notice; answer?: DeleteBoMutasiAnswer } | null>(null);
  const [last, setLast] = useState<LastDelete | null>(null);
  const hideBox = useCallback(() => setBox(null), []);
  const { data: websites = [] } = useWebsitesQuery();
  const [deleteBoMutasi, { isLoading: deleting }] = useDeleteBoMutasiMutation();

  const website = websites.find((w) => w.website_id === websiteId) ?? null;
  const ready = date !== null && website !== null && !deleting;
  const day = date ? formatMonDate(date) : '';

  const send = async () => {
    setConfirming(false);
    if (!date || !website) return;
    setBox(null);
    const result = await deleteBoMutasi({ date: formatMonDate(date), group: website.website_code });
    if (result.error !== undefined) {
      setBox({ notice: { type: 'error', text: failureText(result.error, text, said) } });
      return;
    }
    const answer = result.data;
    setBox({ notice: { type: 'success', text: said.ofAnswer(answer) ?? text('statements.delete.succeeded') }, answer });
    setLast({ label: `${websiteLabel(website)}, ${formatMonDate(date)}`, answer });
  };

  return (
    <PageCard title={text('statements.delete.title')} cardTitle={text('statements.delete.cardTitle')}>
      <Form layout="vertical" component="div" disabled={deleting}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={text('statements.delete.date')} htmlFor="delete-date" style={{ marginBottom: 12 }}>
              <MonDatePicker id="delete-date" style={{ width: '100%' }} value={date} onChange={setDate} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={text('statements.delete.website')} htmlFor="delete-website" style={{ marginBottom: 12 }}>
              <WebsiteSelect id="delete-website" style={{ width: '100%' }} websites={websites} value={websiteId} onChange={setWebsiteId} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Flex vertical gap={12}>
        <Typography.Text type="danger">{text('statements.delete.note')}</Typography.Text>
        <div>
          <Button type="primary" danger disabled={!ready} onClick={() => setConfirming(true)}>
            {deleting ? text('statements.delete.deleting') : text('statements.delete.submit')}
          </Button>
        </div>
        <NoticeBanner notice={box?.notice ?? null} durationMs={DELETE_BOX_MS} onHide={hideBox}>
          {box?.answer ? (
            <Flex vertical gap={8}>
              <Typography.Text strong data-testid="delete-kept">
                {keptText(box.answer, text)}
              </Typography.Text>
              <pre data-testid="delete-answer" style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
                {JSON.stringify(box.answer, null, 2)}
              </pre>
            </Flex>
          ) : undefined}
        </NoticeBanner>
        {/* Once the 5-second box is gone, what the last deletion did stays readable here. */}
        {last && !box ? (
          <Typography.Text type="secondary" data-testid="delete-last">
            {text('statements.delete.last', { what: last.label, count: totalDeleted(last.answer.deleted), kept: keptText(last.answer, text) })}
          </Typography.Text>
        ) : null}
      </Flex>

      <ConfirmDialog open={confirming} title={text('statements.delete.confirm.title')} confirmLabel={text('statements.delete.submit')} danger onConfirm={() => void send()} onCancel={() => setConfirming(false)}>
        <Typography.Paragraph>{text('statements.delete.confirm.undone')}</Typography.Paragraph>
        <Typography.Paragraph>{text('statements.delete.confirm.window')}</Typography.Paragraph>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'date', label: text('statements.delete.date'), children: day },
            { key: 'group', label: text('statements.delete.group'), children: website ? websiteLabel(website) : '' },
          ]}
        />
      </ConfirmDialog>
    </PageCard>
  );
}
