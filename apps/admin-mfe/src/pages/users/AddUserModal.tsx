import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useAddAccountMutation, useWebsitesQuery } from '@checker/api';
import type { Role } from '@checker/auth';
import { useClaims } from '@checker/auth/react';
import { NoticeBanner, useNotice, usePasswordRule, useAnswerText, useText, type Text } from '@checker/ui';
import { Select, WebsiteSelect } from '@checker/ui/pages';

/** Spec 01 §2: the Role select offers Admin, Checker and CS. */
function roleOptions(text: Text): Array<{ value: Role; label: string }> {
  return [
    { value: 'ADMIN', label: text('admin.users.role.admin') },
    { value: 'CHECKER', label: text('admin.users.role.checker') },
    { value: 'CS', label: text('admin.users.role.cs') },
  ];
}

/** 'Add New User' (spec 01 §2, §5): the account is created active, by the signed-in ADMIN. */
export function AddUserModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (message: string) => void }) {
  const claims = useClaims();
  const text = useText();
  const said = useAnswerText();
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
      const message = said.ofAnswer(answer) ?? text('admin.users.created');
      close();
      onCreated(message);
    } catch (error) {
      failure.show('error', text('admin.users.createFailed'), said.ofFailure(error));
    }
  }

  return (
    <Modal
      open={open}
      title={text('admin.users.add.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {text('common.confirm.cancel')}
        </Button>,
        <Button key="submit" type="primary" disabled={!canSubmit} onClick={submit}>
          {text(busy ? 'admin.dialog.submitting' : 'admin.dialog.submit')}
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Form layout="vertical" component="div">
        <Form.Item label={text('admin.users.add.username')} htmlFor="add-user-name" required>
          <Input id="add-user-name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Item>
        <Form.Item label={text('admin.users.add.password')} htmlFor="add-user-password" required validateStatus={passwordRule.error ? 'error' : undefined} help={passwordRule.error}>
          <Input.Password id="add-user-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} onBlur={passwordRule.onBlur} />
        </Form.Item>
        <Form.Item label={text('admin.users.add.role')} htmlFor="add-user-role" required>
          <Select<Role> id="add-user-role" value={role} options={roleOptions(text)} onChange={chooseRole} />
        </Form.Item>
        <Form.Item label={text('admin.column.website')} htmlFor="add-user-website" required={needsWebsite}>
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
