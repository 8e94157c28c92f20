import * as XLSX from '@e965/xlsx';
import { BNI_MOBILE_CSV, LIVIN_CSV, QRIS_CSV, bniMobileXls, excelSerial, livinXlsx, otherXlsx, passwordProtectedXlsx, qrisHtmlXls } from '../../../test/workbooks';
import { UPLOAD_ERROR_STATUS } from '../../http/errors';
import { UploadError } from '../errors';
import { CONVERTERS, convertWorkbook } from './converters';
import { dateTimeOf, headerWords, readWorkbook } from './workbook';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadError) return `${UPLOAD_ERROR_STATUS[error.kind]} ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

function sheetBook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'S');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

describe('Convert Mutasi', () => {
  it('turns a Livin\' .xlsx (preamble, merged cells, two rows per transaction, wrapped remarks) into the Mandiri template', () => {
    expect(convertWorkbook(CONVERTERS.mandiri, livinXlsx())).toBe(LIVIN_CSV);
  });

  it('turns a BNI Mobile BIFF .xls into the BNI Mobile template, neutralising formula-like text', () => {
    expect(convertWorkbook(CONVERTERS['bni-mobile'], bniMobileXls())).toBe(BNI_MOBILE_CSV);
  });

  it('turns a QRIS report saved as an HTML .xls into the QRIS template, keeping id-ID amounts exact', () => {
    expect(convertWorkbook(CONVERTERS.qris, qrisHtmlXls())).toBe(QRIS_CSV);
  });

  it('reads a BNI export with a Debit/Kredit pair and the same rows saved as .xlsx', () => {
    const rows = [
      ['Tanggal', 'Keterangan', 'Debit', 'Kredit', 'Saldo'],
      ['04/02/2025', 'TRANSFER DARI SITI RAHAYU', null, 150000, 1150000],
      ['04/02/2025', 'BIAYA ADM', 2500, null, 1147500],
    ];
    expect(convertWorkbook(CONVERTERS['bni-mobile'], sheetBook(rows))).toBe(
      'Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo\r\n04/02/2025,TRANSFER DARI SITI RAHAYU,Cr,150000.00,1150000.00\r\n04/02/2025,BIAYA ADM,Db,2500.00,1147500.00\r\n',
    );
  });

  it('refuses corrupt, password-protected and unrelated workbooks and bad cells with a clear message', () => {
    expect(refusal(() => convertWorkbook(CONVERTERS.mandiri, passwordProtectedXlsx()))).toBe(
      '400 The workbook is password-protected: open it in Excel, remove the password, save it and convert again.',
    );
    expect(refusal(() => convertWorkbook(CONVERTERS.mandiri, livinXlsx().subarray(0, 200)))).toMatch(/^400 The file is not a readable Excel workbook \(\.xls or \.xlsx\): /);
    expect(refusal(() => convertWorkbook(CONVERTERS.mandiri, otherXlsx()))).toBe(
      '400 No sheet has the Mandiri columns Tanggal, Keterangan, Dana Masuk, Dana Keluar in its first rows: is this the Mandiri export?',
    );
    expect(refusal(() => convertWorkbook(CONVERTERS.qris, sheetBook([['Transaction ID', 'Transaction Date', 'Amount', 'Status']])))).toBe(
      '400 The QRIS sheet has its columns but no transactions under them.',
    );
    const badAmount = sheetBook([
      ['Tanggal Transaksi', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'],
      ['04/02/2025', 'TRANSFER', 'Cr', '1.2x0,00', ''],
    ]);
    expect(refusal(() => convertWorkbook(CONVERTERS['bni-mobile'], badAmount))).toBe('400 Sheet "S", row 2, column "Nominal": "1.2x0,00" is not an amount.');
    const badType = sheetBook([
      ['Tanggal Transaksi', 'Uraian Transaksi', 'Tipe', 'Nominal'],
      ['04/02/2025', 'TRANSFER', 'X', '100'],
    ]);
    expect(refusal(() => convertWorkbook(CONVERTERS['bni-mobile'], badType))).toBe('400 Sheet "S", row 2, column "Tipe": "X" is neither Cr nor Db.');
    const brokenChain = sheetBook([
      ['Tanggal', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'],
      ['04 Feb 2025', 'A', '100,00', null, '1.100,00'],
      ['04 Feb 2025', 'B', '100,00', null, '1.300,00'],
    ]);
    expect(refusal(() => convertWorkbook(CONVERTERS.mandiri, brokenChain))).toMatch(/^400 The converted Mandiri file does not pass the upload check: Line 3, column "Saldo"/);
  });

  it('reads dates and times from serials and text', () => {
    expect(dateTimeOf(excelSerial(2025, 2, 4, 14, 22, 5), false)).toEqual({ date: { year: 2025, month: 2, day: 4 }, time: '14:22:05' });
    expect(dateTimeOf(excelSerial(1899, 12, 30, 9, 1, 0), false)).toEqual({ date: null, time: '09:01:00' });
    expect(dateTimeOf('14:22:05 WIB', false)).toEqual({ date: null, time: '14:22:05' });
    expect(dateTimeOf('04 Feb 2025', false)).toEqual({ date: { year: 2025, month: 2, day: 4 }, time: null });
    expect(dateTimeOf('04/02/2025 09.01', false)).toEqual({ date: { year: 2025, month: 2, day: 4 }, time: '09:01:00' });
    expect(dateTimeOf('Saldo Awal', false)).toEqual({ date: null, time: null });
    expect(headerWords('Dana Masuk (IDR) / Incoming')).toEqual(['dana masuk / incoming', 'dana masuk', 'incoming']);
    expect(readWorkbook(livinXlsx())[0]?.name).toBe('Mutasi');
  });
});
