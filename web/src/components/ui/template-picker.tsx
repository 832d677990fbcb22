import { Alert, Button, Flex, Loader, TextField } from '@aws-amplify/ui-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { formErrorsOf } from '../../lib/form-errors';
import { ModalDialog } from './modal-dialog';

/** A library template as the picker lists it. */
export interface PickableTemplate {
  onlineSubmissionTemplateId: string;
  name: string;
}

/** The picker's texts, in the caller's namespace. */
export interface TemplatePickerTexts {
  title: string;
  search: string;
  find: string;
  results: string;
  loading: string;
  empty: string;
  insert: string;
  cancel: string;
  /** The error summary's "choose one" line. */
  chooseOne: string;
}

/**
 * "Insert from the library" (spec 2 §3.7; the library's Search route): a dialog that searches the agency's
 * templates of one group by name (every keyword, any case, accents ignored: the server's rule), lists them
 * as radio buttons, and inserts the one picked as a copy. A refusal (a full section, a locked project, a
 * name taken) shows in the dialog, which stays open. `extra` adds fields the insert needs (a form's name).
 */
export function TemplatePicker({
  open,
  texts,
  search,
  onInsert,
  onClose,
  extra,
  testId,
}: {
  open: boolean;
  texts: TemplatePickerTexts;
  search: (keywords: string) => Promise<PickableTemplate[]>;
  onInsert: (template: PickableTemplate) => Promise<void>;
  onClose: () => void;
  extra?: (picked: PickableTemplate | undefined) => ReactNode;
  testId?: string;
}) {
  const [keywords, setKeywords] = useState('');
  const [found, setFound] = useState<PickableTemplate[] | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();

  const find = async (text: string) => {
    setBusy(true);
    setError(null);
    try {
      const lines = await search(text);
      setFound(lines);
      setPickedId((id) => (lines.some((l) => l.onlineSubmissionTemplateId === id) ? id : null));
    } catch (err) {
      setFound([]);
      setError(formErrorsOf(err).message);
    } finally {
      setBusy(false);
    }
  };

  // Opening lists the whole group: a short library needs no search.
  useEffect(() => {
    if (!open) return;
    setKeywords('');
    setPickedId(null);
    setError(null);
    void find('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

  const picked = found?.find((l) => l.onlineSubmissionTemplateId === pickedId);
  const insert = async () => {
    if (!picked) {
      setError(texts.chooseOne);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onInsert(picked);
      onClose();
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={texts.title}
      onCancel={onClose}
      testId={testId}
      actions={
        <>
          <Button variation="primary" isLoading={busy} onClick={() => void insert()}>
            {texts.insert}
          </Button>
          <Button onClick={onClose}>{texts.cancel}</Button>
        </>
      }
    >
      <Flex direction="column" gap="small">
        <form
          role="search"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void find(keywords);
          }}
        >
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <TextField
              data-autofocus
              label={texts.search}
              value={keywords}
              onChange={(e) => setKeywords(e.target.value)}
            />
            <Button type="submit" isDisabled={busy}>
              {texts.find}
            </Button>
          </Flex>
        </form>
        {error && (
          <Alert variation="error" role="alert">
            {error}
          </Alert>
        )}
        {found === null ? (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <span>{texts.loading}</span>
          </Flex>
        ) : found.length === 0 ? (
          <p role="status">{texts.empty}</p>
        ) : (
          <fieldset className="tb-fieldset tb-template-results">
            <legend id={resultsId}>{texts.results}</legend>
            {found.map((line) => (
              <label key={line.onlineSubmissionTemplateId} className="tb-check">
                <input
                  type="radio"
                  name={resultsId}
                  checked={pickedId === line.onlineSubmissionTemplateId}
                  onChange={() => {
                    setPickedId(line.onlineSubmissionTemplateId);
                    setError(null);
                  }}
                />
                {line.name}
              </label>
            ))}
          </fieldset>
        )}
        {extra?.(picked)}
      </Flex>
    </ModalDialog>
  );
}
