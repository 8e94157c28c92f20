import { createAppConfig, exposedPages } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'reports',
  port: 4203,
  title: 'Checker · reports',
  exposes: exposedPages(import.meta.dirname),
});
