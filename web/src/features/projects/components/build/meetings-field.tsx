import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { PROJECT_MEETINGS_MAX } from '../../../../../../shared/domain/projects/project-limits';
import { BUILD_NS } from '../../i18n/build';
import type { MeetingValue } from './build-values';

const newMeeting = (): MeetingValue => ({
  meetingId: crypto.randomUUID(),
  description: '',
  location: '',
  startsAt: '',
  endsAt: '',
  mandatory: false,
  showToPublic: true,
  stored: false,
  deleted: false,
});

/**
 * The bid meetings (docs/product/tender.md#bid-meetings) on the dates page: each a description, a location, a
 * start (date and time in the agency's zone, between publish and closing) and an optional end. A meeting's
 * start input has the id of `meetings.<id>`, the field the checklist and the date rules name.
 */
export function MeetingsField({
  label,
  rows,
  timeZone,
  idOf,
  fields,
  onChange,
}: {
  label: string;
  rows: readonly MeetingValue[];
  timeZone: string;
  idOf: (name: string) => string;
  fields: Readonly<Record<string, string>>;
  onChange: (rows: MeetingValue[]) => void;
}) {
  const { t } = useTranslation(BUILD_NS);
  const shown = rows.filter((r) => !r.deleted);
  const change = (id: string, patch: Partial<MeetingValue>) =>
    onChange(rows.map((r) => (r.meetingId === id ? { ...r, ...patch } : r)));
  const remove = (row: MeetingValue) =>
    onChange(
      row.stored
        ? rows.map((r) => (r.meetingId === row.meetingId ? { ...r, deleted: true } : r))
        : rows.filter((r) => r.meetingId !== row.meetingId),
    );
  return (
    <fieldset className="tb-choices" data-testid="meetings">
      <legend>{label}</legend>
      {shown.length === 0 && <p className="tb-muted">{t('meetings.none')}</p>}
      {shown.map((row, index) => {
        const field = `meetings.${row.meetingId}`;
        const n = index + 1;
        return (
          <Flex
            key={row.meetingId}
            direction="column"
            gap="small"
            className="tb-meeting"
            role="group"
            aria-label={t('meetings.meeting', { n })}
          >
            <TextField
              label={t('meetings.description', { n })}
              id={idOf(`${field}.description`)}
              name={`${field}.description`}
              value={row.description}
              onChange={(e) => change(row.meetingId, { description: e.target.value })}
              hasError={!!fields[`${field}.description`]}
              errorMessage={fields[`${field}.description`]}
            />
            <TextField
              label={t('meetings.location', { n })}
              id={idOf(`${field}.location`)}
              name={`${field}.location`}
              isRequired
              value={row.location}
              onChange={(e) => change(row.meetingId, { location: e.target.value })}
              hasError={!!fields[`${field}.location`]}
              errorMessage={fields[`${field}.location`]}
            />
            <Flex gap="medium" wrap="wrap">
              <TextField
                label={t('meetings.startsAt', { n })}
                descriptiveText={t('form.zoneHint', { zone: timeZone })}
                type="datetime-local"
                id={idOf(field)}
                name={field}
                value={row.startsAt}
                onChange={(e) => change(row.meetingId, { startsAt: e.target.value })}
                hasError={!!fields[field]}
                errorMessage={fields[field]}
              />
              <TextField
                label={t('meetings.endsAt', { n })}
                type="datetime-local"
                id={idOf(`${field}.endsAt`)}
                name={`${field}.endsAt`}
                value={row.endsAt}
                onChange={(e) => change(row.meetingId, { endsAt: e.target.value })}
                hasError={!!fields[`${field}.endsAt`]}
                errorMessage={fields[`${field}.endsAt`]}
              />
            </Flex>
            <label className="tb-check">
              <input
                type="checkbox"
                checked={row.mandatory}
                onChange={(e) => change(row.meetingId, { mandatory: e.target.checked })}
              />
              {t('meetings.mandatory', { n })}
            </label>
            <label className="tb-check">
              <input
                type="checkbox"
                checked={row.showToPublic}
                onChange={(e) => change(row.meetingId, { showToPublic: e.target.checked })}
              />
              {t('meetings.showToPublic', { n })}
            </label>
            <div>
              <Button size="small" onClick={() => remove(row)}>
                {t('meetings.remove', { n })}
              </Button>
            </div>
          </Flex>
        );
      })}
      <div>
        <Button
          size="small"
          isDisabled={shown.length >= PROJECT_MEETINGS_MAX}
          onClick={() => onChange([...rows, newMeeting()])}
        >
          {t('meetings.add')}
        </Button>
      </div>
    </fieldset>
  );
}
