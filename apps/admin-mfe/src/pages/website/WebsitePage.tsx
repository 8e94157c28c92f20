import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useDeleteWebsiteMutation, useWebsitePageQuery, type Website } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { normalizePanel } from '@checker/domain';
import { useNotice, useLoggedFailure, useAnswerText, useText } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { editedColumns, removeColumn } from '../../shared/columns';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { AddWebsiteModal } from './AddWebsiteModal';

/** Spec 01 §9: the website list loads 100 per page. */
export const WEBSITE_PAGE_SIZE = 100;

/** Website (/website): the client websites; only ADMIN adds or removes them. */
export default function WebsitePage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
  const text = useText();
  const said = useAnswerText();
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useWebsitePageQuery({ pageSize: WEBSITE_PAGE_SIZE, page });
  useLoggedFailure('admin', error, 'websites');
  const editorName = useEditorName();
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);

  const { notice, show } = useNotice();
  const [adding, setAdding] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<Website | null>(null);
  const [deleteWebsite, { isLoading: removing }] = useDeleteWebsiteMutation();

  async function confirmRemove() {
    if (!removeTarget) return;
    try {
      const answer = await deleteWebsite(removeTarget.website_id).unwrap();
      show('success', said.ofAnswer(answer) ?? text('admin.website.removed', { code: removeTarget.website_code }));
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      // The server names what still holds the website (accounts, bank accounts, data).
      show('error', text('admin.website.removeFailed'), said.ofFailure(failure));
    }
    setRemoveTarget(null);
  }

  const columns: TableColumnsType<Website> = [
    { title: text('admin.website.column.name'), dataIndex: 'website_name', key: 'name' },
    { title: text('admin.website.column.code'), dataIndex: 'website_code', key: 'code' },
    // Older rows may say LEXUS, which is the LUXE panel.
    { title: text('admin.website.column.panel'), key: 'panel', render: (_, website) => normalizePanel(website.website_panel) ?? website.website_panel },
    ...editedColumns<Website>(
      text,
      editorName,
      (website) => website.website_last_edited_at,
      (website) => website.website_last_edited_by,
    ),
    removeColumn<Website>(text, isAdmin, setRemoveTarget),
  ];

  return (
    <AdminListPage<Website>
      title={text('admin.website.title')}
      cardTitle={text('admin.website.cardTitle')}
      actions={
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          {text('admin.website.add')}
        </Button>
      }
      notice={notice}
      rowKey="website_id"
      columns={columns}
      rows={rows}
      loading={isFetching}
      pager={{ page, pageSize: WEBSITE_PAGE_SIZE, total, onPageChange: setPage }}
    >
      {isAdmin ? <AddWebsiteModal open={adding} onClose={() => setAdding(false)} onAdded={(message) => show('success', message)} /> : null}
      <RemoveConfirm open={removeTarget !== null} busy={removing} onConfirm={() => void confirmRemove()} onCancel={() => setRemoveTarget(null)}>
        {removeTarget ? text('admin.website.removeQuestion', { code: removeTarget.website_code, name: removeTarget.website_name }) : null}
      </RemoveConfirm>
    </AdminListPage>
  );
}
