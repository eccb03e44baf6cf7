// One snackbar for the whole page: any module may show a message; <Snackbar /> renders it.

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: "info" | "error";
}

type Listener = () => void;

let current: SnackbarMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message (replacing the one on screen); a no-op on the server. */
export function showSnackbar(text: string, tone: SnackbarMessage["tone"] = "info"): void {
  if (typeof window === "undefined") return;
  current = { id: nextId++, text, tone };
  emit();
}

export function dismissSnackbar(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentSnackbar = (): SnackbarMessage | null => current;
