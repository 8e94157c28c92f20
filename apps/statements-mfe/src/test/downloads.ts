export { captureDownloads, type SavedFile } from '../../../../tools/jest/downloads';
