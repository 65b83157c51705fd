import { useCallback, useEffect, useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type AutoTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/**
 * A multi-line text box that grows with its text, so nothing is ever clipped and the reader never
 * scrolls inside a box (docs/decisions/026-workspace-layout-and-history.md). `rows` is the smallest
 * height. Controlled, uncontrolled (react-hook-form's `register`) and read-only use all work: the height
 * is fitted after every render, on every input and whenever the box's width changes (text re-wraps).
 */
export function AutoTextarea({ ref, className, onInput, rows = 2, ...props }: AutoTextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // After every render: a controlled value (or a form reset) may have changed without an input event.
  useLayoutEffect(() => fitToContent(inner.current));

  useEffect(() => {
    const node = inner.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    let width = node.clientWidth;
    const observer = new ResizeObserver(() => {
      // Only a new width re-wraps the text; the height is ours, and reacting to it would loop.
      if (node.clientWidth === width) return;
      width = node.clientWidth;
      fitToContent(node, true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <textarea
      {...props}
      ref={setRef}
      rows={rows}
      onInput={(event) => {
        fitToContent(event.currentTarget);
        onInput?.(event);
      }}
      className={cn('resize-none overflow-hidden', className)}
    />
  );
}

/** What each box was last fitted to: fitting again for the same text and width would only cost a layout. */
const fitted = new WeakMap<HTMLTextAreaElement, string>();

/**
 * Sets the box's height to its content's (borders included); a box that is not laid out is left alone.
 * Measuring needs the height released for a moment, which would clamp the scroll position of the pane
 * around the box: that position is put back.
 */
function fitToContent(node: HTMLTextAreaElement | null, widthChanged = false) {
  if (!node || node.clientWidth === 0) return;
  if (!widthChanged && fitted.get(node) === node.value) return;
  fitted.set(node, node.value);
  const pane = scrollParent(node);
  const top = pane?.scrollTop ?? 0;
  node.style.height = 'auto';
  const borders = node.offsetHeight - node.clientHeight;
  node.style.height = `${node.scrollHeight + borders}px`;
  if (pane && pane.scrollTop !== top) pane.scrollTop = top;
}

function scrollParent(node: HTMLElement): HTMLElement | null {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return document.scrollingElement instanceof HTMLElement ? document.scrollingElement : null;
}
