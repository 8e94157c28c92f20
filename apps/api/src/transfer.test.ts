import { transferListOf } from './transfer';

describe('transferListOf', () => {
  it('moves a buffer the data has to itself', () => {
    const bytes = Buffer.concat([Buffer.alloc(10_000, 1), Buffer.alloc(10_000, 2)]);
    expect(transferListOf(bytes)).toEqual([bytes.buffer]);
  });

  it("never moves Node's shared pool or a slice of a larger buffer", () => {
    const small = Buffer.from('Tanggal,Keterangan');
    expect(small.byteLength).toBeLessThan(small.buffer.byteLength);
    expect(transferListOf(small)).toEqual([]);
    expect(transferListOf(new Uint8Array(new ArrayBuffer(100), 10, 20))).toEqual([]);
  });
});
