import { Alert, Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// The name's rule names vendorSearchTooShort: its text for the instant check.
import { catalogueOf } from '../../../../../../shared/errors';
import { VENDOR_DIRECTORY_ERRORS } from '../../../../../../shared/errors/vendor-directory';
import { DIVERSITY_CLASSIFICATIONS } from '../../../../../../shared/domain/suppliers/vendor-profile';
import {
  ZInvitationSearch,
  type TInvitationCandidate,
  type TInvitationCandidates,
  type TInvitationSearch,
} from '../../../../../../shared/schemas/vendor-invitations';
import { DataTable } from '../../../../components/ui/data-table';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { Check } from '../../../../components/ui/native-fields';
import type { ProjectScope } from '../../api/projects-api';
import { searchInvitationCandidates } from '../../api/project-build-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/** The texts of the codes the search's schema names (`vendorSearchTooShort`). */
const SEARCH_ERRORS = catalogueOf(VENDOR_DIRECTORY_ERRORS);

type Choice = '' | 'yes' | 'no';
interface Criteria {
  name: string;
  projectCategories: boolean;
  categoryCode: string;
  diversityClassification: string;
  local: Choice;
  emergency: Choice;
  city: string;
  provinceOrState: string;
}
const EMPTY: Criteria = {
  name: '',
  projectCategories: true,
  categoryCode: '',
  diversityClassification: '',
  local: '',
  emergency: '',
  city: '',
  provinceOrState: '',
};
const flag = (choice: Choice) => (choice === '' ? undefined : choice === 'yes');

/** The criteria as the route takes them: blanks left out, the project's categories unless unticked. */
function bodyOf(c: Criteria): TInvitationSearch {
  const text = (value: string) => value.trim() || undefined;
  const body: TInvitationSearch = {
    name: text(c.name),
    ...(c.projectCategories ? {} : { categoryCodes: c.categoryCode.trim() ? [c.categoryCode.trim()] : [] }),
    diversityClassification: (c.diversityClassification ||
      undefined) as TInvitationSearch['diversityClassification'],
    local: flag(c.local),
    emergency: flag(c.emergency),
    city: text(c.city),
    provinceOrState: text(c.provinceOrState),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TInvitationSearch;
}

/**
 * Build → invitations' "Find suppliers" (decision 053, amended): the directory's search by criteria, by
 * default in the project's categories; the suppliers ticked are invited by their primary contact's address,
 * one invitation each, as the form above invites one.
 */
export function FindSuppliersPanel({
  scope,
  projectId,
  disabled,
  onInvite,
}: {
  scope: ProjectScope;
  projectId: string;
  disabled: boolean;
  onInvite: (suppliers: TInvitationCandidate[]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation(PROJECT_BUILD_NS);
  const [criteria, setCriteria] = useState<Criteria>(EMPTY);
  const [found, setFound] = useState<TInvitationCandidates | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const set = <K extends keyof Criteria>(key: K, value: Criteria[K]) => {
    setCriteria((c) => ({ ...c, [key]: value }));
    setErrors({});
  };

  const search = async (cursor?: string) => {
    const body = { ...bodyOf(criteria), ...(cursor ? { cursor } : {}) };
    const problems = validateForm(ZInvitationSearch, body, { catalogue: SEARCH_ERRORS });
    if (problems) {
      // The name is the form's one typed criterion with a rule beyond its length; any other shows above.
      const { name, ...others } = problems.fields;
      return setErrors({ name, form: Object.values(others)[0] });
    }
    setBusy(true);
    try {
      const page = await searchInvitationCandidates(scope, projectId, body);
      setFound((before) =>
        cursor && before ? { ...page, vendors: [...before.vendors, ...page.vendors] } : page,
      );
      if (!cursor) setSelected(new Set());
    } catch (error) {
      const { fields, message } = formErrorsOf(error);
      setErrors({ name: fields.name, form: message ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  const invite = async () => {
    if (!found) return;
    setBusy(true);
    try {
      await onInvite(found.vendors.filter((v) => selected.has(v.vendorId)));
      setSelected(new Set());
      await search();
    } catch (error) {
      setErrors({ form: formErrorsOf(error).message ?? undefined });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (vendorId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(vendorId);
      else next.delete(vendorId);
      return next;
    });
  const choice = (key: 'local' | 'emergency') => (
    <SelectField
      label={t(`invitations.find.${key}`)}
      value={criteria[key]}
      onChange={(e) => set(key, e.target.value as Choice)}
    >
      <option value="">{t('invitations.find.any')}</option>
      <option value="yes">{t('invitations.find.yes')}</option>
      <option value="no">{t('invitations.find.no')}</option>
    </SelectField>
  );
  const yesNo = (value: boolean) => t(value ? 'invitations.find.yes' : 'invitations.find.no');

  return (
    <section aria-labelledby="find-suppliers" className="tb-section">
      <h3 id="find-suppliers">{t('invitations.find.heading')}</h3>
      <p>{t('invitations.find.intro')}</p>
      <form
        aria-labelledby="find-suppliers"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void search();
        }}
        noValidate
      >
        <fieldset disabled={busy} className="tb-fieldset">
          <Flex direction="column" gap="small">
            <TextField
              label={t('invitations.find.name')}
              value={criteria.name}
              maxLength={100}
              onChange={(e) => set('name', e.target.value)}
              hasError={!!errors.name}
              errorMessage={errors.name}
            />
            <Check
              label={t('invitations.find.projectCategories')}
              name="projectCategories"
              checked={criteria.projectCategories}
              onChange={(checked) => set('projectCategories', checked)}
            />
            {!criteria.projectCategories && (
              <TextField
                label={t('invitations.find.categoryCode')}
                value={criteria.categoryCode}
                maxLength={32}
                onChange={(e) => set('categoryCode', e.target.value)}
              />
            )}
            <Flex gap="medium" wrap="wrap">
              <SelectField
                label={t('invitations.find.diversity')}
                value={criteria.diversityClassification}
                onChange={(e) => set('diversityClassification', e.target.value)}
              >
                <option value="">{t('invitations.find.any')}</option>
                {DIVERSITY_CLASSIFICATIONS.map((code) => (
                  <option key={code} value={code}>
                    {t(`invitations.find.diversityLabels.${code}`)}
                  </option>
                ))}
              </SelectField>
              {choice('local')}
              {choice('emergency')}
            </Flex>
            <Flex gap="medium" wrap="wrap">
              <TextField
                label={t('invitations.find.city')}
                value={criteria.city}
                maxLength={100}
                onChange={(e) => set('city', e.target.value)}
              />
              <TextField
                label={t('invitations.find.province')}
                value={criteria.provinceOrState}
                maxLength={100}
                onChange={(e) => set('provinceOrState', e.target.value)}
              />
            </Flex>
            <Flex>
              <Button type="submit" isDisabled={busy}>
                {t('invitations.find.search')}
              </Button>
            </Flex>
          </Flex>
        </fieldset>
      </form>
      {errors.form && (
        <Alert variation="error" role="alert">
          {errors.form}
        </Alert>
      )}
      {found && (
        <Flex direction="column" gap="small">
          <p role="status">
            {found.categoryCodes.length > 0
              ? t('invitations.find.categoriesApplied', { codes: found.categoryCodes.join(', ') })
              : t('invitations.find.anyCategory')}{' '}
            {found.vendors.length === 0 ? t('invitations.find.none') : ''}
          </p>
          {found.vendors.length > 0 && (
            <DataTable label={t('invitations.find.results')}>
              <thead>
                <tr>
                  <th scope="col">{t('invitations.find.select')}</th>
                  <th scope="col">{t('invitations.companyName')}</th>
                  <th scope="col">{t('invitations.contactName')}</th>
                  <th scope="col">{t('invitations.city')}</th>
                  <th scope="col">{t('invitations.email')}</th>
                  <th scope="col">{t('invitations.find.diversity')}</th>
                  <th scope="col">{t('invitations.find.local')}</th>
                  <th scope="col">{t('invitations.find.emergency')}</th>
                  <th scope="col">{t('invitations.find.lastInvited')}</th>
                </tr>
              </thead>
              <tbody>
                {found.vendors.map((v) => (
                  <tr key={v.vendorId}>
                    <td>
                      {v.invited ? (
                        t('invitations.find.invitedHere')
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={t('invitations.find.selectSupplier', { company: v.companyName })}
                          checked={selected.has(v.vendorId)}
                          disabled={disabled || busy}
                          onChange={(e) => toggle(v.vendorId, e.target.checked)}
                        />
                      )}
                    </td>
                    <td>{v.companyName}</td>
                    <td>{v.contactName}</td>
                    <td>{v.city}</td>
                    <td>{v.email}</td>
                    <td>
                      {v.diversityClassifications
                        .map((c) => t(`invitations.find.diversityLabels.${c}`))
                        .join(', ')}
                    </td>
                    <td>{yesNo(v.local)}</td>
                    <td>{yesNo(v.emergency)}</td>
                    <td>
                      {v.lastInvitedAt ? date.format(new Date(v.lastInvitedAt)) : t('invitations.find.never')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <Flex gap="small" wrap="wrap">
            <Button
              variation="primary"
              isDisabled={disabled || busy || selected.size === 0}
              onClick={() => void invite()}
            >
              {t('invitations.find.inviteSelected', { count: selected.size })}
            </Button>
            {found.cursor && (
              <Button isDisabled={busy} onClick={() => void search(found.cursor)}>
                {t('invitations.find.more')}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
    </section>
  );
}
