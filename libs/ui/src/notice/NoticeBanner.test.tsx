import { act, render, screen } from '@testing-library/react';
import { NOTICE_MS, NoticeBanner, type Notice } from './NoticeBanner';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('NoticeBanner', () => {
  it('shows the message and hides it after 4000 ms', () => {
    const onHide = jest.fn();
    render(<NoticeBanner notice={{ type: 'success', text: 'User berhasil dibuat.' }} onHide={onHide} />);
    expect(NOTICE_MS).toBe(4000);
    expect(screen.getByText('User berhasil dibuat.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('User berhasil dibuat.')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('User berhasil dibuat.')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('shows the same text again when it is reported again, for a fresh 4 seconds', () => {
    const first: Notice = { type: 'error', text: '❌ Gagal membuat user.' };
    const { rerender } = render(<NoticeBanner notice={first} />);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('❌ Gagal membuat user.')).not.toBeInTheDocument();
    rerender(<NoticeBanner notice={{ ...first }} />);
    expect(screen.getByText('❌ Gagal membuat user.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('❌ Gagal membuat user.')).toBeInTheDocument();
  });

  it('shows nothing without a notice', () => {
    const { container } = render(<NoticeBanner notice={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NoticeBanner placement', () => {
  it('floats over a page, so the content under it keeps its place while it shows and goes', () => {
    const { container } = render(
      <>
        <NoticeBanner notice={{ type: 'success', text: 'Tersimpan.' }} />
        <table data-testid="rows" />
      </>,
    );
    const layer = screen.getByTestId('notice-overlay');
    expect(layer).toHaveStyle({ position: 'fixed' });
    expect(layer).toContainElement(screen.getByRole('status'));
    // Out of the flow: the table is the only element the page lays out.
    expect([...container.children].filter((child) => getComputedStyle(child).position !== 'fixed')).toEqual([screen.getByTestId('rows')]);
  });

  it('sits in the flow of a dialog when asked', () => {
    render(<NoticeBanner notice={{ type: 'error', text: 'Gagal.' }} placement="inline" />);
    expect(screen.queryByTestId('notice-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gagal.');
  });
});

describe('NoticeBanner detail', () => {
  it("shows the server's reason under the notice text", () => {
    render(<NoticeBanner notice={{ type: 'error', text: '❌ Gagal menambahkan website.', detail: 'Website code ABC already exists.' }} />);
    expect(screen.getByText('❌ Gagal menambahkan website.')).toBeInTheDocument();
    expect(screen.getByText('Website code ABC already exists.')).toBeInTheDocument();
  });
});

describe('NoticeBanner duration and content', () => {
  it('stays for durationMs and hides its extra content with it', () => {
    render(
      <NoticeBanner notice={{ type: 'success', text: 'Berhasil' }} durationMs={5000}>
        <pre>{'{"deleted":1}'}</pre>
      </NoticeBanner>,
    );
    expect(screen.getByText('{"deleted":1}')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Berhasil')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Berhasil')).not.toBeInTheDocument();
    expect(screen.queryByText('{"deleted":1}')).not.toBeInTheDocument();
  });
});
