/** Data Bank (spec 03 §2, §5): what an akun bank may be, shared by the Data Bank page and the server. */
export const JENIS_TRANSAKSI = ['DEPO', 'WD'] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

export const JENIS_TRANSAKSI_LABELS: Record<JenisTransaksi, string> = { DEPO: 'Deposit', WD: 'Withdraw' };

export const AKUN_BANK_BANKS = ['BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY'] as const;
export type AkunBankBank = (typeof AKUN_BANK_BANKS)[number];

export const AKUN_BANK_BANK_LABELS: Record<AkunBankBank, string> = {
  BCA: 'BCA',
  BRI: 'BRI',
  MANDIRI: 'MANDIRI',
  BNI: 'BNI',
  CIMB: 'CIMB',
  OVO: 'OVO',
  DANA: 'DANA',
  LINKAJA: 'LinkAja',
  GOPAY: 'GoPay',
};

/** Jenis transaksi as the form sends it (trimmed, uppercased); null when it is neither DEPO nor WD. */
export function normalizeJenisTransaksi(text: string): JenisTransaksi | null {
  const upper = text.trim().toUpperCase();
  return (JENIS_TRANSAKSI as readonly string[]).includes(upper) ? (upper as JenisTransaksi) : null;
}

export function normalizeAkunBankBank(text: string): AkunBankBank | null {
  const upper = text.trim().toUpperCase();
  return (AKUN_BANK_BANKS as readonly string[]).includes(upper) ? (upper as AkunBankBank) : null;
}

/** The account number input keeps digits only. */
export function filterAkunBankNo(text: string): string {
  return text.replace(/\D/g, '');
}

export const AKUN_BANK_NO_MAX = 34;

export function isValidAkunBankNo(text: string): boolean {
  return /^\d+$/.test(text) && text.length <= AKUN_BANK_NO_MAX;
}
