import { i18n } from '../../../i18n';
import en from './receipts-en.json';
import fr from './receipts-fr.json';
import { PORTAL_NS } from './index';

/** A bid's receipt as a PDF and its verification (decision 059): under `receipts.` of the portal's namespace. */
i18n.addResourceBundle('en', PORTAL_NS, { receipts: en }, true, false);
i18n.addResourceBundle('fr', PORTAL_NS, { receipts: fr }, true, false);
