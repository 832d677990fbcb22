import { currentLanguage } from '../i18n';
import { createApiClient } from './api-client';

/** The app's API client: Accept-Language follows the language the user chose. */
export const api = createApiClient({ getLanguage: currentLanguage });
