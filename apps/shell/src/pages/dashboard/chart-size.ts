/** Height of the 14-day chart, also held by its loading placeholder so the card does not jump. */
export const CHART_HEIGHT = 220;
