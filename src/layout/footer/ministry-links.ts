/** The ministry's site, then the State sites every DSFR footer links to. */
export const MINISTRY_DOMAINS = ["mer.gouv.fr", "info.gouv.fr", "service-public.gouv.fr", "legifrance.gouv.fr", "data.gouv.fr"] as const;

/** The ministry's public accounts, shown as the footer's social links. */
export const SOCIAL_LINKS = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/merGouv" },
  { network: "twitter-x", label: "X", href: "https://x.com/Mer_Gouv" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/secretariat-general-de-la-mer" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@mer_gouv" },
] as const;
