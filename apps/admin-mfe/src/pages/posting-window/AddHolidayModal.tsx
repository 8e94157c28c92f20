import { useState } from 'react';
import { Form, Input } from 'antd';
import { serverMessage, useAddPostingHolidayMutation } from '@checker/api';
import { formatMonDate, POSTING_HOLIDAY_NAME_MAX, type CalendarDate } from '@checker/domain';
import { useNotice } from '@checker/ui';
import { MonDatePicker } from '@checker/ui/pages';
import { SubmitModal } from '../../shared/SubmitModal';

export const HOLIDAY_ADD_FAILED_TEXT = '❌ Gagal menambahkan hari libur.';
export const HOLIDAY_DATE_REQUIRED_TEXT = 'Pilih tanggal hari libur.';
export const HOLIDAY_NAME_REQUIRED_TEXT = 'Isi nama hari libur.';

/** 'Add Holiday': a date banks do not post on besides Saturday and Sunday, and its name. */
export function AddHolidayModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ date?: string; name?: string }>({});
  const [createHoliday, { isLoading: busy }] = useAddPostingHolidayMutation();
  const failure = useNotice();

  function close() {
    setDate(null);
    setName('');
    setProblems({});
    failure.clear();
    onClose();
  }

  async function submit() {
    if (busy) return;
    const found = { ...(date ? {} : { date: HOLIDAY_DATE_REQUIRED_TEXT }), ...(name.trim() ? {} : { name: HOLIDAY_NAME_REQUIRED_TEXT }) };
    setProblems(found);
    if (!date || found.name) return;
    try {
      const answer = await createHoliday({ holiday: formatMonDate(date), name: name.trim() }).unwrap();
      close();
      onAdded(answer.message);
    } catch (failed) {
      failure.show('error', HOLIDAY_ADD_FAILED_TEXT, serverMessage(failed));
    }
  }

  return (
    <SubmitModal open={open} title="Add Holiday" busy={busy} notice={failure.notice} onClose={close} onSubmit={submit}>
      <Form.Item label="Date" htmlFor="add-holiday-date" required validateStatus={problems.date ? 'error' : undefined} help={problems.date}>
        <MonDatePicker
          id="add-holiday-date"
          aria-label="Date"
          value={date}
          invalid={Boolean(problems.date)}
          style={{ width: '100%' }}
          onChange={(next) => {
            setDate(next);
            setProblems(({ name: nameProblem }) => (nameProblem ? { name: nameProblem } : {}));
          }}
        />
      </Form.Item>
      <Form.Item label="Name" htmlFor="add-holiday-name" required validateStatus={problems.name ? 'error' : undefined} help={problems.name}>
        <Input
          id="add-holiday-name"
          autoComplete="off"
          maxLength={POSTING_HOLIDAY_NAME_MAX}
          placeholder="Hari Kemerdekaan"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblems(({ date: dateProblem }) => (dateProblem ? { date: dateProblem } : {}));
          }}
          onPressEnter={submit}
        />
      </Form.Item>
    </SubmitModal>
  );
}
