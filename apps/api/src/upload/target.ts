import {
  UPLOAD_FORM_FIELDS,
  parseMonDate,
  toIsoDate,
  type CalendarDate,
  type Panel,
  type UploadEndpointRule,
  type UploadTarget,
  type UploadTransactionType,
} from '@checker/domain';
import { ReconError, manualProviderOf } from '@checker/recon';
import { invalidUpload } from './errors';

export interface ChosenTarget {
  target: UploadTarget;
  transactionType: UploadTransactionType;
}

const TRANSACTION_TYPE_WORDS: Record<string, UploadTransactionType> = {
  deposit: 'deposit',
  depo: 'deposit',
  withdraw: 'withdraw',
  wd: 'withdraw',
};

function allTransactionTypes(rule: UploadEndpointRule): UploadTransactionType[] {
  return [...new Set(Object.values(rule.transactionTypes).flat())];
}

function chooseTransactionType(rule: UploadEndpointRule, panel: Panel | null, raw: string | undefined): UploadTransactionType {
  if (rule.kind === 'bo-deposit') return 'deposit';
  if (rule.kind === 'bo-withdraw') return 'withdraw';
  const allowed = panel ? (rule.transactionTypes[panel] ?? []) : allTransactionTypes(rule);
  const field = UPLOAD_FORM_FIELDS.transactionType;
  if (raw === undefined || raw === '') {
    if (allowed.length === 1) return allowed[0] as UploadTransactionType;
    throw invalidUpload(`${field} is required for /api/${rule.endpoint}: deposit (keep the statement's credit rows) or withdraw (its debit rows).`);
  }
  const type = TRANSACTION_TYPE_WORDS[raw.toLowerCase()];
  if (!type) throw invalidUpload(`${field} must be deposit or withdraw, got ${JSON.stringify(raw)}.`);
  if (!allowed.includes(type)) {
    throw invalidUpload(`/api/${rule.endpoint} takes ${allowed.join(' and ')} uploads${panel ? ` for ${panel} websites` : ''}, not ${type}.`);
  }
  return type;
}

function chooseManualTarget(rule: UploadEndpointRule, raw: string | undefined): UploadTarget {
  let provider: string;
  try {
    provider = manualProviderOf(raw);
  } catch (error) {
    if (error instanceof ReconError) throw invalidUpload(`${UPLOAD_FORM_FIELDS.manualProvider}: ${error.message}`);
    throw error;
  }
  const target = rule.targets.find((t) => t.manualProvider === provider);
  if (!target) throw invalidUpload(`/api/${rule.endpoint} does not take the manual provider ${provider}.`);
  return target;
}

/**
 * Which matrix choice an upload is, from its endpoint, the website's panel (null while a BO
 * withdraw file has not named its website yet) and the form's transaction type and provider.
 */
export function chooseTarget(rule: UploadEndpointRule, panel: Panel | null, fields: ReadonlyMap<string, string>): ChosenTarget {
  if (panel && !rule.panels.includes(panel)) {
    throw invalidUpload(`/api/${rule.endpoint} takes files of ${rule.panels.join(' and ')} websites; this website is on the ${panel} panel.`);
  }
  const transactionType = chooseTransactionType(rule, panel, fields.get(UPLOAD_FORM_FIELDS.transactionType));
  const single = rule.targets.length === 1 ? rule.targets[0] : undefined;
  const target = single ?? chooseManualTarget(rule, fields.get(UPLOAD_FORM_FIELDS.manualProvider));
  return { target, transactionType };
}

/** The Tanggal Mutasi field: required where the matrix says so, and a real DD-Mon-YYYY date when sent. */
export function mutasiDateOf(target: UploadTarget, fields: ReadonlyMap<string, string>): CalendarDate | null {
  const field = UPLOAD_FORM_FIELDS.date;
  const raw = fields.get(field);
  if (raw === undefined || raw === '') {
    if (target.needsDate) throw invalidUpload(`${field} (Tanggal Mutasi, e.g. 05-Jan-2025) is required for ${target.label} statements.`);
    return null;
  }
  const date = parseMonDate(raw);
  if (!date) throw invalidUpload(`${field} must be a date like 05-Jan-2025, got ${JSON.stringify(raw)}.`);
  return date;
}

export function isoOrNull(date: CalendarDate | null): string | null {
  return date ? toIsoDate(date) : null;
}
