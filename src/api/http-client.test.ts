import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { ApiError } from "./errors";
import { type HttpClientDeps, createHttpClient } from "./http-client";
import { apiErrorMessage } from "./messages";

const ORIGIN = "https://portail.mer.gouv.fr";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(overrides: Partial<HttpClientDeps> & { pathname?: string } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: true }));
  const navigate = vi.fn<(url: string) => void>();
  const logout = vi.fn<(reason?: "expired") => void>();
  const deps: HttpClientDeps = {
    fetch: fetchMock,
    location: () => ({ origin: ORIGIN, pathname: overrides.pathname ?? "/fr/mes-infos" }),
    cookies: () => "autre=1; XSRF-TOKEN=jeton-123",
    navigate,
    logout,
    ...overrides,
  };
  return { client: createHttpClient(deps), fetchMock, navigate, logout, deps };
}

const anything = z.unknown();

function sentHeaders(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe("the XSRF header", () => {
  it("goes with a POST to the portal's origin, from the cookie", async () => {
    const { client, fetchMock } = setup();
    await client.request("/api/evenements", anything, { method: "POST", body: {} });
    expect(sentHeaders(fetchMock).get("X-XSRF-TOKEN")).toBe("jeton-123");
  });

  it("never with a GET", async () => {
    const { client, fetchMock } = setup();
    await client.request("/api/mes-droits", anything);
    expect(sentHeaders(fetchMock).has("X-XSRF-TOKEN")).toBe(false);
  });

  it("never to another origin", async () => {
    const { client, fetchMock } = setup();
    await client.request("https://ailleurs.example.org/api/evenements", anything, { method: "POST", body: {} });
    expect(sentHeaders(fetchMock).has("X-XSRF-TOKEN")).toBe(false);
  });

  it("the query goes in the URL and there is no body when none is given", async () => {
    const { client, fetchMock } = setup();
    await client.request("/api/internationalisation/selection-langue", anything, { method: "POST", query: { langue: "en" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/internationalisation/selection-langue?langue=en");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});

describe("401", () => {
  it("a storm of 401s logs out once", async () => {
    const { client, logout, navigate } = setup({ fetch: vi.fn<typeof fetch>(async () => json({}, 401)) });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => client.request("/api/mes-droits", anything)));
    expect(results.every((r) => r.status === "rejected" && r.reason instanceof ApiError && r.reason.status === 401)).toBe(true);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("after an answer given to a signed-in user, the logout says the session expired", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(json([])).mockResolvedValue(json({}, 401));
    const { client, logout } = setup({ fetch: fetchMock });
    await client.request("/api/mes-droits", anything);
    await expect(client.request("/api/habilitations", anything)).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledWith("expired");
  });

  it("on a login page, no logout", async () => {
    const { client, logout } = setup({ pathname: "/en/loginAyantDroit", fetch: vi.fn<typeof fetch>(async () => json({}, 401)) });
    await expect(client.request("/api/habilitations", anything)).rejects.toMatchObject({ kind: "http", status: 401 });
    expect(logout).not.toHaveBeenCalled();
  });
});

describe("5xx", () => {
  it.each([
    [500, "/en/mes-infos", "/en/error/500"],
    [503, "/inscription", "/fr/error/503"],
    [503, "/es/login", "/es/error/503"],
  ])("%s on %s goes to %s, once", async (status, pathname, target) => {
    const { client, navigate } = setup({ pathname, fetch: vi.fn<typeof fetch>(async () => json({}, status)) });
    await Promise.allSettled([client.request("/api/a", anything), client.request("/api/b", anything)]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it.each([
    [502, "Le service est momentanément injoignable. Veuillez réessayer dans quelques instants."],
    [504, "Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants."],
  ])("a %s from the proxy in front says what happened, and moves nobody", async (status, text) => {
    const { client, navigate } = setup({ fetch: vi.fn<typeof fetch>(async () => new Response("<html>nginx</html>", { status })) });
    const error = await client.request("/api/reconciliation/manuelle", anything, { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(apiErrorMessage(error).message).toBe(text);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 503 met on the error page itself says the service is unavailable", async () => {
    const { client, navigate } = setup({ pathname: "/fr/error/503", fetch: vi.fn<typeof fetch>(async () => json({}, 503)) });
    const error = await client.request("/api/mes-droits", anything).catch((e: unknown) => e);
    expect(apiErrorMessage(error).message).toBe("Le service est momentanément indisponible. Veuillez réessayer plus tard.");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 403 is a typed error, not swallowed, and moves nobody", async () => {
    const { client, navigate, logout } = setup({ fetch: vi.fn<typeof fetch>(async () => json({}, 403)) });
    const error = await client.request("/api/evenements", anything, { method: "POST" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 403 });
    expect(apiErrorMessage(error).message).toBe("Vous n'avez pas la permission pour cette demande.");
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it("the body of a failed answer is read, so the browser frees the connection", async () => {
    const failed = json({ message: "refusé" }, 401);
    const { client } = setup({ pathname: "/fr/login", fetch: vi.fn<typeof fetch>(async () => failed) });
    await client.request("/api/mes-droits", anything).catch(() => undefined);
    expect(failed.bodyUsed).toBe(true);
  });
});

describe("bad bodies, network and time", () => {
  const schema = z.array(z.object({ libelleCerbere: z.string() }));

  it("parses a good body", async () => {
    const { client } = setup({ fetch: vi.fn<typeof fetch>(async () => json([{ libelleCerbere: "X" }])) });
    await expect(client.request("/api/mes-droits", schema)).resolves.toEqual([{ libelleCerbere: "X" }]);
  });

  it("malformed JSON is a parse error", async () => {
    const { client } = setup({ fetch: vi.fn<typeof fetch>(async () => new Response("{pas du json", { status: 200 })) });
    await expect(client.request("/api/mes-droits", schema)).rejects.toMatchObject({ kind: "parse" });
  });

  it("an unexpected shape is a parse error naming the field", async () => {
    const { client } = setup({ fetch: vi.fn<typeof fetch>(async () => json([{ libelle: 1 }])) });
    const error = await client.request("/api/mes-droits", schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(String(error)).toContain("0.libelleCerbere");
    expect(apiErrorMessage(error).message).toBe("La réponse du service est illisible. Veuillez réessayer plus tard.");
  });

  it("a network failure is a network error", async () => {
    const { client } = setup({ fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("Failed to fetch"))) });
    const error = await client.request("/api/mes-droits", schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network" });
    expect(apiErrorMessage(error).message).toBe("Le service est injoignable. Vérifiez votre connexion puis réessayez.");
  });

  it("a backend that hangs is aborted after the timeout", async () => {
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const { client } = setup({ fetch: hanging, timeoutMs: 20 });
    const error = await client.request("/api/mes-droits", schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(apiErrorMessage(error).message).toBe("Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.");
  });

  it("an answer the page's entry already asked for stands for the request: no fetch, same parsing", async () => {
    const { client, fetchMock } = setup();
    const sent = Promise.resolve(json([{ libelleCerbere: "X" }]));
    expect(await client.request("/api/mes-droits", schema, { sent })).toEqual([{ libelleCerbere: "X" }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an answer the entry asked for meets the same policies: a 401 logs out", async () => {
    const { client, logout } = setup();
    const error = await client.request("/api/mes-droits", schema, { sent: Promise.resolve(json({}, 401)) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(logout).toHaveBeenCalledOnce();
  });

  it("an answer the entry asked for keeps the client's timeout, and its failure is a network error", async () => {
    const { client } = setup({ timeoutMs: 20 });
    const pending = client.request("/api/mes-droits", schema, { sent: new Promise<Response>(() => undefined) });
    await expect(pending).rejects.toMatchObject({ kind: "timeout" });
    const offline = client.request("/api/mes-droits", schema, { sent: Promise.reject(new TypeError("Failed to fetch")) });
    await expect(offline).rejects.toMatchObject({ kind: "network" });
  });
});

describe("a write refused for its anti-forgery token (Spring Security 6's deferred token)", () => {
  /** The browser's cookies, which an answer may change, as Set-Cookie does before fetch resolves. */
  function jar(initial: string) {
    let cookies = initial;
    return { cookies: () => cookies, set: (next: string) => (cookies = next) };
  }

  /** Each answer in turn, the cookies it writes applied first; the last one repeats. */
  function answers(browser: ReturnType<typeof jar>, ...steps: { readonly status: number; readonly token?: string }[]) {
    let call = 0;
    return vi.fn<typeof fetch>(async () => {
      const step = steps[Math.min(call, steps.length - 1)];
      call += 1;
      if (step?.token !== undefined) browser.set(`autre=1; XSRF-TOKEN=${step.token}`);
      return json(step?.status === 403 ? { message: "refusé" } : { ok: true }, step?.status ?? 200);
    });
  }

  const EVENT = { description: "abandon", typeEvenement: 8 };

  it("is sent once more with the token the 403 wrote, and the second answer is the call's", async () => {
    const browser = jar("");
    const fetchMock = answers(browser, { status: 403, token: "neuf" }, { status: 201 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/evenements", anything, { method: "POST", body: EVENT })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 0).has("X-XSRF-TOKEN")).toBe(false);
    expect(sentHeaders(fetchMock, 1).get("X-XSRF-TOKEN")).toBe("neuf");
  });

  it("the second request is the first one again: same address, method, body and headers but the token", async () => {
    const browser = jar("XSRF-TOKEN=ancien");
    const fetchMock = answers(browser, { status: 403, token: "neuf" }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await client.request("/api/reconciliation/manuelle", anything, { method: "POST", body: { numMarin: "12345678" }, query: { a: "1" } });
    const [first, second] = fetchMock.mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[0]).toBe("/api/reconciliation/manuelle?a=1");
    expect(second?.[1]?.method).toBe("POST");
    expect(second?.[1]?.body).toBe(JSON.stringify({ numMarin: "12345678" }));
    expect(second?.[1]?.body).toBe(first?.[1]?.body);
    expect(sentHeaders(fetchMock, 0).get("X-XSRF-TOKEN")).toBe("ancien");
    expect(sentHeaders(fetchMock, 1).get("X-XSRF-TOKEN")).toBe("neuf");
    expect(sentHeaders(fetchMock, 1).get("Content-Type")).toBe("application/json");
  });

  it("never twice: a second 403, even with yet another token, is the call's answer", async () => {
    const browser = jar("");
    let n = 0;
    const fetchMock = vi.fn<typeof fetch>(async () => {
      n += 1;
      browser.set(`XSRF-TOKEN=jeton-${n}`);
      return json({}, 403);
    });
    const { client, navigate, logout } = setup({ fetch: fetchMock, cookies: browser.cookies });
    const error = await client.request("/api/evenements", anything, { method: "POST", body: EVENT }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it("never for a read", async () => {
    const browser = jar("");
    const fetchMock = answers(browser, { status: 403, token: "neuf" }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/mes-droits", anything)).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never to another origin, which gets no token", async () => {
    const browser = jar("");
    const fetchMock = answers(browser, { status: 403, token: "neuf" }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    const call = client.request("https://ailleurs.example.org/api/evenements", anything, { method: "POST", body: EVENT });
    await expect(call).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("not when the token is the one sent: the refusal is about something else", async () => {
    const browser = jar("XSRF-TOKEN=jeton-123");
    const fetchMock = answers(browser, { status: 403 }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/evenements", anything, { method: "POST", body: EVENT })).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("not when there was no token and the 403 wrote none", async () => {
    const browser = jar("autre=1");
    const fetchMock = answers(browser, { status: 403 }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/evenements", anything, { method: "POST", body: EVENT })).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("not for another refusal than 403", async () => {
    const browser = jar("");
    const fetchMock = answers(browser, { status: 400, token: "neuf" }, { status: 200 });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/evenements", anything, { method: "POST", body: EVENT })).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("the second answer meets the policies: a 401 logs out, once", async () => {
    const browser = jar("");
    const fetchMock = answers(browser, { status: 403, token: "neuf" }, { status: 401 });
    const { client, logout } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await expect(client.request("/api/evenements", anything, { method: "POST", body: EVENT })).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledOnce();
  });

  it("the refused answer's body is read before the write is sent again", async () => {
    const browser = jar("");
    const refused = json({ message: "refusé" }, 403);
    const fetchMock = vi.fn<typeof fetch>().mockImplementationOnce(async () => {
      browser.set("XSRF-TOKEN=neuf");
      return refused;
    });
    fetchMock.mockImplementationOnce(async () => {
      expect(refused.bodyUsed).toBe(true);
      return json({ ok: true });
    });
    const { client } = setup({ fetch: fetchMock, cookies: browser.cookies });
    await client.request("/api/evenements", anything, { method: "POST", body: EVENT });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe("the call's one timeout covers both requests", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("a second request that hangs is aborted when the call's time is up, not a full timeout later", async () => {
      const browser = jar("");
      const fetchMock = vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
            if (fetchMock.mock.calls.length === 1)
              setTimeout(() => {
                browser.set("XSRF-TOKEN=neuf");
                resolve(json({}, 403));
              }, 600);
          }),
      );
      const { client } = setup({ fetch: fetchMock, cookies: browser.cookies, timeoutMs: 1_000 });
      const settled = client.request("/api/evenements", anything, { method: "POST", body: EVENT }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(600);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls[1]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(400);
      expect(fetchMock.mock.calls[1]?.[1]?.signal?.aborted).toBe(true);
      expect(await settled).toMatchObject({ kind: "timeout" });
    });
  });
});
