import { digitsOnly, linkedFilters, linkOf, searchOf } from './review-filters';

describe('searchOf', () => {
  it('reads digits and separators as a nominal (its digits) and anything else as a name', () => {
    expect(searchOf('150000', '')).toEqual({ kind: 'nominal', term: '150000' });
    expect(searchOf(' 1.500.000 ', '')).toEqual({ kind: 'nominal', term: '1500000' });
    expect(searchOf('1,500,000', '')).toEqual({ kind: 'nominal', term: '1500000' });
    expect(searchOf('Rp 150.000', '')).toEqual({ kind: 'string', term: 'Rp 150.000' });
    expect(searchOf('siti88', '')).toEqual({ kind: 'string', term: 'siti88' });
    expect(searchOf('.,', '')).toEqual({ kind: 'string', term: '.,' });
  });

  it('lets the ID Tracking box win, and searches nothing when both are empty', () => {
    expect(searchOf('siti', '900003')).toEqual({ kind: 'id', term: '900003' });
    expect(searchOf('siti', 'DP-900003')).toEqual({ kind: 'id', term: '900003' });
    expect(searchOf('  ', '')).toBeNull();
    expect(searchOf('', 'abc')).toBeNull();
  });

  it('keeps digits only', () => {
    expect(digitsOnly('DP-12a3 4')).toBe('1234');
  });
});

describe('linkedFilters', () => {
  it('reads type, website, status, date and id from a link, dropping unknown values', () => {
    expect(linkedFilters(new URLSearchParams('type=withdraw&website=SSATU&status=Pending&date=2025-02-05&id=DP900001'))).toEqual({
      side: 'withdraw',
      websiteCode: 'SSATU',
      status: 'pending',
      date: { year: 2025, month: 2, day: 5 },
      id: '900001',
    });
    expect(linkedFilters(new URLSearchParams('type=both&status=done&date=2025-02-30&website=%20'))).toEqual({ side: null, websiteCode: null, status: null, date: null, id: '' });
  });

  it('writes the link of a search that ran', () => {
    expect(linkOf('deposit', 'SSATU', 'all', { year: 2025, month: 2, day: 5 }).toString()).toBe('type=deposit&website=SSATU&status=all&date=2025-02-05');
  });
});
