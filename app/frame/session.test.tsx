// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Session, SessionProvider, type SessionSource, useSession, validSession } from "./session.tsx";

function Probe() {
  const { session, loading } = useSession();
  return <output>{loading ? "loading" : session ? `session:${session.user.id}` : "anonymous"}</output>;
}

const session: Session = { access_token: "a", refresh_token: "r", expires_at: 1, user: { id: "u1" } };

function controllableSource(initial: Session | null) {
  let listener: (s: Session | null) => void = () => {};
  let resolve: (s: Session | null) => void = () => {};
  const source: SessionSource = {
    getSession: () => new Promise((r) => (resolve = () => r(initial))),
    onChange: (l) => {
      listener = l;
      return () => {};
    },
  };
  return { source, finish: () => resolve(initial), emit: (s: Session | null) => listener(s) };
}

afterEach(cleanup);

describe("SessionProvider", () => {
  it("starts loading and ends loaded with no session for anonymous visitors", async () => {
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("loading");
    expect(await screen.findByText("anonymous")).toBeTruthy();
  });

  it("follows the source: loaded with its session, then every later change", async () => {
    const { source, finish, emit } = controllableSource(session);
    render(
      <SessionProvider source={source}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("loading");
    await act(async () => finish());
    expect(screen.getByRole("status").textContent).toBe("session:u1");
    act(() => emit(null));
    expect(screen.getByRole("status").textContent).toBe("anonymous");
  });
});

describe("validSession", () => {
  it("needs both tokens and an expiry", () => {
    expect(validSession(session)).toBe(session);
    expect(validSession({ ...session, refresh_token: "" })).toBeNull();
    expect(validSession({ ...session, expires_at: 0 })).toBeNull();
    expect(validSession(null)).toBeNull();
  });
});
