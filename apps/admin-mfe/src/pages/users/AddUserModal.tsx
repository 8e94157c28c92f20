import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { serverMessage, useAddAccountMutation, useWebsitesQuery } from '@checker/api';
import type { Role } from '@checker/auth';
import { useClaims } from '@checker/auth/react';
import { NoticeBanner, useNotice, usePasswordRule } from '@checker/ui';
import { Select, WebsiteSelect } from '@checker/ui/pages';

const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'CHECKER', label: 'Checker' },
  { value: 'CS', label: 'CS' },
];

export const USER_CREATED_TEXT = 'User berhasil dibuat.';
export const USER_CREATE_FAILED_TEXT = '❌ Gagal membuat user.';

/** 'Add New User' (spec 01 §2, §5): the account is created active, by the signed-in ADMIN. */
export function AddUserModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (message: string) => void }) {
  const claims = useClaims();
  const websites = useWebsitesQuery(undefined, { skip: !open });
  const [addAccount, { isLoading: busy }] = useAddAccountMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('ADMIN');
  const [website, setWebsite] = useState<number | null>(null);
  const passwordRule = usePasswordRule(password, name);
  const failure = useNotice();

  const needsWebsite = role !== 'ADMIN';
  const canSubmit = !busy && name.trim() !== '' && password !== '' && (!needsWebsite || website !== null);

  function close() {
    setName('');
    setPassword('');
    setRole('ADMIN');
    setWebsite(null);
    passwordRule.reset();
    failure.clear();
    onClose();
  }

  function chooseRole(next: Role) {
    setRole(next);
    // An ADMIN account has no website.
    if (next === 'ADMIN') setWebsite(null);
  }

  async function submit() {
    if (!canSubmit || !claims || !passwordRule.accept()) return;
    try {
      const answer = await addAccount({
        account_name: name.trim(),
        account_password: password,
        account_status: true,
        account_role: role,
        account_website: needsWebsite ? website : null,
        account_created_by: claims.account_id,
      }).unwrap();
      const message = answer.message || USER_CREATED_TEXT;
      close();
      onCreated(message);
    } catch (error) {
      failure.show('error', USER_CREATE_FAILED_TEXT, serverMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      title="Add New User"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" disabled={!canSubmit} onClick={submit}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Form layout="vertical" component="div">
        <Form.Item label="Username" htmlFor="add-user-name" required>
          <Input id="add-user-name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Item>
        <Form.Item label="Password" htmlFor="add-user-password" required validateStatus={passwordRule.error ? 'error' : undefined} help={passwordRule.error}>
          <Input.Password id="add-user-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} onBlur={passwordRule.onBlur} />
        </Form.Item>
        <Form.Item label="Role" htmlFor="add-user-role" required>
          <Select<Role> id="add-user-role" value={role} options={ROLE_OPTIONS} onChange={chooseRole} />
        </Form.Item>
        <Form.Item label="Website" htmlFor="add-user-website" required={needsWebsite}>
          <WebsiteSelect
            id="add-user-website"
            style={{ width: '100%' }}
            websites={websites.data ?? []}
            loading={websites.isFetching}
            value={website}
            onChange={setWebsite}
            disabled={!needsWebsite}
            autoSelectSingle={needsWebsite}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
