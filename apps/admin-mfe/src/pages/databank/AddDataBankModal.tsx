import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useAddAkunBankMutation, type WebsiteOption } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { AKUN_BANK_BANK_LABELS, AKUN_BANK_BANKS, AKUN_BANK_NO_MAX, filterAkunBankNo, JENIS_TRANSAKSI, JENIS_TRANSAKSI_LABELS } from '@checker/domain';
import { EMPTY_CELL, NoticeBanner, useNotice, useAnswerText, useText, websiteLabel, websitesInScope } from '@checker/ui';
import { Select, WebsiteSelect } from '@checker/ui/pages';

const JENIS_CHOICES = JENIS_TRANSAKSI.map((value) => ({ value: value as string, label: JENIS_TRANSAKSI_LABELS[value] }));
const BANK_OPTIONS = AKUN_BANK_BANKS.map((value) => ({ value, label: AKUN_BANK_BANK_LABELS[value] }));

export interface AddDataBankModalProps {
  websites: readonly WebsiteOption[];
  /** The website chosen on the page, offered first to an ADMIN. */
  initialWebsite: number | null;
  onClose: () => void;
  onCreated: (message: string) => void;
}

/**
 * 'Add New Data Bank' (spec 03 §2, §5). ADMIN picks the website; anyone else adds to their own
 * website only. Mounted while open, so every opening starts empty.
 */
export function AddDataBankModal({ websites, initialWebsite, onClose, onCreated }: AddDataBankModalProps) {
  const claims = useClaims();
  const text = useText();
  const said = useAnswerText();
  const isAdmin = claims?.account_role === 'ADMIN';
  const [website, setWebsite] = useState<number | null>(isAdmin ? initialWebsite : (claims?.account_website ?? null));
  const [jenis, setJenis] = useState('');
  const [bank, setBank] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [createAkunBank, { isLoading: busy }] = useAddAkunBankMutation();
  const failure = useNotice();
  const ownWebsite = websitesInScope(claims, websites).find((option) => option.website_id === claims?.account_website);

  async function submit() {
    if (busy || !claims) return;
    if (website === null || [jenis, bank ?? '', name, number].some((field) => field.trim() === '')) {
      window.alert(text('admin.databank.fieldsRequired'));
      return;
    }
    try {
      const answer = await createAkunBank({
        akun_bank_website: website,
        akun_bank_jenis_transaksi: jenis.trim().toUpperCase(),
        akun_bank_bank: (bank ?? '').trim().toUpperCase(),
        akun_bank_name: name.trim(),
        akun_bank_no: number.trim(),
        akun_bank_created_by: claims.account_id,
      }).unwrap();
      onClose();
      onCreated(said.ofAnswer(answer) ?? text('admin.databank.created'));
    } catch (error) {
      failure.show('error', text('admin.databank.createFailed'), said.ofFailure(error));
    }
  }

  return (
    <Modal
      open
      title={text('admin.databank.add.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {text('common.confirm.cancel')}
        </Button>,
        <Button key="submit" type="primary" disabled={busy} onClick={submit}>
          {text(busy ? 'admin.dialog.submitting' : 'admin.dialog.submit')}
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Form layout="vertical" component="div">
        <Form.Item label={text('admin.column.website')} htmlFor="add-bank-website" required>
          {isAdmin ? (
            <WebsiteSelect id="add-bank-website" style={{ width: '100%' }} websites={websites} value={website} onChange={setWebsite} emptyPlaceholder={text('admin.databank.add.noWebsite')} />
          ) : (
            <Input id="add-bank-website" readOnly variant="filled" value={ownWebsite ? websiteLabel(ownWebsite) : EMPTY_CELL} />
          )}
        </Form.Item>
        <Form.Item label={text('admin.databank.column.jenis')} htmlFor="add-bank-jenis" required>
          <Select id="add-bank-jenis" value={jenis} options={[{ value: '', label: text('admin.databank.add.chooseJenis') }, ...JENIS_CHOICES]} onChange={setJenis} />
        </Form.Item>
        <Form.Item label={text('admin.databank.column.bank')} htmlFor="add-bank-bank" required>
          <Select id="add-bank-bank" showSearch={{ optionFilterProp: 'label' }} placeholder={text('admin.databank.add.chooseBank')} value={bank} options={BANK_OPTIONS} onChange={setBank} />
        </Form.Item>
        <Form.Item label={text('admin.databank.column.accountName')} htmlFor="add-bank-name" required>
          <Input id="add-bank-name" autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Item>
        <Form.Item label={text('admin.databank.column.accountNumber')} htmlFor="add-bank-number" required>
          <Input id="add-bank-number" inputMode="numeric" autoComplete="off" maxLength={AKUN_BANK_NO_MAX} value={number} onChange={(event) => setNumber(filterAkunBankNo(event.target.value))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
