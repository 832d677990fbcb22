import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Source → companies' texts (decision 050), in their own namespace and chunk. */
export const COMPANIES_NS = 'companies';
i18n.addResourceBundle('en', COMPANIES_NS, en, true, true);
i18n.addResourceBundle('fr', COMPANIES_NS, fr, true, true);
