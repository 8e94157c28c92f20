import { Button, type TableColumnType } from 'antd';
import { formatJakartaLong, type Text } from '@checker/ui';
import type { EditorName } from './account-names';

/** 'Last Edited' and 'Last Edited By' (or another pair of titles): when and by whom, in Jakarta time and by account name. */
export function editedColumns<T>(text: Text, editorName: EditorName, at: (row: T) => string | null | undefined, by: (row: T) => number | null | undefined, titles: readonly [string, string] = [text('admin.column.lastEdited'), text('admin.column.lastEditedBy')]): Array<TableColumnType<T>> {
  return [
    { title: titles[0], key: 'edited', render: (_, row) => formatJakartaLong(at(row)) },
    { title: titles[1], key: 'editedBy', render: (_, row) => editorName(by(row)) },
  ];
}

/** A row's 'Remove' button, for ADMIN only (disabled for anyone else). */
export function removeColumn<T>(text: Text, isAdmin: boolean, onRemove: (row: T) => void): TableColumnType<T> {
  return {
    title: text('admin.column.remove'),
    key: 'remove',
    render: (_, row) => (
      <Button size="small" danger disabled={!isAdmin} onClick={() => onRemove(row)}>
        {text('admin.remove')}
      </Button>
    ),
  };
}
