import { createAppConfig } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'admin',
  port: 4201,
  title: 'Checker · admin',
  exposes: {
    './UsersPage': './src/pages/users/UsersPage.tsx',
    './WhitelistPage': './src/pages/whitelist/WhitelistPage.tsx',
    './WebsitePage': './src/pages/website/WebsitePage.tsx',
    './DataBankPage': './src/pages/databank/DataBankPage.tsx',
    './PostingWindowPage': './src/pages/posting-window/PostingWindowPage.tsx',
  },
});
