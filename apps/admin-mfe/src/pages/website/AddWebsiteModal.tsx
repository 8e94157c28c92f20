import { useState } from 'react';
import { Form, Input } from 'antd';
import { useAddWebsiteMutation } from '@checker/api';
import { normalizeWebsiteCode, PANELS, WEBSITE_CODE_MAX, type Panel } from '@checker/domain';
import { useNotice, useAnswerText, useText } from '@checker/ui';
import { Select } from '@checker/ui/pages';
import { SubmitModal } from '../../shared/SubmitModal';

/** 'Add Website': name, code (uppercase letters and digits as typed) and panel (NEXUS by default). */
export function AddWebsiteModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (message: string) => void }) {
  const text = useText();
  const said = useAnswerText();
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
      problem.show('error', text('admin.website.required'));
      return;
    }
    try {
      const answer = await createWebsite({ website_name: name.trim(), website_code: code, website_panel: panel }).unwrap();
      close();
      onAdded(said.ofAnswer(answer) ?? text('admin.website.added'));
    } catch (failure) {
      problem.show('error', text('admin.website.addFailed'), said.ofFailure(failure));
    }
  }

  return (
    <SubmitModal open={open} title={text('admin.website.add')} busy={busy} notice={problem.notice} onClose={close} onSubmit={submit}>
      <Form.Item label={text('admin.website.column.name')} htmlFor="add-website-name" required>
        <Input id="add-website-name" autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Form.Item label={text('admin.website.column.code')} htmlFor="add-website-code" required help={text('admin.website.codeHelp')}>
        <Input id="add-website-code" autoComplete="off" maxLength={WEBSITE_CODE_MAX} value={code} onChange={(event) => setCode(normalizeWebsiteCode(event.target.value))} />
      </Form.Item>
      <Form.Item label={text('admin.website.column.panel')} htmlFor="add-website-panel" required>
        <Select<Panel> id="add-website-panel" value={panel} options={PANELS.map((value) => ({ value, label: value }))} onChange={setPanel} />
      </Form.Item>
    </SubmitModal>
  );
}
