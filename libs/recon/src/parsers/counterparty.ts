import type { Direction } from '../amount';

/** What a bank's description says about the other side of a transfer. */
export interface Counterparty {
  name: string | null;
  reference: string | null;
}

/** KlikBCA: `TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU` (amount and name sometimes glued). */
const BCA_EBANKING = /^TRSF E-BANKING (?:CR|DB) (\d{4}\/[A-Z0-9]+\/[A-Z0-9]+) +(?:\d[\d,]*\.\d{2})? *(.*)$/i;
/** KlikBCA interbank: `SWITCHING CR TRANSFER DR 014 BUDI SANTOSO`, `BI-FAST DB TRANSFER KE 008 SITI`. */
const BANK_CODE_FROM = /\bTRANSFER +DR +\d{3} +(.+)$/i;
const BANK_CODE_TO = /\bTRANSFER +KE +\d{3} +(.+)$/i;
/** BRImo: `NBMB SITI RAHAYU TO PT SUMBER JAYA`, sender first, receiver after TO. */
const BRI_MOBILE_FROM = /^NBMB +(.+?) +TO +/i;
const BRI_MOBILE_TO = /^NBMB +.+? +TO +(.+)$/i;
/** Mandiri, BNI, CIMB, BRI: `Transfer dari BANK BCA SITI RAHAYU`, `TRANSFER DARI | SITI RAHAYU`; `TRANSFER KE BUDI`. */
const FROM_NAME = /\b(?:DARI|FROM) +(?:\| *)?((?:(?! +(?:KE|TO) )[^|])+)/i;
const TO_NAME = /\b(?:KE|TO) +(?:\| *)?([^|]+)/i;

const PATTERNS: Record<Direction, readonly RegExp[]> = {
  CR: [BANK_CODE_FROM, BRI_MOBILE_FROM, FROM_NAME],
  DB: [BANK_CODE_TO, BRI_MOBILE_TO, TO_NAME],
};
/**
 * The bank the description puts before the sender: `BANK <word>` always, a bare bank name only
 * when it cannot be a person's name (MEGA, PERMATA and JAGO can).
 */
const LEADING_BANK =
  /^(?:BANK +\S+|BCA|BRI|BNI|BSI|BTN|BTPN|CIMB(?: NIAGA)?|OCBC(?: NISP)?|BJB|DKI|MANDIRI|DANAMON|MAYBANK|SEABANK|BUKOPIN|MUAMALAT|SINARMAS) +/i;
const LETTER = /[A-Z]/i;
const TRAILING_DIGITS = /(?: +\d+)+$/;

function nameOrNull(text: string | undefined): string | null {
  if (text === undefined) return null;
  const name = text.replace(LEADING_BANK, '').replace(TRAILING_DIGITS, '').trim();
  return LETTER.test(name) ? name : null;
}

/**
 * Reads the counterparty out of a statement description: the sender of a credit, the receiver of
 * a debit, and for KlikBCA e-banking the transfer code. Conservative: when no known pattern fits,
 * the name is null and the matcher still has the whole description to look in.
 */
export function counterpartyOf(description: string, direction: Direction): Counterparty {
  const ebanking = BCA_EBANKING.exec(description);
  if (ebanking) return { name: nameOrNull(ebanking[2]), reference: ebanking[1] ?? null };
  for (const pattern of PATTERNS[direction]) {
    const match = pattern.exec(description);
    if (match) return { name: nameOrNull(match[1]), reference: null };
  }
  return { name: null, reference: null };
}
