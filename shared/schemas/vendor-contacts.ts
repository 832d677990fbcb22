/**
 * A supplier company's contacts and addresses, their fields written once for both sides: checked where the
 * supplier writes them (ZVendorProfile, shared/schemas/vendors.ts), read back plain where they are stored and
 * answered after that check (the vendor record, the directory's overview). zod/mini, and nothing else: the
 * vendor entity imports it into every Lambda that reads a vendor.
 */
import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

/** A contact's fields, given the schemas of its texts: a required one, an optional one, the email, the phone. */
export const vendorContactFields = <
  R extends Schema,
  O extends Schema,
  E extends Schema,
  P extends Schema,
>(texts: {
  required: R;
  optional: O;
  email: E;
  phone: P;
}) => ({
  firstName: texts.required,
  lastName: texts.required,
  email: texts.email,
  title: texts.optional,
  phone: texts.phone,
  /** Exactly one contact is the primary one (findVendorContactsProblem). */
  primary: z.boolean(),
});

/** An address's fields, given the schemas of its texts: a required one, an optional one, the postal code. */
export const vendorAddressFields = <R extends Schema, O extends Schema, C extends Schema>(texts: {
  required: R;
  optional: O;
  postalCode: C;
}) => ({
  line1: texts.required,
  line2: texts.optional,
  city: texts.required,
  provinceOrState: texts.optional,
  country: texts.required,
  postalCode: texts.postalCode,
});

const STORED = {
  required: z.string(),
  optional: z.optional(z.string()),
  email: z.string(),
  phone: z.optional(z.string()),
  postalCode: z.optional(z.string()),
};
/** A contact as stored and answered. */
export const ZStoredVendorContact = z.object(vendorContactFields(STORED));
/** An address as stored and answered. */
export const ZStoredVendorAddress = z.object(vendorAddressFields(STORED));
