/** A bid's published addenda with the company's acknowledgement (decision 052), named as decision 050 names a bid. */
import useSWR from 'swr';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';

export const useSupplierAddenda = (agencyDomain: string, projectId: string) =>
  useSWR(apiUrl(routes.findSupplierAddenda, { params: { agencyDomain, projectId } }), () =>
    call(routes.findSupplierAddenda, { params: { agencyDomain, projectId } }),
  );

/** The company acknowledges an addendum; the answer is the bid's addenda again. */
export const acknowledgeAddendum = (params: {
  agencyDomain: string;
  projectId: string;
  addendumId: string;
}) => call(routes.acknowledgeAddendum, { params });
