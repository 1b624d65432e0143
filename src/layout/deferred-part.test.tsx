import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferredPart, loadDeferredParts } from "./deferred-part";

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

function controlledLoad() {
  let resolve: (component: typeof Note) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Note>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      }),
  );
  return { load, resolve: (component: typeof Note) => resolve(component), reject: (error: Error) => reject(error) };
}

describe("deferredPart", () => {
  it("is rendered in place by the export, once the parts are loaded", async () => {
    const Part = deferredPart(async () => Note);
    await loadDeferredParts();
    expect(renderToString(<Part text="Plan du site" />)).toBe("<p>Plan du site</p>");
  });

  it("keeps the exported HTML until its code arrives, then hydrates it without a mismatch", async () => {
    const { load, resolve } = controlledLoad();
    const Part = deferredPart(load);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Note text="Accessibilité" />
      </Suspense>,
    );
    document.body.appendChild(container);
    const exported = container.querySelector("p");
    const onRecoverableError = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Part text="Accessibilité" />, { onRecoverableError });
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("p")).toBe(exported);

    await act(async () => resolve(Note));
    expect(container.querySelector("p")).toBe(exported);
    expect(exported?.textContent).toBe("Accessibilité");
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("a chunk that fails to load leaves the part out, says so, and is asked again on the next render", async () => {
    const { load, reject } = controlledLoad();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = deferredPart(load);
    const { rerender } = render(<Part text="Menu" />);
    await act(async () => reject(new Error("chunk failed")));
    expect(screen.queryByText("Menu")).toBeNull();
    expect(error).toHaveBeenCalledWith("[layout] a part of the page could not be loaded:", expect.any(Error));

    rerender(<Part text="Menu principal" />);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
