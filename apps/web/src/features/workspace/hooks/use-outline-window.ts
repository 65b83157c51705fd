import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
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
  /** Give it each rendered row's element (null when it leaves): its height is measured from then on. */
  observe(key: string, element: HTMLElement | null): void;
}

/**
 * Renders a long outline as a window of rows (docs/decisions/036-workspace-rendering.md): it follows
 * the scrolling element's scroll position and size, and keeps `keep` rendered even off screen, so the
 * focused row of a roving tabindex never unmounts under the keyboard focus.
 *
 * The rendered rows sit in the list's normal flow, with a spacer for each run of rows that is not
 * rendered (lib/outline-window.ts `windowGaps`): a height guessed wrong makes a spacer too tall or too
 * short, never two rows overlap. So rows are measured after they are laid out, by a ResizeObserver
 * (labels wrap, so heights differ; a height is kept per key and reused when the row comes back), and
 * never by reading the layout during React's commit, which forced a layout of the whole page before
 * the first paint and a second render to place the rows.
 */
export function useOutlineWindow({
  keys,
  keep,
  scrollRef,
  listRef,
}: {
  /** A stable key per row, in display order (the node ids). */
  keys: readonly string[];
  /** Row indexes always rendered (the selected row); -1 entries are ignored. */
  keep: readonly number[];
  scrollRef: RefObject<HTMLElement | null>;
  listRef: RefObject<HTMLElement | null>;
}): OutlineWindow {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  // Null until the scroller has been laid out and read (by the observer, after layout, at no cost).
  const [view, setView] = useState<{ top: number; height: number } | null>(null);

  const tops = useMemo(() => rowTops(keys.map((key) => heights.get(key) ?? ESTIMATED_ROW_HEIGHT)), [keys, heights]);

  const readView = useCallback(() => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list) return;
    const { scrollTop, height, offset } = viewOf(scroller, list);
    const top = scrollTop - offset;
    setView((previous) => (previous?.top === top && previous.height === height ? previous : { top, height }));
  }, [scrollRef, listRef]);

  // One observer for the scroller, the list and every rendered row. Its callbacks come after the
  // browser's layout, so reading sizes there costs nothing; what they change renders after the paint.
  const observer = useRef<ResizeObserver | null>(null);
  const keyOf = useRef(new Map<Element, string>());
  const elementOf = useRef(new Map<string, Element>());
  const listWidth = useRef<number | null>(null);
  const getObserver = useCallback(() => {
    if (observer.current || typeof ResizeObserver === 'undefined') return observer.current;
    observer.current = new ResizeObserver((entries) => {
      let moved = false;
      let rewrapped = false;
      const measured: Array<[string, number]> = [];
      for (const entry of entries) {
        const target = entry.target;
        if (target === scrollRef.current) {
          moved = true;
        } else if (target === listRef.current) {
          moved = true;
          // A new width re-wraps the labels: every height known so far is stale.
          const width = boxSize(entry, 'inline');
          if (listWidth.current !== null && width !== listWidth.current) rewrapped = true;
          listWidth.current = width;
        } else {
          const key = keyOf.current.get(target);
          const height = boxSize(entry, 'block');
          if (key !== undefined && height > 0) measured.push([key, height]);
        }
      }
      if (moved) readView();
      if (!rewrapped && measured.length === 0) return;
      setHeights((previous) => {
        const next = new Map(rewrapped ? [] : previous);
        let changed = rewrapped;
        for (const [key, height] of measured) {
          if (next.get(key) === height) continue;
          next.set(key, height);
          changed = true;
        }
        return changed ? next : previous;
      });
    });
    return observer.current;
  }, [scrollRef, listRef, readView]);

  const observe = useCallback(
    (key: string, element: HTMLElement | null) => {
      const resize = getObserver();
      const known = elementOf.current.get(key);
      if (known === element) return;
      if (known) {
        keyOf.current.delete(known);
        elementOf.current.delete(key);
        resize?.unobserve(known);
      }
      if (!element) return;
      keyOf.current.set(element, key);
      elementOf.current.set(key, element);
      resize?.observe(element);
    },
    [getObserver],
  );

  useEffect(() => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list) return undefined;
    const resize = getObserver();
    if (resize) {
      resize.observe(scroller);
      resize.observe(list);
      // Rows that arrived while there was no observer (after a cleanup below).
      for (const element of keyOf.current.keys()) resize.observe(element);
    } else {
      readView();
    }
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        readView();
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      observer.current = null;
      listWidth.current = null;
    };
  }, [scrollRef, listRef, getObserver, readView]);

  // Before the scroller has been read, the rows that fill a window's height from the top, and no
  // overscan: the first paint carries only what it shows; the overscan follows once the view is known.
  const { start, end } = view
    ? windowRange(tops, view.top, view.height, OVERSCAN_PX)
    : windowRange(tops, 0, typeof window === 'undefined' ? 0 : window.innerHeight, 0);
  const keepKey = keep.join(' ');
  const indexes = useMemo(() => {
    const out: number[] = [];
    for (let i = start; i < end; i += 1) out.push(i);
    for (const index of keepKey ? keepKey.split(' ').map(Number) : []) {
      if (index >= 0 && index < keys.length && (index < start || index >= end) && !out.includes(index)) out.push(index);
    }
    return out.sort((a, b) => a - b);
  }, [start, end, keepKey, keys.length]);

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

  return { indexes, tops, reveal, observe };
}

/** An observed element's border-box size along one axis. */
function boxSize(entry: ResizeObserverEntry, axis: 'inline' | 'block'): number {
  const box = entry.borderBoxSize?.[0];
  if (box) return axis === 'inline' ? box.inlineSize : box.blockSize;
  const element = entry.target as HTMLElement;
  return axis === 'inline' ? element.offsetWidth : element.offsetHeight;
}

/** The scroller's position and height, and the list's top within the scrolled content. */
function viewOf(scroller: HTMLElement, list: HTMLElement) {
  const offset = list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  // Before layout (and in jsdom) the scroller has no height: assume the window's.
  return { scrollTop: scroller.scrollTop, height: scroller.clientHeight || window.innerHeight, offset };
}
