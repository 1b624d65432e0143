// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiClientContext, useApiClient } from "./api-client-context";
import type { HttpClient } from "./http-client";

describe("useApiClient", () => {
  it("gives the client the app provides", () => {
    const api: HttpClient = { request: () => Promise.reject(new Error("not called")) };
    const wrapper = ({ children }: { children: ReactNode }) => <ApiClientContext value={api}>{children}</ApiClientContext>;
    expect(renderHook(() => useApiClient(), { wrapper }).result.current).toBe(api);
  });

  it("says what is missing when no client is provided, rather than calling nothing", () => {
    expect(() => renderHook(() => useApiClient())).toThrow("useApiClient needs an ApiClientContext above it");
  });
});
