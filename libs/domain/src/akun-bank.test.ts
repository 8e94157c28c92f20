import { filterAkunBankNo, isValidAkunBankNo, normalizeAkunBankBank, normalizeJenisTransaksi } from './akun-bank';

describe('akun bank rules', () => {
  it('reads jenis transaksi and bank case-insensitively after trimming', () => {
    expect(normalizeJenisTransaksi(' depo ')).toBe('DEPO');
    expect(normalizeJenisTransaksi('WD')).toBe('WD');
    expect(normalizeJenisTransaksi('DEPOSIT')).toBeNull();
    expect(normalizeAkunBankBank(' linkaja')).toBe('LINKAJA');
    expect(normalizeAkunBankBank('SEABANK')).toBeNull();
  });

  it('keeps digits only in the account number and accepts only digits', () => {
    expect(filterAkunBankNo(' 123-456 78a')).toBe('12345678');
    expect(isValidAkunBankNo('0123456789')).toBe(true);
    expect(isValidAkunBankNo('12 34')).toBe(false);
    expect(isValidAkunBankNo('')).toBe(false);
    expect(isValidAkunBankNo('1'.repeat(35))).toBe(false);
  });
});
