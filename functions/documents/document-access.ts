/**
 * What every documents call starts with: the project, read in the caller's agency only (decision 029). The
 * object keys of a project's documents live under projects/<customerId>/<projectId>/, a prefix the server
 * builds from the session's agency and the project it authorised, never from what the browser sends.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
// This code answers with the area's error codes: their texts must be in the Lambda (decision 026).
import '../../shared/errors/documents.js';

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

/** A new object key: the project's prefix, a fresh id (two uploads never share an object), the file's name. */
export function newDocumentKey(customerId: string, projectId: string, fileName: string) {
  const documentId = randomUUID();
  return {
    documentId,
    key: `${projectDocumentsPrefix(customerId, projectId)}${documentId}/${safeFileName(fileName)}`,
  };
}

/** True when the key is one of this project's (the check behind every later call of an upload). */
export const isKeyOfProject = (key: string, customerId: string, projectId: string) =>
  key.startsWith(projectDocumentsPrefix(customerId, projectId)) && !key.includes('..');

/** The prefix of a supplier company's own documents (decision 047): never a project's. */
export const vendorDocumentsPrefix = (vendorId: string) => `vendors/${vendorId}/`;

/** A new object key of a supplier document: the company's prefix, a fresh id, the file's name. */
export function newVendorDocumentKey(vendorId: string, fileName: string) {
  const supplierDocumentId = randomUUID();
  return {
    supplierDocumentId,
    key: `${vendorDocumentsPrefix(vendorId)}${supplierDocumentId}/${safeFileName(fileName)}`,
  };
}

/** True when the key is one of this company's (the check behind every later call of its upload). */
export const isKeyOfVendor = (key: string, vendorId: string) =>
  key.startsWith(vendorDocumentsPrefix(vendorId)) && !key.includes('..');
