/**
 * The error catalogue's entries of bid meetings (issue 9 item 5, decision 049): a supplier's registration and
 * the buyer's attendance and disqualification. A Lambda carries the texts when its group's catalogue names
 * the area (decision 082).
 */
import type { CatalogueEntry } from '../errors.js';

export const BID_MEETING_ERRORS = {
  meetingNotFound: {
    status: 404,
    en: 'This meeting does not exist or is not open to you.',
    fr: 'Cette réunion n’existe pas ou ne vous est pas ouverte.',
  },
  meetingRegistrationNotFound: {
    status: 404,
    en: 'This registration does not exist.',
    fr: 'Cette inscription n’existe pas.',
  },
  meetingRegistrationClosed: {
    status: 409,
    en: 'The meeting has started: registrations can no longer be made, changed or cancelled.',
    fr: 'La réunion a commencé : les inscriptions ne peuvent plus être faites, modifiées ni annulées.',
  },
  meetingNotStarted: {
    status: 409,
    en: 'Attendance is recorded once the meeting has started.',
    fr: 'La présence est consignée une fois la réunion commencée.',
  },
  meetingNotMandatory: {
    status: 409,
    en: 'Only a supplier who missed a mandatory meeting can be disqualified.',
    fr: 'Seul un fournisseur absent d’une réunion obligatoire peut être disqualifié.',
  },
  meetingAttendanceNotMissed: {
    status: 409,
    en: 'Record the supplier as absent before disqualifying it.',
    fr: 'Consignez l’absence du fournisseur avant de le disqualifier.',
  },
  meetingAlreadyDisqualified: {
    status: 409,
    en: 'This supplier is already disqualified.',
    fr: 'Ce fournisseur est déjà disqualifié.',
  },
  meetingNotDisqualified: {
    status: 409,
    en: 'This supplier is not disqualified.',
    fr: 'Ce fournisseur n’est pas disqualifié.',
  },
  meetingAttendeeDisqualified: {
    status: 409,
    en: 'Undo the disqualification before recording this supplier as present.',
    fr: 'Annulez la disqualification avant de consigner la présence de ce fournisseur.',
  },
  meetingRegistrationsTooMany: {
    status: 409,
    en: 'This meeting has as many registrations as it can hold.',
    fr: 'Cette réunion a atteint le nombre maximal d’inscriptions.',
  },
} as const satisfies Record<string, CatalogueEntry>;
