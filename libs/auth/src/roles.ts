import { ROLES, type Role } from '@checker/domain';

export { ROLES, type Role };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Who may open which kind of page or call (spec 01 §6, spec 03 §6). */
export const ALL_ROLES: readonly Role[] = ROLES;
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'CHECKER'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
