import { useState } from 'react';

/**
 * The list answer a review table shows: the current one, or while the next page of the same search
 * loads, the page before's (under the loading spinner). The table and the pager keep their place and
 * the rows are drawn once, when the page arrives, instead of emptied and drawn again; a new search
 * (`searchKey`, useReviewPage) shows nothing until its answer.
 */
export function useShownAnswer<A>(current: A | undefined, searchKey: string): A | undefined {
  const [last, setLast] = useState<{ searchKey: string; answer: A } | null>(null);
  // Kept while rendering (not in an effect), so the page never draws an empty table in between.
  if (current !== undefined && (last?.answer !== current || last.searchKey !== searchKey)) setLast({ searchKey, answer: current });
  return current ?? (last?.searchKey === searchKey ? last.answer : undefined);
}
