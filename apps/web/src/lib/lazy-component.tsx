import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstScreen } from './first-screen';

/**
 * Code that loads on demand, without the wait React adds to `React.lazy`.
 *
 * React 19 reveals content that a Suspense boundary held back no sooner than 300 ms after the last
 * fallback shown anywhere on the page (its fallback throttle), and a plain `lazy` component suspends
 * on its first render even when its module has already arrived. On the workspace that meant one or
 * two waits of up to 300 ms before the canvas showed, and every lazily loaded slot that suspended
 * with `fallback={null}` (a comment badge, the members button) set the clock back again
 * (docs/decisions/036-workspace-rendering.md).
 *
 * `lazyComponent` renders at once when its code has loaded (started early by `preload()`, e.g. from
 * a route loader) and suspends, as `lazy` does, only while it is really still on its way.
 */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code; never rejects (a failure is thrown when the component renders). */
  preload(): Promise<void>;
  /** Whether the load has ended (loaded, or failed), so that rendering it will not suspend. */
  settled(): boolean;
};

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let outcome: { ok: true; value: { default: ComponentType<P> } } | { ok: false; error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        outcome = { ok: true, value: { default: component } };
      },
      (error: unknown) => {
        outcome = { ok: false, error };
      },
    ));
  // React calls `then` of what the factory returns and reads the module at once when the callback ran
  // synchronously: a module already here renders without suspending.
  const Lazy = lazy<ComponentType<P>>(() => {
    const settled = () => {
      if (!outcome) throw new Error('lazyComponent: not loaded');
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    };
    if (outcome) {
      return {
        then: (resolve: (value: { default: ComponentType<P> }) => void, reject: (error: unknown) => void) => {
          try {
            resolve(settled());
          } catch (error) {
            reject(error);
          }
        },
      } as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then(settled);
  });
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload, settled: () => outcome !== undefined });
}

/**
 * A lazily loaded part that shows `fallback` (nothing by default) until its code has loaded, without
 * Suspense: its arrival is an ordinary update, which neither waits for nor restarts React's fallback
 * throttle. For parts that are not the point of the screen (slots, menus): they start loading once the
 * screen's main content has painted (lib/first-screen.ts).
 */
export function deferredComponent<P extends object>(
  component: LazyComponent<P>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Component = component as ComponentType<P>;
  return function Deferred(props: P) {
    const [ready, setReady] = useState(component.settled);
    useEffect(() => {
      if (ready) return undefined;
      let live = true;
      // Not before the screen's main content has painted (lib/first-screen.ts).
      const cancel = afterFirstScreen(() => {
        void component.preload().then(() => {
          if (live) setReady(true);
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }, [ready]);
    // After a failed load the component throws the error to the nearest error boundary.
    return ready ? <Component {...props} /> : fallback(props);
  };
}
