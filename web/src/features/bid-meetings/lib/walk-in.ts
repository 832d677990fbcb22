import type { TWalkInCreate } from '../../../../../shared/schemas/bid-meetings';

/** A walk-in as POST takes it: the company trimmed, one attendee a line, blank lines left out. */
export function walkInBodyOf(company: string, attendees: string): TWalkInCreate {
  return {
    companyName: company.trim(),
    attendees: attendees
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean),
  };
}
