import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The form editor's and the price forms list's texts, in their own namespace and chunk. */
export const FORMS_NS = 'forms';
i18n.addResourceBundle('en', FORMS_NS, en, true, true);
i18n.addResourceBundle('fr', FORMS_NS, fr, true, true);
