import { readPage } from './paging';

describe('readPage', () => {
  const rows = [
    { id: 1, all_data: 42 },
    { id: 2, all_data: 42 },
  ];

  it('takes the total from x-total-count first', () => {
    expect(readPage(rows, new Headers({ 'x-total-count': '57' }))).toEqual({ rows, total: 57 });
  });

  it("falls back to the first row's all_data, then to the number of rows", () => {
    expect(readPage(rows, new Headers()).total).toBe(42);
    expect(readPage(rows, new Headers({ 'x-total-count': 'many' })).total).toBe(42);
    expect(readPage([{ id: 1 }, { id: 2 }, { id: 3 }]).total).toBe(3);
  });

  it('reads an object with data or items and an optional total', () => {
    expect(readPage({ data: [{ id: 1 }], total: 9 })).toEqual({ rows: [{ id: 1 }], total: 9 });
    expect(readPage({ items: [{ id: 1 }, { id: 2 }] })).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('gives an empty page for anything else', () => {
    expect(readPage(null)).toEqual({ rows: [], total: 0 });
    expect(readPage({ message: 'Success' })).toEqual({ rows: [], total: 0 });
  });
});
