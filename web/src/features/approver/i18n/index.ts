import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The public approver page's texts (decision 066), in their own namespace and chunk. */
export const APPROVER_NS = 'approver';
i18n.addResourceBundle('en', APPROVER_NS, en, true, true);
i18n.addResourceBundle('fr', APPROVER_NS, fr, true, true);
