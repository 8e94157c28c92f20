import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { Alert, Button, Col, Flex, Form, Modal, Row, Typography } from 'antd';
import { useClaims } from '@checker/auth/react';
import { useAkunBankOptionsQuery, useUploadWithProgress, useWebsitesQuery, skipToken } from '@checker/api';
import {
  formatMonDate,
  jakartaToday,
  LUXE_DEPOSIT_MODE_LABELS,
  LUXE_DEPOSIT_MODES,
  MANUAL_BANK_LABELS,
  MANUAL_BANKS,
  normalizePanel,
  resolveUpload,
  SETTLEMENT_BANK_LABELS,
  SETTLEMENT_BANKS,
  toIsoDate,
  UPLOAD_PROVIDER_LABELS,
  UPLOAD_PROVIDER_PANEL,
  UPLOAD_PROVIDERS,
  UPLOAD_TRANSACTION_TYPE_LABELS,
  UPLOAD_TRANSACTION_TYPES,
  UPLOAD_TYPE_LABELS,
  UPLOAD_TYPES,
  uploadCategories,
  type CalendarDate,
} from '@checker/domain';
import { EMPTY_CELL, NoticeBanner, useNotice, useText, websiteLabel, websitesInScope } from '@checker/ui';
import { DatePicker, Descriptions, Progress, Select, WebsiteSelect, PageCard } from '@checker/ui/pages';
import { FileDropZone } from '../../components/FileDropZone';
import {
  brandWebsiteText,
  choicesFromSearch,
  choose,
  initialChoices,
  isCsvFile,
  readFirstCell,
  unknownCombinationText,
  uploadCategoryLabels,
  uploadFormData,
  uploadProblem,
  uploadResultNotice,
  type ChoiceField,
  type UploadChoices,
} from './upload-form';
import { UploadHistory } from './UploadHistory';
import { useUploadHistory } from './useUploadHistory';
import { useUploadProgress } from './useUploadProgress';

function toDayjs(date: CalendarDate | null) {
  return date ? dayjs(toIsoDate(date)) : null;
}

function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item label={label} htmlFor={id} style={{ marginBottom: 12 }}>
        {children}
      </Form.Item>
    </Col>
  );
}

interface CellRead {
  file: File;
  column: string;
  text: string | null;
}

/** The first row's cell under `column` of the chosen file (readFirstCell): undefined until read, null when it has none. */
function useFirstCell(file: File | null, column: string | null): string | null | undefined {
  const [read, setRead] = useState<CellRead | null>(null);
  useEffect(() => {
    if (!file || !column) return undefined;
    let current = true;
    void readFirstCell(file, column).then((text) => {
      if (current) setRead({ file, column, text });
    });
    return () => {
      current = false;
    };
  }, [file, column]);
  return read && read.file === file && read.column === column ? read.text : undefined;
}

/** Upload (/upload): stepwise selects driven by the upload matrix, a .csv drop zone, confirmation, progress and the result (spec 02 §2–§8), and the session's recent results (Riwayat upload). */
export default function UploadPage() {
  const claims = useClaims();
  const [searchParams] = useSearchParams();
  const [choices, setChoices] = useState<UploadChoices>(() => choicesFromSearch(searchParams, jakartaToday()));
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { notice, show } = useNotice();
  const progress = useUploadProgress();
  const upload = useUploadWithProgress();
  const history = useUploadHistory();
  const text = useText();
  const categoryLabels = uploadCategoryLabels(text);
  const placeholder = (name: string) => text('statements.upload.choose', { field: name });

  const pick = <F extends ChoiceField>(field: F, value: UploadChoices[F] | undefined) => setChoices((current) => choose(current, field, value ?? null, jakartaToday()));
  const pickWebsite = useCallback((websiteId: number | null) => setChoices((current) => choose(current, 'website', websiteId, jakartaToday())), []);

  const resolution = resolveUpload(choices);
  const target = resolution.status === 'ready' ? resolution.target : null;
  const isAdmin = claims?.account_role === 'ADMIN';

  const { data: websites } = useWebsitesQuery();
  const panel = choices.provider ? UPLOAD_PROVIDER_PANEL[choices.provider] : null;
  const panelWebsites = (websites ?? []).filter((w) => normalizePanel(w.website_panel) === panel);
  const chosenWebsite = target?.needsWebsite ? websitesInScope(claims, panelWebsites).find((w) => w.website_id === choices.website) : undefined;
  const website = chosenWebsite?.website_code ?? null;

  const accountRule = target?.account ?? null;
  const { currentData: accounts, isFetching: accountsLoading } = useAkunBankOptionsQuery(
    accountRule?.kind === 'lookup' && website && choices.transactionType
      ? { websiteCode: website, bankType: accountRule.bank, depoOrWd: choices.transactionType === 'deposit' ? 'depo' : 'wd' }
      : skipToken,
  );
  const accountOptions = accountRule?.kind === 'lookup' && website ? (accounts ?? []) : [];
  const accountId = choices.accountId ?? (accountOptions.length === 1 ? (accountOptions[0]?.akun_bank_id ?? null) : null);
  const chosenAccount = accountOptions.find((a) => a.akun_bank_id === accountId);
  const account =
    accountRule?.kind === 'fixed' ? { name: accountRule.name, number: accountRule.number } : chosenAccount ? { name: chosenAccount.akun_bank_name, number: chosenAccount.akun_bank_no } : null;

  const areaOpen = target !== null && (!target.needsWebsite || website !== null);

  // Without a website select (BO withdraw) the server stores the file under a non-ADMIN's own
  // website, and under the website its Brand/Site column names for an ADMIN: the dialog says which.
  const brandColumn = target && !target.needsWebsite ? target.brandColumn : null;
  const fileBrand = useFirstCell(isAdmin ? file : null, brandColumn);
  const websiteSummary = (): string => {
    if (!brandColumn) return chosenWebsite ? websiteLabel(chosenWebsite) : EMPTY_CELL;
    if (isAdmin) return brandWebsiteText(brandColumn, fileBrand, panelWebsites, choices.provider ? UPLOAD_PROVIDER_LABELS[choices.provider] : '', text);
    const own = websitesInScope(claims, websites ?? [])[0];
    return own ? websiteLabel(own) : text('statements.upload.ownWebsite');
  };

  const submit = () => {
    const problem = uploadProblem({
      file,
      choices,
      resolution,
      website,
      accountChosen: accountRule?.kind === 'fixed' || accountId !== null,
      account,
      tokenAccountId: claims?.account_id ?? null,
    }, text);
    if (problem) show('error', problem);
    else setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    const tokenAccountId = claims?.account_id;
    if (!target || !file || !choices.transactionType || tokenAccountId === undefined) return;
    setUploading(true);
    progress.start();
    const form = uploadFormData({ file, target, transactionType: choices.transactionType, website, account, date: choices.date, tokenAccountId });
    const outcome = await upload(target.path, form, progress.report);
    progress.finish();
    setUploading(false);
    const result = uploadResultNotice(outcome, target, text);
    show(result.type, result.text, result.detail);
    const what = [target.label, UPLOAD_TRANSACTION_TYPE_LABELS[choices.transactionType], website].filter(Boolean).join(' · ');
    history.add({ at: new Date().toISOString(), fileName: file.name, label: target.label, what, outcome });
    // A refused file keeps the form so the user can fix the file and send it again.
    if (result.type !== 'error') {
      setChoices(initialChoices(jakartaToday()));
      setFile(null);
    }
  };

  const bankLabel =
    choices.category === 'bank'
      ? (SETTLEMENT_BANK_LABELS[choices.bank as keyof typeof SETTLEMENT_BANK_LABELS] ?? choices.bank)
      : choices.category === 'manualbank'
        ? (MANUAL_BANK_LABELS[choices.manualBank as keyof typeof MANUAL_BANK_LABELS] ?? choices.manualBank)
        : null;
  const field = {
    provider: text('statements.upload.field.provider'),
    transactionType: text('statements.upload.field.transactionType'),
    uploadType: text('statements.upload.field.uploadType'),
    depositMode: text('statements.upload.field.depositMode'),
    category: text('statements.upload.field.category'),
    bank: text('statements.upload.field.bank'),
    manualBank: text('statements.upload.field.manualBank'),
    website: text('statements.upload.field.website'),
    account: text('statements.upload.field.account'),
    date: text('statements.upload.field.date'),
    autoTxType: text('statements.upload.field.autoTxType'),
    file: text('statements.upload.field.file'),
  };
  const summary = [
    { key: 'provider', label: field.provider, children: choices.provider ? UPLOAD_PROVIDER_LABELS[choices.provider] : EMPTY_CELL },
    { key: 'type', label: field.transactionType, children: choices.transactionType ? UPLOAD_TRANSACTION_TYPE_LABELS[choices.transactionType] : EMPTY_CELL },
    { key: 'upload', label: field.uploadType, children: choices.uploadType ? UPLOAD_TYPE_LABELS[choices.uploadType] : EMPTY_CELL },
    choices.uploadType === 'bo'
      ? { key: 'mode', label: field.depositMode, children: choices.depositMode ? LUXE_DEPOSIT_MODE_LABELS[choices.depositMode] : EMPTY_CELL }
      : { key: 'category', label: field.category, children: choices.category ? categoryLabels[choices.category] : EMPTY_CELL },
    { key: 'website', label: field.website, children: websiteSummary() },
    { key: 'bank', label: field.bank, children: bankLabel ?? EMPTY_CELL },
    { key: 'account', label: field.account, children: account ? `${account.name} - ${account.number}` : EMPTY_CELL },
    { key: 'date', label: field.date, children: target?.needsDate && choices.date ? formatMonDate(choices.date) : EMPTY_CELL },
    { key: 'file', label: field.file, children: file?.name ?? EMPTY_CELL },
  ];
  // The note names Convert Mutasi as a link: the catalogue's text keeps {link} where the link goes.
  const [noteBefore, noteAfter] = text('statements.upload.convertNote').split('{link}');

  return (
    <PageCard title={text('statements.upload.title')} cardTitle={text('statements.upload.cardTitle')}>
      <NoticeBanner notice={notice} />
      <Form layout="vertical" disabled={uploading} component="div">
        <Row gutter={16}>
          <Field id="upload-provider" label={field.provider}>
            <Select id="upload-provider" allowClear placeholder={placeholder(field.provider)} value={choices.provider} options={options(UPLOAD_PROVIDERS, UPLOAD_PROVIDER_LABELS)} onChange={(v) => pick('provider', v)} />
          </Field>
          {choices.provider ? (
            <Field id="upload-transaction-type" label={field.transactionType}>
              <Select
                id="upload-transaction-type"
                allowClear
                placeholder={placeholder(field.transactionType)}
                value={choices.transactionType}
                options={options(UPLOAD_TRANSACTION_TYPES, UPLOAD_TRANSACTION_TYPE_LABELS)}
                onChange={(v) => pick('transactionType', v)}
              />
            </Field>
          ) : null}
          {choices.provider && choices.transactionType ? (
            <Field id="upload-type" label={field.uploadType}>
              <Select id="upload-type" allowClear placeholder={placeholder(field.uploadType)} value={choices.uploadType} options={options(UPLOAD_TYPES, UPLOAD_TYPE_LABELS)} onChange={(v) => pick('uploadType', v)} />
            </Field>
          ) : null}
          {choices.provider === 'luxe' && choices.transactionType === 'deposit' && choices.uploadType === 'bo' ? (
            <Field id="upload-deposit-mode" label={field.depositMode}>
              <Select
                id="upload-deposit-mode"
                allowClear
                placeholder={placeholder(field.depositMode)}
                value={choices.depositMode}
                options={options(LUXE_DEPOSIT_MODES, LUXE_DEPOSIT_MODE_LABELS)}
                onChange={(v) => pick('depositMode', v)}
              />
            </Field>
          ) : null}
          {choices.provider && choices.transactionType && choices.uploadType === 'bank-settlement' ? (
            <Field id="upload-category" label={field.category}>
              <Select
                id="upload-category"
                allowClear
                placeholder={placeholder(field.category)}
                value={choices.category}
                options={options(uploadCategories(choices.provider, choices.transactionType), categoryLabels)}
                onChange={(v) => pick('category', v)}
              />
            </Field>
          ) : null}
          {choices.uploadType === 'bank-settlement' && choices.category === 'bank' ? (
            <Field id="upload-bank" label={field.bank}>
              <Select id="upload-bank" allowClear placeholder={placeholder(field.bank)} value={choices.bank} options={options(SETTLEMENT_BANKS, SETTLEMENT_BANK_LABELS)} onChange={(v) => pick('bank', v)} />
            </Field>
          ) : null}
          {choices.uploadType === 'bank-settlement' && choices.category === 'manualbank' ? (
            <Field id="upload-manual-bank" label={field.manualBank}>
              <Select
                id="upload-manual-bank"
                allowClear
                placeholder={placeholder(field.manualBank)}
                value={choices.manualBank}
                options={options(MANUAL_BANKS, MANUAL_BANK_LABELS)}
                onChange={(v) => pick('manualBank', v)}
              />
            </Field>
          ) : null}
          {target?.needsWebsite ? (
            <Field id="upload-website" label={field.website}>
              <WebsiteSelect
                id="upload-website"
                style={{ width: '100%' }}
                websites={panelWebsites}
                value={choices.website}
                onChange={pickWebsite}
                autoSelectSingle={!isAdmin}
                emptyPlaceholder={panel ? text('statements.upload.noPanelWebsite', { panel }) : text('statements.upload.noWebsite')}
              />
            </Field>
          ) : null}
          {accountRule && website ? (
            <Field id="upload-account" label={field.account}>
              {accountRule.kind === 'fixed' ? (
                <Select id="upload-account" disabled value="fixed" options={[{ value: 'fixed', label: `${accountRule.name} - ${accountRule.number}` }]} />
              ) : (
                <Select
                  id="upload-account"
                  allowClear
                  loading={accountsLoading}
                  placeholder={placeholder(field.account)}
                  value={chosenAccount ? accountId : null}
                  notFoundContent={accountsLoading ? text('statements.upload.accountsLoading') : text('statements.upload.noAccount', { bank: accountRule.bank })}
                  options={accountOptions.map((a) => ({ value: a.akun_bank_id, label: `${a.akun_bank_name} - ${a.akun_bank_no}` }))}
                  onChange={(v) => pick('accountId', v)}
                />
              )}
            </Field>
          ) : null}
          {target?.needsDate && areaOpen ? (
            <Field id="upload-date" label={field.date}>
              <DatePicker
                id="upload-date"
                style={{ width: '100%' }}
                value={toDayjs(choices.date)}
                format={(value) => formatMonDate({ year: value.year(), month: value.month() + 1, day: value.date() })}
                onChange={(value) => pick('date', value ? { year: value.year(), month: value.month() + 1, day: value.date() } : null)}
              />
            </Field>
          ) : null}
          {target?.autoTxType && areaOpen ? (
            <Field id="upload-auto-tx-type" label={field.autoTxType}>
              <Select id="upload-auto-tx-type" value={choices.autoTxType} options={[{ value: 'auto', label: text('statements.upload.autoTxType.auto') }]} onChange={(v) => pick('autoTxType', v)} />
            </Field>
          ) : null}
        </Row>
      </Form>

      {resolution.status === 'unknown' ? <Alert type="warning" showIcon title={unknownCombinationText(resolution, text)} style={{ marginBottom: 12 }} /> : null}

      {target && areaOpen ? (
        <FileDropZone
          accept=".csv,text/csv"
          accepts={isCsvFile}
          file={file}
          onChange={setFile}
          onRefuse={() => {
            setFile(null);
            show('error', text('statements.upload.notCsv'));
          }}
          hint={text('statements.upload.hint', { label: target.label })}
          disabled={uploading}
        />
      ) : null}

      <Flex vertical gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="danger">
          {noteBefore}
          <Link to="/convert-mutasi">{text('statements.upload.convertLink')}</Link>
          {noteAfter}
        </Typography.Text>
        <div>
          <Button type="primary" loading={uploading} onClick={submit}>
            {text('statements.upload.submit')}
          </Button>
        </div>
        {progress.percent !== null ? <Progress aria-label={text('statements.upload.progress')} percent={progress.percent} status={progress.percent < 100 ? 'active' : 'success'} format={(p) => `${p ?? 0}%`} /> : null}
      </Flex>

      <UploadHistory entries={history.entries} onClear={history.clear} />

      <Modal open={confirming} title={text('statements.upload.confirm.title')} okText={text('statements.upload.confirm.ok')} cancelText={text('statements.upload.confirm.cancel')} onOk={() => void send()} onCancel={() => setConfirming(false)} destroyOnHidden>
        <Typography.Paragraph>{text('statements.upload.confirm.intro')}</Typography.Paragraph>
        <Descriptions bordered size="small" column={1} items={summary} />
      </Modal>
    </PageCard>
  );
}
