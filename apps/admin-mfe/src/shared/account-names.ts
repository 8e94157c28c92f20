import { useMemo } from 'react';
import { useAccountsQuery } from '@checker/api';
import { EMPTY_CELL, useLoggedFailure } from '@checker/ui';

/** Spec 01 §9: the account-name lookup asks for 1000 rows. */
export const NAME_LOOKUP = { pageSize: 1000, page: 1 } as const;

export type EditorName = (accountId: number | null | undefined) => string;

/** 'Last Edited By': the account's name from the lookup, else the raw id, else '-'. */
export function editorNameFrom(names: ReadonlyMap<number, string>): EditorName {
  return (accountId) => {
    if (accountId === null || accountId === undefined) return EMPTY_CELL;
    return names.get(accountId) ?? String(accountId);
  };
}

/** Names every account id through GET /api/alladminacc/1000/1; a failed lookup leaves raw ids. */
export function useEditorName(): EditorName {
  const { data, error } = useAccountsQuery(NAME_LOOKUP);
  useLoggedFailure('admin', error, 'account names');
  return useMemo(() => editorNameFrom(new Map((data?.rows ?? []).map((account) => [account.account_id, account.account_name]))), [data]);
}

