import { formatMessage, saidText } from '@checker/domain';
import { PARSERS, ReconError, type ParseContext, type ReconErrorCode } from '../index';

const deposit: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 } };
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const BCA_HEADER = 'Tanggal,Keterangan,Cabang,Jumlah,,Saldo';

function refusal(run: () => unknown): ReconError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReconError) return error;
    throw error;
  }
  throw new Error('expected a ReconError');
}

const bca = (text: string, context: ParseContext = deposit): ReconError => refusal(() => PARSERS.bca.parse(utf8(text), context));

describe('refusing a file that is not a CSV', () => {
  it.each<[string, Uint8Array, ReconErrorCode, string]>([
    ['no bytes', new Uint8Array(), 'FILE_EMPTY', 'The file is empty.'],
    ['only blank lines', utf8(' \r\n\r\n\t\n'), 'FILE_EMPTY', 'The file is empty.'],
    ['only a byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf]), 'FILE_EMPTY', 'The file is empty.'],
    ['NUL bytes', utf8(`${BCA_HEADER}\n'03/02,A\u0000B,'0000,1.00,CR,\n`), 'FILE_BINARY', 'The file is not a CSV text file: line 2 holds the binary character NUL (a binary file, or UTF-16 text without a byte-order mark).'],
    ['an .xlsx renamed .csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 'FILE_BINARY', 'The file is not a CSV text file: line 1 holds the binary character U+0003.'],
    ['invalid UTF-8', new Uint8Array([0x54, 0x61, 0xff, 0x67, 0x0a]), 'FILE_NOT_TEXT', 'The file is not UTF-8 text: save it as "CSV UTF-8" (or Unicode text with a byte-order mark) and upload again.'],
    ['UTF-16 with an odd byte count', new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42]), 'FILE_NOT_TEXT', 'The file starts with a UTF-16LE byte-order mark but is not valid UTF-16LE text.'],
  ])('refuses %s', (_, bytes, code, message) => {
    const error = refusal(() => PARSERS.bca.parse(bytes, deposit));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});

describe('refusing a wrong header or delimiter', () => {
  it('lists the expected columns when no header is found', () => {
    const error = bca('Date,Text,Amount\n03/02,SETORAN,1.00\n');
    expect(error.code).toBe('HEADER_MISSING');
    expect(error.message).toBe('No BCA header found in the first 100 lines. Expected a header row like KlikBCA: Tanggal,Keterangan,Cabang,Jumlah,,Saldo.');
  });

  it('lists every accepted layout of a bank that has several', () => {
    const error = refusal(() => PARSERS.mandiri.parse(utf8('Tanggal,Uraian,Nominal\n'), deposit));
    expect(error.message).toBe(
      "No Mandiri header found in the first 100 lines. Expected a header row like Mandiri Livin': No,Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo; Mandiri MCM: Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit.",
    );
  });

  it('names the missing columns of a header that is nearly right', () => {
    const error = bca('Tanggal,Keterangan,Cabang,Saldo\n');
    expect(error.code).toBe('HEADER_INCOMPLETE');
    expect(error.message).toBe('Line 1 looks like a KlikBCA header but lacks "Jumlah". Expected the columns Tanggal,Keterangan,Cabang,Jumlah,,Saldo.');
    expect(error.location).toEqual({ line: 1 });
  });

  it('refuses a BO export that lacks its amount column', () => {
    const error = refusal(() => PARSERS['nexus-bo-deposit'].parse(utf8('Ticket No,Request Date,Approve Date,Username,Full Name,Status\n'), deposit));
    expect(error.message).toBe(
      'Line 1 looks like a Nexus deposit BO header but lacks "Amount". Expected the columns Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref.',
    );
  });

  it('refuses a header separated by something other than comma, semicolon or tab', () => {
    const error = bca("Tanggal|Keterangan|Cabang|Jumlah||Saldo\n'03/02|SETORAN|'0000|1.00|CR|\n");
    expect(error.code).toBe('DELIMITER_UNSUPPORTED');
    expect(error.message).toBe('Line 1 is a BCA header whose columns are separated by "|"; use comma, semicolon or tab.');
  });

  it('refuses rows that use another delimiter than the header', () => {
    const error = bca(`${BCA_HEADER}\n'03/02;SETORAN;'0000;1.00;CR;\n`);
    expect(error.code).toBe('ROW_SHAPE');
    expect(error.message).toBe('Line 2 has 1 column where the header has 6 columns: the rows must be separated by "," like the header.');
  });

  it('refuses a row whose unquoted comma adds a column', () => {
    const error = bca(`${BCA_HEADER}\n'03/02,SETORAN,'0000,1,000.00,CR,5.00\n`);
    expect(error.message).toBe('Line 2 has 7 columns where the header has 6 columns: a cell that contains "," must be quoted.');
  });

  it('refuses more than 10,000 columns', () => {
    const error = bca(`${BCA_HEADER}\n${'x,'.repeat(10_000)}x\n`);
    expect(error.code).toBe('TOO_MANY_COLUMNS');
    expect(error.message).toBe('Line 2 has 10.001 columns; a file may have at most 10.000.');
  });

  it('refuses an unclosed quote, naming the line where it opens', () => {
    const error = bca(`${BCA_HEADER}\n'03/02,SETORAN,'0000,1.00,CR,\n'03/02,"SETORAN TUNAI,'0000,1.00,CR,\n'03/02,SETORAN,'0000,1.00,CR,\n`);
    expect(error.code).toBe('QUOTE_UNCLOSED');
    expect(error.message).toBe('Line 3: a cell opens a quote (") that is never closed.');
  });

  it('refuses text after a closing quote', () => {
    const error = bca(`${BCA_HEADER}\n'03/02,"SETORAN" TUNAI",'0000,1.00,CR,\n`);
    expect(error.code).toBe('QUOTE_MALFORMED');
    expect(error.message).toBe('Line 2: a quoted cell has text after its closing quote; a quote inside a cell is written "".');
  });
});

describe('refusing a bad row with its line and column', () => {
  const preamble = ['No. Rekening,=,\'1234567890', 'Nama,=,PT SUMBER JAYA', 'Mata Uang,=,IDR', '', BCA_HEADER];
  const rows = Array.from({ length: 8 }, (_, index) => `'03/02/2025,SETORAN ${index},'0000,1.00,CR,`);

  it('says which cell is not an amount', () => {
    const error = bca([...preamble, ...rows, "'03/02/2025,SETORAN,'0000,12a,CR,"].join('\r\n'));
    expect(error.message).toBe('Line 14, column "Jumlah": "12a" is not an amount.');
    expect(error.code).toBe('AMOUNT_MALFORMED');
    expect(error.location).toEqual({ line: 14, column: 'Jumlah' });
  });

  it.each<[string, string, ReconErrorCode]>([
    ["'31/02/2025,SETORAN,'0000,1.00,CR,", 'Line 2, column "Tanggal": "31/02/2025" is not a real date.', 'DATE_INVALID'],
    ["'3 Feb,SETORAN,'0000,1.00,CR,", 'Line 2, column "Tanggal": "3 Feb" is not a date in the form DD/MM, DD/MM/YYYY or PEND.', 'DATE_MALFORMED'],
    ["'29/02,SETORAN,'0000,1.00,CR,", 'Line 2, column "Tanggal": "29/02" does not fall near the Tanggal Mutasi 03-Feb-2025.', 'DATE_INVALID'],
    ["'03/02,SETORAN,'0000,,CR,", 'Line 2, column "Jumlah": the amount is empty.', 'AMOUNT_EMPTY'],
    ["'03/02,SETORAN,'0000,1.0001,CR,", 'Line 2, column "Jumlah": "1.0001" has more than 2 decimals.', 'AMOUNT_TOO_MANY_DECIMALS'],
    ["'03/02,SETORAN,'0000,-1.00,CR,", 'Line 2, column "Jumlah": "-1.00" must not be negative.', 'CELL_INVALID'],
    ["'03/02,SETORAN,'0000,1.00,XX,", 'Line 2, column 5 (CR/DB): "XX" is not CR or DB.', 'CELL_INVALID'],
    ["'03/02,SETORAN,'0000,1.00 DB,CR,", 'Line 2, column 5 (CR/DB): says CR but "Jumlah" says DB.', 'CELL_INVALID'],
    ["'03/02,SETORAN,'0000,1.00,CR,1.2.3", 'Line 2, column "Saldo": "1.2.3" is not an amount.', 'AMOUNT_MALFORMED'],
  ])('refuses %j', (row, message, code) => {
    const error = bca(`${BCA_HEADER}\n${row}\n`);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it('refuses a row that moves money both ways', () => {
    const error = refusal(() => PARSERS['bni-internet-banking'].parse(utf8('Tanggal,Keterangan,Debit,Kredit,Saldo\n03/02/2025,X,1.00,2.00,\n'), deposit));
    expect(error.message).toBe('Line 2: both "Debit" (1.00) and "Kredit" (2.00) hold an amount; a row moves money one way.');
  });

  it('refuses a Livin\' continuation row with no transaction before it', () => {
    const error = refusal(() => PARSERS.mandiri.parse(utf8('No,Tanggal,Keterangan,Dana Masuk (IDR),Dana Keluar (IDR),Saldo (IDR)\n,14:22:05 WIB,SITI,,,\n'), deposit));
    expect(error.message).toBe('Line 2: continues a transaction, but no transaction row comes before it.');
  });

  it('refuses a BCA statement without the Tanggal Mutasi', () => {
    const error = bca(PARSERS.bca.template.csv, { websiteCode: 'WEB1', transactionType: 'deposit' });
    expect(error.code).toBe('CONTEXT_MISSING');
    expect(error.message).toBe('Tanggal Mutasi is required to read a BCA statement.');
  });
});

describe('refusing a broken balance chain', () => {
  const briHeader = 'ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI';

  it('checks opening − debit + credit = closing on every BRI row', () => {
    const text = `${briHeader}\n1,0341,2025-02-03,2025-02-03,08:00:00,1,X,1000000.00,0.00,150000.00,1150000.00\n2,0341,2025-02-03,2025-02-03,09:00:00,2,Y,1150000.00,287490.00,0.00,872510.00\n`;
    const error = refusal(() => PARSERS.bri.parse(utf8(text), deposit));
    expect(error.code).toBe('BALANCE_MISMATCH');
    expect(error.message).toBe('Line 3, column "SALDO_AKHIR_MUTASI": 872.510,00 is not SALDO_AWAL_MUTASI 1.150.000,00 − MUTASI_DEBET + MUTASI_KREDIT = 862.510,00.');
    expect(error.location).toEqual({ line: 3, column: 'SALDO_AKHIR_MUTASI' });
  });

  it('checks a running balance across rows of both directions', () => {
    const text = 'Tanggal,Keterangan,Debit,Kredit,Saldo\n03/02/2025,A,,"100,000.00","1,100,000.00"\n03/02/2025,B,"50,000.00",,"1,050,000.00"\n03/02/2025,C,,"25,000.00","1,080,000.00"\n';
    const error = refusal(() => PARSERS['bni-internet-banking'].parse(utf8(text), deposit));
    expect(error.message).toBe(
      'Line 4, column "Saldo": the balance 1.080.000,00 does not follow from the balance 1.050.000,00 on line 3 and the amounts since (expected 1.075.000,00).',
    );
  });

  it('checks the KlikBCA running balance, leaving PEND rows out of it', () => {
    const text = `${BCA_HEADER}\n'03/02,A,'0000,100.00,CR,1100.00\n'PEND,B,'0000,5.00,CR,0.00\n'03/02,C,'0000,50.00,DB,1060.00\n`;
    expect(bca(text).message).toBe('Line 4, column "Saldo": the balance 1.060,00 does not follow from the balance 1.100,00 on line 2 and the amounts since (expected 1.050,00).');
  });

  it('checks the KlikBCA footer adds up', () => {
    const text = `${BCA_HEADER}\n'03/02,A,'0000,100.00,CR,1100.00\nSaldo Awal,=,1000.00\nMutasi Kredit,=,100.00,1\nMutasi Debet,=,0.00,0\nSaldo Akhir,=,1200.00\n`;
    expect(bca(text).message).toBe('Line 6: Saldo Akhir 1.200,00 is not Saldo Awal 1.000,00 + Kredit 100,00 − Debet 0,00 = 1.100,00.');
  });

  it('only warns when the footer total differs from the rows', () => {
    const text = `${BCA_HEADER}\n'03/02,A,'0000,100.00,CR,1100.00\nSaldo Awal,=,1000.00\nMutasi Kredit,=,150.00,1\nMutasi Debet,=,50.00,0\nSaldo Akhir,=,1100.00\n`;
    expect(PARSERS.bca.parse(utf8(text), deposit).warnings.map((warning) => saidText('en', warning))).toEqual([
      'Footer line 4: Kredit 150,00 differs from the rows\' total 100,00.',
      'Footer line 5: Debet 50,00 differs from the rows\' total 0,00.',
    ]);
  });
});

describe('what is not refused', () => {
  it('reads a header-only file as no rows, with a warning', () => {
    const result = PARSERS.bca.parse(utf8(`${BCA_HEADER}\n`), deposit);
    expect(result.rows).toEqual([]);
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['The file has no credit rows to store for a deposit account (0 debit rows read).']);
  });

  it('skips a header repeated inside the table', () => {
    const result = PARSERS.bca.parse(utf8(`${BCA_HEADER}\n'03/02,A,'0000,100.00,CR,\n${BCA_HEADER}\n'03/02,B,'0000,5.00,CR,\n`), deposit);
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    expect(result.skipped).toEqual([{ line: 3, reason: 'repeated header' }]);
  });

  it('counts lines through a quoted cell that spans two lines', () => {
    const result = PARSERS.bca.parse(utf8(`${BCA_HEADER}\n'03/02,"SETORAN\nTUNAI",'0000,100.00,CR,\n'03/02,B,'0000,5.00,CR,\n`), deposit);
    expect(result.rows.map((row) => [row.line, row.description])).toEqual([
      [2, 'SETORAN TUNAI'],
      [4, 'B'],
    ]);
  });
});

describe('a refusal in the catalogue', () => {
  it('says a recon. message whose English text is the message, and which reads in Indonesian too', () => {
    const error = bca(`${BCA_HEADER}\n'03/02,SETORAN TUNAI,'0000,"12,3456",CR,\n`);
    expect(error.message).toBe('Line 2, column "Jumlah": "12,3456" has more than 2 decimals.');
    expect(error.said.key).toBe('recon.cell.at');
    expect(formatMessage('en', error.said.key, error.said.values)).toBe(error.message);
    const indonesian = formatMessage('id-ID', error.said.key, error.said.values);
    expect(indonesian).not.toBe(error.message);
    expect(indonesian).toBe('Baris 2, kolom "Jumlah": "12,3456" punya lebih dari 2 angka desimal.');
  });

  it('names the whole file in Indonesian as well', () => {
    const error = refusal(() => PARSERS.bca.parse(new Uint8Array(), deposit));
    expect(error.said).toEqual({ key: 'recon.file.empty' });
    expect(formatMessage('id-ID', error.said.key, error.said.values)).toBe('File kosong.');
  });
});
