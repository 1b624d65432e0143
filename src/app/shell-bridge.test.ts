import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { bandeauIdentiteKey } from "../api/bandeau-identite";
import { createShellBridge } from "./shell-bridge";

describe("the bridge lent to univers-marin", () => {
  it("knows nobody until the identity banner has answered, then the user by name and identifier", () => {
    const queryClient = new QueryClient();
    const bridge = createShellBridge(vi.fn(), queryClient);
    expect(bridge.currentUser?.()).toBeUndefined();

    queryClient.setQueryData(bandeauIdentiteKey, { prenom: "Marie", nom: "CURIE", identifiant: "12345678" });
    expect(bridge.currentUser?.()).toEqual({ firstName: "Marie", lastName: "CURIE", identifier: "12345678" });
  });

  it("navigates through the function it was given", () => {
    const navigate = vi.fn();
    createShellBridge(navigate, new QueryClient()).navigate("/plan-site");
    expect(navigate).toHaveBeenCalledWith("/plan-site");
  });
});
