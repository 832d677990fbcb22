import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The supplier directory's texts (decision 053), in their own namespace and chunk. */
export const SUPPLIERS_NS = 'suppliers';
i18n.addResourceBundle('en', SUPPLIERS_NS, en, true, true);
i18n.addResourceBundle('fr', SUPPLIERS_NS, fr, true, true);
