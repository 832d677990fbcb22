import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_LIST_INVITE_MAX } from '../../../../../../shared/domain/suppliers/vendor-directory';
import type {
  TInvitationsFromVendorList,
  TVendorListLine,
} from '../../../../../../shared/schemas/vendor-directory';
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
  const [errors, setErrors] = useState<{ list?: string; count?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const list = lists.find((l) => l.vendorListId === vendorListId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(count);
    const found = {
      ...(!list ? { list: t('required') } : {}),
      ...(list?.rotational && !(Number.isInteger(n) && n >= 1 && n <= VENDOR_LIST_INVITE_MAX)
        ? { count: t('invitations.fromList.countRange', { max: VENDOR_LIST_INVITE_MAX }) }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !list) return;
    setBusy(true);
    try {
      await onInvite({ vendorListId: list.vendorListId, ...(list.rotational ? { count: n } : {}) });
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
            hasError={!!errors.list}
            errorMessage={errors.list}
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
