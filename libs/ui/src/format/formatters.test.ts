import { formatCount, formatIdNumber, formatJakartaLong, formatJakartaShort, formatMoney, setDateLanguage } from './formatters';

describe('formatMoney', () => {
  it('always shows two decimals, so amounts of one column line up', () => {
    expect(formatMoney('50000.00')).toBe('50.000,00');
    expect(formatMoney('51337.5')).toBe('51.337,50');
    expect(formatMoney(-2500.5)).toBe('-2.500,50');
    expect(formatMoney(0)).toBe('0,00');
  });

  it('formats decimal strings exactly, without a float', () => {
    expect(formatMoney('12345678901234567.25')).toBe('12.345.678.901.234.567,25');
  });

  it("shows '-' for empty values", () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(' ')).toBe('-');
  });
});

describe('formatCount', () => {
  it('shows whole numbers without decimals', () => {
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount('1227')).toBe('1.227');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(undefined)).toBe('-');
  });
});

describe('formatIdNumber', () => {
  it('uses dots for thousands and a comma for decimals', () => {
    expect(formatIdNumber(1234567)).toBe('1.234.567');
    expect(formatIdNumber(-2500.5)).toBe('-2.500,5');
    expect(formatIdNumber(0)).toBe('0');
    expect(formatIdNumber(10n ** 15n)).toBe('1.000.000.000.000.000');
  });

  it('formats decimal strings exactly, without a float', () => {
    expect(formatIdNumber('12345678901234567.25')).toBe('12.345.678.901.234.567,25');
    expect(formatIdNumber('150000.00')).toBe('150.000');
  });

  it("shows '-' for empty values and leaves non-numeric text alone", () => {
    expect(formatIdNumber(null)).toBe('-');
    expect(formatIdNumber(undefined)).toBe('-');
    expect(formatIdNumber('  ')).toBe('-');
    expect(formatIdNumber(Number.NaN)).toBe('-');
    expect(formatIdNumber('n/a')).toBe('n/a');
  });
});

describe('formatJakartaLong', () => {
  afterEach(() => setDateLanguage('id-ID'));

  it('names the weekday and month in English once English is chosen', () => {
    setDateLanguage('en');
    expect(formatJakartaLong('2025-01-06T17:05:09Z')).toBe('Tuesday, 7 January 2025 at 00:05:09');
    setDateLanguage('id-ID');
    expect(formatJakartaLong('2025-01-06T17:05:09Z')).toBe('Selasa, 7 Januari 2025 pukul 00.05.09');
  });

  it('shows weekday, long date and 24-hour time in Asia/Jakarta', () => {
    expect(formatJakartaLong('2025-01-06T17:05:09Z')).toBe('Selasa, 7 Januari 2025 pukul 00.05.09');
    expect(formatJakartaLong(new Date('2025-03-03T08:30:00Z'))).toBe('Senin, 3 Maret 2025 pukul 15.30.00');
  });

  it("shows '-' for empty or invalid values", () => {
    expect(formatJakartaLong(null)).toBe('-');
    expect(formatJakartaLong(undefined)).toBe('-');
    expect(formatJakartaLong('')).toBe('-');
    expect(formatJakartaLong('not a date')).toBe('-');
  });
});

describe('formatJakartaShort', () => {
  it('shows the date and 24-hour time in Asia/Jakarta, digits only', () => {
    expect(formatJakartaShort('2025-01-06T17:05:09Z')).toBe('07/01/2025 00.05.09');
    expect(formatJakartaShort(null)).toBe('-');
    expect(formatJakartaShort('not a date')).toBe('-');
  });
});
