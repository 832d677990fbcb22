import { i18n } from '../../../i18n';
import en from './en.json';
import fr from './fr.json';

/** Source → bid meetings' texts (decision 049), in their own namespace and chunk. */
export const BID_MEETINGS_NS = 'bidMeetings';
i18n.addResourceBundle('en', BID_MEETINGS_NS, en, true, true);
i18n.addResourceBundle('fr', BID_MEETINGS_NS, fr, true, true);
