import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX_LENGTH } from './account-limits.js';
import { IsoDateTimeSchema, multiLineText, oneLineText } from './common.js';

export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);

export const CreateFeedbackRequestSchema = z
  .object({
    message: multiLineText().trim().min(1).max(FEEDBACK_MESSAGE_MAX_LENGTH),
    rating: z.number().int().min(1).max(5).optional().describe('1 (poor) to 5 (excellent).'),
    category: FeedbackCategorySchema.optional(),
    page: oneLineText().max(500).optional().describe('The app path the feedback was sent from.'),
  })
  .meta({ id: 'CreateFeedbackRequest' });
export type CreateFeedbackRequest = z.infer<typeof CreateFeedbackRequestSchema>;

export const FeedbackReceiptSchema = z
  .object({ id: z.number().int(), createdAt: IsoDateTimeSchema })
  .meta({ id: 'FeedbackReceipt' });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;
