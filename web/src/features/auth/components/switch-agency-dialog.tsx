import { Alert, Button, Loader, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { paths } from '../../../config/paths';
import { apiUrl, call } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';
import { useHasDirtyForms } from '../../../lib/dirty-forms';
import { useSwitchAgency } from '../api/auth-api';
import type { SessionCustomer } from '../../../lib/session';

interface AgencyOption {
  customerId: string;
  displayName: string;
  domain: string;
}

/** Case- and accent-insensitive match on the agency's name or domain. */
export function matchesAgency(agency: AgencyOption, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  return q === '' || fold(agency.displayName).includes(q) || fold(agency.domain).includes(q);
}

/**
 * The site administrator's agency switch (the user menu;
 * docs/product/suppliers-and-accounts.md#roles-and-permissions): a searchable list of every agency
 * (Customer/All). Blocked with the unsaved-changes warning while a form holds unsaved changes.
 */
export function SwitchAgencyDialog({
  customer,
  onClose,
}: {
  customer: SessionCustomer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchAgency = useSwitchAgency();
  const dirty = useHasDirtyForms();
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const params = { customerId: customer.customerId, nodeId: customer.customerNodeId };
  const key = dirty ? null : apiUrl(routes.listCustomers, { params });
  const { data, error } = useSWR<AgencyOption[]>(key, () => call(routes.listCustomers, { params }));

  const choose = async (agency: AgencyOption) => {
    setBusy(agency.customerId);
    setFailure(null);
    try {
      await switchAgency.trigger(agency.customerId);
      onClose();
      void navigate(paths.dashboard.getHref());
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const list = (data ?? []).filter((a) => matchesAgency(a, query));
  return (
    <ModalDialog
      open
      title={dirty ? t('switchAgency.unsavedTitle') : t('switchAgency.title')}
      onCancel={onClose}
      testId="switch-agency-dialog"
      actions={<Button onClick={onClose}>{t('switchAgency.close')}</Button>}
    >
      {dirty ? (
        <Alert variation="warning">{t('switchAgency.unsavedBody')}</Alert>
      ) : (
        <>
          <TextField
            label={t('switchAgency.search')}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
            data-autofocus
          />
          {failure && (
            <Alert variation="error" role="alert">
              {failure}
            </Alert>
          )}
          {/* Inside the dialog, under its search: a bare spinner, and the agencies' read error as the client words it. */}
          {error ? (
            <Alert variation="error">{error instanceof Error ? error.message : String(error)}</Alert>
          ) : !data ? (
            <Loader />
          ) : list.length === 0 ? (
            <p>{t('switchAgency.none')}</p>
          ) : (
            <ul className="tb-agency-list">
              {list.map((a) => {
                const current = a.customerId === customer.customerId;
                return (
                  <li key={a.customerId}>
                    <button
                      type="button"
                      className="tb-agency-option"
                      aria-current={current ? 'true' : undefined}
                      disabled={current || busy !== null}
                      onClick={() => void choose(a)}
                    >
                      <span>{a.displayName}</span>
                      <span className="tb-muted">
                        {a.domain}
                        {current ? ` · ${t('switchAgency.current')}` : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </ModalDialog>
  );
}
