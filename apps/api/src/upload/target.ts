import {
  UPLOAD_FORM_FIELDS,
  parseMonDate,
  said,
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
    throw invalidUpload(said('server.upload.typeRequired', { field, endpoint: rule.endpoint }));
  }
  const type = TRANSACTION_TYPE_WORDS[raw.toLowerCase()];
  if (!type) throw invalidUpload(said('server.upload.typeInvalid', { field, raw: JSON.stringify(raw) }));
  if (!allowed.includes(type)) {
    const taken = { endpoint: rule.endpoint, allowed: allowed.join(' and '), type };
    throw invalidUpload(panel ? said('server.upload.typeNotTakenPanel', { ...taken, panel }) : said('server.upload.typeNotTaken', taken));
  }
  return type;
}

function chooseManualTarget(rule: UploadEndpointRule, raw: string | undefined): UploadTarget {
  let provider: string;
  try {
    provider = manualProviderOf(raw);
  } catch (error) {
    if (error instanceof ReconError) throw invalidUpload(said('server.upload.providerInvalid', { field: UPLOAD_FORM_FIELDS.manualProvider, reason: error.said }));
    throw error;
  }
  const target = rule.targets.find((t) => t.manualProvider === provider);
  if (!target) throw invalidUpload(said('server.upload.providerNotTaken', { endpoint: rule.endpoint, provider }));
  return target;
}

/**
 * Which matrix choice an upload is, from its endpoint, the website's panel (null while a BO
 * withdraw file has not named its website yet) and the form's transaction type and provider.
 */
export function chooseTarget(rule: UploadEndpointRule, panel: Panel | null, fields: ReadonlyMap<string, string>): ChosenTarget {
  if (panel && !rule.panels.includes(panel)) {
    throw invalidUpload(said('server.upload.panelNotTaken', { endpoint: rule.endpoint, panels: rule.panels.join(' and '), panel }));
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
    if (target.needsDate) throw invalidUpload(said('server.upload.dateRequired', { field, label: target.label }));
    return null;
  }
  const date = parseMonDate(raw);
  if (!date) throw invalidUpload(said('server.upload.dateInvalid', { field, raw: JSON.stringify(raw) }));
  return date;
}

export function isoOrNull(date: CalendarDate | null): string | null {
  return date ? toIsoDate(date) : null;
}
