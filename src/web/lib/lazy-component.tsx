import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads on demand, and which draws at once when that module has already arrived.
 * React.lazy suspends on its first render even then, and React holds back what a Suspense boundary reveals until
 * some 300 ms after the last fallback showed (so content does not flicker in): a page whose module came with the
 * HTML's preloads would wait for nothing. `preload()` starts the load (once; again after a failure) and tells when
 * the component can draw; `track` wraps the load a render starts (the navigation spinner, app/page-loading.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  track: <T>(loading: Promise<T>) => Promise<T> = (loading) => loading,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => track(preload()).then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
