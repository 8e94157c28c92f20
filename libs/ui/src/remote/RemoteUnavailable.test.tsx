import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  afterEach(() => window.localStorage.clear());

  it("says the section is unavailable and offers 'Coba lagi'", async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable section="User" onRetry={onRetry} />);
    expect(screen.getByText('Bagian ini tidak tersedia')).toBeInTheDocument();
    expect(screen.getByText(/User tidak dapat dimuat/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reads in English when English was chosen', () => {
    window.localStorage.setItem('language', 'en');
    render(
      <LanguageProvider>
        <RemoteUnavailable onRetry={jest.fn()} />
      </LanguageProvider>,
    );
    expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. The rest of Checker keeps working; try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
