import { describe, expect, it } from 'vitest';
import { approverEmail, leadEmail } from './award-approval-emails.js';

describe('award approval emails', () => {
  it('writes the email in the agency’s language', () => {
    const facts = {
      kind: 'ask' as const,
      fullName: 'Dana',
      role: 'approver' as const,
      agencyName: 'City of Demoville',
      projectName: 'Trees',
      projectNumber: 'T-1',
      companyName: 'Greenleaf',
      reportName: 'Award',
      url: 'https://app.example/approval/a/approver/w?uat=x',
      expiresAt: '2027-03-31T12:00:00Z',
      timeZone: 'America/Toronto',
    };
    const en = approverEmail({ ...facts, lang: 'en' });
    const fr = approverEmail({ ...facts, lang: 'fr' });
    expect(en.subject).toBe('Award approval requested: T-1 Trees');
    expect(en.text).toContain('City of Demoville asks you to approve an award recommendation.');
    expect(fr.subject).toBe('Approbation d’adjudication demandée : T-1 Trees');
    expect(fr.text).toContain(facts.url);
    expect(approverEmail({ ...facts, lang: 'en', kind: 'reminder' }).subject).toMatch(/^Reminder/);
    // The HTML part makes the URL a link; the text part keeps it bare.
    for (const email of [en, fr]) {
      expect(email.html).toContain(`<a href="${facts.url}">${facts.url}</a>`);
      expect(email.text).toContain(`\n${facts.url}\n`);
      expect(email.text).not.toContain('<a ');
    }
  });

  it('tells the lead of a decline, with its comments, and of a completed approval, in their language', () => {
    const facts = {
      leadName: 'Lee Lead',
      projectName: 'Trees',
      projectNumber: 'T-1',
      companyName: 'Greenleaf',
      reportName: 'Award',
      url: 'https://app.example/projects/p/award/approval?approval=a',
    };
    const declined = leadEmail({
      ...facts,
      outcome: 'declined',
      lang: 'en',
      decliner: { fullName: 'Dana Approver', comments: 'Over budget.' },
    });
    expect(declined.subject).toBe('Award approval declined: T-1 Trees');
    expect(declined.text).toContain('Dana Approver declined this award recommendation.');
    expect(declined.text).toContain('Comments: Over budget.');
    expect(declined.html).toContain(`<a href="${facts.url}">`);
    const approved = leadEmail({ ...facts, outcome: 'approved', lang: 'fr' });
    expect(approved.subject).toBe('Approbation d’adjudication terminée : T-1 Trees');
    expect(approved.text).toContain('Tous les membres du flux ont approuvé');
  });
});
