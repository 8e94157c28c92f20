import { useState } from 'react';
import { Form, Input } from 'antd';
import { serverMessage, useAddWebsiteMutation } from '@checker/api';
import { normalizeWebsiteCode, PANELS, WEBSITE_CODE_MAX, type Panel } from '@checker/domain';
import { useNotice } from '@checker/ui';
import { Select } from '@checker/ui/pages';
import { SubmitModal } from '../../shared/SubmitModal';

export const WEBSITE_REQUIRED_TEXT = '❌ Website Name, Code, dan Panel wajib diisi.';
export const WEBSITE_ADDED_TEXT = 'Website berhasil ditambahkan.';
export const WEBSITE_ADD_FAILED_TEXT = '❌ Gagal menambahkan website.';

/** 'Add Website': name, code (uppercase letters and digits as typed) and panel (NEXUS by default). */
export function AddWebsiteModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [panel, setPanel] = useState<Panel>('NEXUS');
  const [createWebsite, { isLoading: busy }] = useAddWebsiteMutation();
  const problem = useNotice();

  function close() {
    setName('');
    setCode('');
    setPanel('NEXUS');
    problem.clear();
    onClose();
  }

  async function submit() {
    if (busy) return;
    if (name.trim() === '' || code === '') {
      problem.show('error', WEBSITE_REQUIRED_TEXT);
      return;
    }
    try {
      const answer = await createWebsite({ website_name: name.trim(), website_code: code, website_panel: panel }).unwrap();
      close();
      onAdded(answer.message || WEBSITE_ADDED_TEXT);
    } catch (failure) {
      problem.show('error', WEBSITE_ADD_FAILED_TEXT, serverMessage(failure));
    }
  }

  return (
    <SubmitModal open={open} title="Add Website" busy={busy} notice={problem.notice} onClose={close} onSubmit={submit}>
      <Form.Item label="Website Name" htmlFor="add-website-name" required>
        <Input id="add-website-name" autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Form.Item label="Code" htmlFor="add-website-code" required help="Uppercase letters and digits only.">
        <Input id="add-website-code" autoComplete="off" maxLength={WEBSITE_CODE_MAX} value={code} onChange={(event) => setCode(normalizeWebsiteCode(event.target.value))} />
      </Form.Item>
      <Form.Item label="Panel" htmlFor="add-website-panel" required>
        <Select<Panel> id="add-website-panel" value={panel} options={PANELS.map((value) => ({ value, label: value }))} onChange={setPanel} />
      </Form.Item>
    </SubmitModal>
  );
}
