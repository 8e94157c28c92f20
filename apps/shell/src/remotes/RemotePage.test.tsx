import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@checker/ui';
import { preloadRemotePage, RemotePage, type RemotePageLoader } from './RemotePage';
import { RemoteLoadError } from './remote-failure-plugin';

const UNAVAILABLE = 'Bagian ini tidak tersedia';

function page(text: string) {
  return { default: () => <p>{text}</p> };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('renders the page the remote exposes', async () => {
    const load = jest.fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>(async () => page('List User'));
    render(<RemotePage remote="admin" module="UsersPage" label="User" load={load} />);
    expect(await screen.findByText('List User')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('admin', 'UsersPage', false);
  });

  it("shows 'Bagian ini tidak tersedia' when the remote fails, and 'Coba lagi' makes a new attempt", async () => {
    const load = jest
      .fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>()
      .mockRejectedValueOnce(new RemoteLoadError('admin', 'admin/WhitelistPage', new Error('503')))
      .mockResolvedValueOnce(page('Whitelist table'));
    render(
      <AppProviders>
        <RemotePage remote="admin" module="WhitelistPage" label="Whitelist" load={load} />
      </AppProviders>,
    );
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText(/Whitelist tidak dapat dimuat/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Whitelist table')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('admin', 'WhitelistPage', true);
  });

  it('keeps showing the Result while the remote stays down, and each Retry tries again', async () => {
    const load = jest.fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>(async () => {
      throw new RemoteLoadError('reports', 'reports/TrackingPage', new Error('offline'));
    });
    render(<RemotePage remote="reports" module="TrackingPage" label="Tracking" load={load} />);
    await screen.findByText(UNAVAILABLE);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText(UNAVAILABLE);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText(UNAVAILABLE);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('isolates the failure: another remote on the same screen still loads', async () => {
    const load: RemotePageLoader = async (remote) => {
      if (remote === 'admin') throw new RemoteLoadError('admin', 'admin/UsersPage', new Error('404'));
      return page('Tracking table');
    };
    render(
      <>
        <RemotePage remote="admin" module="UsersPage" label="User" load={load} />
        <RemotePage remote="reports" module="TrackingPage" label="Tracking" load={load} />
      </>,
    );
    expect(await screen.findByText('Tracking table')).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('reuses a page that loaded once instead of loading it again', async () => {
    const load = jest.fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>(async () => page('Data Bank table'));
    const first = render(<RemotePage remote="admin" module="DataBankPage" label="Data Bank" load={load} />);
    await screen.findByText('Data Bank table');
    first.unmount();
    render(<RemotePage remote="admin" module="DataBankPage" label="Data Bank" load={load} />);
    expect(screen.getByText('Data Bank table')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without a loading fallback, and loads it once', async () => {
    const load = jest.fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>(async () => page('Tracking list'));
    await expect(preloadRemotePage(load, 'reports', 'TrackingPage')).resolves.toBeNull();
    render(<RemotePage remote="reports" module="TrackingPage" label="Tracking" load={load} />);
    expect(screen.getByText('Tracking list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload does not fail: the page shows the failure and its Retry loads again', async () => {
    const load = jest
      .fn<ReturnType<RemotePageLoader>, Parameters<RemotePageLoader>>()
      .mockRejectedValueOnce(new RemoteLoadError('admin', 'admin/WebsitePage', new Error('503')))
      .mockRejectedValueOnce(new RemoteLoadError('admin', 'admin/WebsitePage', new Error('503')))
      .mockResolvedValueOnce(page('Website list'));
    await expect(preloadRemotePage(load, 'admin', 'WebsitePage')).resolves.toBeNull();
    render(
      <AppProviders>
        <RemotePage remote="admin" module="WebsitePage" label="Website" load={load} />
      </AppProviders>,
    );
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Website list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
