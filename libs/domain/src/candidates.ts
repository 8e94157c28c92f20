/**
 * Candidates for every pending row (issue 16): the statement rows that could prove a pending BO row,
 * and the pending BO rows an unclaimed statement row could prove, each with why the checker did not
 * pair them. GET /api/candidatebo(wd)/:id and /api/candidatemutasi(wd)/:id answer these; PUT
 * /api/proveboid(wd) proves a BO row with one.
 */

export type { CandidateBoRow, CandidateCredit, ProveAnswer } from './schemas/review';
