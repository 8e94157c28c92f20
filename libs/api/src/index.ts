export { api } from './api';
export { authStateFromCookies, signedIn, signedOut, type AuthState } from './auth-slice';
export { clearTokenCookie } from './token-cookie';
export { createAppStore, useAppDispatch, useAppSelector, selectAuth, selectClaims, type AppStore, type AppDispatch, type RootState } from './store';
export { StoreProvider } from './StoreProvider';
export { useSignIn, useSignOut } from './session-hooks';
export { sessionApi, useLoginMutation, useLogoutMutation, useWhitelistCheckQuery } from './endpoints/session';
export type * from './types';
export { readPage } from './paging';
export { serverMessage } from './error-message';
export {
  adminApi,
  useAlladminaccQuery,
  useAddadminaccMutation,
  useUpdatestatusadminaccMutation,
  useUpdatepassadminaccMutation,
  useDeleteadminaccMutation,
  useWebsitelistQuery,
  useViewwebsiteQuery,
  useCreatewebsiteMutation,
  useDeletewebsiteMutation,
  useViewwhitelistQuery,
  useCreatewhitelistMutation,
  useDeletewhitelistMutation,
  useUpdatestatuswhitelistMutation,
  useViewakunbankQuery,
  useCreateakunbankMutation,
  useUpdatestatusakunbankMutation,
  useDeleteakunbankMutation,
  useAkunbanklistQuery,
  type PageArgs,
} from './endpoints/admin';
export {
  statementsApi,
  useDownloadTemplateMutation,
  useConvertMutasi,
  useUploadWithProgress,
  postForm,
  fileNameFromDisposition,
  CONVERT_MUTASI_BANKS,
  type ConvertMutasiBank,
  type DownloadedFile,
  type UploadAnswer,
  type UploadOutcome,
  type ConvertOutcome,
  type FormPostOutcome,
} from './endpoints/statements';
