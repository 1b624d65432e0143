// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionExpiryDialog, type SessionExpiryDialogProps } from "./SessionExpiryDialog";

function renderDialog(props: Partial<SessionExpiryDialogProps> = {}) {
  const onExtend = vi.fn();
  const onLogout = vi.fn();
  const view = render(
    <I18nProvider i18n={setupI18n({ locale: "fr", messages: { fr: {} } })}>
      <label>
        Nom
        <input defaultValue="Le Goff" />
      </label>
      <SessionExpiryDialog endsAt={Date.now() + 120_000} extensionFailed={false} onExtend={onExtend} onLogout={onLogout} {...props} />
    </I18nProvider>,
  );
  return { ...view, onExtend, onLogout };
}

describe("the session's expiry warning", () => {
  afterEach(() => vi.useRealTimers());

  it("is a DSFR modal dialog named by its title and described by its text", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Votre session va bientôt expirer" });
    expect(dialog).toHaveClass("fr-modal", "fr-modal--opened");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "Sans activité de votre part, votre session se terminera dans 2 minutes. Les informations saisies et non enregistrées seront alors perdues.",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Votre session va bientôt expirer" })).toHaveAttribute(
      "id",
      dialog.getAttribute("aria-labelledby"),
    );
  });

  it("moves focus to « Prolonger la session », keeps it inside, and gives it back when it goes", async () => {
    const user = userEvent.setup();
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    const { unmount } = renderDialog();
    const extend = screen.getByRole("button", { name: "Prolonger la session" });
    const leave = screen.getByRole("button", { name: "Se déconnecter" });
    expect(extend).toHaveFocus();
    await user.tab();
    expect(leave).toHaveFocus();
    await user.tab();
    expect(extend).toHaveFocus();
    await user.tab({ shift: true });
    expect(leave).toHaveFocus();
    act(() => screen.getByLabelText("Nom").focus());
    expect(extend).toHaveFocus();
    unmount();
    expect(field).toHaveFocus();
    field.remove();
  });

  it("takes focus back from a navigation behind it, whose move to the page's start stops before the document", () => {
    renderDialog();
    const heading = document.createElement("h1");
    heading.tabIndex = -1;
    document.body.append(heading);
    // As src/layout/page-start-focus.ts moves it: the focusin stops at the root element.
    const stop = (event: Event) => event.stopPropagation();
    document.documentElement.addEventListener("focusin", stop);
    act(() => heading.focus());
    document.documentElement.removeEventListener("focusin", stop);
    expect(screen.getByRole("button", { name: "Prolonger la session" })).toHaveFocus();
    heading.remove();
  });

  it("Enter on the focused default button extends the session", async () => {
    const user = userEvent.setup();
    const { onExtend, onLogout } = renderDialog();
    await user.keyboard("{Enter}");
    expect(onExtend).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("Escape continues the session, never logs out", async () => {
    const user = userEvent.setup();
    const { onExtend, onLogout } = renderDialog();
    await user.tab();
    await user.keyboard("{Escape}");
    expect(onExtend).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("« Se déconnecter » logs out", async () => {
    const user = userEvent.setup();
    const { onExtend, onLogout } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onExtend).not.toHaveBeenCalled();
  });

  it("counts down in a polite live region, changed every 15 s at most", () => {
    vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
    renderDialog({ endsAt: Date.now() + 120_000 });
    const status = screen.getByText(/votre session se terminera dans/);
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveAttribute("aria-atomic", "true");
    const texts = [status.textContent];
    const changes: number[] = [];
    for (let second = 1; second <= 120; second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      if (status.textContent !== texts.at(-1)) {
        texts.push(status.textContent);
        changes.push(second);
      }
    }
    expect(texts.map((text) => text.replace(/^.* dans /, ""))).toEqual([
      "2 minutes.",
      "1 minute.",
      "45 secondes.",
      "30 secondes.",
      "15 secondes.",
    ]);
    expect(changes).toEqual([60, 75, 90, 105]);
  });

  it("says so when the last extension could not reach the backend", () => {
    renderDialog({ extensionFailed: true });
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      /La session n'a pas pu être prolongée\. Vérifiez votre connexion, puis réessayez\.$/,
    );
  });
});
