import { useState } from 'react';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useSetAccountPasswordMutation } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { NOTICE_MS, NoticeBanner, useNotice, usePasswordRule, useAnswerText, useText } from '@checker/ui';

/**
 * The signed-in account changes its own password (every role, CS too, who cannot open /user). The
 * server keeps this session and ends the account's others; the new password must meet the password rule.
 */
export function OwnPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const claims = useClaims();
  const { message } = App.useApp();
  const text = useText();
  const said = useAnswerText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [confirmationChecked, setConfirmationChecked] = useState(false);
  const passwordRule = usePasswordRule(password, claims?.account_name ?? '');
  const [updatePassword, { isLoading: busy }] = useSetAccountPasswordMutation();
  const failure = useNotice();

  const confirmationError = confirmationChecked && confirmation !== password ? text('shell.ownPassword.confirmationDiffers') : null;
  const canSubmit = !busy && password !== '' && confirmation !== '';

  function close() {
    setPassword('');
    setConfirmation('');
    setConfirmationChecked(false);
    passwordRule.reset();
    failure.clear();
    onClose();
  }

  async function submit() {
    if (!canSubmit || !claims) return;
    setConfirmationChecked(true);
    // Called before the comparison so both fields say what is wrong at once.
    const acceptable = passwordRule.accept();
    if (!acceptable || confirmation !== password) return;
    try {
      await updatePassword({ id: claims.account_id, account_password: password }).unwrap();
      close();
      void message.success(text('shell.ownPassword.changed'), NOTICE_MS / 1000);
    } catch (error) {
      // The User page's failure text (spec 01 §8), for the same change made from the header.
      failure.show('error', text('shell.ownPassword.failed'), said.ofFailure(error));
    }
  }

  return (
    <Modal
      open={open}
      title={text('shell.ownPassword.title')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {text('common.cancel')}
        </Button>,
        <Button key="save" type="primary" disabled={!canSubmit} onClick={() => void submit()}>
          {text(busy ? 'shell.ownPassword.saving' : 'shell.ownPassword.save')}
        </Button>,
      ]}
    >
      <NoticeBanner notice={failure.notice} placement="inline" />
      <Typography.Paragraph>
        {text('shell.ownPassword.account')} <Typography.Text strong>{claims?.account_name}</Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={text('shell.ownPassword.new')} htmlFor="own-password-new" required validateStatus={passwordRule.error ? 'error' : undefined} help={passwordRule.error}>
          <Input.Password id="own-password-new" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} onBlur={passwordRule.onBlur} />
        </Form.Item>
        <Form.Item label={text('shell.ownPassword.repeat')} htmlFor="own-password-confirm" required validateStatus={confirmationError ? 'error' : undefined} help={confirmationError}>
          <Input.Password
            id="own-password-confirm"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            onBlur={() => setConfirmationChecked(confirmation !== '')}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
