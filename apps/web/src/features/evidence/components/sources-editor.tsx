import type { Source } from '@caseboard/contracts';
import { commands, type EditorCommand, type SourceTarget } from '@caseboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const field = 'h-9 rounded-md border border-line bg-surface px-3 text-sm';

/** A source's id, unique among those of the target. */
function freshId(sources: Source[]): string {
  for (let n = sources.length + 1; ; n += 1) {
    const id = `src-${n}`;
    if (!sources.some((s) => s.id === id)) return id;
  }
}

/** The sources an analysis or a storyline point cites: title, link, date and page; add and remove. */
export function SourcesEditor({
  sources,
  target,
  readOnly,
  run,
  heading,
}: {
  sources: Source[];
  target: SourceTarget;
  readOnly: boolean;
  run: (command: EditorCommand) => void;
  heading: string;
}) {
  const { t } = useTranslation('evidence');
  const id = useId();
  const empty = { title: '', url: '', date: '', page: '' };
  const [draft, setDraft] = useState(empty);
  const badUrl = draft.url.trim() !== '' && !/^https?:\/\/\S+$/i.test(draft.url.trim());
  const add = () => {
    if (!draft.title.trim() || badUrl) return;
    run(commands.citeSource({ target, source: { id: freshId(sources), ...draft } }));
    setDraft(empty);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h4 id={`${id}-title`} className="text-sm font-medium">
        {heading}
      </h4>
      {sources.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {sources.map((source) => (
            <li key={source.id} className="flex flex-wrap items-center gap-2">
              {source.url ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
                  {source.title}
                </a>
              ) : (
                <span>{source.title}</span>
              )}
              {source.date ? <span className="text-ink-muted">{source.date}</span> : null}
              {source.page ? (
                <span className="text-ink-muted">{t('sources.pageShort', { page: source.page })}</span>
              ) : null}
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('sources.remove', { title: source.title })}
                  onClick={() => run(commands.removeSource({ target, sourceId: source.id }))}
                >
                  {t('sources.removeShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-subtle">{t('sources.none')}</p>
      )}
      {readOnly || sources.length >= 20 ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs">
            {t('sources.titleField')}
            <input
              className={field}
              value={draft.title}
              maxLength={300}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </label>
          <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs">
            {t('sources.url')}
            <input
              className={`${field} aria-invalid:border-danger`}
              type="url"
              value={draft.url}
              maxLength={2000}
              aria-invalid={badUrl || undefined}
              onChange={(e) => setDraft({ ...draft, url: e.target.value })}
            />
          </label>
          <label className="flex w-32 flex-col gap-1 text-xs">
            {t('sources.date')}
            <input
              className={field}
              value={draft.date}
              maxLength={40}
              onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            />
          </label>
          <label className="flex w-20 flex-col gap-1 text-xs">
            {t('sources.page')}
            <input
              className={field}
              value={draft.page}
              maxLength={40}
              onChange={(e) => setDraft({ ...draft, page: e.target.value })}
            />
          </label>
          <Button type="submit" variant="secondary" size="sm" disabled={!draft.title.trim() || badUrl}>
            {t('sources.add')}
          </Button>
        </form>
      )}
      {badUrl ? <p className="text-xs text-danger">{t('sources.badUrl')}</p> : null}
    </section>
  );
}
