import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStoredTheme, THEME_STORAGE_KEY, ThemeProvider, useThemeMode } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

function Mode() {
  return <p>mode {useThemeMode().mode}</p>;
}

function renderToggle() {
  return render(
    <ThemeProvider>
      <Mode />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('theme', () => {
  it('starts light when nothing is stored', () => {
    renderToggle();
    expect(screen.getByText('mode light')).toBeInTheDocument();
    expect(readStoredTheme()).toBe('light');
  });

  it('toggles light/dark and keeps the choice in localStorage "theme"', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getByRole('button', { name: 'Ganti ke mode gelap' }));
    expect(screen.getByText('mode dark')).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Ganti ke mode terang' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('switches the same way from the header, as a button in the flow rather than a floating one', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Mode />
        <header>
          <ThemeToggle placement="header" />
        </header>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Ganti ke mode gelap' });
    expect(button.closest('header')).not.toBeNull();
    expect(button.closest('.ant-float-btn')).toBeNull();
    await user.click(button);
    expect(screen.getByText('mode dark')).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('starts from the stored choice on the next visit', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderToggle();
    expect(screen.getByText('mode dark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ganti ke mode terang' })).toBeInTheDocument();
  });

  it('applies the dark algorithm to antd', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderToggle();
    expect(document.body.style.colorScheme).toBe('dark');
    expect(document.body.style.backgroundColor).not.toBe('');
  });
});
