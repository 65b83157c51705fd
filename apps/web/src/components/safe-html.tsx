import DOMPurify from 'dompurify';

/** Renders HTML from our own texts after sanitising it: no scripts, handlers or foreign embeds survive. */
export default function SafeHtml({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  return <div className="space-y-2 [&_a]:text-accent [&_a]:underline" dangerouslySetInnerHTML={{ __html: clean }} />;
}
