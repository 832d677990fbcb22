import { Alert, Button, Flex, Loader, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
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
 * "Insert from the library" (docs/product/tender.md#submission-requirements; the library's Search route): a
 * dialog that searches the agency's templates of one group by name (every keyword, any case, accents ignored:
 * the server's rule), lists them as radio buttons, and inserts the one picked as a copy. A refusal (a full
 * section, a locked project, a name taken) shows in the dialog, which stays open. `extra` adds fields the
 * insert needs (a form's name).
 */
export function TemplatePicker(props: TemplatePickerProps) {
  // Mounted while open: each opening starts with an empty search and nothing picked.
  return props.open ? <PickerDialog {...props} /> : null;
}

interface TemplatePickerProps {
  open: boolean;
  texts: TemplatePickerTexts;
  /** The library group searched: the results are cached under it and the keywords. */
  group: string;
  search: (keywords: string) => Promise<PickableTemplate[]>;
  onInsert: (template: PickableTemplate) => Promise<void>;
  onClose: () => void;
  extra?: (picked: PickableTemplate | undefined) => ReactNode;
  testId?: string;
}

function PickerDialog({ texts, group, search, onInsert, onClose, extra, testId }: TemplatePickerProps) {
  const [keywords, setKeywords] = useState('');
  // Opening lists the whole group (a short library needs no search); Search lists what the words find.
  const [searched, setSearched] = useState('');
  const found = useSWR(['library-templates', group, searched], () => search(searched), {
    revalidateOnFocus: false,
  });
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();

  const lines = found.data;
  const picked = lines?.find((l) => l.onlineSubmissionTemplateId === pickedId);
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
  const failure = error ?? (found.error ? formErrorsOf(found.error).message : null);

  return (
    <ModalDialog
      open
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
            setSearched(keywords.trim());
          }}
        >
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <TextField
              data-autofocus
              label={texts.search}
              value={keywords}
              onChange={(e) => setKeywords(e.target.value)}
            />
            <Button type="submit" isDisabled={found.isValidating}>
              {texts.find}
            </Button>
          </Flex>
        </form>
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        {!lines ? (
          found.error ? null : (
            <Flex alignItems="center" gap="small" role="status">
              <Loader />
              <span>{texts.loading}</span>
            </Flex>
          )
        ) : lines.length === 0 ? (
          <p role="status">{texts.empty}</p>
        ) : (
          <fieldset className="tb-fieldset tb-template-results">
            <legend id={resultsId}>{texts.results}</legend>
            {lines.map((line) => (
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
