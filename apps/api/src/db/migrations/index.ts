import { migrationFromFile, type Migration } from '../migrate';
import init from './001_init.sql';
import akunBank from './002_akun_bank.sql';
import statements from './003_statements.sql';
import matching from './004_matching.sql';
import reports from './005_reports.sql';
import reviewCounts from './006_review_counts.sql';
import uploadStaging from './007_upload_staging.sql';
import reviewSearch from './008_review_search.sql';
import trackingSearch from './009_tracking_search.sql';
import reportSums from './010_report_sums.sql';
import searchText from './011_search_text.sql';
import trackingCounts from './012_tracking_counts.sql';
import rowUploadKeys from './013_row_upload_keys.sql';
import books from './014_books.sql';
import postingWindow from './015_posting_window.sql';
import dashboardPerson from './016_dashboard_person.sql';
import trackingWebsiteCode from './017_tracking_website_code.sql';
import trackingChain from './018_tracking_chain.sql';

/** Every migration, in order; a unit test checks this list against the folder. */
export const MIGRATIONS: readonly Migration[] = [
  migrationFromFile('001_init.sql', init),
  migrationFromFile('002_akun_bank.sql', akunBank),
  migrationFromFile('003_statements.sql', statements),
  migrationFromFile('004_matching.sql', matching),
  migrationFromFile('005_reports.sql', reports),
  migrationFromFile('006_review_counts.sql', reviewCounts),
  migrationFromFile('007_upload_staging.sql', uploadStaging),
  migrationFromFile('008_review_search.sql', reviewSearch),
  migrationFromFile('009_tracking_search.sql', trackingSearch),
  migrationFromFile('010_report_sums.sql', reportSums),
  migrationFromFile('011_search_text.sql', searchText),
  migrationFromFile('012_tracking_counts.sql', trackingCounts),
  migrationFromFile('013_row_upload_keys.sql', rowUploadKeys),
  migrationFromFile('014_books.sql', books),
  migrationFromFile('015_posting_window.sql', postingWindow),
  migrationFromFile('016_dashboard_person.sql', dashboardPerson),
  migrationFromFile('017_tracking_website_code.sql', trackingWebsiteCode),
  migrationFromFile('018_tracking_chain.sql', trackingChain),
];
