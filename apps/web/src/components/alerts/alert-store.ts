import { useSyncExternalStore } from 'react';

/** Platform spec 4 and 9: an alert has a message, a type and a name, and goes after 5000 ms. */
export type AlertType = 'Success' | 'Error' | 'Secondary';
export const ALERT_DISPLAY_MS = 5000;

export interface AppAlert {
  id: number;
  message: string;
  type: AlertType;
  /** Who raised it ('updateProfile', 'login', …): raising a name again replaces that alert. */
  name: string;
}

export interface AlertInput {
  message: string;
  type: AlertType;
  name: string;
  /** How long it stays; 0 keeps it until dismissed. */
  timeout?: number;
}

type Listener = () => void;

/**
 * The app's alerts, outside React so any screen or call can raise one. Several stack, newest
 * last; each is removed after its time, by its close button, or when the session ends.
 */
export function createAlertStore() {
  let alerts: readonly AppAlert[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function remove(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!alerts.some((alert) => alert.id === id)) return;
    alerts = alerts.filter((alert) => alert.id !== id);
    emit();
  }

  return {
    show({ message, type, name, timeout = ALERT_DISPLAY_MS }: AlertInput): number {
      for (const same of alerts.filter((alert) => alert.name === name)) remove(same.id);
      const id = nextId++;
      alerts = [...alerts, { id, message, type, name }];
      if (timeout > 0)
        timers.set(
          id,
          setTimeout(() => remove(id), timeout),
        );
      emit();
      return id;
    },
    remove,
    /** Removes the alerts of one name, or all of them (sign-out). */
    clear(name?: string): void {
      for (const alert of alerts) if (name === undefined || alert.name === name) remove(alert.id);
    },
    list: (): readonly AppAlert[] => alerts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

/** The app's one store. */
export const alerts = createAlertStore();

export function useAlerts(store: AlertStore = alerts): readonly AppAlert[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
