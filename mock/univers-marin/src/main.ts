/**
 * A stand-in for the real univers-marin module: plain DOM, one DSFR page per route of spec 2.2,
 * each with its h1 and links to the others. Built to System.register by ./vite.config.ts.
 *
 * Its links behave as a framework router's do, and as strictly as vue-router about history
 * state: it pushes its own entries with its own state, claims an entry whose state is null,
 * and reports (console.error) a popstate whose state another router wrote, which vue-router
 * would adopt as its own and turn into a bogus `/frundefined` entry on its next push. The last
 * two links go through the shell: one to a shell page, one to another page of the module.
 */

interface DemoProps {
  readonly domElement: HTMLElement;
  readonly language?: string;
  readonly basePath?: string;
  readonly navigate?: (path: string) => void;
  readonly hosts?: { readonly universMarin: string };
}

const ROUTES: ReadonlyArray<readonly [path: string, title: string]> = [
  ["/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin"],
  // The sign-in pages' Continuer leads here: the home under the other spelling the portal's specification gives.
  ["/univers-marin/pmr/accueil", "Accueil de mon espace marin"],
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
/** How many times the module was mounted in this page: a remount shows in data-mounts. */
let mounts = 0;

/** The key of this router's state in history.state, beside whatever other routers keep there. */
const STATE_KEY = "universMarinDemo";

interface DemoState {
  readonly path: string;
  /** Whether this router pushed the entry, or claimed one another router had pushed. */
  readonly by: "push" | "claim";
}

function ownState(state: unknown): DemoState | undefined {
  if (typeof state !== "object" || state === null || !(STATE_KEY in state)) return undefined;
  return (state as Record<string, DemoState>)[STATE_KEY];
}

/** Claims the current entry as vue-router does: its own key, merged into the state already there. */
function claimEntry(): void {
  const others = typeof window.history.state === "object" && window.history.state !== null ? (window.history.state as object) : {};
  const state: DemoState = { path: window.location.pathname, by: "claim" };
  window.history.replaceState({ ...others, [STATE_KEY]: state }, "");
}

function onPopState(event: PopStateEvent): void {
  if (event.state === null) claimEntry();
  else if (!ownState(event.state))
    console.error(`[univers-marin démo] history.state écrit par un autre routeur : ${JSON.stringify(event.state)}`);
  else if (ownState(event.state)?.path !== window.location.pathname)
    console.error(`[univers-marin démo] history.state d’une autre adresse : ${JSON.stringify(event.state)}`);
  render();
}

function goInside(path: string): void {
  const state: DemoState = { path, by: "push" };
  window.history.pushState({ [STATE_KEY]: state }, "", path);
  render();
}

function goThroughShell(path: string): void {
  if (current?.navigate) current.navigate(path);
  else window.history.pushState(null, "", path);
}

function linkTo(href: string, text: string, go: (path: string) => void = goInside): HTMLAnchorElement {
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

/**
 * Styles the way frameworks add them, each under the portal's CSP: a <style> element in the head
 * (Vite, Vue, Angular's component styles), a style attribute in parsed HTML (render below), and
 * a stylesheet from the module's own host.
 */
function addStyles(host: string | undefined): Element[] {
  const style = document.createElement("style");
  style.textContent = ".univers-marin-demo__lead { padding-left: 1rem; border-left: 4px solid currentColor; }";
  const added: Element[] = [style];
  if (host) {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = `${host}/demo.css`;
    added.push(sheet);
  }
  document.head.append(...added);
  return added;
}

let styles: Element[] = [];

function render(): void {
  if (!current) return;
  const { domElement, basePath = "", language = "fr" } = current;
  const route = routeOf(window.location.pathname);
  const page = document.createElement("div");
  page.className = "fr-container fr-my-6w";
  page.dataset.universMarinDemo = route ? route[0] : "unknown";
  page.dataset.mounts = String(mounts);
  // The demo speaks French whatever the shell's language: say so to assistive technologies.
  if (language !== "fr") page.lang = "fr";

  const h1 = document.createElement("h1");
  h1.className = "univers-marin-demo__title";
  h1.textContent = route ? route[1] : "Page inconnue de l’espace marin";
  const lead = document.createElement("p");
  lead.className = "fr-text--lead univers-marin-demo__lead";
  lead.textContent = "Module de démonstration de l’espace marin, chargé par SystemJS depuis son propre hôte.";

  const nav = document.createElement("nav");
  nav.className = "fr-my-4w";
  nav.setAttribute("aria-label", "Pages de l’espace marin");
  const list = document.createElement("ul");
  const others = ROUTES.filter(([path]) => !route || route[0] !== path);
  for (const [path, title] of others) {
    const item = document.createElement("li");
    item.append(linkTo(`${basePath}${path}`, title));
    list.append(item);
  }
  // Through the shell's router (the navigate prop): a page of the shell, and one of the module.
  for (const [path, title] of [
    ["/mes-infos", "Mes informations (portail)"],
    ["/univers-marin/demandes", "Mes demandes (par le portail)"],
  ] as const) {
    const item = document.createElement("li");
    item.append(linkTo(`${basePath}${path}`, title, goThroughShell));
    list.append(item);
  }
  nav.append(list);
  const note = document.createElement("div");
  note.innerHTML =
    '<p class="fr-text--sm univers-marin-demo__note" style="font-style: italic">Mis en forme par un élément style, un attribut style et une feuille de style de son hôte.</p>';
  page.append(h1, lead, note, nav);
  domElement.replaceChildren(page);
  keepVisit(window.location.pathname);
}

/**
 * What the demo keeps of the user in the browser, as a real module may (offline copies of the
 * pages it showed): the pages visited, in a Cache Storage cache of its own. The shell clears only
 * local and session storage at a logout; the module clears this when the shell says the user is
 * signing out (docs/sub-applications.md, "Signing out").
 */
const DEMO_CACHE = "univers-marin-demo";
const SIGN_OUT_EVENT = "portail-marin:deconnexion";

interface SignOutDetail {
  readonly waitUntil: (work: PromiseLike<unknown>) => void;
}

function keepVisit(path: string): void {
  if (typeof caches === "undefined") return;
  void caches
    .open(DEMO_CACHE)
    .then((cache) => cache.put(new Request(new URL(path, window.location.origin)), new Response(JSON.stringify({ vu: Date.now() }))))
    .catch(() => undefined);
}

function onSignOut(event: Event): void {
  if (typeof caches === "undefined" || !(event instanceof CustomEvent)) return;
  const detail = event.detail as SignOutDetail | null;
  detail?.waitUntil(caches.delete(DEMO_CACHE));
}

export async function bootstrap(): Promise<void> {
  // Heard whether mounted or not: the user may sign out from a page of the shell.
  window.addEventListener(SIGN_OUT_EVENT, onSignOut);
}

export async function mount(props: DemoProps): Promise<void> {
  current = props;
  mounts += 1;
  styles = addStyles(props.hosts?.universMarin);
  window.addEventListener("popstate", onPopState);
  if (!ownState(window.history.state) || ownState(window.history.state)?.path !== window.location.pathname) claimEntry();
  render();
}

export async function unmount(props: DemoProps): Promise<void> {
  window.removeEventListener("popstate", onPopState);
  props.domElement.replaceChildren();
  for (const element of styles) element.remove();
  styles = [];
  current = undefined;
}
