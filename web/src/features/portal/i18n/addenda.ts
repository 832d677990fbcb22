import { i18n } from '../../../i18n';
import en from './addenda-en.json';
import fr from './addenda-fr.json';
import { PORTAL_NS } from './index';

/** The bid's addenda in the portal (decision 052): under `addenda.` of the portal's namespace, in its chunk. */
i18n.addResourceBundle('en', PORTAL_NS, { addenda: en }, true, false);
i18n.addResourceBundle('fr', PORTAL_NS, { addenda: fr }, true, false);
