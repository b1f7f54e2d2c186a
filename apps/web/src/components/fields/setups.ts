import type { FundSetup, ProductSetups } from '@portal/contracts/fields';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '@/lib/http';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';

/** Spec 4: a failed load of setup data drops the data and signs the user out, silently. */
function useSignOutOnFailure(queryKey: QueryKey, error: unknown, what: string) {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  // Callers build the key anew on each render; the effect must run once per failure, not per render.
  const handled = useRef<unknown>(null);
  const latestKey = useRef(queryKey);
  latestKey.current = queryKey;
  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    logFailure(what, error);
    queryClient.removeQueries({ queryKey: latestKey.current });
    void signOut();
  }, [error, queryClient, signOut, what]);
}

/** GET api/InterfaceFundSetup/{productId}: the product's funds and default rates (0602…). */
export function useFundSetup(productId: string) {
  const queryKey = ['fundSetup', productId] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.request<FundSetup[]>(`/api/InterfaceFundSetup/${encodeURIComponent(productId)}`, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useSignOutOnFailure(queryKey, query.error, 'Loading fund setup');
  return query;
}

/** GET /api/allSetups/{productId}: every setup item of one product. */
export function useProductSetups(productId: string) {
  const queryKey = ['productSetups', productId] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.request<ProductSetups>(`/api/allSetups/${encodeURIComponent(productId)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useSignOutOnFailure(queryKey, query.error, 'Loading product setup');
  return query;
}
