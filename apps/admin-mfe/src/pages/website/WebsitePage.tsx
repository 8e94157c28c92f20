import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { serverMessage, useDeleteWebsiteMutation, useWebsitePageQuery, type Website } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { normalizePanel } from '@checker/domain';
import { useNotice, useLoggedFailure } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { editedColumns, removeColumn } from '../../shared/columns';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { AddWebsiteModal } from './AddWebsiteModal';

/** Spec 01 §9: the website list loads 100 per page. */
export const WEBSITE_PAGE_SIZE = 100;

export const WEBSITE_REMOVE_FAILED_TEXT = '❌ Gagal menghapus website.';

/** Website (/website): the client websites; only ADMIN adds or removes them. */
export default function WebsitePage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
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
      show('success', answer.message || `Website ${removeTarget.website_code} deleted.`);
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      // The server names what still holds the website (accounts, bank accounts, data).
      show('error', WEBSITE_REMOVE_FAILED_TEXT, serverMessage(failure));
    }
    setRemoveTarget(null);
  }

  const columns: TableColumnsType<Website> = [
    { title: 'Website Name', dataIndex: 'website_name', key: 'name' },
    { title: 'Code', dataIndex: 'website_code', key: 'code' },
    // Older rows may say LEXUS, which is the LUXE panel.
    { title: 'Panel', key: 'panel', render: (_, website) => normalizePanel(website.website_panel) ?? website.website_panel },
    ...editedColumns<Website>(
      editorName,
      (website) => website.website_last_edited_at,
      (website) => website.website_last_edited_by,
    ),
    removeColumn<Website>(isAdmin, setRemoveTarget),
  ];

  return (
    <AdminListPage<Website>
      title="Website"
      cardTitle="List Website"
      actions={
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          Add Website
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
        {removeTarget ? `Remove website ${removeTarget.website_code} (${removeTarget.website_name})?` : null}
      </RemoveConfirm>
    </AdminListPage>
  );
}
