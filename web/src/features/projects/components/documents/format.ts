// Moved to lib/ so that the bid screen (portal) formats sizes the same way; the documents' imports stay.
export { formatBytes } from '../../../../lib/format-bytes';
