/**
 * Where toasts are drawn. A modal <dialog> makes everything outside it inert and covers it (even a popover
 * shown after it stays inert in Chromium), so a toast outside an open dialog could be neither seen, heard nor
 * dismissed. Each open Dialog registers its element here; the toast region is drawn inside the one on top.
 */
type Listener = () => void;

let hosts: readonly HTMLElement[] = [];
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function pushToastHost(element: HTMLElement): () => void {
  hosts = [...hosts, element];
  emit();
  return () => {
    hosts = hosts.filter((h) => h !== element);
    emit();
  };
}

export function subscribeToastHosts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open dialog, or null for the page itself. */
export function topToastHost(): HTMLElement | null {
  return hosts.at(-1) ?? null;
}
