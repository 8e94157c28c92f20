import { UPLOAD_ENDPOINTS } from '@checker/domain';
import { PARSERS, PARSER_IDS, isParserId, parserOf, type ParseContext, type ParserId } from '../index';

const context: ParseContext = {
  websiteCode: 'WEB1',
  transactionType: 'deposit',
  mutasiDate: { year: 2025, month: 2, day: 3 },
  provider: 'OVO',
};
const feb3 = { year: 2025, month: 2, day: 3 };

/** What each template's example row must read back as. */
const MUTASI_EXAMPLES: Partial<Record<ParserId, { amount: bigint; sender: string; reference: string | null; time?: string }>> = {
  bca: { amount: 15000000n, sender: 'SITI RAHAYU', reference: '0302/FTSCY/WS95031' },
  mandiri: { amount: 4192000n, sender: 'SITI RAHAYU', reference: null, time: '14:22:05' },
  'bni-mobile': { amount: 15000000n, sender: 'SITI RAHAYU', reference: null, time: '14:22:05' },
  'bni-internet-banking': { amount: 15000000n, sender: 'SDR SITI RAHAYU', reference: null },
  cimb: { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'CIMB2502030001', time: '14:22:00' },
  bri: { amount: 15000000n, sender: 'SITI RAHAYU', reference: null, time: '14:22:05' },
  manual: { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'OVO2502030001', time: '14:22:05' },
  'ewallet-autotx': { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'EW2502030001', time: '14:22:05' },
  qris: { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'QR2502030001', time: '14:22:05' },
  'qris-solita': { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'SOL2502030001', time: '14:22:05' },
  'qris-export': { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'INV/2025/02/0001', time: '14:22:00' },
  'qris-luxe': { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'LXQ2502030001', time: '14:22:05' },
  nexuspay: { amount: 15000000n, sender: 'SITI RAHAYU', reference: 'NP2502030001', time: '14:22:05' },
};

describe('the parser registry', () => {
  it('lists every id once, under its own key', () => {
    expect(Object.keys(PARSERS).sort()).toEqual([...PARSER_IDS].sort());
    for (const id of PARSER_IDS) expect(parserOf(id).id).toBe(id);
    expect(isParserId('bca')).toBe(true);
    expect(isParserId('bcaa')).toBe(false);
  });

  // The upload endpoints of spec 02 §7 (libs/domain's upload matrix): every one has a parser.
  it('covers every upload endpoint of the spec and no other', () => {
    expect(UPLOAD_ENDPOINTS).toHaveLength(17);
    expect([...new Set(PARSER_IDS.map((id) => PARSERS[id].endpoint))].sort()).toEqual([...UPLOAD_ENDPOINTS].sort());
  });

  it('gives each template its own .csv file name', () => {
    const names = PARSER_IDS.map((id) => PARSERS[id].template.fileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.endsWith('.csv'))).toBe(true);
  });

  it.each(PARSER_IDS.filter((id) => PARSERS[id].kind === 'statement'))('the %s template reads back as its example row', (id) => {
    const parser = parserOf(id);
    if (parser.kind !== 'statement') throw new Error(`${id} is not a statement parser`);
    const result = parser.parse(new TextEncoder().encode(parser.template.csv), context);
    const expected = MUTASI_EXAMPLES[id];
    expect(result.rows).toHaveLength(1);
    expect(result.skipped).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      date: feb3,
      amountCents: expected?.amount,
      direction: 'CR',
      senderName: expected?.sender,
      reference: expected?.reference,
      pending: false,
    });
    expect(result.rows[0]?.time).toBe(expected?.time);
  });

  it.each([
    ['nexus-bo-deposit', 'DP123456', 'siti88'],
    ['luxe-bo-deposit', 'LXD123456', 'siti88'],
    ['luxe-bo-qris', 'LXQ123456', 'siti88'],
  ] as const)('the %s template reads back as its example row', (id, ticket, user) => {
    const parser = PARSERS[id];
    const result = parser.parse(new TextEncoder().encode(parser.template.csv), context);
    expect(result.rows).toHaveLength(1);
    expect(result.warnings).toEqual([]);
    expect(result.rows[0]).toMatchObject({ line: 2, ticket_no: ticket, user_name: user, full_name: 'SITI RAHAYU', depo_amount: 15000000n, req_date: { date: feb3, time: '14:20:11' } });
  });

  it.each([
    ['nexus-bo-withdraw', 'WD123456'],
    ['luxe-bo-withdraw', 'LXW123456'],
  ] as const)('the %s template reads back as its example row', (id, ticket) => {
    const parser = PARSERS[id];
    const result = parser.parse(new TextEncoder().encode(parser.template.csv), context);
    expect(result.rows).toHaveLength(1);
    expect(result.warnings).toEqual([]);
    expect(result.rows[0]).toMatchObject({ line: 2, wd_ticket_no: ticket, wd_username: 'budi77', wd_fullname: 'BUDI SANTOSO', wd_amount: 28749000n, wd_last_balance: 125000000n, wd_app_date: { date: feb3, time: '15:10:00' } });
  });

  it('names the context each parser needs', () => {
    expect(PARSER_IDS.filter((id) => PARSERS[id].requires.length > 0).map((id) => [id, PARSERS[id].requires])).toEqual([
      ['bca', ['mutasiDate']],
      ['manual', ['provider']],
    ]);
  });
});
