export interface EmailContent {
  subject: string;
  /** Opening line, e.g. "Hello Anna,". */
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; path: string };
  /** Closing lines after the action, e.g. why the reader got this e-mail. */
  footer?: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Renders an e-mail as plain text and HTML with absolute links from PUBLIC_URL. Every value is
 * escaped: user-supplied names can never inject markup into the HTML part.
 */
export function renderEmail(content: EmailContent, publicUrl: URL): RenderedEmail {
  const link = content.action ? new URL(content.action.path, publicUrl).toString() : undefined;
  const lines = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action && link ? [`${content.action.label}: ${link}`, ''] : []),
    ...(content.footer ?? []).flatMap((p) => [p, '']),
    '-- ',
    'Caseboard',
  ];
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1f2430">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e6ea;border-radius:8px;padding:32px">',
    '<p style="margin:0 0 24px;font-size:14px;font-weight:600;letter-spacing:0.02em">Caseboard</p>',
    ...(content.greeting ? [`<p style="margin:0 0 16px;font-size:16px">${escapeHtml(content.greeting)}</p>`] : []),
    ...content.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`),
    ...(content.action && link
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f5bea;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:12px;color:#5b6270;word-break:break-all">${escapeHtml(link)}</p>`,
        ]
      : []),
    ...(content.footer ?? []).map(
      (p) => `<p style="margin:16px 0 0;font-size:12px;color:#5b6270">${escapeHtml(p)}</p>`,
    ),
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text: lines.join('\n'), html };
}
