// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openWithDsfr } from "./dsfr-modal";

function dsfrStandIn() {
  const modal = { disclose: vi.fn(), conceal: vi.fn() };
  Reflect.set(window, "dsfr", (node: Element) => (node.hasAttribute("data-fr-js-modal") ? { modal } : undefined));
  return modal;
}

describe("the dialog handed to DSFR's script", () => {
  afterEach(() => Reflect.deleteProperty(window, "dsfr"));

  it("is opened through DSFR once its script has taken it up, and closed through it before it goes", async () => {
    const modal = dsfrStandIn();
    const node = document.createElement("dialog");
    const close = openWithDsfr(node);
    expect(modal.disclose).not.toHaveBeenCalled();
    node.setAttribute("data-fr-js-modal", "true");
    await vi.waitFor(() => expect(modal.disclose).toHaveBeenCalledTimes(1));
    close();
    expect(modal.conceal).toHaveBeenCalledTimes(1);
  });

  it("is opened at once when DSFR already holds it", () => {
    const modal = dsfrStandIn();
    const node = document.createElement("dialog");
    node.setAttribute("data-fr-js-modal", "true");
    openWithDsfr(node);
    expect(modal.disclose).toHaveBeenCalledTimes(1);
  });

  it("does nothing without DSFR's script", () => {
    const node = document.createElement("dialog");
    expect(() => openWithDsfr(node)()).not.toThrow();
  });
});
