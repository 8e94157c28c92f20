import { useState } from 'react';
import { Form, Input } from 'antd';
import { useAddWhitelistIpMutation } from '@checker/api';
import { useNotice, useAnswerText, useText } from '@checker/ui';
import { SubmitModal } from '../../shared/SubmitModal';
import { EXAMPLE_IP, EXAMPLE_IPV6, filterWhitelistInput, invalidIpText, whitelistIpError } from './ip-input';

/** 'Add WL': one IPv4 address in the spec's form, or an IPv6 literal. */
export function AddWhitelistModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const text = useText();
  const said = useAnswerText();
  const [ip, setIp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [createWhitelist, { isLoading: busy }] = useAddWhitelistIpMutation();
  const failure = useNotice();

  function close() {
    setIp('');
    setInvalid(false);
    failure.clear();
    onClose();
  }

  async function submit() {
    if (busy) return;
    const error = whitelistIpError(ip, text) !== null;
    setInvalid(error);
    if (error) return;
    try {
      const answer = await createWhitelist({ whitelist_ip: ip.trim() }).unwrap();
      close();
      onAdded(said.ofAnswer(answer) ?? text('admin.whitelist.added'));
    } catch (failed) {
      failure.show('error', text('admin.whitelist.addFailed'), said.ofFailure(failed));
    }
  }

  return (
    <SubmitModal open={open} title={text('admin.whitelist.add')} busy={busy} notice={failure.notice} onClose={close} onSubmit={submit}>
      <Form.Item
        label={text('admin.whitelist.column.ip')}
        htmlFor="add-wl-ip"
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? invalidIpText(text) : text('admin.whitelist.ipHelp', { ipv4: EXAMPLE_IP, ipv6: EXAMPLE_IPV6 })}
      >
        <Input
          id="add-wl-ip"
          inputMode="decimal"
          autoComplete="off"
          placeholder={EXAMPLE_IP}
          value={ip}
          onChange={(event) => {
            setIp(filterWhitelistInput(event.target.value));
            setInvalid(false);
          }}
          onPressEnter={submit}
        />
      </Form.Item>
    </SubmitModal>
  );
}
