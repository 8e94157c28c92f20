import { BCA_TEMPLATE, parseBca } from './banks/bca';
import { BNI_INTERNET_TEMPLATE, BNI_MOBILE_TEMPLATE, parseBniInternet, parseBniMobile } from './banks/bni';
import { BRI_TEMPLATE, briOption } from './banks/bri';
import { CIMB_TEMPLATE, parseCimb } from './banks/cimb';
import { MANDIRI_TEMPLATE, parseMandiri } from './banks/mandiri';
import { LUXE_BO_DEPOSIT, LUXE_BO_QRIS, LUXE_BO_WITHDRAW, NEXUS_BO_DEPOSIT, NEXUS_BO_WITHDRAW, parseBoDeposit, parseBoWithdraw } from './bo';
import { EWALLET_AUTOTX, NEXUSPAY, QRIS, QRIS_EXPORT, QRIS_LUXE, QRIS_SOLITA, gatewayParser } from './gateways';
import { MANUAL_TEMPLATE, parseManual } from './manual';
import { parseTable } from './table';
import type { BoDepositRow, BoWithdrawRow, ContextField, CsvTemplate, ParseContext, ParseResult, MutasiRow } from './types';

export const PARSER_IDS = [
  'bca',
  'mandiri',
  'bni-mobile',
  'bni-internet-banking',
  'cimb',
  'bri',
  'manual',
  'ewallet-autotx',
  'qris',
  'qris-solita',
  'qris-export',
  'qris-luxe',
  'nexuspay',
  'nexus-bo-deposit',
  'nexus-bo-withdraw',
  'luxe-bo-deposit',
  'luxe-bo-qris',
  'luxe-bo-withdraw',
] as const;

export type ParserId = (typeof PARSER_IDS)[number];

interface ParserBase<Id extends ParserId> {
  id: Id;
  label: string;
  /** The upload route that takes this file (spec 02 §7), without `/api/`. */
  endpoint: string;
  /** Context fields the parser refuses to run without. */
  requires: readonly ContextField[];
  template: CsvTemplate;
}

export interface MutasiParser<Id extends ParserId = ParserId> extends ParserBase<Id> {
  kind: 'statement';
  parse(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow>;
}

export interface BoDepositParser<Id extends ParserId = ParserId> extends ParserBase<Id> {
  kind: 'bo-deposit';
  parse(bytes: Uint8Array, context: ParseContext): ParseResult<BoDepositRow>;
}

export interface BoWithdrawParser<Id extends ParserId = ParserId> extends ParserBase<Id> {
  kind: 'bo-withdraw';
  parse(bytes: Uint8Array, context: ParseContext): ParseResult<BoWithdrawRow>;
}

export type Parser = MutasiParser | BoDepositParser | BoWithdrawParser;

/**
 * Every file Checker reads, keyed by parser id: the upload endpoints pick their parser here and
 * the template downloads serve `template`. Each template's example row parses with this parser.
 */
export const PARSERS = {
  bca: {
    id: 'bca',
    label: 'BCA (KlikBCA / KlikBCA Bisnis)',
    kind: 'statement',
    endpoint: 'mutasiupdepobca',
    requires: ['mutasiDate'],
    template: BCA_TEMPLATE,
    parse: parseBca,
  },
  mandiri: {
    id: 'mandiri',
    label: "Mandiri (Livin' / MCM)",
    kind: 'statement',
    endpoint: 'mutasiupdepomdr',
    requires: [],
    template: MANDIRI_TEMPLATE,
    parse: parseMandiri,
  },
  'bni-mobile': {
    id: 'bni-mobile',
    label: 'BNI Mobile Banking',
    kind: 'statement',
    endpoint: 'mutasiupdepobnimobile',
    requires: [],
    template: BNI_MOBILE_TEMPLATE,
    parse: parseBniMobile,
  },
  'bni-internet-banking': {
    id: 'bni-internet-banking',
    label: 'BNI Internet Banking',
    kind: 'statement',
    endpoint: 'mutasiupdepobniinternetbanking',
    requires: [],
    template: BNI_INTERNET_TEMPLATE,
    parse: parseBniInternet,
  },
  cimb: {
    id: 'cimb',
    label: 'CIMB Niaga (CIMB Clicks)',
    kind: 'statement',
    endpoint: 'mutasiupdepocimb',
    requires: [],
    template: CIMB_TEMPLATE,
    parse: parseCimb,
  },
  bri: {
    id: 'bri',
    label: 'BRI (CMS / QLola / BRImo)',
    kind: 'statement',
    endpoint: 'mutasiupdepomanual',
    requires: [],
    template: BRI_TEMPLATE,
    parse: (bytes, context) => parseTable(bytes, 'BRI', [briOption(context)]),
  },
  manual: {
    id: 'manual',
    label: 'Manual (BRI, Mandiri excel, OVO, DANA, LinkAja, GoPay, QRIS)',
    kind: 'statement',
    endpoint: 'mutasiupdepomanual',
    requires: ['provider'],
    template: MANUAL_TEMPLATE,
    parse: parseManual,
  },
  'ewallet-autotx': {
    id: 'ewallet-autotx',
    label: 'E-wallet auto TX',
    kind: 'statement',
    endpoint: 'mutasiupdepoautotx',
    requires: [],
    template: EWALLET_AUTOTX.template,
    parse: gatewayParser(EWALLET_AUTOTX),
  },
  qris: {
    id: 'qris',
    label: 'QRIS',
    kind: 'statement',
    endpoint: 'mutasiupdepoqris',
    requires: [],
    template: QRIS.template,
    parse: gatewayParser(QRIS),
  },
  'qris-solita': {
    id: 'qris-solita',
    label: 'QRIS Solita',
    kind: 'statement',
    endpoint: 'mutasiupdepoqrissolita',
    requires: [],
    template: QRIS_SOLITA.template,
    parse: gatewayParser(QRIS_SOLITA),
  },
  'qris-export': {
    id: 'qris-export',
    label: 'QRIS export',
    kind: 'statement',
    endpoint: 'mutasiupdepoqrisexport',
    requires: [],
    template: QRIS_EXPORT.template,
    parse: gatewayParser(QRIS_EXPORT),
  },
  'qris-luxe': {
    id: 'qris-luxe',
    label: 'QRIS Luxe',
    kind: 'statement',
    endpoint: 'mutasiupdepoqrisluxe',
    requires: [],
    template: QRIS_LUXE.template,
    parse: gatewayParser(QRIS_LUXE),
  },
  nexuspay: {
    id: 'nexuspay',
    label: 'Nexus Pay',
    kind: 'statement',
    endpoint: 'nexuspay',
    requires: [],
    template: NEXUSPAY.template,
    parse: gatewayParser(NEXUSPAY),
  },
  'nexus-bo-deposit': {
    id: 'nexus-bo-deposit',
    label: 'Nexus deposit BO',
    kind: 'bo-deposit',
    endpoint: 'checkdata',
    requires: [],
    template: NEXUS_BO_DEPOSIT.template,
    parse: (bytes, _context) => parseBoDeposit(NEXUS_BO_DEPOSIT, bytes),
  },
  'nexus-bo-withdraw': {
    id: 'nexus-bo-withdraw',
    label: 'Nexus withdraw BO',
    kind: 'bo-withdraw',
    endpoint: 'bowd',
    requires: [],
    template: NEXUS_BO_WITHDRAW.template,
    parse: (bytes, _context) => parseBoWithdraw(NEXUS_BO_WITHDRAW, bytes),
  },
  'luxe-bo-deposit': {
    id: 'luxe-bo-deposit',
    label: 'Luxe deposit BO',
    kind: 'bo-deposit',
    endpoint: 'uploadboluxe',
    requires: [],
    template: LUXE_BO_DEPOSIT.template,
    parse: (bytes, _context) => parseBoDeposit(LUXE_BO_DEPOSIT, bytes),
  },
  'luxe-bo-qris': {
    id: 'luxe-bo-qris',
    label: 'Luxe QRIS deposit BO',
    kind: 'bo-deposit',
    endpoint: 'uploadqris',
    requires: [],
    template: LUXE_BO_QRIS.template,
    // The QRIS export has no payment type column: every row is a QRIS payment.
    parse: (bytes, _context) => parseBoDeposit(LUXE_BO_QRIS, bytes, { payment_type: 'QRIS' }),
  },
  'luxe-bo-withdraw': {
    id: 'luxe-bo-withdraw',
    label: 'Luxe withdraw BO',
    kind: 'bo-withdraw',
    endpoint: 'uploadbowdluxe',
    requires: [],
    template: LUXE_BO_WITHDRAW.template,
    parse: (bytes, _context) => parseBoWithdraw(LUXE_BO_WITHDRAW, bytes),
  },
} as const satisfies { [Id in ParserId]: (MutasiParser<Id> | BoDepositParser<Id> | BoWithdrawParser<Id>) };

/** The parser of an id as the untyped union, for code that holds an id read at run time. */
export function parserOf(id: ParserId): Parser {
  return PARSERS[id];
}

export function isParserId(text: string): text is ParserId {
  return (PARSER_IDS as readonly string[]).includes(text);
}
