import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  DIVERSITY_CLASSIFICATIONS,
  VENDOR_ADDRESSES_MAX,
  VENDOR_CONTACTS_MAX,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_PHONE_MAX_LENGTH,
  VENDOR_TAX_NUMBER_MAX_LENGTH,
  VENDOR_TEXT_MAX_LENGTH,
} from '../../../../../shared/domain/suppliers/vendor-profile';
import { Check } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import type { FormErrors } from '../../../components/ui/use-form-errors';
import { PORTAL_NS } from '../i18n';
import {
  emptyAddress,
  emptyContact,
  type AddressDraft,
  type ContactDraft,
  type ProfileDraft,
} from './profile-draft';

type Change = (next: ProfileDraft) => void;

/**
 * The company profile's fields (docs/product/suppliers-and-accounts.md#supplier-registration), shared by
 * registration and the profile screen: company and its names, contacts with exactly one primary, addresses,
 * phones, tax number, category codes, diversity, certification, and the local and emergency flags. Each field
 * shows its error under it; the form's error summary links to it.
 */
export function ProfileFields({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: ProfileDraft;
  onChange: Change;
  errors: FormErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    errors.clearField(key);
    onChange({ ...draft, [key]: value });
  };
  const text = (
    key: 'companyName' | 'phone' | 'cell' | 'fax' | 'afterHoursPhone' | 'taxNumber',
    max: number,
    required = false,
  ) => (
    <TextField
      label={t(`fields.${key}`)}
      id={errors.idOf(key)}
      name={key}
      value={draft[key]}
      maxLength={max}
      isRequired={required}
      isDisabled={disabled}
      onChange={(e) => set(key, e.target.value)}
      hasError={!!errors.fields[key]}
      errorMessage={errors.fields[key]}
    />
  );
  const setContact = (index: number, patch: Partial<ContactDraft>) => {
    for (const name of Object.keys(patch)) errors.clearField(`contacts.${index}.${name}`);
    errors.clearField('contacts');
    const contacts = draft.contacts.map((c, i) =>
      i === index ? { ...c, ...patch } : patch.primary ? { ...c, primary: false } : c,
    );
    onChange({ ...draft, contacts });
  };
  const setAddress = (index: number, patch: Partial<AddressDraft>) => {
    for (const name of Object.keys(patch)) errors.clearField(`addresses.${index}.${name}`);
    onChange({ ...draft, addresses: draft.addresses.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  };
  const contactField = (
    index: number,
    name: keyof Omit<ContactDraft, 'primary'>,
    required: boolean,
    type = 'text',
  ) => {
    const key = `contacts.${index}.${name}`;
    return (
      <TextField
        label={t(`fields.${name}`)}
        id={errors.idOf(key)}
        type={type}
        value={draft.contacts[index]![name]}
        maxLength={name === 'phone' ? VENDOR_PHONE_MAX_LENGTH : VENDOR_NAME_MAX_LENGTH}
        isRequired={required}
        isDisabled={disabled}
        onChange={(e) => setContact(index, { [name]: e.target.value })}
        hasError={!!errors.fields[key]}
        errorMessage={errors.fields[key]}
      />
    );
  };
  const addressField = (index: number, name: keyof AddressDraft, required: boolean) => {
    const key = `addresses.${index}.${name}`;
    return (
      <TextField
        label={t(`fields.${name}`)}
        id={errors.idOf(key)}
        value={draft.addresses[index]![name]}
        maxLength={VENDOR_NAME_MAX_LENGTH}
        isRequired={required}
        isDisabled={disabled}
        onChange={(e) => setAddress(index, { [name]: e.target.value })}
        hasError={!!errors.fields[key]}
        errorMessage={errors.fields[key]}
      />
    );
  };

  return (
    <>
      {text('companyName', VENDOR_NAME_MAX_LENGTH, true)}
      <TextArea
        label={t('fields.otherNames')}
        id={errors.idOf('otherNames')}
        value={draft.otherNames}
        rows={2}
        disabled={disabled}
        onChange={(value) => set('otherNames', value)}
        error={errors.fields.otherNames}
      />
      <TextArea
        label={t('fields.previousNames')}
        id={errors.idOf('previousNames')}
        value={draft.previousNames}
        rows={2}
        disabled={disabled}
        onChange={(value) => set('previousNames', value)}
        error={errors.fields.previousNames}
      />

      <fieldset className="tb-choices" data-testid="contacts">
        <legend>{t('fields.contacts')}</legend>
        <div id={errors.idOf('contacts')} tabIndex={-1}>
          {errors.fields.contacts && (
            <p className="amplify-text amplify-field__error-message" role="alert">
              {errors.fields.contacts}
            </p>
          )}
        </div>
        {draft.contacts.map((contact, index) => (
          <fieldset key={index} className="tb-fieldset">
            <legend className="tb-card-title">{t('fields.contact', { n: index + 1 })}</legend>
            <Flex direction="column" gap="small">
              {contactField(index, 'firstName', true)}
              {contactField(index, 'lastName', true)}
              {contactField(index, 'email', true, 'email')}
              {contactField(index, 'title', false)}
              {contactField(index, 'phone', false, 'tel')}
              <label className="tb-check">
                <input
                  type="radio"
                  name="primaryContact"
                  checked={contact.primary}
                  disabled={disabled}
                  onChange={() => setContact(index, { primary: true })}
                />{' '}
                {t('fields.primary')}
              </label>
              {draft.contacts.length > 1 && (
                <Button
                  size="small"
                  isDisabled={disabled}
                  onClick={() =>
                    onChange({ ...draft, contacts: draft.contacts.filter((_, i) => i !== index) })
                  }
                >
                  {t('fields.removeContact', { n: index + 1 })}
                </Button>
              )}
            </Flex>
          </fieldset>
        ))}
        {draft.contacts.length < VENDOR_CONTACTS_MAX && (
          <Button
            size="small"
            isDisabled={disabled}
            onClick={() =>
              onChange({ ...draft, contacts: [...draft.contacts, emptyContact(draft.contacts.length === 0)] })
            }
          >
            {t('fields.addContact')}
          </Button>
        )}
      </fieldset>

      <fieldset className="tb-choices">
        <legend>{t('fields.addresses')}</legend>
        {draft.addresses.map((_, index) => (
          <fieldset key={index} className="tb-fieldset">
            <legend className="tb-card-title">{t('fields.address', { n: index + 1 })}</legend>
            <Flex direction="column" gap="small">
              {addressField(index, 'line1', false)}
              {addressField(index, 'line2', false)}
              {addressField(index, 'city', false)}
              {addressField(index, 'provinceOrState', false)}
              {addressField(index, 'country', false)}
              {addressField(index, 'postalCode', false)}
              <Button
                size="small"
                isDisabled={disabled}
                onClick={() =>
                  onChange({ ...draft, addresses: draft.addresses.filter((_, i) => i !== index) })
                }
              >
                {t('fields.removeAddress', { n: index + 1 })}
              </Button>
            </Flex>
          </fieldset>
        ))}
        {draft.addresses.length < VENDOR_ADDRESSES_MAX && (
          <Button
            size="small"
            isDisabled={disabled}
            onClick={() => onChange({ ...draft, addresses: [...draft.addresses, emptyAddress()] })}
          >
            {t('fields.addAddress')}
          </Button>
        )}
      </fieldset>

      <fieldset className="tb-choices">
        <legend>{t('fields.phones')}</legend>
        <Flex direction="column" gap="small">
          {text('phone', VENDOR_PHONE_MAX_LENGTH)}
          {text('cell', VENDOR_PHONE_MAX_LENGTH)}
          {text('fax', VENDOR_PHONE_MAX_LENGTH)}
          {text('afterHoursPhone', VENDOR_PHONE_MAX_LENGTH)}
        </Flex>
      </fieldset>
      {text('taxNumber', VENDOR_TAX_NUMBER_MAX_LENGTH)}
      <TextField
        label={t('fields.categoryCodes')}
        descriptiveText={t('fields.categoryHint')}
        id={errors.idOf('categoryCodes')}
        value={draft.categoryCodes}
        maxLength={VENDOR_TEXT_MAX_LENGTH * 10}
        isDisabled={disabled}
        onChange={(e) => set('categoryCodes', e.target.value)}
        hasError={!!errors.fields.categoryCodes}
        errorMessage={errors.fields.categoryCodes}
      />
      <fieldset className="tb-choices">
        <legend>{t('fields.diversity')}</legend>
        {DIVERSITY_CLASSIFICATIONS.map((value, index) => (
          <Check
            key={value}
            id={index === 0 ? errors.idOf('diversityClassifications') : undefined}
            label={t(`diversity.${value}`)}
            checked={draft.diversityClassifications.includes(value)}
            disabled={disabled}
            onChange={(checked) =>
              set(
                'diversityClassifications',
                checked
                  ? [...draft.diversityClassifications, value]
                  : draft.diversityClassifications.filter((v) => v !== value),
              )
            }
          />
        ))}
        <Check
          label={t('fields.certifiedDiverse')}
          checked={draft.certifiedDiverse}
          disabled={disabled}
          onChange={(checked) => set('certifiedDiverse', checked)}
        />
      </fieldset>
      <fieldset className="tb-choices">
        <legend>{t('fields.flags')}</legend>
        <Check
          label={t('fields.local')}
          checked={draft.local}
          disabled={disabled}
          onChange={(checked) => set('local', checked)}
        />
        <Check
          label={t('fields.emergency')}
          checked={draft.emergency}
          disabled={disabled}
          onChange={(checked) => set('emergency', checked)}
        />
      </fieldset>
    </>
  );
}
