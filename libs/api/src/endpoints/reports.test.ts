import { installFakeServer, jsonResponse } from '@checker/test-kit/fake-api';
import { createAppStore } from '../store';
import { gameSiteFileName, reportsApi } from './reports';

const range = { website: 'ABC', start: '01-Mar-2025', end: '05-Mar-2025' };

function captureSaves(): Array<{ fileName: string; blob: Blob }> {
  const saved: Array<{ fileName: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe('reportsApi', () => {
  it('asks the Data Player list, or its username search with the term trimmed and URL-encoded', async () => {
    const { calls } = installFakeServer({
      'GET /api/dataplayer/ABC/01-Mar-2025/05-Mar-2025/50/2': { status: 200, body: { details: [], last_page: 2 } },
      'GET /api/searchdataplayer/a%2Fb%20c/ABC/01-Mar-2025/05-Mar-2025/50/1': { status: 200, body: { details: [], last_page: 1 } },
      'GET /api/totaldataplayer/ABC/01-Mar-2025/05-Mar-2025/100/1': { status: 200, body: { deposit: '1.00', last_page: 1 } },
    });
    const store = createAppStore({ cookieString: '' });
    await expect(store.dispatch(reportsApi.endpoints.dataPlayer.initiate({ ...range, username: '  ', rows: 50, page: 2 })).unwrap()).resolves.toEqual({ details: [], last_page: 2 });
    await store.dispatch(reportsApi.endpoints.dataPlayer.initiate({ ...range, username: ' a/b c ', rows: 50, page: 1 })).unwrap();
    await expect(store.dispatch(reportsApi.endpoints.gameSiteTotals.initiate({ ...range, rows: 100, page: 1 })).unwrap()).resolves.toMatchObject({ deposit: '1.00' });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/dataplayer/ABC/01-Mar-2025/05-Mar-2025/50/2',
      '/api/searchdataplayer/a%2Fb%20c/ABC/01-Mar-2025/05-Mar-2025/50/1',
      '/api/totaldataplayer/ABC/01-Mar-2025/05-Mar-2025/100/1',
    ]);
  });

  it('reads a tracking page with its total from x-total-count, else from all_data', async () => {
    const entry = { tracking_id: 5, tracking_website: 'ABC', tracking_username: 'budi', tracking_role: 'CHECKER', tracking_activity: 'Login', tracking_crated_at: '2025-03-01T01:00:00.000Z' };
    installFakeServer({
      'GET /api/tracking/all/10/1': async () => {
        const response = jsonResponse(200, [{ ...entry, all_data: 3 }]);
        response.headers.set('x-total-count', '41');
        return response;
      },
      'GET /api/searchtracking/ABC/budi%20%25/5/2': { status: 200, body: [{ ...entry, all_data: 6 }] },
    });
    const store = createAppStore({ cookieString: '' });
    const all = await store.dispatch(reportsApi.endpoints.tracking.initiate({ website: 'all', search: '', pageSize: 10, page: 1 })).unwrap();
    expect(all.total).toBe(41);
    const found = await store.dispatch(reportsApi.endpoints.tracking.initiate({ website: 'ABC', search: ' budi % ', pageSize: 5, page: 2 })).unwrap();
    expect(found).toEqual({ rows: [{ ...entry, all_data: 6 }], total: 6 });
  });

  it('saves a game-site export as gamesite_{group}_{start}_to_{end} and keeps only its name in the store', async () => {
    const saved = captureSaves();
    const { calls } = installFakeServer({
      'POST /api/exportexceltotaldataplayer': async () => new Response(new Uint8Array([80, 75, 3, 4, 0]), { status: 200, headers: { 'content-disposition': 'attachment; filename="other.xlsx"' } }),
    });
    const store = createAppStore({ cookieString: '' });
    const body = { start: '01-Mar-2025', end: '05-Mar-2025', group: 'ABC' };
    await expect(store.dispatch(reportsApi.endpoints.exportGameSite.initiate({ ...body, format: 'xlsx' })).unwrap()).resolves.toEqual({ fileName: 'gamesite_ABC_01-Mar-2025_to_05-Mar-2025.xlsx' });
    expect(calls).toEqual([{ method: 'POST', path: '/api/exportexceltotaldataplayer', body }]);
    expect(saved.map((file) => [file.fileName, file.blob.size])).toEqual([['gamesite_ABC_01-Mar-2025_to_05-Mar-2025.xlsx', 5]]);
    expect(gameSiteFileName(body, 'csv')).toBe('gamesite_ABC_01-Mar-2025_to_05-Mar-2025.csv');
  });

  it('fails an export with the server message and saves nothing', async () => {
    const saved = captureSaves();
    installFakeServer({ 'POST /api/exportcsvtotaldataplayer': { status: 403, body: { message: 'Forbidden: website ABC is not yours.' } } });
    const store = createAppStore({ cookieString: '' });
    const failure = await store
      .dispatch(reportsApi.endpoints.exportGameSite.initiate({ start: '01-Mar-2025', end: '05-Mar-2025', group: 'ABC', format: 'csv' }))
      .unwrap()
      .catch((error: unknown) => error);
    expect((failure as { data?: { message?: unknown } }).data?.message).toBe('Forbidden: website ABC is not yours.');
    expect(saved).toEqual([]);
  });
});
