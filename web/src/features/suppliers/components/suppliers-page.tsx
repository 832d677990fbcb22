import '../i18n';
import { Alert, Button, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
// The name search's rule names vendorSearchTooShort: its text for the instant check.
import { catalogueOf } from '../../../../../shared/errors';
import { VENDOR_DIRECTORY_ERRORS } from '../../../../../shared/errors/vendor-directory';
import { DIVERSITY_CLASSIFICATIONS } from '../../../../../shared/domain/suppliers/vendor-profile';
import {
  ZVendorSearchQuery,
  type TVendorAdvancedSearch,
  type TVendorLine,
} from '../../../../../shared/schemas/vendor-directory';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { downloadFile, loadExcelJs } from '../../../lib/office-files';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { validateForm } from '../../../lib/validate-form';
import { advancedSearch, exportSearch, searchByName, useScope, type Scope } from '../api/suppliers-api';
import { SUPPLIERS_NS } from '../i18n';
import { vendorExportRows, vendorWorkbook, type ExportTexts } from '../lib/vendor-export';
import { VendorLists } from './vendor-lists';
import { VendorTable } from './vendor-table';

/** The texts of the codes the search's schema names (`vendorSearchTooShort`). */
const SEARCH_ERRORS = catalogueOf(VENDOR_DIRECTORY_ERRORS);

/**
 * /suppliers (docs/product/suppliers-and-accounts.md#supplier-directory, decision 053): the supplier
 * directory. Search by name (3 characters, ZVendorSearchQuery), the advanced search with its Excel
 * export, and the agency's supplier lists.
 */
export function SuppliersPage() {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const canAct = accessTo(session, pathname).canAct;
  useDocumentTitle(t('title'));
  return (
    <Flex direction="column" gap="large">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {scope && (
        <>
          <NameSearch scope={scope} />
          <AdvancedSearch scope={scope} />
          <VendorLists scope={scope} canAct={canAct} />
        </>
      )}
    </Flex>
  );
}

/** A page of suppliers and the cursor of the next one, as the searches answer. */
interface Found {
  vendors: TVendorLine[];
  cursor?: string;
}

function Results({ caption, found, onMore }: { caption: string; found: Found; onMore: () => void }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  if (found.vendors.length === 0 && !found.cursor) return <p role="status">{t('search.none')}</p>;
  return (
    <Flex direction="column" gap="small">
      <p role="status" className="tb-visually-hidden">
        {`${caption}: ${found.vendors.length}`}
      </p>
      <VendorTable caption={caption} vendors={found.vendors} />
      {found.cursor && (
        <Button alignSelf="flex-start" size="small" onClick={onMore}>
          {t('search.more')}
        </Button>
      )}
    </Flex>
  );
}

function NameSearch({ scope }: { scope: Scope }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const [name, setName] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(['name']);

  const load = async (term: string, cursor?: string) => {
    setBusy(true);
    try {
      const page = await searchByName(scope, term, cursor);
      setFound((current) => ({
        vendors: cursor && current ? [...current.vendors, ...page.vendors] : page.vendors,
        ...(page.cursor ? { cursor: page.cursor } : {}),
      }));
    } catch (error) {
      errors.show(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateForm(ZVendorSearchQuery, { name }, { catalogue: SEARCH_ERRORS });
    if (problems) return errors.show(problems);
    errors.clear();
    void load(name.trim());
  };

  return (
    <section aria-labelledby="supplier-search" className="tb-section">
      <Heading level={2} id="supplier-search">
        {t('search.heading')}
      </Heading>
      <form role="search" aria-labelledby="supplier-search" onSubmit={submit} noValidate>
        <ErrorSummary {...errors.summary} />
        <Flex gap="small" alignItems="flex-end" wrap="wrap">
          <TextField
            label={t('search.name')}
            descriptiveText={t('search.hint')}
            id={errors.idOf('name')}
            name="name"
            value={name}
            maxLength={100}
            onChange={(e) => {
              setName(e.target.value);
              errors.clearField('name');
            }}
            hasError={!!errors.fields.name}
            errorMessage={errors.fields.name}
          />
          <Button type="submit" variation="primary" isDisabled={busy}>
            {t('search.submit')}
          </Button>
        </Flex>
      </form>
      {found && (
        <Results
          caption={t('search.results')}
          found={found}
          onMore={() => void load(name.trim(), found.cursor)}
        />
      )}
    </section>
  );
}

type Choice = '' | 'yes' | 'no';
interface Criteria {
  name: string;
  categoryCode: string;
  diversityClassification: string;
  certifiedDiverse: Choice;
  local: Choice;
  emergency: Choice;
  city: string;
  provinceOrState: string;
  accountStatus: string;
}
const NO_CRITERIA: Criteria = {
  name: '',
  categoryCode: '',
  diversityClassification: '',
  certifiedDiverse: '',
  local: '',
  emergency: '',
  city: '',
  provinceOrState: '',
  accountStatus: '',
};

/** The form's criteria as the API takes them: only what was given. */
function bodyOf(c: Criteria): TVendorAdvancedSearch {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const choice = (value: Choice) => (value === '' ? undefined : value === 'yes');
  const body: Record<string, unknown> = {
    name: text(c.name),
    categoryCode: text(c.categoryCode),
    diversityClassification: c.diversityClassification || undefined,
    certifiedDiverse: choice(c.certifiedDiverse),
    local: choice(c.local),
    emergency: choice(c.emergency),
    city: text(c.city),
    provinceOrState: text(c.provinceOrState),
    accountStatus: c.accountStatus || undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as TVendorAdvancedSearch;
}

function AdvancedSearch({ scope }: { scope: Scope }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const [criteria, setCriteria] = useState<Criteria>(NO_CRITERIA);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Criteria>(key: K, value: Criteria[K]) =>
    setCriteria((c) => ({ ...c, [key]: value }));

  const search = async (cursor?: string) => {
    setBusy(true);
    setError(null);
    try {
      const page = await advancedSearch(scope, { ...bodyOf(criteria), ...(cursor ? { cursor } : {}) });
      setFound((current) => ({
        vendors: cursor && current ? [...current.vendors, ...page.vendors] : page.vendors,
        ...(page.cursor ? { cursor: page.cursor } : {}),
      }));
    } catch (err) {
      setError(formErrorsOf(err).message ?? t('loadError'));
    } finally {
      setBusy(false);
    }
  };

  const exportToExcel = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await exportSearch(scope, bodyOf(criteria));
      const texts = {
        ...(t('export', { returnObjects: true }) as Omit<
          ExportTexts,
          'classification' | 'account' | 'emailState'
        >),
        classification: (code: string) => t(`diversity.${code}`),
        account: (status: string) => t(`accountStatus.${status}`),
        emailState: (status: string) => t(`emailStatus.${status}`),
      };
      const data = await vendorWorkbook(
        await loadExcelJs(),
        texts.sheet,
        vendorExportRows(result.vendors, texts),
      );
      downloadFile(
        data,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        `${t('export.fileName')}.xlsx`,
      );
      notifier.notify(
        result.truncated ? t('advanced.truncated') : t('advanced.exported', { count: result.vendors.length }),
        result.truncated ? 'info' : 'success',
      );
    } catch (err) {
      setError(t('advanced.exportFailed', { message: formErrorsOf(err).message ?? '' }));
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'categoryCode' | 'city' | 'provinceOrState', label: string, max = 100) => (
    <TextField
      label={label}
      value={criteria[key]}
      maxLength={max}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const choice = (key: 'certifiedDiverse' | 'local' | 'emergency', label: string) => (
    <SelectField label={label} value={criteria[key]} onChange={(e) => set(key, e.target.value as Choice)}>
      <option value="">{t('advanced.any')}</option>
      <option value="yes">{t('advanced.yes')}</option>
      <option value="no">{t('advanced.no')}</option>
    </SelectField>
  );

  return (
    <section aria-labelledby="supplier-advanced" className="tb-section">
      <Heading level={2} id="supplier-advanced">
        {t('advanced.heading')}
      </Heading>
      <form
        aria-labelledby="supplier-advanced"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
        noValidate
      >
        <Flex direction="column" gap="small">
          <Flex gap="medium" wrap="wrap">
            {text('name', t('advanced.name'))}
            {text('categoryCode', t('advanced.categoryCode'), 32)}
            <SelectField
              label={t('advanced.diversity')}
              value={criteria.diversityClassification}
              onChange={(e) => set('diversityClassification', e.target.value)}
            >
              <option value="">{t('advanced.any')}</option>
              {DIVERSITY_CLASSIFICATIONS.map((code) => (
                <option key={code} value={code}>
                  {t(`diversity.${code}`)}
                </option>
              ))}
            </SelectField>
          </Flex>
          <Flex gap="medium" wrap="wrap">
            {choice('certifiedDiverse', t('advanced.certifiedDiverse'))}
            {choice('local', t('advanced.local'))}
            {choice('emergency', t('advanced.emergency'))}
          </Flex>
          <Flex gap="medium" wrap="wrap">
            {text('city', t('advanced.city'))}
            {text('provinceOrState', t('advanced.province'))}
            <SelectField
              label={t('advanced.accountStatus')}
              value={criteria.accountStatus}
              onChange={(e) => set('accountStatus', e.target.value)}
            >
              <option value="">{t('advanced.any')}</option>
              <option value="active">{t('accountStatus.active')}</option>
              <option value="inactive">{t('accountStatus.inactive')}</option>
            </SelectField>
          </Flex>
          <Flex gap="small" wrap="wrap">
            <Button type="submit" variation="primary" isDisabled={busy}>
              {t('advanced.submit')}
            </Button>
            <Button isDisabled={busy} onClick={() => void exportToExcel()}>
              {t('advanced.export')}
            </Button>
          </Flex>
        </Flex>
      </form>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {found && (
        <Results caption={t('advanced.results')} found={found} onMore={() => void search(found.cursor)} />
      )}
    </section>
  );
}

export default SuppliersPage;
