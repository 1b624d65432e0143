// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { type ReactElement, type ReactNode, Suspense } from "react";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredPart, loadDeferredParts } from "./deferred-part";

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A part shown only while it is due, as the session's warning is. */
function Sometimes({ due, part: Part }: { due: boolean; part: (props: { text: string }) => ReactNode }) {
  return due ? <Part text="Avertissement" /> : null;
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

/** A frame and the task after it: a resumed Suspense boundary has rendered, and Preact's effects (run after a frame) have run. */
async function settle(): Promise<void> {
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
}

const hydrated: Array<{ root: Root; container: HTMLElement }> = [];

/** An exported page in the document (`exported` rendered to HTML), hydrated with `app`. */
async function hydrateExport(exported: ReactElement, app: ReactElement, onRecoverableError?: () => void): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(exported);
  document.body.appendChild(container);
  await act(async () => {
    hydrated.push({ root: hydrateRoot(container, app, { onRecoverableError }), container });
  });
  return container;
}

afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

describe("deferredPart", () => {
  it("is rendered in place by the export, once the parts are loaded", async () => {
    const Part = deferredPart(async () => Note);
    await loadDeferredParts();
    expect(renderToString(<Part text="Plan du site" />)).toBe("<p>Plan du site</p>");
  });

  it("keeps the exported HTML until its code arrives, then hydrates it without a mismatch", async () => {
    const { load, resolve } = controlledLoad();
    const Part = deferredPart(load);
    const onRecoverableError = vi.fn();
    const container = await hydrateExport(
      <Suspense fallback={null}>
        <Note text="Accessibilité" />
      </Suspense>,
      <Part text="Accessibilité" />,
      onRecoverableError,
    );
    const exported = container.querySelector("p");
    expect(load).toHaveBeenCalledTimes(1);
    expect(exported).not.toBeNull();

    await act(async () => resolve(Note));
    await settle();
    expect(container.querySelector("p")).toBe(exported);
    expect(exported?.textContent).toBe("Accessibilité");
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("a parent's re-render while its code is on its way keeps the exported HTML", async () => {
    const { load, resolve } = controlledLoad();
    const Part = deferredPart(load);
    function Parent({ answers }: { answers: number }) {
      return (
        <main data-answers={answers}>
          <Part text="Menu" />
        </main>
      );
    }
    const container = await hydrateExport(
      <main data-answers={0}>
        <Suspense fallback={null}>
          <Note text="Menu" />
        </Suspense>
      </main>,
      <Parent answers={0} />,
    );
    const exported = container.querySelector("p");

    act(() => hydrated[0]?.root.render(<Parent answers={1} />));
    await settle();
    expect(container.querySelector("main")?.dataset.answers).toBe("1");
    expect(container.querySelector("p")).toBe(exported);
    await act(async () => resolve(Note));
    await settle();
    expect(container.querySelector("p")).toBe(exported);
  });

  it("asks for its code when first rendered, not before, and shows nothing until it comes", async () => {
    const { load, resolve } = controlledLoad();
    const Part = deferredPart(load);
    const { rerender, container } = render(<Sometimes due={false} part={Part} />);
    await settle();
    expect(load).not.toHaveBeenCalled();

    rerender(<Sometimes due part={Part} />);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(container).toBeEmptyDOMElement();
    await act(async () => resolve(Note));
    await settle();
    expect(screen.getByText("Avertissement")).toBeInTheDocument();
  });

  it("is asked for once: rendered again, elsewhere, it shows at once", async () => {
    const load = vi.fn(async () => Note);
    const Part = deferredPart(load);
    const { unmount } = render(<Part text="Menu" />);
    await settle();
    unmount();
    render(<Part text="Menu principal" />);
    expect(screen.getByText("Menu principal")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that fails to load leaves the part out and says so, asks no more until the next render, then asks again", async () => {
    const { load, reject } = controlledLoad();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = deferredPart(load);
    const { rerender, container } = render(<Part text="Menu" />);
    await act(async () => reject(new Error("chunk failed")));
    await settle();
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledExactlyOnceWith("[ui] a part of the page could not be loaded:", expect.any(Error));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Part text="Menu principal" />);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("after a failed load, asks again when the part is next due, and shows it once its code comes", async () => {
    const { load, reject, resolve } = controlledLoad();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = deferredPart(load);
    const { rerender } = render(<Sometimes due part={Part} />);
    await act(async () => reject(new Error("offline")));
    await settle();
    rerender(<Sometimes due={false} part={Part} />);
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Sometimes due part={Part} />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => resolve(Note));
    await settle();
    expect(screen.getByText("Avertissement")).toBeInTheDocument();
  });
});
