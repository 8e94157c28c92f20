// Driving antd selects in jsdom: the pages' tests of every remote pick options the same way.
import { waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** The open antd select dropdown's option titles. */
export function openOptions(): string[] {
  return [...document.querySelectorAll<HTMLElement>(OPEN_OPTIONS)].map((option) => option.title);
}

/** Opens an antd select (unless open) and clicks the option with this title, then waits for it to close. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, title: string): Promise<void> {
  if (combobox.getAttribute('aria-expanded') !== 'true') await user.click(combobox);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(OPEN_OPTIONS)].find((o) => o.title === title);
    if (!found) throw new Error(`no option "${title}" in ${JSON.stringify(openOptions())}`);
    return found;
  });
  await user.click(option);
  // The dropdown closes a moment later; a click before that would toggle it shut again.
  await waitFor(() => {
    if (combobox.getAttribute('aria-expanded') === 'true') throw new Error('the select is still open');
  });
}
