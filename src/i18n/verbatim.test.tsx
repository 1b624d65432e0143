// @vitest-environment jsdom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { verbatim } from "./verbatim";

i18n.loadAndActivate({ locale: "fr", messages: {} });

const HOSTILE = "https://e.fr/<b>x</b><0>lien</0>.js";

function Sentence({ value }: { readonly value: string | ReturnType<typeof verbatim> }) {
  return (
    <Trans>
      Voir <a href="https://portail.example.fr/">le portail</a> depuis {value}.
    </Trans>
  );
}

describe("verbatim", () => {
  it("keeps a value's text whole in a <Trans>, where a string value is read for the message's tags", () => {
    const asString = render(
      <I18nProvider i18n={i18n}>
        <Sentence value={HOSTILE} />
      </I18nProvider>,
    ).container;
    expect(asString.textContent).not.toContain(HOSTILE);
    expect(asString.querySelectorAll("a")).toHaveLength(2);

    const asElement = render(
      <I18nProvider i18n={i18n}>
        <Sentence value={verbatim(HOSTILE)} />
      </I18nProvider>,
    ).container;
    expect(asElement.textContent).toBe(`Voir le portail depuis ${HOSTILE}.`);
    expect(asElement.querySelectorAll("a")).toHaveLength(1);
  });
});
