import { createAppConfig, exposedPages } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'admin',
  port: 4201,
  title: 'Checker · admin',
  exposes: exposedPages(import.meta.dirname),
});
