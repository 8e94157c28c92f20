import { createAppConfig, exposedPages } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'statements',
  port: 4202,
  title: 'Checker · statements',
  exposes: exposedPages(import.meta.dirname),
});
