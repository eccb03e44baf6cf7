import type { UserDto } from "@ojas/domain";

/**
 * The one token refresh: every call that got a 401 while a refresh runs waits for
 * that same refresh, and a call sent before a refresh finished reuses its outcome instead of starting
 * another (the server revokes a session whose refresh token is presented twice).
 */
export interface SessionRefresher {
  /** Bumped when a refresh finishes; a call notes it before it is sent. */
  readonly generation: number;
  /** True when the session was renewed (new cookies), false when it is gone. */
  refresh(sentAtGeneration: number): Promise<boolean>;
}

export interface SessionHandlers {
  /** The refreshed user, so the app's state follows a change (e.g. a guest merged away). */
  onRefreshed?(user: UserDto): void;
  /** Once per failed refresh, however many calls were waiting for it. */
  onExpired?(): void;
}

export interface SessionRefresherOptions extends SessionHandlers {
  /** Posts POST /api/refresh-token and answers the signed-in user, or null when the session is gone. */
  requestRefresh(): Promise<UserDto | null>;
}

export interface ConfigurableRefresher extends SessionRefresher {
  setHandlers(handlers: SessionHandlers): void;
}

export function createSessionRefresher(options: SessionRefresherOptions): ConfigurableRefresher {
  let handlers: SessionHandlers = { onRefreshed: options.onRefreshed, onExpired: options.onExpired };
  let generation = 0;
  let lastResult = false;
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    let user: UserDto | null = null;
    try {
      user = await options.requestRefresh();
    } catch {
      user = null;
    }
    lastResult = user !== null;
    generation += 1;
    inFlight = null;
    if (user) handlers.onRefreshed?.(user);
    else handlers.onExpired?.();
    return lastResult;
  }

  return {
    get generation() {
      return generation;
    },
    refresh(sentAtGeneration) {
      if (inFlight) return inFlight;
      if (sentAtGeneration < generation) return Promise.resolve(lastResult);
      inFlight = run();
      return inFlight;
    },
    setHandlers(next) {
      handlers = next;
    },
  };
}
