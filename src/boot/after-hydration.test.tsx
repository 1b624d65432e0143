// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AfterHydration, startShellParts } from "./after-hydration";

const dsfr = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock("@codegouvfr/react-dsfr/spa", () => ({ startReactDsfr: dsfr.start }));
const deferredStyles = vi.hoisted(() => vi.fn());
vi.mock("./dsfr-styles-deferred", () => {
  deferredStyles();
  return {};
});

describe("after hydration", () => {
  it("tells the load plan once the tree it sits in has rendered, and renders nothing", () => {
    const onHydrated = vi.fn();
    const { container, rerender, unmount } = render(
      <div>
        <AfterHydration onHydrated={onHydrated} />
      </div>,
    );
    expect(onHydrated).toHaveBeenCalledOnce();
    expect(container.firstElementChild?.childNodes).toHaveLength(0);
    rerender(
      <div>
        <AfterHydration onHydrated={onHydrated} />
      </div>,
    );
    expect(onHydrated).toHaveBeenCalledOnce();
    unmount();
  });

  it("starts DSFR's script with the system's colour scheme, and brings the deferred stylesheets", async () => {
    startShellParts();
    expect(dsfr.start).toHaveBeenCalledExactlyOnceWith({ defaultColorScheme: "system" });
    await vi.waitFor(() => expect(deferredStyles).toHaveBeenCalledOnce());
  });
});
