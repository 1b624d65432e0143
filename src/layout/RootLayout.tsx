import { Outlet } from "@tanstack/react-router";
import { SiteFooter } from "./footer/SiteFooter";
import { SiteHeader } from "./header/SiteHeader";
import { MAIN_ID, SiteSkipLinks } from "./SiteSkipLinks";

export function RootLayout() {
  return (
    <>
      <SiteSkipLinks />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} role="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
