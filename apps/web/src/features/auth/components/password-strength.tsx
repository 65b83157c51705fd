import { PASSWORD_MIN_LENGTH } from '@caseboard/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { loadStrengthEstimator, type StrengthScore } from '../lib/password-strength';

const words = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

const tone: Record<StrengthScore, { bar: string; text: string }> = {
  0: { bar: 'bg-refuted', text: 'text-refuted' },
  1: { bar: 'bg-refuted', text: 'text-refuted' },
  2: { bar: 'bg-inconclusive', text: 'text-inconclusive' },
  3: { bar: 'bg-supported', text: 'text-supported' },
  4: { bar: 'bg-supported', text: 'text-supported' },
};

/**
 * A strength hint for a new password: four bars and a word (never colour alone), from zxcvbn, which
 * loads with the first keystroke. It advises; the server decides (length and the common-password list).
 */
export function PasswordStrength({ id, password, userInputs }: { id: string; password: string; userInputs: string[] }) {
  const { t } = useTranslation('auth');
  const [score, setScore] = useState<StrengthScore | null>(null);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      void loadStrengthEstimator().then((estimate) => {
        if (current) setScore(estimate(password, inputs.split('\u0000').filter(Boolean)));
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  if (!password) return null;
  const shown: StrengthScore | null =
    score === null ? null : password.length < PASSWORD_MIN_LENGTH ? (Math.min(score, 1) as StrengthScore) : score;
  return (
    <div className="flex items-center gap-3" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1 flex-1 rounded-full transition-colors duration-150',
              shown !== null && Math.max(shown, 1) >= step ? tone[shown].bar : 'bg-line',
            )}
          />
        ))}
      </div>
      <p
        id={id}
        className={cn('w-48 shrink-0 text-right text-xs', shown === null ? 'text-ink-subtle' : tone[shown].text)}
      >
        <span className="sr-only">{t('strength.label')}: </span>
        {shown === null ? t('strength.checking') : t(`strength.${words[shown]}`)}
      </p>
    </div>
  );
}
