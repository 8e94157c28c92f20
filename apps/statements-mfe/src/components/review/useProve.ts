import { useCallback } from 'react';
import { serverMessage, useProveBoMutation, type ProveRequest } from '@checker/api';
import type { ReviewPageState } from './useReviewPage';

export const PROVE_FAILED_MESSAGE = 'Gagal membuktikan data.';

/** What the person proves: the BO row's ticket and the statement row's label, for the confirmation. */
export interface ProofNames {
  ticket: string;
  label: string;
}

/**
 * 'Buktikan dengan baris ini' (issue 16), from View BO and View Mutasi alike: asks first, then proves
 * the BO row with the statement row in one request; the answer (or why it was refused, e.g. the credit
 * was claimed meanwhile) becomes the page's notice and the open lists reload through their tags.
 */
export function useProve({ modal, show }: Pick<ReviewPageState, 'modal' | 'show'>, done: () => void) {
  const [prove, proving] = useProveBoMutation();
  const ask = useCallback(
    (request: ProveRequest, names: ProofNames) => {
      modal.confirm({
        title: `Buktikan ${names.ticket} dengan ${names.label}?`,
        content: `${names.ticket} disetujui dengan mutasi ${names.label} sebagai buktinya, dan mutasi itu tidak bisa membuktikan baris lain.`,
        okText: 'Buktikan',
        cancelText: 'Batal',
        onOk: async () => {
          try {
            const answer = await prove(request).unwrap();
            show('success', `✅ ${answer.message}`);
          } catch (error) {
            show('error', `❌ ${serverMessage(error) ?? PROVE_FAILED_MESSAGE}`);
          }
          done();
        },
      });
    },
    [modal, prove, show, done],
  );
  return [ask, proving.isLoading] as const;
}
