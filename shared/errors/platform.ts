/**
 * The platform-wide messages (docs/product/errors.md#platform-wide-codes) that no Lambda answers: the local
 * server's and API Gateway's (a body over 6 MB, throttling), the browser's own when the API cannot be reached
 * (`/login?err=`), and the file messages no route gives yet. Kept out of the base so that no Lambda carries
 * them (decision 044); a catalogue that answers with one names this area.
 */
import type { CatalogueEntry } from '../errors.js';

export const PLATFORM_ERRORS = {
  payloadTooLarge: {
    status: 413,
    en: 'The request is larger than 6 MB. Large files are uploaded separately.',
    fr: 'La requête dépasse 6 Mo. Les fichiers volumineux sont téléversés séparément.',
  },
  tooManyRequests: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    fr: 'Trop de requêtes. Veuillez patienter un moment et réessayer.',
  },
  serviceUnavailable: {
    status: 503,
    en: 'A service the platform depends on is unavailable. Please try again shortly.',
    fr: 'Un service dont dépend la plateforme est indisponible. Veuillez réessayer sous peu.',
  },
} as const satisfies Record<string, CatalogueEntry>;
