/** The signed-in user's own record (GET Users/me): no team rights needed, and no other user's record. */
import useSWR from 'swr';
import { apiUrl, call } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';

export function useMyProfile(customerId: string | undefined) {
  const params = { customerId: customerId ?? '' };
  return useSWR(customerId ? apiUrl(routes.findMyProfile, { params }) : null, () =>
    call(routes.findMyProfile, { params }),
  );
}
