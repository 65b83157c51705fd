import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { publicConfig } from '@/lib/public-config';
import type { Overlay } from '@/lib/ui-store';

/**
 * Renders the small markup of the legal texts (see locales/en/legal.ts): paragraphs, "- " lists and
 * <tag>text</tag> links. The texts are ours, from the locale files, so no HTML is ever parsed.
 */
const TAG = /<(\w+)>(.*?)<\/\1>/g;

const overlayTags: Record<string, Overlay> = {
  cookiePolicy: 'cookiePolicy',
  privacyPolicy: 'privacyPolicy',
  terms: 'terms',
  cookieSettings: 'cookiePreferences',
};

export interface RichTextProps {
  text: string;
  /** Opens another overlay from a link in the text. */
  onOpen: (overlay: Overlay) => void;
}

export function RichText({ text, onOpen }: RichTextProps) {
  return (
    <>
      {text.split(/\n\n+/).map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5 marker:text-ink-subtle">
              {lines.map((line, item) => (
                <li key={item}>
                  <Inline text={line.slice(2)} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <Inline text={block} onOpen={onOpen} />
          </p>
        );
      })}
    </>
  );
}

function Inline({ text, onOpen }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    parts.push(<Tagged key={match.index} tag={tag} inner={inner} onOpen={onOpen} />);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

const linkClass = 'font-medium text-accent underline underline-offset-2 hover:text-accent-hover';

function Tagged({ tag, inner, onOpen }: { tag: string; inner: string; onOpen: (overlay: Overlay) => void }) {
  const { t } = useTranslation('legal');
  const overlay = overlayTags[tag];
  if (overlay) {
    return (
      <button type="button" className={linkClass} onClick={() => onOpen(overlay)}>
        {inner}
      </button>
    );
  }
  if (tag === 'feedbackForm' || tag === 'dataRequestForm') {
    const url = publicConfig().links[tag];
    if (!url) return <>{`${inner} ${t('common.formNotConfigured')}`}</>;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {inner}
        <Icon name="external" className="ml-0.5 inline size-3.5 align-[-2px]" />
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  if (tag === 'strong') return <strong className="font-semibold text-ink">{inner}</strong>;
  return <>{inner}</>;
}
