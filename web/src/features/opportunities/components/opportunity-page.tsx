import { Alert, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { Fragment, useState, type ReactNode } from 'react';
import { portalPaths } from '../../../config/portal-paths';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../../../shared/domain/money';
import type {
  TPublicDocument,
  TPublicOpportunityDetail,
} from '../../../../../shared/schemas/public-opportunities';
import { DataTable } from '../../../components/ui/data-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchDocumentDownload, usePublicOpportunity } from '../api/opportunities-api';
import { OPPORTUNITIES_NS } from '../i18n';
import { opportunityPaths } from '../paths';
import { ZonedTime } from './closing-time';
import { FollowAction } from './follow-action';
import { PublicQuestionForm } from './public-question-form';
import { canadianLocale } from '../../../../../shared/domain/locale';

/** The facts as a two-column grid: term, then its value. Inline: the app's stylesheet loads on /login. */
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

/** A list of documents with a download button each: the URL is asked for on click, then followed. */
function DocumentTable(props: {
  label: string;
  documents: readonly TPublicDocument[];
  download: (document: TPublicDocument) => void;
}) {
  const { t } = useTranslation(OPPORTUNITIES_NS);
  return (
    <DataTable label={props.label}>
      <thead>
        <tr>
          <th scope="col">{t('detail.documentName')}</th>
          <th scope="col">{t('detail.documentType')}</th>
          <th scope="col">{t('detail.pages')}</th>
          <th scope="col">{t('detail.size')}</th>
          <th scope="col">{t('detail.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.documents.map((d) => (
          <tr key={d.documentId}>
            <td>{d.displayName}</td>
            <td>{t(`documentTypes.${d.documentType}`)}</td>
            <td>{d.pageCount}</td>
            <td>{kilobytes(d.size)}</td>
            <td>
              <Button size="small" onClick={() => props.download(d)}>
                {t('detail.download', { name: d.displayName })}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * /opportunities/:agencyDomain/:projectId (issue 9 item 1): one open public bid as anyone may read it. The
 * header's actions default to the supplier's follow (decision 047), or a login to follow.
 */
export function OpportunityPage({ actions }: { actions?: ReactNode }) {
  const { t, i18n } = useTranslation(OPPORTUNITIES_NS);
  const { agencyDomain = '', projectId = '' } = useParams();
  const found = usePublicOpportunity(agencyDomain, projectId);
  const [downloadError, setDownloadError] = useState<string>();
  const o = found.data;
  useDocumentTitle(o?.name ?? t('title'));

  const download = async (document: TPublicDocument) => {
    setDownloadError(undefined);
    try {
      const signed = await fetchDocumentDownload(agencyDomain, projectId, document.documentId);
      window.location.assign(signed.url);
    } catch (error) {
      setDownloadError((error as Error).message);
    }
  };

  // A bare spinner (as before): a public page whose failed or empty read is its "not found" screen below.
  if (found.isLoading) return <Loader />;
  if (!o) {
    return (
      <Flex direction="column" gap="1rem">
        <Heading level={1}>{t('title')}</Heading>
        <Alert variation="error" role="alert">
          {(found.error as Error | undefined)?.message ?? t('detail.notFound')}
        </Alert>
        <Link to={opportunityPaths.all}>{t('detail.back')}</Link>
      </Flex>
    );
  }
  const zone = o.agency.timeZone;
  const dates: [string, string | undefined][] = [
    ['published', o.publishDate],
    ['questionDeadline', o.questionDeadline],
    ['registrationDeadline', o.registrationDeadline],
    ['estimatedAwardDate', o.estimatedAwardDate],
  ];
  return (
    <Flex direction="column" gap="1rem">
      <Link to={opportunityPaths.agency(o.agency.domain)}>{t('detail.back')}</Link>
      <Flex direction="row" wrap="wrap" justifyContent="space-between" alignItems="flex-start">
        <Heading level={1}>{o.name}</Heading>
        {!o.result && (
          <div>
            {actions ?? (
              <FollowAction
                agencyDomain={agencyDomain}
                projectId={projectId}
                online={o.submissionMethod !== 'hardCopy'}
              />
            )}
          </div>
        )}
      </Flex>
      <dl className="tb-details">
        <dt>{t('detail.number')}</dt>
        <dd>{o.number}</dd>
        <dt>{t('detail.agency')}</dt>
        <dd>
          <Link to={opportunityPaths.agency(o.agency.domain)}>{o.agency.name}</Link>
        </dd>
        <dt>{t('detail.method')}</dt>
        <dd>{t(`methods.${o.sourceMethod}`, { defaultValue: o.sourceMethod })}</dd>
        <dt>{t('detail.closes')}</dt>
        <dd data-testid="closing-time">
          <ZonedTime iso={o.closingDate} agencyTimeZone={zone} />
        </dd>
        {dates.map(([key, iso]) =>
          iso ? (
            <Fragment key={key}>
              <dt>{t(`detail.${key}`)}</dt>
              <dd>
                <ZonedTime iso={iso} agencyTimeZone={zone} />
              </dd>
            </Fragment>
          ) : null,
        )}
        {o.classification && (
          <>
            <dt>{t('detail.classification')}</dt>
            <dd>{t(`classifications.${o.classification}`, { defaultValue: o.classification })}</dd>
          </>
        )}
        {o.categories.length > 0 && (
          <>
            <dt>{t('detail.categories')}</dt>
            <dd>{o.categories.map((c) => (c.code ? `${c.code} ${c.name}` : c.name)).join('; ')}</dd>
          </>
        )}
        {o.submissionMethod && (
          <>
            <dt>{t('detail.submission')}</dt>
            <dd>{t(`submissionMethods.${o.submissionMethod}`, { defaultValue: o.submissionMethod })}</dd>
          </>
        )}
        {o.submissionAddress && (
          <>
            <dt>{t('detail.submissionAddress')}</dt>
            <dd>{o.submissionAddress}</dd>
          </>
        )}
      </dl>
      {o.result && <ResultSection result={o.result} />}
      {o.description && (
        <section aria-labelledby="opportunity-description">
          <Heading level={2} id="opportunity-description">
            {t('detail.description')}
          </Heading>
          <p style={{ whiteSpace: 'pre-wrap' }}>{o.description}</p>
        </section>
      )}
      {/* A bid past its closing shows its result, not what was out to bid (decision 064). */}
      {!o.result && (
        <>
          {downloadError && (
            <Alert variation="error" role="alert">
              {downloadError}
            </Alert>
          )}
          <section aria-labelledby="opportunity-documents">
            <Heading level={2} id="opportunity-documents">
              {t('detail.documents')}
            </Heading>
            {o.documents.length > 0 ? (
              <DocumentTable label={t('detail.documents')} documents={o.documents} download={download} />
            ) : (
              <p>{t('detail.noDocuments')}</p>
            )}
          </section>
          <section aria-labelledby="opportunity-addenda">
            <Heading level={2} id="opportunity-addenda">
              {t('detail.addenda')}
            </Heading>
            {o.publishedAddenda.map((a) => (
              <Fragment key={a.addendumId}>
                <Heading level={3}>
                  {t('detail.addendumNumbered', { number: a.number, title: a.title })}
                </Heading>
                <p className="tb-muted">
                  {t('detail.addendumPublished', {
                    date: new Intl.DateTimeFormat(canadianLocale(i18n.language), {
                      dateStyle: 'long',
                    }).format(new Date(a.publishedAt)),
                  })}
                </p>
                <p style={{ whiteSpace: 'pre-wrap' }}>{a.text}</p>
              </Fragment>
            ))}
            {o.addenda.length > 0 ? (
              <DocumentTable label={t('detail.addenda')} documents={o.addenda} download={download} />
            ) : (
              o.publishedAddenda.length === 0 && <p>{t('detail.noAddenda')}</p>
            )}
          </section>
          {o.meetings && (
            <section aria-labelledby="opportunity-meetings">
              <Heading level={2} id="opportunity-meetings">
                {t('detail.meetings')}
              </Heading>
              {o.meetings.length > 0 ? (
                <DataTable label={t('detail.meetings')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('detail.meetingWhen')}</th>
                      <th scope="col">{t('detail.meetingWhere')}</th>
                      <th scope="col">{t('detail.meetingKind')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.meetings.map((m) => (
                      <tr key={m.meetingId}>
                        <td>{m.startsAt ? <ZonedTime iso={m.startsAt} agencyTimeZone={zone} /> : null}</td>
                        <td>
                          {m.location}
                          {m.description ? ` (${m.description})` : ''}
                        </td>
                        <td>{m.mandatory ? t('detail.mandatory') : t('detail.optional')}</td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              ) : (
                <p>{t('detail.noMeetings')}</p>
              )}
              {o.meetings.length > 0 && (
                // A supplier registers to attend in the portal (decision 049), signed in there.
                <p>
                  <Link to={portalPaths.bidMeetings.getHref(o.agency.domain, o.projectId)}>
                    {t('detail.registerMeetings')}
                  </Link>
                </p>
              )}
            </section>
          )}
          <section aria-labelledby="opportunity-questions">
            <Heading level={2} id="opportunity-questions">
              {t('detail.questions')}
            </Heading>
            {o.questions && o.questions.length > 0 ? (
              <dl>
                {o.questions.map((q) => (
                  <div key={q.tenderQuestionId}>
                    <dt style={{ fontWeight: 600, whiteSpace: 'pre-wrap' }}>{q.question}</dt>
                    <dd style={{ whiteSpace: 'pre-wrap', margin: '0.25rem 0 1rem' }}>{q.answer}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>{t('detail.noQuestions')}</p>
            )}
            {o.anyoneMayAsk ? (
              // The bid lets anyone ask, without an account (decision 051 amended).
              <PublicQuestionForm agencyDomain={o.agency.domain} projectId={o.projectId} />
            ) : (
              // A supplier asks in the portal, signed in there (decision 051).
              <p>
                <Link to={portalPaths.bidQuestions.getHref(o.agency.domain, o.projectId)}>
                  {t('detail.askQuestion')}
                </Link>
              </p>
            )}
          </section>
          {o.team && o.team.length > 0 && (
            <section aria-labelledby="opportunity-team">
              <Heading level={2} id="opportunity-team">
                {t('detail.team')}
              </Heading>
              <DataTable label={t('detail.team')}>
                <thead>
                  <tr>
                    <th scope="col">{t('detail.memberName')}</th>
                    <th scope="col">{t('detail.memberRole')}</th>
                  </tr>
                </thead>
                <tbody>
                  {o.team.map((m) => (
                    <tr key={`${m.name}/${m.role}`}>
                      <td>{m.name}</td>
                      <td>{t(`roles.${m.role}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </section>
          )}
          {o.planTakers && (
            // The companies that registered their interest, by name only, unless the bid hides them (048, 050).
            <section aria-labelledby="opportunity-plan-takers">
              <Heading level={2} id="opportunity-plan-takers">
                {t('detail.planTakers')}
              </Heading>
              {o.planTakers.length > 0 ? (
                <ul>
                  {o.planTakers.map((name, i) => (
                    <li key={`${i}/${name}`}>{name}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('detail.noPlanTakers')}</p>
              )}
            </section>
          )}
        </>
      )}
    </Flex>
  );
}

type PublicResult = NonNullable<TPublicOpportunityDetail['result']>;

/**
 * A closed bid's result (decision 064): closed or awarded, the bidders' names when its results display
 * shows them, and the awarded companies (with their amounts when it displays results).
 */
function ResultSection({ result }: { result: PublicResult }) {
  const { t, i18n } = useTranslation(OPPORTUNITIES_NS);
  return (
    <section aria-labelledby="opportunity-result" data-testid="opportunity-result">
      <Heading level={2} id="opportunity-result">
        {t('result.title')}
      </Heading>
      <p>{t(`result.${result.status}`)}</p>
      {result.awarded && (
        <>
          <Heading level={3}>{t('result.awardedTo')}</Heading>
          <ul>
            {result.awarded.map((a, i) => (
              <li key={`${i}/${a.companyName}`}>
                {a.amount === undefined
                  ? a.companyName
                  : `${a.companyName} · ${formatMoney(a.amount, i18n.language)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.bidders && (
        <>
          <Heading level={3}>{t('result.bidders')}</Heading>
          {result.bidders.length > 0 ? (
            <ul>
              {result.bidders.map((name, i) => (
                <li key={`${i}/${name}`}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>{t('result.noBidders')}</p>
          )}
        </>
      )}
    </section>
  );
}

export default OpportunityPage;
