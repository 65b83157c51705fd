import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX_LENGTH, type FeedbackCategory } from '@caseboard/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TextAreaField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateFeedback } from '../api/create-feedback';
import { describeError } from '../lib/errors';

interface FeedbackForm {
  category: FeedbackCategory | '';
  rating: string;
  message: string;
}

const empty: FeedbackForm = { category: '', rating: '', message: '' };
const RATINGS = [
  ['1', 'one'],
  ['2', 'two'],
  ['3', 'three'],
  ['4', 'four'],
  ['5', 'five'],
] as const;

/** Feedback about the product: what it is about, a rating and a message; confirmed with a toast. */
export default function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const create = useCreateFeedback();
  const form = useForm<FeedbackForm>({ defaultValues: empty });
  const [message, rating] = useWatch({ control: form.control, name: ['message', 'rating'] });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(empty);
      create.reset();
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      {
        message: values.message.trim(),
        category: values.category || undefined,
        rating: values.rating ? Number(values.rating) : undefined,
        page: location.pathname.slice(0, 500),
      },
      {
        onSuccess: () => {
          toast.success(t('feedback.sent'));
          close(false);
        },
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-[520px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-line bg-surface p-6 shadow-[var(--shadow-overlay)]">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-base font-semibold">{t('feedback.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={tc('actions.close')}
              className="-mt-1 -mr-1 rounded-sm p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{t('feedback.description')}</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
            {create.error ? <FormAlert>{describeError(create.error)}</FormAlert> : null}
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">{t('feedback.category')}</legend>
              <div className="grid grid-cols-2 gap-2">
                {FEEDBACK_CATEGORIES.map((category) => (
                  <label
                    key={category}
                    className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-line-strong px-3 text-sm text-ink hover:bg-surface-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
                  >
                    <input type="radio" value={category} className="sr-only" {...form.register('category')} />
                    {t(`feedback.categories.${category}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">
                {t('feedback.rating')}{' '}
                <span className="font-normal text-ink-subtle">({t('feedback.ratingOptional')})</span>
              </legend>
              <div className="flex gap-1">
                {RATINGS.map(([value, word]) => (
                  <label
                    key={value}
                    title={t(`feedback.ratings.${word}`)}
                    className="cursor-pointer rounded-sm p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
                  >
                    <input type="radio" value={value} className="sr-only" {...form.register('rating')} />
                    <span className="sr-only">{t(`feedback.ratings.${word}`)}</span>
                    <Star filled={rating !== '' && Number(value) <= Number(rating)} />
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              label={t('feedback.message')}
              rows={5}
              placeholder={t('feedback.messagePlaceholder')}
              maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
              error={form.formState.errors.message?.message}
              below={
                <p className="text-right text-xs text-ink-subtle tabular-nums" aria-hidden="true">
                  {t('feedback.count', { count: message.length, max: FEEDBACK_MESSAGE_MAX_LENGTH })}
                </p>
              }
              {...form.register('message', {
                validate: (value) => value.trim() !== '' || t('validation.required'),
                maxLength: {
                  value: FEEDBACK_MESSAGE_MAX_LENGTH,
                  message: t('validation.tooLong', { max: FEEDBACK_MESSAGE_MAX_LENGTH }),
                },
              })}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{tc('actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" busy={create.isPending}>
                {t('feedback.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('size-6 transition-colors duration-150', filled ? 'text-accent' : 'text-line-strong')}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="m10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z" strokeLinejoin="round" />
    </svg>
  );
}
