import type { Source, Storyline } from '@caseboard/contracts';
import { linkSupportingPoint } from '../document/document-ops.js';
import { citeSource, removeSource, updateSource, type SourceTarget } from '../evidence/commands.js';
import { onDocument } from './document-commands.js';
import { command, type EditorContent } from './types.js';

export type StorylineField = 'governingThought' | 'situation' | 'complication' | 'resolution';

/** Changes the storyline when the document has one and the change is real. */
function onStoryline(content: EditorContent, change: (storyline: Storyline) => Storyline): EditorContent {
  return onDocument(content, (document) => {
    if (!document.storyline) return document;
    const storyline = change(document.storyline);
    return storyline === document.storyline ? document : { ...document, storyline };
  });
}

/** Replaces the item with `id` in a list when `change` changes it; the same list back otherwise. */
function mapById<T extends { id: string }>(items: T[], id: string, change: (item: T) => T): T[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const updated = change(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

export const storylineCommands = {
  setStorylineField: command<{ field: StorylineField; value: string }>({
    apply: (content, args) =>
      onStoryline(content, (s) => (s[args.field] === args.value ? s : { ...s, [args.field]: args.value })),
    mergeKey: (args) => `storyline.${args.field}`,
  }),
  setKeyLineStatement: command<{ keyLineId: string; statement: string }>({
    apply: (content, args) =>
      onStoryline(content, (s) => {
        const keyLines = mapById(s.keyLines, args.keyLineId, (line) =>
          line.statement === args.statement ? line : { ...line, statement: args.statement },
        );
        return keyLines === s.keyLines ? s : { ...s, keyLines };
      }),
    mergeKey: (args) => `storyline.${args.keyLineId}.statement`,
  }),
  setSupportingPointText: command<{ pointId: string; text: string }>({
    apply: (content, args) =>
      onStoryline(content, (s) => {
        let changed = false;
        const keyLines = s.keyLines.map((line) => {
          const supportingPoints = mapById(line.supportingPoints, args.pointId, (point) =>
            point.text === args.text ? point : { ...point, text: args.text },
          );
          if (supportingPoints === line.supportingPoints) return line;
          changed = true;
          return { ...line, supportingPoints };
        });
        return changed ? { ...s, keyLines } : s;
      }),
    mergeKey: (args) => `storyline.${args.pointId}.text`,
  }),
  linkSupportingPoint: command<{ pointId: string; hypothesisIds: string[] }>({
    apply: (content, args) =>
      onDocument(content, (document) => {
        const points = document.storyline?.keyLines.flatMap((line) => line.supportingPoints) ?? [];
        const point = points.find((p) => p.id === args.pointId);
        const wanted = [...new Set(args.hypothesisIds)];
        if (
          !point ||
          (point.hypothesisIds.length === wanted.length && point.hypothesisIds.every((id, i) => id === wanted[i]))
        )
          return document;
        return linkSupportingPoint(document, args.pointId, wanted);
      }),
  }),
  setSlideTitle: command<{ slideId: string; actionTitle: string }>({
    apply: (content, args) =>
      onStoryline(content, (s) => {
        const slides = mapById(s.slides, args.slideId, (slide) =>
          slide.actionTitle === args.actionTitle ? slide : { ...slide, actionTitle: args.actionTitle },
        );
        return slides === s.slides ? s : { ...s, slides };
      }),
    mergeKey: (args) => `storyline.${args.slideId}.actionTitle`,
  }),
  citeSource: command<{ target: SourceTarget; source: Source }>({
    apply: (content, args) => onDocument(content, (document) => citeSource(document, args.target, args.source)),
  }),
  updateSource: command<{ target: SourceTarget; source: Source }>({
    apply: (content, args) => onDocument(content, (document) => updateSource(document, args.target, args.source)),
    mergeKey: (args) => `sources.${args.target.kind}.${args.target.id}.${args.source.id}`,
  }),
  removeSource: command<{ target: SourceTarget; sourceId: string }>({
    apply: (content, args) => onDocument(content, (document) => removeSource(document, args.target, args.sourceId)),
  }),
};
