/**
 * The supplier portal's calls (decision 045), through the generated route table: reads are SWR hooks keyed
 * by their URL, changes are plain calls the screens await.
 */
import useSWR, { useSWRConfig } from 'swr';
import { apiUrl, call, type ApiBody } from '../../../lib/api';
import { isApiError, readCookie } from '../../../lib/api-client';
import { loginErrorCodeOf, loginErrorMessage } from '../../../lib/login-errors';
import { portalPaths } from '../../../config/portal-paths';
import { SESSION_KEY } from '../../../lib/session';
import * as routes from '../../../api/routes.gen';

export type SupplierRegistration = ApiBody<'registerSupplier'>;
export type VendorProfileUpdate = ApiBody<'updateVendorProfile'>;

export const registerSupplier = (body: SupplierRegistration) => call(routes.registerSupplier, { body });
export const verifySupplierEmail = (email: string, token: string) =>
  call(routes.verifySupplierEmail, { body: { email, token } });
export const resendSupplierVerification = (email: string) =>
  call(routes.resendSupplierVerification, { body: { email: email.trim() } });
export const supplierLogin = (email: string, password: string) =>
  call(routes.supplierLogin, { body: { email: email.trim(), password } });
export const requestSupplierPasswordReset = (email: string) =>
  call(routes.requestSupplierPasswordReset, { body: { email: email.trim() } });
export const confirmSupplierPasswordReset = (email: string, token: string, newPassword: string) =>
  call(routes.confirmSupplierPasswordReset, { body: { email, token, newPassword } });
export const supplierLogout = () => call(routes.supplierLogout);
export const updateVendorProfile = (body: VendorProfileUpdate) => call(routes.updateVendorProfile, { body });
export const addSupplierUser = (body: ApiBody<'addSupplierUser'>) => call(routes.addSupplierUser, { body });

/**
 * Logs in to the portal. Buyers and suppliers share the session cookie (decision 045): a supplier's login
 * ends whatever buyer session this browser had, so its cached answer goes too.
 */
export function useSupplierLogin() {
  const { mutate } = useSWRConfig();
  return async (email: string, password: string) => {
    const session = await supplierLogin(email, password);
    await mutate(SESSION_KEY, null, { revalidate: false });
    await mutate(apiUrl(routes.getSupplierSession), session, { revalidate: false });
    return session;
  };
}

/**
 * Who is signed in to the portal; null without a supplier session. Without the session's readable cookie
 * (XSRF-TOKEN) there is none to ask about: a visitor makes no call the server would refuse with 401.
 */
export function useSupplierSession() {
  return useSWR(apiUrl(routes.getSupplierSession), async () => {
    if (!readCookie(document.cookie, 'XSRF-TOKEN')) return null;
    try {
      return await call(routes.getSupplierSession);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  });
}

export const useVendorProfile = () =>
  useSWR(apiUrl(routes.getVendorProfile), () => call(routes.getVendorProfile));

/** A bid's meetings with the company's registration to each (decision 049). */
export const useSupplierBidMeetings = (agencyDomain: string, projectId: string) =>
  useSWR(apiUrl(routes.findSupplierBidMeetings, { params: { agencyDomain, projectId } }), () =>
    call(routes.findSupplierBidMeetings, { params: { agencyDomain, projectId } }),
  );
export const registerForMeeting = (
  params: { agencyDomain: string; projectId: string; meetingId: string },
  attendees: string[],
) => call(routes.registerForMeeting, { params, body: { attendees } });
export const cancelMeetingRegistration = (params: {
  agencyDomain: string;
  projectId: string;
  meetingId: string;
}) => call(routes.cancelMeetingRegistration, { params });

export const useSupplierUsers = () =>
  useSWR(apiUrl(routes.listSupplierUsers), () => call(routes.listSupplierUsers));

/**
 * Where a supplier whose session ended goes: the portal's login with the catalogue code of why (`?err=`,
 * never text), whose message that screen shows, as the buyers' /login does (decision 018).
 */
export const loginAgainHref = (error: unknown) =>
  `${portalPaths.login.getHref()}?err=${loginErrorCodeOf(error)}`;
export { loginErrorMessage };

/** My opportunities (decision 047): followed, invited and submitted-to bids. */
export const useSupplierOpportunities = () =>
  useSWR(apiUrl(routes.listSupplierOpportunities), () => call(routes.listSupplierOpportunities));

/** A bid the company may see (decisions 048, 050), named as the public pages name it. */
export const useSupplierBid = (agencyDomain: string, projectId: string) =>
  useSWR(apiUrl(routes.getSupplierBid, { params: { agencyDomain, projectId } }), () =>
    call(routes.getSupplierBid, { params: { agencyDomain, projectId } }),
  );

/** Registers the company's interest: it becomes a plan taker and may download the documents (048). */
export const registerBidInterest = (agencyDomain: string, projectId: string) =>
  call(routes.registerBidInterest, { params: { agencyDomain, projectId } });

export const downloadSupplierBidDocument = (agencyDomain: string, projectId: string, documentId: string) =>
  call(routes.downloadSupplierBidDocument, { params: { agencyDomain, projectId, documentId } });

/** The company's documents (decision 047). */
export const useSupplierDocuments = () =>
  useSWR(apiUrl(routes.listSupplierDocuments), () => call(routes.listSupplierDocuments));

export const deleteSupplierDocument = (supplierDocumentId: string) =>
  call(routes.deleteSupplierDocument, { params: { supplierDocumentId } });

export const downloadSupplierDocument = (supplierDocumentId: string) =>
  call(routes.downloadSupplierDocument, { params: { supplierDocumentId } });

/**
 * The upload path's calls (decision 029) for a company document, in the shape the projects' uploader
 * takes: its start carries the document's dates, which the file's own metadata does not.
 */
export function supplierUploadCalls(dates: () => { effectiveDate?: string; expiryDate?: string }) {
  return {
    start: (
      body: { fileName: string; displayName: string; size: number; contentType?: string | undefined },
      signal?: AbortSignal,
    ) =>
      call(routes.startSupplierDocumentUpload, {
        body: {
          fileName: body.fileName,
          displayName: body.displayName,
          size: body.size,
          ...(body.contentType ? { contentType: body.contentType } : {}),
          ...dates(),
        },
        signal,
      }),
    signParts: (body: { uploadId: string; key: string; partNumbers: number[] }, signal?: AbortSignal) =>
      call(routes.signSupplierDocumentUploadParts, { body, signal }),
    listParts: (upload: { uploadId: string; key: string }, signal?: AbortSignal) =>
      call(routes.listSupplierDocumentUploadParts, { query: upload, signal }),
    complete: (
      body: { uploadId: string; key: string; parts: { partNumber: number; etag: string }[] },
      signal?: AbortSignal,
    ) =>
      call(routes.completeSupplierDocumentUpload, {
        body: { uploadId: body.uploadId, key: body.key, parts: body.parts },
        signal,
      }),
    abort: (upload: { uploadId: string; key: string }) =>
      call(routes.abortSupplierDocumentUpload, { query: upload }),
  };
}

/** A bid's questions: the company's own and every published answer (decision 051). */
export const useSupplierBidQuestions = (agencyDomain: string, projectId: string) =>
  useSWR(apiUrl(routes.findSupplierBidQuestions, { params: { agencyDomain, projectId } }), () =>
    call(routes.findSupplierBidQuestions, { params: { agencyDomain, projectId } }),
  );
export const askBidQuestion = (agencyDomain: string, projectId: string, question: string) =>
  call(routes.askBidQuestion, { params: { agencyDomain, projectId }, body: { question } });
