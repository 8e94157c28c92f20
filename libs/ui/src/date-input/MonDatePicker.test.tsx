import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarDate } from '@checker/domain';
import { AppProviders } from '../theme/ThemeProvider';
import { MonDatePicker } from './MonDatePicker';

function Harness({ initial }: { initial: CalendarDate | null }) {
  const [value, setValue] = useState<CalendarDate | null>(initial);
  return (
    <AppProviders>
      <p>chosen {value ? `${value.year}-${value.month}-${value.day}` : 'none'}</p>
      <MonDatePicker aria-label="Start Date" value={value} onChange={setValue} />
    </AppProviders>
  );
}

describe('MonDatePicker', () => {
  it('shows the date as DD-Mon-YYYY with an English month in the Indonesian interface', () => {
    render(<Harness initial={{ year: 2025, month: 5, day: 4 }} />);
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('04-May-2025');
  });

  it('takes a typed DD/MM/YYYY date', async () => {
    render(<Harness initial={{ year: 2025, month: 5, day: 4 }} />);
    const input = screen.getByRole('textbox', { name: 'Start Date' });
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, '03/02/2025{Enter}');
    expect(screen.getByText('chosen 2025-2-3')).toBeInTheDocument();
    expect(input).toHaveValue('03-Feb-2025');
  });

  it('keeps the calendar Indonesian: weekdays from Monday, with the English month abbreviations', async () => {
    render(<Harness initial={{ year: 2025, month: 5, day: 4 }} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Start Date' }));
    const weekdays = [...document.querySelectorAll('.ant-picker-content thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Sn', 'Sl', 'Rb', 'Km', 'Jm', 'Sb', 'Mg']);
    expect(document.querySelector('.ant-picker-month-btn')).toHaveTextContent('May');
    expect(screen.getByText('Hari ini')).toBeInTheDocument();
  });
});
