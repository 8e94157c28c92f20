import { fileNameFromDisposition } from './uploads';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(fileNameFromDisposition('attachment; filename="mutasi feb.csv"', 'x.csv')).toBe('mutasi feb.csv');
    expect(fileNameFromDisposition('attachment; filename=template-bca.csv', 'x.csv')).toBe('template-bca.csv');
    expect(fileNameFromDisposition(`attachment; filename="mutasi.csv"; filename*=UTF-8''mutasi%20b%C3%A9.csv`, 'x.csv')).toBe('mutasi bé.csv');
  });

  it('falls back when the header is missing, empty or broken', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment; filename=""', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
  });
});
