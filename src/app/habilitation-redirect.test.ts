import { QueryClient } from "@tanstack/react-query";
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { habilitationsKey } from "../api/habilitations";
import { Route } from "../routes/__root";

type BeforeLoad = (args: {
  context: { queryClient: QueryClient };
  location: { pathname: string };
  cause: "enter" | "stay" | "preload";
  preload: boolean;
}) => unknown;

const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;

/** What the root route's guard does before loading `pathname` for a user connected without habilitation. */
function guard(pathname: string, cause: "enter" | "stay", preload = false): unknown {
  const queryClient = new QueryClient();
  queryClient.setQueryData(habilitationsKey, []);
  try {
    beforeLoad({ context: { queryClient }, location: { pathname }, cause, preload });
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

describe("the root route's habilitation guard", () => {
  it("redirects a page reached without a page load to its sign-in page, as a full page load", () => {
    const thrown = guard("/es/mes-infos", "stay");
    expect(isRedirect(thrown)).toBe(true);
    expect(isRedirect(thrown) && thrown.options).toMatchObject({ href: "/es/login", reloadDocument: true });
  });

  it("leaves the page the user arrived on to startup, and a preload alone", () => {
    expect(guard("/es/mes-infos", "enter")).toBeUndefined();
    expect(guard("/es/mes-infos", "stay", true)).toBeUndefined();
    expect(guard("/es/inscription", "stay")).toBeUndefined();
  });
});
