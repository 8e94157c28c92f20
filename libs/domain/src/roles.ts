/** The three roles of spec 01 §6; libs/auth builds its access rules on them, the route schemas name them. */
export const ROLES = ['ADMIN', 'CHECKER', 'CS'] as const;
export type Role = (typeof ROLES)[number];
