import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredComponent, lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test finishes when it wants. */
function controlledLoad() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<typeof Greeting>((resolve, reject) => {
    finish = () => resolve(Greeting);
    fail = reject;
  });
  return { load: () => done, finish, fail };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously there: the first commit already holds the component, not the fallback.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy while its code is still on its way', async () => {
    const { load, finish } = controlledLoad();
    const Lazy = lazyComponent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    finish();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const { load, fail } = controlledLoad();
    const Lazy = lazyComponent(load);
    fail(new Error('chunk missing'));
    await Lazy.preload();
    expect(Lazy.settled()).toBe(true);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Linus" />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('chunk missing');
  });
});

describe('deferredComponent', () => {
  it('shows its fallback without suspending, then the component once its code is here', async () => {
    const { load, finish } = controlledLoad();
    const Deferred = deferredComponent(lazyComponent(load), ({ name }) => <p>Waiting for {name}</p>);
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Deferred name="Barbara" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting for Barbara')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    finish();
    expect(await screen.findByText('Hello Barbara')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
  });
});
