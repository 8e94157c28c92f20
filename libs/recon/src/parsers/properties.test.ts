import fc from 'fast-check';
import { PARSER_IDS, ReconError, parserOf, type ParseContext, type ParserId } from '../index';

const contexts: ParseContext[] = [
  { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 }, provider: 'BRI' },
  { websiteCode: 'WEB1', transactionType: 'withdraw', mutasiDate: { year: 2024, month: 12, day: 31 }, provider: 'OVO' },
];
const CSV_ALPHABET = [...',;\t"\'\n\r .-/:|=()0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\u00a0\u2212é\u0000'];
const BYTE_ORDER_MARKS = [[], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]];

function throwsOnlyReconError(id: ParserId, bytes: Uint8Array, context: ParseContext): void {
  try {
    parserOf(id).parse(bytes, context);
  } catch (error) {
    if (!(error instanceof ReconError)) throw error;
  }
}

interface Edit {
  at: number;
  kind: 'insert' | 'replace' | 'delete';
  char: string;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  return edits.reduce((current, { at, kind, char }) => {
    const index = current.length === 0 ? 0 : at % current.length;
    if (kind === 'insert') return current.slice(0, index) + char + current.slice(index);
    if (kind === 'replace') return current.slice(0, index) + char + current.slice(index + 1);
    return current.slice(0, index) + current.slice(index + 1);
  }, text);
}

const parserId = fc.constantFrom(...PARSER_IDS);
const context = fc.constantFrom(...contexts);

describe('every parser throws nothing but ReconError', () => {
  it('for arbitrary bytes, with or without a byte-order mark', () => {
    fc.assert(
      fc.property(parserId, context, fc.constantFrom(...BYTE_ORDER_MARKS), fc.uint8Array({ maxLength: 400 }), (id, ctx, mark, body) => {
        const bytes = new Uint8Array(mark.length + body.length);
        bytes.set(mark);
        bytes.set(body, mark.length);
        throwsOnlyReconError(id, bytes, ctx);
      }),
      { numRuns: 3000 },
    );
  });

  it('for arbitrary CSV-like text under the parser\'s own header', () => {
    const body = fc.string({ unit: fc.constantFrom(...CSV_ALPHABET), maxLength: 300 });
    fc.assert(
      fc.property(parserId, context, body, (id, ctx, text) => {
        const header = parserOf(id).template.csv.split('\r\n')[0] ?? '';
        throwsOnlyReconError(id, new TextEncoder().encode(`${header}\n${text}`), ctx);
      }),
      { numRuns: 3000 },
    );
  });

  it('for its template with a few characters changed', () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom<Edit['kind']>('insert', 'replace', 'delete'),
      char: fc.constantFrom(...CSV_ALPHABET),
    });
    fc.assert(
      fc.property(parserId, context, fc.array(edit, { minLength: 1, maxLength: 6 }), (id, ctx, edits) => {
        throwsOnlyReconError(id, new TextEncoder().encode(applyEdits(parserOf(id).template.csv, edits)), ctx);
      }),
      { numRuns: 5000 },
    );
  });
});
