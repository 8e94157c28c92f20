import type { AkunBankBank } from './akun-bank';
import type { Panel } from './website';

/**
 * The upload matrix (DESIGN §5, spec 02 §2): which stepwise choices of the Upload page lead to
 * which endpoint and parser, and what that upload needs. The page walks it to build its selects;
 * the server reads the same table to check what each endpoint accepts.
 */

export const UPLOAD_PROVIDERS = ['nexus', 'luxe'] as const;
export type UploadProvider = (typeof UPLOAD_PROVIDERS)[number];
export const UPLOAD_PROVIDER_LABELS: Record<UploadProvider, string> = { nexus: 'Nexus', luxe: 'Luxe' };
/** The website select of the Upload page lists only websites of the provider's panel. */
export const UPLOAD_PROVIDER_PANEL: Record<UploadProvider, Panel> = { nexus: 'NEXUS', luxe: 'LUXE' };

export const UPLOAD_TRANSACTION_TYPES = ['withdraw', 'deposit'] as const;
export type UploadTransactionType = (typeof UPLOAD_TRANSACTION_TYPES)[number];
export const UPLOAD_TRANSACTION_TYPE_LABELS: Record<UploadTransactionType, string> = { withdraw: 'Withdraw', deposit: 'Deposit' };

export const UPLOAD_TYPES = ['bo', 'bank-settlement'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_TYPE_LABELS: Record<UploadType, string> = { bo: 'Upload BO', 'bank-settlement': 'Bank Settlement' };

/** Luxe deposit BO comes as the standard export or the QRIS export. */
export const LUXE_DEPOSIT_MODES = ['deposit', 'deposit-qris'] as const;
export type LuxeDepositMode = (typeof LUXE_DEPOSIT_MODES)[number];
export const LUXE_DEPOSIT_MODE_LABELS: Record<LuxeDepositMode, string> = { deposit: 'Deposit', 'deposit-qris': 'Deposit (QRIS)' };

export const UPLOAD_CATEGORIES = ['bank', 'ewallet', 'qris', 'qris_solita', 'qrisexport', 'nexuspay', 'qris_luxe', 'manualbank'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

const CATEGORIES: Record<UploadProvider, Record<UploadTransactionType, readonly UploadCategory[]>> = {
  nexus: {
    deposit: ['bank', 'ewallet', 'qris', 'qris_solita', 'qrisexport', 'nexuspay', 'manualbank'],
    withdraw: ['bank', 'nexuspay', 'manualbank'],
  },
  luxe: {
    deposit: ['bank', 'ewallet', 'qris_luxe', 'manualbank'],
    withdraw: ['bank', 'manualbank'],
  },
};

/** The Upload Category choices for a provider and transaction type, in spec order. */
export function uploadCategories(provider: UploadProvider, transactionType: UploadTransactionType): readonly UploadCategory[] {
  return CATEGORIES[provider][transactionType];
}

export const SETTLEMENT_BANKS = ['bca', 'mandiri', 'bni-mobile', 'bni-internet', 'cimb'] as const;
export type SettlementBank = (typeof SETTLEMENT_BANKS)[number];
export const SETTLEMENT_BANK_LABELS: Record<SettlementBank, string> = {
  bca: 'BCA',
  mandiri: 'Mandiri',
  'bni-mobile': 'BNI Mobile',
  'bni-internet': 'BNI Internet Banking',
  cimb: 'CIMB',
};

export const MANUAL_BANKS = ['bri', 'mandiri-excel', 'ovo', 'dana', 'linkaja', 'gopay', 'qris'] as const;
export type ManualBank = (typeof MANUAL_BANKS)[number];
export const MANUAL_BANK_LABELS: Record<ManualBank, string> = {
  bri: 'BRI',
  'mandiri-excel': 'Mandiri (excel)',
  ovo: 'OVO',
  dana: 'DANA',
  linkaja: 'Link Aja',
  gopay: 'Gopay',
  qris: 'QRIS',
};

/** The `provider` form field of a manual upload (what libs/recon's manual parser reads). */
export const MANUAL_PROVIDER_VALUES: Record<ManualBank, string> = {
  bri: 'BRI',
  'mandiri-excel': 'MANDIRI',
  ovo: 'OVO',
  dana: 'DANA',
  linkaja: 'LINKAJA',
  gopay: 'GOPAY',
  qris: 'QRIS',
};

/** Manual QRIS has no corporate account to choose: name and number are both 'QRIS'. */
export const MANUAL_QRIS_ACCOUNT = { name: 'QRIS', number: 'QRIS' } as const;

const BANK_AKUN_TYPE: Record<SettlementBank | Exclude<ManualBank, 'qris'>, AkunBankBank> = {
  bca: 'BCA',
  mandiri: 'MANDIRI',
  'bni-mobile': 'BNI',
  'bni-internet': 'BNI',
  cimb: 'CIMB',
  bri: 'BRI',
  'mandiri-excel': 'MANDIRI',
  ovo: 'OVO',
  dana: 'DANA',
  linkaja: 'LINKAJA',
  gopay: 'GOPAY',
};

/** The bank type of the account lookup (akunbanklist): mandiri-excel → MANDIRI, bni-* → BNI; manual QRIS has none. */
export function akunBankTypeOf(bank: SettlementBank | ManualBank): AkunBankBank | null {
  return bank === 'qris' ? null : BANK_AKUN_TYPE[bank];
}

/** The 17 upload endpoints of spec 02 §7 (path after /api/), in spec order. */
export const UPLOAD_ENDPOINTS = [
  'mutasiupdepomanual',
  'mutasiupdepomdr',
  'mutasiupdepocimb',
  'nexuspay',
  'mutasiupdepoautotx',
  'mutasiupdepobca',
  'bowd',
  'mutasiupdepoqris',
  'mutasiupdepoqrissolita',
  'mutasiupdepoqrisexport',
  'mutasiupdepobnimobile',
  'mutasiupdepobniinternetbanking',
  'checkdata',
  'uploadboluxe',
  'uploadbowdluxe',
  'uploadqris',
  'mutasiupdepoqrisluxe',
] as const;
export type UploadEndpoint = (typeof UPLOAD_ENDPOINTS)[number];

export type UploadKind = 'statement' | 'bo-deposit' | 'bo-withdraw';

/** The corporate account an upload is tied to: chosen from the website's akun bank of that bank, or fixed. */
export type UploadAccountRule = { readonly kind: 'lookup'; readonly bank: AkunBankBank } | { readonly kind: 'fixed'; readonly name: string; readonly number: string };

/** What one complete choice uploads to and what it must send. */
export interface UploadTarget {
  endpoint: UploadEndpoint;
  /** `/api/<endpoint>` */
  path: string;
  /** The libs/recon parser id that reads the file. */
  parserId: string;
  kind: UploadKind;
  /** Names the file in messages and the tracking log, e.g. `BCA` or `Nexus` (for a Nexus BO file). */
  label: string;
  /** Website (form field `groups`) required; BO withdraw files name their website in the Brand/Site column. */
  needsWebsite: boolean;
  /**
   * The column where every row of the file names its website (BO withdraw: `Brand` for Nexus, `Site`
   * for Luxe), null when the file has none. Every row must name the website the file is stored under.
   */
  brandColumn: string | null;
  /** Tanggal Mutasi (form field `dates`) required: BCA and both BNI. */
  needsDate: boolean;
  account: UploadAccountRule | null;
  /** The `provider` form field of manual uploads, null otherwise. */
  manualProvider: string | null;
  /** Auto Tx Type select (single option 'auto') shown: e-wallet deposit. */
  autoTxType: boolean;
}

export interface UploadSelection {
  provider?: UploadProvider | null;
  transactionType?: UploadTransactionType | null;
  uploadType?: UploadType | null;
  depositMode?: LuxeDepositMode | null;
  category?: UploadCategory | null;
  bank?: string | null;
  manualBank?: string | null;
}

/** The next select the user still has to fill. */
export type UploadStep = 'provider' | 'transactionType' | 'uploadType' | 'depositMode' | 'category' | 'bank' | 'manualBank';

export type UploadResolution =
  | { status: 'ready'; target: UploadTarget }
  | { status: 'incomplete'; next: UploadStep }
  | { status: 'unknown'; message: 'Kombinasi BO tidak dikenali.' | 'Bank tidak dikenali.' | 'Bank manual tidak dikenali.' };

export const UNKNOWN_BO = 'Kombinasi BO tidak dikenali.';
export const UNKNOWN_BANK = 'Bank tidak dikenali.';
export const UNKNOWN_MANUAL_BANK = 'Bank manual tidak dikenali.';

type TargetSpec = Omit<UploadTarget, 'path' | 'needsWebsite' | 'brandColumn' | 'needsDate' | 'account' | 'manualProvider' | 'autoTxType'> & Partial<UploadTarget>;

function target(spec: TargetSpec): UploadTarget {
  return {
    path: `/api/${spec.endpoint}`,
    needsWebsite: true,
    brandColumn: null,
    needsDate: false,
    account: null,
    manualProvider: null,
    autoTxType: false,
    ...spec,
  };
}

const BO_TARGETS = {
  'nexus-deposit': target({ endpoint: 'checkdata', parserId: 'nexus-bo-deposit', kind: 'bo-deposit', label: 'Nexus' }),
  'nexus-withdraw': target({ endpoint: 'bowd', parserId: 'nexus-bo-withdraw', kind: 'bo-withdraw', label: 'Nexus', needsWebsite: false, brandColumn: 'Brand' }),
  'luxe-deposit': target({ endpoint: 'uploadboluxe', parserId: 'luxe-bo-deposit', kind: 'bo-deposit', label: 'Luxe' }),
  'luxe-deposit-qris': target({ endpoint: 'uploadqris', parserId: 'luxe-bo-qris', kind: 'bo-deposit', label: 'Luxe QRIS' }),
  'luxe-withdraw': target({ endpoint: 'uploadbowdluxe', parserId: 'luxe-bo-withdraw', kind: 'bo-withdraw', label: 'Luxe', needsWebsite: false, brandColumn: 'Site' }),
} as const;

const BANK_TARGETS: Record<SettlementBank, UploadTarget> = {
  bca: target({ endpoint: 'mutasiupdepobca', parserId: 'bca', kind: 'statement', label: 'BCA', needsDate: true, account: { kind: 'lookup', bank: 'BCA' } }),
  mandiri: target({ endpoint: 'mutasiupdepomdr', parserId: 'mandiri', kind: 'statement', label: 'Mandiri', account: { kind: 'lookup', bank: 'MANDIRI' } }),
  'bni-mobile': target({ endpoint: 'mutasiupdepobnimobile', parserId: 'bni-mobile', kind: 'statement', label: 'BNI Mobile', needsDate: true, account: { kind: 'lookup', bank: 'BNI' } }),
  'bni-internet': target({
    endpoint: 'mutasiupdepobniinternetbanking',
    parserId: 'bni-internet-banking',
    kind: 'statement',
    label: 'BNI Internet Banking',
    needsDate: true,
    account: { kind: 'lookup', bank: 'BNI' },
  }),
  cimb: target({ endpoint: 'mutasiupdepocimb', parserId: 'cimb', kind: 'statement', label: 'CIMB', account: { kind: 'lookup', bank: 'CIMB' } }),
};

function manualTarget(bank: ManualBank): UploadTarget {
  const akun = akunBankTypeOf(bank);
  return target({
    endpoint: 'mutasiupdepomanual',
    parserId: 'manual',
    kind: 'statement',
    label: `Manual ${MANUAL_BANK_LABELS[bank]}`,
    account: akun ? { kind: 'lookup', bank: akun } : { kind: 'fixed', ...MANUAL_QRIS_ACCOUNT },
    manualProvider: MANUAL_PROVIDER_VALUES[bank],
  });
}

const CATEGORY_TARGETS: Record<Exclude<UploadCategory, 'bank' | 'manualbank'>, UploadTarget> = {
  ewallet: target({ endpoint: 'mutasiupdepoautotx', parserId: 'ewallet-autotx', kind: 'statement', label: 'E-wallet auto TX', autoTxType: true }),
  qris: target({ endpoint: 'mutasiupdepoqris', parserId: 'qris', kind: 'statement', label: 'QRIS' }),
  qris_solita: target({ endpoint: 'mutasiupdepoqrissolita', parserId: 'qris-solita', kind: 'statement', label: 'QRIS Solita' }),
  qrisexport: target({ endpoint: 'mutasiupdepoqrisexport', parserId: 'qris-export', kind: 'statement', label: 'QRIS export' }),
  nexuspay: target({ endpoint: 'nexuspay', parserId: 'nexuspay', kind: 'statement', label: 'Nexus Pay' }),
  qris_luxe: target({ endpoint: 'mutasiupdepoqrisluxe', parserId: 'qris-luxe', kind: 'statement', label: 'QRIS Luxe' }),
};

function isOneOf<T extends string>(list: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as readonly string[]).includes(value);
}

function resolveBo(provider: UploadProvider, transactionType: UploadTransactionType, depositMode: LuxeDepositMode | null | undefined): UploadResolution {
  if (provider === 'nexus') return { status: 'ready', target: transactionType === 'deposit' ? BO_TARGETS['nexus-deposit'] : BO_TARGETS['nexus-withdraw'] };
  if (transactionType === 'withdraw') return { status: 'ready', target: BO_TARGETS['luxe-withdraw'] };
  if (depositMode === null || depositMode === undefined) return { status: 'incomplete', next: 'depositMode' };
  if (depositMode === 'deposit') return { status: 'ready', target: BO_TARGETS['luxe-deposit'] };
  if (depositMode === 'deposit-qris') return { status: 'ready', target: BO_TARGETS['luxe-deposit-qris'] };
  return { status: 'unknown', message: UNKNOWN_BO };
}

/**
 * Walks the stepwise choices in spec order: the first missing one is the next step, a value that is
 * not offered at its step makes the combination unknown (with the page's message for that step).
 */
export function resolveUpload(selection: UploadSelection): UploadResolution {
  const { provider, transactionType, uploadType } = selection;
  if (!provider) return { status: 'incomplete', next: 'provider' };
  if (!transactionType) return { status: 'incomplete', next: 'transactionType' };
  if (!uploadType) return { status: 'incomplete', next: 'uploadType' };
  if (!isOneOf(UPLOAD_PROVIDERS, provider) || !isOneOf(UPLOAD_TRANSACTION_TYPES, transactionType) || !isOneOf(UPLOAD_TYPES, uploadType)) {
    return { status: 'unknown', message: UNKNOWN_BO };
  }
  if (uploadType === 'bo') return resolveBo(provider, transactionType, selection.depositMode);

  const category = selection.category;
  if (!category) return { status: 'incomplete', next: 'category' };
  if (!uploadCategories(provider, transactionType).includes(category)) return { status: 'unknown', message: UNKNOWN_BO };
  if (category === 'bank') {
    if (!selection.bank) return { status: 'incomplete', next: 'bank' };
    return isOneOf(SETTLEMENT_BANKS, selection.bank) ? { status: 'ready', target: BANK_TARGETS[selection.bank] } : { status: 'unknown', message: UNKNOWN_BANK };
  }
  if (category === 'manualbank') {
    if (!selection.manualBank) return { status: 'incomplete', next: 'manualBank' };
    return isOneOf(MANUAL_BANKS, selection.manualBank) ? { status: 'ready', target: manualTarget(selection.manualBank) } : { status: 'unknown', message: UNKNOWN_MANUAL_BANK };
  }
  return { status: 'ready', target: CATEGORY_TARGETS[category] };
}

/** One complete choice and where it leads. */
export interface UploadRoute {
  selection: UploadSelection & { provider: UploadProvider; transactionType: UploadTransactionType; uploadType: UploadType };
  target: UploadTarget;
}

/** Every complete choice of the page, enumerated from the selects. */
export function allUploadRoutes(): UploadRoute[] {
  const routes: UploadRoute[] = [];
  const add = (selection: UploadRoute['selection']): void => {
    const resolution = resolveUpload(selection);
    if (resolution.status === 'ready') routes.push({ selection, target: resolution.target });
  };
  for (const provider of UPLOAD_PROVIDERS) {
    for (const transactionType of UPLOAD_TRANSACTION_TYPES) {
      const base = { provider, transactionType };
      if (provider === 'luxe' && transactionType === 'deposit') {
        for (const depositMode of LUXE_DEPOSIT_MODES) add({ ...base, uploadType: 'bo', depositMode });
      } else {
        add({ ...base, uploadType: 'bo' });
      }
      for (const category of uploadCategories(provider, transactionType)) {
        const settlement = { ...base, uploadType: 'bank-settlement' as const, category };
        if (category === 'bank') for (const bank of SETTLEMENT_BANKS) add({ ...settlement, bank });
        else if (category === 'manualbank') for (const manualBank of MANUAL_BANKS) add({ ...settlement, manualBank });
        else add(settlement);
      }
    }
  }
  return routes;
}

/** What an upload endpoint accepts, gathered from every choice that leads to it. */
export interface UploadEndpointRule {
  endpoint: UploadEndpoint;
  kind: UploadKind;
  parserId: string;
  /** Panels of the websites it takes (from the providers that reach it). */
  panels: readonly Panel[];
  /** Per panel, the transaction types it takes. */
  transactionTypes: Readonly<Partial<Record<Panel, readonly UploadTransactionType[]>>>;
  /** The targets behind it: one, or one per manual provider for mutasiupdepomanual. */
  targets: readonly UploadTarget[];
}

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/** The rules of every upload endpoint, derived from the matrix so page and server cannot disagree. */
export function uploadEndpointRules(): Record<UploadEndpoint, UploadEndpointRule> {
  const rules = new Map<UploadEndpoint, { kind: UploadKind; parserId: string; panels: Panel[]; transactionTypes: Partial<Record<Panel, UploadTransactionType[]>>; targets: UploadTarget[] }>();
  for (const { selection, target: found } of allUploadRoutes()) {
    const rule = rules.get(found.endpoint) ?? { kind: found.kind, parserId: found.parserId, panels: [], transactionTypes: {}, targets: [] };
    const panel = UPLOAD_PROVIDER_PANEL[selection.provider];
    pushUnique(rule.panels, panel);
    const types = rule.transactionTypes[panel] ?? [];
    pushUnique(types, selection.transactionType);
    rule.transactionTypes[panel] = types;
    if (!rule.targets.some((t) => t.manualProvider === found.manualProvider)) rule.targets.push(found);
    rules.set(found.endpoint, rule);
  }
  const result: Partial<Record<UploadEndpoint, UploadEndpointRule>> = {};
  for (const endpoint of UPLOAD_ENDPOINTS) {
    const rule = rules.get(endpoint);
    if (!rule) throw new Error(`No choice of the upload matrix leads to ${endpoint}.`);
    result[endpoint] = { endpoint, ...rule };
  }
  return result as Record<UploadEndpoint, UploadEndpointRule>;
}

/** The multipart form of every upload (spec 02 §3), shared by the page and the server. */
export const UPLOAD_FORM_FIELDS = {
  file: 'myfile',
  website: 'groups',
  date: 'dates',
  accountName: 'corporate_bank_name',
  accountNo: 'corporate_bank_no',
  manualProvider: 'provider',
  /** deposit or withdraw: which rows of a bank settlement statement are kept. */
  transactionType: 'transaction_type',
  autoTxType: 'auto_tx_type',
  createdBy: 'depo_created_by',
  editedBy: 'depo_edited_by',
} as const;

/** The largest file an upload or a conversion takes. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** One button of the template downloads page: the GET endpoint and the libs/recon parser whose template it serves. */
export interface TemplateDownload {
  button: string;
  path: string;
  parserId: string;
  /** The upload endpoint that takes the template back unchanged. */
  uploadEndpoint: UploadEndpoint;
}

/**
 * The ten buttons and nine GET endpoints of spec 02 §7. Auto QR is the automated QRIS export
 * (mutasiupdepoqrisexport); the QRIS button is the QRIS transaction export (mutasiupdepoqris);
 * Mandiri manual excel and BRI manual excel are both the manual template.
 */
export const TEMPLATE_DOWNLOADS: readonly TemplateDownload[] = [
  { button: 'BCA', path: '/api/templatemutasibankbca', parserId: 'bca', uploadEndpoint: 'mutasiupdepobca' },
  { button: 'BNI Internet Banking', path: '/api/templatemutasibankbniinternetbanking', parserId: 'bni-internet-banking', uploadEndpoint: 'mutasiupdepobniinternetbanking' },
  { button: 'BNI Mobile', path: '/api/templatemutasibankbnimobile', parserId: 'bni-mobile', uploadEndpoint: 'mutasiupdepobnimobile' },
  { button: 'Mandiri', path: '/api/templatemutasibankmandiri', parserId: 'mandiri', uploadEndpoint: 'mutasiupdepomdr' },
  { button: 'Mandiri manual excel', path: '/api/templatemutasimanual', parserId: 'manual', uploadEndpoint: 'mutasiupdepomanual' },
  { button: 'BRI manual excel', path: '/api/templatemutasimanual', parserId: 'manual', uploadEndpoint: 'mutasiupdepomanual' },
  { button: 'Auto QR', path: '/api/templatemutasiautoqr', parserId: 'qris-export', uploadEndpoint: 'mutasiupdepoqrisexport' },
  { button: 'Auto TX', path: '/api/templatemutasiautotx', parserId: 'ewallet-autotx', uploadEndpoint: 'mutasiupdepoautotx' },
  { button: 'Nexus Pay', path: '/api/templatemutasinexuspay', parserId: 'nexuspay', uploadEndpoint: 'nexuspay' },
  { button: 'QRIS', path: '/api/templatemutasiqris', parserId: 'qris', uploadEndpoint: 'mutasiupdepoqris' },
];
