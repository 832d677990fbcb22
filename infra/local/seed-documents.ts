/**
 * The demo projects' documents (decision 029): small real files put in the documents bucket under the key
 * the documents group builds, and recorded as it records a completed upload: the document, its claims (a
 * slot, its file and display names) and the audit event in one transaction, after S3 holds the object. The
 * PDFs are generated here (valid, a few pages of text), so Build → Documents previews them with pdf.js.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/core/aws/s3.js';
import { ProjectDocument } from '../../functions/core/db/entities/project-document.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { nowIso } from '../../functions/core/clock.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { env } from '../../functions/core/env.js';
import { projectDocumentKey } from '../../functions/documents/document-access.js';
import { claimDocumentItems } from '../../functions/documents/document-claims.js';
import { checkNewDocument, type DocumentType } from '../../shared/domain/projects/documents.js';

/** Text as a PDF string literal: the three characters PDF escapes, and ASCII only (the font's encoding). */
const pdfText = (text: string) =>
  `(${text
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A valid PDF of Letter pages, each a title and lines of Helvetica text; the cross-reference table holds
 * each object's byte offset, as a reader such as pdf.js checks.
 */
export function demoPdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const content = [
      `BT /F1 16 Tf 18 TL 72 720 Td ${pdfText(title)} Tj T*`,
      `/F1 11 Tf 15 TL ${lines.map((line) => `T* ${pdfText(line)} Tj`).join(' ')}`,
      `/F1 9 Tf 1 0 0 1 72 40 Tm ${pdfText(`Page ${i + 1} of ${pages.length}`)} Tj ET`,
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  const parts = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    const part = `${i + 1} 0 obj\n${object}\nendobj\n`;
    offsets.push(length);
    parts.push(part);
    length += Buffer.byteLength(part, 'latin1');
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}

interface DemoDocument {
  fileName: string;
  displayName: string;
  documentType: DocumentType;
  contentType: string;
  pageCount: number;
  body: Buffer;
}

const pdf = (fileName: string, displayName: string, documentType: DocumentType, pages: string[][]) => ({
  fileName,
  displayName,
  documentType,
  contentType: 'application/pdf',
  pageCount: pages.length,
  body: demoPdf(displayName, pages),
});
const text = (fileName: string, displayName: string, contentType: string, lines: string[]) => ({
  fileName,
  displayName,
  documentType: 'other' as const,
  contentType,
  pageCount: 1,
  body: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
});

/** The documents of each demo project that has some, by project name. */
export const DEMO_DOCUMENTS: Record<string, DemoDocument[]> = {
  'Road resurfacing, Main Street': [
    pdf('main-street-specifications.pdf', 'Technical specifications', 'specification', [
      [
        '1. Scope of work',
        'Mill 50 mm of asphalt between First and Fifth avenues and lay a new surface course.',
        'Rebuild the curb ramps at each intersection to the accessibility standard.',
        'Paint the lane lines, crosswalks and bicycle markings shown on drawing R-12.',
      ],
      [
        '2. Traffic management',
        'One lane stays open in each direction from 7:00 to 19:00.',
        'The contractor submits a traffic plan ten days before the works start.',
      ],
      [
        '3. Schedule',
        'Works between 1 June and 31 August; no work on statutory holidays.',
        'Liquidated damages of $1,500 per day after the completion date.',
      ],
    ]),
    text('bill-of-quantities.csv', 'Bill of quantities', 'text/csv', [
      'item,description,unit,quantity',
      '1,Asphalt milling (50 mm),m2,9400',
      '2,Surface course HL3,t,1180',
      '3,Curb ramp reconstruction,each,16',
      '4,Pavement markings,m,3200',
    ]),
  ],
  'Office furniture supply': [
    pdf('front-end-document.pdf', 'Front-end document', 'frontEnd', [
      [
        'Request for proposals: office furniture supply',
        'The City of Demoville invites proposals for desks, task chairs and meeting tables',
        'for the new city hall annex, delivered and installed.',
      ],
      [
        'Submission instructions',
        'Proposals are received until the closing date shown on the bid page.',
        'Questions are asked through the bid page only.',
      ],
    ]),
    text('furniture-quantities.csv', 'Furniture quantities', 'text/csv', [
      'item,description,quantity',
      '1,Height-adjustable desk 1500 x 750 mm,120',
      '2,Ergonomic task chair,130',
      '3,Meeting table for eight,10',
    ]),
    // Carried by the published addendum 1 (infra/local/seed-addenda.ts, decision 052).
    pdf('addendum-1-delivery-schedule.pdf', 'Addendum 1: delivery schedule', 'addendum', [
      [
        'Addendum 1: delivery schedule',
        'Delivery is in two lots: the desks and chairs by 15 May, the meeting tables by 30 May.',
        'Installation on weekdays between 8:00 and 17:00.',
      ],
    ]),
  ],
  'HVAC maintenance, community centres': [
    pdf('hvac-scope-of-work.pdf', 'Scope of work', 'specification', [
      [
        'Preventive maintenance',
        'Quarterly inspection of every rooftop unit, boiler and chiller listed in the inventory.',
        'Emergency response within four hours, 24 hours a day.',
      ],
    ]),
    text('equipment-inventory.txt', 'Equipment inventory', 'text/plain', [
      'Westside Community Centre: 2 rooftop units (2014), 1 boiler (2009)',
      'Eastview Community Centre: 3 rooftop units (2018)',
      'Centennial Arena: 1 chiller (2011), 2 dehumidifiers (2016)',
      'Riverside Arena: 1 chiller (2019)',
    ]),
  ],
  'Janitorial services, municipal buildings': [
    pdf('cleaning-frequencies.pdf', 'Cleaning frequencies', 'form', [
      [
        'Daily: washrooms, lobbies, kitchens, garbage and recycling.',
        'Weekly: offices, meeting rooms, floor scrubbing.',
        'Yearly: carpet extraction, window washing, floor refinishing.',
      ],
    ]),
  ],
};

/** Puts each document's object, then records it (confirm before record, as the upload path does). */
export async function seedDemoDocuments(
  projects: ReadonlyMap<string, ProjectItem>,
  uploader: { userId: string; name: string },
): Promise<void> {
  await Promise.all(
    Object.entries(DEMO_DOCUMENTS).map(async ([projectName, documents]) => {
      const project = projects.get(projectName)!;
      const { customerId, projectId } = project;
      await Promise.all(
        documents.map(async (file, slot) => {
          // The same rules the upload path runs before it opens an upload.
          const problem = checkNewDocument(documents.slice(0, slot).map(named), {
            ...file,
            size: file.body.length,
          });
          if (problem) throw new Error(`Demo document ${file.fileName}: ${problem}`);
          const documentId = randomUUID();
          const key = projectDocumentKey(customerId, projectId, documentId, file.fileName);
          await s3.send(
            new PutObjectCommand({
              Bucket: env().DOCUMENTS_BUCKET,
              Key: key,
              Body: file.body,
              ContentType: file.contentType,
            }),
          );
          const document = {
            customerId,
            projectId,
            documentId,
            key,
            fileName: file.fileName,
            displayName: file.displayName,
            documentType: file.documentType,
            pageCount: file.pageCount,
            size: file.body.length,
            contentType: file.contentType,
            sortOrder: slot,
            slot,
            uploadedBy: uploader.userId,
            uploadedByName: uploader.name,
            version: 1,
            createdAt: nowIso(),
            updatedAt: nowIso(),
          };
          await transactAudited(
            {
              customerId,
              actorId: uploader.userId,
              entityType: 'projectDocument',
              entityId: documentId,
              projectId,
              action: 'uploadDocument',
              after: {
                projectId,
                fileName: file.fileName,
                displayName: file.displayName,
                size: document.size,
              },
            },
            [tx.create(ProjectDocument, document), ...claimDocumentItems(document)],
          );
        }),
      );
    }),
  );
}

const named = (file: DemoDocument, i: number) => ({ documentId: String(i), ...file });
