/**
 * The claims that keep a project's documents within the rules under concurrent uploads (decision 029): one
 * of ten slots per project, and the file and display names unique within the project. Each is a
 * unique-value item written in the document's transaction, so two uploads cannot both take one.
 */
import { documentClaimKinds } from '../core/db/entities/project-document.js';
import { claimItem, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import type { TxItem } from '../core/db/transaction.js';
import { PROJECT_DOCUMENTS_MAX } from '../../shared/domain/projects/documents.js';

const SLOT = (projectId: string) => documentClaimKinds(projectId)[0];
const FILE = (projectId: string) => documentClaimKinds(projectId)[1];
const DISPLAY = (projectId: string) => documentClaimKinds(projectId)[2];

/** The lowest of the ten slots no document holds, or undefined when the project is full. */
export function freeSlot(taken: readonly number[]): number | undefined {
  for (let slot = 0; slot < PROJECT_DOCUMENTS_MAX; slot += 1) if (!taken.includes(slot)) return slot;
  return undefined;
}

interface Claimed {
  customerId: string;
  projectId: string;
  documentId: string;
  slot: number;
  fileName: string;
  displayName: string;
}

export const claimDocumentItems = (d: Claimed): TxItem[] => [
  claimItem(d.customerId, SLOT(d.projectId), String(d.slot), d.documentId),
  claimItem(d.customerId, FILE(d.projectId), d.fileName, d.documentId),
  claimItem(d.customerId, DISPLAY(d.projectId), d.displayName, d.documentId),
];

export const releaseDocumentItems = (d: Claimed): TxItem[] => [
  releaseItem(d.customerId, SLOT(d.projectId), String(d.slot), d.documentId),
  releaseItem(d.customerId, FILE(d.projectId), d.fileName, d.documentId),
  releaseItem(d.customerId, DISPLAY(d.projectId), d.displayName, d.documentId),
];

export const renameDocumentItems = (d: Claimed, displayName: string): TxItem[] =>
  reclaimItems(d.customerId, DISPLAY(d.projectId), d.displayName, displayName, d.documentId);
