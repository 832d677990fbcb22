import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** The evaluation's texts (decision 063), in their own namespace and chunk. */
export const EVALUATION_NS = 'evaluation';
i18n.addResourceBundle('en', EVALUATION_NS, en, true, true);
i18n.addResourceBundle('fr', EVALUATION_NS, fr, true, true);
