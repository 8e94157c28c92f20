import type { CSSProperties } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import indonesian from 'dayjs/locale/id';
import idID from 'antd/locale/id_ID';
import { type DatePickerProps } from 'antd';
import { DatePicker } from '../antd-kit-pages';
import { MONTH_ABBR, toIsoDate, type CalendarDate } from '@checker/domain';

/**
 * Indonesian with the English month abbreviations: dates travel as DD-Mon-YYYY with English months
 * (DESIGN §5), so the input shows them that way while the calendar keeps Indonesian days, week
 * start and texts. Registered without becoming dayjs' global locale.
 */
const LOCALE_NAME = 'id-mon-en';
dayjs.locale({ ...indonesian, name: LOCALE_NAME, monthsShort: [...MONTH_ABBR] }, undefined, true);
const PICKER_LOCALE: DatePickerProps['locale'] = idID.DatePicker && { ...idID.DatePicker, lang: { ...idID.DatePicker.lang, locale: LOCALE_NAME } };

/**
 * Shown as 05-Mar-2025. Typing takes DD/MM/YYYY or YYYY-MM-DD as well: the picker parses month
 * names in dayjs' global (Indonesian) locale, so typed English abbreviations are not reliable.
 */
const FORMATS = ['DD-MMM-YYYY', 'DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];

function calendarDateOf(value: Dayjs): CalendarDate {
  return { year: value.year(), month: value.month() + 1, day: value.date() };
}

export interface MonDatePickerProps {
  value: CalendarDate | null;
  onChange: (date: CalendarDate | null) => void;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  /** Marks the input as wrong (e.g. an end before the start). */
  invalid?: boolean;
  style?: CSSProperties;
}

/** A calendar date input showing DD-Mon-YYYY (05-Mar-2025). */
export function MonDatePicker({ value, onChange, id, 'aria-label': ariaLabel, disabled, invalid, style }: MonDatePickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      style={style}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      locale={PICKER_LOCALE}
      value={value ? dayjs(toIsoDate(value)) : null}
      format={FORMATS}
      onChange={(next: Dayjs | null) => onChange(next ? calendarDateOf(next) : null)}
    />
  );
}
