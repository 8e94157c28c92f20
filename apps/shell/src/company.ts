/** The not-found footer's company link; set CHECKER_COMPANY_NAME / CHECKER_COMPANY_URL when building. */
export const COMPANY_SITE = {
  name: process.env.CHECKER_COMPANY_NAME || 'Checker',
  url: process.env.CHECKER_COMPANY_URL || '/',
};
