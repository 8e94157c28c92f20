import { API_PATHS, apiUrl } from '@checker/domain';
import { api } from '../api';
import { readPage } from '../paging';
import type {
  Account,
  AccountChangeAnswer,
  AddAccountRequest,
  AkunBank,
  AkunBankChangeAnswer,
  AkunBankOption,
  CreateAkunBankRequest,
  CreateWebsiteRequest,
  CreateWhitelistRequest,
  Page,
  Website,
  WebsiteChangeAnswer,
  WebsiteOption,
  WhitelistChangeAnswer,
  WhitelistEntry,
} from '../types';

export interface PageArgs {
  pageSize: number;
  page: number;
}

/**
 * Staff accounts, websites, the IP whitelist and akun bank (spec 01 §7, spec 03 §7). Every list
 * provides its entity's tag and every change invalidates it, so open tables reload themselves. Each
 * body is built field by field: the server refuses a field it does not declare, so an object with
 * more in it (a whole form's values) must not be sent as it is.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['Account', 'Website', 'Whitelist', 'AkunBank'] }).injectEndpoints({
  endpoints: (build) => ({
    accounts: build.query<Page<Account>, PageArgs>({
      query: ({ pageSize, page }) => apiUrl(API_PATHS.accounts, { pageSize, page }),
      transformResponse: (body: unknown, meta) => readPage<Account>(body, meta?.response?.headers),
      providesTags: ['Account'],
    }),
    addAccount: build.mutation<AccountChangeAnswer, AddAccountRequest>({
      query: ({ account_name, account_password, account_status, account_role, account_website, account_created_by }) => ({
        url: apiUrl(API_PATHS.addAccount),
        method: 'POST',
        body: { account_name, account_password, account_status, account_role, account_website, account_created_by },
      }),
      invalidatesTags: ['Account'],
    }),
    setAccountStatus: build.mutation<AccountChangeAnswer, { id: number; account_status: boolean }>({
      query: ({ id, account_status }) => ({ url: apiUrl(API_PATHS.accountStatus, { id }), method: 'PUT', body: { account_status } }),
      invalidatesTags: ['Account'],
    }),
    setAccountPassword: build.mutation<AccountChangeAnswer, { id: number; account_password: string }>({
      query: ({ id, account_password }) => ({ url: apiUrl(API_PATHS.accountPassword, { id }), method: 'PUT', body: { account_password } }),
      invalidatesTags: ['Account'],
    }),
    deleteAccount: build.mutation<AccountChangeAnswer, number>({
      query: (id) => ({ url: apiUrl(API_PATHS.deleteAccount, { id }), method: 'DELETE' }),
      invalidatesTags: ['Account'],
    }),

    websites: build.query<WebsiteOption[], void>({
      query: () => apiUrl(API_PATHS.websiteOptions),
      transformResponse: (body: unknown) => readPage<WebsiteOption>(body).rows,
      providesTags: ['Website'],
    }),
    websitePage: build.query<Page<Website>, PageArgs>({
      query: ({ pageSize, page }) => apiUrl(API_PATHS.websites, { rows: pageSize, page }),
      transformResponse: (body: unknown, meta) => readPage<Website>(body, meta?.response?.headers),
      providesTags: ['Website'],
    }),
    addWebsite: build.mutation<WebsiteChangeAnswer, CreateWebsiteRequest>({
      query: ({ website_name, website_code, website_panel }) => ({ url: apiUrl(API_PATHS.addWebsite), method: 'POST', body: { website_name, website_code, website_panel } }),
      invalidatesTags: ['Website'],
    }),
    deleteWebsite: build.mutation<WebsiteChangeAnswer, number>({
      query: (id) => ({ url: apiUrl(API_PATHS.deleteWebsite, { id }), method: 'DELETE' }),
      invalidatesTags: ['Website'],
    }),

    whitelistPage: build.query<Page<WhitelistEntry>, PageArgs>({
      query: ({ pageSize, page }) => apiUrl(API_PATHS.whitelist, { rows: pageSize, page }),
      transformResponse: (body: unknown, meta) => readPage<WhitelistEntry>(body, meta?.response?.headers),
      providesTags: ['Whitelist'],
    }),
    addWhitelistIp: build.mutation<WhitelistChangeAnswer, CreateWhitelistRequest>({
      query: ({ whitelist_ip }) => ({ url: apiUrl(API_PATHS.addWhitelistIp), method: 'POST', body: { whitelist_ip } }),
      invalidatesTags: ['Whitelist'],
    }),
    deleteWhitelistIp: build.mutation<WhitelistChangeAnswer, number>({
      query: (id) => ({ url: apiUrl(API_PATHS.deleteWhitelistIp, { id }), method: 'DELETE' }),
      invalidatesTags: ['Whitelist'],
    }),
    setWhitelistIpStatus: build.mutation<WhitelistChangeAnswer, { id: number; Whitelist_status: boolean }>({
      query: ({ id, Whitelist_status }) => ({ url: apiUrl(API_PATHS.whitelistIpStatus, { id }), method: 'PUT', body: { Whitelist_status } }),
      invalidatesTags: ['Whitelist'],
    }),

    akunBankPage: build.query<Page<AkunBank>, PageArgs & { websiteCode: string }>({
      // Spec 03 §7: the website code goes into the path in lowercase.
      query: ({ websiteCode, pageSize, page }) => apiUrl(API_PATHS.akunBank, { websiteCode: websiteCode.toLowerCase(), pageSize, page }),
      transformResponse: (body: unknown, meta) => readPage<AkunBank>(body, meta?.response?.headers),
      providesTags: ['AkunBank'],
    }),
    addAkunBank: build.mutation<AkunBankChangeAnswer, CreateAkunBankRequest>({
      query: ({ akun_bank_website, akun_bank_jenis_transaksi, akun_bank_bank, akun_bank_name, akun_bank_no, akun_bank_created_by }) => ({
        url: apiUrl(API_PATHS.addAkunBank),
        method: 'POST',
        body: { akun_bank_website, akun_bank_jenis_transaksi, akun_bank_bank, akun_bank_name, akun_bank_no, akun_bank_created_by },
      }),
      invalidatesTags: ['AkunBank'],
    }),
    setAkunBankStatus: build.mutation<AkunBankChangeAnswer, { id: number; akun_bank_status: boolean }>({
      query: ({ id, akun_bank_status }) => ({ url: apiUrl(API_PATHS.akunBankStatus, { id }), method: 'PUT', body: { akun_bank_status } }),
      invalidatesTags: ['AkunBank'],
    }),
    deleteAkunBank: build.mutation<AkunBankChangeAnswer, number>({
      query: (id) => ({ url: apiUrl(API_PATHS.deleteAkunBank, { id }), method: 'DELETE' }),
      invalidatesTags: ['AkunBank'],
    }),
    akunBankOptions: build.query<AkunBankOption[], { websiteCode: string; bankType: string; depoOrWd: 'depo' | 'wd' }>({
      query: ({ websiteCode, bankType, depoOrWd }) => apiUrl(API_PATHS.akunBankOptions, { websiteCode, bankType, depoOrWd }),
      transformResponse: (body: unknown) => readPage<AkunBankOption>(body).rows,
      providesTags: ['AkunBank'],
    }),
  }),
});

export const {
  useAccountsQuery,
  useAddAccountMutation,
  useSetAccountStatusMutation,
  useSetAccountPasswordMutation,
  useDeleteAccountMutation,
  useWebsitesQuery,
  useWebsitePageQuery,
  useAddWebsiteMutation,
  useDeleteWebsiteMutation,
  useWhitelistPageQuery,
  useAddWhitelistIpMutation,
  useDeleteWhitelistIpMutation,
  useSetWhitelistIpStatusMutation,
  useAkunBankPageQuery,
  useAddAkunBankMutation,
  useSetAkunBankStatusMutation,
  useDeleteAkunBankMutation,
  useAkunBankOptionsQuery,
} = adminApi;
