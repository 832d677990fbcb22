import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_LIST_INVITE_MAX } from '../../../../../../shared/domain/suppliers/vendor-directory';
import {
  ZInvitationsFromVendorList,
  type TInvitationsFromVendorList,
  type TVendorListLine,
} from '../../../../../../shared/schemas/vendor-directory';
import { validateForm } from '../../../../lib/validate-form';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/**
 * Invite a whole supplier list (decision 053): every supplier of the list not invited yet, or of a
 * rotational list the next N in its rotation, who then move to the end of it.
 */
export function InviteFromListForm({
  lists,
  disabled,
  onInvite,
}: {
  lists: readonly TVendorListLine[];
  disabled: boolean;
  onInvite: (body: TInvitationsFromVendorList) => Promise<void>;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const [vendorListId, setVendorListId] = useState('');
  const [count, setCount] = useState('1');
  const [errors, setErrors] = useState<{ vendorListId?: string; count?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const list = lists.find((l) => l.vendorListId === vendorListId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The body as sent (a count only for a rotational list), checked with the route's schema.
    const body = { vendorListId, ...(list?.rotational ? { count: Number(count) } : {}) };
    const problems = validateForm(ZInvitationsFromVendorList, body);
    setErrors(problems?.fields ?? {});
    if (problems) return;
    setBusy(true);
    try {
      await onInvite(body);
      setVendorListId('');
    } catch (error) {
      setErrors({ form: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-labelledby="invite-from-list" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="invite-from-list">{t('invitations.fromList.heading')}</h3>
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <Flex gap="small" alignItems="flex-end" wrap="wrap">
          <SelectField
            label={t('invitations.fromList.list')}
            value={vendorListId}
            onChange={(e) => {
              setVendorListId(e.target.value);
              setErrors({});
            }}
            hasError={!!errors.vendorListId}
            errorMessage={errors.vendorListId}
          >
            <option value="">{t('invitations.fromList.choose')}</option>
            {lists.map((l) => (
              <option key={l.vendorListId} value={l.vendorListId}>
                {l.rotational
                  ? t('invitations.fromList.rotationalOption', { name: l.name, count: l.memberCount })
                  : t('invitations.fromList.option', { name: l.name, count: l.memberCount })}
              </option>
            ))}
          </SelectField>
          {list?.rotational && (
            <TextField
              label={t('invitations.fromList.count')}
              type="number"
              min={1}
              max={VENDOR_LIST_INVITE_MAX}
              value={count}
              onChange={(e) => {
                setCount(e.target.value);
                setErrors({});
              }}
              hasError={!!errors.count}
              errorMessage={errors.count}
            />
          )}
          <Button type="submit" isDisabled={disabled || busy}>
            {t('invitations.fromList.invite')}
          </Button>
        </Flex>
        {errors.form && (
          <p role="alert" className="tb-field-error">
            {errors.form}
          </p>
        )}
      </fieldset>
    </form>
  );
}
