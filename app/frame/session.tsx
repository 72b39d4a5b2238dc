import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/** A signed-in visitor's session, in the shape an authentication service (OAuth-style tokens) hands over. */
export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email?: string };
}

export interface SessionState {
  session: Session | null;
  loading: boolean;
}

/** Where sessions come from. Accounts are "coming soon", so the only source today is anonymous. */
export interface SessionSource {
  getSession(): Promise<Session | null>;
  /** Calls back on every later change; returns the unsubscribe function. */
  onChange(listener: (session: Session | null) => void): () => void;
}

export const anonymousSessionSource: SessionSource = {
  getSession: async () => null,
  onChange: () => () => {},
};

/** A session counts only with both tokens and an expiry: without them it could not be renewed or ended. */
export function validSession(session: Session | null | undefined): Session | null {
  return session?.access_token && session.refresh_token && session.expires_at ? session : null;
}

const SessionContext = createContext<SessionState>({ session: null, loading: true });

export function SessionProvider({
  source = anonymousSessionSource,
  children,
}: {
  source?: SessionSource;
  children: ReactNode;
}) {
  const [state, setState] = useState<SessionState>({ session: null, loading: true });
  useEffect(() => {
    let active = true;
    const settle = (session: Session | null) => {
      if (active) setState({ session: validSession(session), loading: false });
    };
    source.getSession().then(settle, () => settle(null));
    const unsubscribe = source.onChange(settle);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [source]);
  return <SessionContext value={state}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
