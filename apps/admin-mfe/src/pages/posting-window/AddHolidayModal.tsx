import { useState } from 'react';
import { Form, Input } from 'antd';
import { useAddPostingHolidayMutation } from '@checker/api';
import { formatMonDate, POSTING_HOLIDAY_NAME_MAX, type CalendarDate } from '@checker/domain';
import { useNotice, useAnswerText, useText } from '@checker/ui';
import { MonDatePicker } from '@checker/ui/pages';
import { SubmitModal } from '../../shared/SubmitModal';

/** 'Add Holiday': a date banks do not post on besides Saturday and Sunday, and its name. */
export function AddHolidayModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const text = useText();
  const said = useAnswerText();
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [name, setName] = useState('');
  /** Which required field is missing, named under it once Submit was pressed. */
  const [problems, setProblems] = useState<{ date?: boolean; name?: boolean }>({});
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
    const found = { ...(date ? {} : { date: true }), ...(name.trim() ? {} : { name: true }) };
    setProblems(found);
    if (!date || found.name) return;
    try {
      const answer = await createHoliday({ holiday: formatMonDate(date), name: name.trim() }).unwrap();
      close();
      onAdded(said.ofAnswer(answer) ?? '');
    } catch (failed) {
      failure.show('error', text('admin.posting.holidayAddFailed'), said.ofFailure(failed));
    }
  }

  return (
    <SubmitModal open={open} title={text('admin.posting.addHoliday')} busy={busy} notice={failure.notice} onClose={close} onSubmit={submit}>
      <Form.Item label={text('admin.posting.column.date')} htmlFor="add-holiday-date" required validateStatus={problems.date ? 'error' : undefined} help={problems.date ? text('admin.posting.holidayDateRequired') : undefined}>
        <MonDatePicker
          id="add-holiday-date"
          aria-label={text('admin.posting.column.date')}
          value={date}
          invalid={Boolean(problems.date)}
          style={{ width: '100%' }}
          onChange={(next) => {
            setDate(next);
            setProblems(({ name: nameProblem }) => (nameProblem ? { name: nameProblem } : {}));
          }}
        />
      </Form.Item>
      <Form.Item label={text('admin.posting.column.name')} htmlFor="add-holiday-name" required validateStatus={problems.name ? 'error' : undefined} help={problems.name ? text('admin.posting.holidayNameRequired') : undefined}>
        <Input
          id="add-holiday-name"
          autoComplete="off"
          maxLength={POSTING_HOLIDAY_NAME_MAX}
          placeholder={text('admin.posting.holidayNamePlaceholder')}
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
