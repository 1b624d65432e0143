import type { z } from "zod";
import type { autoconnexionSchema } from "../../src/api/autoconnexion";
import type { bandeauIdentiteSchema } from "../../src/api/bandeau-identite-schema";
import type { habilitationSchema, habilitationsSchema } from "../../src/api/habilitations-schema";
import type { mesDroitsSchema } from "../../src/api/mes-droits-schema";
import type { reconciliationResponseSchema } from "../../src/api/reconciliation";

/**
 * The people a tester can sign in as. Their data is typed by the front's own schemas and parsed
 * with them before it is sent (server.ts), so the simulated backend cannot drift from the front.
 */
export interface Persona {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly droits: z.input<typeof mesDroitsSchema>;
  readonly habilitations: z.input<typeof habilitationsSchema>;
  readonly identite: z.input<typeof bandeauIdentiteSchema>;
  /** What POST /api/reconciliation/manuelle answers. */
  readonly reconciliation: z.input<typeof reconciliationResponseSchema>;
  readonly autoconnexion: z.input<typeof autoconnexionSchema>;
  /** The sign-in fails: back to the sign-in page with ?errorId=n, no session. */
  readonly signInErrorId?: number;
}

type HabilitationInput = z.input<typeof habilitationSchema>;

const habilite = (provider: "FC" | "CER", idInterne: string): HabilitationInput => ({
  idInterne,
  typeStatutHabilitation: { code: "HA", libelle: "Habilité" },
  typeFournisseur: { code: provider, libelle: provider === "FC" ? "FranceConnect" : "Cerbère" },
});

const MARIN_DROITS = [{ libelleCerbere: "EMARIN_CONSULTATION" }, { libelleCerbere: "EMARIN_DEMANDES" }];
const RDV_URL = "https://rdv-sante-marin.example.gouv.fr/connexion?tkaction=autoconnexion&jeton=8f3a2c91&origine=portail";
const NO_RECONCILIATION = { habilitation: null, messageErreur: "4" };

const reconciliationFailure = (n: number): Persona => ({
  id: `reconciliation-echec-${n}`,
  label: `Inscription refusée (ME_AUTH_MAR_${n})`,
  description: `Connecté sans habilitation ; la finalisation de l'inscription échoue avec le code ${n}.`,
  droits: [],
  habilitations: [],
  identite: { prenom: "Camille", nom: "Riou", identifiant: "" },
  reconciliation: { habilitation: { typeStatutHabilitation: { code: "NH" }, typeFournisseur: { code: "FC" } }, messageErreur: String(n) },
  autoconnexion: { erreur: "Aucun marin n'est associé à ce compte." },
});

export const PERSONAS: readonly Persona[] = [
  {
    id: "marin-fc",
    label: "Marin habilité (FranceConnect)",
    description: "Yann Le Goff, matelot à Concarneau, habilité par FranceConnect.",
    droits: MARIN_DROITS,
    habilitations: [habilite("FC", "1987654321")],
    identite: { prenom: "Yann", nom: "Le Goff", identifiant: "12345678" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { url: RDV_URL },
  },
  {
    id: "marin-cer",
    label: "Marin habilité (Cerbère)",
    description: "Ana Ferreira, marin étrangère, habilitée par le portail d'authentification du ministère.",
    droits: MARIN_DROITS,
    habilitations: [habilite("CER", "2987654321")],
    identite: { prenom: "Ana", nom: "Ferreira", identifiant: "TI204518" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { url: RDV_URL },
  },
  {
    id: "marin-sans-droits",
    label: "Marin habilité sans droits",
    description: "Habilité par FranceConnect, mais la liste de ses droits est vide.",
    droits: [],
    habilitations: [habilite("FC", "3987654321")],
    identite: { prenom: "Erwan", nom: "Kerjean", identifiant: "87654321" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { url: RDV_URL },
  },
  {
    id: "sans-habilitation",
    label: "Connecté sans habilitation (inscription réussie)",
    description: "Liste d'habilitations vide ; la finalisation de l'inscription réussit.",
    droits: [],
    habilitations: [],
    identite: { prenom: "Gwenaëlle", nom: "Tanguy", identifiant: "23456789" },
    reconciliation: { habilitation: habilite("FC", "4987654321"), messageErreur: null },
    autoconnexion: { erreur: "Aucun marin n'est associé à ce compte." },
  },
  {
    id: "bloque",
    label: "Marin bloqué",
    description: "Habilitation au statut « Bloquée » (autre que HA).",
    droits: MARIN_DROITS,
    habilitations: [
      { idInterne: "5987654321", typeStatutHabilitation: { code: "BL", libelle: "Bloquée" }, typeFournisseur: { code: "FC" } },
    ],
    identite: { prenom: "Loïc", nom: "Guillou", identifiant: "34567890" },
    reconciliation: { habilitation: null, messageErreur: "2" },
    autoconnexion: { erreur: "Votre habilitation est bloquée." },
  },
  {
    id: "habilitation-absente",
    label: "Habilitations illisibles",
    description: "Le service des habilitations répond sans liste : renvoi vers /login.",
    droits: [],
    habilitations: null,
    identite: { prenom: "Inès", nom: "Morvan", identifiant: "" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { erreur: "Aucun marin n'est associé à ce compte." },
  },
  {
    id: "agent",
    label: "Agent de la direction des affaires maritimes",
    description: "Droits EAGENT_ADMIN_EMARIN_GEST et EAGENT_ADMIN_EPARTE_APPLI ; voit la version marin.",
    droits: [{ libelleCerbere: "EAGENT_ADMIN_EMARIN_GEST" }, { libelleCerbere: "EAGENT_ADMIN_EPARTE_APPLI" }],
    habilitations: [habilite("CER", "9000000001")],
    identite: { prenom: "Sophie", nom: "Le Bihan", identifiant: "AG-29-0042" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { url: RDV_URL },
  },
  {
    id: "agent-sans-profil",
    label: "Agent sans profil autorisé",
    description: "La connexion agent échoue (errorId=1, ME_AUTH_AG_1).",
    droits: [],
    habilitations: [],
    identite: { prenom: "Marc", nom: "Quéré", identifiant: "" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { erreur: "Accès refusé." },
    signInErrorId: 1,
  },
  {
    id: "connexion-refusee",
    label: "Connexion refusée",
    description: "La connexion échoue (errorId=9 : choisir un autre mode de connexion).",
    droits: [],
    habilitations: [],
    identite: { prenom: "Paul", nom: "Caradec", identifiant: "" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { erreur: "Accès refusé." },
    signInErrorId: 9,
  },
  {
    id: "ayant-droit",
    label: "Ayant droit (rendez-vous médical)",
    description: "Connecté sans habilitation ; l'autoconnexion au rendez-vous médical renvoie une adresse.",
    droits: [],
    habilitations: [],
    identite: { prenom: "Martine", nom: "Le Goff", identifiant: "" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { url: RDV_URL },
  },
  {
    id: "ayant-droit-erreur",
    label: "Ayant droit, autoconnexion en erreur",
    description: "L'autoconnexion au rendez-vous médical renvoie une erreur.",
    droits: [],
    habilitations: [],
    identite: { prenom: "Hervé", nom: "Le Gall", identifiant: "" },
    reconciliation: NO_RECONCILIATION,
    autoconnexion: { erreur: "Le marin concerné n'a pas de visite médicale à planifier." },
  },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map(reconciliationFailure),
];

export function findPersona(id: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}
