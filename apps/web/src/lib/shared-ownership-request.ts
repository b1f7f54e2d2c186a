// The one way the shell asks the illustration screen to open the Shared Ownership slideshow
// (platform spec 2.4: choosing the illustration product while in it). Features do not import
// each other, so the request goes through this small store: the shell raises it, and the
// illustration screen takes it when it is drawn, or at once when it already is.

type Listener = () => void;

let pending = false;
const listeners = new Set<Listener>();

/** Ask for the slideshow; the illustration screen opens it once. */
export function requestSharedOwnership(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/** Take a pending request (true once per request). */
export function takeSharedOwnershipRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Be told of each request; returns the unsubscribe function. */
export function onSharedOwnershipRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
