// Spreadsheet exports built with the same library the server reads them with: a Livin' .xlsx (bilingual
// preamble, merged cells, two rows per transaction, wrapped remarks), a BNI Mobile BIFF .xls, a QRIS
// report as the HTML table banks save as .xls, and a password-protected (encrypted OOXML) workbook.
import * as XLSX from '@e965/xlsx';

type Cell = string | number | null | XLSX.CellObject;

/** An Excel serial for a Jakarta wall-clock moment (days since 1899-12-30, the fraction is the time). */
export function excelSerial(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000 + (hour * 3600 + minute * 60 + second) / 86_400;
}

function sheetOf(rows: Cell[][], merges: string[] = []): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell))));
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell !== null && typeof cell === 'object') sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    }),
  );
  sheet['!merges'] = merges.map((range) => XLSX.utils.decode_range(range));
  return sheet;
}

function workbook(name: string, sheet: XLSX.WorkSheet, bookType: XLSX.BookType): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name);
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** Mandiri Livin' export: the CSV it converts to is LIVIN_CSV. */
export function livinXlsx(): Buffer {
  const rows: Cell[][] = [
    ['Mutasi Rekening / Account Statement'],
    ['Nomor Rekening / Account Number', null, '1234567890123'],
    ['Nama / Name', null, 'PT SUMBER JAYA'],
    ['Periode / Period', null, '04 Feb 2025 - 04 Feb 2025'],
    ['Mata Uang / Currency', null, 'IDR'],
    [],
    ['No', 'Tanggal', 'Keterangan', null, 'Dana Masuk (IDR)', 'Dana Keluar (IDR)', 'Saldo (IDR)'],
    ['No', 'Date', 'Remarks', null, 'Incoming (IDR)', 'Outgoing (IDR)', 'Balance (IDR)'],
    [1, '04 Feb 2025', 'Transfer BI Fast Dari BCA', null, '41.920,00', null, '1.041.920,00'],
    [null, '14:22:05 WIB', 'SITI RAHAYU', null, null, null, null],
    [2, '04 Feb 2025', 'Transfer ke BANK BNI', null, null, '287.490,00', '754.430,00'],
    [null, '15:01:44 WIB', 'BUDI SANTOSO', null, null, null, null],
    [null, null, 'Bayar tagihan Februari', null, null, null, null],
    // A date typed as an Excel date and amounts typed as numbers, as some Livin' versions save them.
    [3, { t: 'n', v: excelSerial(2025, 2, 4), z: 'dd mmm yyyy' }, 'Transfer dari BANK BRI', null, 500000, null, 1254430],
    [null, { t: 'n', v: excelSerial(1899, 12, 30, 16, 40, 0), z: 'hh:mm:ss' }, 'RINA AYU LESTARI', null, null, null, null],
    [],
    ['Saldo Awal / Opening Balance', null, null, null, '1.000.000,00'],
    ['Saldo Akhir / Closing Balance', null, null, null, '1.254.430,00'],
    ['Dokumen ini dicetak otomatis / This document is computer generated'],
  ];
  // Labels over two columns, remarks over C:D, and each transaction's No over all of its rows.
  const merges = ['A2:B2', 'A3:B3', 'A4:B4', 'A5:B5', 'C7:D7', 'C8:D8', 'A9:A10', 'A11:A13', 'A14:A15'];
  for (let r = 9; r <= 15; r += 1) merges.push(`C${r}:D${r}`);
  return workbook('Mutasi', sheetOf(rows, merges), 'xlsx');
}

export const LIVIN_CSV = [
  'Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo',
  '04 Feb 2025,14:22:05,Transfer BI Fast Dari BCA SITI RAHAYU,"41.920,00",,"1.041.920,00"',
  '04 Feb 2025,15:01:44,Transfer ke BANK BNI BUDI SANTOSO Bayar tagihan Februari,,"287.490,00","754.430,00"',
  '04 Feb 2025,16:40:00,Transfer dari BANK BRI RINA AYU LESTARI,"500.000,00",,"1.254.430,00"',
  '',
].join('\r\n');

/** BNI Mobile Banking export as a BIFF8 .xls: dates as Excel date-times or text, amounts as numbers or id-ID text. */
export function bniMobileXls(): Buffer {
  const rows: Cell[][] = [
    ['MUTASI REKENING BNI MOBILE BANKING'],
    ['No. Rekening', '0123456789'],
    ['Nama', 'PT SUMBER JAYA'],
    [],
    ['Tanggal Transaksi', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'],
    [{ t: 'n', v: excelSerial(2025, 2, 4, 8, 15, 22), z: 'dd/mm/yyyy hh:mm:ss' }, 'TRANSFER DARI | SITI RAHAYU | 0123456789', 'Cr', 1250000, 11250000],
    ['04/02/2025 09:01:10', 'TRANSFER KE | BUDI SANTOSO | 0987654321', 'Db', '287.490,00', '10.962.510,00'],
    ['04/02/2025 10:30:00', '=BI-FAST DARI BANK BCA RINA AYU LESTARI', 'K', '500.000,00', '11.462.510,00'],
    [],
    ['Saldo Akhir', null, null, null, '11.462.510,00'],
  ];
  return workbook('Mutasi', sheetOf(rows), 'biff8');
}

export const BNI_MOBILE_CSV = [
  'Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo',
  '04/02/2025 08:15:22,TRANSFER DARI | SITI RAHAYU | 0123456789,Cr,1250000.00,11250000.00',
  '04/02/2025 09:01:10,TRANSFER KE | BUDI SANTOSO | 0987654321,Db,287490.00,10962510.00',
  "04/02/2025 10:30:00,'=BI-FAST DARI BANK BCA RINA AYU LESTARI,Cr,500000.00,11462510.00",
  '',
].join('\r\n');

/** A QRIS merchant report saved by the portal as an HTML table named .xls, with Indonesian headers. */
export function qrisHtmlXls(): Buffer {
  const cells = (tag: string, values: string[]) => `<tr>${values.map((v) => `<${tag}>${v}</${tag}>`).join('')}</tr>`;
  return Buffer.from(
    [
      '<html><head><meta charset="utf-8"></head><body><table>',
      '<tr><td colspan="8">Laporan Transaksi QRIS</td></tr>',
      cells('td', ['Merchant', 'TOKO CONTOH']),
      cells('th', ['No', 'ID Transaksi', 'Tanggal Transaksi', 'Nominal', 'Status', 'Nama Pelanggan', 'Penerbit', 'RRN']),
      cells('td', ['1', 'QR2502040001', '04/02/2025 08:15:22', '150.000', 'SUKSES', 'SITI RAHAYU', 'DANA', '503412345678']),
      cells('td', ['2', 'QR2502040002', '04/02/2025 09:01:10', '1.250.000,00', 'GAGAL', 'BUDI SANTOSO', 'OVO', '503412345679']),
      cells('td', ['3', 'QR2502040003', '04/02/2025 10:30:00', '50.000', 'SUKSES', 'RINA AYU LESTARI', 'BCA MOBILE', '503412345680']),
      cells('td', ['', 'Total', '', '1.450.000', '', '', '', '']),
      '</table></body></html>',
    ].join('\n'),
  );
}

export const QRIS_CSV = [
  'Transaction ID,Transaction Date,Amount,Status,Customer Name,Issuer,RRN',
  'QR2502040001,04/02/2025 08:15:22,150000.00,SUKSES,SITI RAHAYU,DANA,503412345678',
  'QR2502040002,04/02/2025 09:01:10,1250000.00,GAGAL,BUDI SANTOSO,OVO,503412345679',
  'QR2502040003,04/02/2025 10:30:00,50000.00,SUKSES,RINA AYU LESTARI,BCA MOBILE,503412345680',
  '',
].join('\r\n');

/** The container Excel writes for a workbook with an open password: EncryptionInfo plus EncryptedPackage. */
export function passwordProtectedXlsx(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), Buffer.from('<?xml version="1.0"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"/>')]);
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', info);
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(256, 7));
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

/** A sheet that is a workbook but not a bank statement. */
export function otherXlsx(): Buffer {
  return workbook('Sheet1', sheetOf([['Nama', 'Alamat'], ['SITI', 'Jakarta']]), 'xlsx');
}

/** A QRIS merchant report of `rows` transactions: about 4.6 MB for 50,000, seconds of reading and converting. */
export function largeQrisXlsx(rows: number): Buffer {
  const table: Array<Array<string | number>> = [['ID Transaksi', 'Tanggal Transaksi', 'Nominal', 'Status', 'Nama Pelanggan', 'Penerbit', 'RRN']];
  for (let i = 0; i < rows; i += 1) table.push([`QR${String(i).padStart(10, '0')}`, '04/02/2025 08:15:22', 150_000 + i, 'SUKSES', 'SITI RAHAYU', 'DANA', String(503_412_345_678 + i)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'QRIS');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
