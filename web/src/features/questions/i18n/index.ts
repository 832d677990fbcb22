import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Source → questions' texts (decision 051), in their own namespace and chunk. */
export const QUESTIONS_NS = 'vendorQuestions';
i18n.addResourceBundle('en', QUESTIONS_NS, en, true, true);
i18n.addResourceBundle('fr', QUESTIONS_NS, fr, true, true);
