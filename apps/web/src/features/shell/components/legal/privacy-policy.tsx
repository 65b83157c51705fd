import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { cn } from '@/lib/cn';
import { LegalDialog, openFrom, POLICIES_UPDATED, proseClass } from './legal-dialog';
import { OperatorDetails } from './operator-details';
import { RichText } from './rich-text';

/** The 14 sections of the privacy policy, in order. */
export const PRIVACY_SECTIONS = [
  'controller',
  'scope',
  'data',
  'purposes',
  'legalBases',
  'ai',
  'cookies',
  'sharing',
  'transfers',
  'retention',
  'security',
  'rights',
  'children',
  'changes',
] as const;

type SectionId = (typeof PRIVACY_SECTIONS)[number];
const anchor = (id: SectionId) => `privacy-${id}`;

/**
 * The privacy policy with a table of contents: each entry scrolls smoothly to its section (instantly
 * for people who asked for reduced motion) and moves focus there, and the entry of the section in
 * view is marked as current.
 */
export default function PrivacyPolicyDialog() {
  const { t } = useTranslation('legal');
  const open = openFrom('privacyPolicy');
  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<SectionId>(PRIVACY_SECTIONS[0]);

  useEffect(() => {
    const container = scroller.current;
    if (!container) return;
    const onScroll = () => {
      const top = container.getBoundingClientRect().top;
      let inView: SectionId = PRIVACY_SECTIONS[0];
      for (const id of PRIVACY_SECTIONS) {
        const heading = document.getElementById(anchor(id));
        if (heading && heading.getBoundingClientRect().top - top <= 24) inView = id;
      }
      setCurrent(inView);
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => container.removeEventListener('scroll', onScroll);
  }, []);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
    event.preventDefault(); // keep the router's URL as it is
    const heading = document.getElementById(anchor(id));
    if (!heading) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
    setCurrent(id);
  };

  return (
    <LegalDialog overlay="privacyPolicy" title={t('privacyPolicy.title')} updated={POLICIES_UPDATED} size="lg">
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <nav
          aria-labelledby="privacy-contents"
          className="shrink-0 overflow-y-auto border-b border-line px-4 py-4 max-md:max-h-40 md:w-64 md:border-r md:border-b-0"
        >
          <h3 id="privacy-contents" className={cn(eyebrow, 'px-2')}>
            {t('common.contents')}
          </h3>
          <ol className="mt-2 space-y-0.5">
            {PRIVACY_SECTIONS.map((id, index) => (
              <li key={id}>
                <a
                  href={`#${anchor(id)}`}
                  onClick={(event) => go(event, id)}
                  aria-current={current === id ? 'location' : undefined}
                  className={cn(
                    'flex gap-2 rounded-md px-2 py-1 text-sm transition-colors duration-150',
                    current === id
                      ? 'bg-accent-soft font-medium text-accent'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}</span>
                  <span>{t(`privacyPolicy.sections.${id}.title`)}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div
          ref={scroller}
          className="min-h-0 flex-1 overflow-y-auto scroll-smooth px-6 py-5 motion-reduce:scroll-auto"
        >
          <div className={cn(proseClass, 'max-w-prose')}>
            <p className="text-base text-ink">{t('privacyPolicy.intro')}</p>
            {PRIVACY_SECTIONS.map((id, index) => (
              <section key={id} aria-labelledby={anchor(id)} className="space-y-2 pt-4">
                <h3 id={anchor(id)} tabIndex={-1} className="scroll-mt-4 text-base font-semibold text-ink">
                  <span className="mr-2 text-ink-subtle tabular-nums">{index + 1}.</span>
                  {t(`privacyPolicy.sections.${id}.title`)}
                </h3>
                <RichText text={t(`privacyPolicy.sections.${id}.body`)} onOpen={open} />
                {id === 'controller' && <OperatorDetails id="privacy-operator" />}
              </section>
            ))}
          </div>
        </div>
      </div>
    </LegalDialog>
  );
}
