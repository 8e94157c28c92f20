export { captureDownloads, type SavedFile } from '@checker/test-kit/downloads';
