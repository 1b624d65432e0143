/**
 * A stand-in for the real univers-marin module: plain DOM, one DSFR page per route of spec 2.2,
 * each with its h1 and links to the others. Built to System.register by ./vite.config.ts.
 */

interface DemoProps {
  readonly domElement: HTMLElement;
  readonly language?: string;
  readonly basePath?: string;
  readonly navigate?: (path: string) => void;
}

const ROUTES: ReadonlyArray<readonly [path: string, title: string]> = [
  ["/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin"],
  ["/univers-marin/pmr/aptitude-medicale", "Mon aptitude médicale"],
  ["/univers-marin/pmr/lignes-de-service", "Mes lignes de service"],
  ["/univers-marin/pmr/mes-titres", "Mes titres"],
  ["/univers-marin/pmr/formations", "Mes formations"],
  ["/univers-marin/pmr/derogations", "Mes dérogations"],
  ["/univers-marin/pmr/gestion-autorisations", "Autorisation armateur"],
  ["/univers-marin/pmr/donnees-personnelles", "Mes données personnelles"],
  ["/univers-marin/pmr/gestion-alertes", "Mes alertes"],
  ["/univers-marin/pmr/contact", "Contactez-nous"],
  ["/univers-marin/demandes", "Mes demandes"],
  ["/univers-marin/demandes/rendez-vous", "Demander un rendez-vous médical"],
  ["/univers-marin/agent/rechercher-marin", "Rechercher un marin"],
];

const PREFIX = /^\/(?:fr|en|es)(?=\/|$)/i;

function routeOf(pathname: string): readonly [string, string] | undefined {
  const path = pathname.replace(PREFIX, "").replace(/\/+$/, "").toLowerCase();
  return ROUTES.find(([route]) => route === path);
}

let current: DemoProps | undefined;

function go(path: string): void {
  if (current?.navigate) current.navigate(path);
  else window.history.pushState(null, "", path);
}

function linkTo(href: string, text: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.className = "fr-link";
  link.href = href;
  link.textContent = text;
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(link.pathname);
  });
  return link;
}

function render(): void {
  if (!current) return;
  const { domElement, basePath = "", language = "fr" } = current;
  const route = routeOf(window.location.pathname);
  const page = document.createElement("div");
  page.className = "fr-container fr-my-6w";
  page.dataset.universMarinDemo = route ? route[0] : "unknown";
  // The demo speaks French whatever the shell's language: say so to assistive technologies.
  if (language !== "fr") page.lang = "fr";

  const h1 = document.createElement("h1");
  h1.textContent = route ? route[1] : "Page inconnue de l’espace marin";
  const lead = document.createElement("p");
  lead.className = "fr-text--lead";
  lead.textContent = "Module de démonstration de l’espace marin, chargé par SystemJS depuis son propre hôte.";

  const nav = document.createElement("nav");
  nav.className = "fr-my-4w";
  nav.setAttribute("aria-label", "Pages de l’espace marin");
  const list = document.createElement("ul");
  const others = ROUTES.filter(([path]) => !route || route[0] !== path);
  // The last link leads to a page of the shell, through the shell's router like the others.
  for (const [path, title] of [...others, ["/mes-infos", "Mes informations (portail)"] as const]) {
    const item = document.createElement("li");
    item.append(linkTo(`${basePath}${path}`, title));
    list.append(item);
  }
  nav.append(list);
  page.append(h1, lead, nav);
  domElement.replaceChildren(page);
}

export async function bootstrap(): Promise<void> {
  // Nothing to prepare: the demo has no data to fetch.
}

export async function mount(props: DemoProps): Promise<void> {
  current = props;
  window.addEventListener("popstate", render);
  render();
}

export async function unmount(props: DemoProps): Promise<void> {
  window.removeEventListener("popstate", render);
  props.domElement.replaceChildren();
  current = undefined;
}
