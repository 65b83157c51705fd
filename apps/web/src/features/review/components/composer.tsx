import { MAX_COMMENT_LENGTH, type ProjectPerson } from '@caseboard/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { insertMention, mentionQuery, toBody, toDisplay, type Picked } from '../lib/mentions';

/**
 * Where a comment is written. Typing `@` suggests the project's members (an ARIA combobox: arrows move,
 * Enter or Tab picks, Escape closes); a pick shows as `@Name` and is sent as the stable token
 * `@[Name](userId)` the server resolves (lib/mentions.ts). Ctrl/Cmd+Enter sends.
 */
export function Composer({
  people,
  label,
  submitLabel,
  initial = '',
  busy,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  people: ProjectPerson[];
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [shown] = useState(() => toDisplay(initial));
  const [text, setText] = useState(shown.text);
  const [picked, setPicked] = useState<Picked[]>(shown.picked);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = query
    ? people.filter((person) => person.fullName.toLowerCase().includes(query.query.toLowerCase())).slice(0, 8)
    : [];
  const open = suggestions.length > 0;
  const listId = `${id}-people`;

  const track = (value: string, caret: number) => {
    const found = mentionQuery(value, caret);
    setQuery(found);
    setActive(0);
  };

  const pick = (person: ProjectPerson) => {
    const element = ref.current;
    if (!element || !query) return;
    const next = insertMention(text, query.start, element.selectionStart, person);
    setText(next.text);
    setPicked((current) => [...current.filter((p) => p.name !== next.picked.name), next.picked]);
    setQuery(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const body = toBody(text.trim(), picked);
    if (!body || busy) return;
    try {
      await onSubmit(body);
      setText('');
      setPicked([]);
    } catch {
      // The caller shows the error; the text stays so nothing typed is lost.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(suggestions[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="relative">
        <label htmlFor={`${id}-text`} className="sr-only">
          {label}
        </label>
        <textarea
          ref={ref}
          id={`${id}-text`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoFocus={autoFocus}
          value={text}
          maxLength={MAX_COMMENT_LENGTH}
          rows={3}
          placeholder={t('composer.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            track(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setQuery(null), 150)}
          className="w-full resize-y rounded-md border border-line-strong bg-surface px-2.5 py-2 text-sm focus:border-accent focus:outline-none"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('composer.suggestions')}
          hidden={!open}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-56 overflow-auto rounded-md border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
        >
          {suggestions.map((person, index) => (
            <li
              key={person.userId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm',
                index === active ? 'bg-accent-soft' : 'hover:bg-surface-muted',
              )}
            >
              <span>{person.fullName}</span>
              <span className="text-xs text-ink-muted">{t(`roles.${person.role}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('composer.hint')}
      </p>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('composer.cancel')}
          </Button>
        ) : null}
        <Button size="sm" type="submit" busy={busy} disabled={text.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
