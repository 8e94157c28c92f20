import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES, type RemoteName } from '@checker/auth';
import type { PagesManifest } from '@checker/ui/pages';

/**
 * A remote's pages manifest (its pages.json, read by its rspack exposes and its development bootstrap)
 * against PAGES: the same modules, and each one's file is there under `srcDir`/pages.
 */
export function expectManifestMatchesPages(remote: RemoteName, manifest: PagesManifest, srcDir: string): void {
  const placed = PAGES.flatMap((page) => (page.remote?.name === remote ? [page.remote.module] : []));
  expect(Object.keys(manifest).sort()).toEqual(placed.sort());
  for (const file of Object.values(manifest)) expect([file, existsSync(join(srcDir, 'pages', `${file}.tsx`))]).toEqual([file, true]);
}
