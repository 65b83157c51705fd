import { useTranslation } from 'react-i18next';
import { DialogBody } from '@/components/ui/dialog';
import { LegalDialog, openFrom, proseClass } from './legal-dialog';
import { OperatorDetails } from './operator-details';
import { RichText } from './rich-text';

const SECTIONS = [
  'programme',
  'eligibility',
  'cost',
  'updates',
  'use',
  'ownership',
  'discount',
  'termination',
  'warranty',
  'changes',
  'law',
  'contact',
] as const;

export default function TermsDialog() {
  const { t } = useTranslation('legal');
  const open = openFrom('terms');
  return (
    <LegalDialog overlay="terms" title={t('terms.title')}>
      <DialogBody className="py-5">
        <div className={proseClass}>
          <p className="text-base text-ink">{t('terms.intro')}</p>
          <ol className="space-y-5 pt-2">
            {SECTIONS.map((id, index) => (
              <li key={id}>
                <section aria-labelledby={`terms-${id}`} className="space-y-2">
                  <h3 id={`terms-${id}`} className="text-base font-semibold text-ink">
                    <span className="mr-2 text-ink-subtle tabular-nums">{index + 1}.</span>
                    {t(`terms.sections.${id}.title`)}
                  </h3>
                  <RichText text={t(`terms.sections.${id}.body`)} onOpen={open} />
                  {id === 'contact' && <OperatorDetails id="terms-operator" />}
                </section>
              </li>
            ))}
          </ol>
        </div>
      </DialogBody>
    </LegalDialog>
  );
}
