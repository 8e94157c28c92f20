/** Spec 01 §8: the empty table text of the admin lists. */
export const NO_DATA_FOUND = '🚫 No data found.';
