import { Button, type TableColumnType } from 'antd';
import { formatJakartaLong } from '@checker/ui';
import type { EditorName } from './account-names';

/** 'Last Edited' and 'Last Edited By' (or another pair of titles): when and by whom, in Jakarta time and by account name. */
export function editedColumns<T>(editorName: EditorName, at: (row: T) => string | null | undefined, by: (row: T) => number | null | undefined, titles: readonly [string, string] = ['Last Edited', 'Last Edited By']): Array<TableColumnType<T>> {
  return [
    { title: titles[0], key: 'edited', render: (_, row) => formatJakartaLong(at(row)) },
    { title: titles[1], key: 'editedBy', render: (_, row) => editorName(by(row)) },
  ];
}

/** A row's 'Remove' button, for ADMIN only (disabled for anyone else). */
export function removeColumn<T>(isAdmin: boolean, onRemove: (row: T) => void): TableColumnType<T> {
  return {
    title: 'Remove',
    key: 'remove',
    render: (_, row) => (
      <Button size="small" danger disabled={!isAdmin} onClick={() => onRemove(row)}>
        Remove
      </Button>
    ),
  };
}
