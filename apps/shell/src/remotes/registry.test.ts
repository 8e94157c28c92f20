import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { handleErrorLoadRemote } from './remote-failure-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const CONFIG = { admin: '/remotes/admin/mf-manifest.json', statements: '/remotes/statements/mf-manifest.json', reports: 'https://cdn.example.test/reports/mf-manifest.json' };

function answerConfig(...answers: Array<object | Error>) {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 200 }));
  }
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** The registry keeps the config between calls, so every test starts from a fresh module (errors are then matched by name, not class). */
function freshRegistry(): typeof import('./registry') {
  let registry: typeof import('./registry') | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<typeof import('./registry')>('./registry');
  });
  if (!registry) throw new Error('registry did not load');
  return registry;
}

const pageModule = { default: () => null };

beforeEach(() => {
  jest.resetAllMocks();
});

describe('parseRemotesConfig', () => {
  it('keeps the known remotes and makes relative manifest URLs absolute', () => {
    const { parseRemotesConfig } = freshRegistry();
    expect(parseRemotesConfig({ ...CONFIG, other: '/x.json', admin: '/remotes/admin/mf-manifest.json' }, 'http://checker.local/user')).toEqual({
      admin: 'http://checker.local/remotes/admin/mf-manifest.json',
      statements: 'http://checker.local/remotes/statements/mf-manifest.json',
      reports: 'https://cdn.example.test/reports/mf-manifest.json',
    });
  });

  it('rejects an answer that is not an object', () => {
    const { parseRemotesConfig } = freshRegistry();
    expect(() => parseRemotesConfig('nope', 'http://checker.local/')).toThrow('/config/remotes.json is not a JSON object');
  });
});

describe('ensureRemotes', () => {
  it('fetches /config/remotes.json without the HTTP cache and registers each absolute manifest URL', async () => {
    const fetchMock = answerConfig(CONFIG);
    const { ensureRemotes } = freshRegistry();
    await ensureRemotes();
    await ensureRemotes();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-store' });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' },
      { name: 'statements', entry: 'http://localhost/remotes/statements/mf-manifest.json' },
      { name: 'reports', entry: 'https://cdn.example.test/reports/mf-manifest.json' },
    ]);
  });

  it('tries the config again after a failed fetch', async () => {
    answerConfig(new TypeError('Failed to fetch'), CONFIG);
    const { ensureRemotes } = freshRegistry();
    await expect(ensureRemotes()).rejects.toThrow('Failed to fetch');
    await expect(ensureRemotes()).resolves.toHaveProperty('admin');
  });
});

describe('loadRemotePage', () => {
  it('loads remote/module through the federation runtime', async () => {
    answerConfig(CONFIG);
    mockedLoadRemote.mockResolvedValueOnce(pageModule);
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('admin', 'UsersPage')).resolves.toBe(pageModule);
    expect(mockedLoadRemote).toHaveBeenCalledWith('admin/UsersPage');
  });

  it('turns any failure into a RemoteLoadError naming the remote', async () => {
    answerConfig(CONFIG);
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    const { loadRemotePage } = freshRegistry();
    const failure = loadRemotePage('reports', 'TrackingPage');
    await expect(failure).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(failure).rejects.toMatchObject({ remote: 'reports' });
  });

  it('fails when the config itself cannot be read', async () => {
    answerConfig(new TypeError('Failed to fetch'));
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('admin', 'UsersPage')).rejects.toMatchObject({ remote: 'admin' });
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('rejects a module without a page component', async () => {
    answerConfig(CONFIG);
    mockedLoadRemote.mockResolvedValueOnce({ default: 'not a component' });
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('admin', 'UsersPage')).rejects.toThrow('admin/UsersPage has no default page component');
  });

  it('on retry after a failed manifest, reads the config again and registers the remote anew (the runtime keeps an error answer)', async () => {
    const fetchMock = answerConfig(CONFIG, CONFIG);
    mockedLoadRemote.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(pageModule);
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('admin', 'UsersPage')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(loadRemotePage('admin', 'UsersPage', true)).resolves.toBe(pageModule);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' }], { force: true });
  });

  it('on retry of a remote whose entry had loaded (a redeploy), registers it anew with force', async () => {
    answerConfig(CONFIG, CONFIG);
    mockedLoadRemote.mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce(pageModule);
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('admin', 'WhitelistPage')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(loadRemotePage('admin', 'WhitelistPage', true)).resolves.toBe(pageModule);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' }], { force: true });
  });

  it('on retry after the config itself failed, fetches and registers everything', async () => {
    answerConfig(new TypeError('Failed to fetch'), CONFIG);
    mockedLoadRemote.mockResolvedValueOnce(pageModule);
    const { loadRemotePage } = freshRegistry();
    await expect(loadRemotePage('statements', 'UploadPage')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(loadRemotePage('statements', 'UploadPage', true)).resolves.toBe(pageModule);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes.mock.calls[0]?.[0]).toHaveLength(3);
  });
});

describe('errorLoadRemote plugin hook', () => {
  it('leaves the manifest and entry steps to the runtime', () => {
    expect(handleErrorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('503'), lifecycle: 'afterResolve', remote: { name: 'admin' } })).toBeUndefined();
  });

  it('ends a failed load with a RemoteLoadError naming the remote', () => {
    expect(() => handleErrorLoadRemote({ id: 'statements/DeletePage', error: new Error('chunk'), lifecycle: 'onLoad' })).toThrow(
      expect.objectContaining({ name: 'RemoteLoadError', remote: 'statements', message: expect.stringContaining('statements/DeletePage') }),
    );
  });
});
