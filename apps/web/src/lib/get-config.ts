import type { PublicConfig } from '@caseboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The deployment's public configuration (max projects, models, analytics, ...): it cannot change while the app runs. */
export const getConfig = () => apiFetch<PublicConfig>('/api/v1/config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

export const useConfig = () => useQuery(configQueryOptions());
