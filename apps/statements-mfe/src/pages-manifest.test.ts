import { expectManifestMatchesPages } from '@checker/test-kit/pages-manifest';
import pages from '../pages.json';

it('exposes exactly the pages PAGES places in this remote, each a file under src/pages', () => expectManifestMatchesPages('statements', pages, __dirname));
