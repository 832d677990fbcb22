import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Award → approval's texts (decision 066), in their own namespace and chunk. */
export const AWARD_APPROVAL_NS = 'awardApproval';
i18n.addResourceBundle('en', AWARD_APPROVAL_NS, en, true, true);
i18n.addResourceBundle('fr', AWARD_APPROVAL_NS, fr, true, true);
