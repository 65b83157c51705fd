import type { PresentPerson } from '@caseboard/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Who has the project open (from the live stream), and which of them is the signed-in user. */
export interface Presence {
  people: PresentPerson[];
  you: number | null;
}

/** Initials the header shows before counting the rest. */
const MAX_SHOWN = 5;

const PresenceContext = createContext<Presence>({ people: [], you: null });

/** Provided once by the workspace; rows and cards read it without every one of them re-rendering. */
export const PresenceProvider = PresenceContext.Provider;

/** A few fixed tints, picked by user id, so a person keeps their colour across screens. */
const TINTS = [
  'bg-accent text-accent-ink',
  'bg-supported text-white',
  'bg-inconclusive text-white',
  'bg-untested text-white',
  'bg-ink-muted text-white',
];
const tintOf = (userId: number) => TINTS[userId % TINTS.length]!;

function Initials({ person, size = 'md' }: { person: PresentPerson; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-semibold ring-2 ring-surface',
        size === 'md' ? 'size-7 text-xs' : 'size-5 text-[10px]',
        tintOf(person.userId),
      )}
    >
      {person.initials}
    </span>
  );
}

/** The workspace header's "who is here": initials, with name and step on hover and for screen readers. */
export function PresenceAvatars() {
  const { t } = useTranslation('workspace');
  const { people, you } = useContext(PresenceContext);
  if (people.length === 0) return null;
  // Others first; the signed-in user last. Past a handful, the rest are counted (all named on hover).
  const ordered = [...people.filter((p) => p.userId !== you), ...people.filter((p) => p.userId === you)];
  const shown = ordered.length > MAX_SHOWN ? ordered.slice(0, MAX_SHOWN - 1) : ordered;
  const rest = ordered.slice(shown.length);
  const label = (person: PresentPerson) =>
    t(person.userId === you ? 'live.you' : 'live.person', { name: person.name, step: t(`steps.${person.step}`) });
  return (
    <ul aria-label={t('live.here')} className="flex items-center gap-1">
      {shown.map((person) => {
        const text = label(person);
        return (
          <li key={person.userId} title={text} className="flex">
            <Initials person={person} />
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
      {rest.length > 0 ? (
        <li title={rest.map(label).join('\n')} className="flex">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-surface-muted text-xs font-semibold text-ink-muted ring-2 ring-surface"
          >
            +{rest.length}
          </span>
          <span className="sr-only">{rest.map(label).join('; ')}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** Initials of the others editing this item (a tree node), shown on its row or card. */
export function EditingInitials({ itemId }: { itemId: string }) {
  const { people, you } = useContext(PresenceContext);
  const editors = people.filter((person) => person.editing === itemId && person.userId !== you);
  // Every row and card has one, and nearly all are empty: only those with editors subscribe to the
  // translations (a subscription per card cost more than the card; see tree-node-card.tsx).
  return editors.length === 0 ? null : <EditorInitials editors={editors} />;
}

function EditorInitials({ editors }: { editors: PresentPerson[] }) {
  const { t } = useTranslation('workspace');
  return (
    <span className="flex shrink-0 items-center -space-x-1">
      {editors.map((person) => {
        const label = t('live.editing', { name: person.name });
        return (
          <span key={person.userId} title={label} className="flex">
            <Initials person={person} size="sm" />
            <span className="sr-only">{label}</span>
          </span>
        );
      })}
    </span>
  );
}
