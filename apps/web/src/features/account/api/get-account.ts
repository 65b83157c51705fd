import type { AccountResponse } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const accountKeys = {
  account: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  exports: ['account', 'exports'] as const,
};

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.account,
    queryFn: async () => (await apiFetch<AccountResponse>('/api/v1/account')).account,
  });

export const useAccount = () => useQuery(accountQueryOptions());
