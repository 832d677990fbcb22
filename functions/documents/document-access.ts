/**
 * What every documents call starts with: the project, read in the caller's agency only (decision 029). The
 * object keys of a project's documents live under projects/<customerId>/<projectId>/, a prefix the server
 * builds from the session's agency and the project it authorised, never from what the browser sends.
 */
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

/**
 * The agency's project within the caller's reach: 404 when it is not the agency's (another agency's project
 * is not found either), 403 when the department restriction keeps it out of reach
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export async function authorisedProject(
  session: SessionContext,
  projectId: string,
): Promise<ProjectHeaderItem> {
  return (await reachProject(session, projectId)).project;
}

/** The prefix of a project's documents; the projects group deletes it with the project. */
export const projectDocumentsPrefix = (customerId: string, projectId: string) =>
  `projects/${customerId}/${projectId}/`;

/** Characters S3 keys and Content-Disposition headers take without escaping trouble. */
const safeFileName = (fileName: string) =>
  fileName
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(-120) || 'document';

/** A document's object key: the project's prefix, its own id (two uploads never share an object), the file's name. */
export const projectDocumentKey = (
  customerId: string,
  projectId: string,
  documentId: string,
  fileName: string,
) => `${projectDocumentsPrefix(customerId, projectId)}${documentId}/${safeFileName(fileName)}`;

/** The prefix of a supplier company's own documents (decision 047): never a project's. */
export const vendorDocumentsPrefix = (vendorId: string) => `vendors/${vendorId}/`;

/** A supplier document's object key: the company's prefix, the document's id, the file's name. */
export const vendorDocumentKey = (vendorId: string, supplierDocumentId: string, fileName: string) =>
  `${vendorDocumentsPrefix(vendorId)}${supplierDocumentId}/${safeFileName(fileName)}`;
