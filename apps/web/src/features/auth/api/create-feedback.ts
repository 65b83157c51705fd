import type { CreateFeedbackRequest, FeedbackReceipt } from '@caseboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Sends feedback about the product (signed in; a few messages an hour). */
export function createFeedback(body: CreateFeedbackRequest): Promise<FeedbackReceipt> {
  return apiFetch<FeedbackReceipt>('/api/v1/feedbacks', { method: 'POST', body });
}

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
