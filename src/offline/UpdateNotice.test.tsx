// @vitest-environment jsdom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UpdateNotice } from "./UpdateNotice";
import { setUpdateReady } from "./update-ready";

i18n.loadAndActivate({ locale: "fr", messages: {} });

describe("UpdateNotice", () => {
  it("shows nothing until a new release waits, then offers to reload into it", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <UpdateNotice />
      </I18nProvider>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    const apply = vi.fn();
    act(() => setUpdateReady(apply));
    expect(screen.getByRole("status")).toHaveTextContent("Une nouvelle version du portail est disponible.");
    await userEvent.click(screen.getByRole("button", { name: "Recharger la page" }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
