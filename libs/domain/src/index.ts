export * from './dates';
export * from './jakarta';
export * from './ip';
export * from './website';
export * from './akun-bank';
export * from './upload-matrix';
export * from './edit-window';
export * from './dashboard';
