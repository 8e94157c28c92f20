import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import {
  UPLOAD_ENDPOINTS,
  UPLOAD_FORM_FIELDS,
  formatIsoAsMonDate,
  normalizeWebsiteCode,
  said,
  saidFields,
  uploadEndpointRules,
  type Said,
  type UploadEndpointRule,
  type UploadTarget,
  type UploadTransactionType,
} from '@checker/domain';
import { UPLOAD_ROUTES, type UploadAnswer } from '@checker/domain/schemas';
import { ReconError, isParserId, quoteCell, type ParseContext, type ParserId } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode, type Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { badRequest, conflict, type HttpError } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import { assertWebsiteScope, findWebsite, reachableWebsite, type WebsiteRow } from '../http/website-scope';
import { analyzeAfterLoad, storeUpload } from '../upload/store';
import type { StoredUpload, UploadAccount } from '../upload/store-steps';
import type { BrandCell, BrandSummary } from '../upload/parse';
import { chooseTarget, isoOrNull, mutasiDateOf } from '../upload/target';
import { UPLOAD_TEXT_FIELDS, readUploadForm, registerMultipart, type UploadForm } from '../upload/upload-form';
import type { ParsedFile } from '../upload/workers';
import type { Services } from '../services';

/** Bulk loads this large get fresh planner statistics right away (PGlite has no autovacuum). */
const ANALYZE_AFTER_ROWS = 10_000;

/** ANALYZE after the answer: the uploader does not wait for it, and a failure only costs plan quality. */
function refreshStatistics(services: Services, table: string): void {
  analyzeAfterLoad(services.db, table).catch((error: unknown) => console.error(`ANALYZE ${table} after an upload failed:`, error instanceof Error ? error.message : error));
}

interface AkunBankMatch {
  id: number;
  name: string;
  number: string;
  status: boolean;
}

async function uploadAccount(q: Queryable, website: WebsiteRow, target: UploadTarget, transactionType: UploadTransactionType, fields: ReadonlyMap<string, string>): Promise<UploadAccount | null> {
  const rule = target.account;
  if (!rule) return null;
  if (rule.kind === 'fixed') return { akunBankId: null, bank: rule.name, name: rule.name, number: rule.number };
  const field = UPLOAD_FORM_FIELDS.accountNo;
  const number = fields.get(field) ?? '';
  if (number === '') throw badRequest(said('server.upload.accountRequired', { field, bank: rule.bank, code: website.code }));
  const jenis = transactionType === 'deposit' ? 'DEPO' : 'WD';
  const found = await q.query<AkunBankMatch>('SELECT id, name, number, status FROM akun_bank WHERE website_id = $1 AND bank = $2 AND jenis_transaksi = $3 AND number = $4', [
    website.id,
    rule.bank,
    jenis,
    number,
  ]);
  const row = found.rows[0];
  if (!row) throw badRequest(said('server.upload.accountUnknown', { bank: rule.bank, number, jenis, code: website.code }));
  if (!row.status) throw badRequest(said('server.upload.accountInactive', { bank: rule.bank, number, jenis, code: website.code }));
  return { akunBankId: row.id, bank: rule.bank, name: row.name, number: row.number };
}

/** The website named by `groups`; a CHECKER's own website when it is absent. */
async function formWebsite(q: Queryable, caller: SignedIn, fields: ReadonlyMap<string, string>): Promise<WebsiteRow | null> {
  const ref = fields.get(UPLOAD_FORM_FIELDS.website);
  if (ref) return reachableWebsite(q, caller, ref);
  if (caller.account_role !== 'ADMIN' && caller.account_website !== null) return reachableWebsite(q, caller, caller.account_website);
  return null;
}

/**
 * A Brand/Site cell that does not name `expected`, the website the file's rows would be stored under;
 * `namedOn`: the line that named it, when the file chose the website.
 */
function notWebsite(cell: BrandCell, column: string, expected: string, namedOn?: number): HttpError {
  const where = { line: cell.line, column, website: expected };
  if (cell.text === '') {
    return badRequest(namedOn === undefined ? said('server.upload.brandEmpty', where) : said('server.upload.brandEmptyNamed', { ...where, firstLine: namedOn }));
  }
  const named = { ...where, cell: quoteCell(cell.text) };
  return badRequest(namedOn === undefined ? said('server.upload.brandOther', named) : said('server.upload.brandOtherNamed', { ...named, firstLine: namedOn }));
}

/**
 * A BO withdraw file names each row's website in its Brand/Site column: every row must name the
 * website the rows are stored under, whoever uploads it, so nobody files another website's
 * withdrawals under their own. That website is `chosen` (groups, or a CHECKER's own); without one
 * (an ADMIN sending no groups) it is the one the file names.
 */
async function websiteOfFile(q: Queryable, caller: SignedIn, brand: BrandSummary, column: string, chosen: WebsiteRow | null): Promise<WebsiteRow> {
  const { first, other } = brand;
  if (chosen) {
    const wrong = normalizeWebsiteCode(first.text) === chosen.code ? other : first;
    if (wrong) throw notWebsite(wrong, column, chosen.code);
    return chosen;
  }
  const code = normalizeWebsiteCode(first.text);
  if (code === '') throw badRequest(said('server.upload.brandMissing', { line: first.line, column, field: UPLOAD_FORM_FIELDS.website }));
  const website = await findWebsite(q, code);
  if (!website) throw badRequest(said('server.upload.brandUnknown', { line: first.line, column, cell: quoteCell(first.text) }));
  if (other) throw notWebsite(other, column, website.code, first.line);
  assertWebsiteScope(caller, website);
  return website;
}

async function parseOrRefuse(services: Services, parserId: ParserId, form: UploadForm, context: ParseContext): Promise<ParsedFile> {
  try {
    return await services.uploadWorker.parse(parserId, form.bytes, context);
  } catch (error) {
    if (error instanceof ReconError) throw badRequest(error.said);
    throw error;
  }
}

function noRowsMessage(parsed: ParsedFile, target: UploadTarget, transactionType: UploadTransactionType): Said {
  if (target.kind !== 'statement') return said('server.upload.noRows', { label: target.label, what: parsed.table.what });
  const counts = { other: parsed.otherDirection, skipped: parsed.skipped };
  return said(transactionType === 'deposit' ? 'server.upload.noCreditRows' : 'server.upload.noDebitRows', counts);
}

/** The file's dates when it added nothing (spec 02 §8 'Data sudah ada untuk tanggal {message or -}'): one day, or the first s/d the last. */
function alreadyStored(isoDates: readonly string[]): Said {
  const first = isoDates[0];
  const last = isoDates[isoDates.length - 1];
  if (first === undefined || last === undefined) return said('server.upload.alreadyDay', { date: '-' });
  if (first === last) return said('server.upload.alreadyDay', { date: formatIsoAsMonDate(first) });
  return said('server.upload.alreadyDays', { from: formatIsoAsMonDate(first), to: formatIsoAsMonDate(last) });
}

/** Spec 02 §8 '{n} data berhasil ditambahkan.', with the rows that were there already and those deleted before. */
function added(result: StoredUpload): Said {
  const counts = { inserted: result.inserted, existing: result.existing, withheld: result.withheld };
  if (result.existing > 0 && result.withheld > 0) return said('server.upload.addedExistingWithheld', counts);
  if (result.existing > 0) return said('server.upload.addedExisting', { inserted: counts.inserted, existing: counts.existing });
  if (result.withheld > 0) return said('server.upload.addedWithheld', { inserted: counts.inserted, withheld: counts.withheld });
  return said('server.upload.added', { inserted: counts.inserted });
}

function answer(result: StoredUpload, parsed: ParsedFile, website: WebsiteRow): UploadAnswer {
  const warnings = parsed.warnings.map(saidFields);
  const details = {
    upload_id: result.uploadId,
    layout: parsed.layout,
    rows: result.rowCount,
    inserted: result.inserted,
    existing: result.existing,
    deleted_before: result.withheld,
    skipped: parsed.skipped,
    other_direction: parsed.otherDirection,
    warnings: warnings.map((warning) => warning.message),
    warning_messages: warnings,
    auto_approved: result.matching.approved,
    bo_pending: result.matching.pending,
    mutasi_unclaimed: result.matching.unclaimed,
    website: website.code,
  };
  if (result.inserted === 0 && result.withheld === 0) return { status: true, data: [saidFields(alreadyStored(result.dates))], ...details };
  return { status: false, data: [saidFields(added(result))], ...details };
}

async function upload(services: Services, caller: SignedIn, rule: UploadEndpointRule, parserId: ParserId, form: UploadForm): Promise<UploadAnswer> {
  const { db } = services;
  const { fields } = form;
  let website = await formWebsite(db, caller, fields);
  let { target, transactionType } = chooseTarget(rule, website?.panel ?? null, fields);
  if (!website && target.needsWebsite) throw badRequest(said('server.upload.websiteRequired', { field: UPLOAD_FORM_FIELDS.website, label: target.label }));
  const mutasiDate = mutasiDateOf(target, fields);
  const account = website ? await uploadAccount(db, website, target, transactionType, fields) : null;
  const context: ParseContext = {
    websiteCode: website?.code ?? '',
    transactionType,
    ...(mutasiDate ? { mutasiDate } : {}),
    ...(account ? { corporateAccount: { name: account.name, number: account.number } } : {}),
    ...(target.manualProvider ? { provider: target.manualProvider } : {}),
  };
  // The parse takes the bytes (UploadWorker): their size is read first.
  const byteSize = form.bytes.length;
  const parsed = await parseOrRefuse(services, parserId, form, context);
  try {
    if (parsed.count === 0) throw badRequest(noRowsMessage(parsed, target, transactionType));
    if (parsed.brand) {
      const chosen = website;
      website = await websiteOfFile(db, caller, parsed.brand, target.brandColumn ?? 'Brand/Site', chosen);
      if (!chosen) ({ target, transactionType } = chooseTarget(rule, website.panel, fields));
    }
    if (!website) throw badRequest(said('server.upload.websiteRequired', { field: UPLOAD_FORM_FIELDS.website, label: target.label }));
    const record = {
      websiteId: website.id,
      parserId,
      kind: target.kind,
      endpoint: target.endpoint,
      transactionType,
      sourceKey: [parserId, account?.number ?? '', target.manualProvider ?? ''].join(':'),
      layout: parsed.layout,
      fileName: form.fileName,
      byteSize,
      mutasiDate: isoOrNull(mutasiDate),
      account,
      manualProvider: target.manualProvider,
      label: target.label,
    };
    const code = website.code;
    const result = await storeUpload(db, record, parsed, caller).catch((error: unknown) => {
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(said('server.upload.websiteRemoved', { code }));
      throw error;
    });
    if (result.inserted >= ANALYZE_AFTER_ROWS) refreshStatistics(services, parsed.table.name);
    return answer(result, parsed, website);
  } finally {
    parsed.release();
  }
}

/**
 * The 17 upload endpoints of spec 02 §7, one per matrix endpoint (libs/domain upload-matrix).
 * Access: ADMIN and CHECKER (CHECKER only for their own website). Multipart: `myfile` (.csv, at
 * most 20 MB) and the form fields of spec 02 §3.
 */
export function uploadRoutes(services: Services): FastifyPluginAsync {
  const rules = uploadEndpointRules();
  return async (fastify) => {
    await registerMultipart(fastify);
    fastify.addHook('onClose', () => services.uploadWorker.close());
    const app = typedRoutes(fastify);
    for (const endpoint of UPLOAD_ENDPOINTS) {
      const rule = rules[endpoint];
      const parserId = rule.parserId;
      if (!isParserId(parserId)) throw new Error(`The upload matrix names parser ${parserId} for /api/${endpoint}, which libs/recon does not have.`);
      app.post(`/api/${endpoint}`, { config: { access: { roles: STAFF_ROLES }, form: true }, schema: UPLOAD_ROUTES.upload }, async (request) => {
        const caller = signedIn(request);
        const form = await readUploadForm(request, ['.csv'], UPLOAD_TEXT_FIELDS);
        return upload(services, caller, rule, parserId, form);
      });
    }
  };
}
