/**
 * Every route's schema, by feature (issue 20): the server validates and serializes with them; libs/api
 * and the pages take their types (`import type` only: this entry loads TypeBox).
 */
export * from './common';
export * from './system';
export * from './accounts';
export * from './websites';
export * from './akun-bank';
export * from './posting-window';
export * from './tracking';
export * from './uploads';
export * from './reports';
export * from './dashboard';
export * from './review';
export * from './deletion';
