import { useState } from 'react';
import { Form, Input } from 'antd';
import { serverMessage, useAddWhitelistIpMutation } from '@checker/api';
import { useNotice } from '@checker/ui';
import { SubmitModal } from '../../shared/SubmitModal';
import { EXAMPLE_IP, filterWhitelistInput, whitelistIpError } from './ip-input';

export const WHITELIST_ADDED_TEXT = 'IP berhasil ditambahkan.';
export const WHITELIST_ADD_FAILED_TEXT = '❌ Gagal menambahkan IP.';

/** 'Add WL': one IPv4 address in the spec's form, or an IPv6 literal. */
export function AddWhitelistModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const [ip, setIp] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [createWhitelist, { isLoading: busy }] = useAddWhitelistIpMutation();
  const failure = useNotice();

  function close() {
    setIp('');
    setInvalid(null);
    failure.clear();
    onClose();
  }

  async function submit() {
    if (busy) return;
    const error = whitelistIpError(ip);
    setInvalid(error);
    if (error) return;
    try {
      const answer = await createWhitelist({ whitelist_ip: ip.trim() }).unwrap();
      close();
      onAdded(answer.message || WHITELIST_ADDED_TEXT);
    } catch (failed) {
      failure.show('error', WHITELIST_ADD_FAILED_TEXT, serverMessage(failed));
    }
  }

  return (
    <SubmitModal open={open} title="Add WL" busy={busy} notice={failure.notice} onClose={close} onSubmit={submit}>
      <Form.Item
        label="IP Address"
        htmlFor="add-wl-ip"
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ?? 'IPv4 like 192.168.1.1; type a ":" to enter an IPv6 address like 2001:db8::1.'}
      >
        <Input
          id="add-wl-ip"
          inputMode="decimal"
          autoComplete="off"
          placeholder={EXAMPLE_IP}
          value={ip}
          onChange={(event) => {
            setIp(filterWhitelistInput(event.target.value));
            setInvalid(null);
          }}
          onPressEnter={submit}
        />
      </Form.Item>
    </SubmitModal>
  );
}
