import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, LANGUAGE_STORAGE_KEY, useText } from './LanguageProvider';
import { LanguageSwitch } from './LanguageSwitch';

function Label() {
  const text = useText();
  return <p data-testid="label">{text('common.theme.toDark')}</p>;
}

const page = () => (
  <LanguageProvider>
    <LanguageSwitch />
    <Label />
  </LanguageProvider>
);

describe('LanguageSwitch', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows Indonesian first, switches every text to English and keeps the choice', async () => {
    const { unmount } = render(page());
    expect(screen.getByTestId('label')).toHaveTextContent('Ganti ke mode gelap');
    expect(document.documentElement.lang).toBe('id');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByTestId('label')).toHaveTextContent('Switch to dark mode');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    unmount();
    render(page());
    expect(screen.getByTestId('label')).toHaveTextContent('Switch to dark mode');
  });

  it('falls back to Indonesian on a stored value it does not know', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    render(page());
    expect(screen.getByTestId('label')).toHaveTextContent('Ganti ke mode gelap');
  });
});
