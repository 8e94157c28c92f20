import { createAppConfig } from '../../tools/rspack/app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'statements',
  port: 4202,
  title: 'Checker · statements',
  exposes: {
    './UploadPage': './src/pages/upload/UploadPage.tsx',
    './ViewBoPage': './src/pages/view-bo/ViewBoPage.tsx',
    './ViewMutasiPage': './src/pages/view-mutasi/ViewMutasiPage.tsx',
    './ConvertMutasiPage': './src/pages/convert-mutasi/ConvertMutasiPage.tsx',
    './TemplatesPage': './src/pages/templates/TemplatesPage.tsx',
    './DeletePage': './src/pages/delete/DeletePage.tsx',
  },
});
