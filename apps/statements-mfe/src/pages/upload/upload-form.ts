import { answerWith } from '@checker/domain';
import {
  formatMonDate,
  normalizeWebsiteCode,
  LUXE_DEPOSIT_MODES,
  UPLOAD_CATEGORIES,
  UPLOAD_FORM_FIELDS,
  UPLOAD_PROVIDERS,
  UPLOAD_TRANSACTION_TYPES,
  UPLOAD_TYPES,
  type CalendarDate,
  type LuxeDepositMode,
  type MessageKey,
  type UploadCategory,
  type UploadProvider,
  type UploadResolution,
  type UploadStep,
  type UploadTarget,
  type UploadTransactionType,
  type UploadType,
} from '@checker/domain';
import type { UploadOutcome, UploadReply } from '@checker/api';
import { formatCount, websiteLabel, type Notice, type Text, type WebsiteChoice } from '@checker/ui';

/** How the Upload Category select names the matrix categories. */
export function uploadCategoryLabels(text: Text): Record<UploadCategory, string> {
  return Object.fromEntries(UPLOAD_CATEGORIES.map((category) => [category, text(`statements.upload.category.${category}`)])) as Record<UploadCategory, string>;
}

/** The page's words for the upload matrix's message of an unknown combination (spec 02 §2). */
const UNKNOWN_COMBINATION: Record<Extract<UploadResolution, { status: 'unknown' }>['message'], MessageKey> = {
  'Kombinasi BO tidak dikenali.': 'statements.upload.unknown.bo',
  'Bank tidak dikenali.': 'statements.upload.unknown.bank',
  'Bank manual tidak dikenali.': 'statements.upload.unknown.manualBank',
};

/** The message of an unknown combination in the chosen language. */
export function unknownCombinationText(resolution: Extract<UploadResolution, { status: 'unknown' }>, text: Text): string {
  return text(UNKNOWN_COMBINATION[resolution.message]);
}

/** Spec 02 §5: a .csv by type or by name. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** Everything the user picks on the Upload page, in the order of its selects (spec 02 §2). */
export interface UploadChoices {
  provider: UploadProvider | null;
  transactionType: UploadTransactionType | null;
  uploadType: UploadType | null;
  depositMode: LuxeDepositMode | null;
  category: UploadCategory | null;
  /** A settlement bank (category bank); any other text is a bank the matrix does not know. */
  bank: string | null;
  /** A manual bank (category manualbank); any other text is one the matrix does not know. */
  manualBank: string | null;
  /** The chosen website's id (a non-ADMIN's only website is chosen for them). */
  website: number | null;
  /** The akun bank chosen in the account select; null also when the only one is taken automatically. */
  accountId: number | null;
  date: CalendarDate | null;
  autoTxType: 'auto' | null;
}

export type ChoiceField = keyof UploadChoices;

/** The selects in page order: choosing one resets every field after it. */
export const CHOICE_ORDER: readonly ChoiceField[] = [
  'provider',
  'transactionType',
  'uploadType',
  'depositMode',
  'category',
  'bank',
  'manualBank',
  'website',
  'accountId',
  'date',
  'autoTxType',
];

/** The empty form: Tanggal Mutasi defaults to today, Auto Tx Type to its single option. */
export function initialChoices(today: CalendarDate): UploadChoices {
  return {
    provider: null,
    transactionType: null,
    uploadType: null,
    depositMode: null,
    category: null,
    bank: null,
    manualBank: null,
    website: null,
    accountId: null,
    date: today,
    autoTxType: 'auto',
  };
}

/** Sets one field and puts every later field back to its initial value. */
export function choose<F extends ChoiceField>(choices: UploadChoices, field: F, value: UploadChoices[F], today: CalendarDate): UploadChoices {
  const initial = initialChoices(today);
  const next: UploadChoices = { ...choices, [field]: value };
  for (const later of CHOICE_ORDER.slice(CHOICE_ORDER.indexOf(field) + 1)) {
    Object.assign(next, { [later]: initial[later] });
  }
  return next;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A combination preset by a link (/upload?provider=nexus&type=deposit&upload=bank-settlement&category=bank&bank=bca).
 * Values outside their lists are dropped, except the bank, which is kept so the page can say it is unknown.
 */
export function choicesFromSearch(search: URLSearchParams, today: CalendarDate): UploadChoices {
  const choices = initialChoices(today);
  const category = oneOf(UPLOAD_CATEGORIES, search.get('category'));
  const bank = search.get('bank');
  return {
    ...choices,
    provider: oneOf(UPLOAD_PROVIDERS, search.get('provider')),
    transactionType: oneOf(UPLOAD_TRANSACTION_TYPES, search.get('type')),
    uploadType: oneOf(UPLOAD_TYPES, search.get('upload')),
    depositMode: oneOf(LUXE_DEPOSIT_MODES, search.get('mode')),
    category,
    bank: category === 'bank' ? bank : null,
    manualBank: category === 'manualbank' ? bank : null,
  };
}

/** What the page knows when Submit Upload is pressed. */
export interface UploadCheck {
  file: File | null;
  choices: UploadChoices;
  resolution: UploadResolution;
  /** Code of the website the upload goes to. */
  website: string | null;
  /** The account select has a value (chosen or the only one). */
  accountChosen: boolean;
  /** That account's name and number, or manual QRIS' fixed ones; null when it cannot be resolved. */
  account: { name: string; number: string } | null;
  /** account_id of the token, null when the token could not be read. */
  tokenAccountId: number | null;
}

const STEP_FIELDS: Record<Exclude<UploadStep, 'provider' | 'depositMode'>, MessageKey> = {
  transactionType: 'statements.upload.field.transactionType',
  uploadType: 'statements.upload.field.uploadType',
  category: 'statements.upload.field.category',
  bank: 'statements.upload.field.bank',
  manualBank: 'statements.upload.field.manualBank',
};

/**
 * The first reason the upload cannot go, in the order of spec 02 §5; null when it can. Steps the
 * spec gives no message for are asked for in the words of its provider message.
 */
export function uploadProblem(check: UploadCheck, text: Text): string | null {
  const { choices, resolution, website } = check;
  if (!check.file) return text('statements.upload.need.file');
  if (!choices.provider) return text('statements.upload.need.provider');
  if (resolution.status === 'unknown') return unknownCombinationText(resolution, text);
  if (resolution.status === 'incomplete' && resolution.next !== 'provider' && resolution.next !== 'depositMode') {
    return text('statements.upload.need.step', { field: text(STEP_FIELDS[resolution.next]) });
  }
  const target = resolution.status === 'ready' ? resolution.target : null;
  if (choices.category === 'bank' && !website) return text('statements.upload.need.website');
  const isBca = target?.endpoint === 'mutasiupdepobca';
  if (target?.account?.kind === 'lookup' && (!check.accountChosen || (!check.account && !isBca))) return text('statements.upload.need.account');
  if (isBca && !check.account) return text('statements.upload.need.bcaAccount');
  if (isBca && !choices.date) return text('statements.upload.need.bcaDate');
  if (choices.category === 'qris_luxe' && !website) return text('statements.upload.need.qrisLuxeWebsite');
  if (resolution.status === 'incomplete') return text('statements.upload.need.depositMode');
  if (target?.endpoint === 'uploadqris' && !website) return text('statements.upload.need.qrisBoWebsite');
  if (target?.needsWebsite && !website) return text('statements.upload.need.website');
  if (check.tokenAccountId === null) return text('statements.upload.need.tokenAccount');
  return null;
}

export interface UploadRequest {
  file: File;
  target: UploadTarget;
  transactionType: UploadTransactionType;
  website: string | null;
  account: { name: string; number: string } | null;
  date: CalendarDate | null;
  tokenAccountId: number;
}

/** The multipart form the upload endpoints read (UPLOAD_FORM_FIELDS, apps/api ingest/upload-form). */
export function uploadFormData(request: UploadRequest): FormData {
  const { target } = request;
  const form = new FormData();
  const fields = UPLOAD_FORM_FIELDS;
  if (request.website) form.append(fields.website, request.website);
  if (target.needsDate && request.date) form.append(fields.date, formatMonDate(request.date));
  if (request.account) {
    form.append(fields.accountName, request.account.name);
    form.append(fields.accountNo, request.account.number);
  }
  if (target.manualProvider) form.append(fields.manualProvider, target.manualProvider);
  form.append(fields.transactionType, request.transactionType);
  if (target.autoTxType) form.append(fields.autoTxType, 'auto');
  form.append(fields.createdBy, String(request.tokenAccountId));
  form.append(fields.editedBy, String(request.tokenAccountId));
  // The file goes last so every field has arrived when the server starts reading it.
  form.append(fields.file, request.file, request.file.name);
  return form;
}

/**
 * What the checker did after an upload (issue 16), from the answer's counts: the BO rows it proved in
 * this upload's run (a credit of the file may prove an earlier day's row), then the pending BO rows and
 * unclaimed statement rows of the dates the file touched, which include rows stored there before, hence
 * 'di tanggal terkait'. Null when the answer carries no counts.
 */
export function checkerCountsText(body: Pick<UploadReply, 'auto_approved' | 'bo_pending' | 'mutasi_unclaimed'>, text: Text): string | null {
  const { auto_approved: proved, bo_pending: pending, mutasi_unclaimed: unclaimed } = body;
  if (typeof proved !== 'number' || typeof pending !== 'number' || typeof unclaimed !== 'number') return null;
  return text('statements.upload.result.counts', { proved: formatCount(proved), pending: formatCount(pending), unclaimed: formatCount(unclaimed) });
}

/** What the reader saw in the file and stored anyway, a line each in the user's language (the English texts from a server that sends no keys). */
export function uploadWarningLines(body: Pick<UploadReply, 'warnings' | 'warning_messages'>, text: Text): string[] {
  const said = Array.isArray(body.warning_messages) ? body.warning_messages.map((warning) => answerWith(text, warning)) : null;
  const lines = said ?? (Array.isArray(body.warnings) ? body.warnings : []);
  return lines.filter((line): line is string => typeof line === 'string' && line !== '');
}

/**
 * The result line of spec 02 §8 for an upload's answer, followed on the same line by what the checker
 * did; under it, the website the rows went to when the server names it, and what the file reader warned
 * about (a stored file with warnings shows as a warning, so a differing footer total is not read as all well).
 */
export function uploadResultNotice(outcome: UploadOutcome, target: Pick<UploadTarget, 'label'>, text: Text): Notice {
  const { httpStatus, body } = outcome;
  if (httpStatus < 200 || httpStatus >= 300 || body === null) {
    const message = answerWith(text, body)?.trim();
    return { type: 'error', text: text('statements.upload.result.failed', { message: message || text('statements.upload.result.unknownError') }) };
  }
  const warnings = uploadWarningLines(body, text);
  const detailLines = [
    ...(typeof body.website === 'string' && body.website !== '' ? [text('statements.upload.result.website', { website: body.website })] : []),
    ...(warnings.length > 0 ? [text('statements.upload.result.warnings', { count: warnings.length }), ...warnings.map((warning) => `• ${warning}`)] : []),
  ];
  const detail = detailLines.length > 0 ? { detail: detailLines.join('\n') } : {};
  const stored = (type: 'success' | 'info', line: string): Notice => ({ type: warnings.length > 0 ? 'warning' : type, text: line, ...detail });
  const entries = Array.isArray(body.data) ? body.data : [];
  if (body.status === true) return stored('info', text('statements.upload.result.exists', { date: answerWith(text, entries[0]) || '-' }));
  if (body.status === false) {
    const only = answerWith(text, entries[0]);
    const message = entries.length <= 1 && only ? only : text('statements.upload.result.added', { count: entries.length });
    const counts = checkerCountsText(body, text);
    return stored('success', counts ? text('statements.upload.result.okWithCounts', { message, counts }) : text('statements.upload.result.ok', { message }));
  }
  return stored('success', text('statements.upload.result.uploaded', { label: target.label }));
}

/** The delimiters the server's parsers accept (libs/recon parsers/table.ts). */
const CSV_DELIMITERS = [',', ';', '\t'] as const;

/** One CSV line's cells: `"` quotes a cell, `""` inside it is a quote. */
function csvCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line.charAt(i);
    if (quoted && char === '"' && line.charAt(i + 1) === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

/**
 * The cell under `column` (its header compared trimmed, any case) in the first row after the header,
 * trimmed; null when no line heads that column or no row follows. Reads the start of a file for the
 * confirmation dialog, so a bank preamble before the header is skipped like the server skips it.
 */
export function firstCellUnder(text: string, column: string): string | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const wanted = column.toLowerCase();
  for (const [index, line] of lines.entries()) {
    for (const delimiter of CSV_DELIMITERS) {
      const at = csvCells(line, delimiter).findIndex((cell) => cell.trim().toLowerCase() === wanted);
      if (at < 0) continue;
      const row = lines.slice(index + 1).find((next) => next.trim() !== '');
      return row === undefined ? null : (csvCells(row, delimiter)[at] ?? '').trim();
    }
  }
  return null;
}

/**
 * The dialog's Website for an ADMIN's upload without a website select: the website the file's first
 * row names in `column` (`brand`: undefined while the file is read, null when it names none), among
 * the provider's websites (`panelName`, e.g. Nexus).
 */
export function brandWebsiteText(column: string, brand: string | null | undefined, websites: readonly WebsiteChoice[], panelName: string, text: Text): string {
  if (!brand) return text('statements.upload.brand.reading', { column });
  const named = websites.find((website) => website.website_code === normalizeWebsiteCode(brand));
  return named ? text('statements.upload.brand.named', { website: websiteLabel(named), column }) : text('statements.upload.brand.other', { brand, column, panel: panelName });
}

/** The start of a file the dialog reads: the header and first row of any BO export fit many times over. */
const SAMPLE_BYTES = 64 * 1024;

/** `firstCellUnder` of a chosen file's start; null when it cannot be read. */
export function readFirstCell(file: Blob, column: string): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = typeof reader.result === 'string' ? reader.result : '';
      // A sample cut inside a line must not be read as a whole row.
      const complete = file.size > SAMPLE_BYTES ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
      resolve(firstCellUnder(complete, column));
    };
    reader.onerror = () => resolve(null);
    reader.readAsText(file.slice(0, SAMPLE_BYTES));
  });
}
