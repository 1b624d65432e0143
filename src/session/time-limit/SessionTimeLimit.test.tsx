// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientContext } from "../../api/api-client-context";
import { ApiError } from "../../api/errors";
import type { HttpClient } from "../../api/http-client";
import { mesDroitsKey } from "../../api/mes-droits";
import { logout } from "../logout";
import { SessionTimeLimit } from "./SessionTimeLimit";
import { LOGOUT_AHEAD_MS, WARNING_MS } from "./session-time-limit";

vi.mock("../logout", () => ({ logout: vi.fn() }));

const MINUTE = 60_000;
const WARNING_AT = 30 * MINUTE - LOGOUT_AHEAD_MS - WARNING_MS;
const TITLE = "Votre session va bientôt expirer";

function renderLimit({
  signedIn = true,
  answer = async () => [] as unknown,
}: { signedIn?: boolean; answer?: () => Promise<unknown> } = {}) {
  const queryClient = new QueryClient();
  if (signedIn) queryClient.setQueryData(mesDroitsKey, []);
  const request = vi.fn(answer);
  const api: HttpClient = { request: request as HttpClient["request"] };
  render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={api}>
          <SessionTimeLimit />
        </ApiClientContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { request };
}

/**
 * Moves the fake clock on and lets what it set off settle (the dialog's import, the calls).
 * Testing Library's findBy and waitFor wait on setTimeout, which the fake clock holds.
 */
async function after(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The warning's first render starts the import in an effect, which act runs as it ends.
  await act(async () => {
    await import("./SessionExpiryDialog");
  });
}

/** The dialog's keyboard is its own test's (SessionExpiryDialog.test.tsx): here, what each choice sets off. */
function press(name: string) {
  act(() => screen.getByRole("button", { name }).click());
}

describe("the session's time limit in the layout", () => {
  beforeAll(async () => {
    window.__PORTAL_ENV__ = { SESSION_IDLE_TIMEOUT_MINUTES: "30" };
    // The dialog's module loaded once, so that each test's import resolves at once.
    await import("./SessionExpiryDialog");
  });
  beforeEach(() => vi.mocked(logout).mockClear());
  beforeEach(() => vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z"), toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("opens its dialog two minutes before the portal's logout, not before", async () => {
    renderLimit();
    await after(WARNING_AT - 1000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await after(1000);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeInTheDocument();
  });

  it("runs for nobody when no one is signed in", async () => {
    renderLimit({ signedIn: false });
    await after(40 * MINUTE);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it("« Prolonger la session » asks the backend for the rights, closes, and the clock starts again", async () => {
    const { request } = renderLimit();
    await after(28 * MINUTE);
    screen.getByRole("dialog");
    press("Prolonger la session");
    expect(request).toHaveBeenCalledWith("/api/mes-droits", expect.anything());
    await after(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await after(WARNING_AT - 1000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await after(1000);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it("an extension that cannot reach the backend brings the dialog back, saying so", async () => {
    renderLimit({ answer: () => Promise.reject(new ApiError("network", "/api/mes-droits")) });
    await after(28 * MINUTE);
    press("Prolonger la session");
    await after(0);
    expect(screen.getByText(/La session n'a pas pu être prolongée/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Prolonger la session" })).toHaveFocus();
  });

  it("an extension answered 401 (the session had ended) leaves the logout to the client's 401 policy, the dialog closed", async () => {
    renderLimit({ answer: () => Promise.reject(new ApiError("http", "/api/mes-droits", { status: 401 })) });
    await after(28 * MINUTE);
    press("Prolonger la session");
    await after(0);
    expect(logout).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("« Se déconnecter » logs out", async () => {
    renderLimit();
    await after(28 * MINUTE);
    press("Se déconnecter");
    expect(logout).toHaveBeenCalledWith();
  });

  it("the time-out with no contact logs out as expired, ahead of the backend's", async () => {
    renderLimit();
    await after(30 * MINUTE - LOGOUT_AHEAD_MS);
    expect(logout).toHaveBeenCalledExactlyOnceWith("expired");
  });
});
