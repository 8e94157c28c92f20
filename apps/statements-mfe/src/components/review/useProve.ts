import { useCallback } from 'react';
import { useProveBoMutation, type ProveRequest } from '@checker/api';
import { useAnswerText, useText } from '@checker/ui';
import type { ReviewPageState } from './useReviewPage';

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
  const text = useText();
  const said = useAnswerText();
  const ask = useCallback(
    (request: ProveRequest, names: ProofNames) => {
      modal.confirm({
        title: text('review.prove.title', { ticket: names.ticket, label: names.label }),
        content: text('review.prove.content', { ticket: names.ticket, label: names.label }),
        okText: text('review.prove.ok'),
        cancelText: text('review.cancel'),
        onOk: async () => {
          try {
            const answer = await prove(request).unwrap();
            show('success', `✅ ${said.ofAnswer(answer) ?? ''}`);
          } catch (error) {
            show('error', `❌ ${said.ofFailure(error) ?? text('review.prove.failed')}`);
          }
          done();
        },
      });
    },
    [modal, prove, show, done, text, said],
  );
  return [ask, proving.isLoading] as const;
}
