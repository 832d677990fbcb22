import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LoadStatus } from '../../../components/ui/load-status';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';

/**
 * One agency setting's value as its form shows it: the user's until saved, the stored one otherwise (the
 * fallback while unread). Leaving with a change unsaved asks first.
 */
export function useSettingDraft<T>(stored: T | undefined, fallback: T, saving: boolean) {
  const [typed, setTyped] = useState<T | null>(null);
  const value = typed ?? stored ?? fallback;
  useDirtyForm(stored !== undefined && value !== stored && !saving);
  return { value, change: setTyped, saved: () => setTyped(null), unchanged: value === stored };
}

/** The read of a setting its form reads itself, and what to say while it is under way or if it failed. */
export interface SettingRead {
  loaded: boolean;
  error: unknown;
  loadingText: string;
  failedText: string;
}

/** The read of a setting as its form shows it, in the texts `loading` and `loadError` of its namespace. */
export const settingRead = (
  read: { data?: unknown; error?: unknown },
  t: (key: 'loading' | 'loadError') => string,
): SettingRead => ({
  loaded: read.data !== undefined,
  error: read.error,
  loadingText: t('loading'),
  failedText: t('loadError'),
});

/**
 * The form of one agency setting, saved on its own at the version read: its heading (the form's name), its
 * fields, the error of the last save and Save, all disabled while locked or saving, Save also while nothing
 * changed. A setting the form reads itself (`read`) shows the read under the heading until it arrives.
 */
export function SettingForm({
  heading,
  read,
  locked,
  saving,
  unchanged,
  saveLabel,
  error,
  onSubmit,
  children,
}: {
  heading: string;
  read?: SettingRead | undefined;
  locked: boolean;
  saving: boolean;
  unchanged: boolean;
  saveLabel: string;
  error?: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const headingId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  const title = (
    <Heading level={2} id={headingId}>
      {heading}
    </Heading>
  );
  const fields = (
    <fieldset disabled={locked || saving} className="tb-fieldset">
      {children}
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      <Flex marginTop="small">
        <Button type="submit" variation="primary" isDisabled={locked || unchanged}>
          {saveLabel}
        </Button>
      </Flex>
    </fieldset>
  );
  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate>
      {read ? (
        <Flex direction="column" gap="small">
          {title}
          {read.loaded ? (
            fields
          ) : (
            <LoadStatus
              error={read.error}
              loadingText={read.loadingText}
              failedText={read.failedText}
              catalogueMessage={false}
            />
          )}
        </Flex>
      ) : (
        <>
          {title}
          {fields}
        </>
      )}
    </form>
  );
}

/**
 * An agency setting that is a whole number (the opening's minimum, the source settings in days). What is
 * typed goes as a number when it is one and as typed otherwise, so that the server's catalogue error names
 * it at its field; any other refusal shows above Save.
 */
export function WholeNumberSettingForm({
  name,
  setting,
  save,
  texts,
  ...form
}: {
  /** The field's name in the request, where the server's error for it is. */
  name: string;
  /** The stored number and the version it was read at (undefined until read). */
  setting: { value: number; version: number } | undefined;
  save: (value: number, version: number) => Promise<unknown>;
  texts: { heading: string; label: string; hint: string; save: string; saved: string };
  read?: SettingRead | undefined;
  locked: boolean;
  saving: boolean;
}) {
  const draft = useSettingDraft(setting && String(setting.value), '', form.saving);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!setting) return;
    setError(null);
    setFieldError(null);
    try {
      const typed = draft.value.trim();
      await save((/^\d+$/.test(typed) ? Number(typed) : draft.value) as number, setting.version);
      draft.saved();
      notifier.notify(texts.saved, 'success');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setFieldError(fields[name] ?? null);
      setError(message);
    }
  };

  return (
    <SettingForm
      {...form}
      heading={texts.heading}
      unchanged={draft.unchanged}
      saveLabel={texts.save}
      error={error}
      onSubmit={submit}
    >
      <TextField
        label={texts.label}
        name={name}
        inputMode="numeric"
        descriptiveText={texts.hint}
        value={draft.value}
        onChange={(e) => draft.change(e.target.value)}
        hasError={fieldError !== null}
        errorMessage={fieldError ?? undefined}
      />
    </SettingForm>
  );
}
