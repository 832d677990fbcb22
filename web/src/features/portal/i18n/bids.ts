import { i18n } from '../../../i18n';
import en from './bids-en.json';
import fr from './bids-fr.json';
import { PORTAL_NS } from './index';

/** A company's several bids and its "no bid" (decision 060): under `bids.` of the portal's namespace. */
i18n.addResourceBundle('en', PORTAL_NS, { bids: en }, true, false);
i18n.addResourceBundle('fr', PORTAL_NS, { bids: fr }, true, false);
