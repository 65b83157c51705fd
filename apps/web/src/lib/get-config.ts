import type { PublicConfig } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { pageConfig } from './public-config';

/** The deployment's public configuration (max projects, models, analytics, ...): it cannot change while the app runs. */
export const getConfig = () => apiFetch<PublicConfig>('/api/v1/config');

/**
 * The page carries the configuration already (lib/public-config.ts): then it is the query's data and
 * nothing is asked (the workspace's header used to ask while its first screen was rendering).
 */
export const configQueryOptions = () => {
  const fromPage = pageConfig();
  return queryOptions({
    queryKey: ['config'],
    queryFn: getConfig,
    staleTime: Number.POSITIVE_INFINITY,
    ...(fromPage ? { initialData: fromPage } : {}),
  });
};

export const useConfig = () => useQuery(configQueryOptions());
