import { messageArea } from '../area';

/**
 * Texts more than one app shows: the language and theme switches, generic actions, and the shared
 * blocks of libs/ui (confirm dialog, page frame, pager, remote failure, website select, password rule,
 * a remote's standalone frame).
 */
export const common = messageArea({
  'id-ID': {
    'common.language.label': 'Bahasa',
    'common.language.id-ID': 'Bahasa Indonesia',
    'common.language.en': 'English',
    'common.theme.toLight': 'Ganti ke mode terang',
    'common.theme.toDark': 'Ganti ke mode gelap',
    'common.cancel': 'Batal',
    'common.retry': 'Coba lagi',
    // The specs' 'Cancel' of the admin, data bank and Delete confirmations (ConfirmDialog's default).
    'common.confirm.cancel': 'Cancel',
    // Spec 01 §2: breadcrumb Home > page.
    'common.breadcrumb.home': 'Home',
    // Specs 01 §2, 02 §2 and 03 §2: Pagination, 'Show N entries per page', Previous, numbered pages, Next, 'Showing page X of Y'.
    'common.pager.label': 'Pagination',
    'common.pager.show': 'Show',
    'common.pager.entriesPerPage': 'entries per page',
    'common.pager.pageSize': 'Entries per page',
    'common.pager.pageOf': 'Showing page {page} of {pages}',
    'common.pager.previous': 'Previous',
    'common.pager.next': 'Next',
    'common.remote.unavailable': 'Bagian ini tidak tersedia',
    'common.remote.sectionFailed': '{section} tidak dapat dimuat.',
    'common.remote.pageFailed': 'Halaman ini tidak dapat dimuat.',
    'common.remote.restWorks': 'Bagian lain Checker tetap berjalan; coba lagi sebentar lagi.',
    // Spec 01 §2: a website select's first option.
    'common.website.select': '-- Select Website --',
    'common.password.tooShort': 'Password minimal {min} karakter.',
    'common.password.onlySpaces': 'Password tidak boleh hanya spasi.',
    'common.password.sameAsName': 'Password tidak boleh sama dengan nama akun.',
    'common.password.tooCommon': 'Password terlalu umum, pilih yang lain.',
    'common.standalone.title': 'Checker · {remote}',
    'common.standalone.signedOut': 'Belum masuk: masuk dulu di shell (http://localhost:4200/signin); panggilan API memerlukan cookie sesinya.',
  },
  en: {
    'common.language.label': 'Language',
    'common.language.id-ID': 'Bahasa Indonesia',
    'common.language.en': 'English',
    'common.theme.toLight': 'Switch to light mode',
    'common.theme.toDark': 'Switch to dark mode',
    'common.cancel': 'Cancel',
    'common.retry': 'Retry',
    'common.confirm.cancel': 'Cancel',
    'common.breadcrumb.home': 'Home',
    'common.pager.label': 'Pagination',
    'common.pager.show': 'Show',
    'common.pager.entriesPerPage': 'entries per page',
    'common.pager.pageSize': 'Entries per page',
    'common.pager.pageOf': 'Showing page {page} of {pages}',
    'common.pager.previous': 'Previous',
    'common.pager.next': 'Next',
    'common.remote.unavailable': 'This section is unavailable',
    'common.remote.sectionFailed': '{section} could not be loaded.',
    'common.remote.pageFailed': 'This page could not be loaded.',
    'common.remote.restWorks': 'The rest of Checker keeps working; try again in a moment.',
    'common.website.select': '-- Select Website --',
    'common.password.tooShort': 'The password needs at least {min} characters.',
    'common.password.onlySpaces': 'The password cannot be only spaces.',
    'common.password.sameAsName': 'The password cannot be the account name.',
    'common.password.tooCommon': 'The password is too common; choose another one.',
    'common.standalone.title': 'Checker · {remote}',
    'common.standalone.signedOut': 'Not signed in: sign in on the shell (http://localhost:4200/signin) first; API calls need its session cookies.',
  },
});
