import { EXPORT_FORMATS, REVIEW_EXPORT_PATHS, REVIEW_VIEWS } from './review';

describe('the review contract', () => {
  it("spells the eight export paths as spec 02 §7 does (exportcsvlviewbowd included)", () => {
    expect(REVIEW_VIEWS.flatMap((view) => EXPORT_FORMATS.map((format) => REVIEW_EXPORT_PATHS[view][format]))).toEqual([
      '/api/exportcsvviewbo',
      '/api/exportexcelviewbo',
      '/api/exportcsvlviewbowd',
      '/api/exportexcelviewbowd',
      '/api/exportcsvviewmutasi',
      '/api/exportexcelviewmutasi',
      '/api/exportcsvviewmutasiwd',
      '/api/exportexcelviewmutasiwd',
    ]);
  });
});
