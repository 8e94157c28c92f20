import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { serverMessage, useSetAccountPasswordMutation, type Account } from '@checker/api';
import { NoticeBanner, useNotice, usePasswordRule } from '@checker/ui';

export const PASSWORD_FAILED_TEXT = '❌ Gagal memperbarui password.';

export function passwordChangedText(name: string): string {
  return `Password untuk "${name}" telah diperbarui.`;
}

/** 'Change Password' for one account; the button waits for a new password, sent only when it meets the password rule. */
export function ChangePasswordModal({ account, onClose, onChanged }: { account: Account | null; onClose: () => void; onChanged: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [updatePassword, { isLoading: busy }] = useSetAccountPasswordMutation();
  const passwordRule = usePasswordRule(password, account?.account_name ?? '');
  const failure = useNotice();

  function close() {
    setPassword('');
    passwordRule.reset();
    failure.clear();
    onClose();
  }

  async function submit() {
    if (!account || password === '' || busy || !passwordRule.accept()) return;
    try {
      await updatePassword({ id: account.account_id, account_password: password }).unwrap();
      close();
      onChanged(passwordChangedText(account.account_name));
    } catch (error) {
      failure.show('error', PASSWORD_FAILED_TEXT, serverMessage(error));
    }
  }

  return (
    <Modal
      open={account !== null}
      title="Change Password"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="update" type="primary" disabled={password === '' || busy} onClick={submit}>
          Update Password
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Typography.Paragraph>
        Account: <Typography.Text strong>{account?.account_name}</Typography.Text>
      </Typography.Paragraph>
      <Form component="div">
        <Form.Item validateStatus={passwordRule.error ? 'error' : undefined} help={passwordRule.error}>
          <Input.Password
            aria-label="New password"
            placeholder="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={passwordRule.onBlur}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
