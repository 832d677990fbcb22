import { i18n } from '../../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The Build → Documents screen's texts, in their own namespace and chunk (registered when this module loads). */
export const DOCUMENTS_NS = 'projectDocuments';
i18n.addResourceBundle('en', DOCUMENTS_NS, en, true, true);
i18n.addResourceBundle('fr', DOCUMENTS_NS, fr, true, true);
