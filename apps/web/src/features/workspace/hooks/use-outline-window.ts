import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { ESTIMATED_ROW_HEIGHT, rowTops, scrollToReveal, windowRange } from '../lib/outline-window';

/** Rows rendered beyond each edge of the view, in pixels (about 15 rows): a fast scroll still finds rows. */
const OVERSCAN_PX = 480;

export interface OutlineWindow {
  /** The row indexes to render, in order: those in view (plus overscan) and the ones asked to stay. */
  indexes: number[];
  /** Each row's top within the list, and the list's height as the last entry. */
  tops: Float64Array;
  /** Scrolls the least distance that brings row `index` fully into view. */
  reveal(index: number): void;
}

/**
 * Renders a long outline as a window of rows (docs/decisions/036-workspace-rendering.md): it follows
 * the scrolling element's scroll position and size, measures each rendered row (labels wrap, so heights
 * differ; a height is kept per key and reused when the row comes back) and keeps `keep` rendered even
 * off screen, so the focused row of a roving tabindex never unmounts under the keyboard focus.
 */
export function useOutlineWindow({
  keys,
  keep,
  scrollRef,
  listRef,
  rowElement,
}: {
  /** A stable key per row, in display order (the node ids). */
  keys: readonly string[];
  /** Row indexes always rendered (the selected row); -1 entries are ignored. */
  keep: readonly number[];
  scrollRef: RefObject<HTMLElement | null>;
  listRef: RefObject<HTMLElement | null>;
  /** The rendered element of a row, by key, for measuring. */
  rowElement: (key: string) => HTMLElement | undefined;
}): OutlineWindow {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: 0 });

  const tops = useMemo(() => rowTops(keys.map((key) => heights.get(key) ?? ESTIMATED_ROW_HEIGHT)), [keys, heights]);

  useEffect(() => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list) return undefined;
    const readView = () => {
      const { scrollTop, height, offset } = viewOf(scroller, list);
      const top = scrollTop - offset;
      setView((previous) => (previous.top === top && previous.height === height ? previous : { top, height }));
    };
    readView();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        readView();
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    // A resize changes how many rows fit, and a new width how the labels wrap: measure again then
    // (only then: the list's height changes with every measurement).
    let width = list.clientWidth;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            readView();
            if (list.clientWidth === width) return;
            width = list.clientWidth;
            setHeights(new Map());
          });
    observer?.observe(scroller);
    observer?.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, listRef]);

  const { start, end } = windowRange(tops, view.top, view.height, OVERSCAN_PX);
  const keepKey = keep.join(' ');
  const indexes = useMemo(() => {
    const out: number[] = [];
    for (let i = start; i < end; i += 1) out.push(i);
    for (const index of keepKey ? keepKey.split(' ').map(Number) : []) {
      if (index >= 0 && index < keys.length && (index < start || index >= end)) out.push(index);
    }
    return out.sort((a, b) => a - b);
  }, [start, end, keepKey, keys.length]);

  // Measure the rows just rendered, before the browser paints: a height that differs from the one
  // assumed moves the rows below it at once, so nothing overlaps on screen.
  useLayoutEffect(() => {
    let next: Map<string, number> | null = null;
    for (const index of indexes) {
      const key = keys[index];
      const height = key === undefined ? undefined : rowElement(key)?.offsetHeight;
      if (!height || key === undefined || heights.get(key) === height) continue;
      next ??= new Map(heights);
      next.set(key, height);
    }
    if (next) setHeights(next);
  }, [indexes, keys, rowElement, heights]);

  const reveal = useCallback(
    (index: number) => {
      const scroller = scrollRef.current;
      const list = listRef.current;
      if (!scroller || !list) return;
      const next = scrollToReveal(tops, index, viewOf(scroller, list), 8);
      // The scroll event that follows moves the window.
      if (next !== null) scroller.scrollTop = next;
    },
    [scrollRef, listRef, tops],
  );

  return { indexes, tops, reveal };
}

/** The scroller's position and height, and the list's top within the scrolled content. */
function viewOf(scroller: HTMLElement, list: HTMLElement) {
  const offset = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  // Before layout (and in jsdom) the scroller has no height: assume the window's.
  return { scrollTop: scroller.scrollTop, height: scroller.clientHeight || window.innerHeight, offset };
}
