import { waitFor } from '@testing-library/react';
import { dashboardApi } from './dashboard';
import { createAppStore } from '../store';
import { installFakeServer, jsonResponse } from '@checker/test-kit/fake-api';

const EMPTY = { today: '05-Mar-2025', yesterday: '04-Mar-2025', websites: [] };
const COUNTS = { bo_deposit: 2, bo_withdraw: 0, mutasi_deposit: 1, mutasi_withdraw: 0 };

describe('dashboard endpoints', () => {
  it('reads GET /api/dashboard', async () => {
    const { calls } = installFakeServer({ 'GET /api/dashboard': { status: 200, body: EMPTY } });
    const store = createAppStore({ cookieString: '' });
    const result = await store.dispatch(dashboardApi.endpoints.dashboard.initiate());
    expect(result.data).toEqual(EMPTY);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/dashboard']);
  });

  it('sends DELETE /api/deletebomutasi with {date, group} and reloads an open dashboard', async () => {
    let loaded = 0;
    const answer = { message: 'Berhasil menghapus 3 data.', deleted: COUNTS, kept_older: { ...COUNTS, bo_deposit: 0, mutasi_deposit: 0 }, mutasi_reopened: 0, bo_reopened: 0, uploads_removed: 1 };
    const { calls } = installFakeServer({
      'GET /api/dashboard': async () => {
        loaded += 1;
        return jsonResponse(200, EMPTY);
      },
      'DELETE /api/deletebomutasi': { status: 200, body: answer },
    });
    const store = createAppStore({ cookieString: '' });
    const open = store.dispatch(dashboardApi.endpoints.dashboard.initiate());
    await open;
    const result = await store.dispatch(dashboardApi.endpoints.deleteBoMutasi.initiate({ date: '05-Mar-2025', group: 'SSATU' }));
    expect(result.data).toEqual(answer);
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ date: '05-Mar-2025', group: 'SSATU' });
    await waitFor(() => expect(loaded).toBe(2));
    open.unsubscribe();
  });

  it("hands the server's refusal to the caller", async () => {
    installFakeServer({ 'DELETE /api/deletebomutasi': { status: 409, body: { message: 'Tidak ada data yang bisa dihapus.' } } });
    const store = createAppStore({ cookieString: '' });
    const result = await store.dispatch(dashboardApi.endpoints.deleteBoMutasi.initiate({ date: '05-Mar-2025', group: 'SSATU' }));
    expect(result.error).toMatchObject({ status: 409, data: { message: 'Tidak ada data yang bisa dihapus.' } });
  });
});
