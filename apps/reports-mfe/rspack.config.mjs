import { createAppConfig } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'reports',
  port: 4203,
  title: 'Checker · reports',
  exposes: {
    './DataPlayerPage': './src/pages/dataplayer/DataPlayerPage.tsx',
    './TrackingPage': './src/pages/tracking/TrackingPage.tsx',
  },
});
