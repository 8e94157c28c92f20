import { waitFor } from '@testing-library/react';
import { installFakeServer } from '@checker/test-kit/fake-api';
import { createAppStore } from '../store';
import { exportFileName, reviewApi, reviewListPath } from './review';

const date = { year: 2025, month: 2, day: 5 };

describe('reviewListPath', () => {
  it('builds the view path with a D-Mon-YYYY date and 100 rows a page', () => {
    expect(reviewListPath('viewbo', { date, website: 'SSATU', status: 'all', search: null, page: 2 })).toBe('/viewbo/5-Feb-2025/SSATU/all/100/2');
  });

  it('builds the search path with the kind and the encoded term', () => {
    expect(reviewListPath('viewmutasiwd', { date, website: 'SSATU', status: 'pending', search: { kind: 'string', term: 'siti/rahayu 2' }, page: 1, fresh: 4 })).toBe(
      '/searchmutasiwd/5-Feb-2025/SSATU/pending/string/siti%2Frahayu%202/100/1',
    );
  });
});

describe('exportFileName', () => {
  it("names the file as the server does: type, lowercase website, status, DD-Mon-YYYY", () => {
    expect(exportFileName({ view: 'viewbowd', format: 'xlsx', date, status: 'approve', website: 'SSATU' })).toBe('viewbowd_ssatu_approve_05-Feb-2025.xlsx');
  });
});

describe('BO edits', () => {
  it('send only the fields the server declares, in the body and in each row', async () => {
    const { calls } = installFakeServer({
      'PUT /api/updatebodepostts': { status: 200, body: { message: '1 data berhasil diupdate.' } },
      'PUT /api/deleteboidwd': { status: 200, body: { message: '1 data berhasil dihapus.' } },
    });
    const store = createAppStore({ cookieString: '' });
    const row = { bo_id: 7, ket_app: 'cek manual', depo_amount: '', depo_edited_by: 1 };
    // A table row and page state beside the declared fields, as a page could pass them on.
    const tableRow = { bo_approve: false, user_name: 'siti' };
    await store.dispatch(reviewApi.endpoints.updateBoDeposit.initiate({ ...{ selected: 1 }, bank_statement_date: '5-Feb-2025', arr: [{ ...tableRow, ...row }] }));
    await store.dispatch(reviewApi.endpoints.deleteBoWithdraw.initiate({ arr: [{ ...{ wd_username: 'budi' }, wd_bo_id: 9, depo_edited_by: 1 }] }));
    expect(calls.map((c) => c.body)).toEqual([{ bank_statement_date: '5-Feb-2025', arr: [row] }, { arr: [{ wd_bo_id: 9, depo_edited_by: 1 }] }]);
  });
});

describe('deleted rows', () => {
  it('send a delete reason only when given, and restore by the ids the rows had', async () => {
    const { calls } = installFakeServer({
      'PUT /api/deleteboid': { status: 200, body: { message: '1 data berhasil dihapus.' } },
      'GET /api/deletedbowd/5-Feb-2025/SSATU': { status: 200, body: [] },
      'PUT /api/restoreboid': { status: 200, body: { message: '1 data berhasil dikembalikan.' } },
      'PUT /api/restoreboidwd': { status: 200, body: { message: '2 data berhasil dikembalikan.' } },
    });
    const store = createAppStore({ cookieString: '' });
    await store.dispatch(reviewApi.endpoints.deleteBoDeposit.initiate({ arr: [{ bo_id: 3, depo_edited_by: 1 }], reason: '  dobel  ' }));
    await store.dispatch(reviewApi.endpoints.deleteBoDeposit.initiate({ arr: [{ bo_id: 4, depo_edited_by: 1 }], reason: '   ' }));
    await store.dispatch(reviewApi.endpoints.deletedBo.initiate({ side: 'withdraw', date, website: 'SSATU' }));
    await store.dispatch(reviewApi.endpoints.restoreBo.initiate({ side: 'deposit', ids: [3] }));
    await store.dispatch(reviewApi.endpoints.restoreBo.initiate({ side: 'withdraw', ids: [5, 6] }));
    // The open list is asked again after a restore (its tag), so View BO's dialog follows.
    expect(calls.map((c) => [c.method, c.path, c.body]).slice(0, 5)).toEqual([
      ['PUT', '/api/deleteboid', { arr: [{ bo_id: 3, depo_edited_by: 1 }], reason: 'dobel' }],
      ['PUT', '/api/deleteboid', { arr: [{ bo_id: 4, depo_edited_by: 1 }] }],
      ['GET', '/api/deletedbowd/5-Feb-2025/SSATU', undefined],
      ['PUT', '/api/restoreboid', { arr: [{ bo_id: 3 }] }],
      ['GET', '/api/deletedbowd/5-Feb-2025/SSATU', undefined],
    ]);
    expect(calls.find((c) => c.path === '/api/restoreboidwd')?.body).toEqual({ arr: [{ wd_bo_id: 5 }, { wd_bo_id: 6 }] });
  });
});

describe('candidates and proving', () => {
  it("ask each side's paths, prove with the side's id field, and ask the open lists again", async () => {
    const { calls } = installFakeServer({
      'GET /api/candidatebo/7': { status: 200, body: [] },
      'GET /api/candidatemutasiwd/12': { status: 200, body: [] },
      'PUT /api/proveboid': { status: 200, body: { message: 'DP1 dibuktikan dengan mutasi BCA 5-Feb-2025 #12.', id: 7, mutasi_id: 12, note: 'picked by the approver · BCA 5-Feb-2025 #12' } },
      'PUT /api/proveboidwd': { status: 200, body: { message: 'WD1 dibuktikan.', id: 9, mutasi_id: 12, note: '' } },
    });
    const store = createAppStore({ cookieString: '' });
    await store.dispatch(reviewApi.endpoints.boCandidates.initiate({ side: 'deposit', id: 7 }));
    await store.dispatch(reviewApi.endpoints.mutasiCandidates.initiate({ side: 'withdraw', id: 12 }));
    await store.dispatch(reviewApi.endpoints.proveBo.initiate({ side: 'deposit', id: 7, mutasiId: 12 }));
    await store.dispatch(reviewApi.endpoints.proveBo.initiate({ side: 'withdraw', id: 9, mutasiId: 12 }));
    expect(calls.map((c) => [c.method, c.path, c.body]).filter(([method]) => method === 'PUT')).toEqual([
      ['PUT', '/api/proveboid', { bo_id: 7, mutasi_id: 12 }],
      ['PUT', '/api/proveboidwd', { wd_bo_id: 9, mutasi_id: 12 }],
    ]);
    // The candidate lists in the store are asked again after each proof (their tag).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/candidatebo/7')).toHaveLength(3));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/candidatemutasiwd/12')).toHaveLength(3));
  });
});
