import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useSetAccountPasswordMutation, type Account } from '@checker/api';
import { NoticeBanner, useNotice, usePasswordRule, useAnswerText, useText } from '@checker/ui';

/** 'Change Password' for one account; the button waits for a new password, sent only when it meets the password rule. */
export function ChangePasswordModal({ account, onClose, onChanged }: { account: Account | null; onClose: () => void; onChanged: (message: string) => void }) {
  const text = useText();
  const said = useAnswerText();
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
      onChanged(text('admin.users.password.changed', { name: account.account_name }));
    } catch (error) {
      failure.show('error', text('admin.users.password.failed'), said.ofFailure(error));
    }
  }

  return (
    <Modal
      open={account !== null}
      title={text('admin.users.password.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {text('common.confirm.cancel')}
        </Button>,
        <Button key="update" type="primary" disabled={password === '' || busy} onClick={submit}>
          {text('admin.users.password.update')}
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Typography.Paragraph>
        {text('admin.users.password.account')} <Typography.Text strong>{account?.account_name}</Typography.Text>
      </Typography.Paragraph>
      <Form component="div">
        <Form.Item validateStatus={passwordRule.error ? 'error' : undefined} help={passwordRule.error}>
          <Input.Password
            aria-label={text('admin.users.password.new')}
            placeholder={text('admin.users.password.new')}
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
