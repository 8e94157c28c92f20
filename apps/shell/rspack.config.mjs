import { createAppConfig } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 4200,
  title: 'Checker',
  runtimePlugins: ['./src/remotes/remote-failure-plugin.ts'],
  define: {
    'process.env.CHECKER_COMPANY_NAME': JSON.stringify(process.env.CHECKER_COMPANY_NAME ?? ''),
    'process.env.CHECKER_COMPANY_URL': JSON.stringify(process.env.CHECKER_COMPANY_URL ?? ''),
  },
  devRemotes: {
    admin: 'http://localhost:4201/mf-manifest.json',
    statements: 'http://localhost:4202/mf-manifest.json',
    reports: 'http://localhost:4203/mf-manifest.json',
  },
});
