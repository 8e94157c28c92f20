import { formatMessage, matchReasonSaid } from '@checker/domain';
import { ONE_SIDED_REASONS } from './match';
import { PENDING_REASONS, ambiguousReason, lateRequestReason, referenceAmountReason, refusedStatusReason, requestsTransfersReason, sharedCandidateReason } from './types';

describe('the match reasons the checker stores', () => {
  it('are the English texts of match.* messages, so a page reads each back and shows it in its language', () => {
    const reasons = [
      ...Object.values(PENDING_REASONS),
      ONE_SIDED_REASONS.statement,
      ONE_SIDED_REASONS.bo('Rejected'),
      ambiguousReason(1),
      ambiguousReason(4),
      lateRequestReason('DQ700123'),
      sharedCandidateReason(3),
      requestsTransfersReason(1, 2),
      requestsTransfersReason(3, 1),
      requestsTransfersReason(2, 3),
      refusedStatusReason(' Cancelled '),
      referenceAmountReason('DP8812', 7),
    ];
    for (const reason of reasons) {
      const said = matchReasonSaid(reason);
      expect(said && formatMessage('en', said.key, said.values)).toBe(reason);
      expect(said && formatMessage('id-ID', said.key, said.values)).not.toBe(reason);
    }
  });
});
