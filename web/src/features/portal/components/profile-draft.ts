/**
 * The company profile as the portal's forms hold it (texts as typed, names one a line, codes separated by
 * commas), and back to the shared schema's shape (shared/schemas/vendors.ts) for the API.
 */
import type { TVendorProfile } from '../../../../../shared/schemas/vendors';

export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  phone: string;
  primary: boolean;
}
export interface AddressDraft {
  line1: string;
  line2: string;
  city: string;
  provinceOrState: string;
  country: string;
  postalCode: string;
}
export interface ProfileDraft {
  companyName: string;
  otherNames: string;
  previousNames: string;
  contacts: ContactDraft[];
  addresses: AddressDraft[];
  phone: string;
  cell: string;
  fax: string;
  afterHoursPhone: string;
  taxNumber: string;
  categoryCodes: string;
  diversityClassifications: TVendorProfile['diversityClassifications'];
  certifiedDiverse: boolean;
  local: boolean;
  emergency: boolean;
}

export const emptyContact = (primary = false): ContactDraft => ({
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  phone: '',
  primary,
});
export const emptyAddress = (): AddressDraft => ({
  line1: '',
  line2: '',
  city: '',
  provinceOrState: '',
  country: '',
  postalCode: '',
});

export const emptyDraft = (): ProfileDraft => ({
  companyName: '',
  otherNames: '',
  previousNames: '',
  contacts: [emptyContact(true)],
  addresses: [emptyAddress()],
  phone: '',
  cell: '',
  fax: '',
  afterHoursPhone: '',
  taxNumber: '',
  categoryCodes: '',
  diversityClassifications: [],
  certifiedDiverse: false,
  local: false,
  emergency: false,
});

export function draftOf(profile: TVendorProfile): ProfileDraft {
  return {
    companyName: profile.companyName,
    otherNames: profile.otherNames.join('\n'),
    previousNames: profile.previousNames.join('\n'),
    contacts: profile.contacts.map((c) => ({
      ...emptyContact(),
      ...c,
      title: c.title ?? '',
      phone: c.phone ?? '',
    })),
    addresses: profile.addresses.map((a) => ({
      ...emptyAddress(),
      ...a,
      line2: a.line2 ?? '',
      provinceOrState: a.provinceOrState ?? '',
      postalCode: a.postalCode ?? '',
    })),
    phone: profile.phone ?? '',
    cell: profile.cell ?? '',
    fax: profile.fax ?? '',
    afterHoursPhone: profile.afterHoursPhone ?? '',
    taxNumber: profile.taxNumber ?? '',
    categoryCodes: profile.categoryCodes.join(', '),
    diversityClassifications: [...profile.diversityClassifications],
    certifiedDiverse: profile.certifiedDiverse,
    local: profile.local,
    emergency: profile.emergency,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
const isBlank = (address: AddressDraft) => Object.values(address).every((v) => v.trim() === '');

/** The draft as the API takes it; a wholly empty address is left out, empty optional texts go. */
export function profileOf(draft: ProfileDraft): TVendorProfile {
  return {
    companyName: draft.companyName,
    otherNames: lines(draft.otherNames),
    previousNames: lines(draft.previousNames),
    contacts: draft.contacts.map((c) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      title: optional(c.title),
      phone: optional(c.phone),
      primary: c.primary,
    })),
    addresses: draft.addresses
      .filter((a) => !isBlank(a))
      .map((a) => ({
        line1: a.line1,
        line2: optional(a.line2),
        city: a.city,
        provinceOrState: optional(a.provinceOrState),
        country: a.country,
        postalCode: optional(a.postalCode),
      })),
    phone: optional(draft.phone),
    cell: optional(draft.cell),
    fax: optional(draft.fax),
    afterHoursPhone: optional(draft.afterHoursPhone),
    alternatePhones: [],
    taxNumber: optional(draft.taxNumber),
    categoryCodes: draft.categoryCodes
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    diversityClassifications: draft.diversityClassifications,
    certifiedDiverse: draft.certifiedDiverse,
    local: draft.local,
    emergency: draft.emergency,
  };
}

/** Fields whose list the form shows as one control (names one a line, codes): their items' errors go there. */
const WHOLE = ['otherNames', 'previousNames', 'categoryCodes', 'alternatePhones', 'diversityClassifications'];

/**
 * The form's key of a server field: "body.profile.contacts.0.email" → "contacts.0.email",
 * "body.user.password" → "password", "body.otherNames.2" → "otherNames".
 */
export function fieldKeyOf(serverField: string): string {
  const key = serverField.replace(/^(body|query|path)\./, '').replace(/^(profile|user)\./, '');
  const first = key.split('.')[0] ?? key;
  return WHOLE.includes(first) ? first : key;
}

/** The form's fields from top to bottom, for the error summary's order. */
export function profileFieldOrder(draft: ProfileDraft): string[] {
  return [
    'companyName',
    'otherNames',
    'previousNames',
    'contacts',
    ...draft.contacts.flatMap((_, i) =>
      ['firstName', 'lastName', 'email', 'title', 'phone'].map((f) => `contacts.${i}.${f}`),
    ),
    ...draft.addresses.flatMap((_, i) =>
      ['line1', 'line2', 'city', 'provinceOrState', 'country', 'postalCode'].map(
        (f) => `addresses.${i}.${f}`,
      ),
    ),
    'phone',
    'cell',
    'fax',
    'afterHoursPhone',
    'taxNumber',
    'categoryCodes',
    'diversityClassifications',
  ];
}
