export * from './roles';
export * from './claims';
export * from './permissions';
