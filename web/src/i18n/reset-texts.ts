import enReset from './en-reset.json';
import { i18n } from './index';

/** The English texts of /verifyEmail and /resetpassword, loaded with those pages (see app-texts.ts). */
i18n.addResourceBundle('en', 'translation', enReset, true, false);
