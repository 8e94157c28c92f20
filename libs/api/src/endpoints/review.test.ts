import { exportFileName, reviewListPath } from './review';

const date = { year: 2025, month: 2, day: 5 };

describe('reviewListPath', () => {
  it('builds the view path with a D-Mon-YYYY date and 100 rows a page', () => {
    expect(reviewListPath('viewbo', 'searchbo', { date, website: 'SSATU', status: 'all', search: null, page: 2 })).toBe('/viewbo/5-Feb-2025/SSATU/all/100/2');
  });

  it('builds the search path with the kind and the encoded term', () => {
    expect(reviewListPath('viewmutasiwd', 'searchmutasiwd', { date, website: 'SSATU', status: 'pending', search: { kind: 'string', term: 'siti/rahayu 2' }, page: 1, fresh: 4 })).toBe(
      '/searchmutasiwd/5-Feb-2025/SSATU/pending/string/siti%2Frahayu%202/100/1',
    );
  });
});

describe('exportFileName', () => {
  it("names the file as the server does: type, lowercase website, status, DD-Mon-YYYY", () => {
    expect(exportFileName({ view: 'viewbowd', format: 'xlsx', date, status: 'approve', website: 'SSATU' })).toBe('viewbowd_ssatu_approve_05-Feb-2025.xlsx');
  });
});
